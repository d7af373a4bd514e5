import { house } from "../../src/house";
import { expectRefusal } from "../refusal";
import type { HouseState } from "../../src/house/types";
import { edge, scenario, type HumanSpec, type ZombieSpec } from "./fixture";
import { act, acts, evOf, refused, rolled } from "./human-kit";

const sq = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });
const ATTACK = (figure = "max") => ({ type: "attack", figure });

/** Max (or `who`) at (10,1) facing E with `weapon`; zombies as given (default one at (11,1)); scripted dice. */
function duel(weapon: HumanSpec["weapon"], dice: number[], zombies: ZombieSpec[] = [{ id: "z1", at: [11, 1] }], who: HumanSpec["id"] = "max", extra: Partial<HumanSpec> = {}): HouseState {
  return scenario({ humans: [{ id: who, at: [10, 1], facing: "E", weapon, ...extra }], zombies, dice });
}

describe("house §9.1 melee and bare hands", () => {
  test("[H-B4] a head shot (6, confirmed) removes the zombie: it leaves the board and the pool has room for it again", () => {
    const s = duel(null, [6, 6], [{ id: "z1", at: [11, 1] }, { id: "z2", at: [19, 15] }], "olga");
    const countedBefore = Object.values(s.zombies).filter((z) => z.counted).length;
    const { state, events } = act(s, "human1", ATTACK("olga"));
    expect(state.zombies.z1).toBeUndefined();
    expect(Object.values(state.zombies).filter((z) => z.counted).length).toBe(countedBefore - 1);
    expect(evOf(events, "zombieKilled")[0]!.rule).toBe("H-B4");
    expect(rolled(events)).toEqual([[6], [6]]);
    expect(state.humanTurn.actionsLeft).toBe(3);
  });

  test("[H-B4] a killed zombie may come back later by placement: a new zombie can stand where it fell", () => {
    const s = duel(null, [6, 6]);
    const { state } = act(s, "human1", ATTACK());
    expect(Object.keys(state.zombies)).toEqual([]);
    // a later placement (here the Surprise! zombie of §11.4) puts a zombie on the board again
    const t = JSON.parse(JSON.stringify(state)) as HouseState;
    t.pending = [{ kind: "surprisePlace", seats: ["zombie"], mode: "one", passed: [], searchAt: sq(11, 13), finder: "max", source: "card" }];
    const back = act(t, "zombie", { type: "placeZombie", at: sq(12, 13) }).state;
    expect(Object.values(back.zombies).map((z) => z.pos)).toEqual([sq(12, 13)]);
  });

  test("house §9.1 bare hands: a 6 not confirmed by a second 6 is a miss", () => {
    const { state, events } = act(duel(null, [6, 3], undefined, "olga"), "human1", ATTACK("olga"));
    expect(state.zombies.z1!.pos).toEqual(sq(11, 1));
    expect(evOf(events, "miss")).toHaveLength(1);
  });

  test("house §9.1 bare hands: a confirmed 5 is a shove (C15): the zombie is pushed one square along the facing, no damage", () => {
    const { state, events } = act(duel(null, [5, 5], undefined, "olga"), "human1", ATTACK("olga"));
    expect(state.zombies.z1!.pos).toEqual(sq(12, 1));
    expect(evOf(events, "shove")[0]!.rule).toBe("house C15");
  });

  test("house §9.1 bare hands: an unconfirmed 5 is a miss; 2–4 miss with no second roll", () => {
    const a = act(duel(null, [5, 6], undefined, "olga"), "human1", ATTACK("olga"));
    expect(a.state.zombies.z1!.pos).toEqual(sq(11, 1));
    const b = act(duel(null, [4], undefined, "olga"), "human1", ATTACK("olga"));
    expect(rolled(b.events)).toEqual([[4]]);
    expect(b.state.zombies.z1!.pos).toEqual(sq(11, 1));
  });

  test("house §12 Max's Bruiser: bare-hand 5s and 6s need no confirming roll", () => {
    const k = act(duel(null, [6]), "human1", ATTACK());
    expect(k.state.zombies.z1).toBeUndefined();
    expect(rolled(k.events)).toEqual([[6]]);
    const p = act(duel(null, [5]), "human1", ATTACK());
    expect(p.state.zombies.z1!.pos).toEqual(sq(12, 1));
  });

  test("house §9.1 a natural 1 in melee is Oops: the attacker loses its remaining actions and the activation ends (G1)", () => {
    const { state, events } = act(duel("kitchen-knife", [1]), "human1", ATTACK());
    expect(state.zombies.z1!.pos).toEqual(sq(11, 1));
    expect(evOf(events, "oops")).toHaveLength(1);
    expect(state.humanTurn.active).toBeNull();
    expect(state.humanTurn.done).toContain("max");
  });

  test("house C1 melee reaches across a window; a barricade, a wall or a diagonal does not", () => {
    const w = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W", weapon: "baseball-bat" }], zombies: [{ id: "z1", at: [3, 5] }], dice: [5] });
    expect(act(w, "human1", ATTACK()).state.zombies.z1).toBeUndefined();
    const b = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W", weapon: "baseball-bat" }], zombies: [{ id: "z1", at: [3, 5] }], barricades: [edge([3, 5], [4, 5])] });
    refused(b, "human1", ATTACK(), "house.noZombieFaced", { figure: "max", dir: "W" });
    const wall = scenario({ humans: [{ id: "max", at: [4, 4], facing: "W" }], zombies: [{ id: "z1", at: [3, 4] }] });
    refused(wall, "human1", ATTACK(), "house.noZombieFaced", { figure: "max", dir: "W" });
    const diag = scenario({ humans: [{ id: "max", at: [10, 1], facing: "E" }], zombies: [{ id: "z1", at: [11, 2] }] });
    refused(diag, "human1", ATTACK(), "house.noZombieFaced", { figure: "max", dir: "E" });
  });

  test("house C1 melee targets only a zombie: no attack on an empty square or a human", () => {
    refused(duel("hockey-stick", [], []), "human1", ATTACK(), "house.noZombieFaced", { figure: "max", dir: "E" });
    const h = scenario({ humans: [{ id: "max", at: [10, 1], facing: "E" }, { id: "olga", at: [11, 1] }] });
    refused(h, "human1", ATTACK(), "house.noZombieFaced", { figure: "max", dir: "E" });
  });
});

