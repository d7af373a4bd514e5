import type { Decision } from "../../core/decisions";
import type { SiegeSeatId } from "./options";
import type { OfferKey } from "./keys";

/**
 * A choice the rules leave to a seat (D1, D6, G12), asked by the procedure step on top of `work`:
 * the seat answers with one of `options` (unit ids, `roll` / `decline`, …) through the `choose`
 * action, and the step resumes with it. `step` is that step's position in `work` (a bug check).
 */
export interface ChoiceDecision extends Decision<"choose", SiegeSeatId> {
  /** What is being chosen, for clients and bots: `defender`, `mobHit`, `mover`, `retreatStop`, `save`, `hospitalFull`. */
  purpose: string;
  options: string[];
  /** What is asked: the client's words key (`siege.ask.<key>`); a decision stored before asks were keys has none (and a `text`). */
  key: string;
  /** The values the asking sentence names: unit ids, space indices, track, rumor and marker ids, numbers. */
  params: Record<string, string | number>;
  rule: string;
  step: number;
  /** The unit the choice is about (the work step's `unit`), when it has one. */
  unit?: string;
  /** The options that lose the game at once (G10: the Red Telephone on an empty Chaos pool, §5.6): the client warns before sending one. */
  loses?: string[];
}

/** A pending decision of Siege: a choice, or a roll's reaction window (core/dice.ts), with the game's own fields. */
export type Pending = ChoiceDecision | (Decision & Record<string, unknown>);

/**
 * A roll's resolved outcome as data, for the Mystic Amulet's window (rumors/amulet.ts): the client's
 * words key (`siege.offer.<key>`) and its values (a table cell such as `2/1*`, a count, dice), never words.
 */
export interface DiceOutcome {
  key: OfferKey;
  params: Record<string, string | number>;
}

/** The resolved outcome of a roll's dice (two dice resolve alike when their outcomes are equal), for the Mystic Amulet's window. */
export type RollOutcome = (dice: number[]) => DiceOutcome;
