import i18next from "i18next";
import { onePerPay } from "../src/games/siege/pay";
import { dangerLines } from "../src/games/siege/danger";
import { labelOf } from "../src/games/siege/actions";
import type { RoomState, SiegeRoomState } from "@zedfall/shared/protocol/schema";
import { initSiegeWords } from "./siege-i18n";

/*
 * The Siege screen's warnings and lists (a tester: no warning before a loss; every action listed
 * twice, 100+ entries; a Barricade's cost unseen before building).
 */

beforeAll(() => initSiegeWords("en"));

const space = (id: string, num: number, track = id.split(":")[0]!) => ({ id, name: "", track, num, kind: "plain" });

/** A room state with the spaces, units and Chaos pool given: only what the warnings and labels read. */
function room(units: Record<string, { side: string; space: string; def?: string }>, pool: number): SiegeRoomState {
  const spaces = [space("forest:0", 0), space("forest:1", 1), space("mountain:0", 0), { id: "TC", name: "", track: "", num: -1, kind: "town-center" }];
  const map = new Map(Object.entries(units).map(([id, u]) => [id, { id, def: u.def ?? "", seat: "", side: u.side, space: u.space, strength: 3, otherStrength: 0 }]));
  return { stage: "play", board: { spaces: { forEach: (f: (s: unknown) => void) => spaces.forEach(f) } }, units: map, tracks: { chaosPool: pool }, pending: [] } as unknown as SiegeRoomState;
}

describe("siege actions paid either way", () => {
  const move = (to: number, pay: string) => ({ type: "move", unit: "schmidt", to, pay });

  test("siege §2.4 one entry per action that may be paid with the Player Action or an Event Action, the preferred pay shown at the first one's place", () => {
    const list = [move(1, "player"), move(1, "event"), move(2, "player"), move(2, "event"), { type: "ability", unit: "schmidt" }, { type: "done" }];
    expect(onePerPay(list, "player")).toEqual({ shown: [move(1, "player"), move(2, "player"), { type: "ability", unit: "schmidt" }, { type: "done" }], choice: true });
    expect(onePerPay(list, "event").shown).toEqual([move(1, "event"), move(2, "event"), { type: "ability", unit: "schmidt" }, { type: "done" }]);
  });

  test("siege §2.4 an action with only one way to pay is shown as it is and offers no choice; a shot without Ammo counts both of its pays", () => {
    const only = [move(1, "event"), { type: "done" }];
    expect(onePerPay(only, "player")).toEqual({ shown: only, choice: false });
    const shots = [
      { type: "fire", unit: "u", target: "z", noAmmo: true, pay: "player", pay2: "event" },
      { type: "fire", unit: "u", target: "z", noAmmo: true, pay: "event", pay2: "event" },
    ];
    expect(onePerPay(shots, "event").shown).toEqual([shots[1]]);
    expect(onePerPay(shots, "player").shown).toEqual([shots[0]]);
  });
});

describe("siege loss warnings on screen", () => {
  test("siege §2.5 Zeds on a Town space are named; Zeds farther out are not", () => {
    void i18next.changeLanguage("en");
    const lines = dangerLines(room({ z1: { side: "zeds", space: "forest:0" }, z2: { side: "zeds", space: "forest:1" }, u1: { side: "defenders", space: "mountain:0" } }, 5));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/next to Town Center/);
  });

  test("siege §5.6 the Chaos pool's last marker and an empty pool are signalled, in English and Russian", () => {
    void i18next.changeLanguage("en");
    expect(dangerLines(room({}, 2))).toEqual([]);
    expect(dangerLines(room({}, 1))).toEqual([i18next.t("siege.danger.poolLast")]);
    void i18next.changeLanguage("ru");
    expect(dangerLines(room({}, 0))).toEqual([i18next.t("siege.danger.poolEmpty")]);
    expect(dangerLines(room({}, 0))[0]).toMatch(/хаос/);
  });
});

describe("siege a Barricade's cost on its button", () => {
  test("siege §2.6 §3.3 a Barricade says it costs 2 Supplies, Bob Bauer's crew 1, in English and Russian", () => {
    const st = room({ schmidt: { side: "defenders", space: "forest:1", def: "schmidt" }, bauer: { side: "defenders", space: "forest:1", def: "bauer" } }, 5) as unknown as RoomState;
    void i18next.changeLanguage("en");
    expect(labelOf(st, { type: "barricade", unit: "schmidt", pay: "player" })).toMatch(/for 2 Supplies \(Player Action\)/);
    expect(labelOf(st, { type: "barricade", unit: "bauer", pay: "event" })).toMatch(/for 1 Supply \(Event Action\)/);
    void i18next.changeLanguage("ru");
    expect(labelOf(st, { type: "barricade", unit: "schmidt", pay: "player" })).toMatch(/за 2 припаса/);
  });
});
