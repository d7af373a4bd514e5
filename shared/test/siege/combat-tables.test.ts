import { EVEN, HTH_COLUMNS, evenColumnHits, gunfireColumn, gunfireHits, handToHandResult, hthColumn, initialHthColumn, rowOf, shiftColumn, twoDiceSum } from "../../src/siege/combat/tables";
import { firePower, terrainShift } from "../../src/siege/combat/terrain";
import { unitDef } from "../../src/siege/units/player";

/** Every pair of dice (d1, d2) whose sum lies in lo..hi. */
const pairsIn = (lo: number, hi: number) => {
  const out: [number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= lo && a + b <= hi) out.push([a, b]);
  return out;
};
const ranges: [string, number, number][] = [
  ["2", 2, 2],
  ["3–4", 3, 4],
  ["5–6", 5, 6],
  ["7", 7, 7],
  ["8–9", 8, 9],
  ["10–11", 10, 11],
  ["12", 12, 12],
];

// siege §4.2, as printed: hits to Zeds / hits to player unit; * = the Zeds side loses
const HTH_TABLE = `
2     | 0/5 | 0/5 | 0/4 | 0/4 | 0/3 | 1/3 | 2/2*
3–4   | 0/5 | 0/4 | 0/3 | 0/3 | 1/3 | 2/2* | 2/1*
5–6   | 0/4 | 0/3 | 1/3 | 1/2 | 2/2* | 2/1* | 3/1*
7     | 0/3 | 0/3 | 1/2 | 2/2* | 2/1* | 3/1* | 3/0*
8–9   | 0/2 | 1/2 | 2/2* | 2/1* | 3/1* | 3/0* | 3/0*
10–11 | 1/2 | 2/2* | 2/1* | 3/1* | 3/0* | 3/0* | 4/0*
12    | 2/2* | 2/1* | 2/0* | 3/0* | 4/0* | 4/0* | 5/0*
`;
// siege §4.3, as printed: hits on the target, columns Str 1 … 7+
const GUNFIRE_TABLE = `
2     | 0 | 0 | 0 | 0 | 0 | 1 | 2
3–4   | 0 | 0 | 0 | 0 | 1 | 2 | 2
5–6   | 0 | 0 | 1 | 1 | 2 | 2 | 3
7     | 0 | 0 | 1 | 2 | 2 | 3 | 3
8–9   | 0 | 1 | 2 | 2 | 3 | 3 | 3
10–11 | 1 | 2 | 2 | 3 | 3 | 3 | 4
12    | 2 | 2 | 2 | 3 | 4 | 4 | 5
`;
const rowsOf = (t: string) =>
  t
    .trim()
    .split("\n")
    .map((l) => l.split("|").map((c) => c.trim()));

describe("siege §4.2 Hand-to-hand table, every cell", () => {
  const rows = rowsOf(HTH_TABLE);
  rows.forEach((cells, r) => {
    const [label, lo, hi] = ranges[r]!;
    HTH_COLUMNS.forEach((col, c) => {
      const cell = cells[c + 1]!;
      test(`siege §4.2 Hand-to-hand ${col}, roll ${label} → ${cell}`, () => {
        expect(cells[0]).toBe(label);
        const m = /^(\d)\/(\d)(\*?)$/.exec(cell)!;
        const expected = { zedsHits: Number(m[1]), playerHits: Number(m[2]), loser: m[3] ? "zeds" : "player" };
        for (const dice of pairsIn(lo, hi)) expect(handToHandResult(c, dice)).toEqual(expected);
      });
    });
  });
});

describe("siege §4.3 Gunfire table, every cell", () => {
  const rows = rowsOf(GUNFIRE_TABLE);
  rows.forEach((cells, r) => {
    const [label, lo, hi] = ranges[r]!;
    for (let c = 0; c < 7; c++) {
      const col = c === 6 ? "7+" : String(c + 1);
      test(`siege §4.3 Gunfire Strength ${col}, roll ${label} → ${cells[c + 1]} hits`, () => {
        expect(cells[0]).toBe(label);
        for (const dice of pairsIn(lo, hi)) expect(gunfireHits(c, dice)).toBe(Number(cells[c + 1]));
      });
    }
  });
});

