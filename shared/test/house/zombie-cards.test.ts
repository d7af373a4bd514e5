import { house } from "../../src/house";
import { expectRefusal, expectRefusalError } from "../refusal";
import { isHouseSq, manhattan } from "../../src/house/geometry";
import type { HouseState, ZombieCardId } from "../../src/house/types";
import { edge, legalOf, play, scenario, type HumanSpec, type ScenarioSpec } from "./fixture";
import { eventsOf, expectRefused, placeSquares, zombieTurnFrom, zplay } from "./zombie-support";

const at = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });
const W3 = edge([3, 5], [4, 5]);
const LENA: HumanSpec = { id: "lena", at: [10, 7] };

/** Step 4 of a Zombie turn (the spawn made at (0,15)), with `hand` in the Zombie player's hand. */
function cardStep(hand: ZombieCardId[], spec: Partial<ScenarioSpec> = {}, mutate?: (s: HouseState) => void): HouseState {
  const { state } = zombieTurnFrom({ humans: [LENA], ...spec, zombieHand: hand }, mutate);
  const s = state.zombieTurn.placements.length ? zplay(state, { type: "placeZombie", at: at(0, 15) }).state : state;
  expect(s.zombieTurn.step).toBe("cards");
  return s;
}

describe("zombie cards (H-B14, house §14)", () => {
  test("[H-B14] the Zombie player uses the cards dealt at the start as each card says: Stench of Fear doubles every zombie's actions", () => {
    const s0 = cardStep(["stench-of-fear", "smash"], { zombies: [{ id: "a", at: [0, 0] }, { id: "b", at: [0, 2] }] });
    expect(legalOf(s0, "zombie", "playCard")).toEqual([{ type: "playCard", card: "stench-of-fear" }]);
    const { state: s1, events } = zplay(s0, { type: "playCard", card: "stench-of-fear" }, { type: "beginActivation" });
    expect(eventsOf(events, "zombieCard")).toEqual([expect.objectContaining({ card: "stench-of-fear", rule: "house §14 #1" })]);
    expect(s1.zombieHand).toEqual(["smash"]);
    expect(s1.zombieDiscard).toEqual(["stench-of-fear"]);
    const moves = Array.from({ length: 4 }, () => ({ type: "zMove", zombie: "a", dir: "E" }));
    const s2 = zplay(s1, ...moves).state;
    expect(s2.zombies.a!.pos).toEqual(at(4, 0));
    expect(s2.zombieTurn.done).toEqual(["a"]);
    // the zombie that activates later has 4 actions too (G25)
    expect(zplay(s2, { type: "zMove", zombie: "b", dir: "E" }).state.zombieTurn.actionsLeft).toBe(3);
    expectRefused(s0, "zombie", { type: "playCard", card: "horde" }, "house.noCardInHand", { card: "horde" });
  });

  test("house §14 #2 Dead Resident places 1 uncounted zombie on a free house-room square with no human, at distance ≥ 4, even in edge mode (C4)", () => {
    const s0 = cardStep(["dead-resident"]);
    const { state: s1 } = zplay(s0, { type: "playCard", card: "dead-resident" });
    expect(s1.zombieTurn.placements).toEqual([{ reason: "dead-resident", left: 1, counted: false, kind: "zombie" }]);
    const squares = legalOf(s1, "zombie", "placeZombie").map((a) => a.at as { x: number; y: number; z: 0 });
    expect(squares.length).toBeGreaterThan(20);
    for (const q of squares) {
      expect(isHouseSq(s1, q)).toBe(true);
      expect(manhattan(q, at(10, 7))).toBeGreaterThanOrEqual(4);
      expect(q.y).not.toBe(7); // the hall holds Lena
    }
    expectRefused(s1, "zombie", { type: "placeZombie", at: at(0, 0) }, "house.badSquare", { sq: "0,0,0", placement: "dead-resident", why: { key: "house.squareRoom", params: {} } });
    const { state: s2, events } = zplay(s1, { type: "placeZombie", at: at(4, 4) });
    expect(s2.zombies.z101).toMatchObject({ pos: at(4, 4), counted: false });
    expect(eventsOf(events, "zombiePlaced")[0]).toMatchObject({ reason: "dead-resident", rule: "house §14 #2" });
    expect(s2.zombieTurn.step).toBe("cards");
  });

  test("house §14 #3 Smash! removes any one barricade, also between zombie actions", () => {
    const s0 = scenario({ humans: [LENA], zombies: [{ id: "a", at: [0, 0] }], turn: "zombie", zombieHand: ["smash"], barricades: [W3, edge([3, 7], [4, 7])] });
    const s1 = zplay(s0, { type: "zMove", zombie: "a", dir: "E" }).state;
    expect(legalOf(s1, "zombie", "playCard")).toHaveLength(2);
    const { state, events } = zplay(s1, { type: "playCard", card: "smash", edge: W3 });
    expect(state.barricades).toEqual([edge([3, 7], [4, 7])]);
    expect(eventsOf(events, "barricadeBroken")).toEqual([expect.objectContaining({ edge: W3, rule: "house §14 #3" })]);
    // the active zombie goes on
    expect(state.zombieTurn.active).toBe("a");
    expectRefused(s1, "zombie", { type: "playCard", card: "smash", edge: edge([5, 2], [5, 3]) }, "house.noBarricadeOn", { opening: "5,2|5,3" });
  });

  test("house §14 #5 Shambling Charge gives the active or an unactivated zombie 2 more actions, never a finished one (G25)", () => {
    const s0 = scenario({ humans: [LENA], zombies: [{ id: "a", at: [0, 0] }, { id: "b", at: [0, 2] }, { id: "c", at: [0, 4] }], turn: "zombie", zombieHand: ["shambling-charge"] });
    const s1 = zplay(s0, { type: "zMove", zombie: "a", dir: "E" }, { type: "zMove", zombie: "b", dir: "E" }).state;
    expect(legalOf(s1, "zombie", "playCard").map((a) => a.zombie).sort()).toEqual(["b", "c"]);
    expectRefused(s1, "zombie", { type: "playCard", card: "shambling-charge", zombie: "a" }, "house.cardTarget", { card: "shambling-charge", zombie: "a" });
    const active = zplay(s1, { type: "playCard", card: "shambling-charge", zombie: "b" }).state;
    expect(active.zombieTurn.actionsLeft).toBe(3);
    const later = zplay(s1, { type: "playCard", card: "shambling-charge", zombie: "c" }, { type: "zMove", zombie: "c", dir: "E" }).state;
    expect(later.zombieTurn.actionsLeft).toBe(3);
  });

  test("house §14 #10 Horde spawns 2 more counted zombies by the normal spawn rules; as many as the cap allows (G20)", () => {
    const s0 = cardStep(["horde"], { humans: [LENA, { id: "max", at: [12, 7] }] });
    const { state: s1 } = zplay(s0, { type: "playCard", card: "horde" });
    expect(s1.zombieTurn.placements).toEqual([{ reason: "horde", left: 2, counted: true, kind: "zombie" }]);
    expect(placeSquares(s1)).toHaveLength(67); // 68 edge squares less the spawn at (0,15)
    expectRefused(s1, "zombie", { type: "beginActivation" }, "house.placeFirst");
    const s2 = zplay(s1, { type: "placeZombie", at: at(19, 0) }, { type: "placeZombie", at: at(19, 15) }).state;
    expect(Object.values(s2.zombies).filter((z) => z.counted)).toHaveLength(3);
    expect(s2.zombieTurn.placements).toEqual([]);
    // one figure, cap 4, three counted zombies: only one of the Horde fits
    const tight = cardStep(["horde"], { zombies: [{ id: "a", at: [0, 0] }, { id: "b", at: [0, 2] }] });
    const h1 = zplay(tight, { type: "playCard", card: "horde" }, { type: "placeZombie", at: at(19, 0) });
    expect(eventsOf(h1.events, "placementLost")).toEqual([expect.objectContaining({ reason: "horde", lost: 1, rule: "house §13.2" })]);
    expect(h1.state.zombieTurn.placements).toEqual([]);
  });

  test("house §14 #11 Hungry Eyes moves one zombie up to 2 squares free; a window takes both; it passes zombies, not humans, and ends on a free square", () => {
    const s0 = scenario({
      humans: [{ id: "lena", at: [1, 2] }],
      zombies: [{ id: "a", at: [3, 5] }, { id: "b", at: [0, 0] }, { id: "c", at: [1, 0] }],
      turn: "zombie",
      zombieHand: ["hungry-eyes"],
    });
    const win = zplay(s0, { type: "playCard", card: "hungry-eyes", zombie: "a", path: ["E"] });
    expect(win.state.zombies.a!.pos).toEqual(at(4, 5));
    expect(eventsOf(win.events, "zombieMoved")).toEqual([expect.objectContaining({ window: true, free: true, rule: "house §14 #11" })]);
    expect(win.state.zombieTurn.active).toBeNull();
    expectRefused(s0, "zombie", { type: "playCard", card: "hungry-eyes", zombie: "a", path: ["E", "E"] }, "house.hungryWindow");
    const through = zplay(s0, { type: "playCard", card: "hungry-eyes", zombie: "b", path: ["E", "E"] }).state;
    expect(through.zombies.b!.pos).toEqual(at(2, 0));
    expectRefused(s0, "zombie", { type: "playCard", card: "hungry-eyes", zombie: "b", path: ["E"] }, "house.hungryEnd", { sq: "1,0,0" });
    expectRefused(s0, "zombie", { type: "playCard", card: "hungry-eyes", zombie: "c", path: ["S", "S"] }, "house.humanSquare", { sq: "1,2,0" });
    // the legal list holds exactly the accepted paths of b (W and N leave the board; E alone ends on c;
    // E,W and S,N come back to b's own square, which is free)
    const paths = legalOf(s0, "zombie", "playCard")
      .filter((a) => a.zombie === "b")
      .map((a) => (a.path as string[]).join(""))
      .sort();
    expect(paths).toEqual(["EE", "ES", "EW", "S", "SE", "SN", "SS"]);
  });

  test("house §14 #14 Something Below: unplayable until the cellar is revealed (G24); then 1 bonus zombie on a free cellar square no human reaches, which may act this turn (G3)", () => {
    const hidden = scenario({ humans: [LENA], turn: "zombie", zombieHand: ["something-below"] });
    expectRefused(hidden, "zombie", { type: "playCard", card: "something-below" }, "house.belowCellar");
    // Olga stands on link square (8,6) of the cellar door S2: she reaches st0
    const s0 = scenario({ humans: [{ id: "olga", at: [8, 6] }], turn: "zombie", zombieHand: ["something-below"] });
    s0.cellar = { revealed: true, door: "S2" };
    const { state: s1 } = zplay(s0, { type: "playCard", card: "something-below" });
    const squares = placeSquares(s1);
    expect(squares).not.toContain("0,0,c");
    expect(squares).toContain("0,1,c");
    expect(squares.every((k) => k.endsWith(",c"))).toBe(true);
    expect(squares).toHaveLength(19); // 23 cellar cells, 3 obstacles (boiler, S15, S16), st0 reached by Olga
    const { state: s2 } = zplay(s1, { type: "placeZombie", at: at(4, 6, 1) });
    expect(s2.zombies.z100).toMatchObject({ pos: at(4, 6, 1), counted: false });
    expect(s2.zombieTurn.eligible).toContain("z100");
    expect(zplay(s2, { type: "zMove", zombie: "z100", dir: "N" }).state.zombies.z100!.pos).toEqual(at(4, 5, 1));
    // with a human in the cellar (one room), no square obeys H-B1: the zombie is lost (G21)
    const inside = scenario({ humans: [{ id: "olga", at: [0, 5, 1] }], turn: "zombie", zombieHand: ["something-below"] });
    inside.cellar = { revealed: true, door: "S2" };
    const lost = zplay(inside, { type: "playCard", card: "something-below" });
    expect(eventsOf(lost.events, "placementLost")).toEqual([expect.objectContaining({ reason: "something-below", rule: "house G21" })]);
  });

  test("house §14 #6 Bloodlust adds +1 to one attack roll, an extra attack included, and is then discarded", () => {
    const s0 = scenario({ humans: [{ id: "lena", at: [10, 0] }], zombies: [{ id: "z", at: [12, 1] }], turn: "zombie", zombieHand: ["bloodlust"], dice: [5] });
    const s1 = zplay(s0, { type: "zMove", zombie: "z", dir: "W" }, { type: "zMove", zombie: "z", dir: "N" }).state;
    expect(legalOf(s1, "zombie", "extraAttack")).toEqual([
      { type: "extraAttack", zombie: "z", target: "lena" },
      { type: "extraAttack", zombie: "z", target: "lena", bloodlust: true },
    ]);
    const { state, events } = zplay(s1, { type: "extraAttack", zombie: "z", target: "lena", bloodlust: true });
    expect(eventsOf(events, "roll")).toEqual([expect.objectContaining({ dice: [5], bonus: 1, total: 6, result: "hit" })]);
    expect(state.humans.lena!.wounds).toBe(1);
    expect(state.zombieHand).toEqual([]);
    expect(state.zombieDiscard).toEqual(["bloodlust"]);
  });

  test("house §14 Reaction cards are armed, never played; Bloodlust only with an attack; Relentless only after an Oops", () => {
    const s0 = cardStep(["jammed", "bloodlust", "relentless"]);
    expectRefused(s0, "zombie", { type: "playCard", card: "jammed" }, "house.reactionCard", { card: "jammed" });
    expectRefused(s0, "zombie", { type: "playCard", card: "bloodlust" }, "house.bloodlustWith");
    expectRefused(s0, "zombie", { type: "playCard", card: "relentless" }, "house.relentlessWhen");
    expect(legalOf(s0, "zombie", "playCard")).toEqual([]);
  });
});

