import { House, type GameResult, type SeatInfo } from "@zedfall/shared";
import { cellAt, edgeType, keySq, type Board as RuleBoard } from "@zedfall/shared/src/house/board";
import { MapSchema } from "@colyseus/schema";
import { Barricade, Edge, RoomLabel, SearchSquare, Square, Unit, type GameState } from "../schema";
import { put, putList } from "./util";

type HouseState = House.HouseState;
type Sq = House.Sq;

/**
 * The House sync: writes the static board once, and after every change the public view
 * (`house.view(state, "spectator")`) into the schema. The only House-specific writer of the schema.
 */
export function syncHouseBoard(schema: GameState, mapId: string): void {
  const b = House.getBoard(mapId);
  const board = schema.board;
  board.id = b.id;
  board.name = b.name;
  board.width = b.width;
  board.height = b.height;
  board.cellarWidth = b.cellar.width;
  board.cellarHeight = b.cellar.height;
  board.squares.clear();
  board.edges.clear();
  board.rooms.clear();
  board.searchSquares.clear();
  const addSquares = (w: number, h: number, z: 0 | 1) => {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const c = cellAt(b, { x, y, z });
        if (!c) continue;
        const q = new Square();
        q.x = x;
        q.y = y;
        q.z = z;
        q.terrain = c.terrain;
        q.room = c.room ?? "";
        q.obstacle = c.obstacle ?? "";
        q.search = c.search ?? "";
        q.stair = c.stair ?? -1;
        board.squares.push(q);
      }
  };
  addSquares(b.width, b.height, 0);
  addSquares(b.cellar.width, b.cellar.height, 1);
  for (const e of boardEdges(b)) board.edges.push(e);
  for (const [id, cells] of Object.entries(b.rooms)) board.rooms.push(roomLabel(b, id, cells, b.houseRooms.has(id)));
  const cellarCells: Sq[] = [];
  for (let y = 0; y < b.cellar.height; y++) for (let x = 0; x < b.cellar.width; x++) if (cellAt(b, { x, y, z: 1 })) cellarCells.push({ x, y, z: 1 });
  if (cellarCells.length) board.rooms.push(roomLabel(b, "cellar", cellarCells, true));
  for (const [id, sq] of Object.entries(b.search)) {
    const s = new SearchSquare();
    s.id = id;
    s.name = b.searchNames[id] ?? id;
    s.x = sq.x;
    s.y = sq.y;
    s.z = sq.z;
    board.searchSquares.set(id, s);
  }
}

/**
 * The square to write a room's label on: the topmost, then leftmost floor square whose right-hand
 * neighbour is floor of the same room (room for the text), else the room's top-left square.
 */
function roomLabel(b: RuleBoard, id: string, cells: Sq[], house: boolean): RoomLabel {
  const r = new RoomLabel();
  const sorted = [...cells].sort((a, c) => a.y - c.y || a.x - c.x);
  const floor = (q: Sq) => {
    const c = cellAt(b, q);
    return c?.terrain === "floor" && (c.room ?? "") === (q.z === 1 ? "cellar" : id);
  };
  const top = sorted.find((q) => floor(q) && floor({ x: q.x + 1, y: q.y, z: q.z })) ?? sorted[0]!;
  r.id = id;
  r.house = house;
  r.x = top.x;
  r.y = top.y;
  r.z = top.z;
  return r;
}

/** Every edge between two squares that is not plain open floor (walls, doors, windows, listed open edges). */
function boardEdges(b: RuleBoard): Edge[] {
  const out: Edge[] = [];
  const scan = (w: number, h: number, z: 0 | 1) => {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const a = { x, y, z };
        if (!cellAt(b, a)) continue;
        for (const n of [
          { x: x + 1, y, z },
          { x, y: y + 1, z },
        ]) {
          const t = edgeType(b, a, n);
          const listed = b.edges.get(House.edgeKey(a, n));
          const inside = !!cellAt(b, n);
          // an open edge inside one region is plain floor; a wall to nowhere is drawn only on the inset's rim
          if (t === "open" && !listed) continue;
          if (!inside && z === 0) continue;
          const e = new Edge();
          e.key = House.edgeKey(a, n);
          e.type = t;
          e.name = listed?.opening?.name ?? "";
          e.exterior = listed?.opening?.exterior ?? false;
          e.ax = a.x;
          e.ay = a.y;
          e.bx = n.x;
          e.by = n.y;
          e.z = z;
          out.push(e);
        }
      }
  };
  scan(b.width, b.height, 0);
  scan(b.cellar.width, b.cellar.height, 1);
  return out;
}

/** Squares of an edge key (`a|x,y`) or of the cellar link. */
function edgeSquares(s: HouseState, key: string): [Sq, Sq] | null {
  if (key === House.LINK) {
    const b = House.getBoard(s.options.map);
    const door = s.cellar.door ? b.search[s.cellar.door] : undefined;
    const top = b.cellar.stairs[0];
    return door && top ? [door, top] : null;
  }
  const [first, second] = key.split("|");
  if (!first || !second) return null;
  const a = keySq(first);
  const [x, y] = second.split(",").map(Number);
  return [a, { x: x!, y: y!, z: a.z }];
}

