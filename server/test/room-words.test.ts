import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameEvent } from "@zedfall/shared";
import * as roomEvents from "../src/rooms/game/room-events";
import { eventKeys } from "../../client/src/games/house/event-keys";

/*
 * The room's own log lines (server/src/rooms/game/room-events.ts: the start, an undo, a reopening, the
 * seat changes after the start) have their sentence in English and in Russian in both games' words,
 * using only the fields the event carries (docs/development/client.md; "every event type … has an en
 * and a ru line"). A new room event without words fails here.
 */

const CLIENT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "client", "src");
type Dict = { [k: string]: string | Dict };
const read = (...path: string[]): Dict => JSON.parse(readFileSync(join(CLIENT, ...path), "utf8")) as Dict;
const line = (d: Dict, path: string): string | undefined => {
  let at: string | Dict | undefined = d;
  for (const k of path.split(".")) at = typeof at === "object" ? at[k] : undefined;
  return typeof at === "string" ? at : undefined;
};
const params = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);

/** One event of every constructor room-events.ts exports (a new export without a sample fails the first test). */
const SAMPLES: Record<string, () => GameEvent> = {
  startEvent: () => roomEvents.startEvent(["zombie", "human1"]),
  undoEvent: () => roomEvents.undoEvent("human1", { type: "move" }, 7),
  restoredEvent: () => roomEvents.restoredEvent(12),
  historyCutEvent: () => roomEvents.historyCutEvent(2400),
  seatToBotEvent: () => roomEvents.seatToBotEvent("human1", "Bob"),
  seatAskedEvent: () => roomEvents.seatAskedEvent("zombie", "Bob", "Ann"),
  seatTakenEvent: () => roomEvents.seatTakenEvent("zombie", "Ann"),
  seatBackEvent: () => roomEvents.seatBackEvent("human1", "Bob"),
  seatGrantedEvent: () => roomEvents.seatGrantedEvent("zombie", "Bob", "Ann"),
  seatRefusedEvent: () => roomEvents.seatRefusedEvent("zombie", "Bob", "Ann"),
};

describe("the room's own log lines in the client's words", () => {
  test("every event constructor of room-events.ts has a sample here", () => {
    expect(Object.keys(roomEvents).filter((k) => typeof (roomEvents as Record<string, unknown>)[k] === "function").sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  const events = Object.values(SAMPLES).map((f) => f());

  test.each(["en", "ru"] as const)("%s: House (the shell's words with House's) has a line for each, with only the event's fields", (lang) => {
    const shell = read("shell", "i18n", `${lang}.json`);
    const house = read("games", "house", "i18n", `${lang}.json`);
    const bad: string[] = [];
    for (const e of events) {
      const key = eventKeys(e).find((k) => line(house, k) ?? line(shell, k));
      const text = key && (line(house, key) ?? line(shell, key));
      if (!text) bad.push(`no line for ${e.type}`);
      else for (const p of params(text)) if (!(p in e)) bad.push(`${key}: {{${p}}}`);
    }
    expect(bad).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: Siege has a line for each, with only the event's fields (and the ones its words add)", (lang) => {
    const siege = read("games", "siege", "i18n", `${lang}.json`);
    // client/src/games/siege/events.ts adds these for the room's events
    const added: Record<string, string[]> = { start: ["players"], undo: ["what"] };
    const bad: string[] = [];
    for (const e of events) {
      const text = line(siege, `siege.event.${e.type}`);
      if (!text) bad.push(`no line for ${e.type}`);
      else for (const p of params(text)) if (!(p in e) && !added[e.type]?.includes(p)) bad.push(`${e.type}: {{${p}}}`);
    }
    expect(bad).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: a seat its bot only covers while its player is away (seatToBot, away) has a line of its own in both games, which says the seat stays theirs", (lang) => {
    const e = roomEvents.seatToBotEvent("human1", "Bob", true);
    const shell = read("shell", "i18n", `${lang}.json`);
    const house = read("games", "house", "i18n", `${lang}.json`);
    const siege = read("games", "siege", "i18n", `${lang}.json`);
    const houseKey = eventKeys(e).find((k) => line(house, k) ?? line(shell, k));
    expect(houseKey).toBe("event.seatToBot_away");
    const texts = [line(shell, houseKey!), line(siege, "siege.event.seatToBotAway")];
    for (const text of texts) {
      expect(text).toBeDefined();
      expect(params(text!).filter((p) => !(p in e))).toEqual([]);
      expect(text).not.toBe(line(shell, "event.seatToBot"));
    }
  });
});
