import { createRandom } from "../../src/core/rng";
import { siege, siegeEngine, SIEGE_BOTS, type SiegeAction, type SiegeSeatId, type SiegeState } from "../../src/siege";
import type { SiegeBot } from "../../src/siege/bot";
import { blank, run, unit } from "./kit";

/** The fixed games: 30 seeds, 1–4 seats in turn, both deck lengths. */
const GAMES = 30;
/** Solo games on the short deck, where the defenders win now and then: 40 seeds. */
const SOLO = 40;

/** Plays game `g` to its end with `bot` in every seat; checks each action against the legal list when `check`. */
function play(bot: SiegeBot, g: number, check: boolean): { s: SiegeState; illegal: number; actions: number } {
  const seats = (["seat1", "seat2", "seat3", "seat4"] as SiegeSeatId[]).slice(0, 1 + (g % 4));
  const s = siege.setup({ seats, deck: g % 2 ? "short" : "normal", heroes: "basic" }, `bot-greedy-${g}`);
  const rnd = createRandom(`bot-greedy-b-${g}`);
  let illegal = 0;
  let actions = 0;
  while (!s.result && actions < 20_000) {
    const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
    if (!seat) break;
    const a = bot(s, seat, rnd)!;
    if (check) {
      const legal = siegeEngine.legalActions(s, seat) as SiegeAction[];
      const key = JSON.stringify(a);
      if (!legal.some((x) => JSON.stringify(x) === key)) illegal++;
    }
    siegeEngine.apply(s, seat, a);
    actions++;
  }
  return { s, illegal, actions };
}

describe("siege greedy bot (a heuristic defender)", () => {
  const greedy = Array.from({ length: GAMES }, (_, g) => play(SIEGE_BOTS.greedy, g, true));
  const random = Array.from({ length: GAMES }, (_, g) => play(SIEGE_BOTS.random, g, false));
  const mean = (xs: { s: SiegeState }[]) => xs.reduce((n, x) => n + x.s.round, 0) / xs.length;

  test("every action it returns is in the seat's legal list, and every game ends", () => {
    expect(greedy.reduce((n, x) => n + x.illegal, 0)).toBe(0);
    for (const x of greedy) expect(x.s.result).not.toBeNull();
  });

  test("it survives more rounds than the legal-random bot", () => {
    // measured on these 30 games: greedy 9.93, random 6.93
    expect(mean(greedy)).toBeGreaterThan(mean(random) + 2.5);
  });

  test("it wins some solo games on the short deck", () => {
    let wins = 0;
    for (let g = 0; g < SOLO; g++) {
      const s = siege.setup({ seats: ["seat1"], deck: "short", heroes: "basic" }, `bot-greedy-solo-${g}`);
      const rnd = createRandom(`bot-greedy-solo-b-${g}`);
      for (let n = 0; n < 20_000 && !s.result; n++) {
        const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
        if (!seat) break;
        siegeEngine.apply(s, seat, SIEGE_BOTS.greedy(s, seat, rnd)!);
      }
      if (s.result?.winner === "defenders") wins++;
    }
    // measured on these 40 games: 3 wins (about 1 in 25 solo short games over 120)
    expect(wins).toBeGreaterThanOrEqual(2);
  });

  test("it is deterministic: the same seeds give the same games", () => {
    const again = play(SIEGE_BOTS.greedy, 3, false);
    expect(again.s.round).toBe(greedy[3]!.s.round);
    expect(again.actions).toBe(greedy[3]!.actions);
    expect(JSON.stringify(again.s.result)).toBe(JSON.stringify(greedy[3]!.s.result));
  });
});

describe("siege greedy bot: the S3 event cards' choices", () => {
  /** The greedy bot's answer to the open choice of `s` for seat1. */
  const answer = (s: SiegeState): string => (SIEGE_BOTS.greedy(s, "seat1", createRandom("bot-s3")) as { option: string }).option;

  test("siege §6.4 Contaminated Water: it pays in Supplies while more than 3 are left, then gives the hit as an Eat hit, to the unit with the most hits to spare", () => {
    const s = blank(["seat1"]);
    unit(s, "civ3", "forest:2", "seat1", { hits: 1 });
    unit(s, "furies", "highway:2", "seat1");
    s.supplies = 4;
    s.work.push({ t: "water", n: 2 });
    run(s);
    expect(answer(s)).toBe("supplies");
    s.supplies = 3;
    expect(answer(s)).toBe("furies");
  });

  test("siege §3.3 V.I.P. Survivors: it takes Infection to 0 when Infection is high, else the +4 Supplies and +2 Ammo with nobody hurt", () => {
    const s = blank(["seat1"]);
    unit(s, "vip", "camp", null, { id: "vip-1" });
    s.work.push({ t: "vipBonus", unit: "vip-1" });
    run(s);
    s.infection = 9;
    expect(answer(s)).toBe("infection-0");
    s.infection = 2;
    expect(answer(s)).toBe("supplies-ammo");
  });

  test("siege §6.3 What's That Smell?: it lets the Zeds appear where the strongest defender stands", () => {
    const s = blank(["seat1"]);
    unit(s, "civ3", "forest:2", "seat1");
    unit(s, "furies", "suburbs:3", "seat1");
    s.work.push({ t: "smell" });
    run(s);
    expect(answer(s)).toBe("suburbs:3");
  });
});
