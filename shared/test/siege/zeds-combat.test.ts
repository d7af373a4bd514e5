import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { hthInfection } from "../../src/siege/combat/hand-to-hand";
import type { ZedsUnit } from "../../src/siege/state/units";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { answerReroll, blank, choose, ofType, run, unit, unitsOn, zed, zedsOn } from "./kit";

const sz = (id: string, kind: ZedsUnit["kind"], markers: ZedsUnit["markers"] = []): ZedsUnit => ({ id, kind, at: 0, side: "full", hits: 0, markers });

describe("siege G25 Infection of one Hand-to-hand", () => {
  test("siege G25 +1, or the highest special value instead: Toxic +3, Oozers +3, Wolf Zeds +2 (never added)", () => {
    expect(hthInfection([sz("z01", "normal")])).toBe(1);
    expect(hthInfection([sz("z01", "normal", ["toxic"])])).toBe(3);
    expect(hthInfection([sz("wolf-zeds", "super")])).toBe(2);
    expect(hthInfection([sz("wolf-zeds", "super"), sz("oozers", "super")])).toBe(3);
    expect(hthInfection([sz("giants", "super"), sz("z02", "normal")])).toBe(1);
  });
});

describe("siege §4.6 the last hit, the Save and a full Hospital", () => {
  const scene = () => {
    const s = blank();
    zed(s, "8/4", "forest:3");
    unit(s, "schmidt", "forest:2", "seat2");
    unit(s, "civ1", "bed1", "seat1", { coma: true, side: "reduced" });
    unit(s, "civ2", "bed2", "seat1", { side: "reduced" });
    unit(s, "hunt", "bed3", "seat2", { side: "reduced" });
    // Zeds+ (8 vs 4, Schmidt +1), 1+1 → 0/4; Tenacious 1 (flips), 1 (last hit)
    s.rnd.script = [1, 1, 1, 1];
    beginZedsActivations(s, ["forest"]);
    run(s);
    answerReroll(s, "seat2", "keepRoll");
    expect(s.pending[0]).toMatchObject({ purpose: "save", seats: ["seat2"] });
    return s;
  };

  test("siege G13 a saved unit with every Bed taken: its owner discharges one (a unit in coma goes to the Cemetery) and it takes the Bed", () => {
    const s = scene();
    s.rnd.script = [5];
    choose(s, "seat2", "roll");
    expect(s.pending[0]).toMatchObject({ purpose: "hospitalFull", seats: ["seat2"], options: ["discharge:civ1", "discharge:civ2", "discharge:hunt", "die"] });
    const ev = choose(s, "seat2", "discharge:civ1");
    expect(s.units.civ1!.at).toBe(B.cemetery);
    expect(s.units.schmidt).toMatchObject({ at: spaceIndex("bed1"), coma: true, side: "reduced", hits: 0 });
    expect(ofType(ev, "toHospital")).toHaveLength(1);
    expect(s.infection).toBe(2);
    expect(s.work).toEqual([]);
  });

  test("siege §2.6 a discharged unit out of coma goes to Town Center", () => {
    const s = scene();
    s.rnd.script = [6];
    choose(s, "seat2", "roll");
    choose(s, "seat2", "discharge:civ2");
    expect(s.units.civ2!.at).toBe(B.tc);
    expect(s.units.schmidt!.at).toBe(spaceIndex("bed2"));
  });

  test("siege G13 or the owner lets the saved unit die", () => {
    const s = scene();
    s.rnd.script = [4];
    choose(s, "seat2", "roll");
    choose(s, "seat2", "die");
    expect(s.units.schmidt!.at).toBe(B.cemetery);
    expect(unitsOn(s, "bed1")).toEqual(["civ1"]);
    expect(s.infection).toBe(1);
  });

  test("siege §4.6 a Save of 1–3 sends the unit to the Cemetery", () => {
    const s = scene();
    s.rnd.script = [3];
    const ev = choose(s, "seat2", "roll");
    expect(ofType(ev, "roll")).toMatchObject([{ purpose: "save", dice: [3] }]);
    expect(s.units.schmidt!.at).toBe(B.cemetery);
    expect(s.work).toEqual([]);
  });
});

