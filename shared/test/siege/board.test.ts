import { RuleError } from "../../src/core/errors";
import { SIEGE_BOARD as B, SIEGE_BOARD_DATA, loadSiegeBoard, spaceIndex, spaceLabel, trackSpace, isStart, trackOf, type BoardData } from "../../src/siege/board";
import { expectRefusal } from "../refusal";

const trackSp = () => B.spaces.filter((s) => s.track !== null);
const ofKind = (k: string) => trackSp().filter((s) => s.kind === k);

describe("siege §1.2 the Level II board data", () => {
  test("siege §1.2 totals: 4 Start, 5 Villages, 4 Stations, 2 other named, 4 Town spaces, 13 unnamed", () => {
    expect(trackSp()).toHaveLength(32);
    expect(ofKind("start")).toHaveLength(4);
    expect(ofKind("village")).toHaveLength(5);
    expect(ofKind("station")).toHaveLength(4);
    expect(ofKind("named")).toHaveLength(2);
    expect(ofKind("town")).toHaveLength(4);
    expect(ofKind("plain")).toHaveLength(13);
  });

  test("siege §1.2 the Villages of the setup are St. Thomas, Lefty's Pass, Ingeburg, East Irek, Beauxville", () => {
    expect(ofKind("village").map((s) => `${s.id} ${s.name}`)).toEqual([
      "forest:4 St. Thomas",
      "mountain:5 Lefty's Pass",
      "highway:5 Ingeburg",
      "suburbs:5 East Irek",
      "suburbs:3 Beauxville",
    ]);
  });

  test("siege §8 / S-T10 the Stations: University SU4, The Farm FO3, Lucky Strike Mine MO4, Power Plant HW3", () => {
    expect(ofKind("station").map((s) => [spaceLabel(s.index), s.station])).toEqual([
      ["FO3", "farm"],
      ["MO4", "mine"],
      ["HW3", "power-plant"],
      ["SU4", "university"],
    ]);
  });

  test("siege §1.2 the other named spaces are the Campground (MO2) and the Suspension Bridge (SU1)", () => {
    expect(ofKind("named").map((s) => [spaceLabel(s.index), s.name])).toEqual([
      ["MO2", "Campground"],
      ["SU1", "Suspension Bridge"],
    ]);
  });

  test("siege §1.1 names are unique and only named spaces carry one", () => {
    const names = B.spaces.filter((s) => s.name).map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of trackSp()) expect(Boolean(s.name)).toBe(s.named);
  });

  test("siege §1.1 S-T6 lines: WH-Cargo on Forest and Highway, Express-BV on Mountain and Suburbs", () => {
    expect(B.lineOf).toEqual({ forest: "wh-cargo", highway: "wh-cargo", mountain: "express-bv", suburbs: "express-bv" });
  });

  test("siege §1.3 the boxes: Town Center, 3 Hospital Beds, Refugee Camp, Cemetery", () => {
    expect(B.spaces[B.tc]!.id).toBe("TC");
    expect(B.beds.map((i) => B.spaces[i]!.id)).toEqual(["bed1", "bed2", "bed3"]);
    expect(B.spaces[B.camp]!.kind).toBe("camp");
    expect(B.spaces[B.cemetery]!.kind).toBe("cemetery");
  });
});