describe("house §9.2 melee weapons", () => {
  test.each([
    ["kitchen-knife", 6, "kill"],
    ["kitchen-knife", 5, "shove"],
    ["kitchen-knife", 4, "miss"],
    ["baseball-bat", 5, "kill"],
    ["baseball-bat", 4, "miss"],
    ["hockey-stick", 5, "kill"],
    ["hockey-stick", 2, "miss"],
    ["chainsaw", 3, "kill"],
    ["chainsaw", 2, "miss"],
  ] as const)("house §9.2 %s rolling %i: %s", (weapon, die, outcome) => {
    const { state, events } = act(duel(weapon, [die]), "human1", ATTACK());
    expect(rolled(events)).toEqual([[die]]);
    if (outcome === "kill") expect(state.zombies.z1).toBeUndefined();
    else expect(state.zombies.z1!.pos).toEqual(outcome === "shove" ? sq(12, 1) : sq(11, 1));
    expect(state.humanTurn.actionsLeft).toBe(3);
  });

  test("house §9.2 chainsaw Oops: the wielder takes 1 wound and loses the remaining actions", () => {
    const { state, events } = act(duel("chainsaw", [1]), "human1", ATTACK());
    expect(state.humans.max!.wounds).toBe(1);
    expect(evOf(events, "wound")[0]!.rule).toBe("house §9.2");
    expect(state.humanTurn.done).toContain("max");
    expect(state.zombies.z1).toBeDefined();
  });

  test("house §9.5 a chainsaw Oops that would kill is cancelled by a held Med-Pak (standing policy of wounds.ts)", () => {
    const s = duel("chainsaw", [1], undefined, "kostya", { wounds: 2, items: ["med-pak"] });
    const { state } = act(s, "human1", ATTACK("kostya"));
    expect(state.humans.kostya!.alive).toBe(true);
    expect(state.humans.kostya!.wounds).toBe(2);
    expect(state.humans.kostya!.items).toEqual([]);
  });

  test("house §9.2 a chainsaw Oops can kill its wielder", () => {
    const s = duel("chainsaw", [1], undefined, "kostya", { wounds: 2 });
    const { state } = act(s, "human1", ATTACK("kostya"));
    expect(state.humans.kostya!.alive).toBe(false);
  });
});

