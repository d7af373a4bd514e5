import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT, gameWords, shellWords, sources } from "./client-words";

/*
 * Every refusal key the rules and the room can send (each `refuse("…")` of shared/src and
 * server/src, and the keys a ternary picks between) has its line in the client's English and
 * Russian words (`rejected.<key>`: `msg.*` in the shell's words, `house.*` and `siege.*` in the
 * game's), using only params the refusal sends; a new refusal without its words fails here.
 */

/** Each refusal key written in the sources, with the names of its params and where it is. */
function refusalKeys(): { key: string; params: string[]; where: string }[] {
  const out: { key: string; params: string[]; where: string }[] = [];
  for (const file of [...sources(join(ROOT, "shared", "src")), ...sources(join(ROOT, "server", "src"))]) {
    const src = readFileSync(file, "utf8");
    for (const m of src.matchAll(/refuse\(((?:[^()"]|"[^"]*")*?"(?:msg|house|siege)\.\w+"(?:[^()"]|"[^"]*")*?)(?:,\s*\{([^}]*)\})?\)/g)) {
      const params = (m[2] ?? "").split(",").map((p) => p.trim().split(":")[0]!.trim()).filter(Boolean);
      for (const k of m[1]!.matchAll(/"((?:msg|house|siege)\.\w+)"/g)) out.push({ key: k[1]!, params, where: `${relative(ROOT, file)}` });
    }
    for (const m of src.matchAll(/= "((?:msg)\.\w+)";/g)) out.push({ key: m[1]!, params: [], where: relative(ROOT, file) });
  }
  return out;
}

/** The line of `key` in `lang`, or undefined. */
function line(key: string, lang: "en" | "ru"): unknown {
  const [ns, name] = key.split(".") as [string, string];
  const words = ns === "msg" ? shellWords(lang) : gameWords(ns, lang);
  return ((words.rejected as Record<string, Record<string, unknown>> | undefined)?.[ns] ?? {})[name];
}

describe("refusal keys and their words", () => {
  const keys = refusalKeys();

  test("the sources' refusals are found (the kernel's, the room's, each game's)", () => {
    const found = new Set(keys.map((k) => k.key));
    for (const k of ["msg.notYourTurn", "msg.notLegalNow", "msg.seatTaken", "msg.hintBusy", "house.costs", "house.wallBlocks", "siege.noUnit", "siege.ammoShort"]) expect(found).toContain(k);
    expect(found.size).toBeGreaterThanOrEqual(350);
  });

  test.each(["en", "ru"] as const)("%s: every refusal key has its line, using only the params it sends", (lang) => {
    expect([...new Set(keys.filter((k) => typeof line(k.key, lang) !== "string").map((k) => `${k.key} (${k.where})`))]).toEqual([]);
    const bad = keys.flatMap((k) => [...String(line(k.key, lang) ?? "").matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).filter((p) => !k.params.includes(p)).map((p) => `${k.key}: {{${p}}} (${k.where})`));
    expect([...new Set(bad)]).toEqual([]);
  });
});
