import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRandom, drawInt, house, type GameEvent } from "@zedfall/shared";
import type { HouseOptions } from "@zedfall/shared/house/types";
import { eventKeys, keySegment } from "../src/games/house/event-keys";
import { merged, type Dict } from "../src/shell/i18n";

/*
 * The House plugin's log words (client/src/games/house/i18n: the base files merged with the
 * expansions' files, as plugin.ts loads them) against what the rules really log: random legal games
 * from fixed seeds with 1–4 human seats, with the plain base game, the default options and every
 * expansion and variant on; every event met must have its line in English and in Russian, and a line
 * may only use fields its events always carry (no raw {{placeholder}} in the log). The events the
 * random games rarely reach are checked from the rules' source as well.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const I18N = join(ROOT, "client", "src", "games", "house", "i18n");
type Lang = "en" | "ru";
const read = (file: string): Dict => JSON.parse(readFileSync(join(I18N, file), "utf8")) as Dict;
const WORDS = new Map<Lang, Dict>();
/** The House words of `lang` as the client loads them (plugin.ts `words`). */
function words(lang: Lang): Dict {
  let d = WORDS.get(lang);
  if (!d) WORDS.set(lang, (d = merged(read(`${lang}.json`), read(`expansions.${lang}.json`))));
  return d;
}
const line = (d: Dict, path: string): string | undefined => {
  let at: string | Dict | undefined = d;
  for (const k of path.split(".")) at = typeof at === "object" ? at[k] : undefined;
  return typeof at === "string" ? at : undefined;
};
/** The `{{param}}` names a line uses. */
const params = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);
/**
 * The key the client uses for an event in `lang`: the first of eventKeys that the language or its
 * fallback (English, i18next `fallbackLng`) has; undefined when its words have none.
 */
const keyIn = (lang: Lang, e: GameEvent): string | undefined => eventKeys(e).find((k) => line(words(lang), k) ?? line(words("en"), k));

const SEATS = ["human1", "human2", "human3", "human4"] as const;
/** The option sets played: the base game alone, the lobby's defaults, every expansion and variant on. */
const OPTIONS: Record<string, Partial<HouseOptions>> = {
  base: { crawlers: false, baby: "off" },
  defaults: {},
  expansions: {
    crawlers: true,
    baby: "setup",
    characters: "deal",
    spawnMode: "full",
    surviveTillDawn: true,
    infection: true,
    fallBack: true,
    tearDown: true,
    refill: true,
    carHorror: true,
    spawnEdgeRoll: true,
  },
};

/** The events of random legal games: `seeds` per option set, seat count cycling 2–5, at most `cap` actions each. */
function play(seeds: number, cap: number): { events: GameEvent[]; over: number; games: number } {
  const events: GameEvent[] = [];
  let over = 0;
  let games = 0;
  for (const [name, options] of Object.entries(OPTIONS))
    for (let i = 0; i < seeds; i++) {
      const s = house.setup({ ...options, humanSeats: SEATS.slice(0, 1 + (i % 4)) }, `words-${name}-${i}`);
      const rnd = createRandom(`words-bot-${name}-${i}`);
      games++;
      for (let n = 0; n < cap && !house.result(s); n++) {
        const seat = house.seats(s).find((x) => x.active)?.seat;
        const legal = seat ? house.legalActions(s, seat) : [];
        if (!seat || !legal.length) break;
        events.push(...house.apply(s, seat, legal[drawInt(rnd, 0, legal.length - 1)]!));
      }
      if (house.result(s)) over++;
    }
  return { events, over, games };
}

/** The room's own events (server/src/rooms/game/room-events.ts), written by the room, not the rules. */
const ROOM_EVENTS: GameEvent[] = [
  { type: "start", seats: ["zombie", "human1"] },
  { type: "undo", seat: "human1", action: { type: "move" } },
];

/** Every shared/src/house source file. */
function sources(dir = join(ROOT, "shared", "src", "house")): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [readFileSync(p, "utf8")] : [];
  });
}