/** Writes the public view of `s` into the schema (units, barricades, searches, decks, turn, result). */
export function syncHouse(schema: GameState, s: HouseState, seats: SeatInfo[], result: GameResult | null): void {
  const view = houseView(s);
  put(schema, "phase", view.phase);
  put(schema, "round", view.round);
  put(schema, "seq", view.seq);
  // units
  const seen = new Set<string>();
  for (const h of Object.values(view.humans)) {
    if (!h) continue;
    seen.add(h.id);
    const u = unit(schema.units, h.id);
    put(u, "kind", "human");
    put(u, "seat", h.seat);
    put(u, "name", House.CHARACTERS[h.id].name);
    writePos(u, h.pos);
    put(u, "facing", h.facing);
    put(u, "alive", h.alive);
    put(u, "wounds", h.wounds);
    put(u, "maxWounds", h.maxWounds);
    put(u, "weapon", h.weapon?.card ?? "");
    put(u, "ammoOut", h.weapon?.ammoOut ?? false);
    putList(u.items, h.items);
    put(u, "carriesBaby", h.carriesBaby);
  }
  for (const z of Object.values(view.zombies)) {
    seen.add(z.id);
    const u = unit(schema.units, z.id);
    put(u, "kind", z.kind);
    put(u, "seat", "zombie");
    put(u, "name", z.id);
    writePos(u, z.pos);
    put(u, "climbing", z.climbing ?? "");
  }
  for (const id of [...schema.units.keys()]) if (!seen.has(id)) schema.units.delete(id);
  // barricades
  const bars = new Set(view.barricades);
  for (const key of bars) {
    if (schema.barricades.has(key)) continue;
    const sqs = edgeSquares(s, key);
    if (!sqs) continue;
    const bar = new Barricade();
    bar.key = key;
    bar.ax = sqs[0].x;
    bar.ay = sqs[0].y;
    bar.bx = sqs[1].x;
    bar.by = sqs[1].y;
    bar.z = sqs[0].z;
    schema.barricades.set(key, bar);
  }
  for (const key of [...schema.barricades.keys()]) if (!bars.has(key)) schema.barricades.delete(key);
  // search squares and cellar
  const searchedBy: Record<string, string[]> = {};
  for (const pair of view.searched) {
    const [who, id] = pair.split(":");
    if (who && id) (searchedBy[id] ??= []).push(who);
  }
  schema.board.searchSquares.forEach((sq, id) => putList(sq.searchedBy, searchedBy[id] ?? []));
  put(schema.board, "cellarRevealed", view.cellar.revealed);
  const doorSq = view.cellar.door ? House.getBoard(s.options.map).search[view.cellar.door] : undefined;
  put(schema.board, "cellarDoor", doorSq ? House.sqKey(doorSq) : "");
  // decks
  putCount(schema.decks, "search", view.searchDeckCount);
  putCount(schema.decks, "zombie", view.zombieDeckCount);
  putCount(schema.decks, "zombieHand", view.zombieHandCount);
  putCount(schema.decks, "zombieDiscard", view.zombieDiscard.length);
  putCount(schema.decks, "barricadesLeft", 15 - view.barricades.length);
  // seats
  for (const info of seats) {
    const seat = schema.seats.get(info.seat);
    if (!seat) continue;
    put(seat, "active", info.active);
    putList(seat.figures, info.figures);
    put(seat, "handCount", info.seat === "zombie" ? view.zombieHandCount : 0);
  }
  schema.seats.forEach((seat, id) => {
    if (!seats.some((i) => i.seat === id)) put(seat, "active", false);
  });
  // turn details (public)
  const turn = JSON.stringify({
    phase: view.phase,
    entryEdge: view.entryEdge,
    humanTurn: view.humanTurn,
    zombieTurn: publicZombieTurn(view.zombieTurn),
    pending: view.pending,
    piles: view.piles,
    zombieDiscard: view.zombieDiscard,
    // the baby token (§17): its square while it lies on the board, or its carrier
    baby: view.baby,
    acting: seats.filter((i) => i.active).map((i) => i.seat),
  });
  put(schema, "turn", turn);
  put(schema.result, "winner", result?.winner ?? "");
  put(schema.result, "reason", result?.reason ?? "");
  put(schema.result, "rule", result?.rule ?? "");
  put(schema, "stage", result ? "over" : "play");
}

function publicZombieTurn(t: HouseState["zombieTurn"]) {
  return { step: t.step, active: t.active, actionsLeft: t.actionsLeft, done: t.done, pack: t.pack, placements: t.placements };
}

/** The spectator view of the rule module: the only source of public data. */
function houseView(s: HouseState): House.HouseView {
  return House.house.view(s, "spectator");
}

function unit(units: MapSchema<Unit>, id: string): Unit {
  let u = units.get(id);
  if (!u) {
    u = new Unit();
    u.id = id;
    units.set(id, u);
  }
  return u;
}

function writePos(u: Unit, pos: Sq | null): void {
  put(u, "placed", !!pos);
  if (!pos) return;
  put(u, "x", pos.x);
  put(u, "y", pos.y);
  put(u, "z", pos.z);
}

function putCount(map: MapSchema<number>, key: string, n: number): void {
  if (map.get(key) !== n) map.set(key, n);
}
