import type { RoomState } from "@zedfall/shared/protocol/schema";
import { has, t } from "../../shell/i18n";
import { placeSq } from "./squares";

/*
 * Places by their names in words: a search square by its furniture (the board data names every
 * one: S14 "woodpile"), a square by its room and where in it, or by the yard's side; an edge by the
 * rooms it joins, read from the synced board. No coordinates and no board ids (a tester: "Place
 * Olga at 0,15", "door D9"); Russian phrased without a case to agree with (a colon, a dash).
 */

type At = { x: number; y: number; z?: number };
type BoardSquare = { x: number; y: number; z: number; room: string };

/** A search square's name in the current language ("woodpile", «поленница»), else its board name, else its id. */
export function searchName(st: RoomState, id: string): string {
  const name = st.board?.searchSquares?.get(id)?.name;
  if (!name) return id;
  const key = `furniture.${name}`;
  return has(key) ? t(key) : name;
}

/** The board's squares as a list (none before the board arrived). */
function squaresOf(st: RoomState): BoardSquare[] {
  const out: BoardSquare[] = [];
  st.board?.squares?.forEach((q: BoardSquare) => out.push(q));
  return out;
}

/** The room of the square at `sq` ("" in the yard or off the board). */
function roomAt(all: BoardSquare[], sq: At): string {
  const z = sq.z ?? 0;
  return all.find((q) => q.x === sq.x && q.y === sq.y && q.z === z)?.room ?? "";
}

/** A room's name in the current language (its id when it has none). */
const roomName = (id: string) => (has(`room.${id}`) ? t(`room.${id}`) : id);

/** Where in its room `sq` lies, by thirds of the room's extent: `nw`, `n`, `ne`, `w`, `c`, `e`, `sw`, `s`, `se`; "" for a room of one square. */
function partOf(all: BoardSquare[], room: string, sq: At): string {
  const z = sq.z ?? 0;
  const mine = all.filter((q) => q.room === room && q.z === z);
  if (mine.length <= 1) return "";
  const third = (v: number, lo: number, hi: number, a: string, b: string) => (hi === lo ? "" : v - lo < (hi - lo + 1) / 3 ? a : hi - v < (hi - lo + 1) / 3 ? b : "");
  const xs = mine.map((q) => q.x);
  const ys = mine.map((q) => q.y);
  const part = third(sq.y, Math.min(...ys), Math.max(...ys), "n", "s") + third(sq.x, Math.min(...xs), Math.max(...xs), "w", "e");
  return part || "c";
}

/** The furniture on `sq` or on a square next to it in the same room, by name, or null. */
function furnitureBy(st: RoomState, all: BoardSquare[], room: string, sq: At): { name: string; on: boolean } | null {
  const z = sq.z ?? 0;
  let best: { name: string; on: boolean } | null = null;
  st.board?.searchSquares?.forEach((s: { id: string; x: number; y: number; z: number }) => {
    const d = Math.abs(s.x - sq.x) + Math.abs(s.y - sq.y);
    if (s.z !== z || d > 1 || (best && best.on) || roomAt(all, s) !== room) return;
    best = { name: searchName(st, s.id), on: d === 0 };
  });
  return best;
}

/** The side of the board `sq` is nearest to (`N`, `E`, `S`, `W`) and its place along that side, counted from the north or the west. */
function boardSide(st: RoomState, sq: At): { side: string; n: number; from: string } {
  const w = st.board?.width ?? 0;
  const h = st.board?.height ?? 0;
  const d = { W: sq.x, E: w - 1 - sq.x, N: sq.y, S: h - 1 - sq.y };
  const side = (Object.keys(d) as (keyof typeof d)[]).reduce((a, b) => (d[b] < d[a] ? b : a));
  return side === "W" || side === "E" ? { side, n: sq.y + 1, from: "N" } : { side, n: sq.x + 1, from: "W" };
}

/** The room nearest `sq` within 2 squares of it (a yard square by the house), or "". */
function roomNear(all: BoardSquare[], sq: At): string {
  const z = sq.z ?? 0;
  let best = "";
  let bestD = 3;
  for (const q of all) {
    if (!q.room || q.z !== z) continue;
    const d = Math.abs(q.x - sq.x) + Math.abs(q.y - sq.y);
    if (d < bestD) [best, bestD] = [q.room, d];
  }
  return best;
}

/**
 * A square in words a player reads: in a room, the room and the furniture on or next to it
 * ("Kitchen: the woodpile", "Kitchen, by the woodpile"), else the room and where in it ("Kitchen,
 * north-west corner"); in the yard, on the board's rim its side and place along it ("the west edge,
 * square 3 from the north"), else the yard and the room it is by ("the yard by the Kitchen"), else
 * the yard's side. Before the board arrived: "a square".
 */
export function squareWords(st: RoomState, sq: At): string {
  const all = squaresOf(st);
  if (!all.length) return t("sq.unknown");
  const room = roomAt(all, sq);
  if (room) {
    const name = roomName(room);
    const by = furnitureBy(st, all, room, sq);
    if (by) return t(by.on ? "sq.roomOn" : "sq.roomBy", { room: name, furniture: by.name });
    const part = partOf(all, room, sq);
    return part ? t("sq.roomPart", { room: name, part: t(`sq.part.${part}`) }) : name;
  }
  const b = boardSide(st, sq);
  const w = st.board?.width ?? 0;
  const h = st.board?.height ?? 0;
  const rim = sq.x === 0 || sq.y === 0 || sq.x === w - 1 || sq.y === h - 1;
  if (rim) return t("sq.rim", { side: t(`sq.side.${b.side}`), n: b.n, from: t(`sq.from.${b.from}`) });
  const near = roomNear(all, sq);
  return near ? t("sq.yardBy", { room: roomName(near) }) : t("sq.yardSide", { side: t(`sq.side.${b.side}`) });
}

/** The side of a square `from` toward an adjacent square `to` (`N`, `E`, `S`, `W`). */
function towards(from: At, to: At): string {
  if (to.y < from.y) return "N";
  if (to.y > from.y) return "S";
  return to.x > from.x ? "E" : "W";
}

/**
 * An edge key "x,y|x,y" in words: a door or window between two rooms by both ("the door between
 * the Kitchen and the Hall"), one on the house's outside by its room and the side it faces ("the
 * Kitchen window, north"); an edge that is neither, by the words of its two squares.
 */
export function edgeLabel(st: RoomState, key: string): string {
  if (!key.includes("|")) return key;
  let type = "";
  st.board?.edges?.forEach((e: { key: string; type: string }) => {
    if (!type && e.key === key) type = e.type;
  });
  const [a, b] = key.split("|").map(placeSq) as [At, At];
  const all = squaresOf(st);
  const ra = roomAt(all, a);
  const rb = roomAt(all, b);
  if ((type === "door" || type === "window") && (ra || rb)) {
    if (ra && rb && ra !== rb) return t(`edgeName.${type}Between`, { a: roomName(ra), b: roomName(rb) });
    const [inside, outside] = ra ? [a, b] : [b, a];
    return t(`edgeName.${type}Of`, { room: roomName(ra || rb), side: t(`sq.side.${towards(inside, outside)}`) });
  }
  return `${squareWords(st, a)} – ${squareWords(st, b)}`;
}
