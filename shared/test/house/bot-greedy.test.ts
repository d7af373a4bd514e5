import { createRandom } from "../../src/core/rng";
import { house, HOUSE_BOTS, type HouseAction, type HouseBot } from "../../src/house";
import type { CharacterId, HouseSeatId, HouseState, HumanSeatId } from "../../src/house/types";
import { scenario } from "./fixture";
import { canon } from "./property-kit";

const SEATS: HumanSeatId[] = ["human1", "human2", "human3", "human4"];

/** A game from the lobby's default options with `seats` human seats, played by the bots until `stop` or its end; calls `each` before every action. */
function game(seed: string, seats: number, humanBot: HouseBot, zombieBot: HouseBot, each: (s: HouseState, seat: HouseSeatId, a: HouseAction) => void, extra: object = {}): HouseState {
  const room = { ...house.lobby.parseOptions({}), ...extra };
  const s = house.setup(house.lobby.optionsFor!(room, ["zombie", ...SEATS.slice(0, seats)]) as never, seed);
  const rnd = createRandom(`bot:${seed}`);
  for (let n = 0; !s.result; n++) {
    if (n > 20_000) throw new Error(`${seed} did not end in 20000 actions`);
    const seat = house.seats(s).find((x) => x.active)!.seat as HouseSeatId;
    const a = (seat === "zombie" ? zombieBot : humanBot)(s, seat, rnd)!;
    each(s, seat, a);
    house.apply(s, seat, a);
  }
  return s;
}

describe("the greedy House bot", () => {
  test("greedy humans search: in 5-round games against the random Zombie they draw at least 6 search cards a game", () => {
    const drawn: number[] = [];
    for (let i = 0; i < 4; i++) {
      let deck = -1;
      const end = game(`gsearch-${i}`, 1 + i, HOUSE_BOTS.greedy, HOUSE_BOTS.random, (s) => {
        if (deck < 0 && s.phase === "human") deck = s.searchDeck.length;
      }, { roundLimit: 5 });
      drawn.push(deck - end.searchDeck.length);
    }
    for (const n of drawn) expect(n).toBeGreaterThanOrEqual(6);
  });

  test("a greedy human never ends an activation having only turned (4 whole games, greedy against greedy)", () => {
    let activations = 0;
    for (let i = 0; i < 4; i++) {
      let current: { figure: CharacterId; types: string[] } | null = null;
      const close = (s: HouseState) => {
        if (current && s.humanTurn.active !== current.figure) {
          if (current.types.length) expect(current.types.some((t) => t !== "turn")).toBe(true);
          activations++;
          current = null;
        }
      };
      game(`gturn-${i}`, 1 + i, HOUSE_BOTS.greedy, HOUSE_BOTS.greedy, (s, seat, a) => {
        close(s);
        if (seat === "zombie" || !("figure" in a)) return;
        if (!current && s.humanTurn.active === null && a.type !== "endActivation") current = { figure: a.figure as CharacterId, types: [] };
        if (current && a.figure === current.figure) current.types.push(a.type);
      });
    }
    expect(activations).toBeGreaterThan(100);
  });

  test("the greedy bot's choice is always one of the seat's legal actions (4 games, greedy against greedy)", () => {
    let n = 0;
    for (let i = 0; i < 4; i++)
      game(`glegal-${i}`, 1 + i, HOUSE_BOTS.greedy, HOUSE_BOTS.greedy, (s, seat, a) => {
        const legal = new Set(house.legalActions(s, seat).map(canon));
        expect(legal.has(canon(a))).toBe(true);
        n++;
      });
    expect(n).toBeGreaterThan(1000);
  });

  test("the greedy Zombie attacks a human it reaches, and declares a pack when two zombies reach it (§9.3, §9.4)", () => {
    const rnd = createRandom("gz");
    const one = scenario({ humans: [{ id: "lena", at: [10, 1] }], zombies: [{ id: "a", at: [12, 1] }, { id: "b", at: [9, 1] }], turn: "zombie", zombieHand: [] });
    expect(HOUSE_BOTS.greedy(one, "zombie", rnd)).toEqual({ type: "zAttack", zombie: "b", target: "lena" });
    const two = scenario({ humans: [{ id: "lena", at: [10, 1] }], zombies: [{ id: "a", at: [11, 1] }, { id: "b", at: [9, 1] }], turn: "zombie", zombieHand: [] });
    expect(HOUSE_BOTS.greedy(two, "zombie", rnd)).toEqual({ type: "declarePack", target: "lena", members: ["a", "b"] });
  });

  test("the greedy Zombie walks its zombie toward the human it cannot reach yet (§13.3)", () => {
    const s = scenario({ humans: [{ id: "lena", at: [10, 1] }], zombies: [{ id: "a", at: [14, 1] }], turn: "zombie", zombieHand: [] });
    expect(HOUSE_BOTS.greedy(s, "zombie", createRandom("gz"))).toEqual({ type: "zMove", zombie: "a", dir: "W" });
  });

  test("a greedy human searches the search square it faces, and starts the car when everyone reaches it (§11.1, §15.2)", () => {
    const rnd = createRandom("gh");
    // Olga at (8,6) facing E faces S2 (9,6), T5
    const search = scenario({ humans: [{ id: "olga", at: [8, 6], facing: "E" }], searchDeck: ["ammo"] });
    expect(HOUSE_BOTS.greedy(search, "human1", rnd)).toEqual({ type: "search", figure: "olga" });
    // the car is (2..3, 12..13); Max at (4,12) faces W onto (3,12), Lena at (1,13) reaches (2,13)
    const car = scenario({ humans: [{ id: "max", at: [4, 12], facing: "W", items: ["car-keys"] }, { id: "lena", at: [1, 13] }] });
    expect(HOUSE_BOTS.greedy(car, "human1", rnd)).toEqual({ type: "startCar", figure: "max" });
  });
});