describe("siege §4.1 initial Hand-to-hand column by Strength ratio", () => {
  const name = (z: number, p: number) => HTH_COLUMNS[initialHthColumn(z, p)];
  test("siege §4.1 Z ≥ 3P is Zeds×3, at and above the boundary", () => {
    expect([name(9, 3), name(10, 3), name(3, 1)]).toEqual(["Zeds×3", "Zeds×3", "Zeds×3"]);
  });
  test("siege §4.1 Z ≥ 2P is Zeds×2 (6 vs 3 in T6 and T10; 8 vs 3)", () => {
    expect([name(6, 3), name(8, 3), name(4, 2)]).toEqual(["Zeds×2", "Zeds×2", "Zeds×2"]);
  });
  test("siege §4.1 Z > P is Zeds+ (T3: 5 vs 4)", () => {
    expect([name(5, 4), name(7, 4)]).toEqual(["Zeds+", "Zeds+"]);
  });
  test("siege §4.1 Z = P is Even", () => {
    expect([name(4, 4), name(1, 1)]).toEqual(["Even", "Even"]);
  });
  test("siege §4.1 P ≥ 3Z is Humans×3, P ≥ 2Z Humans×2, otherwise Humans+", () => {
    expect([name(2, 6), name(1, 10), name(3, 6), name(2, 5), name(4, 5), name(3, 5)]).toEqual(["Humans×3", "Humans×3", "Humans×2", "Humans×2", "Humans+", "Humans+"]);
  });
  test("siege §4.1 a Strength below 1 is a caller's bug", () => {
    expect(() => initialHthColumn(0, 3)).toThrow(/at least 1/);
  });
});

describe("siege §4.4 column shifts and Terrain", () => {
  test("siege §4.4 G7 shifts are net and clamped at the table edges", () => {
    expect(shiftColumn(EVEN, 2)).toBe(5);
    expect(shiftColumn(EVEN, -2)).toBe(1);
    expect(shiftColumn(5, 4)).toBe(6);
    expect(shiftColumn(1, -3)).toBe(0);
    expect(HTH_COLUMNS[hthColumn(9, 1, 2)]).toBe("Zeds+");
    expect(HTH_COLUMNS[hthColumn(9, 1, 3)]).toBe("Even");
    expect(HTH_COLUMNS[hthColumn(1, 9, -10)]).toBe("Zeds×3");
  });
  test("siege §4.4 only the single best Terrain counts: a Barricade on a Village is +2, not +3; a Bastion +3; TC +2", () => {
    expect(terrainShift({ space: 1, barricade: "barricade", trains: 0, noTerrain: false })).toBe(2);
    expect(terrainShift({ space: 2, barricade: "barricade", trains: 0, noTerrain: false })).toBe(2);
    expect(terrainShift({ space: 2, barricade: "bastion", trains: 0, noTerrain: false })).toBe(3);
    expect(terrainShift({ space: 0, barricade: null, trains: 0, noTerrain: false })).toBe(0);
  });
  test("[S-T19] each train adds +1 on top of the best Terrain, cumulatively", () => {
    expect(terrainShift({ space: 1, barricade: null, trains: 1, noTerrain: false })).toBe(2);
    expect(terrainShift({ space: 1, barricade: "barricade", trains: 2, noTerrain: false })).toBe(4);
    expect(terrainShift({ space: 0, barricade: null, trains: 1, noTerrain: false })).toBe(1);
  });
  test("siege G3 a no-Terrain effect cancels the space, the Bastion and the trains alike", () => {
    expect(terrainShift({ space: 2, barricade: "bastion", trains: 2, noTerrain: true })).toBe(0);
  });
  test("siege T6 Piazza 3 vs a Zed 6 on the Campground with Express-BV: Zeds×2 + 1 named + 1 train → Even; Night Assault keeps Zeds×2", () => {
    const t = terrainShift({ space: 1, barricade: null, trains: 1, noTerrain: false });
    expect(HTH_COLUMNS[hthColumn(6, 3, t)]).toBe("Even");
    expect(handToHandResult(hthColumn(6, 3, t), [2, 3])).toEqual({ zedsHits: 1, playerHits: 2, loser: "player" });
    expect(handToHandResult(hthColumn(6, 3, t), [5, 3])).toEqual({ zedsHits: 2, playerHits: 1, loser: "zeds" });
    const night = terrainShift({ space: 1, barricade: null, trains: 1, noTerrain: true });
    expect(HTH_COLUMNS[hthColumn(6, 3, night)]).toBe("Zeds×2");
  });
  test("siege T10 Civilians 3 vs a Zed 6 in St. Thomas: Zeds×2 + 1 Village → Zeds+; 2+4 → 1/3", () => {
    const col = hthColumn(6, 3, terrainShift({ space: 1, barricade: null, trains: 0, noTerrain: false }));
    expect(HTH_COLUMNS[col]).toBe("Zeds+");
    expect(handToHandResult(col, [2, 4])).toEqual({ zedsHits: 1, playerHits: 3, loser: "player" });
  });
  test("siege §4.2 a forced Even-column attack reads only the player hits, shifted by Terrain", () => {
    expect(evenColumnHits(0, [3, 4])).toBe(2);
    expect(evenColumnHits(2, [3, 4])).toBe(1);
    expect(evenColumnHits(0, [1, 1])).toBe(4);
    expect(evenColumnHits(1, [6, 6])).toBe(0);
  });
});