describe("house §9.1 / G14 pushes", () => {
  test("house G14 a shove pushes a chain of zombies one square along the facing", () => {
    const { state } = act(duel("kitchen-knife", [5], [{ id: "z1", at: [11, 1] }, { id: "z2", at: [12, 1] }, { id: "z3", at: [13, 1] }]), "human1", ATTACK());
    expect([state.zombies.z1!.pos, state.zombies.z2!.pos, state.zombies.z3!.pos]).toEqual([sq(12, 1), sq(13, 1), sq(14, 1)]);
  });

  test("house §9.1 a push blocked by a human moves nothing", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "E", weapon: "kitchen-knife" }, { id: "olga", at: [13, 1] }], zombies: [{ id: "z1", at: [11, 1] }, { id: "z2", at: [12, 1] }], dice: [5] });
    const { state, events } = act(s, "human1", ATTACK());
    expect([state.zombies.z1!.pos, state.zombies.z2!.pos]).toEqual([sq(11, 1), sq(12, 1)]);
    expect(evOf(events, "pushBlocked")).toHaveLength(1);
  });

  test("[H-B8] a push is blocked by a wall, a window or the board edge", () => {
    const wall = scenario({ humans: [{ id: "max", at: [1, 4], facing: "E", weapon: "kitchen-knife" }], zombies: [{ id: "z1", at: [2, 4] }, { id: "z2", at: [3, 4] }], dice: [5] });
    const a = act(wall, "human1", ATTACK()).state;
    expect([a.zombies.z1!.pos, a.zombies.z2!.pos]).toEqual([sq(2, 4), sq(3, 4)]);
    const win = scenario({ humans: [{ id: "max", at: [1, 5], facing: "E", weapon: "kitchen-knife" }], zombies: [{ id: "z1", at: [2, 5] }, { id: "z2", at: [3, 5] }], dice: [5] });
    const b = act(win, "human1", ATTACK()).state;
    expect([b.zombies.z1!.pos, b.zombies.z2!.pos]).toEqual([sq(2, 5), sq(3, 5)]);
    const rim = scenario({ humans: [{ id: "max", at: [18, 0], facing: "E", weapon: "kitchen-knife" }], zombies: [{ id: "z1", at: [19, 0] }], dice: [5] });
    expect(act(rim, "human1", ATTACK()).state.zombies.z1!.pos).toEqual(sq(19, 0));
  });

  test("house §9.1 a push through an open doorway is allowed; a barricaded one blocks it", () => {
    const s = scenario({ humans: [{ id: "max", at: [6, 6], facing: "S", weapon: "kitchen-knife" }], zombies: [{ id: "z1", at: [6, 7] }], dice: [5] });
    expect(act(s, "human1", ATTACK()).state.zombies.z1!.pos).toEqual(sq(6, 8));
    const b = scenario({ humans: [{ id: "max", at: [6, 6], facing: "S", weapon: "kitchen-knife" }], zombies: [{ id: "z1", at: [6, 7] }], dice: [5], barricades: [edge([6, 7], [6, 8])] });
    expect(act(b, "human1", ATTACK()).state.zombies.z1!.pos).toEqual(sq(6, 7));
  });

  test("house §16 a pushed crawler loses its climb mark", () => {
    const s = duel("kitchen-knife", [5], [{ id: "c1", at: [11, 1], kind: "crawler" }]);
    s.zombies.c1!.climbing = "whatever";
    const { state } = act(s, "human1", ATTACK());
    expect(state.zombies.c1!.pos).toEqual(sq(12, 1));
    expect(state.zombies.c1!.climbing).toBeNull();
  });
});

