import { createRandom, drawInt, house, siege, type AnyRuleset, type GameEvent } from "@zedfall/shared";
import { HOUSE_EVENT_TYPES } from "@zedfall/shared/house/events";
import { SIEGE_EVENT_TYPES } from "@zedfall/shared/siege/state/events";
import { line, readWords } from "./game-words";

/*
 * Every event type of each game's union (shared/src/<game>/events.ts: the rules push nothing else)
 * has its log line in English and in Russian. Events carry no sentence of their own: without a line
 * the log would show nothing a player can read. The type lists come from the unions themselves, so a
 * new event type without words fails here.
 */

describe.each(["en", "ru"] as const)("%s: every event type has its words", (lang) => {
  test("House: `event.<type>` (the base words or the expansions' words, as plugin.ts merges them)", () => {
    const base = readWords("house", `${lang}.json`);
    const expansions = readWords("house", `expansions.${lang}.json`);
    const missing = HOUSE_EVENT_TYPES.filter((type) => !line(base, `event.${type}`) && !line(expansions, `event.${type}`));
    expect(HOUSE_EVENT_TYPES.length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  test("Siege: `siege.event.<type>`", () => {
    const words = readWords("siege", `${lang}.json`);
    const missing = SIEGE_EVENT_TYPES.filter((type) => !line(words, `siege.event.${type}`));
    expect(SIEGE_EVENT_TYPES.length).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });
});

/** The event types of random legal games of `r` from a few seeds (every seat filled, at most `cap` actions each). */
function metTypes(r: AnyRuleset, options: Record<string, unknown>, cap: number): Set<string> {
  const met = new Set<string>();
  const note = (ev: GameEvent[]) => ev.forEach((e) => met.add(e.type));
  for (let i = 0; i < 4; i++) {
    const { state: s, events } = r.setupWithEvents ? r.setupWithEvents(options, `event-types-${i}`) : { state: r.setup(options, `event-types-${i}`), events: [] };
    note(events);
    const rnd = createRandom(`event-types-bot-${i}`);
    for (let n = 0; n < cap && !r.result(s); n++) {
      const seat = r.seats(s).find((x) => x.active)?.seat;
      const legal = seat ? r.legalActions(s, seat) : [];
      if (!seat || !legal.length) break;
      note(r.apply(s, seat, legal[drawInt(rnd, 0, legal.length - 1)]!));
    }
  }
  return met;
}

describe("the unions hold every event the rules push (also those the kernel or a helper builds)", () => {
  test("House", () => {
    const met = metTypes(house as AnyRuleset, { humanSeats: ["human1", "human2"], crawlers: true, baby: "setup", infection: true, fallBack: true, tearDown: true }, 1500);
    expect([...met].filter((t) => !(HOUSE_EVENT_TYPES as string[]).includes(t))).toEqual([]);
  });

  test("Siege", () => {
    const met = metTypes(siege as AnyRuleset, { seats: ["seat1", "seat2"], deck: "short", trains: true, rumors: true }, 800);
    expect([...met].filter((t) => !(SIEGE_EVENT_TYPES as string[]).includes(t))).toEqual([]);
  });
});
