import { drawInt, type RandomState } from "../../core/rng";
import type { SiegeAction } from "../actions";
import { shots } from "../actions/gunfire";
import { SIEGE_BOARD as B, trackOf } from "../board";
import { hthShift } from "../combat/shift";
import { gunfireColumn, gunfireHits, handToHandResult, hthColumn } from "../combat/tables";
import { firePower } from "../combat/terrain";
import { canFight, countsAsZeds, defOf, playerPresent, unitsAt, unitStrength, zedsAt, zedsDef, zedsStrength } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { PlayerUnit, ZedsUnit } from "../state/units";
import { remembered, withLook } from "../state/stacks";
import { barricadeValue } from "./barricade";
import { choiceScore } from "./choices";
import { rerollAnswer } from "./reroll";
import { danger, dist, toughness, TOWN_EMERGENCY, TWO_DICE, type SiegeRules } from "./common";
import { keepCardScore } from "./keep-cards";
import { postMove } from "./posts";
import { restoreValue, stopValue, trainLeave, trainMoveValue, trainTurnValue } from "./train-plan";
import { HOLD_WEIGHT, townDelta, townTrack } from "./town";
import { RAIDERS_PURPOSES, raidersAttackScore, raidersChoiceScore, raidersFireScore } from "./raiders";
import { hasRaidersAt } from "../raiders/units";
import { refugeeRescue } from "./refugees";
import { mobHitScore } from "./mob-hits";
import { heroActionScore, heroChoiceScore } from "./heroes";
import { rumorActionScore, rumorChoiceScore, rumorDestination, rumorMove, rumorRide, rumorUnderZeds } from "./rumors";
import { peopleStillActing, spendsShared } from "./teammate";
import type { BotTable } from "../../core/ruleset";



/** A Town space (#0) is worth holding when Zeds are this close on its track (a heuristic). */
const GUARD_REACH = 3;
/**
 * The score of stepping from TC onto such an unguarded Town space (plus the unit's Strength): high, as
 * Zeds that reach the Town space enter TC with their next move (an activation or Zeds Pressure), and the
 * guard defends with Terrain +2 (measured 10 → 150 with the Refugees step below: mean round 10.0 → 10.3 normal).
 */
const GUARD_SCORE = 150;
/** A Refugees unit's step toward TC for an Action: low, the 4R phase walks them for free (and each one home is +1 Infection). */
const REFUGEE_STEP = 5;

/** What each point of Infection takes off an attack's score: a Hand-to-hand is +1 Infection (a heuristic). */
const ATTACK_INFECTION = 10;
/**
 * What each expected hit of an attack is worth, per point of the target's danger: low, since an attack
 * is +1 Infection and gives the attacker no Terrain (defending with it holds Zeds back better; measured
 * 0.5 → 0.25: mean round 9.9 → 10.0 normal, 9.3 → 9.6 short over 300 games).
 */
const ATTACK_HITS = 0.25;
/**
 * The defender choice (§4.1): what the chance that a candidate beats the attacking Zeds is worth, and
 * what the chance that the fight gives it its last hit costs, next to its Strength and toughness
 * (which alone chose it before). Measured over 2000 games a deck length (seeds big-*, 1–4 seats):
 * mean round 10.88 → 10.98 normal, 10.22 → 10.32 short, wins 1 → 6 and 19 → 32 (the bench's 200
 * games: 11.37 → 11.26, 10.34 → 10.30, within their noise).
 */
const DEFENDER_WIN = 100;
const DEFENDER_LOSS = 60;
/** What blocking Zeds is worth, per point of their danger, times the chance that the blocker beats them when they attack. */
const BLOCK = 0.8;


/** Expected hits of a shot at column `col`. */
function expectedShot(col: number): number {
  return TWO_DICE.reduce((n, d) => n + gunfireHits(col, d), 0) / 36;
}

