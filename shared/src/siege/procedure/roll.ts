import type { Decision } from "../../core/decisions";
import type { Kernel, RollRequest } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import type { SiegeState } from "../state/game";
import type { Pending } from "../state/pending";
import type { RollOutcome } from "../rumors-and-rails/rumors/amulet";
import { HOOKS } from "./hooks";
import type { RollNeed, RollPurpose } from "../state/needs";

/**
 * One Siege roll (the kernel's request): its `purpose`, one of the Siege roll purposes; `need`,
 * what the dice need (the roll event carries it, needs.ts); `outcome`, when given, names the
 * resolved outcome of some dice, so the Mystic Amulet is offered only where a die turned to 5
 * changes it (S-R9, G10); without it the Amulet compares the continuation's results (rumors/amulet.ts).
 */
export interface SiegeRollRequest extends RollRequest {
  purpose: RollPurpose;
  need: RollNeed;
  outcome?: RollOutcome;
}

/**
 * Rolls through the kernel (DESIGN "Dice"): the roll is logged and, when its window opens, the
 * window becomes the pending decision and the procedure waits; otherwise the continuation has run.
 * The roll's own window (a re-roll) comes first; without one, the Mystic Amulet's window (S-R9,
 * G11 W3) opens when its holder could change the outcome. The roll event carries the request's
 * `need`. Returns the dice, or null while a window waits.
 */
export function roll(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>, req: SiegeRollRequest): number[] | null {
  const out: Decision[] = [];
  // the need goes last among the event's own fields, before the dice
  req = { ...req, event: { ...req.event, need: req.need } };
  // while nobody may use the Amulet (no Rumor Mill, not revealed, used, its holder in coma) the roll keeps
  // its own window, and no wrapper is made per roll; rolling changes nobody's items
  const ref = HOOKS.amuletHolder(s) ? { purpose: req.purpose, then: req.then, data: req.data } : null;
  const dice = k.roll(s, ev, out, ref ? { ...req, window: (d) => req.window?.(d) ?? HOOKS.amuletWindow(s, k, ref, d, req.outcome) } : req);
  if (out.length) s.pending.unshift(...(out as Pending[]));
  return dice;
}
