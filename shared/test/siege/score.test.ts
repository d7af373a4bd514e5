import { spaceIndex } from "../../src/siege/board";
import { winGame } from "../../src/siege/round/flow";
import { epilogueScore, scoreParams } from "../../src/siege/state/score";
import type { SiegeState } from "../../src/siege/state/game";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { blank, run, unit, zed } from "./kit";

/**
 * The end of a game as the tests set it: Piazza on a track, Civilians in TC, Hernandez in a Bed in
 * coma, Schmidt in the Cemetery, Villagers in a Village, Refugees in the Camp, V.I.P. Survivors on
 * a track; Supplies 3, Ammo 1, Infection 6; 3 Chaos markers on the map; 5 Event cards left.
 */
function ending(): SiegeState {
  const s = blank();
  unit(s, "piazza", "forest:3", "seat1");
  unit(s, "civ1", "TC", "seat2");
  unit(s, "hernandez", "bed1", "seat1", { coma: true, side: "reduced" });
  unit(s, "schmidt", "cemetery", "seat2");
  unit(s, "villagers", "forest:5", null, { id: "villagers-forest:5" });
  unit(s, "refugees", "camp", null, { id: "refugees-1" });
  unit(s, "vip", "suburbs:6", null, { id: "vip-1" });
  s.supplies = 3;
  s.ammo = 1;
  s.infection = 6;
  s.spaces[spaceIndex("highway:4")]!.chaos = 2;
  s.spaces[spaceIndex("forest:6")]!.chaos = 1;
  s.decks.event = ["brains-2", "nightfall", "fast-zeds", "toxic-zeds", "end-want-a-piece-of-me"];
  return s;
}

describe("siege §7 the epilogue score", () => {
  test("siege §7 a lost game: +1 per surviving unit (track, TC, Bed; not the Cemetery), +3 per Villagers/Refugees/V.I.P., +1 Supplies ≥ 2, +0 Ammo 1, +1 Infection ≤ 6, −1 per Chaos, −1 per unplayed Event card", () => {
    const s = ending();
    // the loss: a Zeds unit walks from the Mountain Town space into TC (§2.5)
    const z = zed(s, "2/1", "mountain:0");
    beginZedsActivations(s, ["mountain"]);
    run(s);
    expect(s.result).toMatchObject({ winner: "zeds", rule: "siege §2.5", key: "breakIn" });
    // 3 units + 3 × 3 civilians + 1 + 0 + 1 − 3 − 5 = 6; and the space the Zeds broke in from and who (loseGame's `space`, `zeds`)
    expect(s.result!.params).toEqual({
      space: "mountain:0",
      zeds: [z.id],
      score: 6,
      units: 3,
      unitsPoints: 3,
      civilians: 3,
      civiliansPoints: 9,
      supplies: 3,
      suppliesPoints: 1,
      ammo: 1,
      ammoPoints: 0,
      infection: 6,
      infectionPoints: 1,
      chaos: 3,
      chaosPoints: -3,
      unplayed: 5,
      unplayedPoints: -5,
    });
  });

  test("siege §7 a won game counts no unplayed Event cards; Infection 7 and Supplies 1 give nothing, Ammo 2 gives +1", () => {
    const s = ending();
    s.infection = 7;
    s.supplies = 1;
    s.ammo = 2;
    winGame(s, "lastCard", "siege §2.8", []);
    expect(s.result).toMatchObject({ winner: "defenders" });
    // 3 + 9 + 0 + 1 + 0 − 3 − 0 = 10
    expect(epilogueScore(s)).toEqual({
      lines: [
        { item: "units", count: 3, points: 3 },
        { item: "civilians", count: 3, points: 9 },
        { item: "supplies", count: 1, points: 0 },
        { item: "ammo", count: 2, points: 1 },
        { item: "infection", count: 7, points: 0 },
        { item: "chaos", count: 3, points: -3 },
        { item: "unplayed", count: 0, points: 0 },
      ],
      total: 10,
    });
    expect(s.result!.params).toEqual(scoreParams(epilogueScore(s)));
    expect(s.result!.params!.score).toBe(10);
  });

  test("siege §7 a devoured Refugees unit (removed from the map) and a unit in the Cemetery score nothing; no Chaos and a full deck on a win", () => {
    const s = blank();
    unit(s, "hunt", "cemetery", "seat1");
    unit(s, "furies", "cemetery", "seat2");
    s.supplies = 0;
    s.ammo = 0;
    s.infection = 13;
    winGame(s, "lastCard", "siege §2.8", []);
    expect(s.result!.params!.score).toBe(0);
    expect(epilogueScore(s).lines.every((l) => l.points === 0)).toBe(true);
  });
});
