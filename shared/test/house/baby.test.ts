import { house } from "../../src/house";
import { getBoard } from "../../src/house/board";
import { checkVictory, roundLimitReached } from "../../src/house/victory";
import { actionsLeftOf } from "../../src/house/zombie/activation";
import type { GameEvent } from "../../src/core/ruleset";
import type { CharacterId, HouseState, Sq } from "../../src/house/types";
import { edge, legalOf, play, scenario, type ScenarioSpec } from "./fixture";
import { act, evOf, refused } from "./human-kit";
import { expectRefused, zombieTurnFrom, zplay } from "./zombie-support";

const sq = (x: number, y: number, z: 0 | 1 = 0): Sq => ({ x, y, z });
const BABY = { baby: "search" } as const;
const key = (q: { x: number; y: number }) => `${q.x},${q.y}`;
const babyPlaces = (s: HouseState) => legalOf(s, "zombie", "placeBaby").map((a) => key(a.at as Sq)).sort();
const BATHROOM = ["10,10", "10,8", "10,9", "11,10", "11,8", "11,9", "9,10", "9,8", "9,9"];
const board = getBoard("default");
const roomKeys = (room: string) => board.rooms[room]!.map(key).sort();

/** A scenario with the Zombie seat about to place the baby (its card just found, §17). */
function placing(spec: ScenarioSpec): HouseState {
  const s = scenario({ ...spec, options: { ...BABY, ...spec.options } });
  s.pending = [{ kind: "babyPlace", seats: ["zombie"], mode: "one", passed: [] }];
  return s;
}

/** A scenario with the baby lying on `at`, or carried by `carrier`. */
function withBaby(spec: ScenarioSpec, at: Sq | null, carrier: CharacterId | null = null): HouseState {
  const s = scenario({ ...spec, options: { ...BABY, ...spec.options } });
  s.baby = { pos: at, carrier };
  if (carrier) s.humans[carrier]!.carriesBaby = true;
  return s;
}

