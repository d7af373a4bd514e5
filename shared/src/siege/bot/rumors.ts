import { reachesStrength } from "../procedure/strength-roll";
import type { SiegeAction } from "../actions";
import { SIEGE_BOARD as B, spaceIndex, trackOf } from "../board";
import { gunfireHits, handToHandResult } from "../combat/tables";
import { canFight, countsAsZeds, defOf, hasZedsAt, unitsAt, unitStrength, zedsAt, zedsStrength } from "../state/occupancy";
import { discoverer, faceDownAt, revealable } from "../rumors-and-rails/rumors/mill";
import { destinations, trainById } from "../rumors-and-rails/trains/lines";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { RumorId } from "../state/rumors";
import type { PlayerUnit, ZedsUnit } from "../state/units";
import { danger, dist, toughness, TOWN_EMERGENCY, TWO_DICE } from "./common";
import { rumorCardChoiceScore, secureScore } from "./rumor-cards";
import { holdChance } from "./town";
import { stopValue } from "./train-plan";

/*
 * The greedy defender's Rumor Mill (Part A2, G8–G10; heuristics, not rules). It walks (or rides) a
 * Hero or heroic Civilians unit onto a face-down rumor it can reach when the Zeds are unlikely to
 * spoil the reveal, keeps it there, pays for the reveal when waiting for the free one (G9) risks it,
 * and uses what it finds: the DARPA Battlesuit on the strongest fighter, the Siren at the Zeds it
 * drives back furthest from TC, the Amulet only when the die it turns makes the roll come out
 * better; the Secure and Place rumors are bot/rumor-cards.ts's. It reads only what a seat sees: a
 * face-down token's space, never its identity.
 */

/**
 * What a face-down rumor is worth when revealed (a heuristic): about what a good Action of a round
 * scores (a block, a shot at close Zeds), since half the 16 rumors are an Action-sized gain or more
 * for the rest of the game (DARPA, the Crystal, Help Arrives, +7 Supplies, +5 Ammo). Measured over
 * 2000 games a deck length (seeds rm-*): rumors revealed a game 0.12 / 0.09 (normal / short) at 40,
 * 0.15 / 0.11 at 80, 0.18 / 0.15 at 150; mean round 11.30 / 10.46, 11.30 / 10.45, 11.27 / 10.43;
 * wins 6 / 39, 6 / 40, 3 / 41 — the same within the noise, so 80 finds more without costing.
 */
export const RUMOR_VALUE = 80;
/**
 * The chance that Zeds `gap` spaces outward of a waiting discoverer attack it before the next
 * Action phase (the track's activation from 1 space; a second one, Zeds Pressure or a Fast move from
 * 2 or 3), as bot/refugees.ts's CAUGHT (which was measured for the Refugees; not measured apart).
 */
const REACHED: readonly number[] = [1, 0.6, 0.25, 0.1];
/**
 * The share of a rumor's value a round's wait for the free reveal (G9) costs: what it would have
 * done this round. A paid reveal is worth RUMOR_VALUE × (WAIT_COST + the chance the wait fails), so
 * on a safe space the Action goes to a Heal or a shot first. Measured over 2000 games a deck length
 * (seeds rm-*): 0.25 and 0.6 the same (rumors revealed 0.15 / 0.11 and 0.15 / 0.12, mean round
 * 11.30 / 10.45 both); 0.25 keeps the Action where it does more.
 */
const WAIT_COST = 0.25;

/** How likely the Zeds are to spoil a reveal on space `at` before the next Action phase when `u` waits there: they reach it and beat it. */
function spoilChance(s: SiegeState, u: PlayerUnit, at: number): number {
  const t = trackOf(at);
  if (!t) return 0;
  for (let n = B.numOf[at]! + 1, gap = 1; n <= 7 && gap < REACHED.length; n++, gap++) {
    const zs = zedsAt(s, B.trackSpaces[t][n]!).filter(countsAsZeds);
    if (zs.length) return REACHED[gap]! * (1 - holdChance(s, at, zs, [u], s.trains.filter((x) => x.at === at).length));
  }
  return 0;
}

/** Whether another discoverer than `u` already stands on space `i` (the rumor there needs one). */
function otherDiscoverer(s: SiegeState, u: PlayerUnit, i: number): boolean {
  return unitsAt(s, i).some((x) => x.id !== u.id && discoverer(x));
}

