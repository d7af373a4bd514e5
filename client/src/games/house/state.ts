import type { RoomState, SeatState } from "@zedfall/shared/src/protocol";
import type { Sq } from "./squares";

/*
 * The House reading of the room state: every part the client reads out of the JSON strings the
 * server writes (turn, options, a seat's secret), in one place, so a change of the wire shape is
 * adapted here.
 */

/** A pending decision as the server writes it: `seat` before the kernel's multi-seat decisions, `seats`/`mode`/`passed` after. */
interface WirePending {
  kind: string;
  seat?: string;
  seats?: string[];
  mode?: "one" | "any" | "all";
  passed?: string[];
  figure?: string;
  crawlers?: string[];
}

/** The public turn details the server writes as JSON (server/src/sync/house.ts): the parts the client reads. */
interface TurnInfo {
  humanTurn?: { active: string | null; actionsLeft: number; grab: { crawler: string; figure: string } | null };
  pending?: WirePending[];
  /** The baby token (house §17): on a square, or carried, or null while not on the board. */
  baby?: { pos: Sq | null; carrier: string | null } | null;
}

/** A decision the game waits on: who decides (all of `seats`, any one of them, or the one), who passed, and what about. */
export interface Pending {
  kind: string;
  seats: string[];
  mode: "one" | "any" | "all";
  passed: string[];
  /** The figure a grab window is about (house DoR 3). */
  figure?: string;
  /** The crawlers that may grab. */
  crawlers?: string[];
}

let cacheKey = "";
let cache: TurnInfo = {};

/** The parsed turn details of the state (parsed once per change). */
function turnOf(st: RoomState): TurnInfo {
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

/** The first decision the game waits on, or null. */
export function pendingDecision(st: RoomState): Pending | null {
  const p = turnOf(st).pending?.[0];
  if (!p) return null;
  return { ...p, seats: p.seats ?? (p.seat ? [p.seat] : []), mode: p.mode ?? "one", passed: p.passed ?? [] };
}

/** The figure whose activation it is during the Human turn, or null. */
export function activeFigure(st: RoomState): string | null {
  return turnOf(st).humanTurn?.active ?? null;
}

/** The grab in force (house §16, G27): the crawler holding a figure, or null. */
export function heldFigure(st: RoomState): { crawler: string; figure: string } | null {
  return turnOf(st).humanTurn?.grab ?? null;
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

/** The game's options the client reads (JSON in the state), with the House defaults. */
export function optionsOf(st: RoomState): { reactionSeconds: number; crawlers: boolean } {
  let o: { reactionSeconds?: unknown; crawlers?: unknown } = {};
  try {
    o = JSON.parse(st.options || "{}");
  } catch {
    /* the defaults */
  }
  return { reactionSeconds: Number(o.reactionSeconds) || 20, crawlers: o.crawlers !== false };
}

/** The Zombie seat's standing answer to crawler grabs (its own secret JSON): "always", "never", "ask", or "" when unknown. */
export function grabAnswerOf(seat: SeatState): string {
  try {
    return String(JSON.parse(seat.secret || "{}").grabAnswer ?? "");
  } catch {
    return "";
  }
}
