import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRandom, drawInt, siege, type GameEvent } from "@zedfall/shared";
import { DIE_EVENTS, MOVEMENT_EVENTS } from "../src/games/siege/movement";

/*
 * The Siege plugin's words (client/src/games/siege/i18n) against what the rules really produce:
 * games played with random legal actions from a few seeds, and every action type, choice purpose
 * and event type met on the way must have its sentence in English and in Russian (docs/development/client.md, "Visual language": every string in both languages).
 */

const DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "client", "src", "games", "siege", "i18n");
type Dict = { [k: string]: string | Dict };
const words = (lang: "en" | "ru"): Dict => JSON.parse(readFileSync(join(DIR, `${lang}.json`), "utf8")).siege as Dict;
const has = (d: Dict, path: string): boolean => {
  let at: string | Dict | undefined = d;
  for (const k of path.split(".")) at = typeof at === "object" ? at[k] : undefined;
  return typeof at === "string";
};

/** The action types, choice purposes and event types of random games from `seeds`. */
function seen(seeds: string[], actionsPerGame = 500): { actions: Set<string>; purposes: Set<string>; events: Set<string>; numericFromTo: Map<string, GameEvent> } {
  const out = { actions: new Set<string>(), purposes: new Set<string>(), events: new Set<string>(), numericFromTo: new Map<string, GameEvent>() };
  const note = (ev: GameEvent[]) =>
    ev.forEach((e) => {
      out.events.add(e.type);
      if (typeof e.from === "number" || typeof e.to === "number") out.numericFromTo.set(e.type, e);
    });
  for (const seed of seeds) {
    const s = siege.setup({ seats: ["seat1", "seat2"], deck: "short", trains: true, rumors: true }, seed);
    const rnd = createRandom(`words-${seed}`);
    for (let n = 0; n < actionsPerGame && !siege.result(s); n++) {
      const seat = siege.seats(s).find((i) => i.active)?.seat;
      if (!seat) break;
      const legal = siege.legalActions(s, seat);
      for (const a of legal) out.actions.add(a.type);
      const d = s.pending[0] as { kind: string; purpose?: string } | undefined;
      if (d?.kind === "choose" && d.purpose) out.purposes.add(d.purpose);
      note(siege.apply(s, seat, legal[drawInt(rnd, 0, legal.length - 1)]!));
    }
  }
  return out;
}

