/** A seat id: House `zombie`, `human1`…`human4`; Siege `seat1`…`seat4`. */
export type SeatId = string;

/** Who sits where and whether that seat may act now (`seats(state)`). */
export interface SeatInfo {
  seat: SeatId;
  /** The seat may send an action now (its legal list is not empty). */
  active: boolean;
  /** Display role, e.g. "zombie", "human". */
  role: string;
  /** Figures or units this seat controls (ids), for display. */
  figures: string[];
}

/**
 * Something that happened, for logs and animations. `type` names it, `rule` cites the clause or
 * section it applied (`H-B11`, `house §9.4`), `text` is an English log sentence; the rest is data.
 * Events never carry information the receiving seat may not see: a rule module returns public
 * events only, plus private events addressed to one seat in `onlyFor`.
 */
export interface GameEvent {
  type: string;
  rule?: string;
  text: string;
  onlyFor?: SeatId;
  [key: string]: unknown;
}

/** The end of a game: the winning side and why. */
export interface GameResult {
  winner: "zombie" | "humans" | "defenders" | "zeds";
  reason: string;
  rule: string;
}

/**
 * The rule-module contract of DESIGN.md. Every function is pure and deterministic: no I/O, no
 * clock, randomness only from the generator carried in `State`.
 */
export interface Ruleset<State, Action, Options, View> {
  id: "house" | "siege";
  /** A new game from validated options and a seed string; throws RuleError BAD_OPTIONS. */
  setup(options: Options, seed: string): State;
  /** Every seat in play and whether it may act now. */
  seats(state: State): SeatInfo[];
  /** The complete list of the seat's legal actions; empty when it may not act. */
  legalActions(state: State, seat: SeatId): Action[];
  /**
   * Applies one action of `seat`. Returns the new state and the events it caused; throws
   * RuleError (NOT_YOUR_TURN, ILLEGAL_ACTION, GAME_OVER) and then the given state is untouched.
   */
  apply(state: State, seat: SeatId, action: Action): { state: State; events: GameEvent[] };
  /** What `seat` (or a spectator) may see of the state: no secrets of other seats. */
  view(state: State, seat: SeatId | "spectator"): View;
  /** The result once the game is over, else null. */
  result(state: State): GameResult | null;
}
