import { house } from "../../src/house";
import { edge, scenario } from "./fixture";
import { act, acts, evOf, refused } from "./human-kit";

const sq = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });

describe("house §8 Move", () => {
  test("house §8 a move goes one square orthogonally and the facing becomes the direction; it costs 1 action", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "N" }] });
    const { state, events } = act(s, "human1", { type: "move", figure: "max", dir: "E" });
    expect(state.humans.max!.pos).toEqual(sq(11, 1));
    expect(state.humans.max!.facing).toBe("E");
    expect(state.humanTurn.actionsLeft).toBe(3);
    expect(evOf(events, "move")).toHaveLength(1);
  });

  test("house G1 the first action starts the figure's activation; other figures must wait until it ends", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1] }, { id: "olga", at: [14, 1] }] });
    expect(s.humanTurn.active).toBeNull();
    const { state, events } = act(s, "human1", { type: "move", figure: "max", dir: "E" });
    expect(state.humanTurn.active).toBe("max");
    expect(state.humanTurn.started).toBe(true);
    expect(evOf(events, "activation")).toHaveLength(1);
    refused(state, "human1", { type: "move", figure: "olga", dir: "E" }, "house.mustWait", { figure: "max", figure2: "olga" });
  });

  test("house G1 a figure of another seat may not be moved", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1] }, { id: "lena", at: [14, 1], seat: "human2" }] });
    refused(s, "human1", { type: "move", figure: "lena", dir: "E" }, "house.belongsTo", { figure: "lena", seat: "human2" });
  });

  test("house §8 a move crosses a doorway (D5) and an open archway", () => {
    const s = scenario({ humans: [{ id: "max", at: [6, 6], facing: "S" }] });
    const r = acts(s, "human1", { type: "move", figure: "max", dir: "S" }, { type: "move", figure: "max", dir: "S" });
    expect(r.state.humans.max!.pos).toEqual(sq(6, 8));
  });

  test("[H-B8] walls block a human's move", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 4] }] });
    refused(s, "human1", { type: "move", figure: "max", dir: "W" }, "house.wallBlocks", { figure: "max", dir: "W", sq: "4,4,0" });
  });

  test("[H-B8] obstacles (furniture, bushes, search squares) block a human's move", () => {
    const s = scenario({ humans: [{ id: "max", at: [5, 4] }, { id: "olga", at: [17, 3], seat: "human2" }, { id: "kostya", at: [9, 5], seat: "human3" }] });
    refused(s, "human1", { type: "move", figure: "max", dir: "E" }, "house.obstacle", { sq: "6,4,0" });
    refused(s, "human2", { type: "move", figure: "olga", dir: "S" }, "house.obstacle", { sq: "17,4,0" });
    refused(s, "human3", { type: "move", figure: "kostya", dir: "S" }, "house.obstacle", { sq: "9,6,0" });
  });

  test("house §8 a plain move never crosses a window, a barricade or the board edge", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 5] }, { id: "olga", at: [0, 0], seat: "human2" }, { id: "kostya", at: [6, 7], seat: "human3" }], barricades: [edge([6, 7], [6, 8])] });
    refused(s, "human1", { type: "move", figure: "max", dir: "W" }, "house.windowStep", { sq: "4,5,0", sq2: "3,5,0" });
    refused(s, "human2", { type: "move", figure: "olga", dir: "N" }, "house.offBoard", { figure: "olga", dir: "N" });
    refused(s, "human3", { type: "move", figure: "kostya", dir: "S" }, "house.barricadeBlocks", { figure: "kostya", dir: "S", sq: "6,7,0" });
  });

  test("house §2.8 humans may not pass through zombies", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1] }], zombies: [{ id: "z1", at: [11, 1] }] });
    refused(s, "human1", { type: "move", figure: "max", dir: "E" }, "house.zombieInWay", { sq: "11,1,0" });
  });
});

describe("house §8 Move through a window (G10)", () => {
  test("house G10 a window move costs 2 actions and ends beyond the window facing away from it", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "N" }] });
    const { state } = act(s, "human1", { type: "moveWindow", figure: "max", dir: "W" });
    expect(state.humans.max!.pos).toEqual(sq(3, 5));
    expect(state.humans.max!.facing).toBe("W");
    expect(state.humanTurn.actionsLeft).toBe(2);
  });

  test("house G10 a window move needs 2 actions left", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "N" }] });
    const r = acts(s, "human1", { type: "turn", figure: "max", to: "left" }, { type: "turn", figure: "max", to: "right" }, { type: "turn", figure: "max", to: "left" });
    refused(r.state, "human1", { type: "moveWindow", figure: "max", dir: "W" }, "house.costs", { what: "a window move", cost: 2, figure: "max", left: 1 });
  });

  test("house G10 a window move needs the far square free (zombie or human) and no barricade", () => {
    const z = scenario({ humans: [{ id: "max", at: [4, 5] }], zombies: [{ id: "z1", at: [3, 5] }] });
    refused(z, "human1", { type: "moveWindow", figure: "max", dir: "W" }, "house.beyondWindow", { sq: "3,5,0" });
    const h = scenario({ humans: [{ id: "max", at: [4, 5] }, { id: "olga", at: [3, 5] }] });
    refused(h, "human1", { type: "moveWindow", figure: "max", dir: "W" }, "house.beyondWindow", { sq: "3,5,0" });
    const b = scenario({ humans: [{ id: "max", at: [4, 5] }], barricades: [edge([3, 5], [4, 5])] });
    refused(b, "human1", { type: "moveWindow", figure: "max", dir: "W" }, "house.windowBarricaded");
    const none = scenario({ humans: [{ id: "max", at: [10, 1] }] });
    refused(none, "human1", { type: "moveWindow", figure: "max", dir: "E" }, "house.noWindowSide", { figure: "max", dir: "E" });
  });
});

