import { SIEGE_BOARD as B, isStart, spaceIndex, trackOf } from "../board";
import { EVENT_CARDS } from "../cards/event/deck";
import { FATE_CARDS } from "../cards/fate/deck";
import { canFight, countsAsZeds, defOf, isCivilianCounter, unitsAt, unitStrength, zedsAt, zedsDef, zedsStrength } from "../state/occupancy";
import { napalmAdjacent, napalmTargets } from "../rumors-and-rails/rumors/secure-napalm";
import { spaceNamed } from "../rumors-and-rails/rumors/named";
import type { SiegeState } from "../state/game";
import type { RumorId } from "../state/rumors";
import type { PlayerUnit, ZedsUnit } from "../state/units";
import { unitDef } from "../units/player";
import { danger, dist, toughness, TOWN_EMERGENCY } from "./common";
import { restoreValue } from "./train-plan";

/*
 * The greedy defender's Secure and Place rumors (Part A2, G10, G11; heuristics, not rules): each
 * Secure rumor played when it does the most — the Giant Hardware Store before an Eat the Supplies
 * cannot pay or when they run low, the Police Gun Cabinet when Ammo runs out, Help Arrives at once,
 * Rumors of Our Downfall for two units (or the last rounds), the Red Telephone on the Zeds that
 * threaten TC most when the Chaos pool can pay, Battle Plan at once (its shot on the unit with the
 * most fire beside it), Final Thesis for three Keep cards, the Diary on a Super-Zeds near TC — and
 * the Place rumors' markers where they pay: the Ancient Cemetery where the most Zeds must cross,
 * the Air Force Base on a #1 the team holds, the Tall-Mart where a unit stands.
 */


/*
 * The Secure rumors' values order each play against the Actions greedy.ts scores (a heal 30, a block
 * or a shot at close Zeds tens to hundreds, an emergency on a Town space 1000). Each Secure rumor is
 * played 0.004–0.008 times a game (0.05 in all, 2000 games a deck length): too rare for a win rate
 * or a mean round to show its timing, so they are set by reason, not measured.
 */

/**
 * What each Supply short of the Eat is worth (a hit on a unit, §2.4): above a 4R movement, as the
 * 4R phase is the last window before the Eat and a movement spent first may close it.
 */
const SHORT = 60;
/** Supplies and Ammo this low make a Secure rumor that refills them worth playing now (they go up to 20, §5.1, so early play wastes nothing while under the cap). */
const LOW_SUPPLIES = 4;
const LOW_AMMO = 2;
/** A resource refill played while the resource is low. */
const REFILL = 30;
/** Help Arrives (S-R17): a new unit now is worth more than any later (about a block's value). */
const HELP_ARRIVES = 45;
/** Rumors of Our Downfall (S-R19) per point of Strength it brings back, reduced. */
const DOWNFALL_POINT = 8;
/** Final Thesis (S-R21) per Keep card it brings back. */
const THESIS_CARD = 10;
/** Dr. Marteuse's Diary (S-R15) per point of the Super-Zeds' danger it sends away. */
const DIARY_WEIGHT = 0.1;
/**
 * What the Red Telephone is worth held for a later emergency: napalm only when it does more than
 * this (Zeds on a Town space always do, being TOWN_EMERGENCY).
 */
const NAPALM_KEEP = 300;
/** Napalm's worth per point of the danger of the Zeds it kills, per hit they could have taken (greedy.ts values a shot's expected hit at 0.6 × danger). */
const NAPALM_HIT = 0.6;
/** What a player unit caught in the napalm costs, per point of Strength and hit to spare (it may Save). */
const NAPALM_UNIT = 15;
/** What a train caught in the napalm costs. */
const NAPALM_TRAIN = 40;
/** Battle Plan (S-R22) whenever it can be played: +2 Ammo, +1 Supplies, and a shot this round with the fire Strength of its space. */
const BATTLE_PLAN = 20;
/** Chaos markers the napalm must leave in the pool (S-R20: one goes on each target; an empty pool loses at the next marker, §5.6). */
const NAPALM_SPARE = 1;
/** Event cards left when the game's last rounds have come: a Secure rumor kept for a better moment is played then. */
const LAST_ROUNDS = 3;
/** A Secure rumor not worth playing now: below `done` (0.5). */
const KEEP = -1;
/**
 * The Place rumors' preferences, strongest first: a space a unit (or a train) holds, where the Air
 * Force Base and the Tall-Mart pay every round (S-R13, S-R14); the Town space behind an Air Force
 * Base guarded; per point of Zeds Strength an Ancient Cemetery space must see cross it.
 * (A Place rumor is placed 0.02 times a game: too rare to measure.)
 */