/** Expected outcome of `u` attacking the Zeds on `space` (no Terrain for attackers). */
function expectedAttack(s: SiegeState, u: PlayerUnit, space: number): { zedsHits: number; playerHits: number; win: number } {
  const zs = zedsAt(s, space);
  const col = hthColumn(zs.reduce((n, z) => n + zedsStrength(z), 0), unitStrength(u), hthShift(s, u.id, space, false, zs));
  let zh = 0;
  let ph = 0;
  let win = 0;
  for (const d of TWO_DICE) {
    const r = handToHandResult(col, d);
    zh += r.zedsHits;
    ph += r.playerHits;
    if (r.loser === "zeds") win++;
  }
  return { zedsHits: zh / 36, playerHits: ph / 36, win: win / 36 };
}

/** The chance that `u`, defending on `space` (its Terrain and shifts), beats the Zeds `zs` when they attack it. */
function defenceWin(s: SiegeState, u: PlayerUnit, space: number, zs: ZedsUnit[]): number {
  const col = hthColumn(zs.reduce((n, z) => n + zedsStrength(z), 0), unitStrength(u), hthShift(s, u.id, space, true, zs));
  return TWO_DICE.filter((d) => handToHandResult(col, d).loser === "zeds").length / 36;
}

/** A bonus by how an action is paid: free ones cost nothing, a 4R movement is no Action at all, an Event Action is shared but spares a Player Action. */
const PAY_BONUS: Record<string, number> = { free: 3, "4r": 5, event: 1 };

/** Whether a unit in play has damage a Heal takes away (G21): coma, hits, a reduced side (the V.I.P. Survivors' heal). */
function hurt(u: PlayerUnit): boolean {
  return u.at !== B.cemetery && u.at !== B.camp && (u.coma || u.hits > 0 || (u.side === "reduced" && defOf(u).twoSided));
}

/**
 * The score of a Move of `u` to `to` (see `score`) apart from holding the Town spaces and its pay:
 * `paid` tells whether its pay's bonus counts (not for a Move that leaves a blocking place, goes
 * home to TC or does nothing in particular).
 */
function moveBase(s: SiegeState, u: PlayerUnit, to: number): { score: number; paid: boolean } {
  if (zedsAt(s, to).length) {
    const e = expectedAttack(s, u, to);
    const risk = e.playerHits >= toughness(u) ? 25 : e.playerHits * 4;
    // on a Town space the Zeds enter TC with their next move: the Infection an attack costs does not weigh against driving them off (measured: no change)
    if (dist(to) === 0) return { score: e.win * TOWN_EMERGENCY + e.zedsHits * danger(s, to) * ATTACK_HITS - risk, paid: true };
    // every Hand-to-hand is +1 Infection (G7), and Infection breeds Outbreaks (§2.3): dearer as it climbs; a win may uncover a rumor (bot/rumors.ts)
    return { score: e.zedsHits * danger(s, to) * ATTACK_HITS + e.win * (20 + rumorUnderZeds(s, u, to)) - risk - 8 - ATTACK_INFECTION * s.infection, paid: true };
  }
  // restore order: a unit standing in a Chaos space at Housekeeping gives a marker back (the pool running out loses)
  if (s.spaces[to]!.chaos > 0 && s.spaces[u.at]!.chaos === 0 && !playerPresent(s, to)) return { score: restoreValue(s), paid: true };
  // block the space in front of the most dangerous Zeds, as likely to hold as the blocker is to beat them there (its Terrain and shifts)
  const ahead = B.away[to]!;
  if (ahead >= 0 && zedsAt(s, ahead).some(countsAsZeds)) {
    const here = B.away[u.at]!;
    if (here >= 0 && zedsAt(s, here).some(countsAsZeds) && danger(s, here) >= danger(s, ahead)) return { score: -10, paid: false };
    return { score: danger(s, ahead) * BLOCK * defenceWin(s, u, to, zedsAt(s, ahead)) - 5, paid: true };
  }
  if (to === B.tc) return { score: u.side === "reduced" || u.hits ? 6 : -2, paid: false };
  // hold the Town space (#0, Terrain +2) of a track whose Zeds are close and that nobody guards: the last stop before TC
  const tt = trackOf(to);
  if (tt && dist(to) === 0 && u.at === B.tc && unitStrength(u) >= 2) {
    const near = B.trackSpaces[tt].filter((i) => dist(i) <= GUARD_REACH && zedsAt(s, i).some(countsAsZeds));
    const guarded = B.trackSpaces[tt].some((i) => dist(i) <= 1 && unitsAt(s, i).some(canFight));
    if (near.length && !guarded) return { score: GUARD_SCORE + unitStrength(u), paid: true };
  }
  // close in on the most dangerous Zeds of the destination's track, staying on the TC side of them
  const t = trackOf(to);
  if (t && unitStrength(u) >= 3) {
    const zi = B.trackSpaces[t].filter((i) => zedsAt(s, i).some(countsAsZeds) && dist(i) > dist(to)).sort((x, y) => danger(s, y) - danger(s, x))[0];
    if (zi !== undefined) {
      const gapNow = trackOf(u.at) === t ? dist(zi) - dist(u.at) : 99;
      const gap = dist(zi) - dist(to);
      if (gap < gapNow) return { score: danger(s, zi) * 0.12 * (1 + B.spaces[to]!.terrain * 0.3) - gap - 3, paid: true };
    }
  }
  return { score: -4, paid: false };
}

