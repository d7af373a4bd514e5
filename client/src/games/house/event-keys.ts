/*
 * Which words key a House log line uses (no i18next, no DOM: client/test/house-words.test.ts reads
 * the same keys the client does).
 */

/** The fields whose string value names a variant of an event (a roll's purpose, a card's effect, a placement's reason…). */
const VALUE_FIELDS = ["purpose", "card", "reason", "by", "kind", "winner"] as const;
/** Fields whose presence alone names a variant (a heal given by another figure, a miss that spares a human, a zombie shoved, a gun's Oops!). */
const PRESENCE_FIELDS = ["by", "human", "zombie", "weapon"] as const;

/** A value as a key segment: "zombie attack" → "zombieAttack", "stench-of-fear" → "stenchOfFear". */
export const keySegment = (v: string): string => v.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase());

/**
 * The words keys an event's log line may use, most specific first: `event.<type>_<value>` for the
 * value of each of VALUE_FIELDS it carries (a roll by its purpose: `event.roll_zombieAttack`), then
 * `event.<type>_<field>` for each of PRESENCE_FIELDS it carries and each flag it carries as true (a
 * window climb `event.move_window`, a lucky barricade), then `event.<type>`. The client takes the
 * first key its words have; every event type has its `event.<type>` line in every language.
 */
export function eventKeys(e: { type: string } & Record<string, unknown>): string[] {
  const base = `event.${e.type}`;
  const keys: string[] = [];
  for (const f of VALUE_FIELDS) if (typeof e[f] === "string") keys.push(`${base}_${keySegment(e[f] as string)}`);
  for (const f of PRESENCE_FIELDS) if (e[f] !== undefined && e[f] !== null) keys.push(`${base}_${f}`);
  for (const [f, v] of Object.entries(e)) if (v === true) keys.push(`${base}_${f}`);
  keys.push(base);
  return keys;
}
