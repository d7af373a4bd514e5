import { ErrorCode, ServerError } from "@colyseus/core";
import { refusals } from "../../log";

/**
 * A refused room creation (bad game options, a replay of no finished game): the ServerError the
 * matchmaker hands the client as it is (code 523, MATCHMAKE_UNHANDLED, and `message`), and one
 * refusal line in the server's log instead of the stack trace Colyseus prints for any other error
 * thrown by `onCreate` (README "Logging": bad input is a refusal, not a fault).
 */
export function createRefusal(room: string, message: string): ServerError {
  refusals.note({ room, reason: `room not created: ${message}` });
  return new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, message);
}
