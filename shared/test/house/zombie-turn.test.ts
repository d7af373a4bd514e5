import { house } from "../../src/house";
import type { HouseState } from "../../src/house/types";
import { edge, legalOf, scenario, type HumanSpec } from "./fixture";
import { eventsOf, expectRefused, placeSquares, zombieTurnFrom, zplay } from "./zombie-support";

const W3 = edge([3, 5], [4, 5]);
/** Lena in the middle of the hall, far from every board edge. */
const LENA: HumanSpec = { id: "lena", at: [10, 7] };
const types = (s: HouseState) => new Set(house.legalActions(s, "zombie").map((a) => a.type));

describe("Zombie turn order (house §7, G3)", () => {
  test("house §7 G3 the steps run in order: barricade breaks, How boring, spawn, then cards, then activation", () => {
    const { state, events } = zombieTurnFrom({
      humans: [LENA, { id: "max", at: [12, 7] }],
      zombies: [
        { id: "a", at: [3, 5] },
        { id: "b", at: [2, 5] },
        { id: "c", at: [2, 4] },
        { id: "d", at: [1, 4] },
      ],
      barricades: [W3],
      options: { howBoring: true },
      zombieHand: ["stench-of-fear", "smash"],
    });
    expect(events.map((e) => e.type).filter((t) => ["zombieTurn", "barricadeBroken", "howBoring"].includes(t))).toEqual(["zombieTurn", "barricadeBroken", "howBoring"]);
    expect(state.barricades).toEqual([]);
    expect(state.zombieTurn.step).toBe("boring");
    expect(state.zombieTurn.placements.map((p) => p.reason)).toEqual(["boring", "spawn"]);
    // steps 2–3: only placements
    expect(types(state)).toEqual(new Set(["placeZombie"]));
    let s = zplay(state, { type: "placeZombie", at: { x: 0, y: 0, z: 0 } }).state;
    expect(s.zombieTurn.step).toBe("spawn");
    s = zplay(s, { type: "placeZombie", at: { x: 19, y: 0, z: 0 } }).state;
    // step 4: start-of-turn cards, beginActivation, endZombieTurn; no zombie action yet
    expect(s.zombieTurn.step).toBe("cards");
    expect(types(s)).toEqual(new Set(["beginActivation", "endZombieTurn", "playCard"]));
    expectRefused(s, "zombie", { type: "zMove", zombie: "a", dir: "N" }, "house.beginFirst");
    s = zplay(s, { type: "beginActivation" }).state;
    expect(s.zombieTurn.step).toBe("activation");
    expect([...s.zombieTurn.eligible].sort()).toEqual(Object.keys(s.zombies).sort());
    expect(Object.keys(s.zombies)).toHaveLength(6);
    // a start-of-turn card is over once the activation began
    expectRefused(s, "zombie", { type: "playCard", card: "stench-of-fear" }, "house.atTurnStart", { card: "stench-of-fear" });
    expect(types(s)).toContain("zMove");
  });

  test("house G20 the spawn is mandatory: nothing else (not even endZombieTurn) until the zombie is placed", () => {
    const { state } = zombieTurnFrom({ humans: [LENA], zombieHand: ["horde"] });
    expect(state.zombieTurn.placements).toEqual([{ reason: "spawn", left: 1, counted: true, kind: "zombie" }]);
    expectRefused(state, "zombie", { type: "endZombieTurn" }, "house.placeFirst");
    expectRefused(state, "zombie", { type: "beginActivation" }, "house.placeFirst");
    expectRefused(state, "zombie", { type: "playCard", card: "horde" }, "house.placeFirst");
    const { state: s, events } = zplay(state, { type: "placeZombie", at: { x: 5, y: 15, z: 0 } });
    expect(eventsOf(events, "zombiePlaced")).toHaveLength(1);
    expect(Object.values(s.zombies)).toEqual([{ id: "z100", kind: "zombie", pos: { x: 5, y: 15, z: 0 }, counted: true, climbing: null, noActions: false }]);
  });

  test("house G21 a spawn with no legal square is lost and the turn moves on (rolled N edge fully within 3 of humans)", () => {
    const { state, events } = zombieTurnFrom({
      humans: [
        { id: "lena", at: [2, 0] },
        { id: "max", at: [9, 0] },
        { id: "olga", at: [16, 0] },
      ],
      options: { spawnEdgeRoll: true },
      dice: [1],
    });
    expect(eventsOf(events, "roll")[0]).toMatchObject({ purpose: "spawn edge", dice: [1], edge: "N" });
    expect(eventsOf(events, "placementLost")).toEqual([expect.objectContaining({ reason: "spawn", rule: "house G21" })]);
    expect(state.zombieTurn.placements).toEqual([]);
    expect(state.zombieTurn.step).toBe("cards");
    expect(Object.keys(state.zombies)).toHaveLength(0);
  });

  test("house §13.2 the cap is 4 × figures at setup and counts only counted zombies", () => {
    const four = [0, 1, 2, 3].map((i) => ({ id: `z${i}`, at: [i * 2, 15] as [number, number] }));
    const full = zombieTurnFrom({ humans: [LENA], zombies: four });
    expect(eventsOf(full.events, "placementLost")).toEqual([expect.objectContaining({ reason: "spawn", rule: "house §13.2" })]);
    expect(full.state.zombieTurn.step).toBe("cards");
    // three counted + two bonus zombies: the cap of 4 still has room
    const bonus = [...four.slice(0, 3), { id: "b1", at: [10, 15] as [number, number], counted: false }, { id: "b2", at: [12, 15] as [number, number], counted: false }];
    const open = zombieTurnFrom({ humans: [LENA], zombies: bonus });
    expect(open.state.zombieTurn.placements).toEqual([{ reason: "spawn", left: 1, counted: true, kind: "zombie" }]);
    // a dead figure does not lower the cap
    const dead = zombieTurnFrom({ humans: [LENA, { id: "max", at: [12, 7] }], zombies: [...four, ...four.map((z, i) => ({ ...z, id: `y${i}`, at: [z.at[0] + 1, 15] as [number, number] }))] }, (s) => {
      s.humans.max!.alive = false;
      s.humans.max!.pos = null;
    });
    // eight counted zombies already stand: the cap of 8 (two figures at setup) leaves no room for the spawn
    expect(eventsOf(dead.events, "placementLost")).toEqual([{ type: "placementLost", reason: "spawn", lost: 1, rule: "house §13.2" }]);
  });

  test("house §13.1 spawnEdgeRoll: a 2 limits the spawn to the E edge's first row; a 5 leaves the choice of edge", () => {
    const east = zombieTurnFrom({ humans: [LENA], options: { spawnEdgeRoll: true }, dice: [2] }).state;
    expect(east.zombieTurn.placements[0]!.edge).toBe("E");
    expect(placeSquares(east)).toEqual(Array.from({ length: 16 }, (_, y) => `19,${y}`).sort());
    expectRefused(east, "zombie", { type: "placeZombie", at: { x: 0, y: 0, z: 0 } }, "house.badSquare", { sq: "0,0,0", placement: "spawn", why: { key: "house.squareEdge", params: { edge: "E" } } });
    const choice = zombieTurnFrom({ humans: [LENA], options: { spawnEdgeRoll: true }, dice: [5] }).state;
    expect(choice.zombieTurn.placements[0]!.edge).toBe("choice");
    expect(placeSquares(choice)).toHaveLength(68);
  });

  test("house §18.5 Refill draws 1 zombie card at the start of every 5th Zombie turn, naming it only to the Zombie seat", () => {
    const at5 = zombieTurnFrom({ humans: [LENA], options: { refill: true }, round: 5, zombieHand: ["smash"] });
    let s = zplay(at5.state, { type: "placeZombie", at: { x: 0, y: 0, z: 0 } });
    const drawn = at5.state.zombieDeck[0]!;
    expect(s.state.zombieHand).toEqual(["smash", drawn]);
    expect(s.state.zombieDeck).toEqual(at5.state.zombieDeck.slice(1));
    const pub = eventsOf(s.events, "zombieDraw");
    expect(pub).toHaveLength(1);
    expect(pub[0]!.onlyFor).toBeUndefined();
    expect(JSON.stringify(pub)).not.toContain(drawn);
    expect(eventsOf(s.events, "zombieDrawn")).toEqual([expect.objectContaining({ card: drawn, onlyFor: "zombie" })]);
    const at4 = zombieTurnFrom({ humans: [LENA], options: { refill: true }, round: 4, zombieHand: ["smash"] });
    s = zplay(at4.state, { type: "placeZombie", at: { x: 0, y: 0, z: 0 } });
    expect(s.state.zombieHand).toEqual(["smash"]);
    const off = zombieTurnFrom({ humans: [LENA], round: 5, zombieHand: ["smash"] });
    expect(zplay(off.state, { type: "placeZombie", at: { x: 0, y: 0, z: 0 } }).state.zombieHand).toEqual(["smash"]);
  });

  test("house G7 endZombieTurn is legal in step 4 and at any point of step 5; unused actions are lost", () => {
    const s = scenario({ humans: [LENA], zombies: [{ id: "a", at: [0, 0] }], turn: "zombie" });
    expect(legalOf(s, "zombie", "endZombieTurn")).toEqual([{ type: "endZombieTurn" }]);
    const moved = zplay(s, { type: "zMove", zombie: "a", dir: "E" }).state;
    expect(moved.zombieTurn.actionsLeft).toBe(1);
    const { state: next, events } = zplay(moved, { type: "endZombieTurn" });
    expect(next.phase).toBe("human");
    expect(next.round).toBe(2);
    expect(eventsOf(events, "zombieTurnEnd")).toHaveLength(1);
    // four counted zombies fill the cap of one figure: the spawn is lost and step 4 comes at once
    const cards = zombieTurnFrom({ humans: [LENA], zombies: [{ id: "a", at: [0, 5] }, { id: "b", at: [0, 6] }, { id: "c", at: [0, 7] }, { id: "d", at: [0, 8] }] }).state;
    expect(cards.zombieTurn.step).toBe("cards");
    expect(legalOf(cards, "zombie", "endZombieTurn")).toEqual([{ type: "endZombieTurn" }]);
  });

  test("house §7 step 6 the Zombie turn of the last round ends the game (round limit)", () => {
    const s = scenario({ humans: [LENA], turn: "zombie", round: 20 });
    const { state } = zplay(s, { type: "endZombieTurn" });
    expect(state.phase).toBe("over");
    expect(state.result).toMatchObject({ winner: "zombie", rule: "house §15.3" });
  });

  test("house G3 only zombies on the board when step 5 starts may activate; an infection zombie of this turn may not, one of the Human turn may", () => {
    // an infection zombie that rose in the Human turn acts in the next Zombie turn
    const turn = zombieTurnFrom({ humans: [LENA], zombies: [{ id: "a", at: [0, 0] }] }, (x) => {
      x.zombies.inf = { id: "inf", kind: "zombie", pos: { x: 0, y: 2, z: 0 }, counted: false, climbing: null, noActions: true };
    }).state;
    expect(turn.zombies.inf!.noActions).toBe(false);
    const s = scenario({ humans: [LENA], zombies: [{ id: "a", at: [0, 0] }], turn: "zombie" });
    s.zombies.inf = { id: "inf", kind: "zombie", pos: { x: 0, y: 2, z: 0 }, counted: false, climbing: null, noActions: true };
    s.zombieTurn.eligible.push("inf");
    expectRefused(s, "zombie", { type: "zMove", zombie: "inf", dir: "E" }, "house.rose", { zombie: "inf" });
    // a zombie that was not on the board when the activation began may not act
    s.zombies.late = { id: "late", kind: "zombie", pos: { x: 0, y: 4, z: 0 }, counted: true, climbing: null, noActions: false };
    expectRefused(s, "zombie", { type: "zMove", zombie: "late", dir: "E" }, "house.notEligible", { zombie: "late" });
  });
});
