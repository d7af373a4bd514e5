import { createRandom } from "../../src/core/rng";
import { greedyBot, playOut, siege, siegeEngine, SIEGE_BOTS, type SiegeAction, type SiegeSeatId, type SiegeState } from "../../src/siege";
import { searchBotOf, type SearchBudget } from "../../src/siege/bot";
import type { SiegePlanRules } from "../../src/siege/bot/common";
import { sampleHidden } from "../../src/siege/bot/sample";
import { siegeHintState } from "../../src/siege/ruleset/hint";
import { otherSecrets } from "./secrets";

/*
 * siege D4 and the search bot (bot/search.ts): it plans on worlds sampled from the state as a seat
 * may know it (the hint's stand-in state), so it never reads a secret; it answers with a legal
 * action, at once when there is one choice, and the same one for the same generator.
 */

/** A small budget, so the tests stay quick. */
const SMALL: SearchBudget = { worlds: 3, candidates: 3, horizon: 0 };

/** The Siege engine with a count of the actions it applies without checking (the search's rollouts). */
function counting(): { rules: SiegePlanRules; applied: () => number } {
  let n = 0;
  const rules: SiegePlanRules = {
    legalActions: (s, seat) => siegeEngine.legalActions(s, seat),
    apply: (s, seat, a) => siegeEngine.apply(s, seat, a),
    actingSeats: (s) => siegeEngine.actingSeats(s),
    applyTrusted: (s, seat, a) => {
      n++;
      return siegeEngine.applyTrusted(s, seat, a);
    },
  };
  return { rules, applied: () => n };
}

/** A two-seat game `n` greedy actions in, with its acting seat. */
function position(seed: string, n: number): { s: SiegeState; seat: SiegeSeatId } {
  const s = playOut(siege.setup({ seats: ["seat1", "seat2"], heroes: "basic" }, seed), {}, greedyBot, `${seed}-bot`, n).state;
  const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
  if (s.result || !seat || siegeEngine.legalActions(s, seat).length < 2) throw new Error(`${seed} ${n}: not a decision of two or more choices`);
  return { s, seat };
}

const key = (a: unknown) => JSON.stringify(a);

describe("siege D4 the search bot", () => {
  const bot = searchBotOf(siegeEngine, SMALL);
  const positions = [position("search-a", 60), position("search-b", 150), position("search-c", 100)];

  test("siege D4 two games that differ only in their secrets get the same choice for the same bot seed", () => {
    for (const { s, seat } of positions) {
      const o = otherSecrets(s);
      expect(key(o)).not.toBe(key(s));
      expect(bot(o, seat, createRandom("same"))).toEqual(bot(s, seat, createRandom("same")));
    }
  });

  test("siege D4 its choice is in the seat's legal list, and the game it looked at is left untouched", () => {
    const start = siege.setup({ seats: ["seat1", "seat2", "seat3"], heroes: "basic" }, "search-legal");
    const s = playOut(start, {}, greedyBot, "search-legal-bot", 40).state;
    const rnd = createRandom("search-legal-rnd");
    for (let k = 0; k < 25 && !s.result; k++) {
      const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId;
      const before = key(s);
      const a = bot(s, seat, rnd)!;
      expect(key(s)).toBe(before);
      expect((siegeEngine.legalActions(s, seat) as SiegeAction[]).map(key)).toContain(key(a));
      siegeEngine.apply(s, seat, a);
    }
  });

  test("siege D4 a sampled world keeps the public position and draws its hidden cards from those not seen", () => {
    const rnd = createRandom("worlds");
    for (const { s, seat } of positions) {
      for (let w = 0; w < 5; w++) {
        const world = sampleHidden(siegeHintState(s), rnd);
        const seenEvents = [...s.decks.eventDiscard, ...(s.decks.current ? [s.decks.current] : [])];
        expect(world.decks.event).toHaveLength(s.decks.event.length);
        expect(new Set(world.decks.event).size).toBe(world.decks.event.length);
        for (const c of world.decks.event) expect(seenEvents).not.toContain(c);
        expect(world.decks.fate).toHaveLength(s.decks.fate.length);
        for (const c of world.decks.fate) expect([...s.decks.fateDiscard, ...s.decks.keep]).not.toContain(c);
        expect([...world.reserve].sort()).toEqual([...s.reserve].sort());
        expect([...world.bag].sort()).toEqual([...s.bag].sort());
        expect(world.units).toEqual(s.units);
        expect(world.zeds).toEqual(s.zeds);
        expect(world.spaces).toEqual(s.spaces);
        expect(siegeEngine.legalActions(world, seat)).toEqual(siegeEngine.legalActions(s, seat));
      }
    }
  });

  test("siege D4 a one-choice decision is answered at once, without a rollout; a seat that may not act gets none", () => {
    // Siege's legal lists always hold 2+ actions in play (Done is one), so the engine here lists only the first
    const { rules, applied } = counting();
    const one: SiegePlanRules = { ...rules, legalActions: (s, seat) => siegeEngine.legalActions(s, seat).slice(0, 1) };
    const b = searchBotOf(one, SMALL);
    for (const { s, seat } of positions) {
      expect(b(s, seat, createRandom("one"))).toEqual(siegeEngine.legalActions(s, seat)[0]);
      const idle = s.seats.find((x) => !siegeEngine.actingSeats(s).includes(x));
      if (idle) expect(b(s, idle, createRandom("one"))).toBeNull();
    }
    expect(applied()).toBe(0);
  });

  test("siege D4 it is deterministic for a seed, and a caller's time cap ends the search after one world", () => {
    for (const { s, seat } of positions) expect(bot(s, seat, createRandom("seed-1"))).toEqual(bot(s, seat, createRandom("seed-1")));
    const { s, seat } = positions[1]!;
    const capped = counting();
    searchBotOf(capped.rules, { ...SMALL, worlds: 50, timeUp: () => true })(s, seat, createRandom("cap"));
    const one = counting();
    searchBotOf(one.rules, { ...SMALL, worlds: 1 })(s, seat, createRandom("cap"));
    expect(capped.applied()).toBe(one.applied());
    expect(one.applied()).toBeGreaterThan(0);
  });

  test("siege D4 the strong bot is one of the Siege bots by name", () => {
    const { s, seat } = positions[0]!;
    expect(typeof SIEGE_BOTS.strong).toBe("function");
    expect((siegeEngine.legalActions(s, seat) as SiegeAction[]).map(key)).toContain(key(SIEGE_BOTS.strong(s, seat, createRandom("by-name"))));
  });
});
