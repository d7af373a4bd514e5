import type { HouseState } from "../../src/house/types";
import { legalOf, scenario, type ScenarioSpec } from "./fixture";
import { act, evOf, refused, rolled } from "./human-kit";
import { attackRolls, eventsOf, expectRefused, zplay } from "./zombie-support";

const sq = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });
const ST0 = sq(0, 0, 1);
const ST1 = sq(0, 1, 1);

/** A scenario with the cellar found behind the TV stand S2 (9,6): link squares (8,6) and (9,5) (T5). */
function cellar(spec: ScenarioSpec): HouseState {
  const s = scenario(spec);
  s.cellar = { revealed: true, door: "S2" };
  return s;
}

describe("house §5 going down and up (H-A1)", () => {
  test("[H-A1] a human facing the cellar-door square spends 1 action and lands on the first stair square, facing S toward st1 (G9)", () => {
    const s = cellar({ humans: [{ id: "olga", at: [9, 5], facing: "S" }] });
    expect(legalOf(s, "human1", "descend")).toEqual([{ type: "descend", figure: "olga" }]);
    const { state, events } = act(s, "human1", { type: "descend", figure: "olga" });
    expect(state.humans.olga!.pos).toEqual(ST0);
    expect(state.humans.olga!.facing).toBe("S");
    expect(state.humanTurn.actionsLeft).toBe(3);
    expect(evOf(events, "move")).toEqual([expect.objectContaining({ figure: "olga", from: sq(9, 5), to: ST0, descend: true, rule: "H-A1" })]);
    // the stairs are walked like any squares: st0 → st1 is an ordinary move
    expect(act(state, "human1", { type: "move", figure: "olga", dir: "S" }).state.humans.olga!.pos).toEqual(ST1);
  });

  test("[H-A1] zombies and crawlers go down alike: 1 action from a square next to the cellar-door square", () => {
    const s = cellar({ humans: [{ id: "max", at: [15, 0] }], zombies: [{ id: "z", at: [8, 6] }, { id: "c", at: [9, 5], kind: "crawler" }], turn: "zombie", zombieHand: [] });
    expect(legalOf(s, "zombie", "zDescend").sort((a, b) => String(a.zombie).localeCompare(String(b.zombie)))).toEqual([
      { type: "zDescend", zombie: "c" },
      { type: "zDescend", zombie: "z" },
    ]);
    const down = zplay(s, { type: "zDescend", zombie: "z" });
    expect(down.state.zombies.z!.pos).toEqual(ST0);
    expect(down.state.zombieTurn.actionsLeft).toBe(1);
    expect(eventsOf(down.events, "zombieMoved")).toEqual([expect.objectContaining({ zombie: "z", from: sq(8, 6), to: ST0, descend: true, rule: "H-A1" })]);
    // st0 is taken now: the crawler may not follow (§5, C2: no pass-through across the link)
    expectRefused(down.state, "zombie", { type: "zDescend", zombie: "c" }, "house.topStairTaken", { sq: "0,0,1" });
    const crawler = zplay(s, { type: "zDescend", zombie: "c" }).state;
    expect(crawler.zombies.c!.pos).toEqual(ST0);
    expect(crawler.zombieTurn.done).toEqual(["c"]); // its 1 action is spent
  });

  test("house §5 refusals: not facing the door square, the door barricaded, st0 occupied, the cellar hidden — state unchanged", () => {
    refused(cellar({ humans: [{ id: "olga", at: [9, 5], facing: "E" }] }), "human1", { type: "descend", figure: "olga" }, "house.downNotFacing", { figure: "olga" });
    refused(cellar({ humans: [{ id: "olga", at: [8, 5], facing: "S" }] }), "human1", { type: "descend", figure: "olga" }, "house.downNotFacing", { figure: "olga" });
    refused(cellar({ humans: [{ id: "olga", at: [9, 5], facing: "S" }], barricades: ["link"] }), "human1", { type: "descend", figure: "olga" }, "house.cellarBarricaded");
    refused(cellar({ humans: [{ id: "olga", at: [9, 5], facing: "S" }, { id: "max", at: [0, 0, 1] }] }), "human1", { type: "descend", figure: "olga" }, "house.topStairTaken", { sq: "0,0,1" });
    refused(cellar({ humans: [{ id: "olga", at: [9, 5], facing: "S" }], zombies: [{ id: "z", at: [0, 0, 1] }] }), "human1", { type: "descend", figure: "olga" }, "house.topStairTaken", { sq: "0,0,1" });
    refused(scenario({ humans: [{ id: "olga", at: [9, 5], facing: "S" }] }), "human1", { type: "descend", figure: "olga" }, "house.cellarNotFound");
    const zs = cellar({ humans: [{ id: "max", at: [15, 0] }], zombies: [{ id: "z", at: [8, 5] }, { id: "y", at: [9, 5] }], turn: "zombie", zombieHand: [], barricades: ["link"] });
    expectRefused(zs, "zombie", { type: "zDescend", zombie: "z" }, "house.zombieCellarDoor", { zombie: "z" });
    expectRefused(zs, "zombie", { type: "zDescend", zombie: "y" }, "house.cellarBarricaded");
  });

  test("house §5 going up (mirror): from st0, 1 action, to a free square facing the door square, then facing it; never onto a figure or through a barricade", () => {
    const s = cellar({ humans: [{ id: "olga", at: [0, 0, 1], facing: "S" }, { id: "max", at: [9, 5] }] });
    expect(legalOf(s, "human1", "ascend")).toEqual([{ type: "ascend", figure: "olga", to: sq(8, 6) }]);
    const { state } = act(s, "human1", { type: "ascend", figure: "olga", to: sq(8, 6) });
    expect(state.humans.olga!.pos).toEqual(sq(8, 6));
    expect(state.humans.olga!.facing).toBe("E");
    expect(state.humanTurn.actionsLeft).toBe(3);
    refused(s, "human1", { type: "ascend", figure: "olga", to: sq(9, 5) }, "house.upTaken", { sq: "9,5,0" });
    refused(s, "human1", { type: "ascend", figure: "olga", to: sq(8, 5) }, "house.upNotAtDoor", { sq: "8,5,0" });
    const barred = cellar({ humans: [{ id: "olga", at: [0, 0, 1] }], barricades: ["link"] });
    refused(barred, "human1", { type: "ascend", figure: "olga", to: sq(8, 6) }, "house.cellarBarricaded");
    const low = cellar({ humans: [{ id: "olga", at: [0, 1, 1] }] });
    refused(low, "human1", { type: "ascend", figure: "olga", to: sq(8, 6) }, "house.upFromTop");
    // a zombie comes up the same way
    const z = cellar({ humans: [{ id: "max", at: [15, 0] }], zombies: [{ id: "z", at: [0, 0, 1] }], turn: "zombie", zombieHand: [] });
    expect(legalOf(z, "zombie", "zAscend")).toEqual([
      { type: "zAscend", zombie: "z", to: sq(9, 5) },
      { type: "zAscend", zombie: "z", to: sq(8, 6) },
    ]);
    expect(zplay(z, { type: "zAscend", zombie: "z", to: sq(9, 5) }).state.zombies.z!.pos).toEqual(sq(9, 5));
  });

  test("house G6 / §19#8 going down counts as moving: a zombie that moved and went down may make the extra attack", () => {
    const s = cellar({ humans: [{ id: "olga", at: [0, 1, 1] }], zombies: [{ id: "z", at: [8, 5] }], turn: "zombie", zombieHand: [], dice: [6] });
    const moved = zplay(s, { type: "zMove", zombie: "z", dir: "S" }, { type: "zDescend", zombie: "z" });
    expect(moved.state.zombieTurn.extraAttackFor).toBe("z");
    const { state, events } = zplay(moved.state, { type: "extraAttack", zombie: "z", target: "olga" });
    expect(attackRolls(events)).toEqual([[6, 6, "hit"]]);
    expect(state.humans.olga!.wounds).toBe(1);
    // an attack then a descent: not every action was a move
    const t = cellar({ humans: [{ id: "olga", at: [0, 1, 1] }, { id: "max", at: [8, 5] }], zombies: [{ id: "z", at: [8, 6] }], turn: "zombie", zombieHand: [], dice: [3] });
    const mixed = zplay(t, { type: "zAttack", zombie: "z", target: "max" }, { type: "zDescend", zombie: "z" });
    expect(mixed.state.zombieTurn.extraAttackFor).toBeNull();
  });
});