describe("baby: where it appears (H-A9–H-A12, house §17, G21, G28, C17)", () => {
  test("[H-A9] variant 1: the baby is in play only once its card is found by searching; then the Zombie player places it", () => {
    const deckOf = (o: object) => house.setup({ characters: "deal", ...o }, "deck").searchDeck;
    expect(deckOf({ baby: "search" }).filter((c) => c === "baby")).toHaveLength(1);
    expect(deckOf({ baby: "search" }).filter((c) => c === "nothing-useful")).toHaveLength(6);
    expect(deckOf({ baby: "off" })).not.toContain("baby");
    const s = scenario({ humans: [{ id: "lena", at: [11, 6], facing: "W" }], searchDeck: ["baby", "ammo"], options: BABY });
    expect(s.baby).toBeNull();
    const found = act(s, "human1", { type: "search", figure: "lena" });
    expect(evOf(found.events, "found")).toEqual([expect.objectContaining({ card: "baby" })]);
    expect(found.state.pending).toEqual([{ kind: "babyPlace", seats: ["zombie"], mode: "one", passed: [] }]);
    expect(house.legalActions(found.state, "human1")).toEqual([]);
    expect(babyPlaces(found.state)).toEqual(BATHROOM);
    const placed = zplay(found.state, { type: "placeBaby", at: sq(10, 9) });
    expect(placed.state.baby).toEqual({ pos: sq(10, 9), carrier: null });
    expect(evOf(placed.events, "babyPlaced")).toEqual([expect.objectContaining({ at: sq(10, 9), room: "bathroom", rule: "H-A12" })]);
    expect(placed.state.humanTurn.active).toBe("lena");
    expect(house.legalActions(placed.state, "human1").length).toBeGreaterThan(0);
  });

  test("[H-A10] variant 2: the baby is placed before the game, after the starting zombies and before the humans move; no Baby card in the deck", () => {
    let s = house.setup({ characters: "deal", baby: "setup", humanSeats: ["human1"] }, "setup-baby");
    expect(s.searchDeck).not.toContain("baby");
    s = play(s, "human1", { type: "chooseEdge", edge: "N" }).state;
    const figures = Object.keys(s.humans);
    figures.forEach((figure, i) => (s = play(s, "human1", { type: "placeHuman", figure, at: sq(i, 0) }).state));
    for (const x of [0, 5, 10, 15]) s = play(s, "zombie", { type: "placeZombie", at: sq(x, 15) }).state;
    expect(s.phase).toBe("human");
    expect(s.pending).toEqual([{ kind: "babyPlace", seats: ["zombie"], mode: "one", passed: [] }]);
    expect(house.legalActions(s, "human1")).toEqual([]);
    expect(babyPlaces(s)).toEqual(BATHROOM);
    const placed = zplay(s, { type: "placeBaby", at: sq(11, 8) }).state;
    expect(placed.baby).toEqual({ pos: sq(11, 8), carrier: null });
    expect(house.legalActions(placed, "human1").length).toBeGreaterThan(0);
  });

  test("[H-A11] the baby may lie on any square, furniture included, provided a human can come next to it; a sealed room is skipped (G21)", () => {
    const s = placing({ humans: [{ id: "lena", at: [10, 7] }] });
    // the bathtub (9,9) and the medicine cabinet S7 (11,8) are obstacles
    expect(babyPlaces(s)).toEqual(expect.arrayContaining(["9,9", "11,8"]));
    expect(zplay(s, { type: "placeBaby", at: sq(9, 9) }).state.baby).toEqual({ pos: sq(9, 9), carrier: null });
    // door D6 and window W8 barricaded, nobody inside: no human can come next to a bathroom square
    const sealed = placing({ humans: [{ id: "lena", at: [10, 7] }], barricades: [edge([10, 7], [10, 8]), edge([10, 10], [10, 11])] });
    expect(babyPlaces(sealed)).toEqual(roomKeys("bedroom"));
    expectRefused(sealed, "zombie", { type: "placeBaby", at: sq(10, 9) }, "house.babyWhere");
  });

  test("[H-A12] the bathroom, or with zombies there the first zombie-free room of bathroom, bedroom, living room, kitchen, office, garage, car (crawlers count)", () => {
    const lena = [{ id: "lena" as const, at: [10, 0] as [number, number] }];
    expect(babyPlaces(placing({ humans: lena }))).toEqual(BATHROOM);
    expect(babyPlaces(placing({ humans: lena, zombies: [{ id: "c", at: [10, 9], kind: "crawler" }] }))).toEqual(roomKeys("bedroom"));
    const inRooms = [[10, 9], [5, 9], [5, 5], [11, 4], [13, 9], [16, 13]] as [number, number][];
    for (let n = 1; n <= inRooms.length; n++) {
      const zombies = inRooms.slice(0, n).map((at, i) => ({ id: `z${i}`, at }));
      const next = ["bedroom", "living", "kitchen", "office", "garage", "car"][n - 1]!;
      expect(babyPlaces(placing({ humans: lena, zombies }))).toEqual(roomKeys(next));
    }
    // C17: the car is all obstacles, so it never holds a zombie and the "fewest zombies" fallback never comes up on this map
    expect(board.rooms.car!.every((q) => board.cells[q.y * board.width + q.x]!.terrain === "obstacle")).toBe(true);
  });
});

