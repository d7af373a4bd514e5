import { house } from "../../src/house";
import { actionsLeftOf } from "../../src/house/zombie/activation";
import type { HouseState } from "../../src/house/types";
import { edge, legalOf, scenario, type HumanSpec, type ZombieSpec } from "./fixture";
import { attackRolls, eventsOf, expectRefused, zplay } from "./zombie-support";

const at = (x: number, y: number) => ({ x, y, z: 0 as const });
const W3 = edge([3, 5], [4, 5]);
const D5 = edge([6, 7], [6, 8]);
const targetsOf = (s: HouseState, zombie: string) =>
  legalOf(s, "zombie", "zAttack")
    .filter((a) => a.zombie === zombie && !a.bloodlust)
    .map((a) => a.target)
    .sort();

describe("T1 reach (house §2.5, H-B10)", () => {
  const humans: HumanSpec[] = [
    { id: "lena", at: [4, 4] },
    { id: "max", at: [4, 5] },
    { id: "olga", at: [4, 6] },
  ];
  const zombies: ZombieSpec[] = [
    { id: "a", at: [3, 5] },
    { id: "b", at: [3, 4] },
  ];

  test("[H-B10] a zombie attacks only a human it reaches: orthogonal or diagonal round door and window openings (T1, W3)", () => {
    const s = scenario({ humans, zombies, turn: "zombie", zombieHand: [] });
    expect(targetsOf(s, "a")).toEqual(["lena", "max", "olga"]);
    expect(targetsOf(s, "b")).toEqual(["max"]);
    expectRefused(s, "zombie", { type: "zAttack", zombie: "b", target: "lena" }, "house.cannotReach", { zombie: "b", sq: "3,4,0", figure: "lena", sq2: "4,4,0" });
    const barred = scenario({ humans, zombies, turn: "zombie", zombieHand: [], barricades: [W3] });
    expect(legalOf(barred, "zombie", "zAttack")).toEqual([]);
    for (const [z, h, from, to] of [["a", "lena", "3,5,0", "4,4,0"], ["a", "max", "3,5,0", "4,5,0"], ["a", "olga", "3,5,0", "4,6,0"], ["b", "max", "3,4,0", "4,5,0"]] as const)
      expectRefused(barred, "zombie", { type: "zAttack", zombie: z, target: h }, "house.cannotReach", { zombie: z, sq: from, figure: h, sq2: to });
  });

  test("[H-B10] T1: no reach through a wall corner (8,6)→(9,7); through door D5 (5,7)→(6,8) only while it is not barricaded; 1 action per attack", () => {
    const corner = scenario({ humans: [{ id: "lena", at: [9, 7] }], zombies: [{ id: "z", at: [8, 6] }], turn: "zombie", zombieHand: [] });
    expectRefused(corner, "zombie", { type: "zAttack", zombie: "z", target: "lena" }, "house.cannotReach", { zombie: "z", sq: "8,6,0", figure: "lena", sq2: "9,7,0" });
    const door = scenario({ humans: [{ id: "lena", at: [6, 8] }], zombies: [{ id: "z", at: [5, 7] }], turn: "zombie", zombieHand: [], dice: [3] });
    expect(targetsOf(door, "z")).toEqual(["lena"]);
    const { state } = zplay(door, { type: "zAttack", zombie: "z", target: "lena" });
    expect(state.zombieTurn.actionsLeft).toBe(1);
    const barred = scenario({ humans: [{ id: "lena", at: [6, 8] }], zombies: [{ id: "z", at: [5, 7] }], turn: "zombie", zombieHand: [], barricades: [D5] });
    expectRefused(barred, "zombie", { type: "zAttack", zombie: "z", target: "lena" }, "house.cannotReach", { zombie: "z", sq: "5,7,0", figure: "lena", sq2: "6,8,0" });
    const far = scenario({ humans: [{ id: "lena", at: [7, 0] }], zombies: [{ id: "z", at: [5, 0] }], turn: "zombie", zombieHand: [] });
    expectRefused(far, "zombie", { type: "zAttack", zombie: "z", target: "lena" }, "house.cannotReach", { zombie: "z", sq: "5,0,0", figure: "lena", sq2: "7,0,0" });
  });

  test("[H-B11] T1: a 6 hits (1 wound), a 1 is Oops (the zombie loses its remaining actions, its activation ends), 2–5 miss", () => {
    const base = { humans, zombies, turn: "zombie" as const, zombieHand: [] };
    const hit = zplay(scenario({ ...base, dice: [6] }), { type: "zAttack", zombie: "a", target: "max" });
    expect(hit.state.humans.max!.wounds).toBe(1);
    expect(attackRolls(hit.events)).toEqual([[6, 6, "hit"]]);
    expect(eventsOf(hit.events, "wound")).toEqual([expect.objectContaining({ figure: "max", wounds: 1, by: "a", rule: "H-B11" })]);
    for (const die of [2, 3, 4, 5]) {
      const miss = zplay(scenario({ ...base, dice: [die] }), { type: "zAttack", zombie: "a", target: "max" });
      expect(attackRolls(miss.events)).toEqual([[die, die, "miss"]]);
      expect(miss.state.humans.max!.wounds).toBe(0);
      expect(miss.state.zombieTurn.actionsLeft).toBe(1);
    }
    const oops = zplay(scenario({ ...base, dice: [1] }), { type: "zAttack", zombie: "a", target: "max" });
    expect(attackRolls(oops.events)).toEqual([[1, 1, "oops"]]);
    expect(eventsOf(oops.events, "zombieOops")).toEqual([expect.objectContaining({ zombie: "a", lost: 1, rule: "H-B11" })]);
    expect(oops.state.zombieTurn.actionsLeft).toBe(0);
    expect(oops.state.humans.max!.wounds).toBe(0);
    expectRefused(oops.state, "zombie", { type: "zMove", zombie: "a", dir: "W" }, "house.noActionsLeft", { zombie: "a" });
    expect(legalOf(oops.state, "zombie", "zAttack").some((x) => x.zombie === "a")).toBe(false);
    // the next command ends a's activation for good
    const after = zplay(oops.state, { type: "zMove", zombie: "b", dir: "N" }).state;
    expect(after.zombieTurn.done).toEqual(["a"]);
  });
});

