import { House, type SeatInfo } from "@zedfall/shared";
import { keySq } from "@zedfall/shared/house/board";
import { HouseBarricade, HousePile, HousePlacement, type HouseRoomState, HouseUnit } from "@zedfall/shared/protocol/schema";
import { put, putEntries, putFields, putItems, putList } from "../../../schema/put";
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
  syncSearched(schema, s);
  put(schema.board, "cellarRevealed", s.cellar.revealed);
  const doorSq = s.cellar.door ? House.getBoard(s.options.map).search[s.cellar.door] : undefined;
  put(schema.board, "cellarDoor", doorSq ? House.sqKey(doorSq) : "");
  putFields(schema.decks, {
    search: s.searchDeck.length,
    zombie: s.zombieDeck.length,
    zombieHand: s.zombieHand.length,
    zombieDiscard: s.zombieDiscard.length,
    barricadesLeft: 15 - s.barricades.length,
  });
  put(schema, "entryEdge", s.entryEdge ?? "");
  syncTurns(schema, s);
  putItems(schema.pending, s.pending, newDecision, (d, p) => writeDecision(d, p, false));
  syncPiles(schema, s);
  putList(schema.zombieDiscard, s.zombieDiscard);
  const baby = schema.baby;
  put(baby, "where", !s.baby ? "" : s.baby.carrier ? "carried" : s.baby.pos ? "board" : "");
  put(baby, "carrier", s.baby?.carrier ?? "");
  if (s.baby?.pos) writeSq(baby, s.baby.pos);
  const acting: string[] = [];
  for (const i of seats) if (i.active) acting.push(i.seat);
  putList(schema.acting, acting);
}

/** What the last sync saw of the rule state's searches and piles (plain copies), to skip them when unchanged. */
const lastSeen = new WeakMap<HouseRoomState, { searched: readonly string[] | null; piles: string | null }>();

function seenOf(schema: HouseRoomState): { searched: readonly string[] | null; piles: string | null } {
  let seen = lastSeen.get(schema);
  if (!seen) lastSeen.set(schema, (seen = { searched: null, piles: null }));
  return seen;
}

/** Who searched each search square (house §11), rewritten only when the searches changed. */
function syncSearched(schema: HouseRoomState, s: HouseState): void {
  const seen = seenOf(schema);
  const last = seen.searched;
  if (last && last.length === s.searched.length && last.every((p, i) => p === s.searched[i])) return;
  seen.searched = [...s.searched];
  const searchedBy: Record<string, string[]> = {};
  for (const pair of s.searched) {
    const [who, id] = pair.split(":");
    if (who && id) (searchedBy[id] ??= []).push(who);
  }
  schema.board.searchSquares.forEach((sq, id) => putList(sq.searchedBy, searchedBy[id] ?? []));
}

/** The item piles (house §9.5), rewritten only when some pile changed. */
function syncPiles(schema: HouseRoomState, s: HouseState): void {
  const seen = seenOf(schema);
  const piles = JSON.stringify(s.piles);
  if (piles === seen.piles) return;
  seen.piles = piles;
  putEntries(schema.piles, Object.entries(s.piles), (key) => pileAt(key), (pile, cards) => putList(pile.cards, cards));
}

/**
 * Human figures then zombies and crawlers, by id; units that left play are deleted. Every figure in
 * play has its unit after the loops, so the units hold exactly the figures when they are as many
 * (human and zombie ids never coincide); only otherwise are the ids in play collected.
 */
