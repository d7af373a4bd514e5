import { spaceIndex } from "../../src/siege/board";
import { blank, counter, draw, ofType, zed } from "./kit";

describe("siege §6.3 I Hate When That Happens", () => {
  test("siege §6.3 I Hate When That Happens: every normal Zeds of Strength 3 or less gets a fresh random counter, nearest Town Center first", () => {
    const s = blank(["seat1"]);
    const a = zed(s, "3/2", "forest:2", { markers: ["tenacious"], hits: 1 });
    const b = zed(s, "2/1", "highway:1");
    const c = zed(s, "4/2", "mountain:3"); // Strength 4: stays
    const d = zed(s, "4/2", "suburbs:5", { side: "reduced" }); // Strength 2 on its reduced side
    // the reserve's first three counters are the fresh ones: a 6/3, a 5/3 and another 4/2
    const fresh = [counter(s, "6/3"), counter(s, "5/3"), counter(s, "4/2")];
    s.reserve = [...fresh, ...s.reserve.filter((r) => !fresh.includes(r))];
    const left = s.reserve.length;
    s.rnd.script = [0, 0, 0]; // each draw takes the reserve's first counter
    const ev = draw(s, "i-hate-when-that-happens");
    const replaced = ofType(ev, "zedsReplaced").map((e) => [e.was, e.zeds, e.space]);
    expect(replaced).toEqual([
      [b.id, fresh[0], spaceIndex("highway:1")],
      [a.id, fresh[1], spaceIndex("forest:2")],
      [d.id, fresh[2], spaceIndex("suburbs:5")],
    ]);
    // the fresh counters: full side, no hits, no markers (the Tenacious marker left with its counter)
    for (const id of fresh) expect(s.zeds[id]).toMatchObject({ kind: "normal", side: "full", hits: 0, markers: [] });
    expect(s.zeds[c.id]).toBeDefined();
    for (const old of [a, b, d]) expect(s.zeds[old.id]).toBeUndefined();
    // the old counters went back to the reserve, after the draws: never drawn for themselves
    expect(s.reserve.slice(-3)).toEqual([b.id, a.id, d.id]);
    expect(s.reserve.length).toBe(left);
    expect(ofType(ev, "eventSkipped")).toEqual([]);
  });

  test("siege §6.3 I Hate When That Happens with an empty reserve leaves the weak Zeds as they are (G13)", () => {
    const s = blank(["seat1"]);
    const a = zed(s, "2/1", "forest:3");
    s.reserve = [];
    const ev = draw(s, "i-hate-when-that-happens");
    expect(ofType(ev, "zedsReplaced")).toEqual([]);
    expect(ofType(ev, "weakZedsStay")).toHaveLength(1);
    expect(s.zeds[a.id]).toMatchObject({ side: "full", hits: 0 });
  });
});
