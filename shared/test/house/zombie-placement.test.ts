import { getBoard } from "../../src/house";
import { isHouseSq, manhattan, roomOf } from "../../src/house/geometry";
import type { HouseState } from "../../src/house/types";
import { legalOf, play, type HumanSpec } from "./fixture";
import { eventsOf, expectRefused, placeSquares, zombieTurnFrom, zplay } from "./zombie-support";

const at = (x: number, y: number) => ({ x, y, z: 0 as const });
const LENA: HumanSpec = { id: "lena", at: [10, 7] };
const squaresOf = (s: HouseState) => legalOf(s, "zombie", "placeZombie").map((a) => a.at as { x: number; y: number; z: 0 | 1 });

describe("where new zombies go (H-B1, H-B2, C4)", () => {
  test("[H-B1] no zombie is placed in a room holding a human, nor closer than 4 squares to a human", () => {
    const { state } = zombieTurnFrom({ humans: [{ id: "lena", at: [11, 5] }], options: { spawnMode: "full" } });
    const legal = squaresOf(state);
    expect(legal.length).toBeGreaterThan(100);
    for (const q of legal) {
      expect(manhattan(q, at(11, 5))).toBeGreaterThanOrEqual(4);
      expect(roomOf(state, q)).not.toBe("kitchen");
    }
    // distance 4 in the yard is allowed, 3 is not; distance 4 inside Lena's kitchen is not
    expect(placeSquares(state)).toContain("11,1");
    expectRefused(state, "zombie", { type: "placeZombie", at: at(11, 2) }, "house.badSquare", { sq: "11,2,0", placement: "spawn", why: { key: "house.squareFree", params: {} } });
    expectRefused(state, "zombie", { type: "placeZombie", at: at(14, 6) }, "house.badSquare", { sq: "14,6,0", placement: "spawn", why: { key: "house.squareFree", params: {} } });
    // another room of the house, far enough: allowed in full mode
    expect(placeSquares(state)).toContain("15,9");
    const { state: s, events } = zplay(state, { type: "placeZombie", at: at(11, 1) });
    expect(Object.values(s.zombies).map((z) => [z.pos, z.counted])).toEqual([[at(11, 1), true]]);
    expect(eventsOf(events, "zombiePlaced")[0]).toMatchObject({ at: at(11, 1), reason: "spawn", rule: "house §13.1" });
  });

  test("[H-B2] in edge mode a zombie is placed only on the first row from a board edge (still at distance ≥ 4)", () => {
    const { state } = zombieTurnFrom({ humans: [LENA] });
    const b = getBoard("default");
    const legal = squaresOf(state);
    expect(legal).toHaveLength(68);
    for (const q of legal) expect(q.x === 0 || q.y === 0 || q.x === b.width - 1 || q.y === b.height - 1).toBe(true);
    expectRefused(state, "zombie", { type: "placeZombie", at: at(5, 1) }, "house.badSquare", { sq: "5,1,0", placement: "spawn", why: { key: "house.squareAnyEdge", params: {} } });
    expect(zplay(state, { type: "placeZombie", at: at(5, 0) }).state.zombies.z100!.pos).toEqual(at(5, 0));
    // with a human next to the north edge, the 5 edge squares within 3 of it are out
    const near = zombieTurnFrom({ humans: [{ id: "lena", at: [10, 1] }] }).state;
    expect(squaresOf(near)).toHaveLength(63);
    for (const x of [8, 9, 10, 11, 12]) expect(placeSquares(near)).not.toContain(`${x},0`);
    expect(placeSquares(near)).toContain("7,0");
  });

  test("[H-B3] How boring: with no attack and no search in the previous turn, one more (uncounted) zombie at the start of the Zombie turn", () => {
    const { state, events } = zombieTurnFrom({ humans: [LENA], options: { howBoring: true } });
    expect(eventsOf(events, "howBoring")).toEqual([expect.objectContaining({ rule: "H-B3" })]);
    expect(state.zombieTurn.placements.map((p) => [p.reason, p.counted])).toEqual([
      ["boring", false],
      ["spawn", true],
    ]);
    const s = zplay(state, { type: "placeZombie", at: at(0, 0) }, { type: "placeZombie", at: at(19, 15) }).state;
    expect(Object.values(s.zombies).map((z) => [z.pos, z.counted])).toEqual([
      [at(0, 0), false],
      [at(19, 15), true],
    ]);
    // a search (or attack) in the window: no bonus
    const busy = zombieTurnFrom({ humans: [LENA], options: { howBoring: true } }, (x) => {
      x.activity.attackOrSearch = true;
    });
    expect(eventsOf(busy.events, "howBoring")).toEqual([]);
    expect(busy.state.zombieTurn.placements.map((p) => p.reason)).toEqual(["spawn"]);
    // the option off: never
    const off = zombieTurnFrom({ humans: [LENA], options: { howBoring: false } });
    expect(off.state.zombieTurn.placements.map((p) => p.reason)).toEqual(["spawn"]);
  });

  test("house §18.1 the How boring window runs from the start of the previous Zombie turn to the end of the Human turn", () => {
    // round 1: Lena searched in the Human turn → no bonus in Zombie turn 1; a quiet Zombie turn 1 and Human turn 2 → bonus in Zombie turn 2
    const r1 = zombieTurnFrom({ humans: [LENA], options: { howBoring: true } }, (x) => {
      x.activity.attackOrSearch = true;
    });
    expect(eventsOf(r1.events, "howBoring")).toEqual([]);
    expect(r1.state.activity.attackOrSearch).toBe(false);
    let s = zplay(r1.state, { type: "placeZombie", at: at(0, 15) }, { type: "endZombieTurn" }).state;
    let r = play(s, "human1", { type: "endActivation", figure: "lena" });
    expect(eventsOf(r.events, "howBoring")).toHaveLength(1);
    // a zombie attack in Zombie turn 1 counts (G32) even though Human turn 2 is quiet
    const r1b = zombieTurnFrom({ humans: [LENA], zombies: [{ id: "a", at: [11, 7] }], options: { howBoring: true }, dice: [3] }, (x) => {
      x.activity.attackOrSearch = true;
    });
    s = zplay(r1b.state, { type: "placeZombie", at: at(0, 15) }, { type: "beginActivation" }, { type: "zAttack", zombie: "a", target: "lena" }).state;
    expect(s.activity.attackOrSearch).toBe(true);
    s = zplay(s, { type: "endZombieTurn" }).state;
    r = play(s, "human1", { type: "endActivation", figure: "lena" });
    expect(eventsOf(r.events, "howBoring")).toEqual([]);
  });

  test("house G32 a barricade break is not activity for How boring", () => {
    const chain = [
      { id: "a", at: [3, 5] as [number, number] },
      { id: "b", at: [2, 5] as [number, number] },
      { id: "c", at: [2, 4] as [number, number] },
      { id: "d", at: [1, 4] as [number, number] },
    ];
    const { state, events } = zombieTurnFrom({ humans: [LENA, { id: "max", at: [12, 7] }], zombies: chain, barricades: ["3,5|4,5"], options: { howBoring: true } });
    expect(eventsOf(events, "barricadeBroken")).toHaveLength(1);
    expect(eventsOf(events, "howBoring")).toHaveLength(1);
    expect(state.activity.attackOrSearch).toBe(false);
  });

  test("house C4 How boring follows the current spawnMode: edge rows in edge mode, a house-room square in full mode (always with H-B1)", () => {
    const edgeMode = zombieTurnFrom({ humans: [LENA], options: { howBoring: true } }).state;
    expect(edgeMode.zombieTurn.placements[0]!.reason).toBe("boring");
    expect(squaresOf(edgeMode)).toHaveLength(68);
    const full = zombieTurnFrom({ humans: [LENA], options: { howBoring: true, spawnMode: "full" } }).state;
    const legal = squaresOf(full);
    expect(legal.length).toBeGreaterThan(20);
    for (const q of legal) {
      expect(isHouseSq(full, q)).toBe(true);
      expect(roomOf(full, q)).not.toBe("hall");
      expect(manhattan(q, at(10, 7))).toBeGreaterThanOrEqual(4);
    }
    expectRefused(full, "zombie", { type: "placeZombie", at: at(0, 0) }, "house.badSquare", { sq: "0,0,0", placement: "boring", why: { key: "house.squareBoring", params: {} } });
    // the spawn that follows may go anywhere in full mode
    const s = zplay(full, { type: "placeZombie", at: at(4, 4) }).state;
    expect(s.zombieTurn.placements[0]!.reason).toBe("spawn");
    expect(placeSquares(s)).toContain("0,0");
  });
});