describe("house §8 Step back and Turn", () => {
  test("house §8 step back: one square straight back, facing unchanged, 1 action", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "N" }] });
    const { state } = act(s, "human1", { type: "stepBack", figure: "max" });
    expect(state.humans.max!.pos).toEqual(sq(10, 2));
    expect(state.humans.max!.facing).toBe("N");
    expect(state.humanTurn.actionsLeft).toBe(3);
  });

  test("house G10 a step back never crosses a window; walls block it too [H-B8]", () => {
    const w = scenario({ humans: [{ id: "max", at: [4, 5], facing: "E" }] });
    refused(w, "human1", { type: "stepBack", figure: "max" }, "house.stepBackWindow");
    const wall = scenario({ humans: [{ id: "max", at: [4, 4], facing: "E" }] });
    refused(wall, "human1", { type: "stepBack", figure: "max" }, "house.wallBlocks", { figure: "max", dir: "W", sq: "4,4,0" });
  });

  test("house §8 turning left or right costs 1 action, turning around 2", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "N" }] });
    let r = act(s, "human1", { type: "turn", figure: "max", to: "left" });
    expect(r.state.humans.max!.facing).toBe("W");
    expect(r.state.humanTurn.actionsLeft).toBe(3);
    r = act(r.state, "human1", { type: "turn", figure: "max", to: "right" });
    expect(r.state.humans.max!.facing).toBe("N");
    r = act(r.state, "human1", { type: "turn", figure: "max", to: "around" });
    expect(r.state.humans.max!.facing).toBe("S");
    expect(r.state.humanTurn.actionsLeft).toBe(0);
    expect(r.state.humanTurn.active).toBeNull();
    expect(r.state.humanTurn.done).toContain("max");
  });

  test("house G11 turning around needs 2 actions left", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "N" }] });
    const r = acts(s, "human1", { type: "turn", figure: "max", to: "left" }, { type: "turn", figure: "max", to: "left" }, { type: "turn", figure: "max", to: "left" });
    refused(r.state, "human1", { type: "turn", figure: "max", to: "around" }, "house.costs", { what: "turning around", cost: 2, figure: "max", left: 1 });
  });

  test("house §12 Kostya (Sprinter) has 5 actions", () => {
    const s = scenario({ humans: [{ id: "kostya", at: [10, 1] }] });
    const { state } = act(s, "human1", { type: "move", figure: "kostya", dir: "E" });
    expect(state.humanTurn.actionsLeft).toBe(4);
  });
});

