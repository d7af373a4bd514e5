import { house } from "../../src/house";
import type { HouseState } from "../../src/house/types";
import { edge, scenario } from "./fixture";
import { act, evOf, rolled } from "./human-kit";

const sq = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });

describe("house T5 / H-A3 the cellar, human side", () => {
  test("house T5 Olga (8,6) facing E searches S2: the Cellar card reveals the cellar behind the TV stand; a 4 gives 2 inhabitants", () => {
    const s = scenario({ humans: [{ id: "olga", at: [8, 6], facing: "E" }], searchDeck: ["cellar", "ammo"], dice: [4] });
    const { state, events } = act(s, "human1", { type: "search", figure: "olga" });
    expect(state.cellar).toEqual({ revealed: true, door: "S2" });
    expect(rolled(events)).toEqual([[4]]);
    expect(state.pending).toEqual([{ kind: "cellarPlace", seats: ["zombie"], mode: "one", passed: [], left: 2 }]);
    expect(house.legalActions(state, "human1")).toEqual([]);
  });

  test("[H-A3] humans barricaded in the basement win the moment the last zombie below is killed", () => {
    const s = scenario({
      humans: [{ id: "olga", at: [0, 1, 1], facing: "S", weapon: "kitchen-knife" }],
      zombies: [{ id: "z1", at: [0, 2, 1] }, { id: "z2", at: [10, 1] }],
      dice: [6],
    });
    s.cellar = { revealed: true, door: "S2" };
    const a = act(s, "human1", { type: "barricade", figure: "olga" });
    expect(a.state.barricades).toEqual(["link"]);
    expect(a.state.result).toBeNull();
    const b = act(a.state, "human1", { type: "attack", figure: "olga" });
    expect(b.state.zombies.z1).toBeUndefined();
    expect(b.state.result).toMatchObject({ winner: "humans", rule: "H-A3" });
  });
});

describe("house G2 order inside one human action", () => {
  test("house G2 / §15.1 the victory check follows the action: the barricade that completes the Fortress wins at once", () => {
    const exterior = [
      [[5, 2], [5, 3]], [[8, 2], [8, 3]], [[12, 2], [12, 3]], [[15, 5], [16, 5]], [[3, 9], [4, 9]], [[6, 10], [6, 11]],
      [[10, 10], [10, 11]], [[14, 10], [14, 11]], [[15, 9], [16, 9]], [[3, 7], [4, 7]], [[15, 7], [16, 7]],
    ].map(([a, b]) => edge(a as [number, number], b as [number, number]));
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], zombies: [{ id: "z1", at: [1, 1] }], barricades: exterior });
    s.searched = Array.from({ length: 14 }, (_, i) => `max:S${i + 1}`);
    const { state } = act(s, "human1", { type: "barricade", figure: "max" });
    expect(state.result).toMatchObject({ winner: "humans", rule: "house §15.1" });
  });

  test("house G2 a shotgun wound is dealt after the shot's dice, then the infection roll (option), before anything else", () => {
    const s = scenario({
      humans: [{ id: "max", at: [4, 14], facing: "E", weapon: "shotgun" }, { id: "olga", at: [5, 14] }],
      zombies: [{ id: "z1", at: [5, 13] }],
      dice: [6, 6, 1],
      options: { infection: true },
    });
    const { state, events } = act(s, "human1", { type: "attack", figure: "max" });
    expect(rolled(events)).toEqual([[6, 6], [1]]);
    expect(evOf(events, "roll").map((e) => e.purpose)).toEqual(["shot", "infection"]);
    expect(state.humans.olga!.alive).toBe(false);
    expect(state.zombies.z1).toBeUndefined();
    const risen = Object.values(state.zombies);
    expect(risen.map((z) => z.pos)).toEqual([sq(5, 14)]);
  });

  test("house G2 an armed Jammed! fires before anything is rolled; the Marksman then has nothing to reroll", () => {
    const s = scenario({ humans: [{ id: "lena", at: [10, 1], facing: "E" }], zombies: [{ id: "z1", at: [12, 1] }], zombieHand: ["jammed"] });
    s.armed = [{ card: "jammed", figure: "lena" }];
    const { state, events } = act(s, "human1", { type: "attack", figure: "lena" });
    expect(state.pending).toEqual([]);
    expect(rolled(events)).toEqual([]);
    expect(events.findIndex((e) => e.type === "reaction")).toBeLessThan(events.findIndex((e) => e.type === "oops"));
  });

  test("house G1 an activation ends at 0 actions and the Human turn passes to the next figure, then to the Zombie turn", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1] }, { id: "olga", at: [0, 0], seat: "human2" }] });
    let t: HouseState = s;
    for (let i = 0; i < 4; i++) t = act(t, "human1", { type: "turn", figure: "max", to: "left" }).state;
    expect(t.humanTurn.done).toEqual(["max"]);
    expect(house.legalActions(t, "human1")).toEqual([]);
    t = act(t, "human2", { type: "endActivation", figure: "olga" }).state;
    expect(t.phase).toBe("zombie");
  });
});