/**
 * Whether `u` standing on space `i` could reveal the face-down rumor there by the next Action phase
 * (G9): no Zeds, and no Chaos — or one marker that `u` takes off at Housekeeping (§2.7; not
 * Horatius), which leaves the free reveal for the round after.
 */
function revealableBy(s: SiegeState, u: PlayerUnit, i: number): boolean {
  if (revealable(s, i)) return true;
  return faceDownAt(s, i) !== null && s.spaces[i]!.chaos === 1 && !hasZedsAt(s, i) && !defOf(u).abilities.noRestoreOrder;
}

/**
 * What `u` arriving on space `to` (a Move, or a train ride as a passenger) adds for the Rumor Mill:
 * RUMOR_VALUE times the chance that the rumor there gets revealed, for a discoverer (G9) arriving on
 * a face-down rumor it could reveal by the next Action phase (`revealableBy`) with no other
 * discoverer there.
 */
export function rumorArrival(s: SiegeState, u: PlayerUnit, to: number): number {
  if (!discoverer(u) || to === u.at || !revealableBy(s, u, to) || otherDiscoverer(s, u, to)) return 0;
  return RUMOR_VALUE * (1 - spoilChance(s, u, to));
}

/**
 * What `u` attacking the Zeds on space `to` could find there once they lose and retreat (the winner
 * stands on the space, §4.5): the rumor there as `rumorArrival` would value it without the Zeds;
 * greedy.ts weighs it by the chance of the win.
 */
export function rumorUnderZeds(s: SiegeState, u: PlayerUnit, to: number): number {
  if (!discoverer(u) || faceDownAt(s, to) === null || s.spaces[to]!.chaos > 1 || otherDiscoverer(s, u, to)) return 0;
  if (s.spaces[to]!.chaos === 1 && defOf(u).abilities.noRestoreOrder) return 0;
  return RUMOR_VALUE * (1 - spoilChance(s, u, to));
}

/** What `u` leaving its space costs the Rumor Mill: the rumor it waits on there (0 or less). */
export function rumorLeave(s: SiegeState, u: PlayerUnit): number {
  if (!discoverer(u) || !revealableBy(s, u, u.at) || otherDiscoverer(s, u, u.at)) return 0;
  return -RUMOR_VALUE * (1 - spoilChance(s, u, u.at));
}

/** The Rumor Mill's part of a Move of `u` to `to`: what it finds there less what it leaves (G9). */
export function rumorMove(s: SiegeState, u: PlayerUnit, to: number): number {
  return rumorArrival(s, u, to) + rumorLeave(s, u);
}

/** The best a discoverer of `seat` on train `id`'s space could add by riding it onto a face-down rumor, over the train's own best stop (0 when none). */
export function rumorRide(s: SiegeState, id: string, seat: SiegeSeatId): number {
  const tr = trainById(s, id);
  if (!tr) return 0;
  const riders = unitsAt(s, tr.at).filter((u) => u.seat === seat && discoverer(u) && !u.holdingOut);
  if (!riders.length) return 0;
  const dests = destinations(s, tr, { players: 1, refugee: false });
  let plain = -Infinity;
  for (const i of destinations(s, tr)) plain = Math.max(plain, stopValue(s, i, tr.side));
  let best = 0;
  for (const i of dests) {
    const stop = stopValue(s, i, tr.side);
    for (const u of riders) best = Math.max(best, stop + rumorArrival(s, u, i) + rumorLeave(s, u) - plain);
  }
  return best;
}

/** The train of the ride being decided (its `trainRide` step), or null. */
function ridingTrain(s: SiegeState) {
  const w = s.work[s.work.length - 1];
  return w?.t === "trainRide" ? trainById(s, w.train) : null;
}

/** A ride's destination `i`: what the discoverers aboard find there (G2: passengers get off at the end). */
export function rumorDestination(s: SiegeState, i: number): number {
  const tr = ridingTrain(s);
  if (!tr) return 0;
  let v = 0;
  for (const id of tr.passengers) {
    const u = s.units[id];
    if (u) v = Math.max(v, rumorArrival(s, u, i));
  }
  return v;
}

