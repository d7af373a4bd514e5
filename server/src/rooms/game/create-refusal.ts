import { ErrorCode, ServerError } from "@colyseus/core";
import { splitKeyedMessage } from "@zedfall/shared/protocol";
import { refusals } from "../../log";

/**
 * A refused room creation (bad game options, a replay of no finished game): the ServerError the
 * matchmaker hands the client as it is (code 523, MATCHMAKE_UNHANDLED, and `message`: a sentence
 * and its key line, protocol/http-error.ts `keyedMessage`, or a rules refusal's key line), and one
 * refusal line in the server's log (the sentence) instead of the stack trace Colyseus prints for
 * any other error thrown by `onCreate` (README "Logging": bad input is a refusal, not a fault).
 */
export function createRefusal(room: string, message: string): ServerError {
  refusals.note({ room, reason: `room not created: ${splitKeyedMessage(message).sentence}` });
  return new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, message);
}
