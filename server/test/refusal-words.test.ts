import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { REFUSAL_SHAPES, refusalWords } from "@zedfall/shared/src/protocol/refusals";

/*
 * A refusal in the reader's language. Every message the room (server/src/rooms) and the
 * rules kernel (shared/src/core/engine.ts) can send in `rejected` is collected from the sources
 * (literal messages, template messages with a sample for each ${…}, the named constants); each must
 * match a shape of shared/src/protocol/refusals.ts, and each shape's key must have its line in the
 * client's English and Russian words. A new refusal without its Russian line fails here.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
type Dict = { [k: string]: string | Dict };
const words = (lang: "en" | "ru") => (JSON.parse(readFileSync(join(ROOT, "client", "src", "shell", "i18n", `${lang}.json`), "utf8")) as { rejected: { msg: Record<string, string> } }).rejected.msg;
const read = (...p: string[]) => readFileSync(join(ROOT, ...p), "utf8");

/** A message expression of the source as a sample message: a literal as it is, a template with "human1" for each ${…}. */
function sample(expr: string, consts: Map<string, string>): string | null {
  const e = expr.trim();
  if (/^"[^"]*"$/.test(e)) return e.slice(1, -1);
  if (/^`[^`]*`$/.test(e)) return e.slice(1, -1).replace(/\$\{[^}]*\}/g, "human1");
  return consts.get(e) ?? null;
}

/** The messages a source sends: `reject(…, "CODE", msg)` (or `refuseInput(…, "CODE", msg[, bytes])`), `new RuleError("CODE", msg)`, `return { code, message: msg }`, an undo refusal's `cannot take it back: …`. */
function messagesOf(code: string): { messages: string[]; unresolved: string[] } {
  const consts = new Map([...code.matchAll(/const (\w+) = ("[^"\n]*"|`[^`\n]*`);/g)].map((m) => [m[1]!, sample(m[2]!, new Map())!]));
  const exprs = [
    ...[...code.matchAll(/(?:reject|refuseInput)\([^;]*?, "[A-Z_]+", ((?:"[^"\n]*")|(?:`[^`\n]*`)|\w+)(?:, \w+)?\)/g)].map((m) => m[1]!),
    ...[...code.matchAll(/new RuleError\("[A-Z_]+", ((?:"[^"\n]*")|(?:`[^`\n]*`))\)/g)].map((m) => m[1]!),
    ...[...code.matchAll(/message: (`[^`\n]*`|"[^"\n]*") \}/g)].map((m) => m[1]!),
    ...[...code.matchAll(/(`cannot take it back: [^`\n]*`)/g)].map((m) => m[1]!),
  ];
  const messages: string[] = [];
  const unresolved: string[] = [];
  for (const x of exprs) {
    const s = sample(x, consts);
    if (s === null) unresolved.push(x);
    else messages.push(s);
  }
  return { messages, unresolved };
}

const ROOM_FILES = readdirSync(join(ROOT, "server", "src", "rooms"), { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => read("server", "src", "rooms", f));
const KERNEL = read("shared", "src", "core", "engine.ts");

describe("refusal words", () => {
  const room = ROOM_FILES.map(messagesOf);
  const kernel = messagesOf(KERNEL);
  const all = [...room.flatMap((r) => r.messages), ...kernel.messages];

  test("the sources' messages are found: the room's seat, turn, rate and undo refusals and the kernel's", () => {
    expect(all).toEqual(expect.arrayContaining(["claim a seat before you act", "the game is over", "too many messages; wait a moment", "it is not human1's turn to act", "the game is over; its seats no longer change", "cannot take it back: human1"]));
    expect(all.length).toBeGreaterThan(30);
  });

  test("every literal refusal the room and the kernel send has a shape (a key), so the client can say it in Russian", () => {
    expect(all.filter((m) => refusalWords(m) === null)).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: every refusal shape has its line, using only the shape's params", (lang) => {
    const d = words(lang);
    const missing = REFUSAL_SHAPES.filter((s) => typeof d[s.key] !== "string").map((s) => s.key);
    expect(missing).toEqual([]);
    const bad = REFUSAL_SHAPES.flatMap((s) => {
      const groups = new Set([...s.pattern.source.matchAll(/\(\?<(\w+)>/g)].map((m) => m[1]!));
      return [...(d[s.key] ?? "").matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).filter((p) => !groups.has(p)).map((p) => `${s.key}: {{${p}}}`);
    });
    expect(bad).toEqual([]);
  });

  test("English and Russian have the same refusal keys", () => {
    expect(Object.keys(words("ru")).sort()).toEqual(Object.keys(words("en")).sort());
  });

  test("a message gets its key and params; an unknown sentence (a rule's own) gets none", () => {
    expect(refusalWords("claim a seat before you act")).toEqual({ key: "notSeated", params: {} });
    expect(refusalWords("it is not human2's turn to act")).toEqual({ key: "notYourTurn", params: { seat: "human2" } });
    expect(refusalWords("cannot take it back: the last action was human1's")).toEqual({ key: "undoOther", params: { seat: "human1" } });
    expect(refusalWords("this game's chat is busy (at most 5 lines a second); wait a moment")).toEqual({ key: "chatBusy", params: { n: "5" } });
    expect(refusalWords("human3 is taken by Ann")).toEqual({ key: "seatTaken", params: { seat: "human3", name: "Ann" } });
    expect(refusalWords("the game is over; its seats no longer change")).toEqual({ key: "seatsFrozen", params: {} });
    expect(refusalWords("window costs 2 actions, Lena has 1 left")).toBeNull();
  });
});
