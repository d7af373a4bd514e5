import { house } from "../../src/house";
import { getBoard } from "../../src/house/board";
import { checkVictory, roundLimitReached } from "../../src/house/victory";
import { endZombieTurn } from "../../src/house/zombie/flow";
import type { GameEvent } from "../../src/core/ruleset";
import type { HouseState } from "../../src/house/types";
import { scenario } from "./fixture";

const board = getBoard("default");
const exterior = board.openings.filter((o) => o.exterior).map((o) => o.key);
const allSearched = Object.keys(board.search)
  .filter((id) => board.search[id]!.z === 0)
  .map((id) => `olga:${id}`);

describe("house DoR 5 / C9 what each seat sees", () => {
  const s = scenario({ humans: [{ id: "olga", at: [5, 5] }], zombieHand: ["smash", "bloodlust", "horde", "jammed"], searchDeck: ["cellar", "ammo", "eureka"] });
  s.armed = [{ card: "jammed", figure: "any" }];
  s.pending = [{ kind: "grannyPick", seats: ["human2"], mode: "one", passed: [], figure: "vera", cards: ["ammo", "rifle"], searchAt: { x: 4, y: 3, z: 0 } }];
  test("house DoR 5 a human seat and a spectator see counts, never the deck order, the hand, armed cards, the generator or another seat's choice", () => {
    for (const viewer of ["human1", "spectator"] as const) {
      const v = house.view(s, viewer);
      const text = JSON.stringify(v);
      expect(v).not.toHaveProperty("searchDeck");
      expect(v).toMatchObject({ searchDeckCount: 3, zombieHandCount: 4, zombieDeckCount: s.zombieDeck.length });
      for (const secret of ["smash", "bloodlust", "horde", "jammed", "eureka", "ammo", "rifle", "rnd", "script"]) expect(text).not.toContain(secret);
      expect(v.pending[0]).toEqual({ kind: "grannyPick", seats: ["human2"], mode: "one", passed: [], hidden: 2 });
    }
  });
  test("house DoR 5 the Zombie seat sees its hand and armed reactions but not the search deck", () => {
    const v = house.view(s, "zombie");
    expect(v.zombieHand).toEqual(["smash", "bloodlust", "horde", "jammed"]);
    expect(v.armed).toEqual([{ card: "jammed", figure: "any" }]);
    expect(JSON.stringify(v)).not.toContain("eureka");
  });
  test("house G18 Granny's own seat sees the two cards she chooses from", () => {
    expect(house.view(s, "human2").pending[0]).toMatchObject({ kind: "grannyPick", cards: ["ammo", "rifle"] });
  });
});

describe("house §15 / G29 victory", () => {
  const fortress = (): HouseState => {
    const s = scenario({ humans: [{ id: "olga", at: [5, 5] }, { id: "max", at: [12, 9] }], zombies: [{ id: "z1", at: [0, 0] }], barricades: exterior });
    s.searched = [...allSearched];
    return s;
  };
  const check = (s: HouseState) => {
    const ev: GameEvent[] = [];
    checkVictory(s, ev);
    return ev;
  };
  test("house §15.1 Fortress: every search square searched, the 12 exterior openings barricaded, no zombie inside, every human inside", () => {
    const s = fortress();
    const ev = check(s);
    expect(s.result).toEqual({ winner: "humans", rule: "house §15.1", key: "fortress" });
    expect(s.phase).toBe("over");
    expect(ev.map((e) => e.type)).toEqual(["gameOver"]);
  });
  test("house §15.1 no Fortress with one search square unsearched, one opening open, a zombie in the house or a human outside", () => {
    const a = fortress();
    a.searched.pop();
    const b = fortress();
    b.barricades.pop();
    const c = fortress();
    c.zombies.z1!.pos = { x: 5, y: 7, z: 0 };
    const d = fortress();
    d.humans.max!.pos = { x: 17, y: 13, z: 0 };
    for (const s of [a, b, c, d]) {
      check(s);
      expect(s.result).toBeNull();
    }
  });
  test("house §15.3 the Zombie player wins when every human figure is dead, even if a Fortress stands", () => {
    const s = fortress();
    for (const h of Object.values(s.humans)) {
      h!.alive = false;
      h!.pos = null;
    }
    check(s);
    expect(s.result).toEqual({ winner: "zombie", rule: "house §15.3", key: "allDead" });
  });
  test("house §15.3 the Zombie turn of the last round ends: the Zombie player wins", () => {
    const s = scenario({ humans: [{ id: "olga", at: [5, 5] }], turn: "zombie", round: 20 });
    const ev: GameEvent[] = [];
    endZombieTurn(s, ev);
    expect(s.result).toMatchObject({ winner: "zombie", rule: "house §15.3" });
    const t = scenario({ humans: [{ id: "olga", at: [5, 5] }], turn: "zombie", round: 19 });
    endZombieTurn(t, []);
    expect(t.result).toBeNull();
    expect(t.round).toBe(20);
    expect(t.phase).toBe("human");
  });
  test("house §15.3 survive till dawn: at least half the starting figures (rounded up) alive → humans win", () => {
    const s = scenario({ humans: [{ id: "olga", at: [5, 5] }, { id: "max", at: [6, 6] }, { id: "lena", at: [1, 1] }], options: { surviveTillDawn: true, humanSeats: ["human1"] }, round: 20 });
    s.humans.lena!.alive = false;
    roundLimitReached(s, []);
    expect(s.result).toEqual({ winner: "humans", rule: "house §15.3", key: "dawn", params: { alive: 2, figures: 3 } });
    const t = scenario({ humans: [{ id: "olga", at: [5, 5] }, { id: "max", at: [6, 6] }, { id: "lena", at: [1, 1] }], options: { surviveTillDawn: true }, round: 20 });
    t.humans.lena!.alive = false;
    t.humans.max!.alive = false;
    roundLimitReached(t, []);
    expect(t.result).toMatchObject({ winner: "zombie" });
  });
  test("house G29 a finished game accepts no action: GAME_OVER", () => {
    const s = fortress();
    check(s);
    expect(() => house.apply(s, "human1", { type: "endActivation", figure: "olga" })).toThrow(expect.objectContaining({ code: "GAME_OVER" }));
    expect(house.legalActions(s, "human1")).toEqual([]);
  });
});
