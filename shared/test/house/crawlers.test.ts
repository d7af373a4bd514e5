import { house } from "../../src/house";
import { expectRefusal } from "../refusal";
import { actionsLeftOf } from "../../src/house/zombie/activation";
import type { HouseState, ZombieCardId } from "../../src/house/types";
import { edge, legalOf, scenario, type HumanSpec, type ScenarioSpec, type ZombieSpec } from "./fixture";
import { act, evOf, refused, rolled } from "./human-kit";
import { eventsOf, expectRefused, placeSquares, zombieTurnFrom, zplay } from "./zombie-support";

const sq = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });
const W3 = edge([3, 5], [4, 5]);
const CRAWLERS = { crawlers: true } as const;
const grabRolls = (events: { type: string; purpose?: unknown }[]) => events.filter((e) => e.type === "roll" && e.purpose === "grab");

/** T6: Kostya in the yard at (6,0) facing E, crawler k at (5,1); extra figures as given. */
function t6(dice: number[], humans: HumanSpec[] = [], zombies: ZombieSpec[] = []): HouseState {
  return scenario({
    humans: [{ id: "kostya", at: [6, 0], facing: "E" }, ...humans],
    zombies: [{ id: "k", at: [5, 1], kind: "crawler" }, ...zombies],
    dice,
    options: CRAWLERS,
  });
}

/** Step 4 of a real Zombie turn (the spawn's zombie placed at (0,15)), crawlers on. */
function cardStep(hand: ZombieCardId[], spec: Partial<ScenarioSpec> = {}): HouseState {
  const { state } = zombieTurnFrom({ humans: [{ id: "lena", at: [10, 7] }], ...spec, zombieHand: hand, options: { ...CRAWLERS, ...spec.options } });
  const s = zplay(state, { type: "placeZombie", at: sq(0, 15) }).state;
  expect(s.zombieTurn.step).toBe("cards");
  return s;
}

describe("house T6 crawler grab (H-A6–H-A8, §16)", () => {
  test("house T6 a grab at the start of Kostya's activation (3 → held); he moves E and K is dragged diagonally to (6,0), then to (7,0); a second crawler cannot grab him; his activation ends and so does the grab, K stays on (7,0)", () => {
    const s = t6([3], [], [{ id: "k2", at: [9, 1], kind: "crawler" }]);
    const a = act(s, "human1", { type: "move", figure: "kostya", dir: "E" });
    expect(rolled(a.events)).toEqual([[3]]);
    expect(a.events.map((e) => e.type)).toEqual(["activation", "roll", "move", "crawlerDragged"]);
    expect(a.state.humanTurn.grab).toEqual({ crawler: "k", figure: "kostya" });
    expect(a.state.zombies.k!.pos).toEqual(sq(6, 0));
    const b = act(a.state, "human1", { type: "move", figure: "kostya", dir: "E" });
    expect(b.state.humans.kostya!.pos).toEqual(sq(8, 0));
    expect(b.state.zombies.k!.pos).toEqual(sq(7, 0));
    expect(rolled(b.events)).toEqual([]); // k2 at (9,1) reaches (8,0), but only one crawler holds a human
    expect(b.state.humanTurn.grabTried).toEqual(["k"]);
    const c = act(b.state, "human1", { type: "endActivation", figure: "kostya" });
    expect(evOf(c.events, "grabEnds")).toEqual([expect.objectContaining({ zombie: "k", figure: "kostya", rule: "house G27" })]);
    expect(c.state.humanTurn.grab).toBeNull();
    expect(c.state.zombies.k!.pos).toEqual(sq(7, 0));
  });

  test("house T6 variant: grab 2 → it fails, and K may not try again this Human turn", () => {
    const a = act(t6([2]), "human1", { type: "turn", figure: "kostya", to: "left" });
    expect(grabRolls(a.events)).toEqual([expect.objectContaining({ zombie: "k", target: "kostya", dice: [2], result: "fail", rule: "H-A6" })]);
    expect(a.state.humanTurn.grab).toBeNull();
    const b = act(a.state, "human1", { type: "turn", figure: "kostya", to: "right" });
    expect(rolled(b.events)).toEqual([]);
    expect(b.state.humanTurn.grabTried).toEqual(["k"]);
  });

  test("house T6 variant: Kostya passes through a human on (7,0) to (8,0); K stops at (6,0), out of reach: it has fallen behind", () => {
    const s = t6([3], [{ id: "max", at: [7, 0] }]);
    const a = act(s, "human1", { type: "move", figure: "kostya", dir: "E" });
    expect(a.state.zombies.k!.pos).toEqual(sq(6, 0));
    const b = act(a.state, "human1", { type: "move", figure: "kostya", dir: "E" });
    expect(b.state.humans.kostya!.pos).toEqual(sq(8, 0));
    expect(b.state.zombies.k!.pos).toEqual(sq(6, 0));
    expect(b.state.humanTurn.grab).toBeNull();
    expect(evOf(b.events, "grabEnds")).toMatchObject([{ zombie: "k", figure: "kostya" }]);
  });
});

