import { refuse } from "../core/refusal";
import { oneSeat } from "../core/decisions";
import { z } from "zod";
import { createRandom, shuffleInPlace } from "../core/rng";
import { copySq, sameSq, opposite, sqParam } from "./board";
import { CHARACTER_IDS, newHuman } from "./characters";
import { buildSearchDeck, zombieDeckCards, ZOMBIE_HAND_SIZE } from "./decks";
import { isFreeFloor } from "./geometry";
import { parseHouseOptions } from "./options";
import { edgeRow, obeysHB1 } from "./placement";
import { emptyHumanTurn, emptyZombieTurn, startHumanTurn } from "./turns";
import type { CharacterId, Dir, HouseSeatId, HouseState, HumanSeatId, Sq, HouseActionDef } from "./types";
import { figuresMoved } from "./occupancy";
import { addZombie } from "./zombie-set";
import type { HouseEvent } from "./events";

export const sqSchema = z.object({ x: z.number().int(), y: z.number().int(), z: z.union([z.literal(0), z.literal(1)]) }).strict();
const dirSchema = z.enum(["N", "E", "S", "W"]);
const characterSchema = z.enum(["max", "lena", "olga", "kostya", "petrovich", "vera"]);

/**
 * A new House game (house §6). `options`: partial HouseOptions (defaults filled, BAD_OPTIONS
 * thrown for bad ones); `seed`: any string. Deals the zombie hand (4 cards, secret), the figure
 * slots round-robin to the human seats (4 figures, 3 with exactly three human seats, §4), and
 * starts the setup phases: characters (or dealt at random), entry edge, human placement, zombie placement.
 */
export function setupHouse(options: unknown, seed: string): HouseState {
  const o = parseHouseOptions(options);
  const rnd = createRandom(seed);
  const figures = o.humanSeats.length === 3 ? 3 : 4;
  const slots: HumanSeatId[] = Array.from({ length: figures }, (_, i) => o.humanSeats[i % o.humanSeats.length]!);
  const zombieDeck = shuffleInPlace(rnd, zombieDeckCards(o));
  const zombieHand = zombieDeck.splice(0, ZOMBIE_HAND_SIZE);
  const s: HouseState = {
    game: "house",
    options: o,
    rnd,
    seq: 0,
    phase: "setup-characters",
    round: 0,
    slots,
    entryEdge: null,
    humans: {},
    zombies: {},
    nextZombieNo: 1,
    barricades: [],
    cellar: { revealed: false, door: null },
    searchDeck: [],
    zombieDeck,
    zombieHand,
    zombieDiscard: [],
    armed: [],
    searched: [],
    piles: {},
    humanTurn: emptyHumanTurn(),
    zombieTurn: emptyZombieTurn(),
    activity: { attackOrSearch: false },
    pending: [],
    result: null,
    baby: null,
    grabAnswer: "always",
  };
  if (o.characters === "deal") {
    const ids = shuffleInPlace(rnd, [...CHARACTER_IDS]);
    slots.forEach((seat, i) => {
      s.humans[ids[i]!] = newHuman(o, ids[i]!, seat);
    });
    finishCharacters(s);
  }
  return s;
}

function finishCharacters(s: HouseState): void {
  s.searchDeck = buildSearchDeck(s.rnd, s.options, !!s.humans.lena?.weapon);
  s.phase = "setup-edge";
}

/** Seat that acts in a setup phase (G31): picks in slot order; the lowest human seat picks the edge. */
export function setupSeat(s: HouseState): HouseSeatId | null {
  switch (s.phase) {
    case "setup-characters":
      return s.slots[Object.keys(s.humans).length] ?? null;
    case "setup-edge":
      return s.options.humanSeats[0]!;
    case "setup-humans":
      return Object.values(s.humans).find((h) => h && !h.pos)?.seat ?? null;
    case "setup-zombies":
      return "zombie";
    default:
      return null;
  }
}

const intoBoard = (edge: Dir): Dir => opposite(edge);

type PickCharacter = { type: "pickCharacter"; character: CharacterId };
type ChooseEdge = { type: "chooseEdge"; edge: Dir };
type PlaceHuman = { type: "placeHuman"; figure: CharacterId; at: Sq };
type PlaceStartZombie = { type: "placeZombie"; at: Sq };

const pickCharacter: HouseActionDef<PickCharacter> = {
  type: "pickCharacter",
  phases: ["setup-characters"],
  schema: z.object({ type: z.literal("pickCharacter"), character: characterSchema }).strict(),
  candidates: (s) => CHARACTER_IDS.map((character) => ({ type: "pickCharacter", character })),
  check: (s, seat, a) => {
    if (setupSeat(s) !== seat) return refuse("house.notPicking", { seat });
    if (s.humans[a.character]) return refuse("house.characterTaken", { figure: a.character });
    return null;
  },
  exec: (d, seat, a, ev) => {
    d.humans[a.character] = newHuman(d.options, a.character, seat as HumanSeatId);
    ev.push({ type: "characterPicked", seat, figure: a.character, rule: "house §6" } satisfies HouseEvent);
    if (Object.keys(d.humans).length === d.slots.length) finishCharacters(d);
  },
};