describe("house §9.2 pistol and rifle", () => {
  test.each([
    [6, "kill"],
    [5, "shove"],
    [4, "miss"],
    [2, "miss"],
  ] as const)("house §9.2 pistol rolling %i: %s", (die, outcome) => {
    const { state } = act(duel("pistol", [die], [{ id: "z1", at: [13, 1] }]), "human1", ATTACK());
    if (outcome === "kill") expect(state.zombies.z1).toBeUndefined();
    else expect(state.zombies.z1!.pos).toEqual(outcome === "shove" ? sq(14, 1) : sq(13, 1));
    expect(state.humans.max!.weapon!.ammoOut).toBe(false);
  });

  test("house §9.2 a firearm Oops (natural 1): the shot misses, the gun is out of ammo and the figure keeps its actions", () => {
    const { state } = act(duel("pistol", [1], [{ id: "z1", at: [13, 1] }]), "human1", ATTACK());
    expect(state.zombies.z1).toBeDefined();
    expect(state.humans.max!.weapon!.ammoOut).toBe(true);
    expect(state.humanTurn.actionsLeft).toBe(3);
  });

  test("house §2.7 the pistol reaches the first figure within 5 squares; the rifle within 10", () => {
    act(duel("pistol", [2], [{ id: "z1", at: [15, 1] }]), "human1", ATTACK());
    refused(duel("pistol", [], [{ id: "z1", at: [16, 1] }]), "human1", ATTACK(), "house.noFigureInLine", { weapon: "pistol", range: 5 });
    act(duel("rifle", [2], [{ id: "z1", at: [19, 1] }]), "human1", ATTACK());
    const far = scenario({ humans: [{ id: "max", at: [0, 0], facing: "E", weapon: "rifle" }], zombies: [{ id: "z1", at: [11, 0] }] });
    refused(far, "human1", ATTACK(), "house.noFigureInLine", { weapon: "rifle", range: 10 });
  });

  test("house §9.2 the rifle kills on 5–6", () => {
    const { state } = act(duel("rifle", [5], [{ id: "z1", at: [18, 1] }]), "human1", ATTACK());
    expect(state.zombies.z1).toBeUndefined();
  });

  test("house G12 a pistol or rifle may fire only when the first figure in line is a zombie: a human in front blocks", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "E", weapon: "pistol" }, { id: "olga", at: [12, 1] }], zombies: [{ id: "z1", at: [13, 1] }] });
    refused(s, "human1", ATTACK(), "house.humanInLine", { figure: "olga" });
  });

  test("house §2.7 the line of fire passes windows and doorways and stops at walls, barricades and obstacles", () => {
    // through W3 from the yard into the living room
    const w = scenario({ humans: [{ id: "max", at: [1, 5], facing: "E", weapon: "pistol" }], zombies: [{ id: "z1", at: [5, 5] }], dice: [6] });
    expect(act(w, "human1", ATTACK()).state.zombies.z1).toBeUndefined();
    const b = scenario({ humans: [{ id: "max", at: [1, 5], facing: "E", weapon: "pistol" }], zombies: [{ id: "z1", at: [5, 5] }], barricades: [edge([3, 5], [4, 5])] });
    refused(b, "human1", ATTACK(), "house.noFigureInLine", { weapon: "pistol", range: 5 });
    const wall = scenario({ humans: [{ id: "max", at: [1, 4], facing: "E", weapon: "rifle" }], zombies: [{ id: "z1", at: [5, 4] }] });
    refused(wall, "human1", ATTACK(), "house.noFigureInLine", { weapon: "rifle", range: 10 });
    const sofa = scenario({ humans: [{ id: "max", at: [4, 4], facing: "E", weapon: "rifle" }], zombies: [{ id: "z1", at: [8, 4] }] });
    refused(sofa, "human1", ATTACK(), "house.noFigureInLine", { weapon: "rifle", range: 10 });
    const door = scenario({ humans: [{ id: "max", at: [8, 4], facing: "E", weapon: "rifle" }], zombies: [{ id: "z1", at: [11, 4] }], dice: [6] });
    expect(act(door, "human1", ATTACK()).state.zombies.z1).toBeUndefined();
  });

  test("house G12 an empty pistol fights bare-handed (confirming roll, melee Oops)", () => {
    const s = duel("pistol", [6, 6], undefined, "olga", { ammoOut: true });
    const { state, events } = act(s, "human1", ATTACK("olga"));
    expect(rolled(events)).toEqual([[6], [6]]);
    expect(state.zombies.z1).toBeUndefined();
    const far = duel("pistol", [], [{ id: "z1", at: [13, 1] }], "olga", { ammoOut: true });
    refused(far, "human1", ATTACK("olga"), "house.noZombieFaced", { figure: "olga", dir: "E" });
  });

  test("house G12 an empty rifle works as a baseball bat: 5 kills, a 1 is a melee Oops", () => {
    const k = act(duel("rifle", [5], undefined, "max", { ammoOut: true }), "human1", ATTACK());
    expect(k.state.zombies.z1).toBeUndefined();
    const o = act(duel("rifle", [1], undefined, "max", { ammoOut: true }), "human1", ATTACK());
    expect(o.state.humanTurn.done).toContain("max");
  });
});

describe("house §9.2 Ammo", () => {
  test("house §9.2 standing policy: a held Ammo always cancels a firearm Oops (card discarded, gun stays loaded, the die misses)", () => {
    const { state, events } = act(duel("pistol", [1], [{ id: "z1", at: [13, 1] }], "max", { items: ["ammo", "med-pak"] }), "human1", ATTACK());
    expect(state.humans.max!.weapon!.ammoOut).toBe(false);
    expect(state.humans.max!.items).toEqual(["med-pak"]);
    expect(state.zombies.z1).toBeDefined();
    expect(evOf(events, "oopsCancelled")[0]!.by).toBe("ammo");
  });

  test("house §9.2 reload: 1 action and an Ammo card load an empty firearm", () => {
    const s = duel("rifle", [], [], "max", { ammoOut: true, items: ["ammo"] });
    const { state } = act(s, "human1", { type: "reload", figure: "max" });
    expect(state.humans.max!.weapon!.ammoOut).toBe(false);
    expect(state.humans.max!.items).toEqual([]);
    expect(state.humanTurn.actionsLeft).toBe(3);
  });

  test("house §9.2 reload is refused for a loaded gun, a melee weapon, no weapon or no Ammo", () => {
    refused(duel("rifle", [], [], "max", { items: ["ammo"] }), "human1", { type: "reload", figure: "max" }, "house.loaded", { weapon: "rifle" });
    refused(duel("kitchen-knife", [], [], "max", { items: ["ammo"] }), "human1", { type: "reload", figure: "max" }, "house.noFirearm", { figure: "max" });
    refused(duel(null, [], [], "max", { items: ["ammo"] }), "human1", { type: "reload", figure: "max" }, "house.noFirearm", { figure: "max" });
    refused(duel("pistol", [], [], "max", { ammoOut: true }), "human1", { type: "reload", figure: "max" }, "house.noAmmoCard", { figure: "max" });
  });
});

