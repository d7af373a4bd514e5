import type { HouseDecision, HouseSecret, HouseUnit, RoomState } from "@zedfall/shared/protocol/schema";
import type { Sq } from "./squares";

/*
 * The House reading of the room state (`HouseRoomState` of shared/src/protocol/schema): the turn,
 * the pending decisions, the baby, the decks, the seats' figures and the seat's own secrets,
 * read here in one place, so a change of the wire shape is adapted here. Empty means none on the
 * wire ("", 0 or []); these functions turn it into null.
 */

/** A decision the game waits on: who decides (all of `seats`, any one of them, or the one), who passed, and what about. */
export interface Pending {
  kind: string;
  seats: string[];
  mode: "one" | "any" | "all";
  passed: string[];
  /** The figure a grab window is about (house DoR 3); "" for none. */
  figure: string;
  /** The crawlers that may grab. */
  crawlers: string[];
  /** A Granny pick's cards: only in the deciding seat's own copy. */
  cards: string[];
  /** The weapon a keep-or-leave decision is about (house §9.2); "" for none. */
  card: string;
  /** The type of the human action held behind a grab window ("" none). */
  waiting: string;
  /** A reroll window's dice, the die from which they kill, and what each does if kept. */
  dice: number[];
  kills: number;
  outcomes: string[];
}

function toPending(d: HouseDecision): Pending {
  return {
    kind: d.kind,
    seats: d.seats.toArray(),
    mode: d.mode || "one",
    passed: d.passed.toArray(),
    figure: d.figure,
    crawlers: d.crawlers.toArray(),
    cards: d.cards.toArray(),
    card: d.card ?? "",
    waiting: d.waiting,
    dice: d.dice?.toArray() ?? [],
    kills: d.kills ?? 0,
    outcomes: d.outcomes?.toArray() ?? [],
  };
}

/** The secrets entry of `seat` (only the client's own seat has one), or undefined. */
function secretOf(st: RoomState, seat: string | null | undefined): HouseSecret | undefined {
  return seat ? st.secrets?.get(seat) : undefined;
}

/**
 * The first decision the game waits on, or null. With `mySeat`, the seat's own copy of it when it
 * has one (all fields, a Granny pick's cards included).
 */
export function pendingDecision(st: RoomState, mySeat?: string | null): Pending | null {
  const d = st.pending.length ? st.pending[0] : undefined;
  if (!d) return null;
  const own = secretOf(st, mySeat)?.pending?.toArray().find((p) => p.kind === d.kind);
  return toPending(own ?? d);
}

/** The figure whose activation it is during the Human turn, or null. */
export function activeFigure(st: RoomState): string | null {
  return st.humanTurn.active || null;
}

/** The grab in force (house §16, G27): the crawler holding a figure, or null. */
export function heldFigure(st: RoomState): { crawler: string; figure: string } | null {
  const g = st.humanTurn.grab;
  return g.crawler && g.figure ? { crawler: g.crawler, figure: g.figure } : null;
}

/** Where the baby is drawn: its square while it lies on the board; null when carried or absent. */
export function babySquare(st: RoomState): Sq | null {
  const b = st.baby;
  return b.where === "board" ? { x: b.x, y: b.y, z: b.z } : null;
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
export function optionsOf(st: RoomState): { reactionSeconds: number; crawlers: boolean; plainCharacters: boolean } {
  let o: { reactionSeconds?: unknown; crawlers?: unknown; plainCharacters?: unknown } = {};
  try {
    o = JSON.parse(st.options || "{}");
  } catch {
    /* the defaults */
  }
  return { reactionSeconds: Number(o.reactionSeconds) || 20, crawlers: o.crawlers !== false, plainCharacters: o.plainCharacters === true };
}

/** The Zombie seat's standing answer to crawler grabs (its own secret): "always", "never", "ask", or "" when unknown (another seat's). */
export function grabAnswerOf(st: RoomState, seat: string): string {
  return secretOf(st, seat)?.grabAnswer ?? "";
}

/** The cards in `seat`'s hand (the Zombie hand): only the seat's own client has them; [] otherwise. */
export function handOf(st: RoomState, seat: string | null): string[] {
  return secretOf(st, seat)?.hand?.toArray() ?? [];
}

/** The human figures of `seat`: the units whose `seat` it is, in the order the state lists them. */
export function figuresOf(st: RoomState, seat: string): HouseUnit[] {
  const out: HouseUnit[] = [];
  st.units.forEach((u) => {
    if (u.seat === seat && u.kind === "human") out.push(u);
  });
  return out;
}

/** The House counters: the decks' sizes, the Zombie hand's size, the barricades left. */
export function deckCountsOf(st: RoomState): { search: number; zombie: number; zombieHand: number; zombieDiscard: number; barricadesLeft: number } {
  const d = st.decks;
  return { search: d.search, zombie: d.zombie, zombieHand: d.zombieHand, zombieDiscard: d.zombieDiscard, barricadesLeft: d.barricadesLeft };
}