const chooseEdge: HouseActionDef<ChooseEdge> = {
  type: "chooseEdge",
  phases: ["setup-edge"],
  schema: z.object({ type: z.literal("chooseEdge"), edge: dirSchema }).strict(),
  candidates: () => (["N", "E", "S", "W"] as Dir[]).map((edge) => ({ type: "chooseEdge", edge })),
  check: (s, seat, a) => {
    if (setupSeat(s) !== seat) return refuse("house.edgeChooser");
    const free = edgeRow(s, a.edge).filter((q) => isFreeFloor(s, q)).length;
    if (free < s.slots.length) return refuse("house.edgeTooSmall", { edge: a.edge, free });
    return null;
  },
  exec: (d, seat, a, ev) => {
    d.entryEdge = a.edge;
    d.phase = "setup-humans";
    ev.push({ type: "edgeChosen", edge: a.edge, rule: "house §6.4" } satisfies HouseEvent);
  },
};

const placeHuman: HouseActionDef<PlaceHuman> = {
  type: "placeHuman",
  phases: ["setup-humans"],
  schema: z.object({ type: z.literal("placeHuman"), figure: characterSchema, at: sqSchema }).strict(),
  candidates: (s) => {
    const h = Object.values(s.humans).find((x) => x && !x.pos);
    if (!h) return [];
    return edgeRow(s, s.entryEdge!).map((at) => ({ type: "placeHuman", figure: h.id, at }));
  },
  check: (s, seat, a) => {
    const next = Object.values(s.humans).find((x) => x && !x.pos);
    if (!next || next.id !== a.figure) return refuse("house.notNextFigure", { figure: a.figure });
    if (next.seat !== seat) return refuse("house.belongsTo", { figure: a.figure, seat: next.seat });
    if (!edgeRow(s, s.entryEdge!).some((q) => sameSq(q, a.at))) return refuse("house.notFirstRow", { sq: sqParam(a.at), edge: s.entryEdge! });
    if (!isFreeFloor(s, a.at)) return refuse("house.notFreeFloor", { sq: sqParam(a.at) });
    return null;
  },
  exec: (d, seat, a, ev) => {
    const h = d.humans[a.figure]!;
    h.pos = copySq(a.at);
    figuresMoved(d);
    h.facing = intoBoard(d.entryEdge!);
    ev.push({ type: "humanPlaced", figure: a.figure, at: { ...a.at }, rule: "house §6.4" } satisfies HouseEvent);
    if (Object.values(d.humans).every((x) => x?.pos)) d.phase = "setup-zombies";
  },
};

/** Starting zombies: one per figure, on the opposite edge's first row (§6.5), obeying H-B1 (C4). */
const placeStartZombie: HouseActionDef<PlaceStartZombie> = {
  type: "placeZombie",
  phases: ["setup-zombies"],
  schema: z.object({ type: z.literal("placeZombie"), at: sqSchema }).strict(),
  candidates: (s) => edgeRow(s, opposite(s.entryEdge!)).map((at) => ({ type: "placeZombie", at })),
  check: (s, seat, a) => {
    if (seat !== "zombie") return refuse("house.zombiesOnly");
    if (!edgeRow(s, opposite(s.entryEdge!)).some((q) => sameSq(q, a.at))) return refuse("house.startZombiesRow", { edge: opposite(s.entryEdge!) });
    if (!obeysHB1(s, a.at)) return refuse("house.tooClose", { sq: sqParam(a.at) });
    return null;
  },
  exec: (d, seat, a, ev) => {
    const id = `z${d.nextZombieNo++}`;
    addZombie(d, { id, kind: "zombie", pos: copySq(a.at), counted: true, climbing: null, noActions: false });
    ev.push({ type: "zombiePlaced", zombie: id, at: { ...a.at }, rule: "house §6.5" } satisfies HouseEvent);
    if (Object.keys(d.zombies).length === d.slots.length) {
      d.phase = "human";
      d.round = 1;
      ev.push({ type: "round", round: 1, rule: "house §6.7" } satisfies HouseEvent);
      startHumanTurn(d, ev);
      // §6 step 6, baby variant 2 [H-A10]: the Zombie seat places the baby before the humans move
      // (§17; on the default map the bathroom is always free then, so the decision always has a square).
      if (d.options.baby === "setup") d.pending.push(oneSeat("babyPlace", "zombie", {}));
    }
  },
};

/** The setup actions, for the House engine (engine.ts). */
export const setupActions = [pickCharacter, chooseEdge, placeHuman, placeStartZombie] as const;