/**
 * The score of a Move of `unit` to `to` (see `score`) by its pay's bonus `cheap`: walk Refugees home,
 * fight Raiders, hold the Town spaces (what the move adds to the chance that the one it enters holds,
 * less what it takes from the one it leaves, and the Rumor Mill's part, bot/rumors.ts: a face-down
 * rumor found there, or left behind), then the forward posts (bot/posts.ts: a Chaos marker for every
 * named space the Zeds come to rest on), else `moveBase`.
 */
function moveScorer(s: SiegeState, unit: string, to: number): (cheap: number) => number {
  const u = s.units[unit]!;
  if (defOf(u).category === "refugees") {
    const v = REFUGEE_STEP + refugeeRescue(s, u, to);
    return (cheap) => v + cheap;
  }
  if (hasRaidersAt(s, to)) {
    const v = raidersAttackScore(s, unit, to);
    return (cheap) => v + cheap;
  }
  const from = townTrack(u.at);
  const leave = (from ? townDelta(s, from, HOLD_WEIGHT, { unit: u, leave: true }) : 0) + rumorMove(s, u, to);
  const town = townTrack(to);
  const join = town && !zedsAt(s, to).length ? townDelta(s, town, HOLD_WEIGHT, { unit: u }) : 0;
  if (join > 0) {
    const v = join + leave + unitStrength(u) * 0.01;
    return (cheap) => v + cheap;
  }
  const post = postMove(s, u, to);
  if (post.join > 0) {
    const v = post.join + post.leave + leave + unitStrength(u) * 0.01;
    return (cheap) => v + cheap;
  }
  const m = moveBase(s, u, to);
  return (cheap) => (m.paid ? m.score + cheap : m.score) + leave + post.leave;
}

/**
 * Scores one legal action for the greedy defender (a heuristic, not a rule; it uses expectations
 * over the dice, never the dice to come or the decks): shoot and fight the most dangerous Zeds
 * (strong and near TC), above all Zeds on a Town space, block the space in front of them, heal,
 * discharge, forage as a last resort, Barricade a space held in front of Zeds, walk Refugees home
 * (first those the Zeds behind them would devour);
 * keep Ammo for close Zeds; restore order in Chaos spaces (dearer as the pool empties), hold an
 * unguarded Town space when Zeds come near it, run the trains to their Stations and back (and onto
 * Chaos spaces to restore order), and attack less as Infection climbs (each Hand-to-hand is +1 Infection);
 * walk or ride a Hero onto a face-down rumor and use what is found (bot/rumors.ts). `seat` is the
 * acting seat (its units may ride a train).
 */