describe("crawler grabs (H-A6, H-A7, H-A8, house §16, G2, G27, C11, DoR 3)", () => {
  test("[H-A6] a human next to a crawler in the Humans' turn: the crawler rolls d6 — 1–2 fail, 3–6 it grabs", () => {
    for (const die of [1, 2, 3, 4, 5, 6]) {
      const { state, events } = act(t6([die]), "human1", { type: "turn", figure: "kostya", to: "left" });
      expect(rolled(events)).toEqual([[die]]);
      expect(state.humanTurn.grab).toEqual(die >= 3 ? { crawler: "k", figure: "kostya" } : null);
    }
    // no crawler in reach: nothing is rolled
    const far = scenario({ humans: [{ id: "kostya", at: [6, 0] }], zombies: [{ id: "k", at: [5, 2], kind: "crawler" }], options: CRAWLERS });
    expect(rolled(act(far, "human1", { type: "turn", figure: "kostya", to: "left" }).events)).toEqual([]);
  });

  test("[H-A7] a grabbing crawler follows its human; when the square behind is taken it stays on its last free square, and holds on while it still reaches the human", () => {
    // Kostya steps onto Max's square at (6,0); the crawler follows to (5,0). Kostya steps S off the
    // shared square: (6,0) stays taken by Max, the crawler stays on (5,0), which still reaches (6,1).
    const s = scenario({
      humans: [{ id: "kostya", at: [5, 0], facing: "E" }, { id: "max", at: [6, 0] }],
      zombies: [{ id: "k", at: [4, 1], kind: "crawler" }],
      dice: [5],
      options: CRAWLERS,
    });
    const a = act(s, "human1", { type: "move", figure: "kostya", dir: "E" });
    expect(a.state.zombies.k!.pos).toEqual(sq(5, 0));
    const b = act(a.state, "human1", { type: "move", figure: "kostya", dir: "S" });
    expect(b.state.humans.kostya!.pos).toEqual(sq(6, 1));
    expect(b.state.zombies.k!.pos).toEqual(sq(5, 0));
    expect(b.state.humanTurn.grab).toEqual({ crawler: "k", figure: "kostya" });
    // the next step drags it again, onto the free square Kostya left
    const c = act(b.state, "human1", { type: "move", figure: "kostya", dir: "S" });
    expect(c.state.zombies.k!.pos).toEqual(sq(6, 1));
  });

  test("[H-A7] house C2 a held human may not step onto a friend's square whose only way off is the square the crawler will be dragged into (the game would stall with no legal action)", () => {
    // Kostya (5,0) held by k (4,1); Max on (6,0), whose other neighbours (7,0) and (6,1) hold zombies
    const s = scenario({
      humans: [{ id: "kostya", at: [5, 0], facing: "E" }, { id: "max", at: [6, 0] }],
      zombies: [{ id: "k", at: [4, 1], kind: "crawler" }, { id: "z1", at: [7, 0] }, { id: "z2", at: [6, 1] }],
      dice: [5],
      options: CRAWLERS,
    });
    let st = act(s, "human1", { type: "turn", figure: "kostya", to: "around" }).state;
    expect(st.humanTurn.grab).toEqual({ crawler: "k", figure: "kostya" });
    while (st.humanTurn.actionsLeft > 2) st = act(st, "human1", { type: "turn", figure: "kostya", to: "left" }).state;
    expect(st.humanTurn.actionsLeft).toBe(2);
    refused(st, "human1", { type: "move", figure: "kostya", dir: "E" }, "house.stepOff", { figure: "kostya", figure2: "max" });
    // without the hold the same step is allowed: (5,0) stays free to step back to
    const free = { ...st, humanTurn: { ...st.humanTurn, grab: null } };
    const back = act(free, "human1", { type: "move", figure: "kostya", dir: "E" }).state;
    expect(back.humans.kostya!.pos).toEqual(sq(6, 0));
    expect(house.legalActions(back, "human1").some((a) => a.type === "move" && (a as { dir: string }).dir === "W")).toBe(true);
  });

  test("[H-A8] only one crawler can hold a human: the second is never offered, and naming it is refused with the reason", () => {
    const s = t6([3], [], [{ id: "k2", at: [7, 1], kind: "crawler" }]);
    s.grabAnswer = "ask";
    const open = act(s, "human1", { type: "turn", figure: "kostya", to: "left" }).state;
    expect(legalOf(open, "zombie", "grab")).toEqual([
      { type: "grab", crawler: "k" },
      { type: "grab", crawler: "k2" },
    ]);
    const held = act(open, "zombie", { type: "grab", crawler: "k" }).state;
    expect(held.humanTurn.grab).toEqual({ crawler: "k", figure: "kostya" });
    // after the turn Kostya's next action opens no window: he is held
    const next = act(held, "human1", { type: "turn", figure: "kostya", to: "right" }).state;
    expect(next.pending).toEqual([]);
    // a window forced open on a held human still refuses the second crawler
    const forced = JSON.parse(JSON.stringify(next)) as HouseState;
    forced.pending = [{ kind: "grab", seats: ["zombie"], mode: "one", passed: [], figure: "kostya", crawlers: ["k2"], deferred: null }];
    refused(forced, "zombie", { type: "grab", crawler: "k2" }, "house.heldAlready", { figure: "kostya", crawler: "k" });
  });

  test("house §16 bad input: a grab with no eligible crawler is refused with its reason, state unchanged", () => {
    const s = t6([], [], [{ id: "far", at: [12, 3], kind: "crawler" }, { id: "z", at: [7, 1] }]);
    s.grabAnswer = "ask";
    const open = act(s, "human1", { type: "turn", figure: "kostya", to: "left" }).state;
    expect(open.pending[0]).toMatchObject({ kind: "grab", figure: "kostya", crawlers: ["k"] });
    refused(open, "zombie", { type: "grab", crawler: "far" }, "house.grabReach", { crawler: "far", sq: "12,3,0", figure: "kostya", sq2: "6,0,0" });
    refused(open, "zombie", { type: "grab", crawler: "z" }, "house.noCrawler", { crawler: "z" });
    refused(open, "zombie", { type: "grab", crawler: "nobody" }, "house.noCrawler", { crawler: "nobody" });
    // a crawler that already tried this Human turn
    const tried = JSON.parse(JSON.stringify(open)) as HouseState;
    tried.humanTurn.grabTried = ["k"];
    refused(tried, "zombie", { type: "grab", crawler: "k" }, "house.grabTried", { crawler: "k" });
    // no window open: in the Zombie turn a grab is refused with the rule, in the Humans' turn it is not the Zombie's turn
    const zt = scenario({ humans: [{ id: "kostya", at: [6, 0] }], zombies: [{ id: "k", at: [5, 1], kind: "crawler" }], turn: "zombie", options: CRAWLERS });
    expectRefused(zt, "zombie", { type: "grab", crawler: "k" }, "house.grabNotNow", { crawler: "k" });
    expectRefusal(() => house.apply(t6([]), "zombie", { type: "grab", crawler: "k" }), "msg.notYourTurn", { seat: "zombie" });
  });

  test("house DoR 3 standing answer `ask`: the first action waits in a pending grab decision for the Zombie seat; `grab` rolls, then the action runs with its drag", () => {
    const s = t6([4]);
    s.grabAnswer = "ask";
    const open = act(s, "human1", { type: "move", figure: "kostya", dir: "E" });
    expect(open.state.humans.kostya!.pos).toEqual(sq(6, 0));
    expect(open.state.pending).toEqual([
      { kind: "grab", seats: ["zombie"], mode: "one", passed: [], figure: "kostya", crawlers: ["k"], deferred: { seat: "human1", action: { type: "move", figure: "kostya", dir: "E" } } },
    ]);
    expect(evOf(open.events, "grabOffered")).toHaveLength(1);
    expect(house.legalActions(open.state, "human1")).toEqual([]);
    expect(house.legalActions(open.state, "zombie")).toEqual([{ type: "grab", crawler: "k" }, { type: "declineGrab" }]);
    expect(house.view(open.state, "human1").pending[0]).toMatchObject({ kind: "grab", figure: "kostya", crawlers: ["k"] });
    const { state, events } = act(open.state, "zombie", { type: "grab", crawler: "k" });
    expect(events.map((e) => e.type)).toEqual(["roll", "move", "crawlerDragged"]);
    expect(state.humans.kostya!.pos).toEqual(sq(7, 0));
    expect(state.zombies.k!.pos).toEqual(sq(6, 0));
    expect(state.humanTurn.actionsLeft).toBe(4);
    expect(state.pending).toEqual([]);
  });

  test("house DoR 3 `declineGrab` (also what the server sends after reactionSeconds): no roll, the waiting action runs; the crawler has not tried, so the next window asks again", () => {
    const s = t6([]);
    s.grabAnswer = "ask";
    const open = act(s, "human1", { type: "turn", figure: "kostya", to: "left" }).state;
    const declined = act(open, "zombie", { type: "declineGrab" });
    expect(rolled(declined.events)).toEqual([]);
    expect(declined.state.humans.kostya!.facing).toBe("N");
    expect(declined.state.humanTurn.grabTried).toEqual([]);
    // the turn cost an action: the window after it opens again
    expect(declined.state.pending).toEqual([{ kind: "grab", seats: ["zombie"], mode: "one", passed: [], figure: "kostya", crawlers: ["k"], deferred: null }]);
    const again = act(declined.state, "zombie", { type: "declineGrab" }).state;
    expect(again.pending).toEqual([]);
    expect(house.legalActions(again, "human1").length).toBeGreaterThan(0);
  });

  test("house DoR 3 standing answer `never`: no window, no roll", () => {
    const s = t6([]);
    s.grabAnswer = "never";
    const { state, events } = act(s, "human1", { type: "turn", figure: "kostya", to: "left" });
    expect(rolled(events)).toEqual([]);
    expect(state.pending).toEqual([]);
  });

  test("house C11 standing answer `always` makes the lowest-id eligible crawler try (c2 before c10)", () => {
    const s = scenario({ humans: [{ id: "kostya", at: [6, 0] }], zombies: [{ id: "c10", at: [5, 1], kind: "crawler" }, { id: "c2", at: [7, 1], kind: "crawler" }], dice: [1, 6], options: CRAWLERS });
    // the window at the start of the activation: c2 (1, fails); the window after the turn: c2 has tried, c10 tries (6, holds)
    const a = act(s, "human1", { type: "turn", figure: "kostya", to: "left" });
    expect(grabRolls(a.events)).toEqual([expect.objectContaining({ zombie: "c2", dice: [1] }), expect.objectContaining({ zombie: "c10", dice: [6] })]);
    expect(a.events.map((e) => e.type)).toEqual(["activation", "roll", "turn", "roll"]);
    expect(a.state.humanTurn.grab).toEqual({ crawler: "c10", figure: "kostya" });
  });

  test("house G2 no grab window after a free action or after the figure's last action; only the active figure is grabbed", () => {
    const mid = (left: number) => {
      const s = scenario({ humans: [{ id: "kostya", at: [6, 0], items: ["ammo"] }, { id: "max", at: [4, 0] }], zombies: [{ id: "k", at: [5, 1], kind: "crawler" }], options: CRAWLERS });
      s.humanTurn.active = "kostya";
      s.humanTurn.started = true;
      s.humanTurn.actionsLeft = left;
      return s;
    };
    const free = act(mid(2), "human1", { type: "discard", figure: "kostya", card: "ammo" });
    expect(rolled(free.events)).toEqual([]);
    const last = act(mid(1), "human1", { type: "turn", figure: "kostya", to: "left" });
    expect(rolled(last.events)).toEqual([]);
    expect(last.state.humanTurn.done).toContain("kostya");
    // Max, next to the crawler too, is not grabbed while Kostya acts
    expect(last.state.humanTurn.grabTried).toEqual([]);
  });

  test("house G2 the victory check comes before the grab window: the car starts with a crawler next to the driver and no grab is rolled", () => {
    const s = scenario({ humans: [{ id: "kostya", at: [4, 12], facing: "W", items: ["car-keys"] }], zombies: [{ id: "k", at: [5, 12], kind: "crawler" }], options: CRAWLERS });
    s.humanTurn.active = "kostya";
    s.humanTurn.started = true;
    s.humanTurn.actionsLeft = 5;
    const { state, events } = act(s, "human1", { type: "startCar", figure: "kostya" });
    expect(state.result).toMatchObject({ winner: "humans", rule: "house §15.2" });
    expect(rolled(events)).toEqual([]);
    // the same command while a second human is far from the car: no win, the actions are wasted, and the window opens after it
    const t = JSON.parse(JSON.stringify(s)) as HouseState;
    t.humans.max = { ...t.humans.kostya!, id: "max", pos: sq(15, 0), items: [], carriesBaby: false };
    t.rnd.script = [2];
    const wasted = act(t, "human1", { type: "startCar", figure: "kostya" });
    expect(wasted.state.result).toBeNull();
    expect(grabRolls(wasted.events)).toEqual([expect.objectContaining({ zombie: "k", dice: [2] })]);
  });

  test("house G27 the grab ends when the crawler is killed or shoved away", () => {
    const duel = (dice: number[]) =>
      scenario({ humans: [{ id: "kostya", at: [6, 0], facing: "W", weapon: "kitchen-knife" }], zombies: [{ id: "k", at: [5, 0], kind: "crawler" }], dice, options: CRAWLERS });
    const killed = act(duel([3, 6]), "human1", { type: "attack", figure: "kostya" });
    expect(killed.state.zombies.k).toBeUndefined();
    expect(evOf(killed.events, "grabEnds")).toMatchObject([{ zombie: "k", figure: "kostya" }]);
    expect(killed.state.humanTurn.grab).toBeNull();
    const shoved = act(duel([3, 5]), "human1", { type: "attack", figure: "kostya" });
    expect(shoved.state.zombies.k!.pos).toEqual(sq(4, 0));
    expect(evOf(shoved.events, "grabEnds")).toMatchObject([{ zombie: "k", figure: "kostya" }]);
    expect(shoved.state.humanTurn.grab).toBeNull();
  });

  test("house G27 a drag is never through a window: a crawler that holds across a window lets go when it would have to cross it, also diagonally", () => {
    // crawler (3,4) outside reaches Max (4,5) round W3; Max steps E: the only L-path to (4,5) crosses the window
    const diag = scenario({ humans: [{ id: "max", at: [4, 5], facing: "E" }], zombies: [{ id: "c", at: [3, 4], kind: "crawler" }], dice: [3], options: CRAWLERS });
    const a = act(diag, "human1", { type: "move", figure: "max", dir: "E" });
    expect(a.state.zombies.c!.pos).toEqual(sq(3, 4));
    expect(evOf(a.events, "grabEnds")).toMatchObject([{ zombie: "c", figure: "max" }]);
    expect(a.state.humanTurn.grab).toBeNull();
    // Max climbs out through W3: the crawler inside follows to the near side, then cannot follow through the window
    const out = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], zombies: [{ id: "c", at: [5, 5], kind: "crawler" }], dice: [3], options: CRAWLERS });
    const b = act(out, "human1", { type: "moveWindow", figure: "max", dir: "W" });
    expect(b.state.zombies.c!.pos).toEqual(sq(4, 5));
    expect(b.state.humanTurn.grab).toEqual({ crawler: "c", figure: "max" });
    const c = act(b.state, "human1", { type: "move", figure: "max", dir: "W" });
    expect(c.state.zombies.c!.pos).toEqual(sq(4, 5));
    expect(c.state.humanTurn.grab).toBeNull();
  });

  test("house G33 a barricade ends a grab across its edge: Max, held through window W3, barricades it; the grab ends at once (logged), the crawler stays outside", () => {
    // crawler c at (3,5) outside reaches Max at (4,5) across W3 (T1); the grab window before Max's first action holds him (3)
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], zombies: [{ id: "c", at: [3, 5], kind: "crawler" }], dice: [3], options: CRAWLERS });
    const a = act(s, "human1", { type: "barricade", figure: "max" });
    expect(grabRolls(a.events)).toEqual([expect.objectContaining({ zombie: "c", target: "max", dice: [3], result: "grab" })]);
    expect(a.state.barricades).toContain(W3);
    expect(a.events.map((e) => e.type)).toEqual(["activation", "roll", "barricade", "grabEnds"]);
    expect(evOf(a.events, "grabEnds")).toEqual([expect.objectContaining({ zombie: "c", figure: "max", rule: "house G33" })]);
    expect(a.state.humanTurn.grab).toBeNull();
    expect(a.state.zombies.c!.pos).toEqual(sq(3, 5));
    // it may not grab him again this Human turn (§16: one try)
    const b = act(a.state, "human1", { type: "turn", figure: "max", to: "left" });
    expect(grabRolls(b.events)).toEqual([]);
    expect(b.state.humanTurn.grab).toBeNull();
  });

  test("house G33 a diagonal hold has no one edge between them: a barricade on the window beside it leaves the grab", () => {
    // crawler (3,4) reaches Max (4,5) round W3 (T1); Max barricades W3, the L-path's edge, not an edge between the two squares
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], zombies: [{ id: "c", at: [3, 4], kind: "crawler" }], dice: [3], options: CRAWLERS });
    const a = act(s, "human1", { type: "barricade", figure: "max" });
    expect(a.state.barricades).toContain(W3);
    expect(a.state.humanTurn.grab).toEqual({ crawler: "c", figure: "max" });
    expect(evOf(a.events, "grabEnds")).toEqual([]);
  });

  test("house G27 the cellar link: a held human going down drags the crawler to the link square; going on down the stairs it lets go", () => {
    const s = scenario({ humans: [{ id: "olga", at: [9, 5], facing: "S" }], zombies: [{ id: "c", at: [8, 4], kind: "crawler" }], dice: [3], options: CRAWLERS });
    s.cellar = { revealed: true, door: "S2" };
    const a = act(s, "human1", { type: "descend", figure: "olga" });
    expect(a.state.zombies.c!.pos).toEqual(sq(9, 5));
    expect(a.state.humanTurn.grab).toEqual({ crawler: "c", figure: "olga" });
    const b = act(a.state, "human1", { type: "move", figure: "olga", dir: "S" });
    expect(b.state.zombies.c!.pos).toEqual(sq(9, 5));
    expect(b.state.humanTurn.grab).toBeNull();
  });
});

