import { applied } from "../../src/core/applied";
import { house, refusal } from "../../src/house";
import { createRandom, drawInt } from "../../src/core/rng";
import { CHARACTER_IDS } from "../../src/house/characters";
import type { HouseState, ZombieCardId } from "../../src/house/types";
import { scenario } from "./fixture";

const DIRS = ["N", "E", "S", "W"] as const;
const CARDS: ZombieCardId[] = [
  "stench-of-fear",
  "dead-resident",
  "smash",
  "surprise-zombie",
  "shambling-charge",
  "bloodlust",
  "relentless",
  "jammed",
  "slippery-floor",
  "horde",
  "hungry-eyes",
  "pile-up",
  "something-below",
  "legless-legion",
  "wailing",
];

/** Key-order-free JSON. */
function canon(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canon).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canon((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

/** Every Zombie-seat action shape worth trying in `s`: each zombie, human, direction, square, card and parameter. */
function universe(s: HouseState): object[] {
  const zs = [...Object.keys(s.zombies), "nobody"];
  const out: object[] = [{ type: "beginActivation" }, { type: "endZombieTurn" }, { type: "spawnCrawlers" }, { type: "declineGrab" }];
  for (const answer of ["always", "never", "ask"]) out.push({ type: "setGrabAnswer", answer });
  for (const at of [{ x: 10, y: 9, z: 0 }, { x: 0, y: 0, z: 0 }]) out.push({ type: "placeBaby", at });
  for (const zombie of zs) {
    for (const dir of DIRS) out.push({ type: "zMove", zombie, dir }, { type: "zWindow", zombie, dir });
    out.push({ type: "zDescend", zombie }, { type: "grab", crawler: zombie });
    for (const to of [{ x: 8, y: 6, z: 0 }, { x: 9, y: 5, z: 0 }, { x: 8, y: 5, z: 0 }]) out.push({ type: "zAscend", zombie, to });
    for (const target of CHARACTER_IDS) {
      out.push({ type: "zAttack", zombie, target }, { type: "zAttack", zombie, target, bloodlust: true });
      out.push({ type: "extraAttack", zombie, target }, { type: "extraAttack", zombie, target, bloodlust: true });
    }
    out.push({ type: "playCard", card: "shambling-charge", zombie });
    for (const d1 of DIRS) {
      out.push({ type: "playCard", card: "hungry-eyes", zombie, path: [d1] });
      for (const d2 of DIRS) out.push({ type: "playCard", card: "hungry-eyes", zombie, path: [d1, d2] });
    }
  }
  const ids = Object.keys(s.zombies);
  for (const target of CHARACTER_IDS)
    for (let i = 0; i < ids.length; i++)
      for (let j = 0; j < ids.length; j++) if (i !== j) out.push({ type: "declarePack", target, members: [ids[i], ids[j]] });
  for (const card of CARDS) out.push({ type: "playCard", card });
  for (const e of [...s.barricades, "1,1|2,1"]) out.push({ type: "playCard", card: "smash", edge: e }, { type: "playCard", card: "pile-up", edge: e });
  for (const card of ["surprise-zombie", "jammed", "slippery-floor"]) {
    out.push({ type: "disarm", card });
    for (const figure of ["any", ...CHARACTER_IDS]) out.push({ type: "arm", card, figure });
  }
  // every square while a placement is owed, a few otherwise
  const all = s.zombieTurn.placements.length > 0;
  for (let y = -1; y <= 16; y++) for (let x = -1; x <= 20; x++) if (all || (x === y && x % 5 === 0)) out.push({ type: "placeZombie", at: { x, y, z: 0 } });
  for (let y = 0; y < 7; y++) for (let x = 0; x < 5; x++) if (all || x + y === 5) out.push({ type: "placeZombie", at: { x, y, z: 1 } });
  return out;
}

/** Zombie-turn positions reached by random play from a few mid-game scenarios. */
function positions(): HouseState[] {
  const out: HouseState[] = [];
  const rnd = createRandom("zombie-legal");
  const hands: ZombieCardId[][] = [
    ["stench-of-fear", "hungry-eyes", "bloodlust", "relentless"],
    ["horde", "dead-resident", "shambling-charge", "smash"],
    ["pile-up", "slippery-floor", "jammed", "something-below"],
    ["legless-legion", "wailing", "stench-of-fear", "hungry-eyes"],
  ];
  for (let g = 0; g < 12; g++) {
    let s = scenario({
      humans: [
        { id: "lena", at: [10, 1] },
        { id: "max", at: [4, 5] },
        { id: "olga", at: [6, 8] },
      ],
      zombies: [
        { id: "a", at: [9, 1] },
        { id: "b", at: [11, 1] },
        { id: "c", at: [3, 5] },
        { id: "d", at: [2, 5] },
        { id: "e", at: [2, 4] },
        { id: "f", at: [5, 7] },
        { id: "k", at: [9, 4], kind: "crawler" },
        { id: "q", at: [9, 5], kind: "crawler" },
      ],
      turn: "human",
      zombieHand: hands[g % 4],
      barricades: g % 2 ? ["3,5|4,5", "3,7|4,7"] : ["6,7|6,8"],
      options: { howBoring: g % 2 === 0, spawnMode: g % 3 === 0 ? "full" : "edge", humanSeats: ["human1"], crawlers: g % 4 !== 1, baby: "search" },
    });
    if (g % 3 === 2) s.cellar = { revealed: true, door: "S2" };
    if (g % 2) s.baby = { pos: { x: 10, y: 9, z: 0 }, carrier: null };
    for (const id of ["lena", "max", "olga"] as const) s = applied(house, s, "human1", { type: "endActivation", figure: id }).state;
    for (let n = 0; n < 40 && s.phase === "zombie"; n++) {
      if (n % 2 === 0 || s.zombieTurn.placements.length) out.push(s);
      // wander through the turn: endZombieTurn only when nothing else is left
      const all = house.legalActions(s, "zombie");
      const legal = all.length > 1 ? all.filter((a) => a.type !== "endZombieTurn") : all;
      s = applied(house, s, "zombie", legal[drawInt(rnd, 0, legal.length - 1)]!).state;
    }
  }
  return out;
}

test("house G7 the Zombie seat's legal list is exactly what apply accepts, and never empty in its turn", () => {
  const states = positions();
  expect(states.length).toBeGreaterThan(80);
  const seenTypes = new Set<string>();
  for (const s of states) {
    const legal = house.legalActions(s, "zombie");
    expect(legal.length).toBeGreaterThan(0);
    const listed = new Set(legal.map(canon));
    expect(listed.size).toBe(legal.length);
    for (const a of legal) {
      expect(refusal(s, "zombie", a)).toBeNull();
      seenTypes.add(a.type);
    }
    for (const a of universe(s)) {
      const why = refusal(s, "zombie", a);
      if (listed.has(canon(a))) expect(why).toBeNull();
      else {
        expect(why).not.toBeNull();
        expect(why!.message.length).toBeGreaterThan(10);
      }
    }
  }
  for (const t of ["placeZombie", "beginActivation", "zMove", "zWindow", "zAttack", "declarePack", "playCard", "arm", "endZombieTurn", "spawnCrawlers", "setGrabAnswer", "zDescend"]) expect(seenTypes).toContain(t);
});