describe("siege §4.3 Gunfire columns and fire power", () => {
  test("siege §4.3 the column is the firing Strength, 7 and above on 7+, shifts clamped to 1…7+", () => {
    expect(gunfireColumn(1, 0)).toBe(0);
    expect(gunfireColumn(7, 0)).toBe(6);
    expect(gunfireColumn(10, 0)).toBe(6);
    expect(gunfireColumn(10, -1)).toBe(5);
    expect(gunfireColumn(5, -1)).toBe(3);
    expect(gunfireColumn(2, -3)).toBe(0);
    expect(gunfireColumn(6, 3)).toBe(6);
    expect(() => gunfireColumn(0, 0)).toThrow(/at least 1/);
  });
  test("siege G22 Piazza fires at Strength 2/4/3 at ranges 1/2/3 and not at 4", () => {
    const p = unitDef("piazza");
    expect([1, 2, 3, 4].map((r) => firePower(p, "full", r))).toEqual([{ strength: 2, shift: 0 }, { strength: 4, shift: 0 }, { strength: 3, shift: 0 }, null]);
  });
  test("siege §4.3 Hunt fires at his Strength, Long-Range 2 at −1 column", () => {
    const h = unitDef("hunt");
    expect([firePower(h, "full", 1), firePower(h, "full", 2), firePower(h, "reduced", 2), firePower(h, "full", 3)]).toEqual([
      { strength: 5, shift: 0 },
      { strength: 5, shift: -1 },
      { strength: 3, shift: -1 },
      null,
    ]);
  });
  test("siege §3.3 Civilians fire at range 1 only; the Furies never fire; Santana fires 3/2", () => {
    expect(firePower(unitDef("civ7"), "full", 1)).toEqual({ strength: 4, shift: 0 });
    expect(firePower(unitDef("civ7"), "reduced", 1)).toEqual({ strength: 2, shift: 0 });
    expect(firePower(unitDef("civ7"), "full", 2)).toBeNull();
    expect(firePower(unitDef("furies"), "full", 1)).toBeNull();
    expect(firePower(unitDef("santana"), "full", 1)).toEqual({ strength: 3, shift: 0 });
  });
  test("siege §4.3 a Gunfire example: Hunt full at range 2 (5 − 1 → column 4) rolling 4+3 scores 2 hits", () => {
    const f = firePower(unitDef("hunt"), "full", 2)!;
    expect(gunfireHits(gunfireColumn(f.strength, f.shift), [4, 3])).toBe(2);
  });
});

describe("siege §4 dice and rows", () => {
  test("siege §4.2 rows: 2 | 3–4 | 5–6 | 7 | 8–9 | 10–11 | 12", () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(rowOf)).toEqual([0, 1, 1, 2, 2, 3, 4, 4, 5, 5, 6]);
    expect(() => rowOf(13)).toThrow(/no table row/);
  });
  test("siege §4 tables take two dice 1–6", () => {
    expect(twoDiceSum([6, 6])).toBe(12);
    expect(() => twoDiceSum([7, 1])).toThrow(/two dice 1–6/);
    expect(() => twoDiceSum([3])).toThrow(/two dice 1–6/);
    expect(() => handToHandResult(7, [3, 3])).toThrow(/no Hand-to-hand column 7/);
    expect(() => gunfireHits(-1, [3, 3])).toThrow(/no Gunfire column -1/);
  });
});
