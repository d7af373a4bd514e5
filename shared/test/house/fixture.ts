import { applied } from "../../src/core/applied";
import { house } from "../../src/house";
import { newHuman } from "../../src/house/characters";
import { emptyHumanTurn, emptyZombieTurn } from "../../src/house/turns";
import type { CharacterId, Dir, HouseOptions, HouseSeatId, HouseState, HumanSeatId, SearchCardId, ZombieCardId, Sq, WeaponCardId, ItemCardId } from "../../src/house/types";
import type { GameEvent } from "../../src/core/ruleset";

/** A human in a scenario: character, square [x, y] (or [x, y, z]), facing and extras. */
export interface HumanSpec {
  id: CharacterId;
  at: [number, number] | [number, number, 0 | 1];
  facing?: Dir;
  seat?: HumanSeatId;
  wounds?: number;
  weapon?: WeaponCardId | null;
  ammoOut?: boolean;
  items?: ItemCardId[];
}
/** A zombie or crawler in a scenario. */
export interface ZombieSpec {
  id: string;
  at: [number, number] | [number, number, 0 | 1];
  kind?: "zombie" | "crawler";
  counted?: boolean;
}

/** What a scenario test sets up; everything not given keeps the default game's value. */
export interface ScenarioSpec {
  humans: HumanSpec[];
  zombies?: ZombieSpec[];
  /** Whose turn: "human" (a fresh Human turn) or "zombie" (the activation step of a Zombie turn). */
  turn?: "human" | "zombie";
  /** Scripted dice, in roll order. */
  dice?: number[];
  searchDeck?: SearchCardId[];
  zombieHand?: ZombieCardId[];
  barricades?: string[];
  options?: Partial<HouseOptions>;
  round?: number;
}

const sq = (a: HumanSpec["at"]): Sq => ({ x: a[0], y: a[1], z: (a[2] ?? 0) as 0 | 1 });

/**
 * Builds a House state in the middle of a game for rule tests (house "Resolutions of record": T1–T6
 * use default-map coordinates). Human figures default to seat human1. The expansions are off
 * unless `options` turns them on (`crawlers: true`, `baby: "search" | "setup"`), so that a test's
 * decks, hand and grab windows are what it states; crawlers given in `zombies` still move and
 * climb as crawlers, but grab only with `crawlers: true`.
 */
export function scenario(spec: ScenarioSpec): HouseState {
  const seats = [...new Set(spec.humans.map((h) => h.seat ?? "human1"))].sort() as HumanSeatId[];
  const base = house.setup({ humanSeats: seats, characters: "deal", howBoring: false, crawlers: false, baby: "off", ...spec.options }, "scenario");
  // a JSON copy, not structuredClone: under Jest's VM modules structuredClone makes objects of another realm, which mutative refuses as a base state
  const s: HouseState = JSON.parse(JSON.stringify(base));
  s.humans = {};
  for (const h of spec.humans) {
    const fig = newHuman(s.options, h.id, h.seat ?? "human1", sq(h.at));
    fig.facing = h.facing ?? "N";
    fig.wounds = h.wounds ?? 0;
    if (h.weapon !== undefined) fig.weapon = h.weapon ? { card: h.weapon, ammoOut: !!h.ammoOut, spare: h.weapon === "double-barrel-shotgun" } : null;
    else if (fig.weapon) fig.weapon.ammoOut = !!h.ammoOut;
    fig.items = [...(h.items ?? [])];
    s.humans[h.id] = fig;
  }
  s.slots = spec.humans.map((h) => h.seat ?? "human1");
  s.entryEdge = "N";
  s.zombies = {};
  let n = 0;
  for (const z of spec.zombies ?? []) {
    s.zombies[z.id] = { id: z.id, kind: z.kind ?? "zombie", pos: sq(z.at), counted: z.counted ?? true, climbing: null, noActions: false };
    n++;
  }
  s.nextZombieNo = 100 + n;
  if (spec.searchDeck) s.searchDeck = [...spec.searchDeck];
  if (spec.zombieHand) s.zombieHand = [...spec.zombieHand];
  s.barricades = [...(spec.barricades ?? [])];
  s.round = spec.round ?? 1;
  s.humanTurn = emptyHumanTurn();
  s.zombieTurn = emptyZombieTurn();
  if ((spec.turn ?? "human") === "human") s.phase = "human";
  else {
    s.phase = "zombie";
    s.zombieTurn.step = "activation";
    s.zombieTurn.eligible = Object.keys(s.zombies);
  }
  s.rnd.script = [...(spec.dice ?? [])];
  return s;
}

/** Applies a list of actions of one seat in order; returns the final state and all events. */
export function play(s: HouseState, seat: HouseSeatId, ...actions: object[]): { state: HouseState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = applied(house, s, seat, a as never);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The edge key between two squares given as [x, y] pairs on the main board. */
export function edge(a: [number, number], b: [number, number]): string {
  const [p, q] = a[1] < b[1] || (a[1] === b[1] && a[0] < b[0]) ? [a, b] : [b, a];
  return `${p[0]},${p[1]}|${q[0]},${q[1]}`;
}

/** Legal actions of `seat` of a given type. */
export function legalOf(s: HouseState, seat: HouseSeatId, type: string): Record<string, unknown>[] {
  return house.legalActions(s, seat).filter((a) => a.type === type) as never;
}