describe("siege §1.1 topology and precomputed indices", () => {
  test("siege §1.1 every track space reaches Town Center by steps toward TC, #n in n+1 moves", () => {
    for (const s of trackSp()) {
      let at = s.index;
      const path: number[] = [];
      while (at !== B.tc) {
        at = B.toward[at]!;
        path.push(at);
      }
      expect(path).toHaveLength(s.num + 1);
      expect(path.slice(0, -1).every((i) => B.spaces[i]!.track === s.track)).toBe(true);
    }
  });

  test("siege §1.1 toward and away are inverse along a track; Start has no space away, #0 goes to TC", () => {
    for (const t of B.tracks) {
      expect(B.toward[trackSpace(t, 0)]).toBe(B.tc);
      expect(B.away[trackSpace(t, 7)]).toBe(-1);
      expect(B.startOf[t]).toBe(trackSpace(t, 7));
      for (let n = 1; n <= 7; n++) {
        expect(B.toward[trackSpace(t, n)]).toBe(trackSpace(t, n - 1));
        expect(B.away[trackSpace(t, n - 1)]).toBe(trackSpace(t, n));
      }
    }
    expect(B.toward[B.tc]).toBe(-1);
    expect(B.away[B.tc]).toBe(-1);
  });

  test("siege §1.1 adjacency: along the track only; tracks meet only in TC; TC is next to every #0 and the Beds", () => {
    expect([...B.neighbours[spaceIndex("forest:3")]!].sort()).toEqual([spaceIndex("forest:4"), spaceIndex("forest:2")].sort());
    expect(B.neighbours[spaceIndex("forest:7")]).toEqual([spaceIndex("forest:6")]);
    expect([...B.neighbours[B.tc]!].sort((a, b) => a - b)).toEqual(
      [...B.tracks.map((t) => trackSpace(t, 0)), ...B.beds].sort((a, b) => a - b),
    );
    for (const s of trackSp())
      for (const n of B.neighbours[s.index]!) expect(n === B.tc || B.spaces[n]!.track === s.track).toBe(true);
    expect(B.neighbours[B.camp]).toEqual([]);
  });

  test("siege §1.5 ids and indices round-trip: 'track:num' ↔ index ↔ track ordinal and number", () => {
    for (const s of B.spaces) expect(spaceIndex(s.id)).toBe(s.index);
    expect(trackOf(spaceIndex("highway:3"))).toBe("highway");
    expect(B.numOf[spaceIndex("highway:3")]).toBe(3);
    expect(B.trackNo[spaceIndex("suburbs:1")]).toBe(3);
    expect(isStart(spaceIndex("mountain:7"))).toBe(true);
    expect(isStart(spaceIndex("mountain:6"))).toBe(false);
    expect(trackOf(B.tc)).toBeNull();
    expect(() => spaceIndex("forest:8")).toThrow(/no space 'forest:8'/);
  });

  test("siege §4.4 Terrain of the space: TC and Town spaces +2, Villages/Stations/other named +1, unnamed and Start 0", () => {
    expect(B.spaces[B.tc]!.terrain).toBe(2);
    expect(B.spaces[spaceIndex("suburbs:0")]!.terrain).toBe(2);
    expect(B.spaces[spaceIndex("forest:4")]!.terrain).toBe(1);
    expect(B.spaces[spaceIndex("forest:3")]!.terrain).toBe(1);
    expect(B.spaces[spaceIndex("mountain:2")]!.terrain).toBe(1);
    expect(B.spaces[spaceIndex("forest:2")]!.terrain).toBe(0);
    expect(B.spaces[spaceIndex("forest:7")]!.terrain).toBe(0);
  });

  test("siege §5.5 Forage columns: TC and Town spaces Town, The Farm, the Mine, other named; none elsewhere", () => {
    expect(B.spaces[B.tc]!.forage).toBe("town");
    expect(B.spaces[spaceIndex("highway:0")]!.forage).toBe("town");
    expect(B.spaces[spaceIndex("forest:3")]!.forage).toBe("farm");
    expect(B.spaces[spaceIndex("mountain:4")]!.forage).toBe("mine");
    expect(B.spaces[spaceIndex("suburbs:4")]!.forage).toBe("named");
    expect(B.spaces[spaceIndex("highway:5")]!.forage).toBe("named");
    expect(B.spaces[spaceIndex("highway:4")]!.forage).toBeNull();
    expect(B.spaces[spaceIndex("highway:7")]!.forage).toBeNull();
    expect(B.spaces[B.camp]!.forage).toBeNull();
  });
});