describe("house C2 passing through humans", () => {
  const base = () => scenario({ humans: [{ id: "max", at: [10, 1], facing: "E" }, { id: "lena", at: [11, 1] }] });

  test("house C2 a human may step onto another human's square and must step off in the same activation; while stacked only moves are legal", () => {
    const { state } = act(base(), "human1", { type: "move", figure: "max", dir: "E" });
    expect(state.humans.max!.pos).toEqual(sq(11, 1));
    refused(state, "human1", { type: "turn", figure: "max", to: "left" }, "house.sharesSquare", { figure: "max", figure2: "lena" });
    refused(state, "human1", { type: "search", figure: "max" }, "house.sharesSquare", { figure: "max", figure2: "lena" });
    refused(state, "human1", { type: "endActivation", figure: "max" }, "house.sharesSquare", { figure: "max", figure2: "lena" });
    const legalTypes = new Set(house.legalActions(state, "human1").map((a) => a.type));
    expect([...legalTypes].sort()).toEqual(["move", "stepBack"]);
    const off = act(state, "human1", { type: "move", figure: "max", dir: "E" });
    expect(off.state.humans.max!.pos).toEqual(sq(12, 1));
  });

  test("house C2 stepping onto a human needs an action left afterwards", () => {
    const s = scenario({ humans: [{ id: "max", at: [9, 1], facing: "E" }, { id: "lena", at: [11, 1] }] });
    const r = acts(s, "human1", { type: "move", figure: "max", dir: "E" }, { type: "turn", figure: "max", to: "left" }, { type: "turn", figure: "max", to: "right" });
    expect(r.state.humanTurn.actionsLeft).toBe(1);
    refused(r.state, "human1", { type: "move", figure: "max", dir: "E" }, "house.stepOnto", { figure: "max", figure2: "lena" });
  });

  test("house C2 stepping onto a human needs a legal step off from there", () => {
    // corner (0,0): Lena; Olga on (1,0); a zombie on (0,1). Max comes from (2,0).
    const spec = (facing: "N" | "W") =>
      scenario({
        humans: [{ id: "max", at: [2, 0], facing }, { id: "olga", at: [1, 0] }, { id: "lena", at: [0, 0] }],
        zombies: [{ id: "z1", at: [0, 1] }],
      });
    // 3 actions: onto Olga (2 left), onto Lena (1 left) — from (0,0) the only way off is back over Olga: refused.
    const r = acts(spec("N"), "human1", { type: "turn", figure: "max", to: "left" }, { type: "move", figure: "max", dir: "W" });
    refused(r.state, "human1", { type: "move", figure: "max", dir: "W" }, "house.stepOff", { figure: "max", figure2: "lena" });
    // 4 actions: onto Olga (3), onto Lena (2), back onto Olga (1), off to (1,1) (0)
    const ok = acts(spec("W"), "human1", { type: "move", figure: "max", dir: "W" }, { type: "move", figure: "max", dir: "W" }, { type: "move", figure: "max", dir: "E" }, { type: "move", figure: "max", dir: "S" });
    expect(ok.state.humans.max!.pos).toEqual(sq(1, 1));
    expect(ok.state.humanTurn.done).toContain("max");
  });

  test("house C2 no reaction stops the step off: an armed Slippery Floor waits for the next move", () => {
    const s = base();
    s.armed = [{ card: "slippery-floor", figure: "any" }];
    s.zombieHand = ["slippery-floor", "smash"];
    // the step onto Lena starts from Max's own square, so it may slip
    const { state } = act(s, "human1", { type: "move", figure: "max", dir: "E" });
    expect(state.humans.max!.pos).toEqual(sq(10, 1));
    expect(state.armed).toEqual([]);
    const s2 = base();
    const onLena = act(s2, "human1", { type: "move", figure: "max", dir: "E" }).state;
    onLena.armed = [{ card: "slippery-floor", figure: "max" }];
    onLena.zombieHand = ["slippery-floor"];
    const off = act(onLena, "human1", { type: "move", figure: "max", dir: "E" });
    expect(off.state.humans.max!.pos).toEqual(sq(12, 1));
    expect(off.state.armed).toEqual([{ card: "slippery-floor", figure: "max" }]);
    expect(evOf(off.events, "reaction")).toEqual([]);
  });
});

describe("house §14 #9 Slippery Floor (C8)", () => {
  test("house C8 an armed Slippery Floor fires on the figure's move: the move fails, the action is spent, the card is discarded with a public event", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "N" }], zombieHand: ["slippery-floor", "smash"] });
    s.armed = [{ card: "slippery-floor", figure: "max" }];
    const { state, events } = act(s, "human1", { type: "move", figure: "max", dir: "E" });
    expect(state.humans.max!.pos).toEqual(sq(10, 1));
    expect(state.humans.max!.facing).toBe("N");
    expect(state.humanTurn.actionsLeft).toBe(3);
    expect(state.armed).toEqual([]);
    expect(state.zombieHand).toEqual(["smash"]);
    expect(state.zombieDiscard).toEqual(["slippery-floor"]);
    const r = evOf(events, "reaction");
    expect(r).toHaveLength(1);
    expect(r[0]!.card).toBe("slippery-floor");
    expect(r[0]!.onlyFor).toBeUndefined();
  });

  test("house C8 a Slippery Floor armed against another figure does not fire and nothing is revealed", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1] }, { id: "lena", at: [14, 1] }], zombieHand: ["slippery-floor"] });
    s.armed = [{ card: "slippery-floor", figure: "lena" }];
    const { state, events } = act(s, "human1", { type: "move", figure: "max", dir: "E" });
    expect(state.humans.max!.pos).toEqual(sq(11, 1));
    expect(state.armed).toEqual([{ card: "slippery-floor", figure: "lena" }]);
    expect(events.some((e) => JSON.stringify(e).includes("slippery"))).toBe(false);
  });

  test("house G10 Slippery Floor on a window move spends both actions", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "N" }], zombieHand: ["slippery-floor"] });
    s.armed = [{ card: "slippery-floor", figure: "any" }];
    const { state } = act(s, "human1", { type: "moveWindow", figure: "max", dir: "W" });
    expect(state.humans.max!.pos).toEqual(sq(4, 5));
    expect(state.humans.max!.facing).toBe("N");
    expect(state.humanTurn.actionsLeft).toBe(2);
  });

  test("house §14 #9 Slippery Floor also stops a step back", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "N" }], zombieHand: ["slippery-floor"] });
    s.armed = [{ card: "slippery-floor", figure: "any" }];
    const { state } = act(s, "human1", { type: "stepBack", figure: "max" });
    expect(state.humans.max!.pos).toEqual(sq(10, 1));
    expect(state.zombieDiscard).toEqual(["slippery-floor"]);
  });
});
