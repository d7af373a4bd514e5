import { House, type SeatInfo } from "@zedfall/shared";
import { keySq } from "@zedfall/shared/src/house/board";
import type { HouseRoomState } from "../../schema/house/state";
import { HousePlacement } from "../../schema/house/turn";
import { HouseBarricade, HousePile, HouseUnit } from "../../schema/house/units";
import { put, putEntries, putItems, putList } from "../util";
import { newDecision, writeDecision } from "./decision";

type HouseState = House.HouseState;
type Sq = House.Sq;

/**
 * Writes the public part of the House rule state `s` into the schema after a change, reading the
 * state's public fields directly (no view, no copy) and touching only fields that changed. Never
 * writes a secret: not the generator, the deck order, the zombie hand, armed cards, the grab answer
 * or a Granny pick's cards (those go to `secrets`, syncHouseSecret). `seats` is `house.seats(s)`.
 */
export function syncHouseState(schema: HouseRoomState, s: HouseState, seats: SeatInfo[]): void {
  syncUnits(schema, s);
  syncBarricades(schema, s);
  const searchedBy: Record<string, string[]> = {};
  for (const pair of s.searched) {
    const [who, id] = pair.split(":");
    if (who && id) (searchedBy[id] ??= []).push(who);
  }
  schema.board.searchSquares.forEach((sq, id) => putList(sq.searchedBy, searchedBy[id] ?? []));
  put(schema.board, "cellarRevealed", s.cellar.revealed);
  const doorSq = s.cellar.door ? House.getBoard(s.options.map).search[s.cellar.door] : undefined;
  put(schema.board, "cellarDoor", doorSq ? House.sqKey(doorSq) : "");
  const decks = schema.decks;
  put(decks, "search", s.searchDeck.length);
  put(decks, "zombie", s.zombieDeck.length);
  put(decks, "zombieHand", s.zombieHand.length);
  put(decks, "zombieDiscard", s.zombieDiscard.length);
  put(decks, "barricadesLeft", 15 - s.barricades.length);
  put(schema, "entryEdge", s.entryEdge ?? "");
  syncTurns(schema, s);
  putItems(schema.pending, s.pending, newDecision, (d, p) => writeDecision(d, p, false));
  putEntries(schema.piles, Object.entries(s.piles), (key) => pileAt(key), (pile, cards) => putList(pile.cards, cards));
  putList(schema.zombieDiscard, s.zombieDiscard);
  const baby = schema.baby;
  put(baby, "where", !s.baby ? "" : s.baby.carrier ? "carried" : s.baby.pos ? "board" : "");
  put(baby, "carrier", s.baby?.carrier ?? "");
  if (s.baby?.pos) writeSq(baby, s.baby.pos);
  const acting: string[] = [];
  for (const i of seats) if (i.active) acting.push(i.seat);
  putList(schema.acting, acting);
}

/** Human figures then zombies and crawlers, by id; units that left play are deleted. */
function syncUnits(schema: HouseRoomState, s: HouseState): void {
  const units = schema.units;
  const seen = new Set<string>();
  for (const h of Object.values(s.humans)) {
    if (!h) continue;
    seen.add(h.id);
    const u = unit(units, h.id);
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
  for (const id in s.zombies) {
    const z = s.zombies[id]!;
    seen.add(id);
    const u = unit(units, id);
    put(u, "kind", z.kind);
    put(u, "seat", "zombie");
    put(u, "name", id);
    writePos(u, z.pos);
    put(u, "climbing", z.climbing ?? "");
  }
  if (units.size !== seen.size) for (const id of [...units.keys()]) if (!seen.has(id)) units.delete(id);
}

/** The barricaded edges, each with the squares on both sides (the cellar link: door square and top stair). */
function syncBarricades(schema: HouseRoomState, s: HouseState): void {
  const bars = schema.barricades;
  if (bars.size === s.barricades.length && s.barricades.every((k) => bars.has(k))) return;
  const keep = new Set(s.barricades);
  for (const key of s.barricades) {
    if (bars.has(key)) continue;
    const sqs = edgeSquares(s, key);
    if (!sqs) continue;
    const bar = new HouseBarricade();
    bar.key = key;
    bar.ax = sqs[0].x;
    bar.ay = sqs[0].y;
    bar.bx = sqs[1].x;
    bar.by = sqs[1].y;
    bar.z = sqs[0].z;
    bars.set(key, bar);
  }
  for (const key of [...bars.keys()]) if (!keep.has(key)) bars.delete(key);
}

/** The Human and Zombie turn details (house §7): the public parts only. */
function syncTurns(schema: HouseRoomState, s: HouseState): void {
  const ht = schema.humanTurn;
  put(ht, "active", s.humanTurn.active ?? "");
  put(ht, "actionsLeft", s.humanTurn.actionsLeft);
  putList(ht.done, s.humanTurn.done);
  put(ht.grab, "crawler", s.humanTurn.grab?.crawler ?? "");
  put(ht.grab, "figure", s.humanTurn.grab?.figure ?? "");
  const zt = schema.zombieTurn;
  const t = s.zombieTurn;
  put(zt, "step", t.step);
  put(zt, "active", t.active ?? "");
  put(zt, "actionsLeft", t.actionsLeft);
  putList(zt.done, t.done);
  put(zt.pack, "target", t.pack?.target ?? "");
  putList(zt.pack.members, t.pack?.members ?? []);
  putItems(zt.placements, t.placements, () => new HousePlacement(), (item, p) => {
    put(item, "reason", p.reason);
    put(item, "left", p.left);
    put(item, "counted", p.counted);
    put(item, "kind", p.kind);
    put(item, "edge", p.edge ?? "");
  });
}

/** Squares of an edge key (`sqKey|x,y`) or of the cellar link. */
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

function pileAt(key: string): HousePile {
  const p = new HousePile();
  p.key = key;
  const sq = keySq(key);
  p.x = sq.x;
  p.y = sq.y;
  p.z = sq.z;
  return p;
}

function unit(units: HouseRoomState["units"], id: string): HouseUnit {
  let u = units.get(id);
  if (!u) {
    u = new HouseUnit();
    u.id = id;
    units.set(id, u);
  }
  return u;
}

function writePos(u: HouseUnit, pos: Sq | null): void {
  put(u, "placed", !!pos);
  if (pos) writeSq(u, pos);
}

function writeSq(o: { x: number; y: number; z: number }, q: Sq): void {
  put(o, "x", q.x);
  put(o, "y", q.y);
  put(o, "z", q.z);
}
