import { LINK } from "../../src/house";
import { edge, legalOf, type HumanSpec, type ZombieSpec } from "./fixture";
import { eventsOf, expectRefused, zombieTurnFrom, zplay } from "./zombie-support";

const W3 = edge([3, 5], [4, 5]);
const W6 = edge([3, 9], [4, 9]);
const D1 = edge([3, 7], [4, 7]);
/** Two figures (cap 8), far from the west wall of the house. */
const HUMANS: HumanSpec[] = [
  { id: "lena", at: [12, 7] },
  { id: "max", at: [14, 7] },
];
const z = (id: string, x: number, y: number, level: 0 | 1 = 0): ZombieSpec => ({ id, at: [x, y, level] });

describe("T4 barricade breaks (house §10, §7 step 1, G22)", () => {
  test("house §10 T4: a chain of 4 zombies (3,5),(2,5),(2,4),(1,4) behind W3 removes the token at the start of the Zombie turn, before How boring and the spawn", () => {
    const { state, events } = zombieTurnFrom({ humans: HUMANS, zombies: [z("a", 3, 5), z("b", 2, 5), z("c", 2, 4), z("d", 1, 4)], barricades: [W3], options: { howBoring: true } });
    expect(state.barricades).toEqual([]);
    const order = events.map((e) => e.type);
    expect(order.indexOf("barricadeBroken")).toBeGreaterThan(-1);
    expect(order.indexOf("barricadeBroken")).toBeLessThan(order.indexOf("howBoring"));
    expect(eventsOf(events, "barricadeBroken")).toEqual([expect.objectContaining({ edge: W3, name: "W3", rule: "house §10" })]);
  });

  test("house §14 #12 T4: a chain of only three leaves W3 standing; Pile-up then breaks it", () => {
    const { state } = zombieTurnFrom({ humans: HUMANS, zombies: [z("a", 3, 5), z("b", 2, 5), z("c", 2, 4)], barricades: [W3], zombieHand: ["pile-up"] });
    expect(state.barricades).toEqual([W3]);
    let s = zplay(state, { type: "placeZombie", at: { x: 0, y: 0, z: 0 } }).state;
    expect(legalOf(s, "zombie", "playCard")).toEqual([{ type: "playCard", card: "pile-up", edge: W3 }]);
    const { state: after, events } = zplay(s, { type: "playCard", card: "pile-up", edge: W3 });
    expect(after.barricades).toEqual([]);
    expect(eventsOf(events, "barricadeBroken")).toEqual([expect.objectContaining({ edge: W3, rule: "house §14 #12" })]);
    expect(after.zombieHand).toEqual([]);
    // with two behind it, Pile-up is refused
    s = zplay(zombieTurnFrom({ humans: HUMANS, zombies: [z("a", 3, 5), z("b", 2, 5)], barricades: [W3], zombieHand: ["pile-up"] }).state, { type: "placeZombie", at: { x: 0, y: 0, z: 0 } }).state;
    expectRefused(s, "zombie", { type: "playCard", card: "pile-up", edge: W3 }, "house.pileUpChain", { opening: "3,5|4,5" });
  });

  test("house G22 T4: the chain may pass through an open door — (3,5),(3,6),(3,7),(4,7) breaks W3 with D1 open, not with D1 barricaded", () => {
    const chain = [z("a", 3, 5), z("b", 3, 6), z("c", 3, 7), z("d", 4, 7)];
    const open = zombieTurnFrom({ humans: HUMANS, zombies: chain, barricades: [W3] }).state;
    expect(open.barricades).toEqual([]);
    const shut = zombieTurnFrom({ humans: HUMANS, zombies: chain, barricades: [W3, D1] }).state;
    expect(shut.barricades).toEqual([W3, D1]);
  });

  test("house G22 T4: a zombie on the other side of the barricade never counts", () => {
    const { state } = zombieTurnFrom({ humans: HUMANS, zombies: [z("a", 3, 5), z("b", 2, 5), z("c", 2, 4), z("in", 4, 5)], barricades: [W3] });
    expect(state.barricades).toEqual([W3]);
  });

  test("house G22 a chain must touch the barricaded edge: four zombies one square off it do not break it", () => {
    const { state } = zombieTurnFrom({ humans: HUMANS, zombies: [z("a", 2, 5), z("b", 1, 5), z("c", 1, 4), z("d", 0, 4)], barricades: [W3] });
    expect(state.barricades).toEqual([W3]);
  });

  test("house G22 every qualifying barricade breaks in the same step 1", () => {
    const { state, events } = zombieTurnFrom({
      humans: HUMANS,
      zombies: [z("a", 3, 5), z("b", 2, 5), z("c", 2, 4), z("d", 1, 4), z("e", 3, 9), z("f", 2, 9), z("g", 2, 10), z("h", 2, 11)],
      barricades: [W3, W6, D1],
    });
    expect(state.barricades).toEqual([D1]);
    expect(eventsOf(events, "barricadeBroken").map((e) => e.name)).toEqual(["W3", "W6"]);
  });

  test("house §10 G22 the cellar door breaks to a chain touching st0 or a link square, never counted across the link itself", () => {
    const cellar = (s: { cellar: { revealed: boolean; door: string | null } }) => {
      s.cellar = { revealed: true, door: "S2" };
    };
    // link squares of S2 (9,6): (8,6) and (9,5) (T5)
    const above = zombieTurnFrom({ humans: HUMANS, zombies: [z("a", 8, 6), z("b", 7, 6), z("c", 6, 6), z("d", 5, 6)], barricades: [LINK] }, cellar).state;
    expect(above.barricades).toEqual([]);
    const below = zombieTurnFrom({ humans: HUMANS, zombies: [z("a", 0, 0, 1), z("b", 0, 1, 1), z("c", 0, 2, 1), z("d", 0, 3, 1)], barricades: [LINK] }, cellar).state;
    expect(below.barricades).toEqual([]);
    const split = zombieTurnFrom({ humans: HUMANS, zombies: [z("s", 0, 0, 1), z("a", 8, 6), z("b", 7, 6), z("c", 6, 6)], barricades: [LINK] }, cellar).state;
    expect(split.barricades).toEqual([LINK]);
  });
});