/** Shooter at (4,14) facing E in the south yard: centre lane (5..9,14), left lane (5..7,13) ends at the bush (8,13), right lane (5..9,15). */
function yardShot(weapon: "shotgun" | "double-barrel-shotgun", dice: number[], zombies: ZombieSpec[], humans: HumanSpec[] = [], items: HumanSpec["items"] = []): HouseState {
  return scenario({ humans: [{ id: "max", at: [4, 14], facing: "E", weapon, items }, ...humans], zombies, dice });
}

describe("house G13 shotgun box", () => {
  test("house G13 every figure in the box is rolled for, by distance then centre, left, right; kills on 5–6; a 6 wounds a human (C5)", () => {
    const s = yardShot("shotgun", [6, 5, 2, 6], [{ id: "c1", at: [5, 14] }, { id: "l1", at: [5, 13] }, { id: "r2", at: [6, 15] }], [{ id: "olga", at: [7, 14] }]);
    const { state, events } = act(s, "human1", ATTACK());
    expect(rolled(events)).toEqual([[6, 5, 2, 6]]);
    expect(state.zombies.c1).toBeUndefined();
    expect(state.zombies.l1).toBeUndefined();
    expect(state.zombies.r2!.pos).toEqual(sq(6, 15));
    expect(state.humans.olga!.wounds).toBe(1);
  });

  test("house G13 lanes end at obstacles; a zombie beyond is not in the box and alone it makes the shot illegal", () => {
    const s = scenario({ humans: [{ id: "max", at: [6, 14], facing: "E", weapon: "shotgun" }], zombies: [{ id: "z1", at: [10, 13] }] });
    refused(s, "human1", ATTACK(), "house.noZombieInBox", { weapon: "shotgun" });
  });

  test("house G13 a side lane is used only if the shooter reaches its first (diagonal) square", () => {
    // (8,6) facing S: the centre is a wall, the right lane starts at (7,7) (reached via the archway), the left at (9,7) (wall corner: not reached)
    const no = scenario({ humans: [{ id: "max", at: [8, 6], facing: "S", weapon: "shotgun" }], zombies: [{ id: "z1", at: [9, 7] }] });
    refused(no, "human1", ATTACK(), "house.noZombieInBox", { weapon: "shotgun" });
    const yes = scenario({ humans: [{ id: "max", at: [8, 6], facing: "S", weapon: "shotgun" }], zombies: [{ id: "z1", at: [7, 7] }, { id: "z2", at: [9, 7] }], dice: [6] });
    const { state, events } = act(yes, "human1", ATTACK());
    expect(rolled(events)).toEqual([[6]]);
    expect(state.zombies.z1).toBeUndefined();
    expect(state.zombies.z2).toBeDefined();
  });

  test("house G13 only humans in the box: the shotgun may not fire", () => {
    refused(yardShot("shotgun", [], [], [{ id: "olga", at: [6, 14] }]), "human1", ATTACK(), "house.noZombieInBox", { weapon: "shotgun" });
  });

  test("house C5 against a human the shotgun uses the base chart: 5 pushes, 2–4 miss", () => {
    const s = yardShot("shotgun", [6, 5, 3], [{ id: "z1", at: [5, 14] }], [{ id: "olga", at: [6, 13] }, { id: "kostya", at: [7, 15] }]);
    // order: d1 centre z1; d2 left olga (6,13); d3 right kostya (7,15)
    const { state } = act(s, "human1", ATTACK());
    expect(state.humans.olga!.pos).toEqual(sq(7, 13));
    expect(state.humans.olga!.wounds).toBe(0);
    expect(state.humans.kostya!.pos).toEqual(sq(7, 15));
    expect(state.humans.kostya!.wounds).toBe(0);
  });

  test("house G13 pushes resolve farthest first along the facing; a pushed human is blocked by any figure (G14)", () => {
    const s = yardShot("shotgun", [2, 5, 5], [{ id: "z1", at: [5, 13] }], [{ id: "olga", at: [6, 14] }, { id: "kostya", at: [7, 14] }]);
    const { state } = act(s, "human1", ATTACK());
    expect(state.humans.kostya!.pos).toEqual(sq(8, 14));
    expect(state.humans.olga!.pos).toEqual(sq(7, 14));
    const blocked = yardShot("shotgun", [2, 5], [{ id: "z1", at: [5, 13] }, { id: "z2", at: [7, 14] }], [{ id: "olga", at: [6, 14] }]);
    const b = act(blocked, "human1", ATTACK()).state;
    expect(b.humans.olga!.pos).toEqual(sq(6, 14));
  });

  test("house G13 any natural 1 misses and empties the gun after the shot; the other dice still count", () => {
    const s = yardShot("shotgun", [1, 6], [{ id: "z1", at: [5, 14] }, { id: "z2", at: [6, 14] }]);
    const { state } = act(s, "human1", ATTACK());
    expect(state.zombies.z1).toBeDefined();
    expect(state.zombies.z2).toBeUndefined();
    expect(state.humans.max!.weapon!.ammoOut).toBe(true);
  });

  test("house G13 one Ammo cancels the Oops of a shot even with two 1s", () => {
    const s = yardShot("shotgun", [1, 1], [{ id: "z1", at: [5, 14] }, { id: "z2", at: [6, 14] }], [], ["ammo", "ammo"]);
    const { state } = act(s, "human1", ATTACK());
    expect(state.humans.max!.weapon!.ammoOut).toBe(false);
    expect(state.humans.max!.items).toEqual(["ammo"]);
  });

  test("house G12 an empty shotgun works as a baseball bat on the faced square", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 14], facing: "E", weapon: "shotgun", ammoOut: true }], zombies: [{ id: "z1", at: [5, 14] }, { id: "z2", at: [6, 14] }], dice: [5] });
    const { state, events } = act(s, "human1", ATTACK());
    expect(rolled(events)).toEqual([[5]]);
    expect(state.zombies.z1).toBeUndefined();
    expect(state.zombies.z2).toBeDefined();
    refused(scenario({ humans: [{ id: "max", at: [4, 14], facing: "E", weapon: "shotgun", ammoOut: true }], zombies: [{ id: "z2", at: [6, 14] }] }), "human1", ATTACK(), "house.noZombieFaced", { figure: "max", dir: "E" });
  });
});

