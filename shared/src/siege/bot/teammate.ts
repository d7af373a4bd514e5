import type { BotTable } from "../../core/ruleset";
import type { SiegeAction } from "../actions";
import { copyPlain } from "../../core/copy";
import type { SiegeState } from "../state/game";
import type { SiegeRules } from "./common";

/**
 * Whether a seat held by a person may still act in this Action phase (D1: every seat acts until it
 * says done). A bot at such a table leaves the team's shared pool to the people (see `spendsShared`).
 */
export function peopleStillActing(s: SiegeState, table: BotTable | undefined): boolean {
  if (!table || s.phase !== "action") return false;
  return table.people.some((p) => s.seats.includes(p as never) && !s.actionPhase.done.includes(p as never));
}

/** The team's shared pool as numbers (D1, §2.6, §5.1, §6.2, A2): Event Actions, Supplies, Ammo, Keep cards, Secure rumors. */
function pool(s: SiegeState): number[] {
  return [s.actionTrack, s.supplies, s.ammo, s.decks.keep.length, s.rumors?.secure.length ?? 0];
}

/**
 * Whether `action` of `seat` takes something from the team's shared pool: an Event Action of the
 * Action track, Supplies, Ammo, a Keep card or a Secure rumor (tried on a copy of `s`, so every
 * hero's own price is counted as the rules charge it). A bot playing beside people spends its own
 * Player Action and free Actions at once and these only once every person is done (the bot's
 * teammate etiquette, README "How to play (Siege)" item 3). `rules` is the Siege engine.
 */
export function spendsShared(rules: SiegeRules, s: SiegeState, seat: string, action: SiegeAction): boolean {
  const before = pool(s);
  const copy = copyPlain(s);
  try {
    rules.apply(copy, seat, action);
  } catch {
    return false;
  }
  const after = pool(copy);
  return after.some((n, i) => n < before[i]!);
}
