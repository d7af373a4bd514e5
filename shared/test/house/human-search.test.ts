import { applied } from "../../src/core/applied";
import { house } from "../../src/house";
import type { HouseState, SearchCardId } from "../../src/house/types";
import { edge, scenario, type HumanSpec } from "./fixture";
import { act, acts, evOf, refused } from "./human-kit";

const sq = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });
const SEARCH = (figure = "max") => ({ type: "search", figure });

/** `who` at (10,13) facing E toward the woodpile S14 (11,13) in the yard, with the given deck. */
function woodpile(deck: SearchCardId[], who: HumanSpec["id"] = "max", extra: Partial<HumanSpec> = {}, more: HumanSpec[] = []): HouseState {
  return scenario({ humans: [{ id: who, at: [10, 13], facing: "E", ...extra }, ...more], searchDeck: deck });
}

/** `who` at (8,6) facing E toward the TV stand S2 (9,6) in the living room. */
function tvStand(deck: SearchCardId[], who: HumanSpec["id"] = "max", extra: Partial<HumanSpec> = {}): HouseState {
  return scenario({ humans: [{ id: who, at: [8, 6], facing: "E", ...extra }], searchDeck: deck });
}

describe("house §11.1 search", () => {
  test("house §11.1 a search costs 1 action, draws the top card and records the square as searched by this character", () => {
    const s = woodpile(["ammo", "rifle"]);
    const { state, events } = act(s, "human1", SEARCH());
    expect(state.humans.max!.items).toEqual(["ammo"]);
    expect(state.searchDeck).toEqual(["rifle"]);
    expect(state.searched).toEqual(["max:S14"]);
    expect(state.humanTurn.actionsLeft).toBe(3);
    expect(evOf(events, "search")[0]!.search).toBe("S14");
  });

  test("house §8 each search square once per character for the game; another character may search it too", () => {
    const s = woodpile(["ammo", "ammo"], "max", {}, [{ id: "olga", at: [11, 12], facing: "S", seat: "human2" }]);
    const a = act(s, "human1", SEARCH()).state;
    refused(a, "human1", SEARCH(), "house.searchedAlready", { figure: "max", search: "woodpile" });
    const b = act(a, "human1", { type: "endActivation", figure: "max" }).state;
    const c = act(b, "human2", SEARCH("olga")).state;
    expect(c.searched).toEqual(["max:S14", "olga:S14"]);
  });

  test("house G11 search needs a faced search square across an open edge or door", () => {
    refused(scenario({ humans: [{ id: "max", at: [10, 1], facing: "E" }] }), "human1", SEARCH(), "house.notFacingSearch", { figure: "max" });
    // S14 at (11,13) from (10,13) facing N: not faced
    refused(woodpile([], "max", { facing: "N" }), "human1", SEARCH(), "house.notFacingSearch", { figure: "max" });
    // the fridge S3 (15,3) from outside (16,3): a wall between
    refused(scenario({ humans: [{ id: "max", at: [16, 3], facing: "W" }] }), "human1", SEARCH(), "house.notFacingSearch", { figure: "max" });
  });

  test("house §11.2 searching with an empty deck is legal, draws nothing and still counts the square (G32 activity too)", () => {
    const s = woodpile([]);
    const { state, events } = act(s, "human1", SEARCH());
    expect(state.searched).toEqual(["max:S14"]);
    expect(evOf(events, "deckEmpty")).toHaveLength(1);
    expect(state.activity.attackOrSearch).toBe(true);
  });

  test("house C2 no search while sharing a square", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 14], facing: "N" }, { id: "olga", at: [10, 13] }], searchDeck: ["ammo"] });
    const on = act(s, "human1", { type: "move", figure: "max", dir: "N" }).state;
    const turned = JSON.parse(JSON.stringify(on)) as HouseState;
    turned.humans.max!.facing = "E";
    refused(turned, "human1", SEARCH(), "house.sharesSquare", { figure: "max", figure2: "olga" });
  });
});