const PLACE_HELD = 100;
const PLACE_GUARDED = 10;
const CEMETERY_STRENGTH = 10;

/** The Supplies the current Event card's Eat takes (§2.4; the die's 1 at most). */
function eatDue(s: SiegeState): number {
  const card = s.decks.current ? EVENT_CARDS[s.decks.current] : null;
  if (!card) return 0;
  return card.eat === "die" ? 1 : card.eat;
}

/** Hits the Zeds unit `z` can take before it is eliminated. */
function zedsLeft(z: ZedsUnit): number {
  return (z.side === "full" ? 2 : 1) * zedsDef(z).hitsPerSide - z.hits;
}

/** What napalm on space `i` is worth (S-R20): the Zeds it kills (an emergency on a Town space) less the player units and trains it kills and the Chaos marker it puts down. */
export function napalmValue(s: SiegeState, i: number): number {
  const zs = zedsAt(s, i);
  let v = 0;
  if (zs.some(countsAsZeds)) {
    v += danger(s, i) * NAPALM_HIT * zs.reduce((n, z) => n + zedsLeft(z), 0);
    if (dist(i) === 0) v += TOWN_EMERGENCY;
  }
  for (const u of unitsAt(s, i)) v -= isCivilianCounter(u) ? NAPALM_UNIT * 2 : NAPALM_UNIT * (unitStrength(u) + toughness(u));
  v -= NAPALM_TRAIN * s.trains.filter((t) => t.at === i).length;
  return v - restoreValue(s);
}

/** The best napalm now: its value and the main target (the best space; an adjacent one only adds when it is worth it), or null when the Chaos pool could not pay it without losing. */
function bestNapalm(s: SiegeState): { value: number; main: number } | null {
  if (s.chaosPool < 1 + NAPALM_SPARE) return null;
  let best: { value: number; main: number } | null = null;
  for (const i of napalmTargets()) {
    const extra = s.chaosPool >= 2 + NAPALM_SPARE ? Math.max(0, ...napalmAdjacent(i).map((j) => napalmValue(s, j))) : 0;
    const v = napalmValue(s, i) + extra;
    if (!best || v > best.value) best = { value: v, main: i };
  }
  return best;
}

/** The Super-Zeds on the map with their danger (for the Diary, S-R15). */
function superDanger(s: SiegeState, z: ZedsUnit): number {
  return z.kind === "super" && !isStart(z.at) ? (zedsStrength(z) + 4) * (8 - dist(z.at)) * (8 - dist(z.at)) : 0;
}

/** The units in the Cemetery that Rumors of Our Downfall may bring back, strongest (reduced) first. */
function fallen(s: SiegeState): PlayerUnit[] {
  return unitsAt(s, B.cemetery)
    .filter((u) => !isCivilianCounter(u))
    .sort((a, b) => unitDef(b.def).reduced - unitDef(a.def).reduced);
}

/** The fire Strength another unit on `u`'s space adds to its Battle Plan shot (S-R22): every unit there that could fire now. */
function planHelpers(s: SiegeState, u: PlayerUnit): number {
  if (s.spaces[u.at]!.chaos > 0) return 0;
  return unitsAt(s, u.at)
    .filter((x) => x.id !== u.id && !x.coma && !isCivilianCounter(x) && defOf(x).fire !== "never")
    .reduce((n, x) => n + unitStrength(x), 0);
}

