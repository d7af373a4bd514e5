import { SIEGE_BOARD } from "@zedfall/shared/siege/board";
import { type SiegeRoomState, SiegeSpace } from "@zedfall/shared/protocol/schema";

/**
 * Writes the static Siege board (siege §1.2, §1.3) into `schema.board.spaces` once, at the room's
 * creation: every space in the board's index order with its id, name, track, number, kind, Station
 * and freight line. The markers on them are written by syncSiegeState.
 */
export function syncSiegeBoard(schema: SiegeRoomState): void {
  const spaces = schema.board.spaces;
  spaces.clear();
  for (const sp of SIEGE_BOARD.spaces) {
    const q = new SiegeSpace();
    q.id = sp.id;
    q.name = sp.name ?? "";
    q.track = sp.track ?? "";
    q.num = sp.num;
    q.kind = sp.kind;
    q.station = sp.station ?? "";
    q.line = sp.track ? SIEGE_BOARD.lineOf[sp.track] : "";
    spaces.push(q);
  }
}