describe("crawlers in the Zombie turn (H-A4, H-A5, house §16, G20, G27, C3, §14 #13)", () => {
  test("[H-A4] instead of the spawn's zombie the Zombie player may place 2 crawlers, one at a time by the same rules, not counted to the cap", () => {
    const { state } = zombieTurnFrom({ humans: [{ id: "lena", at: [10, 7] }], options: CRAWLERS });
    expect(legalOf(state, "zombie", "spawnCrawlers")).toEqual([{ type: "spawnCrawlers" }]);
    const squares = placeSquares(state);
    const pair = zplay(state, { type: "spawnCrawlers" });
    expect(eventsOf(pair.events, "crawlersInstead")).toEqual([expect.objectContaining({ left: 2, rule: "H-A4" })]);
    expect(placeSquares(pair.state)).toEqual(squares);
    const one = zplay(pair.state, { type: "placeZombie", at: sq(0, 15) }).state;
    expect(one.zombieTurn.step).toBe("spawn");
    const two = zplay(one, { type: "placeZombie", at: sq(19, 15) }).state;
    expect(Object.values(two.zombies).map((z) => [z.kind, z.counted])).toEqual([
      ["crawler", false],
      ["crawler", false],
    ]);
    expect(two.zombieTurn.step).toBe("cards");
    expectRefused(two, "zombie", { type: "spawnCrawlers" }, "house.crawlersForSpawn");
    // a game without crawlers never offers them
    const off = zombieTurnFrom({ humans: [{ id: "lena", at: [10, 7] }] }).state;
    expectRefused(off, "zombie", { type: "spawnCrawlers" }, "house.noCrawlers");
  });

  test("house G20 2 crawlers only when the spawn's zombie could be placed (cap not full) and fewer than 8 crawlers are out; with 7 out, one", () => {
    const far = (n: number, kind: "zombie" | "crawler"): ZombieSpec[] => Array.from({ length: n }, (_, i) => ({ id: `${kind[0]}${i}`, at: [i * 2, 15] as [number, number], kind }));
    const capped = zombieTurnFrom({ humans: [{ id: "lena", at: [10, 7] }], zombies: far(4, "zombie"), options: CRAWLERS }).state;
    expect(capped.zombieTurn.placements).toEqual([]);
    expectRefused(capped, "zombie", { type: "spawnCrawlers" }, "house.crawlersForSpawn");
    const seven = zombieTurnFrom({ humans: [{ id: "lena", at: [10, 7] }], zombies: far(7, "crawler"), options: CRAWLERS }).state;
    const one = zplay(seven, { type: "spawnCrawlers" });
    expect(one.state.zombieTurn.placements[0]).toMatchObject({ reason: "crawler-pair", left: 1, kind: "crawler" });
    const eight = zombieTurnFrom({ humans: [{ id: "lena", at: [10, 7] }], zombies: far(8, "crawler"), options: CRAWLERS }).state;
    expectRefused(eight, "zombie", { type: "spawnCrawlers" }, "house.crawlerLimit", { n: 8 });
  });

  test("[H-A5] a crawler moves and attacks like a zombie but always has 1 action: Stench of Fear, Shambling Charge and Hungry Eyes never raise it (C3)", () => {
    const zs: ZombieSpec[] = [{ id: "c", at: [12, 0], kind: "crawler" }, { id: "z", at: [0, 0] }];
    const s0 = cardStep(["stench-of-fear", "shambling-charge", "hungry-eyes"], { zombies: zs });
    expect(legalOf(s0, "zombie", "playCard").filter((a) => a.zombie === "c")).toEqual([]);
    expectRefused(s0, "zombie", { type: "playCard", card: "shambling-charge", zombie: "c" }, "house.ignoresCrawlers", { card: "shambling-charge" });
    expectRefused(s0, "zombie", { type: "playCard", card: "hungry-eyes", zombie: "c", path: ["W"] }, "house.ignoresCrawlers", { card: "hungry-eyes" });
    const s1 = zplay(s0, { type: "playCard", card: "stench-of-fear" }, { type: "beginActivation" }).state;
    expect(actionsLeftOf(s1, "c")).toBe(1);
    expect(actionsLeftOf(s1, "z")).toBe(4);
    const moved = zplay(s1, { type: "zMove", zombie: "c", dir: "W" }).state;
    expect(moved.zombies.c!.pos).toEqual(sq(11, 0));
    expect(moved.zombieTurn.done).toEqual(["c"]);
    expectRefused(moved, "zombie", { type: "zMove", zombie: "c", dir: "W" }, "house.finished", { zombie: "c" });
  });

  test("[H-B12] T3 crawler line: (12,1) → (11,1) spends its one action moving and reaches (10,0) diagonally: the extra attack is offered", () => {
    const s = scenario({ humans: [{ id: "lena", at: [10, 0] }], zombies: [{ id: "c", at: [12, 1], kind: "crawler" }], turn: "zombie", zombieHand: [], dice: [6] });
    const moved = zplay(s, { type: "zMove", zombie: "c", dir: "W" }).state;
    expect(moved.zombieTurn.extraAttackFor).toBe("c");
    const { state } = zplay(moved, { type: "extraAttack", zombie: "c", target: "lena" });
    expect(state.humans.lena!.wounds).toBe(1);
  });

  test("house §16 G27 a crawler climbs a window over two turns: the first action marks it (no extra attack), the next crosses if the far square is free", () => {
    const start = scenario({ humans: [{ id: "lena", at: [4, 4] }], zombies: [{ id: "c", at: [3, 5], kind: "crawler" }], turn: "zombie", zombieHand: [] });
    expect(legalOf(start, "zombie", "zWindow")).toEqual([{ type: "zWindow", zombie: "c", dir: "E" }]);
    const marked = zplay(start, { type: "zWindow", zombie: "c", dir: "E" });
    expect(marked.state.zombies.c).toMatchObject({ pos: sq(3, 5), climbing: W3 });
    expect(marked.state.zombieTurn.done).toEqual(["c"]);
    expect(marked.state.zombieTurn.extraAttackFor).toBeNull(); // Lena at (4,4) is in reach, but a climb start is not a move (G6)
    expect(eventsOf(marked.events, "crawlerClimbs")).toHaveLength(1);
    // its next activation: the crossing, a move (extra attack offered)
    const next = (mutate: (s: HouseState) => void = () => {}) => {
      const s = scenario({ humans: [{ id: "lena", at: [5, 5] }], zombies: [{ id: "c", at: [3, 5], kind: "crawler" }], turn: "zombie", zombieHand: [] });
      s.zombies.c!.climbing = W3;
      mutate(s);
      return s;
    };
    const crossed = zplay(next(), { type: "zWindow", zombie: "c", dir: "E" }).state;
    expect(crossed.zombies.c).toMatchObject({ pos: sq(4, 5), climbing: null });
    expect(crossed.zombieTurn.extraAttackFor).toBe("c");
    // a taken far square: the crossing is refused and the mark survives; a barricade refuses it too
    const blocked = next((s) => (s.zombies.y = { id: "y", kind: "zombie", pos: sq(4, 5), counted: true, climbing: null, noActions: false }));
    expectRefused(blocked, "zombie", { type: "zWindow", zombie: "c", dir: "E" }, "house.climbFarSide", { sq: "4,5,0", zombie: "c" });
    expectRefused(next((s) => (s.barricades = [W3])), "zombie", { type: "zWindow", zombie: "c", dir: "E" }, "house.barricadeWindow", { dir: "E", sq: "3,5,0" });
    // any other action loses the mark
    expect(zplay(next(), { type: "zMove", zombie: "c", dir: "N" }).state.zombies.c!.climbing).toBeNull();
  });

  test("house §14 #13 Legless Legion: at the start of the Zombie turn, 2 crawlers by the normal spawn rules, as many as fit under 8 (G20)", () => {
    const s0 = cardStep(["legless-legion"]);
    const played = zplay(s0, { type: "playCard", card: "legless-legion" });
    expect(played.state.zombieTurn.placements).toEqual([{ reason: "legless-legion", left: 2, counted: false, kind: "crawler" }]);
    const done = zplay(played.state, { type: "placeZombie", at: sq(19, 15) }, { type: "placeZombie", at: sq(19, 0) }).state;
    expect(Object.values(done.zombies).filter((z) => z.kind === "crawler")).toHaveLength(2);
    const seven = cardStep(["legless-legion"], { zombies: Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, at: [i * 2, 0] as [number, number], kind: "crawler" as const })) });
    const one = zplay(seven, { type: "playCard", card: "legless-legion" }, { type: "placeZombie", at: sq(19, 15) });
    expect(eventsOf(one.events, "placementLost")).toEqual([expect.objectContaining({ reason: "legless-legion", lost: 1, rule: "house §16" })]);
    expect(one.state.zombieTurn.placements).toEqual([]);
    const s5 = zplay(cardStep(["legless-legion"]), { type: "beginActivation" }).state;
    expectRefused(s5, "zombie", { type: "playCard", card: "legless-legion" }, "house.atTurnStart", { card: "legless-legion" });
  });

  test("house DoR 3 the standing grab answer is set by the Zombie seat in step 4, once per Zombie turn; only the Zombie seat sees it", () => {
    const s0 = cardStep([]);
    expect(legalOf(s0, "zombie", "setGrabAnswer")).toEqual([
      { type: "setGrabAnswer", answer: "never" },
      { type: "setGrabAnswer", answer: "ask" },
    ]);
    const { state, events } = zplay(s0, { type: "setGrabAnswer", answer: "ask" });
    expect(state.grabAnswer).toBe("ask");
    expect(events).toEqual([expect.objectContaining({ type: "grabAnswer", answer: "ask", onlyFor: "zombie" })]);
    expectRefused(state, "zombie", { type: "setGrabAnswer", answer: "always" }, "house.standingChanged");
    expect(house.view(state, "zombie").grabAnswer).toBe("ask");
    expect(house.view(state, "human1")).not.toHaveProperty("grabAnswer");
    const s5 = zplay(s0, { type: "beginActivation" }).state;
    expectRefused(s5, "zombie", { type: "setGrabAnswer", answer: "ask" }, "house.standingWhen");
    const off = zombieTurnFrom({ humans: [{ id: "lena", at: [10, 7] }] }).state;
    const offCards = zplay(off, { type: "placeZombie", at: sq(0, 15) }).state;
    expectRefused(offCards, "zombie", { type: "setGrabAnswer", answer: "ask" }, "house.noCrawlers");
  });
});