describe("armed Reaction cards (house C8, DoR 3)", () => {
  test("house C8 the Zombie seat arms a Reaction card in step 4; it stays in the hand, hidden from the humans, and fires on the first matching human action", () => {
    const s0 = cardStep(["slippery-floor", "smash"]);
    expect(legalOf(s0, "zombie", "arm")).toEqual([
      { type: "arm", card: "slippery-floor", figure: "any" },
      { type: "arm", card: "slippery-floor", figure: "lena" },
    ]);
    const { state: s1, events } = zplay(s0, { type: "arm", card: "slippery-floor", figure: "lena" });
    expect(s1.armed).toEqual([{ card: "slippery-floor", figure: "lena" }]);
    expect(s1.zombieHand).toEqual(["slippery-floor", "smash"]);
    expect(events).toEqual([expect.objectContaining({ type: "armed", onlyFor: "zombie", rule: "house C8" })]);
    const view = house.view(s1, "human1");
    expect(view.armed).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain("slippery");
    expect(view.zombieHandCount).toBe(2);
    expect(house.view(s1, "zombie").armed).toEqual([{ card: "slippery-floor", figure: "lena" }]);
    expectRefused(s1, "zombie", { type: "arm", card: "slippery-floor", figure: "lena" }, "house.armedAlready", { card: "slippery-floor", figure: "lena" });
    // re-arming changes the filter; disarm takes it back
    expect(zplay(s1, { type: "arm", card: "slippery-floor", figure: "any" }).state.armed).toEqual([{ card: "slippery-floor", figure: "any" }]);
    expect(zplay(s1, { type: "disarm", card: "slippery-floor" }).state.armed).toEqual([]);
    // in step 5 arming is over
    const s2 = zplay(s1, { type: "beginActivation" }).state;
    expectRefused(s2, "zombie", { type: "disarm", card: "slippery-floor" }, "house.armWhen");
    expectRefused(s2, "zombie", { type: "arm", card: "slippery-floor", figure: "any" }, "house.armWhen");
    // Lena's first move of the next Human turn slips; the card leaves the hand
    const h = zplay(s2, { type: "endZombieTurn" }).state;
    const r = play(h, "human1", { type: "move", figure: "lena", dir: "E" });
    expect(r.state.humans.lena!.pos).toEqual(at(10, 7));
    expect(r.state.armed).toEqual([]);
    expect(r.state.zombieHand).toEqual(["smash"]);
    expect(r.state.zombieDiscard).toContain("slippery-floor");
  });
});