describe("Siege words in the client", () => {
  const met = seen(Array.from({ length: 12 }, (_, i) => `w${i + 1}`), 1500);

  test.each(["en", "ru"] as const)("%s: every action type and choice purpose met has its sentence", (lang) => {
    const d = words(lang);
    expect(met.actions.size).toBeGreaterThan(5);
    expect([...met.actions].filter((type) => type !== "choose" && !has(d, `act.${type}`))).toEqual([]);
    expect([...met.purposes].filter((p) => !has(d, `choose.${p}`) || !has(d, `decision.${p}`))).toEqual([]);
  });

  test("the client reads a number under from/to as a space exactly in the movements: a unit, Zeds or a train moves (Infection, Supplies are track values, the Amulet's a die's faces)", () => {
    const moving = (e: GameEvent) => (e.unit !== undefined || e.zeds !== undefined || e.train !== undefined || e.raiders !== undefined) && !DIE_EVENTS.has(e.type);
    const moves = [...met.numericFromTo.values()].filter(moving).map((e) => e.type);
    const values = [...met.numericFromTo.values()].filter((e) => !moving(e)).map((e) => e.type);
    expect(values).toContain("infection");
    expect(moves.filter((type) => !MOVEMENT_EVENTS.has(type))).toEqual([]);
    expect(values.filter((type) => MOVEMENT_EVENTS.has(type))).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: every event type met has its log sentence", (lang) => {
    const d = words(lang);
    expect(met.events.size).toBeGreaterThan(10);
    expect([...met.events].filter((type) => !has(d, `event.${type}`))).toEqual([]);
  });

  /**
   * Rumors and Rails (the rules may come later than the client's words): the S2 contract's action
   * types, choice purposes and event types, and those the trains, mill and effects work added to it
   * (boarding, passenger fights, where a rumor spreads, the Place and Secure effects' steps).
   */
  const RAILS = {
    actions: ["trainMove", "trainTurn", "reveal", "giveItem", "crystal", "siren", "amulet", "amuletPass", "playSecure"],
    purposes: [
      ...["passengers", "destination", "revealer", "place", "amulet", "dr-marteuses-diary", "help-arrives", "rumors-of-our-downfall", "the-red-telephone", "final-thesis", "battle-plan-code-black", "giant-hardware-store", "police-gun-cabinet"],
      ...["boardingPay", "passengerFight", "rumorSpace", "airBase", "tallMart", "napalm", "napalmAdjacent", "diary", "helpArrives", "helpArrivesSpace", "downfall", "thesis", "battlePlan"],
    ],
    events: [
      ...["trainMove", "trainTurn", "stationBonus", "trainDestroyed", "passengersOff", "rumorPlaced", "rumorUnplaced", "rumorRevealed", "itemGiven", "placeMarker", "securePlayed", "amulet", "siren"],
      ...["trainBoard", "rumorStackEmpty", "rumorDrawn", "itemTaken", "secureKept", "crystal", "secureGain", "researchSkipped", "diary", "helpArrives", "downfall", "thesis", "battlePlan", "noTargetRumor", "napalm", "placeMarkerLost", "airBase", "tallMart"],
    ],
  };

  test.each(["en", "ru"] as const)("%s: every Rumors and Rails action, choice and event of the S2 contract has its words; every rumor its name and effect", (lang) => {
    const d = words(lang);
    const g = JSON.parse(readFileSync(join(DIR, `glossary.${lang}.json`), "utf8")).siege as Dict;
    expect(RAILS.actions.filter((type) => !has(d, `act.${type}`))).toEqual([]);
    expect(RAILS.purposes.filter((p) => !has(d, `decision.${p}`) || (p !== "amulet" && !has(d, `choose.${p}`)))).toEqual([]);
    expect(RAILS.events.filter((type) => !has(d, `event.${type}`))).toEqual([]);
    const rumors = ["darpa-battlesuit", "pulsing-green-crystal", "mystic-amulet", "zeds-siren", "ancient-cemetery", "weapons-control-office", "secret-air-force-base", "tall-mart-distribution-center", "dr-marteuses-diary", "giant-hardware-store", "help-arrives", "police-gun-cabinet", "rumors-of-our-downfall", "the-red-telephone", "final-thesis", "battle-plan-code-black"];
    expect(rumors.filter((r) => !has(g, `rumor.${r}`) || !has(g, `rumorEffect.${r}`))).toEqual([]);
    for (const term of ["train", "station", "rumor", "departure", "arrival"]) expect(has(g, `term.${term}`)).toBe(true);
    for (const line of ["wh-cargo", "express-bv"]) expect(has(g, `line.${line}`)).toBe(true);
    expect(has(d, "pay.4r")).toBe(true);
  });

  /** Raiders and the Marines (siege §3.3, §6.4, Q5): their cards come once a deck, so random games seldom meet them. */
  const RAIDERS = {
    purposes: ["raidersLoot", "rangersMove", "raidersTrack"],
    events: ["raidersAppear", "raidersMove", "raidersHeld", "raidersReachTC", "raidersLoot", "raidersRemoved", "raidersHandToHand", "raidersHit", "raidersFlipped", "raidersEliminated", "raidersRetreat", "raidersLoseRetreatFight", "marinesAmmo", "rangersStay", "hidesFromRaiders", "raidersStopped"],
  };

  test.each(["en", "ru"] as const)("%s: every choice and event of the Raiders and the Marines has its words; both units and the round strip's counters their names", (lang) => {
    const d = words(lang);
    const g = JSON.parse(readFileSync(join(DIR, `glossary.${lang}.json`), "utf8")).siege as Dict;
    expect(RAIDERS.purposes.filter((p) => !has(d, `decision.${p}`) || !has(d, `choose.${p}`))).toEqual([]);
    expect(RAIDERS.events.filter((type) => !has(d, `event.${type}`))).toEqual([]);
    expect(["raiders", "marines"].filter((u) => !has(g, `unit.${u}`))).toEqual([]);
    expect(["raiders", "vip"].filter((term) => !has(g, `term.${term}`))).toEqual([]);
    expect(has(d, "purpose.raidersHandToHand") && has(d, "loser.raiders") && has(d, "loser.foe")).toBe(true);
  });

  test("the Raiders' moves read their from/to as spaces", () => {
    expect(MOVEMENT_EVENTS.has("raidersMove")).toBe(true);
    expect(MOVEMENT_EVENTS.has("raidersRetreat")).toBe(true);
  });

  test("a train's run reads its from/to as spaces, the Amulet's as a die's faces", () => {
    expect(MOVEMENT_EVENTS.has("trainMove")).toBe(true);
    expect(MOVEMENT_EVENTS.has("amulet")).toBe(false);
    expect(DIE_EVENTS.has("amulet")).toBe(true);
  });
});