/**
 * Params the client words from an event's data rather than reading a field of the same name
 * (client/src/games/house/events.ts): the game-over `reason` from the result's `key` (and params).
 * A line may use such a param when the event carries its source field.
 */
const WORDED: Record<string, Record<string, string>> = { gameOver: { reason: "key" } };

/** `fields` of an event of `type` with the params the client words from them. */
function withWorded(type: string, fields: Set<string>): Set<string> {
  const out = new Set(fields);
  for (const [param, source] of Object.entries(WORDED[type] ?? {})) if (fields.has(source)) out.add(param);
  return out;
}

describe("House words in the client", () => {
  const met = play(12, 3000);
  const byType = new Map<string, GameEvent[]>();
  for (const e of [...met.events, ...ROOM_EVENTS]) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);

  test("the random games reach their end and meet the common events", () => {
    expect(met.over).toBeGreaterThan(met.games / 2);
    for (const type of ["roll", "move", "zombieMoved", "barricade", "found", "armed", "activationBegins", "gameOver"]) expect(byType.has(type)).toBe(true);
  });

  test.each(["en", "ru"] as const)("%s: every event type met has its log line (its own words, not the fallback's)", (lang) => {
    const d = words(lang);
    const missing = new Set<string>();
    for (const e of [...met.events, ...ROOM_EVENTS]) {
      const key = keyIn(lang, e);
      if (!key || !line(d, key)) missing.add(key ?? `event.${e.type}`);
    }
    expect([...missing].sort()).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: a line uses only fields that every event it is written for carries", (lang) => {
    const d = words(lang);
    // per key the client uses: the fields every event met under it carried
    const fields = new Map<string, Set<string>>();
    for (const e of [...met.events, ...ROOM_EVENTS]) {
      const key = keyIn(lang, e);
      if (!key || !line(d, key)) continue;
      const own = withWorded(e.type, new Set(Object.keys(e)));
      const was = fields.get(key);
      fields.set(key, was ? new Set([...was].filter((f) => own.has(f))) : own);
    }
    const raw = [...fields].flatMap(([key, carried]) => params(line(d, key)!).filter((p) => !carried.has(p)).map((p) => `${key}: {{${p}}}`));
    expect(raw).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: every event type and roll purpose the rules can log has its line", (lang) => {
    const d = words(lang);
    const code = sources().join("\n");
    const types = new Set([...code.matchAll(/(?:ev\.push\(\{\s*|const base = \{\s*)type: "(\w+)"/g)].map((m) => m[1]!));
    // the kernel writes a roll event for each `k.roll({ purpose })`; the rules write some rolls themselves
    // (a purpose may be picked by a condition: `kind === "extra" ? "zombie extra attack" : …`, whose compared literal is no purpose)
    const purposes = new Set([...code.matchAll(/purpose: ([^,\n]+),/g)].flatMap((m) => [...m[1]!.replace(/=== "[^"]*"/g, "").matchAll(/"([^"]+)"/g)].map((q) => q[1]!)));
    expect(types.size).toBeGreaterThan(60);
    expect(purposes).toContain("zombie extra attack");
    const missing = [...types].filter((type) => !line(d, `event.${type}`) && !eventKeysOf(d, type));
    expect(missing.sort()).toEqual([]);
    expect([...purposes].filter((p) => !line(d, `event.roll_${keySegment(p)}`)).sort()).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: every line, the rare ones too, uses only fields the rules write for its event type", (lang) => {
    const written = writtenFields();
    const ev = words(lang).event as Dict;
    const raw = Object.entries(ev).flatMap(([key, text]) => {
      const type = key.split("_")[0]!;
      const own = written.get(type) ?? (ROOM_EVENTS.some((e) => e.type === type) ? new Set(ROOM_EVENTS.filter((e) => e.type === type).flatMap((e) => Object.keys(e))) : undefined);
      const fields = own && withWorded(type, own);
      if (typeof text !== "string") return [];
      return params(text).filter((p) => !fields?.has(p)).map((p) => `event.${key}: {{${p}}}`);
    });
    expect(raw).toEqual([]);
  });

  test("the client picks an event's most specific line: by roll purpose, by card or reason, by a field it carries, by a true flag", () => {
    const pick = (e: Record<string, unknown>) => keyIn("ru", { type: "x", ...e } as GameEvent);
    expect(pick({ type: "roll", purpose: "zombie extra attack", zombie: "z1", target: "max", dice: [3] })).toBe("event.roll_zombieExtraAttack");
    expect(pick({ type: "roll", purpose: "a purpose with no line", dice: [3] })).toBe("event.roll");
    expect(pick({ type: "reaction", card: "slippery-floor", figure: "max" })).toBe("event.reaction_slipperyFloor");
    expect(pick({ type: "zombiePlaced", zombie: "z2", at: { x: 0, y: 0, z: 0 }, reason: "legless-legion", counted: false })).toBe("event.zombiePlaced_leglessLegion");
    expect(pick({ type: "push", zombie: "z2", from: { x: 0, y: 0, z: 0 }, to: { x: 1, y: 0, z: 0 } })).toBe("event.push_zombie");
    expect(pick({ type: "push", figure: "max", from: { x: 0, y: 0, z: 0 }, to: { x: 1, y: 0, z: 0 } })).toBe("event.push");
    expect(pick({ type: "oops", figure: "max", weapon: "pistol" })).toBe("event.oops_weapon");
    expect(pick({ type: "barricade", edge: "1,1|1,2", lucky: true })).toBe("event.barricade_lucky");
    expect(pick({ type: "move", figure: "max", to: { x: 1, y: 0, z: 0 }, window: true })).toBe("event.move_window");
    expect(pick({ type: "zombieMoved", zombie: "z2", to: { x: 1, y: 0, z: 0 }, window: false })).toBe("event.zombieMoved");
    expect(pick({ type: "heal", figure: "max", by: "olga", wounds: 1 })).toBe("event.heal_by");
    expect(pick({ type: "gameOver", winner: "humans", reason: "the house is a fortress" })).toBe("event.gameOver_humans");
    expect(pick({ type: "noSuchEvent" })).toBeUndefined();
  });

  test("English and Russian have the same log lines and log words (a variant in one language only would show in English)", () => {
    const keys = (d: Dict, prefix: string): string[] =>
      Object.entries(d).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
    for (const part of ["event", "rollResult", "fromEdge", "placement"]) {
      const [en, ru] = (["en", "ru"] as const).map((lang) => keys((words(lang)[part] ?? {}) as Dict, `${part}.`).sort());
      expect(ru).toEqual(en);
    }
  });
});

/** Whether `d` has some variant line `event.<type>_…` (a type written only in variants). */
function eventKeysOf(d: Dict, type: string): boolean {
  const ev = d.event;
  return typeof ev === "object" && Object.keys(ev).some((k) => k.startsWith(`${type}_`));
}

/**
 * The fields each House event type carries, read from the typed union the rules push against
 * (shared/src/house/events.ts with the kernel's events of shared/src/core/events.ts): one
 * `type: { field: T; other?: U; };` line per type.
 */
function writtenFields(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of [join(ROOT, "shared", "src", "core", "events.ts"), join(ROOT, "shared", "src", "house", "events.ts")])
    for (const m of readFileSync(file, "utf8").matchAll(/^ {2}(\w+): (?:\{(.*)\}|Record<never, never>);$/gm)) {
      // nested object types (a square's x, y, z) are no fields of the event
      let body = m[2] ?? "";
      while (/\{[^{}]*\}/.test(body)) body = body.replace(/\{[^{}]*\}/g, "x");
      out.set(m[1]!, new Set(["type", "rule", ...[...body.matchAll(/(?:^|;)\s*(\w+)\??:/g)].map((f) => f[1]!)]));
    }
  return out;
}