describe("house T5 the cellar, whole scenario (H-A1–H-A3, §5, §2.5)", () => {
  test("house T5 Olga finds the cellar at S2 (die 4 → 2 inhabitants, the first on (4,6)), goes down; a zombie on (9,5) attacks her across the link, one on (8,5) cannot; st0 taken blocks a descent; the barricaded link stops attack and descent; the last inhabitant killed wins", () => {
    // 1. the search reveals the cellar; the Zombie places the inhabitants at the far end
    const s0 = scenario({ humans: [{ id: "olga", at: [8, 6], facing: "E", weapon: "kitchen-knife" }, { id: "max", at: [9, 5], facing: "S", seat: "human2" }], searchDeck: ["cellar", "ammo"], dice: [4] });
    const found = act(s0, "human1", { type: "search", figure: "olga" });
    expect(found.state.cellar).toEqual({ revealed: true, door: "S2" });
    expect(rolled(found.events)).toEqual([[4]]);
    expect(legalOf(found.state, "zombie", "placeZombie")).toEqual([{ type: "placeZombie", at: sq(4, 6, 1) }]);
    const placed = zplay(found.state, { type: "placeZombie", at: sq(4, 6, 1) }, { type: "placeZombie", at: sq(4, 5, 1) }).state;
    expect(Object.values(placed.zombies).map((z) => z.pos)).toEqual([sq(4, 6, 1), sq(4, 5, 1)]);
    // 2. the link squares are (8,6) and (9,5): Olga on (8,6) faces the door square and goes down (1 action)
    const down = act(placed, "human1", { type: "descend", figure: "olga" }).state;
    expect(down.humans.olga!.pos).toEqual(ST0);
    expect(down.humanTurn.actionsLeft).toBe(2);
    // Max on (9,5) facing S also faces the door square, but st0 is occupied
    const maxTurn = act(down, "human1", { type: "endActivation", figure: "olga" }).state;
    refused(maxTurn, "human2", { type: "descend", figure: "max" }, "house.topStairTaken", { sq: "0,0,1" });

    // 3. Zombie turn: a zombie on (9,5) reaches st0 across the link (6 → wound); one on (8,5) does not
    const zt = cellar({ humans: [{ id: "olga", at: [0, 0, 1] }], zombies: [{ id: "a", at: [9, 5] }, { id: "b", at: [8, 5] }], turn: "zombie", zombieHand: [], dice: [6] });
    expect(legalOf(zt, "zombie", "zAttack")).toEqual([{ type: "zAttack", zombie: "a", target: "olga" }]);
    expectRefused(zt, "zombie", { type: "zAttack", zombie: "b", target: "olga" }, "house.cannotReach", { zombie: "b", sq: "8,5,0", figure: "olga", sq2: "0,0,1" });
    const hit = zplay(zt, { type: "zAttack", zombie: "a", target: "olga" });
    expect(hit.state.humans.olga!.wounds).toBe(1);

    // 4. Olga on st1 barricades the link: the zombie on (9,5) can neither attack across it nor go down
    const st1 = cellar({ humans: [{ id: "olga", at: [0, 1, 1] }, { id: "max", at: [0, 0, 1], seat: "human2" }], zombies: [{ id: "a", at: [9, 5] }, { id: "i", at: [0, 3, 1] }] });
    const barred = act(st1, "human1", { type: "barricade", figure: "olga" }).state;
    expect(barred.barricades).toEqual(["link"]);
    const zb = JSON.parse(JSON.stringify(barred)) as HouseState;
    zb.phase = "zombie";
    zb.zombieTurn.step = "activation";
    zb.zombieTurn.eligible = ["a", "i"];
    expectRefused(zb, "zombie", { type: "zAttack", zombie: "a", target: "max" }, "house.cannotReach", { zombie: "a", sq: "9,5,0", figure: "max", sq2: "0,0,1" });
    expectRefused(zb, "zombie", { type: "zDescend", zombie: "a" }, "house.cellarBarricaded");

    // 5. every living human below, the link barricaded: killing the last zombie below (6) wins at once [H-A3]
    const last = cellar({ humans: [{ id: "olga", at: [0, 2, 1], facing: "S", weapon: "kitchen-knife" }, { id: "max", at: [0, 0, 1], seat: "human2" }], zombies: [{ id: "i", at: [0, 3, 1] }, { id: "up", at: [3, 1] }], barricades: ["link"], dice: [6] });
    const win = act(last, "human1", { type: "attack", figure: "olga" });
    expect(win.state.zombies.i).toBeUndefined();
    expect(win.state.result).toMatchObject({ winner: "humans", rule: "H-A3" });
  });
});

