import { createRandom } from "../../src/core/rng";
import { spaceIndex } from "../../src/siege/board";
import { SIEGE_BOTS } from "../../src/siege";
import { refugeeRescue, refugeeRisk, RESCUE } from "../../src/siege/bot/refugees";
import type { SiegeState } from "../../src/siege/state/game";
import type { ChoiceDecision } from "../../src/siege/state/pending";
import { actionPhase, blank, run, unit, zed } from "./kit";

/*
 * The greedy defender's answers to what ended its lost games (bench/siege-analysis.ts `losses`):
 * Refugees devoured by the Zeds one space behind them, Town spaces lost when their guard loses
 * (the defender a Hand-to-hand is fought with).
 */

const at = (id: string) => spaceIndex(id);
/** What the greedy bot plays for seat1 now. */
const play = (s: SiegeState) => SIEGE_BOTS.greedy(s, "seat1", createRandom("bot-defence"));

describe("siege greedy bot: Refugees out of the Zeds' reach", () => {
  /** The 4R phase with one movement: Refugees on SU4 with a Zeds unit on SU5 behind them, Refugees on FO2 with no Zeds on the Forest track. */
  function fourR(): SiegeState {
    const s = blank(["seat1"]);
    s.decks.current = null;
    s.phase = "4r";
    s.fourR = { left: 1 };
    unit(s, "refugees", "forest:2", null, { id: "r-safe" });
    unit(s, "refugees", "suburbs:4", null, { id: "r-caught" });
    zed(s, "5/3", "suburbs:5");
    return s;
  }

  test("siege bot: spends the 4R movement on the Refugees the Zeds behind them would devour next (siege §2.2 step 3, §2.5 step 5)", () => {
    const s = fourR();
    // one space ahead of the Zeds they are caught by the track's next activation; a step makes it two
    expect(refugeeRisk(s, at("suburbs:4"))).toBe(1);
    expect(refugeeRisk(s, at("suburbs:3"))).toBe(0.4);
    expect(refugeeRescue(s, s.units["r-safe"]!, at("forest:1"))).toBe(0);
    expect(refugeeRescue(s, s.units["r-caught"]!, at("suburbs:3"))).toBeCloseTo(0.6 * RESCUE);
    expect(RESCUE).toBeGreaterThan(0);
    expect(play(s)).toEqual({ type: "refugee", unit: "r-caught" });
  });

  test("siege bot: Refugees a defender stands with are less at risk; only its defeat leaves them to the Zeds (siege §2.5 step 5, G6)", () => {
    const s = fourR();
    unit(s, "furies", "suburbs:4", "seat1");
    expect(refugeeRisk(s, at("suburbs:4"))).toBeCloseTo(0.35);
    expect(refugeeRisk(s, at("suburbs:4"), s.units.furies)).toBe(1);
  });

  test("siege bot: walks endangered Refugees home with an Action in the Action phase before a step of safe ones (siege §2.6, §3.3)", () => {
    const s = actionPhase(["seat1"], 0);
    unit(s, "refugees", "forest:2", null, { id: "r-safe" });
    unit(s, "refugees", "suburbs:4", null, { id: "r-caught" });
    zed(s, "5/3", "suburbs:5");
    expect(play(s)).toEqual({ type: "move", unit: "r-caught", to: at("suburbs:3"), pay: "player" });
  });
});

describe("siege greedy bot: the defender of a Hand-to-hand", () => {
  test("siege bot: picks the defender most likely to beat the attacking Zeds, not the one with the most Strength and hits (siege §4.1, §4.4)", () => {
    const s = blank(["seat1"]);
    // the Furies 6/3 and the Marines 5/3 (+1 column in Hand-to-hand), 4 hits to spare each, on FO2; a Mob of two 6/3 attacks
    unit(s, "furies", "forest:2", "seat1");
    unit(s, "marines", "forest:2", "seat1");
    zed(s, "6/3", "forest:2");
    zed(s, "6/3", "forest:2");
    s.work.push({ t: "hth", space: at("forest:2"), attacker: "zeds", retreatFight: false });
    run(s);
    expect(s.pending[0]).toMatchObject({ kind: "choose", purpose: "defender", options: ["furies", "marines"] } satisfies Partial<ChoiceDecision>);
    // 12 ≥ 2 × 6 and 2 × 5: Zeds×2 for both, Zeds+ for the Marines (+1): the Zeds lose on 8+ against them, on 10+ against the Furies
    expect(play(s)).toEqual({ type: "choose", option: "marines" });
  });

  test("siege bot: spares a defender a fight likely to give it its last hit when another nearly as likely to win has hits to spare (siege §4.1, §4.6)", () => {
    const s = blank(["seat1"]);
    // Civilians 4/2 (4 hits to spare) and Wright 4/2 (+1 column, 2 hits) on FO2; a 6/3 attacks
    unit(s, "civ7", "forest:2", "seat1");
    unit(s, "wright", "forest:2", "seat1");
    zed(s, "6/3", "forest:2");
    s.work.push({ t: "hth", space: at("forest:2"), attacker: "zeds", retreatFight: false });
    run(s);
    // Wright (Even) beats it on 7+ against 8+ for the Civilians (Zeds+), but takes 2 hits or more on 13 rolls of 36, they 4 on 1
    expect(play(s)).toEqual({ type: "choose", option: "civ7" });
  });
});

describe("siege greedy bot: hits on a Mob", () => {
  /** A Mob of an 8/4 and a 3/2 on FO2 (the 3/2 with `hits3` hits) takes `n` hits that seat1 places one at a time. */
  function mob(n: number, hits3: number): { s: SiegeState; big: string; small: string } {
    const s = blank(["seat1"]);
    const big = zed(s, "8/4", "forest:2").id;
    const small = zed(s, "3/2", "forest:2", { hits: hits3 }).id;
    s.work.push({ t: "hitsZeds", space: at("forest:2"), n, chooser: "seat1" });
    run(s);
    expect(s.pending[0]).toMatchObject({ kind: "choose", purpose: "mobHit" });
    return { s, big, small };
  }

  test("siege bot: puts a Mob's hits where they take the most Strength off soonest: 3 hits flip the 8/4 (−4), not the 3/2 (−1) (siege G12, §3.1)", () => {
    const { s, big } = mob(3, 0);
    expect(play(s)).toEqual({ type: "choose", option: big });
  });

  test("siege bot: a single hit that flips the 3/2 now goes there, not toward the 8/4's flip 3 hits away (siege G12, §3.1)", () => {
    const { s, small } = mob(1, 2);
    expect(play(s)).toEqual({ type: "choose", option: small });
  });
});