describe("house §11.4 items and weapons", () => {
  test.each(["ammo", "med-pak", "power-drink", "car-keys"] as const)("house §11.4 %s goes to the figure", (card) => {
    const { state } = act(woodpile([card]), "human1", SEARCH());
    expect(state.humans.max!.items).toEqual([card]);
    expect(state.pending).toEqual([]);
  });

  test("house §11.4 Nothing useful does nothing", () => {
    const { state } = act(woodpile(["nothing-useful", "ammo"]), "human1", SEARCH());
    expect(state.humans.max!.items).toEqual([]);
    expect(state.searchDeck).toEqual(["ammo"]);
  });

  test.each(["kitchen-knife", "baseball-bat", "hockey-stick", "chainsaw", "pistol", "rifle", "shotgun", "double-barrel-shotgun"] as const)(
    "house §9.2 a found %s is kept (replacing the old weapon, which leaves the game) or discarded",
    (card) => {
      const s = woodpile([card], "max", { weapon: "kitchen-knife" });
      const a = act(s, "human1", SEARCH()).state;
      expect(a.pending).toEqual([{ kind: "keepWeapon", seats: ["human1"], mode: "one", passed: [], figure: "max", card }]);
      expect(house.legalActions(a, "human1")).toEqual([
        { type: "keepWeapon", keep: true },
        { type: "keepWeapon", keep: false },
      ]);
      const kept = act(a, "human1", { type: "keepWeapon", keep: true }).state;
      expect(kept.humans.max!.weapon).toEqual({ card, ammoOut: false, spare: card === "double-barrel-shotgun" });
      expect(kept.pending).toEqual([]);
      const left = act(a, "human1", { type: "keepWeapon", keep: false }).state;
      expect(left.humans.max!.weapon!.card).toBe("kitchen-knife");
    },
  );

  test("house §11.4 while a decision is pending nobody else acts", () => {
    const s = woodpile(["rifle"], "max", {}, [{ id: "olga", at: [0, 0], seat: "human2" }]);
    const a = act(s, "human1", SEARCH()).state;
    expect(house.legalActions(a, "human2")).toEqual([]);
    refused(a, "human1", { type: "move", figure: "max", dir: "N" }, "msg.waitsFor", { kind: "keepWeapon", type: "move" });
  });
});

