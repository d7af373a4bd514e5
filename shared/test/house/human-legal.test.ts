import { applied } from "../../src/core/applied";
import { createRandom, drawInt } from "../../src/core/rng";
import { house, refusal } from "../../src/house";
import { getBoard } from "../../src/house/board";
import type { CharacterId, HouseSeatId, HouseState, Sq } from "../../src/house/types";
import { edge, scenario } from "./fixture";

/** Key-order-free JSON. */
function canon(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canon).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canon((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

const FIGS: CharacterId[] = ["max", "lena", "olga", "kostya", "petrovich", "vera"];
const DIRS = ["N", "E", "S", "W"] as const;
const ITEMS = ["ammo", "med-pak", "power-drink", "car-keys"] as const;
const WEAPONS = ["kitchen-knife", "baseball-bat", "hockey-stick", "chainsaw", "pistol", "rifle", "shotgun", "double-barrel-shotgun"] as const;
const CARDS = [...WEAPONS, ...ITEMS, "cellar", "lucky-coincidence", "eureka", "surprise", "nothing-useful", "baby"] as const;

/** Every action type the human rules define (the pending answers included). */
const HUMAN_TYPES = new Set([
  "move", "moveWindow", "stepBack", "turn", "attack", "reload", "reroll", "keepRoll", "search", "keepWeapon", "grannyPick",
  "luckyBarricade", "barricade", "tearDown", "giveItem", "pickUp", "useMedPak", "medic", "powerDrink", "startCar", "discard", "endActivation",
  "descend", "ascend", "pickUpBaby", "giveBaby", "dropBaby",
]);
/** Zombie-seat answers to decisions the human rules open (Surprise!, grab windows, the baby). */
const ANSWER_TYPES = new Set(["placeZombie", "grab", "declineGrab", "placeBaby"]);

const b = getBoard("default");
const ALL_SQ: Sq[] = [];
for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) ALL_SQ.push({ x, y, z: 0 });
for (let y = 0; y < b.cellar.height; y++) for (let x = 0; x < b.cellar.width; x++) ALL_SQ.push({ x, y, z: 1 });

/** Squares of the first two baby rooms (H-A12) and a few others: where a baby placement is tried. */
const BABY_SQ: Sq[] = [...b.rooms.bathroom!, ...b.rooms.bedroom!, { x: 0, y: 0, z: 0 }, { x: 2, y: 4, z: 1 }];

/** A wide space of human actions (and Surprise! placements) around the figures of `s`, legal or not. */
function actionSpace(s: HouseState): object[] {
  const out: object[] = [];
  const near: Sq[] = [];
  for (const h of Object.values(s.humans)) {
    if (!h?.pos) continue;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) near.push({ x: h.pos.x + dx, y: h.pos.y + dy, z: h.pos.z });
  }
  near.push({ x: 8, y: 6, z: 0 }, { x: 9, y: 5, z: 0 }, { x: 0, y: 0, z: 1 });
  for (const figure of FIGS) {
    for (const dir of DIRS) out.push({ type: "move", figure, dir }, { type: "moveWindow", figure, dir });
    out.push({ type: "stepBack", figure }, { type: "attack", figure }, { type: "reload", figure }, { type: "search", figure }, { type: "barricade", figure });
    out.push({ type: "tearDown", figure }, { type: "useMedPak", figure }, { type: "powerDrink", figure }, { type: "startCar", figure }, { type: "endActivation", figure });
    out.push({ type: "descend", figure }, { type: "pickUpBaby", figure }, { type: "dropBaby", figure });
    for (const to of [{ x: 8, y: 6, z: 0 }, { x: 9, y: 5, z: 0 }, { x: 8, y: 5, z: 0 }, { x: 0, y: 1, z: 1 }]) out.push({ type: "ascend", figure, to });
    for (const to of ["left", "right", "around"]) out.push({ type: "turn", figure, to });
    for (const at of near) out.push({ type: "attack", figure, at }, { type: "pickUp", figure, at });
    for (const to of FIGS) {
      out.push({ type: "medic", figure, target: to }, { type: "giveBaby", figure, to });
      for (const item of ITEMS) out.push({ type: "giveItem", figure, to, item });
    }
    for (const card of [...ITEMS, ...WEAPONS]) out.push({ type: "discard", figure, card });
  }
  out.push({ type: "keepWeapon", keep: true }, { type: "keepWeapon", keep: false }, { type: "keepRoll" });
  for (let die = -1; die <= 4; die++) out.push({ type: "reroll", die });
  for (const card of CARDS) out.push({ type: "grannyPick", card });
  for (const o of b.openings) out.push({ type: "luckyBarricade", edge: o.key });
  out.push({ type: "luckyBarricade", edge: "link" }, { type: "luckyBarricade", edge: "nowhere" });
  if (s.pending[0]?.kind === "surprisePlace") for (const at of ALL_SQ) out.push({ type: "placeZombie", at });
  if (s.pending[0]?.kind === "babyPlace") for (const at of [...near, ...BABY_SQ]) out.push({ type: "placeBaby", at });
  for (const crawler of [...Object.keys(s.zombies), "nobody"]) out.push({ type: "grab", crawler });
  out.push({ type: "declineGrab" });
  return out;
}

