import { createRandom } from "../../src/core/rng";
import { greedyBot, playOut, siege, siegeEngine, type SiegeSeatId, type SiegeState } from "../../src/siege";
import { FEATURE_NAMES, positionFeatures } from "../../src/siege/bot/features";
import { positionValue, WIN_BONUS } from "../../src/siege/bot/value";
import fitted from "../../src/siege/bot/value-weights.json";
import { otherSecrets } from "./secrets";

/*
 * The search bot's position value (bot/value.ts, bot/features.ts): a heuristic fitted on greedy teams'
 * games, read only from what every seat sees (siege D4), on the scale of rounds survived.
 */

/** A game `n` greedy actions in, with `seats` filled seats. */
function position(seed: string, seats: number, n: number): SiegeState {
  const ids = (["seat1", "seat2", "seat3", "seat4"] as SiegeSeatId[]).slice(0, seats);
  return playOut(siege.setup({ seats: ids, deck: "normal" }, seed), {}, greedyBot, `${seed}-bot`, n).state;
}

describe("siege D4 the search bot's position value", () => {
  test("siege D4 the features read nothing secret: a game whose secrets differ has the same features and value", () => {
    for (const [seed, seats, n] of [["value-a", 2, 60], ["value-b", 3, 90], ["value-c", 1, 70]] as const) {
      const s = position(seed, seats, n);
      expect(s.result).toBeNull();
      const o = otherSecrets(s);
      expect(positionFeatures(o)).toEqual(positionFeatures(s));
      expect(positionValue(o)).toBe(positionValue(s));
    }
  });

  test("siege D4 the fitted weights match the features, one per feature for each seat count 1–4", () => {
    const fit = fitted as { features: string[]; weights: Record<string, number[]> };
    expect(fit.features).toEqual([...FEATURE_NAMES]);
    for (const n of ["1", "2", "3", "4"]) expect(fit.weights[n]).toHaveLength(FEATURE_NAMES.length);
    expect(positionFeatures(position("value-d", 2, 50))).toHaveLength(FEATURE_NAMES.length);
  });

  test("siege §7 an ended game is worth its round, a win WIN_BONUS rounds more; a game going on at least its round", () => {
    const s = position("value-e", 2, 150);
    expect(positionValue(s)).toBeGreaterThanOrEqual(s.round);
    const lost = { ...s, result: { winner: "zeds", rule: "siege §2.5", key: "breakIn" } };
    const won = { ...s, result: { winner: "defenders", rule: "siege §2.8", key: "lastCard" } };
    expect(positionValue(lost)).toBe(s.round);
    expect(positionValue(won)).toBe(s.round + WIN_BONUS);
  });

  test("siege §5.6 a Chaos marker back in the pool never lowers the value (each seat count's fit)", () => {
    for (const seats of [1, 2, 3, 4]) {
      const s = position(`value-chaos-${seats}`, seats, 100);
      expect(s.result).toBeNull();
      for (let pool = 1; pool <= 10; pool++) expect(positionValue({ ...s, chaosPool: pool })).toBeGreaterThanOrEqual(positionValue({ ...s, chaosPool: pool - 1 }));
    }
  });
});

describe("siege D4 the strong bot searches only its phases", () => {
  test("siege D4 outside the Action and 4R phases the strong bot answers as greedy does, with the same generator", async () => {
    const { SIEGE_BOTS, STRONG_BUDGET } = await import("../../src/siege");
    expect(STRONG_BUDGET.phases).toEqual(["action", "4r"]);
    const s = position("value-phases", 2, 0);
    let checked = 0;
    const rnd = createRandom("value-phases-walk");
    for (let k = 0; k < 400 && !s.result && checked < 12; k++) {
      const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId;
      if (!STRONG_BUDGET.phases!.includes(s.phase) && siegeEngine.legalActions(s, seat).length > 1) {
        expect(SIEGE_BOTS.strong(s, seat, createRandom(`same-${k}`))).toEqual(SIEGE_BOTS.greedy(s, seat, createRandom(`same-${k}`)));
        checked++;
      }
      siegeEngine.applyTrusted(s, seat, greedyBot(s, seat, rnd)!);
    }
    expect(checked).toBeGreaterThan(3);
  });
});