describe("house §11.4 events", () => {
  test("house §11.4 Eureka!: two more cards are drawn, each resolved; their decisions are asked in draw order", () => {
    const { state } = act(woodpile(["eureka", "pistol", "shotgun", "ammo"]), "human1", SEARCH());
    expect(state.pending.map((p) => (p.kind === "keepWeapon" ? p.card : p.kind))).toEqual(["pistol", "shotgun"]);
    expect(state.searchDeck).toEqual(["ammo"]);
    const r = acts(state, "human1", { type: "keepWeapon", keep: true }, { type: "keepWeapon", keep: false });
    expect(r.state.humans.max!.weapon!.card).toBe("pistol");
    expect(r.state.pending).toEqual([]);
  });

  test("house §11.4 Eureka! with an item and Eureka! again: every card resolves", () => {
    const { state } = act(woodpile(["eureka", "ammo", "eureka", "med-pak", "nothing-useful", "car-keys"]), "human1", SEARCH());
    expect(state.humans.max!.items).toEqual(["ammo", "med-pak"]);
    expect(state.searchDeck).toEqual(["car-keys"]);
  });

  test("house §11.2 Eureka! on a short deck draws what is left", () => {
    const { state } = act(woodpile(["eureka", "ammo"]), "human1", SEARCH());
    expect(state.humans.max!.items).toEqual(["ammo"]);
    expect(state.searchDeck).toEqual([]);
  });

  test("house G23 Lucky Coincidence: the finder's seat places a free barricade on any legal edge, no facing needed", () => {
    const s = woodpile(["lucky-coincidence"]);
    const a = act(s, "human1", SEARCH()).state;
    expect(a.pending).toEqual([{ kind: "luckyBarricade", seats: ["human1"], mode: "one", passed: [], figure: "max" }]);
    const edges = house.legalActions(a, "human1").map((x) => (x as { edge: string }).edge);
    expect(edges).toContain(edge([18, 13], [19, 13])); // W11, far away
    expect(edges).toContain(edge([3, 7], [4, 7])); // D1
    expect(edges).not.toContain(edge([15, 11], [15, 12])); // D8a garage vehicle door
    expect(edges).not.toContain("link"); // cellar hidden
    refused(a, "human1", { type: "luckyBarricade", edge: edge([15, 11], [15, 12]) }, "house.luckyEdge", { opening: "15,11|15,12" });
    const b = act(a, "human1", { type: "luckyBarricade", edge: edge([18, 13], [19, 13]) }).state;
    expect(b.barricades).toEqual([edge([18, 13], [19, 13])]);
    expect(b.humanTurn.actionsLeft).toBe(3);
  });

  test("house G23 Lucky Coincidence may barricade the cellar link once revealed", () => {
    const s = woodpile(["lucky-coincidence"]);
    s.cellar = { revealed: true, door: "S2" };
    const a = act(s, "human1", SEARCH()).state;
    expect(house.legalActions(a, "human1")).toContainEqual({ type: "luckyBarricade", edge: "link" });
  });

  test("house G23 with no barricade token left Lucky Coincidence does nothing", () => {
    const s = woodpile(["lucky-coincidence"]);
    const keys = [
      [[5, 2], [5, 3]], [[8, 2], [8, 3]], [[3, 5], [4, 5]], [[12, 2], [12, 3]], [[15, 5], [16, 5]], [[3, 9], [4, 9]], [[6, 10], [6, 11]],
      [[10, 10], [10, 11]], [[14, 10], [14, 11]], [[15, 9], [16, 9]], [[3, 7], [4, 7]], [[15, 7], [16, 7]], [[9, 4], [10, 4]], [[12, 6], [12, 7]], [[6, 7], [6, 8]],
    ] as [[number, number], [number, number]][];
    s.barricades = keys.map(([a, b]) => edge(a, b));
    expect(s.barricades).toHaveLength(15);
    const { state, events } = act(s, "human1", SEARCH());
    expect(state.pending).toEqual([]);
    expect(evOf(events, "luckyNothing")).toHaveLength(1);
  });
});