describe("siege §1 board data is checked when loaded", () => {
  const broken = (patch: (d: BoardData) => void) => {
    const d = structuredClone(SIEGE_BOARD_DATA);
    patch(d);
    return () => loadSiegeBoard(d);
  };
  test("siege §1 the shipped data loads", () => {
    expect(() => loadSiegeBoard(SIEGE_BOARD_DATA)).not.toThrow();
  });
  test("siege §1 a refusal is a RuleError BAD_MAP", () => {
    try {
      broken((d) => d.tracks[0]!.spaces.pop())();
      throw new Error("no refusal");
    } catch (e) {
      expect(e).toBeInstanceOf(RuleError);
      expect((e as RuleError).code).toBe("BAD_MAP");
    }
  });
  test("siege §1.1 a track without its Town space is refused, naming the track", () => {
    expect(broken((d) => d.tracks[2]!.spaces.pop())).toThrow(/track highway has 7 spaces, not 8/);
  });
  test("siege §1.1 spaces out of order are refused", () => {
    expect(broken((d) => d.tracks[0]!.spaces.reverse())).toThrow(/space 1 of track forest is #0, expected #7/);
  });
  test("siege §1.1 a Start space that is not #7 is refused", () => {
    expect(broken((d) => (d.tracks[1]!.spaces[1] = { num: 6, kind: "start" }))).toThrow(/mountain:6: only #7 is a Start space/);
  });
  test("siege §1.1 names are unique: a doubled name is refused", () => {
    expectRefusal(broken((d) => (d.tracks[3]!.spaces[4]!.name = "St. Thomas")), "msg.badMap", { map: "siege", detail: 'the name "St. Thomas" is used twice' });
  });
  test("siege §1.4 a named kind without a name, or a name on an unnamed space, is refused", () => {
    expect(broken((d) => delete d.tracks[0]!.spaces[3]!.name)).toThrow(/forest:4 is a village space without a name/);
    expectRefusal(broken((d) => (d.tracks[0]!.spaces[1]!.name = "Nowhere")), "msg.badMap", { map: "siege", detail: 'forest:6 is a plain space but has the name "Nowhere"' });
  });
  test("siege S-T10 a Station bonus off a Station, or twice, is refused", () => {
    expect(broken((d) => (d.tracks[0]!.spaces[2]!.station = "mine"))).toThrow(/forest:5: a Station bonus belongs on a Station space/);
    expect(broken((d) => (d.tracks[2]!.spaces[4]!.station = "farm"))).toThrow(/the Station bonus farm is used twice/);
  });
  test("siege §1.1 the tracks are the four of Level II in order", () => {
    expect(broken((d) => d.tracks.reverse())).toThrow(/the tracks must be forest, mountain, highway, suburbs in this order/);
  });
  test("siege S-T6 each line runs on two tracks", () => {
    expect(broken((d) => (d.tracks[1]!.line = "wh-cargo"))).toThrow(/the line wh-cargo runs on 3 tracks, not 2/);
  });
  test("siege §1.3 boxes: one Town Center with id TC, 1–4 Beds, one Camp, one Cemetery", () => {
    expect(broken((d) => (d.boxes = d.boxes.filter((b) => b.kind !== "camp")))).toThrow(/exactly one camp box, it has 0/);
    expect(broken((d) => d.boxes.push({ id: "bed4", kind: "bed", name: "b4" }, { id: "bed5", kind: "bed", name: "b5" }))).toThrow(/the Hospital has 5 Beds/);
    expect(broken((d) => (d.boxes[0]!.id = "town"))).toThrow(/must have the id TC/);
    expect(broken((d) => (d.boxes[1]!.id = "forest:3"))).toThrow(/space id forest:3 is used twice/);
  });
  test("siege §1 a malformed entry is refused with its path", () => {
    expect(broken((d) => ((d.tracks[0]!.spaces[0] as { kind: string }).kind = "swamp"))).toThrow(/board data: tracks\.0\.spaces\.0\.kind/);
  });
});