describe("T2 zombie die, group attack, cards (H-B11, H-B13, house §9.4, #6, #7)", () => {
  const humans: HumanSpec[] = [{ id: "max", at: [10, 1] }];
  const zombies: ZombieSpec[] = [
    { id: "A", at: [9, 1] },
    { id: "B", at: [11, 1] },
    { id: "C", at: [10, 2] },
  ];

  test("house C14 T2: A 5 → miss (first undeclared attacker, no +1); B 5 → 6 hit; C with Bloodlust 4 → 6 hit (group never +2); C 1 → Oops despite +2", () => {
    const s0 = scenario({ humans, zombies, turn: "zombie", zombieHand: ["bloodlust"], dice: [5, 5, 4] });
    const { state, events } = zplay(
      s0,
      { type: "zAttack", zombie: "A", target: "max" },
      { type: "zAttack", zombie: "B", target: "max" },
      { type: "zAttack", zombie: "C", target: "max", bloodlust: true },
    );
    expect(attackRolls(events)).toEqual([
      [5, 5, "miss"],
      [5, 6, "hit"],
      [4, 6, "hit"],
    ]);
    expect(eventsOf(events, "roll").map((e) => [e.group, e.bonus])).toEqual([
      [0, 0],
      [1, 1],
      [1, 2],
    ]);
    expect(state.humans.max!.wounds).toBe(2);
    expect(state.zombieHand).toEqual([]);
    expect(state.zombieDiscard).toEqual(["bloodlust"]);
    expect(state.zombieTurn.attackers.max).toEqual(["A", "B", "C"]);
    // C with Bloodlust rolls a 1: Oops although 1 + 2 = 3, and no Relentless for an attack a card already modified (G25)
    const s1 = scenario({ humans, zombies, turn: "zombie", zombieHand: ["bloodlust", "relentless"], dice: [5, 5, 1] });
    const oops = zplay(
      s1,
      { type: "zAttack", zombie: "A", target: "max" },
      { type: "zAttack", zombie: "B", target: "max" },
      { type: "zAttack", zombie: "C", target: "max", bloodlust: true },
    );
    expect(attackRolls(oops.events)[2]).toEqual([1, 3, "oops"]);
    expect(oops.state.zombieTurn.relentlessFor).toBeNull();
    expectRefused(oops.state, "zombie", { type: "playCard", card: "relentless" }, "house.relentlessWhen");
  });

  test("house §9.4 the automatic +1 needs a different zombie: a zombie attacking twice gets no bonus from itself", () => {
    const s0 = scenario({ humans, zombies, turn: "zombie", zombieHand: [], dice: [5, 5, 5] });
    const { events } = zplay(
      s0,
      { type: "zAttack", zombie: "A", target: "max" },
      { type: "zAttack", zombie: "A", target: "max" },
      { type: "zAttack", zombie: "B", target: "max" },
    );
    expect(attackRolls(events)).toEqual([
      [5, 5, "miss"],
      [5, 5, "miss"],
      [5, 6, "hit"],
    ]);
  });

  test("[H-B13] T2: several zombies attacking one human each get +1 — a declared pack {A,B} gives the first attacker its +1 too", () => {
    const s0 = scenario({ humans, zombies, turn: "zombie", zombieHand: [], dice: [5, 5, 5] });
    expect(legalOf(s0, "zombie", "declarePack")).toEqual([
      { type: "declarePack", target: "max", members: ["A", "B"] },
      { type: "declarePack", target: "max", members: ["A", "C"] },
      { type: "declarePack", target: "max", members: ["B", "C"] },
      { type: "declarePack", target: "max", members: ["A", "B", "C"] },
    ]);
    const { state, events } = zplay(
      s0,
      { type: "declarePack", target: "max", members: ["A", "B"] },
      { type: "zAttack", zombie: "A", target: "max" },
      { type: "zAttack", zombie: "B", target: "max" },
      { type: "zAttack", zombie: "C", target: "max" },
    );
    expect(eventsOf(events, "packDeclared")).toEqual([expect.objectContaining({ target: "max", members: ["A", "B"], rule: "house §9.4" })]);
    expect(attackRolls(events)).toEqual([
      [5, 6, "hit"],
      [5, 6, "hit"],
      [5, 6, "hit"],
    ]);
    expect(state.humans.max!.wounds).toBe(3);
    expect(eventsOf(events, "roll").every((e) => e.rule === "H-B13")).toBe(true);
  });

  test("house G25 T2: Relentless right after an Oops on A's first action turns it into a miss; A keeps its second action", () => {
    const s0 = scenario({ humans, zombies, turn: "zombie", zombieHand: ["relentless"], dice: [1, 6] });
    const oops = zplay(s0, { type: "zAttack", zombie: "A", target: "max" }).state;
    expect(oops.zombieTurn.relentlessFor).toBe("A");
    expect(legalOf(oops, "zombie", "playCard")).toEqual([{ type: "playCard", card: "relentless" }]);
    const { state, events } = zplay(oops, { type: "playCard", card: "relentless" });
    expect(eventsOf(events, "zombieCard")).toEqual([expect.objectContaining({ card: "relentless", rule: "house §14 #7" })]);
    expect(state.zombieTurn.active).toBe("A");
    expect(state.zombieTurn.actionsLeft).toBe(1);
    const hit = zplay(state, { type: "zAttack", zombie: "A", target: "max" }).state;
    expect(hit.humans.max!.wounds).toBe(1);
    // any other command declines it: the Oops stands
    const declined = zplay(oops, { type: "zMove", zombie: "B", dir: "E" }).state;
    expect(declined.zombieTurn.relentlessFor).toBeNull();
    expect(declined.zombieTurn.done).toEqual(["A"]);
    expectRefused(declined, "zombie", { type: "playCard", card: "relentless" }, "house.relentlessWhen");
  });

  test("house G25 an Oops opens the Relentless window whether or not the hand holds it (the state does not reveal the hand)", () => {
    const s0 = scenario({ humans, zombies, turn: "zombie", zombieHand: ["smash"], dice: [1] });
    const oops = zplay(s0, { type: "zAttack", zombie: "A", target: "max" }).state;
    expect(oops.zombieTurn.relentlessFor).toBe("A");
    expect(legalOf(oops, "zombie", "playCard")).toEqual([]);
    expect(house.view(oops, "human1").zombieTurn.relentlessFor).toBe("A");
  });
});