describe("house §11.4 / C4 Surprise!", () => {
  test("house C4 the Surprise! zombie goes on a nearest square by walking steps from the search square that obeys H-B1; the Zombie player picks among ties", () => {
    const a = act(woodpile(["surprise"]), "human1", SEARCH()).state;
    expect(a.pending[0]).toMatchObject({ kind: "surprisePlace", seats: ["zombie"], mode: "one", passed: [], finder: "max", source: "search", searchAt: sq(11, 13) });
    const options = house.legalActions(a, "zombie").map((x) => (x as { at: unknown }).at);
    // walking distance 3 from (11,13) and ≥ 4 (Manhattan) from Max at (10,13)
    expect(options).toEqual(expect.arrayContaining([sq(12, 11), sq(13, 12), sq(14, 13), sq(13, 14), sq(12, 15)]));
    expect(options).toHaveLength(5);
    expect(house.legalActions(a, "human1")).toEqual([]);
    refused(a, "zombie", { type: "placeZombie", at: sq(19, 0) }, "house.surpriseWhere");
    const b = act(a, "zombie", { type: "placeZombie", at: sq(14, 13) }).state;
    const z = Object.values(b.zombies)[0]!;
    expect(z).toMatchObject({ pos: sq(14, 13), counted: false });
    expect(b.humanTurn.surpriseZombies).toEqual([{ zombie: z.id, finder: "max", search: "S14" }]);
    expect(b.pending).toEqual([]);
    expect(b.humanTurn.active).toBe("max");
  });

  test("[H-B1] the Surprise! zombie is never placed in a room holding a human nor closer than 4 squares to one", () => {
    // Olga searches the TV stand S2 in the living room; Max stands in the kitchen
    const s = scenario({ humans: [{ id: "olga", at: [8, 6], facing: "E" }, { id: "max", at: [12, 5], seat: "human2" }], searchDeck: ["surprise"] });
    const a = act(s, "human1", SEARCH("olga")).state;
    const options = house.legalActions(a, "zombie").map((x) => (x as { at: { x: number; y: number; z: 0 | 1 } }).at);
    expect(options.length).toBeGreaterThan(0);
    const room = (q: { x: number; y: number }) => (q.x >= 4 && q.x <= 9 && q.y >= 3 && q.y <= 6 ? "living" : q.x >= 10 && q.x <= 15 && q.y >= 3 && q.y <= 6 ? "kitchen" : "other");
    for (const q of options) {
      for (const h of [sq(8, 6), sq(12, 5)]) expect(Math.abs(q.x - h.x) + Math.abs(q.y - h.y)).toBeGreaterThanOrEqual(4);
      expect(["living", "kitchen"]).not.toContain(room(q));
    }
    refused(a, "zombie", { type: "placeZombie", at: sq(9, 5) }, "house.surpriseWhere");
    refused(a, "zombie", { type: "placeZombie", at: sq(4, 6) }, "house.surpriseWhere");
  });

  test("house §11.4 a Surprise! zombie killed in the same Human turn gives its finder a replacement card", () => {
    const s = woodpile(["surprise", "ammo", "rifle"], "max", {}, [{ id: "kostya", at: [19, 13], facing: "W", weapon: "rifle", seat: "human2" }]);
    s.rnd.script = [6];
    const a = acts(s, "human1", SEARCH()).state;
    const placed = act(a, "zombie", { type: "placeZombie", at: sq(14, 13) }).state;
    const done = act(placed, "human1", { type: "endActivation", figure: "max" }).state;
    const { state, events } = act(done, "human2", { type: "attack", figure: "kostya" });
    expect(Object.keys(state.zombies)).toEqual([]);
    expect(evOf(events, "replacementDraw")).toHaveLength(1);
    expect(state.humans.max!.items).toEqual(["ammo"]);
    expect(state.searchDeck).toEqual(["rifle"]);
    expect(state.humanTurn.surpriseZombies).toEqual([]);
  });

  test("house §11.4 a replacement card that is a weapon asks the finder's seat, even while another figure is active", () => {
    const s = woodpile(["surprise", "shotgun"], "max", {}, [{ id: "kostya", at: [19, 13], facing: "W", weapon: "rifle", seat: "human2" }]);
    s.rnd.script = [5];
    const a = act(s, "human1", SEARCH()).state;
    const placed = act(a, "zombie", { type: "placeZombie", at: sq(14, 13) }).state;
    const done = act(placed, "human1", { type: "endActivation", figure: "max" }).state;
    const shot = act(done, "human2", { type: "attack", figure: "kostya" }).state;
    expect(shot.pending).toEqual([{ kind: "keepWeapon", seats: ["human1"], mode: "one", passed: [], figure: "max", card: "shotgun" }]);
    const kept = act(shot, "human1", { type: "keepWeapon", keep: true }).state;
    expect(kept.humans.max!.weapon!.card).toBe("shotgun");
    expect(kept.humanTurn.active).toBe("kostya");
  });

  test("house §11.4 a Surprise! zombie that outlives the Human turn gives no replacement when killed later", () => {
    const s = woodpile(["surprise", "ammo"], "max", {}, [{ id: "kostya", at: [19, 13], facing: "W", weapon: "rifle", seat: "human2" }]);
    const a = act(s, "human1", SEARCH()).state;
    let t = act(a, "zombie", { type: "placeZombie", at: sq(14, 13) }).state;
    const zid = Object.keys(t.zombies)[0]!;
    t = act(t, "human1", { type: "endActivation", figure: "max" }).state;
    t = act(t, "human2", { type: "endActivation", figure: "kostya" }).state;
    expect(t.phase).toBe("zombie");
    // the Zombie player does nothing but what it must, then ends its turn
    for (let i = 0; i < 20 && t.phase === "zombie"; i++) {
      const legal = house.legalActions(t, "zombie");
      const end = legal.find((x) => x.type === "endZombieTurn");
      t = applied(house, t, "zombie", (end ?? legal[0]!) as never).state;
    }
    expect(t.phase).toBe("human");
    expect(t.humanTurn.surpriseZombies).toEqual([]);
    expect(t.zombies[zid]!.pos).toEqual(sq(14, 13));
    t.rnd.script = [6];
    const { state, events } = act(t, "human2", { type: "attack", figure: "kostya" });
    expect(state.zombies[zid]).toBeUndefined();
    expect(evOf(events, "replacementDraw")).toEqual([]);
    expect(state.searchDeck).toEqual(["ammo"]);
  });

  test("house C4 with no square obeying H-B1 the Surprise! zombie is lost (G21)", () => {
    // Olga in the cellar searches the old crates S16; the cellar holds a human, the link is barricaded: nowhere to go
    const s = scenario({ humans: [{ id: "olga", at: [1, 6, 1], facing: "W" }], searchDeck: ["surprise", "ammo"], barricades: ["link"] });
    s.cellar = { revealed: true, door: "S2" };
    const { state, events } = act(s, "human1", SEARCH("olga"));
    expect(state.pending).toEqual([]);
    expect(Object.keys(state.zombies)).toEqual([]);
    expect(evOf(events, "decisionLapsed")).toHaveLength(1);
    expect(state.searchDeck).toEqual(["ammo"]);
  });

  test("house C8 an armed Surprise! zombie card fires on a search: a bonus zombie first (no replacement draw), then the search card", () => {
    const s = woodpile(["pistol"]);
    s.zombieHand = ["surprise-zombie", "horde"];
    s.armed = [{ card: "surprise-zombie", figure: "max" }];
    const a = act(s, "human1", SEARCH());
    expect(evOf(a.events, "reaction")[0]!.card).toBe("surprise-zombie");
    expect(a.state.zombieHand).toEqual(["horde"]);
    expect(a.state.zombieDiscard).toEqual(["surprise-zombie"]);
    expect(a.state.pending.map((p) => p.kind)).toEqual(["surprisePlace", "keepWeapon"]);
    expect(a.state.pending[0]).toMatchObject({ source: "card" });
    const b = act(a.state, "zombie", { type: "placeZombie", at: sq(13, 12) }).state;
    expect(b.humanTurn.surpriseZombies).toEqual([]);
    expect(b.pending.map((p) => p.kind)).toEqual(["keepWeapon"]);
  });

  test("house C8 a Surprise! zombie card armed against someone else does not fire", () => {
    const s = woodpile(["ammo"]);
    s.zombieHand = ["surprise-zombie"];
    s.armed = [{ card: "surprise-zombie", figure: "olga" }];
    const { state } = act(s, "human1", SEARCH());
    expect(state.pending).toEqual([]);
    expect(state.armed).toHaveLength(1);
  });
});

