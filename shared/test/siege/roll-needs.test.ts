import { spaceIndex } from "../../src/siege/board";
import { shotNeed, shotNeeds } from "../../src/siege/actions/gunfire";
import { evenNeed, gunfireNeed, handToHandNeed } from "../../src/siege/combat/needs";
import { act, actionPhase, choose, ofType, unit, zed } from "./kit";

const at = (id: string) => spaceIndex(id);

describe("siege rolls say what they need", () => {
  test("siege §4.3 the Gunfire need reads the column: the lowest total that scores a hit, none on a column that never hits", () => {
    // Strength 4 (column 4): the 5–6 row is its first hit; Strength 1 (column 1): 10–11
    expect(gunfireNeed(4, [])).toEqual({ read: "gunfire", strength: 4, column: "4", shifts: [], from: 5 });
    expect(gunfireNeed(1, []).from).toBe(10);
    // the shifts move the column and stay listed with their causes; 9 fires as 7+
    expect(gunfireNeed(9, [{ cause: "longRange", by: -1 }])).toMatchObject({ column: "6", from: 2 });
  });

  test("siege §4.2 the Hand-to-hand need is the lowest total on which the Zeds lose; the Even attack's the lowest with no hit", () => {
    // Even (3): 7 is the first row whose cell the Zeds lose (*); Humans+ (4): 5
    expect(handToHandNeed(3, 3, []).from).toBe(7);
    expect(handToHandNeed(3, 4, [{ cause: "marker:civil-leader", by: 1 }])).toEqual({ read: "handToHand", base: "Even", column: "Humans+", shifts: [{ cause: "marker:civil-leader", by: 1 }], from: 5 });
    // Zeds×3 (0): only the 12 row is lost by the Zeds
    expect(handToHandNeed(0, 0, []).from).toBe(12);
    // the Even column hits on every row but 12; Terrain +2 (Humans×2): no hit from the 8–9 row
    expect(evenNeed(0)).toEqual({ read: "even", column: "Even", shifts: [], from: 12 });
    expect(evenNeed(2)).toEqual({ read: "even", column: "Humans×2", shifts: [{ cause: "terrain", by: 2 }], from: 8 });
  });

  test("siege §4.3 a shot's need is known before the roll (with its marker's shift) and its roll event carries the same need", () => {
    const s = actionPhase();
    s.ammo = 2;
    const c = unit(s, "civ7", "forest:1", "seat1", { markers: ["civil-leader"] }); // fires 4, +1 column
    const z = zed(s, "5/3", "forest:2");
    const before = shotNeed(s, c, z.id, false);
    expect(before).toEqual({ read: "gunfire", strength: 4, column: "5", shifts: [{ cause: "marker:civil-leader", by: 1 }], from: 3 });
    expect(shotNeeds(s)[`civ7>${z.id}`]).toEqual(before);
    s.rnd.script = [1, 1];
    const ev = act(s, "seat1", { type: "fire", unit: "civ7", target: z.id, pay: "player" });
    expect(ofType(ev, "roll")).toEqual([expect.objectContaining({ purpose: "gunfire", dice: [1, 1], need: before })]);
  });

  test("siege G22 Hunt's Long-Range shot beyond range 1 names its −1 column", () => {
    const s = actionPhase();
    const h = unit(s, "hunt", "forest:1", "seat1"); // 5/3, Long-Range 2 at −1
    const z = zed(s, "4/2", "forest:3");
    expect(shotNeed(s, h, z.id, false)).toEqual({ read: "gunfire", strength: 5, column: "4", shifts: [{ cause: "longRange", by: -1 }], from: 5 });
  });

  test("siege §4.4 an attacking Hand-to-hand's roll names its base column and its shifts with their causes", () => {
    const s = actionPhase();
    unit(s, "civ7", "forest:1", "seat1", { markers: ["civil-leader"] }); // 4
    zed(s, "4/2", "forest:2");
    s.rnd.script = [6, 6, 6, 6];
    const ev = act(s, "seat1", { type: "move", unit: "civ7", to: at("forest:2"), pay: "player" });
    const r = ofType(ev, "roll").find((e) => e.purpose === "handToHand");
    expect(r?.need).toEqual({ read: "handToHand", base: "Even", column: "Humans+", shifts: [{ cause: "marker:civil-leader", by: 1 }], from: 5 });
  });

  test("siege §4.6 the Save roll needs 4–6", () => {
    const s = actionPhase();
    unit(s, "civ1", "forest:0", "seat1"); // 3/1: the last hit on Zeds×3
    zed(s, "9/4", "forest:2");
    s.rnd.script = [1, 2, 1];
    act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:2"), pay: "player" });
    const ev = choose(s, "seat1", "roll");
    expect(ofType(ev, "roll")).toEqual([expect.objectContaining({ purpose: "save", need: { read: "faces", faces: [4, 5, 6], any: false } })]);
  });
});
