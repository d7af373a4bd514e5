import { rollDice } from "../../core/dice";
import { createRandom, drawInt, shuffleInPlace, type RandomState } from "../../core/rng";
import { SIEGE_BOARD, type TrackId } from "../board";
import { buildEventDeck, buildFateDeck, buildRumorStack } from "../cards/decks";
import { parseSiegeOptions } from "../state/options";
import type { SiegeState } from "../state/game";
import type { SpaceState } from "../state/map";
import type { SiegeOptions, SiegeSeatId } from "../state/options";
import type { PlayerUnit } from "../state/units";
import { drawHeroes } from "../heroes/draw";
import { CIVILIANS } from "../units/player";
import { SUPER_ZEDS_IDS, ZEDS_COUNTERS } from "../units/zeds";
import { arrive } from "../heroes/arrival";

/** Chaos markers in the pool at Level II (§1.4). */
export const CHAOS_POOL_LEVEL_II = 10;

/** The Villages of the setup, in the deal order of G30 (Forest to Suburbs; on Suburbs East Irek, then Beauxville, as the board lists them from Start toward TC). */
export function villagesInDealOrder(): number[] {
  return SIEGE_BOARD.spaces.filter((sp) => sp.kind === "village").map((sp) => sp.index);
}

function newUnit(id: string, def: string, at: number, seat: SiegeSeatId | null, holdingOut = false): PlayerUnit {
  return { id, def, seat, at, side: "full", hits: 0, coma: false, holdingOut, markers: [], items: [] };
}

/**
 * A new Siege game at Level II (siege §2.0, §7, D1, D2) from partial options and a seed: see
 * `setupSiegeFrom`. Throws RuleError BAD_OPTIONS for bad options.
 */
export function setupSiege(options: unknown, seed: string): SiegeState {
  return setupSiegeFrom(parseSiegeOptions(options), createRandom(seed));
}

/**
 * Sets up Level II (§2.0) with validated options and a generator (advanced in place; tests may
 * script it: the first two draws are the resource roll). Everything random comes from `rnd`, in
 * this order, so a seed gives one game:
 * 1. Level I resource roll: 2 dice, Supplies = their sum, Ammo = 6 − the lower die; Infection 0.
 * 2. One random normal Zeds unit from the reserve on each Start space (Forest, Mountain, Highway, Suburbs).
 * 3. The 7 Civilians shuffled: one (full side, Holding Out) in each of the 5 Villages, one in TC, the 7th spare.
 * 4. The Event deck (§6.1, C7) and the Fate deck (all 18 blue and green cards), then, with the
 *    module, the Rumor stack (S-R1).
 * 5. With option `heroes: "draw"` (§2.0 "Level I adds", §7, C13): 4 Heroes one after the other, then
 *    1 heroic Civilians unit, from the Level II pool (heroes/draw.ts); they start in TC, full side.
 *    The last draws, so a seed deals the same Zeds, Civilians, decks and rumors with either option.
 *    With `basic`: Captain Piazza, Mayor Hernandez, Deputy Schmidt, Sheriff Hunt and the Farmingdale
 *    Furies, no draw. The pool units not drawn are `available` (G17).
 * Not random: a Villagers counter in each Village; the 9 Super-Zeds in the bag; the Chaos pool of
 * 10; the Hospital's 3 Beds and the Refugee Camp empty; with the module both trains in TC, Departure
 * side up (S-T1). The starting units' arrival bonuses apply after the resource roll (Horatius +3
 * Supplies, Salvation +2; heroes/arrival.ts). The player units are dealt to the seats round-robin in
 * the order of G30: the 4 Heroes (in draw order; basic: Piazza, Hernandez, Schmidt, Hunt), the
 * heroic Civilians, the TC Civilians, then the Village Civilians from Forest to Suburbs; Villagers
 * belong to no seat (G12). Round 1 starts at the Draw phase with seat order's first seat as lead
 * (G12: lead = seat (round − 1) mod filled seats).
 */
export function setupSiegeFrom(o: SiegeOptions, rnd: RandomState): SiegeState {
  const B = SIEGE_BOARD;
  const setupRoll = rollDice(rnd, 2);
  const supplies = setupRoll[0]! + setupRoll[1]!;
  const ammo = 6 - Math.min(setupRoll[0]!, setupRoll[1]!);

  const reserve = ZEDS_COUNTERS.map((c) => c.id);
  const zeds: SiegeState["zeds"] = {};
  for (const t of B.tracks) {
    const id = reserve.splice(drawInt(rnd, 0, reserve.length - 1), 1)[0]!;
    zeds[id] = { id, kind: "normal", at: B.startOf[t as TrackId], side: "full", hits: 0, markers: [] };
  }

  const civilians = shuffleInPlace(rnd, CIVILIANS.map((c) => c.id));
  const event = buildEventDeck(rnd, o.deck);
  const fate = buildFateDeck(rnd);
  const rumors = o.rumors ? { stack: buildRumorStack(rnd), tokens: {}, secure: [], places: {}, nextToken: 1 } : null;
  const heroes = drawHeroes(o.heroes, rnd);

  const villages = villagesInDealOrder();
  const units: Record<string, PlayerUnit> = {};
  const dealOrder: PlayerUnit[] = [];
  for (const id of heroes.drawn) dealOrder.push(newUnit(id, id, B.tc, null));
  dealOrder.push(newUnit(civilians[villages.length]!, civilians[villages.length]!, B.tc, null));
  villages.forEach((v, i) => dealOrder.push(newUnit(civilians[i]!, civilians[i]!, v, null, true)));
  dealOrder.forEach((u, i) => {
    u.seat = o.seats[i % o.seats.length]!;
    units[u.id] = u;
  });
  for (const v of villages) {
    const id = `villagers-${B.spaces[v]!.id}`;
    units[id] = newUnit(id, "villagers", v, null);
  }

  const spaces: SpaceState[] = B.spaces.map(() => ({ chaos: 0, noEntry: false, barricade: null, bridge: null, rumor: null }));
  const s: SiegeState = {
    game: "siege",
    options: o,
    phase: "draw",
    pending: [],
    rnd,
    seq: 0,
    round: 1,
    seats: [...o.seats],
    lead: o.seats[0]!,
    units,
    zeds,
    raiders: {},
    spaces,
    chaosPool: CHAOS_POOL_LEVEL_II,
    supplies,
    ammo,
    infection: 0,
    actionTrack: 0,
    reserve,
    bag: [...SUPER_ZEDS_IDS],
    spareCivilians: [civilians[villages.length + 1]!],
    available: heroes.available,
    decks: { event, current: null, eventDiscard: [], fate, fateDiscard: [], keep: [] },
    trains: o.trains ? [
      { id: "wh-cargo", at: B.tc, side: "departure", passengers: [] },
      { id: "express-bv", at: B.tc, side: "departure", passengers: [] },
    ] : [],
    rumors,
    zedsPhase: null,
    work: [],
    outbreakQueued: false,
    actionPhase: { playerAction: Object.fromEntries(o.seats.map((s) => [s, true])), done: [], healed: [], equipped: false, used: [], free: {} },
    fourR: { left: 0 },
    flags: [],
    setupRoll,
    nextId: 1,
    result: null,
  };
  // the dealt units enter play: arrival bonuses, the Clarion Courier's companion (§3.3, heroes/arrival.ts; setup keeps no log)
  for (const u of dealOrder) arrive(s, u, []);
  return s;
}