describe("house G18 Granny Vera and the Cellar card", () => {
  test("house G18 Granny Vera draws two, picks one before resolving; the other goes to the bottom; only her seat sees both", () => {
    const s = scenario({ humans: [{ id: "vera", at: [10, 13], facing: "E" }, { id: "max", at: [0, 0], seat: "human2" }], searchDeck: ["rifle", "ammo", "med-pak"] });
    const a = act(s, "human1", SEARCH("vera"));
    expect(a.state.pending).toEqual([{ kind: "grannyPick", seats: ["human1"], mode: "one", passed: [], figure: "vera", cards: ["rifle", "ammo"], searchAt: sq(11, 13) }]);
    expect(evOf(a.events, "grannyCards")[0]!.onlyFor).toBe("human1");
    expect(JSON.stringify(house.view(a.state, "human2").pending)).not.toMatch(/rifle|ammo/);
    expect(JSON.stringify(evOf(a.events, "grannyDraw"))).not.toMatch(/rifle|ammo/);
    expect(house.legalActions(a.state, "human1")).toEqual([
      { type: "grannyPick", card: "rifle" },
      { type: "grannyPick", card: "ammo" },
    ]);
    refused(a.state, "human1", { type: "grannyPick", card: "med-pak" }, "house.notVeraCard", { card: "med-pak" });
    const b = act(a.state, "human1", { type: "grannyPick", card: "ammo" }).state;
    expect(b.humans.vera!.items).toEqual(["ammo"]);
    expect(b.searchDeck).toEqual(["med-pak", "rifle"]);
    expect(b.pending).toEqual([]);
  });

  test("house G18 Granny Vera picking a weapon then decides to keep it", () => {
    const s = scenario({ humans: [{ id: "vera", at: [10, 13], facing: "E" }], searchDeck: ["rifle", "ammo"] });
    const a = act(s, "human1", SEARCH("vera")).state;
    const b = act(a, "human1", { type: "grannyPick", card: "rifle" }).state;
    expect(b.pending).toEqual([{ kind: "keepWeapon", seats: ["human1"], mode: "one", passed: [], figure: "vera", card: "rifle" }]);
    expect(b.searchDeck).toEqual(["ammo"]);
  });

  test("house G18 with one card left Granny Vera simply draws it", () => {
    const s = scenario({ humans: [{ id: "vera", at: [10, 13], facing: "E" }], searchDeck: ["ammo"] });
    const { state } = act(s, "human1", SEARCH("vera"));
    expect(state.pending).toEqual([]);
    expect(state.humans.vera!.items).toEqual(["ammo"]);
  });

  test("house §12 in plain mode Granny Vera draws one card", () => {
    const s = scenario({ humans: [{ id: "vera", at: [10, 13], facing: "E" }], searchDeck: ["ammo", "rifle"], options: { plainCharacters: true } });
    const { state } = act(s, "human1", SEARCH("vera"));
    expect(state.humans.vera!.items).toEqual(["ammo"]);
  });

  test("[H-A1] the Cellar card found in the house reveals the cellar behind that search square", () => {
    const s = tvStand(["cellar", "ammo"]);
    s.rnd.script = [3];
    const { state, events } = act(s, "human1", SEARCH());
    expect(state.cellar).toEqual({ revealed: true, door: "S2" });
    expect(evOf(events, "cellarRevealed")).toHaveLength(1);
    expect(state.pending[0]).toMatchObject({ kind: "cellarPlace", left: 2 });
    expect(state.searchDeck).toEqual(["ammo"]);
  });

  test("house §5 the Cellar card found outside the house is shuffled back and a replacement is drawn", () => {
    const s = woodpile(["cellar", "ammo"]);
    s.rnd.script = [1]; // the shuffle of [ammo, cellar] keeps the order
    const { state } = act(s, "human1", SEARCH());
    expect(state.cellar.revealed).toBe(false);
    expect(state.humans.max!.items).toEqual(["ammo"]);
    expect(state.searchDeck).toEqual(["cellar"]);
  });

  test("house G18 the Cellar card outside the house with an otherwise empty deck goes back with no replacement", () => {
    const { state } = act(woodpile(["cellar"]), "human1", SEARCH());
    expect(state.cellar.revealed).toBe(false);
    expect(state.searchDeck).toEqual(["cellar"]);
    expect(state.humans.max!.items).toEqual([]);
  });
});