describe("arming is bounded (house F1)", () => {
  test("house F1 at most six arm or disarm commands in one Zombie turn: the seventh is not legal and is refused with the bound; the next Zombie turn counts again", () => {
    let s = cardStep(["slippery-floor", "jammed", "smash"]);
    const commands = [
      { type: "arm", card: "slippery-floor", figure: "any" },
      { type: "arm", card: "slippery-floor", figure: "lena" },
      { type: "disarm", card: "slippery-floor" },
      { type: "arm", card: "jammed", figure: "any" },
      { type: "disarm", card: "jammed" },
      { type: "arm", card: "slippery-floor", figure: "any" },
    ];
    s = zplay(s, ...commands).state;
    expect(s.zombieTurn.armings).toBe(6);
    expect(s.armed).toEqual([{ card: "slippery-floor", figure: "any" }]);
    expect(legalOf(s, "zombie", "arm")).toEqual([]);
    expect(legalOf(s, "zombie", "disarm")).toEqual([]);
    const bound = ["house.armingBound", { n: 6 }] as const;
    expectRefused(s, "zombie", { type: "arm", card: "jammed", figure: "lena" }, ...bound);
    expectRefused(s, "zombie", { type: "disarm", card: "slippery-floor" }, ...bound);
    expectRefusalError(house.refusal(s, "zombie", { type: "disarm", card: "slippery-floor" }), ...bound);
    // the rules' own refusals come first: a card not held is refused for that, not for the bound
    expectRefused(s, "zombie", { type: "arm", card: "surprise-zombie", figure: "any" }, "house.noCardInHand", { card: "surprise-zombie" });
    // the game goes on: step 5 is still there, and the next Zombie turn starts with no commands counted
    expect(legalOf(s, "zombie", "beginActivation")).toEqual([{ type: "beginActivation" }]);
    const humans = zplay(s, { type: "beginActivation" }, { type: "endZombieTurn" }).state;
    const next = play(humans, "human1", { type: "endActivation", figure: "lena" }).state;
    expect(next.phase).toBe("zombie");
    expect(next.zombieTurn.armings).toBeUndefined();
  });

  test("house F1 a stored log past the bound still replays (applyStored), and a turn without arming adds no count to the state", () => {
    const s0 = cardStep(["slippery-floor", "smash"]);
    expect(s0.zombieTurn).not.toHaveProperty("armings");
    const pair = [{ type: "arm", card: "slippery-floor", figure: "any" }, { type: "disarm", card: "slippery-floor" }];
    const s = zplay(s0, ...pair, ...pair, ...pair).state;
    expect(s.zombieTurn.armings).toBe(6);
    const stored = house.clone(s);
    house.applyStored(stored, "zombie", { type: "arm", card: "slippery-floor", figure: "lena" });
    expect(stored.armed).toEqual([{ card: "slippery-floor", figure: "lena" }]);
    expect(stored.zombieTurn.armings).toBe(7);
    // applyStored still checks the rules themselves
    expectRefusal(() => house.applyStored(house.clone(s), "zombie", { type: "disarm", card: "slippery-floor" }), "house.notArmed", { card: "slippery-floor" });
  });
});
