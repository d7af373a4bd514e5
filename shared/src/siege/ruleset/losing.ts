import { SIEGE_BOARD as B } from "../board";
import { copyPlain } from "../../core/copy";
import type { Engine } from "../../core/engine";
import type { SiegeAction } from "../actions";
import type { SiegeSeatId } from "../state/options";
import type { SiegeState } from "../state/game";

/** What the check needs of the Siege engine: applying a listed action (on a copy). */
type Applier = Pick<Engine<SiegeState>, "applyTrusted">;

/**
 * Whether the game stands next to a loss (siege §2.5, §5.6, §7): Zeds on a Town space (their next
 * move enters Town Center), or at most 2 Chaos markers left in the pool (Total Chaos places 2 at a
 * time, §6.4). Only then may an action lose the game at once.
 */
export function nearLoss(s: SiegeState): boolean {
  if (s.chaosPool <= 2) return true;
  return Object.values(s.zeds).some((z) => z.at >= 0 && B.toward[z.at] === B.tc);
}

/**
 * The action types that may lose the game with nothing random on the way (answers to decisions,
 * cards played, the ends of a phase, which run the Zeds on): every other player action moves or
 * fights with the player's own units — a fight rolls before any Zeds move, and nothing else moves
 * Zeds or places Chaos — so trying it would only cost time (an Action phase lists 100+ of them).
 */
const MAY_LOSE = new Set(["choose", "playKeep", "playSecure", "done", "endFourR"]);

/** The secrets an action may read on its way (siege D4): the generator, the deck orders, the reserve, the bag, the face-down rumors. */
function secrets(s: SiegeState): string {
  return JSON.stringify([s.rnd, s.decks.event, s.decks.fate, s.reserve, s.bag, s.rumors?.stack ?? null, s.rumors?.tokens ?? null]);
}

/**
 * The actions of `actions` (seat `seat`'s legal list in `s`) that lose the game at once (siege §2.5
 * Zeds entering Town Center, §5.6 a Chaos marker due on an empty pool; G10's warning, generalised
 * from the Red Telephone's `loses` choice): applied to a copy of `s`, the game is lost before anyone
 * is asked anything, with no die rolled, no card drawn and no secret read on the way — the loss
 * follows from what every player sees, so marking it tells nothing secret. Looked for only when the
 * game stands next to a loss (`nearLoss`), else none, and only among the types that can (`MAY_LOSE`).
 * `s` is not changed; an action whose trial throws is not marked. Returns the losing actions, in the
 * list's order.
 */
export function losingActions(engine: Applier, s: SiegeState, seat: SiegeSeatId, actions: readonly SiegeAction[]): SiegeAction[] {
  if (s.result || !nearLoss(s)) return [];
  const before = secrets(s);
  return actions.filter((a) => {
    if (!MAY_LOSE.has(a.type)) return false;
    const trial = copyPlain(s);
    try {
      engine.applyTrusted(trial, seat, a);
    } catch {
      return false;
    }
    return trial.result?.winner === "zeds" && secrets(trial) === before;
  });
}