function syncUnits(schema: HouseRoomState, s: HouseState): void {
  const units = schema.units;
  let inPlay = 0;
  for (const h of Object.values(s.humans)) {
    if (!h) continue;
    inPlay++;
    const u = unit(units, h.id);
    const last = lastUnits.get(u);
    const at = h.pos ?? last ?? u;
    const weapon = h.weapon?.card ?? "";
    const ammoOut = h.weapon?.ammoOut ?? false;
    if (
      !last ||
      last.placed !== !!h.pos ||
      last.x !== at.x ||
      last.y !== at.y ||
      last.z !== at.z ||
      last.facing !== h.facing ||
      last.alive !== h.alive ||
      last.wounds !== h.wounds ||
      last.maxWounds !== h.maxWounds ||
      last.weapon !== weapon ||
      last.ammoOut !== ammoOut ||
      last.carriesBaby !== h.carriesBaby
    ) {
      const row = { kind: "human", seat: h.seat, name: House.CHARACTERS[h.id].name, placed: !!h.pos, x: at.x, y: at.y, z: at.z, facing: h.facing, alive: h.alive, wounds: h.wounds, maxWounds: h.maxWounds, weapon, ammoOut, carriesBaby: h.carriesBaby, climbing: "" };
      putFields(u, row);
      lastUnits.set(u, row);
    }
    putList(u.items, h.items);
  }
  const zombiesSeen = zombieRows(schema);
  for (const id in s.zombies) {
    const z = s.zombies[id]!;
    inPlay++;
    // a rule replaces a figure's pos when it moves: the same object means the same square
    const known = zombiesSeen.get(id);
    if (known && known.pos === z.pos && known.kind === z.kind && known.climbing === z.climbing) continue;
    const u = unit(units, id);
    const last = lastUnits.get(u);
    const climbing = z.climbing ?? "";
    if (!last || last.x !== z.pos.x || last.y !== z.pos.y || last.z !== z.pos.z || last.kind !== z.kind || last.climbing !== climbing) {
      const row = { kind: z.kind, seat: "zombie", name: id, placed: true, x: z.pos.x, y: z.pos.y, z: z.pos.z, facing: "", alive: true, wounds: 0, maxWounds: 0, weapon: "", ammoOut: false, carriesBaby: false, climbing };
      putFields(u, row);
      lastUnits.set(u, row);
    }
    zombiesSeen.set(id, { pos: z.pos, kind: z.kind, climbing: z.climbing });
  }
  if (units.size === inPlay) return;
  const seen = new Set<string>(Object.keys(s.zombies));
  for (const h of Object.values(s.humans)) if (h) seen.add(h.id);
  for (const id of [...units.keys()])
    if (!seen.has(id)) {
      units.delete(id);
      zombiesSeen.delete(id);
    }
}

/** The plain fields syncUnits last wrote into a unit (so an unchanged unit costs a few comparisons). */
type UnitRow = Pick<HouseUnit, "kind" | "seat" | "name" | "placed" | "x" | "y" | "z" | "facing" | "alive" | "wounds" | "maxWounds" | "weapon" | "ammoOut" | "carriesBaby" | "climbing">;
const lastUnits = new WeakMap<HouseUnit, UnitRow>();

/** What syncUnits last wrote for each zombie of a room: its unit and the rule state's pos object, kind and climb mark then. */
type ZombieRow = { pos: Sq; kind: string; climbing: string | null };
const lastZombies = new WeakMap<HouseRoomState, Map<string, ZombieRow>>();

function zombieRows(schema: HouseRoomState): Map<string, ZombieRow> {
  let m = lastZombies.get(schema);
  if (!m) lastZombies.set(schema, (m = new Map()));
  return m;
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
  putFields(ht, { active: s.humanTurn.active ?? "", actionsLeft: s.humanTurn.actionsLeft });
  putList(ht.done, s.humanTurn.done);
  putFields(ht.grab, { crawler: s.humanTurn.grab?.crawler ?? "", figure: s.humanTurn.grab?.figure ?? "" });
  const zt = schema.zombieTurn;
  const t = s.zombieTurn;
  putFields(zt, { step: t.step, active: t.active ?? "", actionsLeft: t.actionsLeft });
  putList(zt.done, t.done);
  putFields(zt.pack, { target: t.pack?.target ?? "" });
  putList(zt.pack.members, t.pack?.members ?? []);
  putItems(zt.placements, t.placements, () => new HousePlacement(), (item, p) => {
    putFields(item, { reason: p.reason, left: p.left, counted: p.counted, kind: p.kind, edge: p.edge ?? "" });
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

function writeSq(o: { x: number; y: number; z: number }, q: Sq): void {
  put(o, "x", q.x);
  put(o, "y", q.y);
  put(o, "z", q.z);
}
