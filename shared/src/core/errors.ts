/**
 * Stable error codes. The first five are also protocol codes of `rejected` (docs/development/protocol.md);
 * `BAD_OPTIONS` is thrown by `setup` for options outside their range.
 */
export type RuleErrorCode =
  | "NOT_YOUR_TURN"
  | "ILLEGAL_ACTION"
  | "GAME_OVER"
  | "UNDO_REFUSED"
  | "BAD_OPTIONS"
  | "BAD_MAP";

/**
 * Thrown by a rule module when an action or an option is refused. `message` is a sentence a player
 * can read ("window costs 2 actions, Lena has 1 left"); `code` is stable for programs.
 * A function that throws it leaves the state it was given untouched.
 */
export class RuleError extends Error {
  readonly code: RuleErrorCode;
  constructor(code: RuleErrorCode, message: string) {
    super(message);
    this.name = "RuleError";
    this.code = code;
  }
}
