import { refusalLine, type Refusal, type RefusalParam } from "./refusal";

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
 * Thrown by a rule module when an action or an option is refused. `key` and `params` say why
 * (a refusal the client words: "msg.costs" with the figure and the actions left); `code` is
 * stable for programs; `message` is the refusal as one line for logs (`key {json params}`).
 * A function that throws it leaves the state it was given untouched.
 */
export class RuleError extends Error {
  readonly code: RuleErrorCode;
  readonly key: string;
  readonly params: Record<string, RefusalParam>;
  constructor(code: RuleErrorCode, refusal: Refusal) {
    super(refusalLine(refusal));
    this.name = "RuleError";
    this.code = code;
    this.key = refusal.key;
    this.params = refusal.params;
  }

  /** The refusal this error carries. */
  get refusal(): Refusal {
    return { key: this.key, params: this.params };
  }
}
