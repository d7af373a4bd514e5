import type { Decision } from "../../core/decisions";
import type { SiegeSeatId } from "./options";

/**
 * A choice the rules leave to a seat (D1, D6, G12), asked by the procedure step on top of `work`:
 * the seat answers with one of `options` (unit ids, `roll` / `decline`, …) through the `choose`
 * action, and the step resumes with it. `step` is that step's position in `work` (a bug check).
 */
export interface ChoiceDecision extends Decision<"choose", SiegeSeatId> {
  /** What is being chosen, for clients and bots: `defender`, `mobHit`, `mover`, `retreatStop`, `save`, `hospitalFull`. */
  purpose: string;
  options: string[];
  text: string;
  rule: string;
  step: number;
  /** The unit the choice is about (the work step's `unit`), when it has one. */
  unit?: string;
  /** The options that lose the game at once (G10: the Red Telephone on an empty Chaos pool, §5.6): the client warns before sending one. */
  loses?: string[];
}

/** A pending decision of Siege: a choice, or a roll's reaction window (core/dice.ts), with the game's own fields. */
export type Pending = ChoiceDecision | (Decision & Record<string, unknown>);

/** The resolved outcome of a roll's dice as a short phrase, for the Mystic Amulet's window (rumors/amulet.ts). */
export type RollOutcome = (dice: number[]) => string;