describe("packs (house §9.4, G5)", () => {
  test("house G5 a pack attacks in ascending id order; unactivated members keep their other actions but lose 'all actions moving'; the active zombie stays active", () => {
    const s0 = scenario({
      humans: [{ id: "lena", at: [10, 1] }],
      zombies: [
        { id: "z2", at: [9, 1] },
        { id: "z10", at: [11, 1] },
        { id: "z3", at: [12, 0] },
      ],
      turn: "zombie",
      zombieHand: [],
      dice: [3, 4, 2],
    });
    const s1 = zplay(s0, { type: "zMove", zombie: "z3", dir: "W" }).state;
    expect(s1.zombieTurn.active).toBe("z3");
    expectRefused(s1, "zombie", { type: "declarePack", target: "lena", members: ["z10", "z2", "z3"] }, "house.packOrder");
    expectRefused(s1, "zombie", { type: "declarePack", target: "lena", members: ["z2"] }, "house.packSize");
    const s2 = zplay(s1, { type: "declarePack", target: "lena", members: ["z2", "z3", "z10"] }).state;
    const legal = house.legalActions(s2, "zombie");
    expect(legal).toHaveLength(2);
    expect(legal).toEqual(expect.arrayContaining([{ type: "zAttack", zombie: "z2", target: "lena" }, { type: "endZombieTurn" }]));
    expectRefused(s2, "zombie", { type: "zAttack", zombie: "z10", target: "lena" }, "house.packFirst", { figure: "lena", zombie: "z2" });
    expectRefused(s2, "zombie", { type: "zMove", zombie: "z2", dir: "N" }, "house.packFirst", { figure: "lena", zombie: "z2" });
    const s3 = zplay(s2, { type: "zAttack", zombie: "z2", target: "lena" }).state;
    expect(s3.zombieTurn.active).toBe("z3");
    const { state, events } = zplay(s3, { type: "zAttack", zombie: "z3", target: "lena" }, { type: "zAttack", zombie: "z10", target: "lena" });
    expect(attackRolls(events)).toEqual([
      [4, 5, "miss"],
      [2, 3, "miss"],
    ]);
    expect(state.zombieTurn.pack).toBeNull();
    expect(state.zombieTurn.done).toEqual(["z3"]);
    expect(actionsLeftOf(state, "z2")).toBe(1);
    expect(actionsLeftOf(state, "z10")).toBe(1);
    // z2 moves with its last action and still reaches Lena: no extra attack, it did not spend every action moving
    const moved = zplay(state, { type: "zMove", zombie: "z2", dir: "N" });
    expect(moved.state.zombieTurn.extraAttackFor).toBeNull();
    expect(legalOf(moved.state, "zombie", "extraAttack")).toEqual([]);
    expect(moved.state.zombieTurn.done).toEqual(["z3", "z2"]);
  });

  test("house G5 when the pack's human dies the pack ends and the other members keep their actions", () => {
    const s0 = scenario({
      humans: [
        { id: "lena", at: [10, 1], wounds: 3 },
        { id: "max", at: [0, 15] },
      ],
      zombies: [
        { id: "z2", at: [9, 1] },
        { id: "z10", at: [11, 1] },
      ],
      turn: "zombie",
      zombieHand: [],
      dice: [5],
    });
    const { state, events } = zplay(s0, { type: "declarePack", target: "lena", members: ["z2", "z10"] }, { type: "zAttack", zombie: "z2", target: "lena" });
    expect(eventsOf(events, "death")).toEqual([expect.objectContaining({ figure: "lena" })]);
    expect(state.zombieTurn.pack).toBeNull();
    expect(actionsLeftOf(state, "z10")).toBe(2);
    expect(actionsLeftOf(state, "z2")).toBe(1);
    expect(state.zombieTurn.active).toBeNull();
  });

  test("house §9.4 a pack is declared before the first attack on the human, by zombies that reach it and have an action left", () => {
    const s0 = scenario({
      humans: [{ id: "lena", at: [10, 1] }],
      zombies: [
        { id: "A", at: [9, 1] },
        { id: "B", at: [11, 1] },
        { id: "F", at: [14, 1] },
      ],
      turn: "zombie",
      zombieHand: [],
      dice: [3],
    });
    expectRefused(s0, "zombie", { type: "declarePack", target: "lena", members: ["A", "F"] }, "house.cannotReach", { zombie: "F", sq: "14,1,0", figure: "lena", sq2: "10,1,0" });
    const after = zplay(s0, { type: "zAttack", zombie: "A", target: "lena" }).state;
    expectRefused(after, "zombie", { type: "declarePack", target: "lena", members: ["A", "B"] }, "house.packLate", { figure: "lena" });
    expect(legalOf(after, "zombie", "declarePack")).toEqual([]);
  });
});