/** Checks that for `seat` the legal list of human action types is exactly what apply accepts within the action space. */
function checkExact(s: HouseState, seat: HouseSeatId): number {
  const legal = house.legalActions(s, seat).filter((a) => HUMAN_TYPES.has(a.type) || (ANSWER_TYPES.has(a.type) && s.phase === "human"));
  const legalSet = new Set(legal.map(canon));
  const space = actionSpace(s);
  const spaceSet = new Set(space.map(canon));
  for (const a of legal) if (!spaceSet.has(canon(a))) throw new Error(`legal action outside the tested space: ${canon(a)}`);
  for (const a of space) {
    const ok = refusal(s, seat, a) === null;
    if (ok !== legalSet.has(canon(a))) throw new Error(`${seat} ${canon(a)}: apply ${ok ? "accepts" : "refuses"} it but the legal list ${ok ? "lacks" : "has"} it (pending ${s.pending[0]?.kind ?? "none"})`);
  }
  return legal.length;
}

/** Starting positions with a bit of everything: weapons, items, zombies, piles, the cellar, windows, a car. */
function starts(): HouseState[] {
  const a = scenario({
    humans: [
      { id: "lena", at: [10, 1], facing: "E", items: ["ammo", "power-drink"] },
      { id: "max", at: [11, 2], facing: "N", weapon: "shotgun", items: ["med-pak"], wounds: 2, seat: "human2" },
      { id: "olga", at: [4, 5], facing: "W", weapon: "kitchen-knife", wounds: 1, items: ["med-pak", "car-keys"] },
      { id: "vera", at: [8, 6], facing: "E", items: ["ammo"], seat: "human2" },
    ],
    zombies: [{ id: "z1", at: [13, 1] }, { id: "z2", at: [12, 1] }, { id: "z3", at: [3, 5] }, { id: "c1", at: [11, 0], kind: "crawler" }],
    searchDeck: ["eureka", "rifle", "surprise", "lucky-coincidence", "ammo", "double-barrel-shotgun", "cellar", "med-pak", "pistol", "nothing-useful"],
    options: { tearDown: true, carHorror: true, humanSeats: ["human1", "human2"], crawlers: true },
  });
  a.grabAnswer = "ask";
  a.piles = { "10,2": ["ammo"], "9,1": ["rifle", "med-pak"] };
  a.barricades = [edge([6, 10], [6, 11])];
  const c = scenario({
    humans: [
      { id: "petrovich", at: [9, 5], facing: "S", weapon: "chainsaw", items: ["power-drink"] },
      { id: "kostya", at: [0, 0, 1], facing: "S", weapon: "pistol", items: ["ammo"], seat: "human2" },
      { id: "olga", at: [4, 12], facing: "W", items: ["car-keys", "ammo"] },
    ],
    zombies: [{ id: "z1", at: [8, 6] }, { id: "z2", at: [2, 4, 1] }, { id: "z3", at: [5, 12] }],
    searchDeck: ["surprise", "surprise", "eureka", "rifle", "shotgun", "lucky-coincidence"],
    options: { tearDown: true, baby: "setup" },
  });
  c.cellar = { revealed: true, door: "S2" };
  c.baby = { pos: { x: 0, y: 1, z: 1 }, carrier: null };
  const v = scenario({
    humans: [
      { id: "vera", at: [10, 13], facing: "E", weapon: "rifle", ammoOut: true, items: ["ammo"] },
      { id: "lena", at: [4, 14], facing: "E", weapon: "double-barrel-shotgun", items: ["ammo", "ammo"], seat: "human2" },
    ],
    zombies: [{ id: "z1", at: [5, 14] }, { id: "z2", at: [6, 13] }, { id: "z3", at: [7, 15] }],
    searchDeck: ["lucky-coincidence", "baby", "eureka", "surprise", "chainsaw", "cellar", "ammo"],
    options: { baby: "search", crawlers: true },
  });
  v.armed = [{ card: "slippery-floor", figure: "any" }, { card: "jammed", figure: "lena" }, { card: "surprise-zombie", figure: "vera" }];
  v.zombieHand = ["slippery-floor", "jammed", "surprise-zombie"];
  return [a, c, v];
}

