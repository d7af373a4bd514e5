import { createRandom } from "../../src/core/rng";
import { greedyBot, playOut, siege, siegeEngine, type SiegeSeatId, type SiegeState } from "../../src/siege";
import { siegeHintState } from "../../src/siege/ruleset/hint";
import { otherSecrets } from "./secrets";

/*
 * siege D4: the hint runs the greedy bot on the state as a seat may know it (hint.ts): every secret
 * of D4 — the deck orders, the Zeds reserve, the Super-Zeds bag, face-down rumors, the generator —
 * is a stand-in that depends on nothing secret, so the hint cannot reveal one.
 */

/** A game some way in (two seats, the greedy bot, which walks Refugees home so rumors get laid): the first of 120, 200, 300, 400 actions in with a rumor face down on the map and no result, else 120 in. */
function midGame(seed: string): SiegeState {
  const start = siege.setup({ seats: ["seat1", "seat2"] }, seed);
  const at = (n: number) => playOut(start, {}, greedyBot, `${seed}-bot`, n).state;
  for (const n of [120, 200, 300, 400]) {
    const s = at(n);
    if (!s.result && Object.values(s.rumors?.tokens ?? {}).some((t) => !t.revealed)) return s;
  }
  return at(120);
}

describe("siege D4 the hint state", () => {
  const games = ["hint-a", "hint-b", "hint-c", "hint-d"].map((g) => midGame(g));

  test("siege D4 two games that differ only in their secrets give the same hint state, and so the same hint", () => {
    let faceDown = 0;
    for (const s of games) {
      const o = otherSecrets(s);
      expect(JSON.stringify(o)).not.toBe(JSON.stringify(s));
      expect(siegeHintState(o)).toEqual(siegeHintState(s));
      faceDown += Object.values(s.rumors?.tokens ?? {}).filter((t) => !t.revealed).length;
      for (const seat of siegeEngine.actingSeats(s) as SiegeSeatId[]) expect(greedyBot(siegeHintState(o), seat, createRandom("h"))).toEqual(greedyBot(siegeHintState(s), seat, createRandom("h")));
    }
    // the fixture holds face-down rumors, so their identities were really put to the test
    expect(faceDown).toBeGreaterThan(0);
  });

  test("siege D4 the hint state keeps the public position and the seat's legal actions, and leaves the game untouched", () => {
    for (const s of games) {
      const before = JSON.stringify(s);
      const h = siegeHintState(s);
      expect(JSON.stringify(s)).toBe(before);
      // what a seat sees of the two is the same: only secrets differ
      expect(siege.view(h, "seat1")).toEqual(siege.view(s, "seat1"));
      const { rnd: _a, decks: _b, reserve: _c, bag: _d, rumors: _e, spareCivilians: _f, ...open } = s;
      expect(h).toMatchObject(open);
      expect(h.decks.event).toHaveLength(s.decks.event.length);
      expect(h.rumors?.stack.length).toBe(s.rumors?.stack.length);
      for (const seat of s.seats) expect(siege.legalActions(h, seat)).toEqual(siege.legalActions(s, seat));
    }
  });

  test("siege D4 the ruleset's hintState is this one: a face-down rumor's identity and the deck order are not in it", () => {
    const s = games.find((g) => Object.values(g.rumors?.tokens ?? {}).some((t) => !t.revealed))!;
    const h = siege.hintState(s, "seat1");
    expect(h).toEqual(siegeHintState(s));
    const o = siege.hintState(otherSecrets(s), "seat2");
    for (const [id, t] of Object.entries(s.rumors!.tokens)) if (!t.revealed) expect(h.rumors!.tokens[id]!.rumor).toBe(o.rumors!.tokens[id]!.rumor);
    expect(h.decks.event).toEqual(o.decks.event);
    expect(h.rnd).toEqual(createRandom(`hint:${s.seq}`));
  });
});