describe("house §5 / H-A2 / H-A3 barricade and basement victory", () => {
  test("[H-A2] the cellar door is barricaded from any stair square (st0, st2) or facing the door square; not from the cellar room or a square that does not face it", () => {
    for (const at of [[0, 0, 1], [0, 2, 1]] as const) {
      const s = cellar({ humans: [{ id: "max", at: [...at], facing: "E" }] });
      expect(act(s, "human1", { type: "barricade", figure: "max" }).state.barricades).toEqual(["link"]);
    }
    expect(act(cellar({ humans: [{ id: "max", at: [8, 6], facing: "E" }] }), "human1", { type: "barricade", figure: "max" }).state.barricades).toEqual(["link"]);
    refused(cellar({ humans: [{ id: "max", at: [8, 6], facing: "N" }] }), "human1", { type: "barricade", figure: "max" }, "house.notFacingOpening", { figure: "max" });
    refused(cellar({ humans: [{ id: "max", at: [0, 3, 1], facing: "N" }] }), "human1", { type: "barricade", figure: "max" }, "house.notFacingOpening", { figure: "max" });
    refused(cellar({ humans: [{ id: "max", at: [0, 1, 1] }], barricades: ["link"] }), "human1", { type: "barricade", figure: "max" }, "house.barricadedAlready", { opening: "link" });
  });

  test("[H-A3] no basement victory while a human is upstairs, a zombie or crawler is below, or the door is open", () => {
    const base = (over: Partial<ScenarioSpec>) =>
      cellar({ humans: [{ id: "olga", at: [0, 1, 1], facing: "N" }], zombies: [{ id: "up", at: [3, 1] }], ...over });
    // the final barricade with everything else in place wins
    expect(act(base({}), "human1", { type: "barricade", figure: "olga" }).state.result).toMatchObject({ winner: "humans", rule: "H-A3" });
    expect(act(base({ humans: [{ id: "olga", at: [0, 1, 1] }, { id: "max", at: [10, 1] }] }), "human1", { type: "barricade", figure: "olga" }).state.result).toBeNull();
    expect(act(base({ zombies: [{ id: "c", at: [4, 6, 1], kind: "crawler" }] }), "human1", { type: "barricade", figure: "olga" }).state.result).toBeNull();
    expect(act(base({}), "human1", { type: "turn", figure: "olga", to: "left" }).state.result).toBeNull();
  });
});