test("house G11 legal list = what apply accepts, for every human action type, along random walks (pending decisions included)", () => {
  const rnd = createRandom("human-legal");
  let states = 0;
  let listed = 0;
  for (const [i, start] of starts().entries()) {
    for (let walk = 0; walk < 6; walk++) {
      let s: HouseState = JSON.parse(JSON.stringify(start));
      s.rnd = createRandom(`walk-${i}-${walk}`);
      for (let n = 0; n < 40 && s.phase === "human"; n++) {
        const seats = house.seats(s).filter((x) => x.active).map((x) => x.seat as HouseSeatId);
        for (const seat of ["human1", "human2", "zombie"] as HouseSeatId[]) listed += checkExact(s, seat);
        states++;
        const seat = seats[drawInt(rnd, 0, seats.length - 1)]!;
        const legal = house.legalActions(s, seat);
        const pick = legal[drawInt(rnd, 0, legal.length - 1)]!;
        s = applied(house, s, seat, pick as never).state;
      }
    }
  }
  expect(states).toBeGreaterThan(150);
  expect(listed).toBeGreaterThan(2000);
});

test("house G11 the pending-decision kinds of the human rules all occur in the walks above", () => {
  const rnd = createRandom("kinds");
  const kinds = new Set<string>();
  for (const [i, start] of starts().entries())
    for (let walk = 0; walk < 30; walk++) {
      let s: HouseState = JSON.parse(JSON.stringify(start));
      s.rnd = createRandom(`kinds-${i}-${walk}`);
      for (let n = 0; n < 40 && s.phase === "human"; n++) {
        for (const p of s.pending) kinds.add(p.kind);
        const seats = house.seats(s).filter((x) => x.active).map((x) => x.seat as HouseSeatId);
        const seat = seats[drawInt(rnd, 0, seats.length - 1)]!;
        const legal = house.legalActions(s, seat);
        // prefer searches and attacks so that cards and dice come up
        const hot = legal.filter((a) => a.type === "search" || a.type === "attack");
        const pool = hot.length && drawInt(rnd, 0, 1) ? hot : legal;
        s = applied(house, s, seat, pool[drawInt(rnd, 0, pool.length - 1)]! as never).state;
      }
    }
  expect([...kinds].sort()).toEqual(expect.arrayContaining(["babyPlace", "grab", "grannyPick", "keepWeapon", "luckyBarricade", "reroll", "surprisePlace"]));
});