function score(s: SiegeState, a: SiegeAction, seat: SiegeSeatId): number {
  const hero = heroActionScore(s, a); // the S3 and S4 heroes' actions (bot/heroes.ts)
  if (hero !== null) return hero;
  const cheap = "pay" in a ? PAY_BONUS[a.pay] ?? 0 : 0;
  const rumor = rumorActionScore(s, a); // the Rumor Mill's reveals, items and Secure rumors (bot/rumors.ts)
  if (rumor !== null) return rumor + cheap;
  switch (a.type) {
    case "fire": {
      if (s.raiders[a.target]) return raidersFireScore(s, a.target, cheap);
      const u = s.units[a.unit]!;
      const z = s.zeds[a.target]!;
      const shot = shots(s, u).find((x) => x.target === a.target)!;
      const fp = firePower(defOf(u), u.side, shot.range)!;
      const col = gunfireColumn(fp.strength, fp.shift + u.markers.length + (a.pay === "mayor" ? 1 : 0));
      const keep = s.ammo <= 2 && dist(z.at) > 2 && !a.noAmmo ? 0.3 : 1;
      // the last Zeds unit on a Town space: the chance this shot eliminates it (Tenacious and the like aside)
      const alone = dist(z.at) === 0 && zedsAt(s, z.at).filter(countsAsZeds).length === 1;
      const left = (z.side === "full" ? 2 : 1) * zedsDef(z).hitsPerSide - z.hits;
      const kill = alone ? TWO_DICE.filter((d) => gunfireHits(col, d) >= left).length / 36 : 0;
      return expectedShot(col) * danger(s, z.at) * 0.6 * keep + kill * TOWN_EMERGENCY + cheap - (a.noAmmo ? 4 : 0);
    }
    case "move":
      // the pays of one Move differ only by their bonus: the rest is worked out once a look (state/stacks.ts)
      return remembered(s, `greedyMove:${a.unit}>${a.to}`, () => moveScorer(s, a.unit, a.to))(cheap);
    case "heal":
      return 30 + cheap;
    case "discharge":
      return s.units[a.unit]!.coma ? -100 : 25;
    case "forage":
      // a last resort: a roll of 1–3 finds nothing (§5.5), and an Action spent on a train, a block or a shot does more
      return (s.supplies < 2 || s.ammo < 2 ? 6 : 1) + cheap;
    case "barricade": {
      const u = s.units[a.unit]!;
      return barricadeValue(s, u) + cheap;
    }
    case "ferry":
      return 3;
    case "equip":
      return 28;
    case "ability":
      return 40;
    case "playKeep":
      return ["adrenaline-supply", "community-organiser", "civilians-organise", "i-think-i-see-someone"].includes(a.card) ? 35 : 1;
    case "handOver":
      return -20;
    case "trainMove":
      // a Station stop for an Action is the trains' point (S-T10); an Arrival train heads home to turn (S-T9)
      return trainMoveValue(s, a.train) + rumorRide(s, a.train, seat) + trainLeave(s, a.train) + cheap - 4;
    case "trainTurn":
      // turn a Departure train that has done its Station stop, so it can come back for the next one
      return trainTurnValue(s, a.train) + trainLeave(s, a.train) + cheap - 4;
    // the Rumor Mill (Part A2): the Crystal's Action whenever it may be taken (the rest: bot/rumors.ts)
    case "crystal":
      return 38;
    case "refugee": {
      // a 4R movement: a step toward TC, worth more when it takes the Refugees out of the Zeds' reach (bot/refugees.ts)
      const u = s.units[a.unit]!;
      return 10 + refugeeRescue(s, u, B.toward[u.at]!);
    }
    case "guardStep":
      return 2;
    case "endFourR":
      return 0;
    case "done":
      return 0.5;
    case "reroll":
    case "keepRoll":
      return 0;
    case "choose":
      return chooseScore(s, a.option);
  }
  return 0;
}

/**
 * Choice answers: always roll Saves, discharge rather than die, send the defender most likely to
 * win and least likely to take its last hit, put a Mob's hits where they take the most Strength
 * off soonest, play Keep cards; pay Contaminated Water in Supplies while they last, take the
 * V.I.P. Survivors' bonus that helps most, let What's That Smell?'s Zeds meet the strongest defender;
 * the Rumor Mill's choices (a train's passengers, the Place rumors' spaces, the Secure rumors' picks:
 * bot/rumors.ts).
 */
