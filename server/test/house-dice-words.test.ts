import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The House words the rules' data calls for: what a die needs (need.*), a kept die's
 * outcome (outcome.*), the game-over reason by its key (reason.*, keys and params read from the
 * rules' endGame calls), and every search square's furniture and every door/window edge type of
 * the shipped boards (furniture.*, edgeName.*), each in English and Russian.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
type Dict = { [k: string]: string | Dict };
const words = (lang: "en" | "ru") => JSON.parse(readFileSync(join(ROOT, "client", "src", "games", "house", "i18n", `${lang}.json`), "utf8")) as Record<string, Dict>;
const src = (...p: string[]) => readFileSync(join(ROOT, "shared", "src", "house", ...p), "utf8");
const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);

describe.each(["en", "ru"] as const)("%s House dice and place words", (lang) => {
  const d = words(lang);

  test("every game-over reason key the rules set has its line, using only the params the rules give it", () => {
    const code = [src("victory.ts"), src("human", "car.ts")].join("\n");
    const ends = [...code.matchAll(/key: "(\w+)"(?:, params: \{ ([^}]*) \})?/g)].map((m) => ({ key: m[1]!, params: (m[2] ?? "").split(",").map((p) => p.trim().split(":")[0]!).filter(Boolean) }));
    expect(ends.map((e) => e.key).sort()).toEqual(["allDead", "car", "cellar", "dawn", "fortress", "roundLimit"]);
    for (const e of ends) {
      const line = (d.reason as Dict)[e.key];
      expect(typeof line).toBe("string");
      expect(params(line as string).filter((p) => !e.params.includes(p))).toEqual([]);
    }
  });

  test("every die outcome the rules read (DieOutcome of the state's types.ts) has its word", () => {
    const outcomes = [...src("types.ts").match(/export type DieOutcome = ([^;]+);/)![1]!.matchAll(/"(\w+)"/g)].map((m) => m[1]!);
    expect(outcomes.sort()).toEqual(["kill", "miss", "oops", "shove", "wound"]);
    expect(outcomes.filter((o) => typeof (d.outcome as Dict)[o] !== "string")).toEqual([]);
  });

  test("what a die needs: the same keys as English, and the reroll labels use the decision's words", () => {
    expect(Object.keys(d.need!).sort()).toEqual(Object.keys(words("en").need!).sort());
    expect(params((d.act as Dict).reroll as string).sort()).toEqual(["kills", "value"]);
    expect(params((d.act as Dict).keepRoll as string).sort()).toEqual(["dice", "outcomes"]);
  });

  test("every search square of the shipped boards has its furniture's name; doors and windows have their edge words (between two rooms, on a room's outside)", () => {
    const dir = join(ROOT, "shared", "data", "house");
    for (const f of readdirSync(dir).filter((x) => x.endsWith(".json"))) {
      const b = JSON.parse(readFileSync(join(dir, f), "utf8")) as { search?: { name: string }[]; cellar?: { search?: { name: string }[] } };
      const names = [...(b.search ?? []), ...(b.cellar?.search ?? [])].map((s) => s.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n) => typeof (d.furniture as Dict)[n] !== "string")).toEqual([]);
    }
    for (const type of ["door", "window"]) {
      expect(params((d.edgeName as Dict)[`${type}Between`] as string).sort()).toEqual(["a", "b"]);
      expect(params((d.edgeName as Dict)[`${type}Of`] as string).sort()).toEqual(["room", "side"]);
    }
  });
});
