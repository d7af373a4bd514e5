import { t } from "../../shell/i18n";
import type { HiddenPart } from "../../shell/plugin";
import { cardName, rumorName } from "./words";

const list = (v: unknown, word: (x: string) => string = (x) => x): string[] => (Array.isArray(v) ? v.map((x) => (typeof x === "string" ? word(x) : JSON.stringify(x))) : []);

/**
 * The hidden parts of a finished Siege game at a replay step (`revealAll`): the decks in order, the
 * Zeds reserve, the Super-Zeds bag and, with the Rumor Mill, the rumor stack in order and the
 * rumors under the face-down tokens on the map.
 */
export function describeHidden(hidden: Record<string, unknown>): HiddenPart[] {
  const parts: [string, unknown, ((x: string) => string)?][] = [
    ["eventDeck", hidden.eventDeck ?? hidden.event, cardName],
    ["fateDeck", hidden.fateDeck ?? hidden.fate, cardName],
    ["reserve", hidden.reserve],
    ["bag", hidden.bag, (x) => t(`siege.zeds.${x}`)],
  ];
  if (Array.isArray(hidden.rumorStack)) {
    parts.push(["rumorStack", hidden.rumorStack, rumorName]);
    const tokens = hidden.rumorTokens && typeof hidden.rumorTokens === "object" ? Object.values(hidden.rumorTokens as Record<string, { rumor?: unknown; revealed?: unknown }>) : [];
    parts.push(["rumorTokens", tokens.filter((k) => !k.revealed && typeof k.rumor === "string").map((k) => k.rumor as string), rumorName]);
  }
  return parts.map(([key, v, word]) => ({ label: t(`siege.hidden.${key}`), items: list(v, word) }));
}
