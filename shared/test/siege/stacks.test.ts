import { spaceIndex } from "../../src/siege/board";
import { addZeds, placeUnit, placeZeds, removeUnit } from "../../src/siege/state/counters";
import { unitsAt, zedsAt } from "../../src/siege/state/occupancy";
import { whileApplying, withLook } from "../../src/siege/state/stacks";
import { blank, unit, zed } from "./kit";

const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

// The grouping of counters by space that an action's look keeps through its changes (stacks.ts,
// counters.ts). The test setup turns the self-check on, so each lookup below is also compared
// with a fresh grouping.
describe("siege looks: who is where, kept through an action's changes", () => {
  test("a unit moved through counters.ts is found on its new space at once, in id order", () => {
    const s = blank();
    unit(s, "piazza", "forest:2", "seat1");
    const b = unit(s, "barnes", "forest:1", "seat1");
    whileApplying(s, () => {
      expect(ids(unitsAt(s, spaceIndex("forest:2")))).toEqual(["piazza"]);
      placeUnit(s, b, spaceIndex("forest:2"));
      expect(ids(unitsAt(s, spaceIndex("forest:2")))).toEqual(["barnes", "piazza"]);
      expect(unitsAt(s, spaceIndex("forest:1"))).toEqual([]);
      removeUnit(s, "piazza");
      expect(ids(unitsAt(s, spaceIndex("forest:2")))).toEqual(["barnes"]);
    });
  });

  test("Zeds entering play and moving inside a look are found where they are", () => {
    const s = blank();
    const z = zed(s, "3/1", "highway:4");
    whileApplying(s, () => {
      expect(ids(zedsAt(s, spaceIndex("highway:4")))).toEqual([z.id]);
      addZeds(s, { id: "zx", kind: "normal", at: spaceIndex("highway:3"), side: "full", hits: 0, markers: [] });
      placeZeds(s, z, spaceIndex("highway:3"));
      // a read-only look inside the action's look shares its grouping
      withLook(s, () => expect(ids(zedsAt(s, spaceIndex("highway:3")))).toEqual([z.id, "zx"].sort()));
      expect(zedsAt(s, spaceIndex("highway:4"))).toEqual([]);
    });
  });

  test("a position written past counters.ts inside an action's look fails the self-check", () => {
    const s = blank();
    const u = unit(s, "piazza", "forest:2", "seat1");
    expect(() =>
      whileApplying(s, () => {
        unitsAt(s, u.at);
        u.at = spaceIndex("forest:1");
        unitsAt(s, u.at);
      }),
    ).toThrow(/grouping of units is stale/);
  });

});
