import { ZEDS_COUNTERS, SUPER_ZEDS, SUPER_ZEDS_IDS, ZEDS_HITS_PER_SIDE, INFESTED_VERMIN } from "../../src/siege/units/zeds";
import { BASIC_UNITS, POOL_UNITS, CIVILIANS, VILLAGERS, REFUGEES, NATIONAL_GUARD, unitDef } from "../../src/siege/units/player";

/** "2/1, 4/2×4" → ["2/1", "4/2", "4/2", "4/2", "4/2"] */
const expand = (list: string) =>
  list.split(", ").flatMap((e) => {
    const [s, n] = e.split("×");
    return Array.from({ length: n ? Number(n) : 1 }, () => s!);
  });

describe("siege §3.2 Zeds counters", () => {
  test("siege §3.2 the reserve holds the 34 normal counters of the list, ids z01–z34", () => {
    const listed = expand("2/1, 3/2, 3/1, 4/1, 4/3, 4/2×4, 5/2×2, 5/1, 5/4×2, 5/3×6, 6/1, 6/4×3, 6/3×5, 7/4, 7/5×2, 8/4, 9/4");
    expect(listed).toHaveLength(34);
    expect(ZEDS_COUNTERS.map((c) => `${c.full}/${c.reduced}`)).toEqual(listed);
    expect(ZEDS_COUNTERS.map((c) => c.id)).toEqual(Array.from({ length: 34 }, (_, i) => `z${String(i + 1).padStart(2, "0")}`));
  });

  test("siege §3.1 Q3 a Zeds side absorbs 3 hits", () => {
    expect(ZEDS_HITS_PER_SIDE).toBe(3);
  });

  test("siege §3.2 the 9 Super-Zeds with their Strengths", () => {
    expect(SUPER_ZEDS_IDS.map((id) => `${SUPER_ZEDS[id].name} ${SUPER_ZEDS[id].full}/${SUPER_ZEDS[id].reduced}`)).toEqual([
      "Wolf Zeds 5/3",
      "Oozers 5/3",
      "Berserkers 7/4",
      "Devastators 1/8",
      "Regenerators 4/3",
      "Doomed 7/5",
      "Ironclads 10/5",
      "Giants 12/6",
      "Leapers 4/2",
    ]);
  });

  test("siege §3.2 G25 Super-Zeds abilities as flags: Wolf +2 Infection and a second move, Oozers +3, Ironclads cancel on 1–3, Leapers no Terrain", () => {
    expect(SUPER_ZEDS["wolf-zeds"]).toMatchObject({ infection: 2, secondMove: true });
    expect(SUPER_ZEDS.oozers.infection).toBe(3);
    expect(SUPER_ZEDS.berserkers.advancesOnWin).toBe(true);
    expect(SUPER_ZEDS.regenerators.regenerates).toBe(1);
    expect(SUPER_ZEDS.doomed.opponentAlwaysLoses).toBe(true);
    expect(SUPER_ZEDS.ironclads.cancelHitOn).toEqual([1, 2, 3]);
    expect(SUPER_ZEDS.leapers.noTerrain).toBe(true);
    expect(Object.keys(SUPER_ZEDS.giants).sort()).toEqual(["full", "id", "name", "reduced"]);
  });

  test("siege G24 the Disease Spreader: Infested Vermin 2/1, 2 hits per side, flees on 1–3", () => {
    expect(INFESTED_VERMIN).toMatchObject({ full: 2, reduced: 1, hitsPerSide: 2, fleesOn: [1, 2, 3] });
  });
});