describe("baby: carrying (H-A13, house §17, G28)", () => {
  test("[H-A13] a human next to the baby (8 directions, §2.5) picks it up for 1 action; it rides on that human's card", () => {
    const s = withBaby({ humans: [{ id: "lena", at: [10, 8], facing: "S" }] }, sq(9, 9));
    const { state, events } = act(s, "human1", { type: "pickUpBaby", figure: "lena" });
    expect(state.baby).toEqual({ pos: null, carrier: "lena" });
    expect(state.humans.lena!.carriesBaby).toBe(true);
    expect(state.humanTurn.actionsLeft).toBe(3);
    expect(evOf(events, "babyPickedUp")).toEqual([expect.objectContaining({ figure: "lena", at: sq(9, 9), rule: "H-A13" })]);
    const moved = act(state, "human1", { type: "move", figure: "lena", dir: "S" }).state;
    expect(moved.baby).toEqual({ pos: null, carrier: "lena" });
    // everyone sees the baby (DoR 5)
    for (const viewer of ["zombie", "spectator", "human1"] as const) expect(house.view(moved, viewer).baby).toEqual({ pos: null, carrier: "lena" });
    // standing on its square also counts; a zombie on the square does not stop the pick-up (G28)
    const on = withBaby({ humans: [{ id: "lena", at: [10, 9] }] }, sq(10, 9));
    expect(act(on, "human1", { type: "pickUpBaby", figure: "lena" }).state.baby!.carrier).toBe("lena");
    const under = withBaby({ humans: [{ id: "lena", at: [10, 8] }], zombies: [{ id: "z", at: [10, 9] }] }, sq(10, 9));
    expect(act(under, "human1", { type: "pickUpBaby", figure: "lena" }).state.baby!.carrier).toBe("lena");
  });

  test("house §17 bad input: picking up a baby out of reach, through a wall, already carried or not on the board is refused, state unchanged", () => {
    refused(withBaby({ humans: [{ id: "lena", at: [10, 7] }] }, sq(9, 9)), "human1", { type: "pickUpBaby", figure: "lena" }, "house.babyNotNext", { figure: "lena", sq: "9,9,0" });
    refused(withBaby({ humans: [{ id: "lena", at: [8, 9] }] }, sq(9, 9)), "human1", { type: "pickUpBaby", figure: "lena" }, "house.babyNotNext", { figure: "lena", sq: "9,9,0" });
    refused(withBaby({ humans: [{ id: "lena", at: [10, 8] }, { id: "max", at: [10, 10] }] }, null, "max"), "human1", { type: "pickUpBaby", figure: "lena" }, "house.babyCarried", { figure: "max" });
    refused(scenario({ humans: [{ id: "lena", at: [10, 8] }], options: BABY }), "human1", { type: "pickUpBaby", figure: "lena" }, "house.babyNotOnBoard");
  });

  test("house §17 hand over (1 action, to a human reached orthogonally) and drop (free, on the carrier's square)", () => {
    const s = withBaby({ humans: [{ id: "lena", at: [10, 8], facing: "N" }, { id: "max", at: [10, 7] }, { id: "olga", at: [11, 9] }] }, null, "lena");
    expect(legalOf(s, "human1", "giveBaby")).toEqual(expect.arrayContaining([{ type: "giveBaby", figure: "lena", to: "max" }]));
    const given = act(s, "human1", { type: "giveBaby", figure: "lena", to: "max" }).state;
    expect(given.baby).toEqual({ pos: null, carrier: "max" });
    expect([given.humans.lena!.carriesBaby, given.humans.max!.carriesBaby]).toEqual([false, true]);
    expect(given.humanTurn.actionsLeft).toBe(3);
    refused(s, "human1", { type: "giveBaby", figure: "lena", to: "olga" }, "house.notBesideBaby", { figure: "lena", figure2: "olga" });
    refused(s, "human1", { type: "giveBaby", figure: "max", to: "lena" }, "house.babyNotCarried", { figure: "max" });
    const dropped = act(s, "human1", { type: "dropBaby", figure: "lena" });
    expect(dropped.state.baby).toEqual({ pos: sq(10, 8), carrier: null });
    expect(dropped.state.humans.lena!.carriesBaby).toBe(false);
    expect(dropped.state.humanTurn.actionsLeft).toBe(4);
    expect(evOf(dropped.events, "babyDropped")).toHaveLength(1);
  });

  test("house §9.5 / §17 a carrier who dies leaves the baby on its square; another human may pick it up", () => {
    const s = withBaby({ humans: [{ id: "lena", at: [10, 8], wounds: 3 }, { id: "max", at: [10, 7] }], zombies: [{ id: "z", at: [11, 9] }], turn: "zombie", zombieHand: [], dice: [6] }, null, "lena");
    const { state, events } = zplay(s, { type: "zAttack", zombie: "z", target: "lena" });
    expect(state.humans.lena!.alive).toBe(false);
    expect(state.baby).toEqual({ pos: sq(10, 8), carrier: null });
    expect(evOf(events, "babyDropped")).toEqual([expect.objectContaining({ figure: "lena", at: sq(10, 8) })]);
    const h = JSON.parse(JSON.stringify(state)) as HouseState;
    h.phase = "human";
    expect(act(h, "human1", { type: "pickUpBaby", figure: "max" }).state.baby).toEqual({ pos: null, carrier: "max" });
  });
});