describe("T3 extra attack (H-B12, G6)", () => {
  test("[H-B12] T3: a zombie that spent every action moving and ends next to a human may attack it once more", () => {
    const s0 = scenario({ humans: [{ id: "lena", at: [10, 0] }], zombies: [{ id: "z", at: [12, 1] }], turn: "zombie", zombieHand: [], dice: [6] });
    const moved = zplay(s0, { type: "zMove", zombie: "z", dir: "W" }, { type: "zMove", zombie: "z", dir: "N" });
    expect(moved.state.zombies.z!.pos).toEqual(at(11, 0));
    expect(eventsOf(moved.events, "extraAttackOffered")).toEqual([expect.objectContaining({ zombie: "z", targets: ["lena"], rule: "H-B12" })]);
    expect(legalOf(moved.state, "zombie", "extraAttack")).toEqual([{ type: "extraAttack", zombie: "z", target: "lena" }]);
    const { state, events } = zplay(moved.state, { type: "extraAttack", zombie: "z", target: "lena" });
    expect(attackRolls(events)).toEqual([[6, 6, "hit"]]);
    expect(state.humans.lena!.wounds).toBe(1);
    expect(state.zombieTurn.done).toEqual(["z"]);
    expect(legalOf(state, "zombie", "extraAttack")).toEqual([]);
  });

  test("[H-B12] T3: move then attack → no extra attack; a window crossing counts as moving (W3, (3,5) → (4,5), human at (5,5))", () => {
    const s0 = scenario({ humans: [{ id: "lena", at: [10, 0] }], zombies: [{ id: "z", at: [12, 0] }], turn: "zombie", zombieHand: [], dice: [3] });
    const { state } = zplay(s0, { type: "zMove", zombie: "z", dir: "W" }, { type: "zAttack", zombie: "z", target: "lena" });
    expect(state.zombieTurn.extraAttackFor).toBeNull();
    expect(state.zombieTurn.done).toEqual(["z"]);
    const win = scenario({ humans: [{ id: "lena", at: [5, 5] }], zombies: [{ id: "z", at: [3, 5] }], turn: "zombie", zombieHand: [] });
    const crossed = zplay(win, { type: "zWindow", zombie: "z", dir: "E" }).state;
    expect(legalOf(crossed, "zombie", "extraAttack")).toEqual([{ type: "extraAttack", zombie: "z", target: "lena" }]);
    // T3's crawler line ((12,1) → (11,1), diagonal reach to (10,0)) waits for the crawlers issue (#3): options refuse crawlers.
  });

  test("house G6 T3: a zombie that moved once and whose activation ended early gets no extra attack; any other command forfeits an offer", () => {
    const s0 = scenario({ humans: [{ id: "lena", at: [10, 0] }], zombies: [{ id: "z", at: [12, 1] }, { id: "y", at: [0, 15] }], turn: "zombie", zombieHand: [] });
    const early = zplay(s0, { type: "zMove", zombie: "z", dir: "W" }, { type: "zMove", zombie: "y", dir: "N" });
    expect(early.state.zombieTurn.extraAttackFor).toBeNull();
    expect(eventsOf(early.events, "extraAttackOffered")).toEqual([]);
    expect(early.state.zombieTurn.done).toEqual(["z"]);
    const offered = zplay(s0, { type: "zMove", zombie: "z", dir: "W" }, { type: "zMove", zombie: "z", dir: "N" }).state;
    const { state, events } = zplay(offered, { type: "zMove", zombie: "y", dir: "N" });
    expect(eventsOf(events, "extraAttackForfeited")).toEqual([expect.objectContaining({ zombie: "z", rule: "house G6" })]);
    expect(state.zombieTurn.done).toEqual(["z"]);
    expectRefused(state, "zombie", { type: "extraAttack", zombie: "z", target: "lena" }, "house.noExtraAttack", { zombie: "z" });
  });

  test("house G6 free Hungry Eyes steps are not actions: they neither give an extra attack nor spoil one", () => {
    const s0 = scenario({ humans: [{ id: "lena", at: [10, 0] }], zombies: [{ id: "z", at: [14, 0] }, { id: "w", at: [12, 1] }], turn: "zombie", zombieHand: ["hungry-eyes"] });
    // Hungry Eyes alone brings w next to Lena: no action spent, no offer
    const free = zplay(s0, { type: "playCard", card: "hungry-eyes", zombie: "w", path: ["W"] }).state;
    expect(free.zombies.w!.pos).toEqual(at(11, 1));
    expect(free.zombieTurn.extraAttackFor).toBeNull();
    expect(free.zombieTurn.active).toBeNull();
    // a free step then two moves: every action spent was a move → offer
    const s1 = scenario({ humans: [{ id: "lena", at: [10, 0] }], zombies: [{ id: "z", at: [14, 0] }], turn: "zombie", zombieHand: ["hungry-eyes"] });
    const { state } = zplay(s1, { type: "playCard", card: "hungry-eyes", zombie: "z", path: ["W"] }, { type: "zMove", zombie: "z", dir: "W" }, { type: "zMove", zombie: "z", dir: "W" });
    expect(state.zombies.z!.pos).toEqual(at(11, 0));
    expect(state.zombieTurn.extraAttackFor).toBe("z");
  });
});