/** The score of playing Secure rumor `rumor` now (S-R15…S-R23; greedy.ts `score` through bot/rumors.ts). */
export function secureScore(s: SiegeState, rumor: RumorId): number {
  switch (rumor) {
    case "giant-hardware-store": {
      // before the Eat (the 4R phase knows the card): each Supply short is a hit (§2.4)
      const short = s.phase === "4r" ? eatDue(s) - s.supplies : 0;
      if (short > 0) return SHORT * short;
      return s.supplies < LOW_SUPPLIES ? REFILL : KEEP;
    }
    case "police-gun-cabinet":
      return s.ammo < LOW_AMMO ? REFILL : KEEP;
    case "help-arrives":
      return HELP_ARRIVES;
    case "rumors-of-our-downfall": {
      const f = fallen(s);
      // two units at once, or the one there when the Event deck is nearly out
      if (f.length < 2 && s.decks.event.length > LAST_ROUNDS) return KEEP;
      return f.slice(0, 2).reduce((n, u) => n + unitDef(u.def).reduced, 0) * DOWNFALL_POINT;
    }
    case "the-red-telephone": {
      const b = bestNapalm(s);
      return b ? b.value - NAPALM_KEEP : KEEP;
    }
    case "final-thesis": {
      const cards = new Set(s.decks.fateDiscard.filter((c) => FATE_CARDS[c].keep)).size;
      return cards >= 3 || s.decks.event.length <= LAST_ROUNDS ? THESIS_CARD * Math.min(3, cards) : KEEP;
    }
    case "battle-plan-code-black":
      return BATTLE_PLAN;
    case "dr-marteuses-diary":
      return Math.max(KEEP, ...Object.values(s.zeds).map((z) => superDanger(s, z) * DIARY_WEIGHT));
  }
  return KEEP;
}

/**
 * The score of an option of a Secure or Place rumor's choice (greedy.ts `chooseScore` through
 * bot/rumors.ts), or null for any other purpose: the Place rumors' spaces, Help Arrives' unit
 * (the strongest) and space (TC), the strongest units back from the Cemetery, Battle Plan's unit
 * (the most fire beside it), the Diary's most dangerous Super-Zeds, napalm's spaces, and the Air
 * Force Base's Heal over its Action.
 */
export function rumorCardChoiceScore(s: SiegeState, purpose: string | undefined, option: string): number | null {
  switch (purpose) {
    case "place":
      return placeScore(s, option);
    case "helpArrives":
      return unitDef(option).full + unitDef(option).reduced;
    case "helpArrivesSpace":
      return option === "TC" ? 1 : 0;
    case "downfall":
    case "battlePlan": {
      const u = s.units[option];
      if (!u) return 0;
      return purpose === "downfall" ? unitDef(u.def).reduced : planHelpers(s, u) + unitStrength(u) * 0.1;
    }
    case "diary": {
      const z = s.zeds[option];
      return z ? superDanger(s, z) : 0;
    }
    case "napalm": {
      const i = spaceIndex(option);
      const extra = Math.max(0, ...napalmAdjacent(i).map((j) => napalmValue(s, j)));
      return napalmValue(s, i) + extra;
    }
    case "napalmAdjacent":
      // the main target's marker is not down yet: the pool pays both
      return option === "none" ? 0 : s.chaosPool >= 2 + NAPALM_SPARE ? napalmValue(s, spaceIndex(option)) : KEEP;
    case "airBase":
      // a Heal is also −1 Infection (S-R13); the Action goes to the lead alone
      return option.startsWith("heal:") ? 2 : 1;
  }
  return null;
}

/** Where the revealed Place rumor goes (S-R11…S-R14; the open `placeRumor` step's rumor), by option. */
function placeScore(s: SiegeState, option: string): number {
  const w = s.work[s.work.length - 1];
  const rumor = w?.t === "placeRumor" ? w.rumor : null;
  const i = spaceIndex(option);
  const t = trackOf(i);
  if (!t) return 0;
  const beyond = B.trackSpaces[t].filter((j) => B.numOf[j]! >= B.numOf[i]!).flatMap((j) => zedsAt(s, j).filter(countsAsZeds));
  switch (rumor) {
    case "ancient-cemetery":
      // the space the most Zeds must cross: every Zeds unit on or beyond it on its track, nearer TC as a tie-break
      return beyond.reduce((n, z) => n + zedsStrength(z), 0) * CEMETERY_STRENGTH - B.numOf[i]!;
    case "secret-air-force-base":
      // a #1 the team holds (a unit there earns it every round), else the one behind a guarded Town space
      return (unitsAt(s, i).some(canFight) || s.trains.some((x) => x.at === i) ? PLACE_HELD : 0) + (unitsAt(s, B.trackSpaces[t][0]!).some(canFight) ? PLACE_GUARDED : 0) - beyond.length;
    case "tall-mart-distribution-center":
      // where a unit stands (it earns in Housekeeping), nearer TC, better a space not named already (it gains Terrain +1)
      return (unitsAt(s, i).some(canFight) || s.trains.some((x) => x.at === i) ? PLACE_HELD : 0) - B.numOf[i]! * 2 + (spaceNamed(s, i) ? 0 : 1);
  }
  return 0;
}
