import { house } from "../../src/house";
import { edge, legalOf, scenario, type HumanSpec } from "./fixture";
import { eventsOf, expectRefused, zplay } from "./zombie-support";

const at = (x: number, y: number) => ({ x, y, z: 0 as const });
/** Lena in the hall, out of every zombie's way. */
const LENA: HumanSpec = { id: "lena", at: [10, 7] };

describe("zombie activation and movement (H-B5–H-B9, G4, C2)", () => {
  test("[H-B5] zombies act in any order the Zombie player picks, each with 2 actions", () => {
    const s0 = scenario({ humans: [LENA], zombies: [{ id: "a", at: [0, 0] }, { id: "b", at: [0, 2] }], turn: "zombie" });
    // b first, although a is listed first
    const { state: s1, events } = zplay(s0, { type: "zMove", zombie: "b", dir: "E" }, { type: "zMove", zombie: "b", dir: "E" });
    expect(eventsOf(events, "zombieActivation")).toEqual([expect.objectContaining({ zombie: "b", actions: 2 })]);
    expect(s1.zombies.b!.pos).toEqual(at(2, 2));
    expect(s1.zombieTurn.done).toEqual(["b"]);
    expect(s1.zombieTurn.active).toBeNull();
    expectRefused(s1, "zombie", { type: "zMove", zombie: "b", dir: "E" }, "house.finished", { zombie: "b" });
    const s2 = zplay(s1, { type: "zMove", zombie: "a", dir: "S" }, { type: "zMove", zombie: "a", dir: "S" }).state;
    expect(s2.zombies.a!.pos).toEqual(at(0, 2));
    expect(s2.zombieTurn.done).toEqual(["b", "a"]);
    expectRefused(s2, "zombie", { type: "zMove", zombie: "a", dir: "E" }, "house.finished", { zombie: "a" });
    expect(legalOf(s2, "zombie", "zMove")).toEqual([]);
  });

  test("house G4 one zombie at a time: the first action of another zombie ends the current one, whose rest is lost", () => {
    const s0 = scenario({ humans: [LENA], zombies: [{ id: "a", at: [0, 0] }, { id: "b", at: [0, 2] }], turn: "zombie" });
    const { state, events } = zplay(s0, { type: "zMove", zombie: "a", dir: "E" }, { type: "zMove", zombie: "b", dir: "E" });
    expect(events.map((e) => e.type).filter((t) => t.startsWith("zombieActivation"))).toEqual(["zombieActivation", "zombieActivationEnd", "zombieActivation"]);
    expect(state.zombieTurn.done).toEqual(["a"]);
    expect(state.zombieTurn.active).toBe("b");
    expect(state.zombieTurn.actionsLeft).toBe(1);
    expectRefused(state, "zombie", { type: "zMove", zombie: "a", dir: "E" }, "house.finished", { zombie: "a" });
  });

  test("[H-B6] a zombie action is a move of one square orthogonally, never diagonally", () => {
    const s0 = scenario({ humans: [LENA], zombies: [{ id: "a", at: [1, 1] }], turn: "zombie" });
    expect(legalOf(s0, "zombie", "zMove").map((a) => a.dir)).toEqual(["N", "E", "S", "W"]);
    const { state, events } = zplay(s0, { type: "zMove", zombie: "a", dir: "E" });
    expect(state.zombies.a!.pos).toEqual(at(2, 1));
    expect(state.zombieTurn.actionsLeft).toBe(1);
    expect(eventsOf(events, "zombieMoved")).toEqual([expect.objectContaining({ from: at(1, 1), to: at(2, 1), rule: "H-B6" })]);
    expectRefused(state, "zombie", { type: "zMove", zombie: "a", dir: "NE" }, "msg.badAction", { type: "zMove", detail: "dir: Invalid option: expected one of \"N\"|\"E\"|\"S\"|\"W\"" });
  });

  test("[H-B7] crossing a window costs a zombie 2 actions", () => {
    const s0 = scenario({ humans: [LENA], zombies: [{ id: "a", at: [3, 5] }, { id: "b", at: [3, 4] }], turn: "zombie" });
    expectRefused(s0, "zombie", { type: "zMove", zombie: "a", dir: "E" }, "house.windowTwoActions", { dir: "E", sq: "3,5,0" });
    const { state, events } = zplay(s0, { type: "zWindow", zombie: "a", dir: "E" });
    expect(state.zombies.a!.pos).toEqual(at(4, 5));
    expect(state.zombieTurn.done).toEqual(["a"]);
    expect(eventsOf(events, "zombieMoved")).toEqual([expect.objectContaining({ window: true, rule: "H-B7" })]);
    // with 1 action left a zombie cannot climb
    const one = scenario({ humans: [LENA], zombies: [{ id: "b", at: [3, 4] }], turn: "zombie" });
    const s1 = zplay(one, { type: "zMove", zombie: "b", dir: "S" }).state;
    expect(s1.zombieTurn.actionsLeft).toBe(1);
    expectRefused(s1, "zombie", { type: "zWindow", zombie: "b", dir: "E" }, "house.windowCost", { zombie: "b", left: 1 });
    // the far square must be free
    const s2 = scenario({ humans: [LENA], zombies: [{ id: "a", at: [3, 5] }, { id: "b", at: [4, 5] }], turn: "zombie" });
    expectRefused(s2, "zombie", { type: "zWindow", zombie: "a", dir: "E" }, "house.farSide", { sq: "4,5,0" });
    expectRefused(s2, "zombie", { type: "zWindow", zombie: "a", dir: "N" }, "house.noWindowDir", { dir: "N", sq: "3,5,0" });
  });

  test("[H-B8] walls, obstacles, barricades (and the board edge) cannot be crossed", () => {
    const s0 = scenario({
      humans: [LENA],
      zombies: [{ id: "wall", at: [3, 4] }, { id: "sofa", at: [5, 4] }, { id: "door", at: [3, 7] }, { id: "win", at: [3, 5] }, { id: "edge", at: [0, 0] }],
      barricades: [edge([3, 7], [4, 7]), edge([3, 5], [4, 5])],
      turn: "zombie",
    });
    expectRefused(s0, "zombie", { type: "zMove", zombie: "wall", dir: "E" }, "house.wallWay", { dir: "E", sq: "3,4,0" });
    expectRefused(s0, "zombie", { type: "zMove", zombie: "sofa", dir: "E" }, "house.obstacleFills", { sq: "6,4,0" });
    expectRefused(s0, "zombie", { type: "zMove", zombie: "door", dir: "E" }, "house.barricadeWay", { dir: "E", sq: "3,7,0" });
    expectRefused(s0, "zombie", { type: "zWindow", zombie: "win", dir: "E" }, "house.barricadeWay", { dir: "E", sq: "3,5,0" });
    expectRefused(s0, "zombie", { type: "zMove", zombie: "edge", dir: "W" }, "house.boardEnds", { dir: "W", sq: "0,0,0" });
    const dirs = (id: string) => legalOf(s0, "zombie", "zMove").filter((a) => a.zombie === id).map((a) => a.dir);
    expect(dirs("wall")).toEqual(["N", "S", "W"]); // S steps onto zombie "win": allowed (H-B9)
    expect(legalOf(s0, "zombie", "zWindow")).toEqual([]);
  });

  test("[H-B9] zombies pass through squares with zombies, never through a human's square", () => {
    const s0 = scenario({ humans: [{ id: "lena", at: [5, 1] }], zombies: [{ id: "a", at: [5, 0] }, { id: "b", at: [6, 0] }, { id: "c", at: [4, 1] }], turn: "zombie" });
    const { state: s1 } = zplay(s0, { type: "zMove", zombie: "a", dir: "E" });
    expect(s1.zombies.a!.pos).toEqual(at(6, 0));
    expect(s1.zombies.b!.pos).toEqual(at(6, 0));
    const { state: s2 } = zplay(s1, { type: "zMove", zombie: "a", dir: "E" });
    expect(s2.zombies.a!.pos).toEqual(at(7, 0));
    expectRefused(s0, "zombie", { type: "zMove", zombie: "c", dir: "E" }, "house.humanSquare", { sq: "5,1,0" });
  });

  test("house C2 a zombie steps onto another only with an action left, and while stacked it may only move", () => {
    const s0 = scenario({ humans: [{ id: "lena", at: [6, 2] }], zombies: [{ id: "a", at: [4, 0] }, { id: "b", at: [6, 0] }, { id: "c", at: [0, 5] }], turn: "zombie", zombieHand: ["smash"], barricades: [edge([3, 5], [4, 5])] });
    const last = zplay(s0, { type: "zMove", zombie: "a", dir: "E" }).state;
    expectRefused(last, "zombie", { type: "zMove", zombie: "a", dir: "E" }, "house.zombieStepOnto", { zombie: "a" });
    // a at (5,0) with 2 actions steps onto b: stacked, 1 action left
    const s1 = scenario({ humans: [{ id: "lena", at: [6, 2] }], zombies: [{ id: "a", at: [5, 0] }, { id: "b", at: [6, 0] }, { id: "c", at: [0, 5] }], turn: "zombie", zombieHand: ["smash"], barricades: [edge([3, 5], [4, 5])] });
    const stacked = zplay(s1, { type: "zMove", zombie: "a", dir: "E" }).state;
    expect(new Set(house.legalActions(stacked, "zombie").map((a) => a.type))).toEqual(new Set(["zMove"]));
    expect(legalOf(stacked, "zombie", "zMove").every((a) => a.zombie === "a")).toBe(true);
    expectRefused(stacked, "zombie", { type: "zAttack", zombie: "a", target: "lena" }, "house.zombieStackedMove", { zombie: "a" });
    expectRefused(stacked, "zombie", { type: "zMove", zombie: "c", dir: "N" }, "house.zombieStacked", { zombie: "a" });
    expectRefused(stacked, "zombie", { type: "endZombieTurn" }, "house.zombieStacked", { zombie: "a" });
    expectRefused(stacked, "zombie", { type: "playCard", card: "smash", edge: edge([3, 5], [4, 5]) }, "house.zombieStacked", { zombie: "a" });
    const off = zplay(stacked, { type: "zMove", zombie: "a", dir: "E" }).state;
    expect(off.zombies.a!.pos).toEqual(at(7, 0));
    expect(off.zombieTurn.done).toEqual(["a"]);
  });

  test("house C2 passing through several zombies needs a legal step off at every stop: the way back may be taken", () => {
    // Stench of Fear: 4 actions. b, c, d stand in a row on the south edge, e north of d; the garage wall is north of b and c.
    const s0 = scenario({
      humans: [LENA],
      zombies: [{ id: "a", at: [16, 15] }, { id: "b", at: [17, 15] }, { id: "c", at: [18, 15] }, { id: "d", at: [19, 15] }, { id: "e", at: [19, 14] }],
      turn: "zombie",
    });
    s0.zombieTurn.stench = true;
    const s1 = zplay(s0, { type: "zMove", zombie: "a", dir: "E" }, { type: "zMove", zombie: "a", dir: "E" }).state;
    expect(s1.zombies.a!.pos).toEqual(at(18, 15));
    expect(s1.zombieTurn.actionsLeft).toBe(2);
    // on d's square with 1 action a could go nowhere: (18,15) is c's and (19,14) is e's
    expectRefused(s1, "zombie", { type: "zMove", zombie: "a", dir: "E" }, "house.zombieStepOff", { zombie: "a", sq: "19,15,0" });
    const back = zplay(s1, { type: "zMove", zombie: "a", dir: "W" }, { type: "zMove", zombie: "a", dir: "W" }).state;
    expect(back.zombies.a!.pos).toEqual(at(16, 15));
  });
});
