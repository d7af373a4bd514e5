import i18next from "i18next";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ROLL_PURPOSES } from "@zedfall/shared/siege/state/needs";
import { eventText } from "../src/games/siege/events";
import { actionNeed } from "../src/games/siege/roll-needs";
import { SiegePlannedRoll, SiegePlannedRolls, SiegeRollShift } from "@zedfall/shared/protocol/schema";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import siegeEn from "../src/games/siege/i18n/en.json";
import siegeRu from "../src/games/siege/i18n/ru.json";
import { initSiegeWords } from "./siege-i18n";

/*
 * Every Siege roll says what it needs, in English and Russian: the purposes are read from the
 * rules' code (each `roll(...)` request of shared/src/siege), not from a list kept by hand.
 */

const SIEGE_SRC = fileURLToPath(new URL("../../shared/src/siege", import.meta.url));

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

/** The purposes the rules' roll requests name: the string literals of each `purpose:` in a `roll(s, ev, k, {…` or `rollAgainstStrength(s, ev, k, {…` call (of a conditional, its values). */
function purposesInCode(): Set<string> {
  const out = new Set<string>();
  for (const f of sources(SIEGE_SRC)) {
    const text = readFileSync(f, "utf8");
    for (const m of text.matchAll(/\broll(?:AgainstStrength)?\(s, ev, k, \{/g)) {
      const call = text.slice(m.index, m.index + 600);
      const p = /purpose: ([^,\n]+)/.exec(call);
      if (!p) continue;
      // a conditional purpose names both of its values (not what it compares with)
      for (const lit of p[1]!.matchAll(/(?<![=!]== )"([A-Za-z]+)"/g)) out.add(lit[1]!);
    }
  }
  return out;
}

const siege = (d: unknown) => (d as { siege: Record<string, Record<string, string>> }).siege;
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

beforeAll(() => initSiegeWords("en"));

describe("siege roll needs words", () => {
  test("siege §4 the roll purposes of the code are the rules' list of roll purposes", () => {
    const found = purposesInCode();
    // the scan reads the roll requests of the code: it finds Gunfire, the Save and the bark at least
    expect([...found]).toEqual(expect.arrayContaining(["gunfire", "save", "bark", "perimeter", "handToHand"]));
    expect([...found].sort()).toEqual([...ROLL_PURPOSES].sort());
  });

  test.each(["en", "ru"] as const)("siege §4 every roll purpose of the code has its name and its needs words in %s", (lang) => {
    const words = siege(lang === "en" ? siegeEn : siegeRu);
    const missing = [...purposesInCode()].filter((p) => !words.need?.[p] || !words.purpose?.[p]);
    expect(missing).toEqual([]);
  });

  test("siege §4 the needs words of en and ru have the same keys and the same placeholders", () => {
    const en = siege(siegeEn).need!;
    const ru = siege(siegeRu).need!;
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(en)) expect([k, placeholders(ru[k]!)]).toEqual([k, placeholders(en[k]!)]);
  });

  test("siege §4.3 a Gunfire roll's log line says what it needed and the total read, in en and ru", () => {
    const st = { board: { spaces: [] }, units: new Map(), seats: new Map() } as unknown as RoomState;
    const e = { type: "roll", purpose: "gunfire", need: { read: "gunfire", strength: 4, column: "5", shifts: [{ cause: "marker:civil-leader", by: 1 }], from: 3 }, dice: [3, 5], rule: "siege §4.3" };
    void i18next.changeLanguage("en");
    expect(eventText(st, e as never)).toBe("Gunfire: rolls 3, 5 = 8 — needs 3+ to hit (column 5; +1 Civil Leader)");
    void i18next.changeLanguage("ru");
    expect(eventText(st, e as never)).toBe("Стрельба: выпало 3, 5 = 8 — нужно 3+ для попадания (колонка 5; +1 «Гражданский лидер»)");
  });
  test("siege §4.2 §5.5 S-R10 before the dice, a chosen action says what its rolls need (the server's rollNeeds), in en and ru", () => {
    const roll = (fields: Partial<SiegePlannedRoll>, shifts: { cause: string; by: number }[] = []) => {
      const r = Object.assign(new SiegePlannedRoll(), fields);
      for (const x of shifts) r.shifts.push(Object.assign(new SiegeRollShift(), x));
      return r;
    };
    const planned = (...rolls: SiegePlannedRoll[]) => {
      const p = new SiegePlannedRolls();
      for (const r of rolls) p.rolls.push(r);
      return p;
    };
    const hth = roll({ purpose: "handToHand", read: "handToHand", base: "Even", column: "Humans+", from: 5 }, [{ cause: "marker:civil-leader", by: 1 }]);
    const stealth = roll({ purpose: "stealth", read: "faces" });
    stealth.faces.push(2, 3, 4, 5, 6);
    const rollNeeds = new Map([
      ["move:civ7>3", planned(hth)],
      ["move:pickles>3", planned(stealth, roll({ purpose: "handToHand", read: "handToHand", base: "Humans+", column: "Humans+", from: 5 }))],
      ["forage:hauser", planned(roll({ purpose: "forage", read: "forage", column: "town", bonus: 1 }))],
      ["siren:hunt>z01", planned(roll({ purpose: "siren", read: "sum", atLeast: 5 }))],
    ]);
    const st = { rollNeeds } as unknown as RoomState;
    const say = () => [
      actionNeed(st, { type: "move", unit: "civ7", to: 3, pay: "player" }),
      actionNeed(st, { type: "move", unit: "pickles", to: 3, pay: "player" }),
      actionNeed(st, { type: "forage", unit: "hauser", pay: "player" }),
      actionNeed(st, { type: "siren", unit: "hunt", target: "z01", pay: "player" }),
      actionNeed(st, { type: "move", unit: "civ7", to: 4, pay: "player" }),
    ];
    void i18next.changeLanguage("en");
    expect(say()).toEqual([
      "the Zeds lose on 5+ (column Humans+, from Even; +1 Civil Leader)",
      "Pickles hides: 2–6: he hides; a 1: he fights; then Hand-to-hand: the Zeds lose on 5+ (column Humans+, from Humans+)",
      "read on the Forage table, column Town, +1 to the die (6 at most)",
      "needs a total of 5+ (the Zeds' Strength): doubles kill, else they retreat",
      null,
    ]);
    void i18next.changeLanguage("ru");
    const ru = say();
    expect(ru[1]).toContain("; затем ");
    for (const line of ru.slice(0, 4)) expect(line).toMatch(/[а-яё]/i);
  });
});