describe("house G15 double-barrel shotgun and Jammed!", () => {
  test("house G15 the double-barrel ignores the first Oops after a reload (spare spent), the next Oops empties it", () => {
    const s = yardShot("double-barrel-shotgun", [1, 1], [{ id: "z1", at: [5, 14] }]);
    expect(s.humans.max!.weapon!.spare).toBe(true);
    const a = act(s, "human1", ATTACK());
    expect(a.state.humans.max!.weapon).toEqual({ card: "double-barrel-shotgun", ammoOut: false, spare: false });
    const b = act(a.state, "human1", ATTACK());
    expect(b.state.humans.max!.weapon!.ammoOut).toBe(true);
  });

  test("house G15 the spare is used before an Ammo card; a reload gives the spare back", () => {
    const s = yardShot("double-barrel-shotgun", [1], [{ id: "z1", at: [5, 14] }], [], ["ammo"]);
    const a = act(s, "human1", ATTACK()).state;
    expect(a.humans.max!.items).toEqual(["ammo"]);
    const t = JSON.parse(JSON.stringify(a)) as HouseState;
    t.humans.max!.weapon = { card: "double-barrel-shotgun", ammoOut: true, spare: false };
    const r = act(t, "human1", { type: "reload", figure: "max" }).state;
    expect(r.humans.max!.weapon).toEqual({ card: "double-barrel-shotgun", ammoOut: false, spare: true });
  });

  test("house G15 Jammed! fires before the roll: no dice, the gun is empty, neither Ammo nor the spare helps; the shot counts as an attack (G32)", () => {
    const s = yardShot("double-barrel-shotgun", [], [{ id: "z1", at: [5, 14] }], [], ["ammo"]);
    s.zombieHand = ["jammed", "smash"];
    s.armed = [{ card: "jammed", figure: "any" }];
    const rndBefore = JSON.stringify(s.rnd);
    const { state, events } = act(s, "human1", ATTACK());
    expect(rolled(events)).toEqual([]);
    expect(JSON.stringify(state.rnd)).toBe(rndBefore);
    expect(state.humans.max!.weapon!.ammoOut).toBe(true);
    expect(state.humans.max!.items).toEqual(["ammo"]);
    expect(state.zombies.z1).toBeDefined();
    expect(state.zombieDiscard).toEqual(["jammed"]);
    expect(state.zombieHand).toEqual(["smash"]);
    expect(state.armed).toEqual([]);
    expect(evOf(events, "reaction")[0]!.card).toBe("jammed");
    expect(state.activity.attackOrSearch).toBe(true);
    expect(state.humanTurn.actionsLeft).toBe(3);
  });

  test("house C8 Jammed! does not fire on a melee attack or an empty gun used as a club", () => {
    const s = duel("rifle", [2], undefined, "max", { ammoOut: true });
    s.zombieHand = ["jammed"];
    s.armed = [{ card: "jammed", figure: "max" }];
    const { state } = act(s, "human1", ATTACK());
    expect(state.armed).toEqual([{ card: "jammed", figure: "max" }]);
    expect(state.zombieHand).toEqual(["jammed"]);
  });
});