function chooseScore(s: SiegeState, option: string): number {
  const purpose = (s.pending[0] as { purpose?: string } | undefined)?.purpose;
  const hero = heroChoiceScore(s, purpose, option); // the S4 heroes' choices (bot/heroes.ts)
  if (hero !== null) return hero;
  const rumor = rumorChoiceScore(s, purpose, option); // the Rumor Mill's choices (bot/rumors.ts)
  if (rumor !== null) return rumor;
  if (purpose === "w2" || purpose === "lastStand" || purpose === "bait") return keepCardScore(s, option);
  if (purpose && RAIDERS_PURPOSES.has(purpose)) return raidersChoiceScore(s, purpose, option);
  const answered = choiceScore(s, purpose, option);
  if (answered !== null) return answered;
  if (option === "roll" || option === "play" || option === "stay") return 10;
  if (option === "decline" || option === "die" || option === "none") return -10;
  if (option.startsWith("discharge:")) return s.units[option.slice(10)]?.coma ? 1 : 5;
  const u = s.units[option];
  if (u && purpose === "defender") {
    // the defender most likely to beat the Zeds there (its Strength, Terrain and shifts, §4.1, §4.4) and least likely to take its last hit
    const d = s.pending[0] as { step?: number } | undefined;
    const w = d?.step !== undefined ? s.work[d.step] : undefined;
    if (w?.t !== "hth") return unitStrength(u) + toughness(u);
    const zs = zedsAt(s, w.space);
    const col = hthColumn(zs.reduce((n, z) => n + zedsStrength(z), 0), unitStrength(u), hthShift(s, u.id, w.space, true, zs));
    let win = 0;
    let dies = 0;
    for (const dd of TWO_DICE) {
      const r = handToHandResult(col, dd);
      if (r.loser === "zeds") win++;
      if (r.playerHits >= toughness(u)) dies++;
    }
    return (win / 36) * DEFENDER_WIN - (dies / 36) * DEFENDER_LOSS + unitStrength(u) + toughness(u);
  }
  if (u && purpose === "eatHit") return toughness(u) * 2 - unitStrength(u) * 0.1;
  // Contaminated Water (§6.4): a Supply while a few are left, else the toughest unit takes the hit
  if (purpose === "water") return option === "supplies" ? (s.supplies > 3 ? 20 : -20) : u ? toughness(u) * 2 - unitStrength(u) * 0.1 : 0;
  // V.I.P. Survivors (§3.3): Infection to 0 when it is high, the heal when several units are hurt, else the resources
  if (purpose === "vip") return option === "infection-0" ? s.infection : option === "heal-all" ? 2 * Object.values(s.units).filter(hurt).length : 4;
  // What's That Smell? (§6.3): the Zeds appear where the strongest defender waits
  if (purpose === "smell") return Math.max(0, ...unitsAt(s, B.spaces.findIndex((sp) => sp.id === option)).filter(canFight).map((x) => unitStrength(x) + toughness(x)));
  const z = s.zeds[option];
  if (z && purpose === "mobHit") {
    // where the hits take the most Strength off the Mob soonest (bot/mob-hits.ts)
    const w = s.work[(s.pending[0] as { step?: number }).step ?? -1];
    return mobHitScore(s, z, w?.t === "hitsZeds" ? w.n : 1);
  }
  if (option === "supplies") return s.supplies <= s.ammo ? 1 : 0;
  if (option === "ammo") return s.ammo < s.supplies ? 1 : 0;
  if (option === "alone" || option.startsWith("with:")) return 1;
  if (purpose === "heroArrives") return option === "TC" ? 5 : 0;
  if (purpose === "helicopter" || purpose === "pressure") {
    const i = B.spaces.findIndex((sp) => sp.id === option);
    return purpose === "helicopter" ? danger(s, i) : -danger(s, i);
  }
  if (purpose === "hospitalEfficiency") return option === "heal-2" && B.beds.some((b) => s.units && Object.values(s.units).some((x) => x.at === b)) ? 2 : option === "infection-2" ? 1 : 0;
  if (purpose === "cardio") return option === "retreat" ? 0 : 10;
  if (purpose === "passengers") return option === "go" ? 1 : 0;
  if (purpose === "destination") {
    // the ride's stop, valued as its movement was (a Station bonus, a Chaos marker back, home to Town Center)
    const i = Number(option);
    const tr = s.trains.find((x) => x.passengers !== undefined && (s.work[s.work.length - 1] as { train?: string } | undefined)?.train === x.id);
    return tr ? stopValue(s, i, tr.side) + rumorDestination(s, i) : 0;
  }
  return 0;
}