describe("siege §4.5 G6 Zeds retreats", () => {
  test("siege G6 Zeds retreating onto player units attack them; losing that fight eliminates them; the Tenacious marker prevents hits on 1–3 (Q13)", () => {
    const s = blank();
    const z = zed(s, "3/2", "forest:2", { markers: ["tenacious"] });
    unit(s, "civ1", "forest:3", "seat1");
    s.work.push({ t: "retreatZeds", from: spaceIndex("forest:2"), ids: [z.id] });
    // 3 vs 3 Even, The Farm +1 → Humans+; 6+6 → 4/0*; Tenacious 1 (prevented), 4, 5, 6 (the third hit flips)
    s.rnd.script = [6, 6, 1, 4, 5, 6];
    const ev = run(s);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Humans+", zedsHits: 4, loser: "zeds" }]);
    expect(ofType(ev, "hitPrevented")).toHaveLength(1);
    expect(s.zeds[z.id]).toBeUndefined();
    expect(s.reserve).toContain(z.id);
    expect(s.units.civ1!.at).toBe(spaceIndex("forest:3"));
    expect(s.rnd.script).toEqual([]);
  });

  test("siege Q4 a Zed retreating to a full Start goes to the first Start with room (Forest, Mountain, Highway, Suburbs)", () => {
    const s = blank();
    zed(s, "2/1", "forest:7");
    zed(s, "3/1", "forest:7");
    const z = zed(s, "4/1", "forest:6");
    s.work.push({ t: "retreatZeds", from: spaceIndex("forest:6"), ids: [z.id] });
    run(s);
    expect(s.zeds[z.id]!.at).toBe(B.startOf.mountain);
  });

  test("siege G6 with every Start full a retreating Zed is eliminated", () => {
    const s = blank();
    for (const t of ["forest", "mountain", "highway", "suburbs"]) {
      zed(s, "4/2", `${t}:7`);
      zed(s, "5/3", `${t}:7`);
    }
    const z = zed(s, "6/3", "forest:6");
    s.work.push({ t: "retreatZeds", from: spaceIndex("forest:6"), ids: [z.id] });
    const ev = run(s);
    expect(s.zeds[z.id]).toBeUndefined();
    expect(ofType(ev, "zedsNoRoom")).toHaveLength(1);
  });

  test("siege §4.5 a retreating Mob: the strongest stops nearest TC, the weaker goes on until it finds room", () => {
    const s = blank();
    const big = zed(s, "6/3", "forest:2");
    const small = zed(s, "4/2", "forest:2");
    zed(s, "3/2", "forest:3");
    s.work.push({ t: "retreatZeds", from: spaceIndex("forest:2"), ids: [big.id, small.id] });
    run(s);
    expect(s.zeds[big.id]!.at).toBe(spaceIndex("forest:3"));
    expect(s.zeds[small.id]!.at).toBe(spaceIndex("forest:4"));
    expect(s.spaces[spaceIndex("forest:3")]!.chaos).toBe(1);
    expect(s.spaces[spaceIndex("forest:4")]!.chaos).toBe(1);
  });
});

describe("siege G24 the Disease Spreader", () => {
  test("siege G24 §3.2 an eliminated Infested Vermin rolls: on 1–3 it flees back to its Start", () => {
    const s = blank();
    s.zeds["infested-vermin"] = { id: "infested-vermin", kind: "spreader", at: spaceIndex("forest:3"), side: "reduced", hits: 1, markers: [] };
    unit(s, "furies", "forest:2", "seat1");
    // 1 vs 6: Humans×3; 6+6 → 5/0*: the second hit on its reduced side eliminates it; flee roll 2
    s.rnd.script = [6, 6, 2];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(ofType(ev, "spreaderFled")).toHaveLength(1);
    expect(s.zeds["infested-vermin"]).toMatchObject({ at: B.startOf.forest, side: "full", hits: 0 });
    expect(zedsOn(s, "forest:2")).toEqual([]);
    expect(s.units.furies!.at).toBe(spaceIndex("forest:2"));
  });

  test("siege G24 on 4–6 it is gone", () => {
    const s = blank();
    s.zeds["infested-vermin"] = { id: "infested-vermin", kind: "spreader", at: spaceIndex("forest:3"), side: "reduced", hits: 1, markers: [] };
    unit(s, "furies", "forest:2", "seat1");
    s.rnd.script = [6, 6, 5];
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(s.zeds["infested-vermin"]).toBeUndefined();
    expect(s.reserve).not.toContain("infested-vermin");
  });
});