describe("baby: victory needs a carrier (house §15.1, §17, G29)", () => {
  const exterior = board.openings.filter((o) => o.exterior).map((o) => o.key);
  const searched = Object.keys(board.search).filter((id) => board.search[id]!.z === 0).map((id) => `olga:${id}`);
  const check = (s: HouseState) => {
    const ev: GameEvent[] = [];
    checkVictory(s, ev);
    return s.result;
  };
  const fortress = (baby: Sq | null, carrier: "olga" | null) => {
    const s = withBaby({ humans: [{ id: "olga", at: [5, 5] }], zombies: [{ id: "z", at: [0, 0] }], barricades: exterior }, baby, carrier);
    s.searched = [...searched];
    return s;
  };

  test("house G29 Fortress with the baby on the board: only with a living human carrying it", () => {
    expect(check(fortress(sq(10, 9), null))).toBeNull();
    expect(check(fortress(null, "olga"))).toMatchObject({ winner: "humans", rule: "house §15.1" });
    // the baby not on the board (its card not found yet): no carrier needed
    const notFound = fortress(null, null);
    notFound.baby = null;
    expect(check(notFound)).toMatchObject({ winner: "humans" });
  });

  test("house G29 the basement victory [H-A3] and survive-till-dawn need the carried baby too", () => {
    const below = (carrier: "olga" | null) => {
      const s = withBaby({ humans: [{ id: "olga", at: [0, 1, 1] }], barricades: ["link"], options: { surviveTillDawn: true } }, carrier ? null : sq(10, 9), carrier);
      s.cellar = { revealed: true, door: "S2" };
      return s;
    };
    expect(check(below(null))).toBeNull();
    expect(check(below("olga"))).toMatchObject({ winner: "humans", rule: "H-A3" });
    const dawn = (carrier: "olga" | null) => {
      const s = below(carrier);
      s.barricades = [];
      roundLimitReached(s, []);
      return s.result;
    };
    expect(dawn(null)).toMatchObject({ winner: "zombie" });
    expect(dawn("olga")).toMatchObject({ winner: "humans" });
  });

  test("house G29 / §15.2 starting the car without the baby carried wastes the 4 actions; carried, everyone escapes", () => {
    const car = (carrier: "max" | null) =>
      withBaby({ humans: [{ id: "max", at: [4, 12], facing: "W", items: ["car-keys"] }] }, carrier ? null : sq(10, 9), carrier);
    const left = act(car(null), "human1", { type: "startCar", figure: "max" });
    expect(left.state.result).toBeNull();
    expect(evOf(left.events, "carWasted")).toMatchObject([{ figure: "max", rule: "house G29" }]);
    expect(act(car("max"), "human1", { type: "startCar", figure: "max" }).state.result).toMatchObject({ winner: "humans", rule: "house §15.2" });
  });
});

describe("house §14 #15 Wailing (G24, G25, G26, C3)", () => {
  const hand = (baby: HouseState["baby"]) => {
    const { state } = zombieTurnFrom(
      {
        humans: [{ id: "lena", at: [10, 7] }],
        zombies: [{ id: "near", at: [10, 3] }, { id: "far", at: [10, 2] }, { id: "c", at: [11, 9], kind: "crawler" }, { id: "low", at: [4, 6, 1] }],
        zombieHand: ["wailing"],
        options: BABY,
      },
      (s) => {
        s.baby = baby;
        s.cellar = { revealed: true, door: "S2" };
        if (baby?.carrier) s.humans[baby.carrier]!.carriesBaby = true;
      },
    );
    return zplay(state, { type: "placeZombie", at: sq(0, 15) }).state;
  };

  test("house §14 #15 Wailing: unplayable until the baby is on the board; then every zombie within 6 squares (Manhattan, same level) of the baby gets +1 action, crawlers never", () => {
    expectRefused(hand(null), "zombie", { type: "playCard", card: "wailing" }, "house.wailingBaby");
    const s = zplay(hand({ pos: sq(10, 9), carrier: null }), { type: "playCard", card: "wailing" }, { type: "beginActivation" }).state;
    expect(["near", "far", "c", "low"].map((id) => actionsLeftOf(s, id))).toEqual([3, 2, 1, 2]);
    // carried: measured from the carrier (Lena at (10,7): "far" at (10,2) is 5 away now)
    const carried = zplay(hand({ pos: null, carrier: "lena" }), { type: "playCard", card: "wailing" }, { type: "beginActivation" }).state;
    expect(["near", "far", "c", "low"].map((id) => actionsLeftOf(carried, id))).toEqual([3, 3, 1, 2]);
  });
});