/** Unit `id` boarding the ride being decided: what its best face-down rumor among the train's stops adds over the best plain stop, less what it leaves (null when `id` is no discoverer). */
function boardScore(s: SiegeState, id: string): number | null {
  const tr = ridingTrain(s);
  const u = s.units[id];
  if (!tr || !u || !discoverer(u)) return null;
  if (tr.passengers.some((p) => s.units[p] && discoverer(s.units[p]!))) return -1;
  let plain = -Infinity;
  for (const i of destinations(s, tr)) plain = Math.max(plain, stopValue(s, i, tr.side));
  let best = -Infinity;
  for (const i of destinations(s, tr, { players: tr.passengers.length + 1, refugee: false })) best = Math.max(best, stopValue(s, i, tr.side) + rumorArrival(s, u, i));
  // "go" scores 1 (greedy.ts): board only when the rumor is worth more than the stop it costs
  return best + rumorLeave(s, u) - plain;
}

/** A paid reveal (S-R3): the rumor now, over waiting on the space for the free one next round (G9). */
function revealScore(s: SiegeState, unit: string): number {
  const u = s.units[unit]!;
  return RUMOR_VALUE * (WAIT_COST + (1 - WAIT_COST) * spoilChance(s, u, u.at));
}

/* ---- what is found: items ---- */

/**
 * What carrying `item` is worth on `u` (a heuristic, in points of Strength): the DARPA Battlesuit
 * on the strongest fighter (its +2 hits and Tenacity, S-R7, count in every fight it fights; the
 * hits it can take break ties), the Siren and the Amulet in TC, where the Siren reaches every Town
 * space (G10) and the Amulet's holder is safest (a carrier in the Cemetery loses it), else on a
 * Town space. A unit that cannot fight never carries (never offered: G10).
 */
function carrierValue(s: SiegeState, item: RumorId, u: PlayerUnit): number {
  if (!canFight(u)) return -100;
  if (item === "darpa-battlesuit") return unitStrength(u) + 0.1 * toughness(u);
  if (item === "zeds-siren" || item === "mystic-amulet") return u.at === B.tc ? 2 : dist(u.at) === 0 ? 1 : 0;
  return 0;
}

/** An item must gain this much (carrierValue) on its new carrier to be handed over: no back and forth on near ties. */
const GIVE_MARGIN = 1;
/**
 * Handing an item over (free, S-R6) when it gains: above `done` (0.5), so it happens before the seat
 * ends its phase; being free it costs no other action. (Handed over 0.002 times a game: DARPA is
 * revealed 0.005 times; no measurable effect.)
 */
const GIVE = 20;
/** Any action that is not worth taking: below `done` (0.5). */
const NEVER = -5;

/** The chance of 2 dice reaching `n`, and of doubles reaching it. */
function twoDice(n: number): { p: number; doubles: number } {
  const hit = TWO_DICE.filter((d) => reachesStrength(d as number[], n));
  return { p: hit.length / 36, doubles: hit.filter((d) => d[0] === d[1]).length / 36 };
}

/**
 * What the Siren's retreat is worth per point of the Zeds' danger times its share of their Strength
 * (a retreat is a space, not a hit: below a shot's 0.6 a hit; greedy.ts weighed the Siren 0.4
 * before, kept). The Siren sounds 0.008 times a game: too rare to measure.
 */
const SIREN_WEIGHT = 0.4;
/** A Siren kill (doubles, S-R10) is worth this many retreats: a unit gone rather than a space back. */
const SIREN_KILL = 3;
/** The Action the Siren costs, taken off its worth (greedy.ts's −3 before, kept). */
const SIREN_COST = 3;

/** The Siren at Zeds unit `z` (S-R10, G10): the chance it answers times what it takes off the danger of its space (an emergency when it is the last Zeds unit on a Town space). */
function sirenScore(s: SiegeState, z: ZedsUnit): number {
  const { p, doubles } = twoDice(zedsStrength(z));
  const mob = zedsAt(s, z.at).filter(countsAsZeds);
  if (dist(z.at) === 0 && mob.length === 1 && countsAsZeds(z)) return p * TOWN_EMERGENCY;
  const total = mob.reduce((n, x) => n + zedsStrength(x), 0) || 1;
  return (p - doubles + doubles * SIREN_KILL) * danger(s, z.at) * (zedsStrength(z) / total) * SIREN_WEIGHT - SIREN_COST;
}

/** A Hand-to-hand the Zeds lose outweighs any difference in hits (`rollGood`). */
const HTH_WIN = 10;