describe("house §12 Lena's Marksman", () => {
  const lena = (dice: number[], zombies: ZombieSpec[] = [{ id: "z1", at: [13, 1] }], extra: Partial<HumanSpec> = {}) =>
    scenario({ humans: [{ id: "lena", at: [10, 1], facing: "E", ...extra }], zombies, dice });

  test("house §12 Lena may reroll one firearm die and must keep the new result; once per Human turn", () => {
    const s = lena([3, 6, 2]);
    const a = act(s, "human1", ATTACK("lena"));
    expect(a.state.pending[0]).toMatchObject({ kind: "reroll", seats: ["human1"], mode: "one", passed: [], figure: "lena", dice: [3] });
    expect(house.legalActions(a.state, "human1")).toEqual([{ type: "reroll", die: 0 }, { type: "keepRoll" }]);
    const b = act(a.state, "human1", { type: "reroll", die: 0 });
    expect(b.state.zombies.z1).toBeUndefined();
    expect(b.state.humanTurn.specialsUsed).toContain("marksman:lena");
    expect(b.state.pending).toEqual([]);
    // second shot this turn: no reroll offered
    const t = JSON.parse(JSON.stringify(b.state)) as HouseState;
    t.zombies.z2 = { id: "z2", kind: "zombie", pos: sq(12, 1), counted: true, climbing: null, noActions: false };
    const c = act(t, "human1", ATTACK("lena"));
    expect(c.state.pending).toEqual([]);
    expect(c.state.zombies.z2).toBeDefined();
  });

  test("house §12 keeping the roll leaves the Marksman unused for a later shot", () => {
    const a = act(lena([3]), "human1", ATTACK("lena"));
    const b = act(a.state, "human1", { type: "keepRoll" });
    expect(b.state.zombies.z1!.pos).toEqual(sq(13, 1));
    expect(b.state.humanTurn.specialsUsed).toEqual([]);
    expect(b.state.pending).toEqual([]);
  });

  test("house §12 no reroll is offered when every die already kills a zombie", () => {
    const { state } = act(lena([6]), "human1", ATTACK("lena"));
    expect(state.pending).toEqual([]);
    expect(state.zombies.z1).toBeUndefined();
  });

  test("house G2 Lena rerolls a 1 before the Oops is settled: no Ammo is spent, the gun stays loaded", () => {
    const a = act(lena([1, 4], undefined, { items: ["ammo"] }), "human1", ATTACK("lena"));
    const b = act(a.state, "human1", { type: "reroll", die: 0 });
    expect(b.state.humans.lena!.items).toEqual(["ammo"]);
    expect(b.state.humans.lena!.weapon!.ammoOut).toBe(false);
  });

  test("house §12 the reroll is for firearm dice only: Lena's empty pistol fights bare-handed with no offer", () => {
    const { state } = act(lena([3], [{ id: "z1", at: [11, 1] }], { ammoOut: true }), "human1", ATTACK("lena"));
    expect(state.pending).toEqual([]);
  });

  test("house §12 a reroll die index outside the shot is refused; only Lena's seat may answer", () => {
    const s = scenario({ humans: [{ id: "lena", at: [10, 1], facing: "E" }, { id: "max", at: [0, 0], seat: "human2" }], zombies: [{ id: "z1", at: [13, 1] }], dice: [3] });
    const a = act(s, "human1", ATTACK("lena")).state;
    refused(a, "human1", { type: "reroll", die: 1 }, "house.rerollDie", { max: 0 });
    expect(house.legalActions(a, "human2")).toEqual([]);
    expectRefusal(() => house.apply(a, "human2", { type: "keepRoll" }), "msg.notYourTurn", { seat: "human2" });
  });

  test("house G13 Lena's shotgun: she may reroll one die of the box", () => {
    const s = scenario({ humans: [{ id: "lena", at: [4, 14], facing: "E", weapon: "shotgun" }], zombies: [{ id: "z1", at: [5, 14] }, { id: "z2", at: [6, 14] }], dice: [6, 2, 5] });
    const a = act(s, "human1", ATTACK("lena"));
    expect(a.state.pending[0]).toMatchObject({ kind: "reroll", dice: [6, 2] });
    const b = act(a.state, "human1", { type: "reroll", die: 1 });
    expect(b.state.zombies).toEqual({});
  });
});