/**
 * The greedy defender: scores every legal action (`score`) and plays the best; ties broken with
 * `rnd`, the bot's own generator. Re-rolls a Hand-to-hand when the kept roll is worth less than a
 * fresh one on its column (bot/reroll.ts), any other re-roll window on a roll of 6 or less.
 * In a room (`table` given) while a person may still act in the Action phase, it leaves the team's
 * shared pool (Event Actions, Supplies, Ammo, Keep cards, Secure rumors) to the people: it plays its
 * best action that spends none of it, or returns null to wait when one that does is clearly better
 * (bot/teammate.ts). Returns null when the seat may not act. `rules` is the Siege engine, passed in
 * by the ruleset (index.ts).
 */
export function greedyBotOf(rules: SiegeRules): (s: SiegeState, seat: SiegeSeatId, rnd: RandomState, table?: BotTable) => SiegeAction | null {
  // one read-only look for the legal list and the scores: what the list worked out (a unit's shots) is not worked out again (state/stacks.ts)
  return (s, seat, rnd, table) => withLook(s, () => greedyMove(rules, s, seat, rnd, table));
}

/** The greedy defender's action for `seat` (greedyBotOf), over the engine `rules`. */
function greedyMove(rules: SiegeRules, s: SiegeState, seat: SiegeSeatId, rnd: RandomState, table?: BotTable): SiegeAction | null {
  const legal = rules.legalActions(s, seat) as SiegeAction[];
  if (legal.length === 0) return null;
  // a Hand-to-hand's re-roll window by the roll's column (bot/reroll.ts); any other re-roll window by its sum
  const rr = rerollAnswer(s, legal);
  if (rr) return rr;
  const w = s.pending[0] as { kind?: string; dice?: number[] } | undefined;
  if (w?.kind === "reroll" && w.dice) {
    const sum = w.dice[0]! + w.dice[1]!;
    return legal.find((a) => a.type === (sum <= 6 ? "reroll" : "keepRoll")) ?? legal[0]!;
  }
  // beside people still acting, the team's shared pool waits for them (bot/teammate.ts): the bot plays
  // its best action that spends none of it, or waits (null) when one that does is clearly better (by
  // more than an Event Action's bonus: the same action paid with its own Player Action is as good)
  if (peopleStillActing(s, table)) {
    // best first, each tried on a copy only until the first that spends nothing shared (usually one or two)
    const list = withLook(s, () => legal.map((a) => ({ a, sc: score(s, a, seat) }))).sort((x, y) => y.sc - x.sc);
    const top = list[0]!.sc;
    for (let i = 0; i < list.length && list[i]!.sc + PAY_BONUS.event! + 1e-9 >= top; i++) {
      if (spendsShared(rules, s, seat, list[i]!.a)) continue;
      const ties = list.filter((x) => Math.abs(x.sc - list[i]!.sc) <= 1e-9 && !spendsShared(rules, s, seat, x.a)).map((x) => x.a);
      return ties[drawInt(rnd, 0, ties.length - 1)]!;
    }
    return null;
  }
  const { top } = best(s, seat, legal);
  return top[drawInt(rnd, 0, top.length - 1)]!;
}

/** The best-scoring actions of `legal` for `seat` (ties all kept) and their score, scored inside one read-only look at the state: the units and Zeds of each space are grouped once (stacks.ts). */
function best(s: SiegeState, seat: SiegeSeatId, legal: readonly SiegeAction[]): { top: SiegeAction[]; score: number } {
  return withLook(s, () => {
    let top: SiegeAction[] = [];
    let topScore = -Infinity;
    for (const a of legal) {
      const sc = score(s, a, seat);
      if (sc > topScore + 1e-9) {
        topScore = sc;
        top = [a];
      } else if (Math.abs(sc - topScore) <= 1e-9) top.push(a);
    }
    return { top, score: topScore };
  });
}

/**
 * The legal actions `legal` of `seat`, best first by the greedy defender's score (ties in their
 * legal order), for a planner choosing its candidates (bot/search.ts); greedy's own play does not use it.
 */
export function greedyRanking(s: SiegeState, seat: SiegeSeatId, legal: readonly SiegeAction[]): SiegeAction[] {
  return withLook(s, () => legal.map((a, i) => ({ a, i, sc: score(s, a, seat) })))
    .sort((x, y) => y.sc - x.sc || x.i - y.i)
    .map((x) => x.a);
}