/** How good dice `d` are for the defenders on a roll of `purpose` with `data` (higher is better), or null when the bot does not know the roll. */
function rollGood(s: SiegeState, purpose: string, data: unknown, d: number[]): number | null {
  const x = data as Record<string, unknown>;
  switch (purpose) {
    case "handToHand":
    case "handToHandReroll": {
      if (typeof x?.column !== "number" || d.length !== 2) return null;
      const r = handToHandResult(x.column, d);
      return (r.loser === "zeds" ? HTH_WIN : 0) + r.zedsHits - r.playerHits;
    }
    case "gunfire":
      return typeof x?.column === "number" ? gunfireHits(x.column, d) : null;
    case "siren": {
      const z = s.zeds[String(x?.target)];
      if (!z) return null;
      const sum = d[0]! + d[1]!;
      return sum < zedsStrength(z) ? 0 : d[0] === d[1] ? 2 : 1;
    }
    case "zedsPrevent":
      // the Zeds' own Tenacity: a die it prevents the hit on is bad for the defenders
      return Array.isArray(x?.prevent) ? ((x.prevent as number[]).includes(d[0]!) ? 0 : 1) : null;
    case "contaminatedWater":
      return -d[0]!;
    default:
      // every other roll of the game goes better for the defenders as its dice rise (Saves, Tenacity, Forage, Eat, the Outbreak check, the heroes' rolls)
      return d.reduce((n, v) => n + v, 0);
  }
}

/**
 * The Amulet's use (S-R9), over `amuletPass` (0): once a round, so on the first roll it makes
 * better (the offers come only when the outcome changes); the most of the offers when several help.
 * (Used 0.02 times a game, formerly on any die below 5 — a Zeds unit's Tenacity included.)
 */
const AMULET_USE = 2;

/** The Amulet (S-R9): turn the die only when the roll comes out better for the defenders than it is. */
function amuletScore(s: SiegeState, die: number): number {
  const w = s.pending[0] as { dice?: number[]; roll?: { purpose: string; data: unknown } } | undefined;
  if (!w?.dice || !w.roll) return NEVER;
  const turned = w.dice.map((v, j) => (j === die ? 5 : v));
  const now = rollGood(s, w.roll.purpose, w.roll.data, w.dice);
  const then = rollGood(s, w.roll.purpose, w.roll.data, turned);
  if (now === null || then === null) return NEVER;
  return then > now ? AMULET_USE + (then - now) : NEVER;
}

/**
 * The score of a Rumor Mill action (greedy.ts `score`, which adds its bonus for how an Action is
 * paid), or null for any other action: a paid reveal (over the free one), an item handed to a unit
 * that gains from it, the Siren, the Amulet and the Secure rumors. The Crystal stays in greedy.ts (a
 * free Action, taken whenever it may be).
 */
export function rumorActionScore(s: SiegeState, a: SiegeAction): number | null {
  switch (a.type) {
    case "reveal":
      return revealScore(s, a.unit);
    case "giveItem": {
      const gain = carrierValue(s, a.item, s.units[a.to]!) - carrierValue(s, a.item, s.units[a.unit]!);
      return gain >= GIVE_MARGIN ? GIVE + gain : NEVER;
    }
    case "siren":
      return s.zeds[a.target] ? sirenScore(s, s.zeds[a.target]!) : NEVER;
    case "amulet":
      return amuletScore(s, a.die);
    case "amuletPass":
      return 0;
    case "playSecure":
      return secureScore(s, a.rumor); // bot/rumor-cards.ts
  }
  return null;
}

/**
 * The score of an option of a Rumor Mill choice (greedy.ts `chooseScore`), or null for any other
 * purpose: who boards a train (a discoverer for a rumor among its stops), the free reveal's
 * revealer, the rumor's space between equal Zeds; the Place rumors' spaces, the Secure rumors'
 * picks and the Air Force Base's bonus (bot/rumor-cards.ts).
 */
export function rumorChoiceScore(s: SiegeState, purpose: string | undefined, option: string): number | null {
  switch (purpose) {
    case "passengers":
      return option === "go" ? null : boardScore(s, option);
    case "revealer": {
      // the free reveal's revealer (G9): the one that would fight best with an item
      const u = s.units[option];
      return u ? carrierValue(s, "darpa-battlesuit", u) : 0;
    }
    case "rumorSpace":
      // equal Zeds: the rumor nearer TC is easier to reach
      return -dist(spaceIndex(option));
  }
  return rumorCardChoiceScore(s, purpose, option);
}
