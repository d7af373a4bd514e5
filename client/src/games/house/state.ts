import type { RoomState } from "@zedfall/shared/src/protocol";
import type { Sq } from "./actions";

/** The public turn details the server writes as JSON (server/src/sync/house.ts): the parts the client reads. */
export interface TurnInfo {
  phase?: string;
  humanTurn?: { active: string | null; actionsLeft: number; grab: { crawler: string; figure: string } | null };
  pending?: { kind: string; seat: string; figure?: string; crawlers?: string[] }[];
  /** The baby token (house §17): on a square, or carried, or null while not on the board. */
  baby?: { pos: Sq | null; carrier: string | null } | null;
}

let cacheKey = "";
let cache: TurnInfo = {};

/** The parsed turn details of the state (parsed once per change). */
export function turnOf(st: RoomState): TurnInfo {
  const raw = st.turn || "{}";
  if (raw !== cacheKey) {
    cacheKey = raw;
    try {
      cache = JSON.parse(raw) as TurnInfo;
    } catch {
      cache = {};
    }
  }
  return cache;
}

/** Where the baby is drawn: its square while it lies on the board; null when carried or absent. */
export function babySquare(st: RoomState): Sq | null {
  return turnOf(st).baby?.pos ?? null;
}

/** Cellar stair square `n` (0 = st0, the top stair; house §5), or null before the board arrived. */
export function stairSquare(st: RoomState, n: number): Sq | null {
  let out: Sq | null = null;
  st.board.squares.forEach((q) => {
    if (q.z === 1 && q.stair === n) out = { x: q.x, y: q.y, z: 1 };
  });
  return out;
}

/** The cellar-door square (main board) once revealed, from the board's `cellarDoor` key "x,y". */
export function cellarDoorSquare(st: RoomState): Sq | null {
  if (!st.board.cellarRevealed || !st.board.cellarDoor) return null;
  const [x, y] = st.board.cellarDoor.split(",").map(Number);
  return Number.isFinite(x) && Number.isFinite(y) ? { x: x!, y: y!, z: 0 } : null;
}