describe("house G17 combat across the cellar link", () => {
  const cellar = (humans: HumanSpec[], zombies: ZombieSpec[], dice: number[] = [], barricades: string[] = []) => {
    const s = scenario({ humans, zombies, dice, barricades });
    s.cellar = { revealed: true, door: "S2" };
    return s;
  };

  test("house G17 a human facing the cellar-door square attacks the top stair; a 5 shoves nothing across the link", () => {
    const s = cellar([{ id: "max", at: [8, 6], facing: "E", weapon: "kitchen-knife" }], [{ id: "z1", at: [0, 0, 1] }], [5]);
    const { state, events } = act(s, "human1", ATTACK());
    expect(state.zombies.z1!.pos).toEqual(sq(0, 0, 1));
    expect(evOf(events, "shove")).toHaveLength(1);
    expect(evOf(events, "push")).toEqual([]);
    const k = cellar([{ id: "max", at: [9, 5], facing: "S", weapon: "pistol" }], [{ id: "z1", at: [0, 0, 1] }], [6]);
    expect(act(k, "human1", ATTACK()).state.zombies.z1).toBeUndefined();
  });

  test("house G17 a human on the top stair chooses a linked square to attack", () => {
    const s = cellar([{ id: "max", at: [0, 0, 1], facing: "S", weapon: "baseball-bat" }], [{ id: "z1", at: [9, 5] }], [5]);
    expect(house.legalActions(s, "human1").filter((a) => a.type === "attack")).toEqual([{ type: "attack", figure: "max", at: sq(9, 5) }]);
    refused(s, "human1", { type: "attack", figure: "max", at: sq(8, 6) }, "house.noZombieFaced", { figure: "max", dir: "S" });
    refused(s, "human1", { type: "attack", figure: "max", at: sq(8, 5) }, "house.cellarAttack", { figure: "max" });
    const { state } = act(s, "human1", { type: "attack", figure: "max", at: sq(9, 5) });
    expect(state.zombies.z1).toBeUndefined();
  });

  test("house G17 a barricaded cellar door stops attacks both ways", () => {
    const a = cellar([{ id: "max", at: [8, 6], facing: "E" }], [{ id: "z1", at: [0, 0, 1] }], [], ["link"]);
    refused(a, "human1", ATTACK(), "house.noZombieFaced", { figure: "max", dir: "E" });
    const b = cellar([{ id: "max", at: [0, 0, 1], facing: "S" }], [{ id: "z1", at: [9, 5] }], [], ["link"]);
    refused(b, "human1", { type: "attack", figure: "max", at: sq(9, 5) }, "house.cellarAttack", { figure: "max" });
  });

  test("house G17 a figure not on the top stair may not name a square", () => {
    const s = cellar([{ id: "max", at: [10, 1], facing: "E" }], [{ id: "z1", at: [11, 1] }]);
    refused(s, "human1", { type: "attack", figure: "max", at: sq(11, 1) }, "house.cellarAttack", { figure: "max" });
  });
});

describe("house G32 / C2 attack bookkeeping", () => {
  test("house G32 every declared human attack marks the How-boring activity", () => {
    const s = duel("kitchen-knife", [3]);
    expect(s.activity.attackOrSearch).toBe(false);
    expect(act(s, "human1", ATTACK()).state.activity.attackOrSearch).toBe(true);
  });

  test("house C2 no attack while sharing a square", () => {
    const s = scenario({ humans: [{ id: "max", at: [9, 1], facing: "E" }, { id: "olga", at: [10, 1] }], zombies: [{ id: "z1", at: [11, 1] }] });
    const on = act(s, "human1", { type: "move", figure: "max", dir: "E" }).state;
    refused(on, "human1", ATTACK(), "house.sharesSquare", { figure: "max", figure2: "olga" });
  });

  test("house §9.1 attacking again is allowed while actions remain", () => {
    const r = acts(duel("kitchen-knife", [2, 3, 4]), "human1", ATTACK(), ATTACK(), ATTACK());
    expect(r.state.humanTurn.actionsLeft).toBe(1);
    expect(rolled(r.events)).toEqual([[2], [3], [4]]);
  });
});