describe("siege §3.3 player units", () => {
  test("siege §2.0 the Basic four Heroes and the Furies: Strength, Movement, Tenacious", () => {
    expect(BASIC_UNITS.map((u) => [u.name, `${u.full}/${u.reduced}`, u.movement, u.tenacious ?? null, u.category])).toEqual([
      ["Captain Piazza", "3/2", 5, null, "hero"],
      ["Mayor Hernandez", "2/1", 4, null, "hero"],
      ["Deputy Schmidt", "4/2", 4, [4, 5, 6], "hero"],
      ["Sheriff Hunt", "5/3", 4, [4, 5, 6], "hero"],
      ["Farmingdale Furies", "6/3", 4, [4, 5, 6], "heroic-civilians"],
    ]);
    expect(BASIC_UNITS.every((u) => u.abilitiesBuilt)).toBe(true);
  });

  test("siege G22 Basic abilities as data: Piazza fires 2/4/3 at ranges 1–3, Hunt Long-Range 2 at −1, Schmidt +1 column and re-roll, the Furies never fire", () => {
    expect(unitDef("piazza").abilities.longRange).toEqual({ range: 3, shift: 0, fireStrength: [2, 4, 3] });
    expect(unitDef("piazza").abilities).toMatchObject({ stepBackAfterFire: true, fireForTwoActions: true });
    expect(unitDef("hunt").abilities).toMatchObject({ longRange: { range: 2, shift: -1 }, rerollHandToHand: true, grantsActionNearby: true });
    expect(unitDef("schmidt").abilities).toMatchObject({ handToHandShift: 1, rerollHandToHand: true, extraActionForSelf: true });
    expect(unitDef("hernandez").abilities).toMatchObject({ mayorAura: true, tcFireSupport: true });
    expect(unitDef("furies").fire).toBe("never");
  });

  test("siege §3.1 hits per side: Hero 1, Civilians and heroic Civilians 2, National Guard 3, Villagers and Refugees one side of 1", () => {
    expect(unitDef("piazza").hitsPerSide).toBe(1);
    expect(unitDef("furies").hitsPerSide).toBe(2);
    expect(CIVILIANS.every((c) => c.hitsPerSide === 2 && c.twoSided)).toBe(true);
    expect(NATIONAL_GUARD.hitsPerSide).toBe(3);
    for (const u of [VILLAGERS, REFUGEES]) expect([u.hitsPerSide, u.twoSided]).toEqual([1, false]);
  });

  test("siege §3.3 the 7 Civilians counters: 3/1 ×2, 2/1 ×4, 4/2, Movement 2", () => {
    expect(CIVILIANS.map((c) => `${c.full}/${c.reduced}`)).toEqual(expand("3/1×2, 2/1×4, 4/2"));
    expect(CIVILIANS.every((c) => c.movement === 2 && c.category === "civilians")).toBe(true);
  });

  test("siege §3.3 the National Guard 10/6, Movement 1, 2 Ammo a shot; Villagers never move, Refugees move 1", () => {
    expect(NATIONAL_GUARD).toMatchObject({ full: 10, reduced: 6, movement: 1, shotAmmo: 2 });
    expect(VILLAGERS.movement).toBe(0);
    expect(REFUGEES.movement).toBe(1);
  });

  test("siege G17 C13 the pool: no scientists; the S3 heroes and the S4 heroes (Kingman, Johnson, Pickles, Alyssa, the Clarion Courier), every one with its abilities built", () => {
    const ids = POOL_UNITS.map((u) => u.id);
    expect(ids).toEqual(["hauser", "santana", "rusty", "wright", "horatius", "firefighters", "bauer", "riot-squad", "veterans", "salvation", "wzed", "kingman", "johnson", "pickles", "alyssa", "clarion-courier"]);
    expect(POOL_UNITS.every((u) => u.abilitiesBuilt)).toBe(true);
    expect(unitDef("rusty")).toMatchObject({ full: 4, reduced: 5, tenacious: [5, 6], fire: { full: 4, reduced: 2 }, saveDice: 2 });
    expect(unitDef("santana").fire).toEqual({ full: 3, reduced: 2 });
    expect(() => unitDef("seaver")).toThrow(/no player unit 'seaver'/);
  });
});
