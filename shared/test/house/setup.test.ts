import { applied } from "../../src/core/applied";
import { expectRefusal } from "../refusal";
import { RuleError } from "../../src/core/errors";
import { house } from "../../src/house";
import type { HouseState, HumanSeatId } from "../../src/house/types";
import { play } from "./fixture";

const seatsFor = (players: number) => (["human1", "human2", "human3", "human4"] as HumanSeatId[]).slice(0, players - 1);

describe("house §4 / §6 setup", () => {
  test.each([
    [2, 4, ["human1", "human1", "human1", "human1"]],
    [3, 4, ["human1", "human2", "human1", "human2"]],
    [4, 3, ["human1", "human2", "human3"]],
    [5, 4, ["human1", "human2", "human3", "human4"]],
  ])("house §4 with %i players there are %i human figures, dealt round-robin", (players, figures, slots) => {
    const s = house.setup({ humanSeats: seatsFor(players) }, "x");
    expect(s.slots).toEqual(slots);
    expect(s.slots.length).toBe(figures);
    expect(house.seats(s).map((x) => x.seat)).toEqual(["zombie", ...seatsFor(players)]);
  });

  test("house §6.3 the Zombie player is dealt 4 secret cards from the 13-card base deck (G24)", () => {
    const s = house.setup({ crawlers: false, baby: "off" }, "deal");
    expect(s.zombieHand).toHaveLength(4);
    expect(s.zombieDeck).toHaveLength(9);
    expect(new Set([...s.zombieHand, ...s.zombieDeck]).size).toBe(13);
    expect(house.view(s, "human1")).not.toHaveProperty("zombieHand");
    expect(house.view(s, "zombie").zombieHand).toEqual(s.zombieHand);
  });

  test("house §6 G31 the whole setup: characters in seat order, the lowest seat picks the edge, figures face into the board, zombies on the opposite edge", () => {
    let s: HouseState = house.setup({ humanSeats: ["human1", "human2"] }, "setup");
    expect(house.seats(s).filter((x) => x.active).map((x) => x.seat)).toEqual(["human1"]);
    expect(() => house.apply(s, "human2", { type: "pickCharacter", character: "max" })).toThrow(RuleError);
    s = play(s, "human1", { type: "pickCharacter", character: "lena" }).state;
    expectRefusal(() => house.apply(s, "human2", { type: "pickCharacter", character: "lena" }), "house.characterTaken", { figure: "lena" });
    s = play(s, "human2", { type: "pickCharacter", character: "max" }).state;
    s = play(s, "human1", { type: "pickCharacter", character: "olga" }).state;
    s = play(s, "human2", { type: "pickCharacter", character: "kostya" }).state;
    expect(s.phase).toBe("setup-edge");
    // Lena starts with her Pistol, so the deck has 39 cards (§6.2, C16)
    expect(s.searchDeck).toHaveLength(39);
    expect(s.humans.lena!.weapon).toEqual({ card: "pistol", ammoOut: false, spare: false });
    expect(house.legalActions(s, "human2")).toEqual([]);
    s = play(s, "human1", { type: "chooseEdge", edge: "W" }).state;
    expect(s.phase).toBe("setup-humans");
    expectRefusal(() => house.apply(s, "human1", { type: "placeHuman", figure: "lena", at: { x: 1, y: 3, z: 0 } }), "house.notFirstRow", { sq: "1,3,0", edge: "W" });
    expect(() => applied(house, s, "human1", { type: "placeHuman", figure: "lena", at: { x: 0, y: 9, z: 0 } })).not.toThrow();
    s = play(s, "human1", { type: "placeHuman", figure: "lena", at: { x: 0, y: 3, z: 0 } }).state;
    s = play(s, "human2", { type: "placeHuman", figure: "max", at: { x: 0, y: 4, z: 0 } }).state;
    s = play(s, "human1", { type: "placeHuman", figure: "olga", at: { x: 0, y: 5, z: 0 } }).state;
    s = play(s, "human2", { type: "placeHuman", figure: "kostya", at: { x: 0, y: 6, z: 0 } }).state;
    expect(s.humans.lena!.facing).toBe("E");
    expect(s.phase).toBe("setup-zombies");
    expect(house.legalActions(s, "zombie").every((a) => a.type === "placeZombie" && (a as { at: { x: number } }).at.x === 19)).toBe(true);
    expectRefusal(() => house.apply(s, "zombie", { type: "placeZombie", at: { x: 0, y: 12, z: 0 } }), "house.startZombiesRow", { edge: "E" });
    for (const y of [0, 5, 10, 15]) s = play(s, "zombie", { type: "placeZombie", at: { x: 19, y, z: 0 } }).state;
    expect(Object.values(s.zombies)).toHaveLength(4);
    expect(Object.values(s.zombies).every((z) => z.counted)).toBe(true);
    // §6.7 humans move first
    expect(s.phase).toBe("human");
    expect(s.round).toBe(1);
  });

  test("house G31 characters: 'deal' deals distinct characters at random and skips the picking", () => {
    const s = house.setup({ humanSeats: ["human1", "human2", "human3"], characters: "deal" }, "d");
    expect(s.phase).toBe("setup-edge");
    expect(Object.keys(s.humans)).toHaveLength(3);
    expect(Object.values(s.humans).map((h) => h!.seat)).toEqual(["human1", "human2", "human3"]);
  });

  test("house §12 plain mode: 4 wound boxes, 4 actions, no starting pistol, deck keeps 40", () => {
    let s = house.setup({ plainCharacters: true }, "plain");
    s = play(s, "human1", { type: "pickCharacter", character: "lena" }, { type: "pickCharacter", character: "kostya" }, { type: "pickCharacter", character: "max" }, { type: "pickCharacter", character: "vera" }).state;
    expect(s.searchDeck).toHaveLength(40);
    expect(s.humans.lena!.weapon).toBeNull();
    expect(Object.values(s.humans).every((h) => h!.maxWounds === 4)).toBe(true);
  });

  test("house DoR 2 options are validated: a bad option is refused with BAD_OPTIONS naming it", () => {
    expectRefusal(() => house.setup({ roundLimit: 0 }, "x"), "msg.badOption", { option: "roundLimit", detail: "Too small: expected number to be >=1" });
    expectRefusal(() => house.setup({ spawnMode: "sky" as never }, "x"), "msg.badOption", { option: "spawnMode", detail: "Invalid option: expected one of \"edge\"|\"full\"" });
    expectRefusal(() => house.setup({ humanSeats: ["human1", "human1"] }, "x"), "msg.badOption", { option: "humanSeats", detail: "a human seat is listed twice" });
    expect(() => house.setup({ colour: "red" } as never, "x")).toThrow(RuleError);
  });

  test("house DoR 2 option defaults", () => {
    const o = house.setup({}, "x").options;
    expect(o).toMatchObject({ spawnMode: "edge", howBoring: true, roundLimit: 20, reactionSeconds: 20, surviveTillDawn: false, infection: false, spawnEdgeRoll: false, humanSeats: ["human1"] });
    expect(o).toMatchObject({ crawlers: true, baby: "search" });
  });

  test("house G24 with the default expansions the zombie deck has 15 cards: Legless Legion with crawlers, Wailing with the baby", () => {
    const s = house.setup({}, "deal");
    const cards = [...s.zombieHand, ...s.zombieDeck];
    expect(cards).toHaveLength(15);
    expect(cards).toEqual(expect.arrayContaining(["legless-legion", "wailing"]));
    const deckOf = (o: object) => {
      const t = house.setup(o, "deal");
      return [...t.zombieHand, ...t.zombieDeck];
    };
    expect(deckOf({ baby: "off" })).not.toContain("wailing");
    expect(deckOf({ crawlers: false })).not.toContain("legless-legion");
    expectRefusal(() => house.setup({ baby: "sometimes" as never }, "x"), "msg.badOption", { option: "baby", detail: "Invalid option: expected one of \"off\"|\"search\"|\"setup\"" });
  });

  test("house DESIGN principle 2 the same seed gives the same game; another seed another deck", () => {
    const a = house.setup({ characters: "deal" }, "same");
    const b = house.setup({ characters: "deal" }, "same");
    const c = house.setup({ characters: "deal" }, "other");
    expect(b).toEqual(a);
    expect(c.searchDeck).not.toEqual(a.searchDeck);
  });
});
