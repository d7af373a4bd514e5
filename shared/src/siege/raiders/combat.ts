import type { Continuation } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B } from "../board";
import { advanceOnWin, attackerRetreat, darpaHits, hthInfection, mayReroll } from "../combat/hand-to-hand";
import { hthShifts } from "../combat/shift";
import { eliminateZeds } from "../combat/hits";
import { HTH_COLUMNS, handToHandResult, hthColumn, initialHthColumn } from "../combat/tables";
import { handToHandNeed } from "../combat/needs";
import { choice } from "../procedure/choices";
import { chooserAmong, fightersAt, seatFor, unitStrength, zedsAt, zedsDef, zedsStrength, zedsHere, hasFighterAt } from "../state/occupancy";
import { done, then, type StepHandler } from "../procedure/stack";
import { roll } from "../procedure/roll";
import { placeRaiders } from "../state/counters";
import { raiseInfection } from "../state/resources";
import type { RollOutcome } from "../rumors-and-rails/rumors/amulet";
import type { FateCardId } from "../state/cards";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { RaidersUnit } from "../state/units";
import { eliminateRaiders, hitRaiders, raidersRetreatSpace, raidersStrength } from "./units";
import { raidersJoinHidden, raidersStealthRoll } from "../heroes/stealth";
import { isHidden } from "../heroes/state";
import type { SiegeEvent } from "../state/events";

/** What a Raiders Hand-to-hand roll carries to its continuation (`space` and `column` as a Hand-to-hand's, so the re-roll reads it the same way). */
export interface RaidersFightData {
  space: number;
  raiders: string;
  attacker: "raiders" | "zeds" | "player";
  /** `zeds`, or the id of the one player unit fighting. */
  foe: string;
  column: number;
  retreatFight: boolean;
  path?: number[];
}

/**
 * Who loses a Raiders Hand-to-hand for some dice (§4.2): against Zeds the Raiders take the table's
 * human side (the Doomed: their opponent always loses, §3.2); against a player unit the Raiders
 * take the table's Zeds side.
 */
function loserOf(s: SiegeState, d: RaidersFightData, dice: readonly number[]): "raiders" | "foe" {
  const r = handToHandResult(d.column, dice);
  if (d.foe === "zeds") {
    if (zedsHere(s, d.space).some((z) => zedsDef(z).super?.opponentAlwaysLoses)) return "raiders";
    return r.loser === "player" ? "raiders" : "foe";
  }
  return r.loser === "zeds" ? "raiders" : "foe";
}

/** The resolved outcome of a Raiders fight's dice, for the Mystic Amulet (S-R9): the cell and who loses. */
function raidersOutcome(s: SiegeState, d: RaidersFightData): RollOutcome {
  return (dice) => {
    const r = handToHandResult(d.column, dice);
    return { key: loserOf(s, d, dice) === "raiders" ? "raidersLose" : "raidersWin", params: { cell: `${r.zedsHits}/${r.playerHits}` } };
  };
}

/**
 * A Hand-to-hand with Raiders (§4.1 "also Raiders vs anyone", §2.2 step 1, §2.5 step 5, §2.6 Move),
 * with the Hand-to-hand tables (§4.2):
 * - against the Zeds on the space (the Raiders attack, or Zeds moved in): all the Zeds' combined
 *   Strength on the Zeds side, the Raiders on the human side, no shift (Terrain is a player unit's,
 *   §4.4); +1 Infection as any Hand-to-hand (Toxic, Oozers, Wolf Zeds as G25);
 * - against one player unit (the Raiders attack — the defender is chosen as for Zeds, §4.1 step 1,
 *   G12 — or the unit attacks them): the Raiders on the Zeds side, the unit's own shifts and, when it
 *   defends, its Terrain; no Infection (§4.1 step 5: "not for Raiders vs player units"); window W2
 *   before the roll (`keepWindow`: The Man With No Name, Killer Bulldozer when the unit attacks);
 *   Schmidt's and Hunt's re-roll apply (G22). Decided: Last-Stand Determination (W3) is for Zeds
 *   that attack and win (§6.5, G23), so a Raiders win does not offer it. Pickles' stealth roll
 *   (§3.3) comes first, whoever attacks (heroes/stealth.ts): hidden, he neither defends nor attacks.
 * Nothing happens when either side is gone.
 */
export const raidersFightStep: StepHandler<Extract<SiegeStep, { t: "raidersFight" }>> = (s, w, ev, k) => {
  const r = s.raiders[w.raiders];
  if (!r || r.at !== w.space) return done(s, w);
  const zeds = zedsAt(s, w.space);
  if (w.attacker === "zeds" || (w.attacker === "raiders" && zeds.length)) {
    done(s, w);
    if (!zeds.length) return;
    const z = zeds.reduce((n, x) => n + zedsStrength(x), 0);
    const p = raidersStrength(r);
    const data: RaidersFightData = { space: w.space, raiders: r.id, attacker: w.attacker, foe: "zeds", column: hthColumn(z, p, 0), retreatFight: w.retreatFight };
    roll(s, ev, k, {
      purpose: "raidersHandToHand",
      dice: 2,
      rule: "siege §4.2",
      need: handToHandNeed(initialHthColumn(z, p), data.column, []),
      event: { space: w.space, raiders: r.id, zeds: zeds.map((x) => x.id), column: HTH_COLUMNS[data.column] },
      then: "raidersHandToHand",
      data,
      outcome: raidersOutcome(s, data),
    });
    return;
  }
  let unitId: string;
  if (w.attacker === "player") {
    const u = s.units[w.unit ?? ""];
    if (!u || u.at !== w.space) return done(s, w);
    // Pickles coming onto the Raiders: his stealth roll first; hidden, he does not attack (heroes/stealth.ts)
    if (raidersStealthRoll(s, [u], w.space, ev, k)) return;
    if (isHidden(s, u)) return done(s, w);
    unitId = u.id;
  } else {
    // Raiders attacking Pickles' space: his stealth roll first; hidden, he is no candidate (heroes/stealth.ts)
    if (raidersStealthRoll(s, fightersAt(s, w.space), w.space, ev, k)) return;
    const candidates = fightersAt(s, w.space);
    if (!candidates.length) return done(s, w);
    if (w.unit && candidates.some((c) => c.id === w.unit)) unitId = w.unit; // chosen already, the step waited for W2
    else {
      const pick = choice(s, w, chooserAmong(s, candidates), "defender", candidates.map((u) => u.id), { key: "raidersDefender", params: { space: w.space } }, "siege §4.1");
      if (pick === null) return;
      unitId = pick;
    }
  }
  if (!keepWindow(s, w, unitId, ev)) return;
  done(s, w);
  const u = s.units[unitId]!;
  const p = unitStrength(u);
  const shifts = hthShifts(s, unitId, w.space, w.attacker === "raiders", []);
  const shift = shifts.reduce((n, x) => n + x.by, 0);
  // the one-fight Keep bonuses are used up by this fight (§6.5)
  s.flags = s.flags.filter((f) => f !== `no-name:${unitId}` && (w.attacker !== "player" || f !== `bulldozer:${unitId}`));
  const data: RaidersFightData = { space: w.space, raiders: r.id, attacker: w.attacker, foe: unitId, column: hthColumn(raidersStrength(r), p, shift), retreatFight: w.retreatFight, ...(w.path ? { path: w.path } : {}) };
  roll(s, ev, k, {
    purpose: "raidersHandToHand",
    dice: 2,
    rule: "siege §4.2",
    need: handToHandNeed(initialHthColumn(raidersStrength(r), p), data.column, shifts),
    event: { space: w.space, raiders: r.id, unit: unitId, column: HTH_COLUMNS[data.column] },
    then: "raidersHandToHand",
    data,
    outcome: raidersOutcome(s, data),
    window: () => (mayReroll(u) ? { kind: "reroll", seats: [seatFor(s, u)], fields: { unit: u.id, rule: "siege G22" } } : null),
  });
};

/**
 * Window W2 (G11) before a Raiders fight's roll with player unit `unitId`: the team's The Man With
 * No Name (+3 columns in one Hand-to-hand) or, when the unit attacks, Killer Bulldozer (+2), asked
 * of the unit's owner in the Action phase, else of the lead; a played card marks the unit for this
 * fight (`hthShift` reads the mark). Returns true once the window is closed (nothing to play, or
 * answered `none`), false while it waits or after a card was played (the step runs again).
 */
function keepWindow(s: SiegeState, w: Extract<SiegeStep, { t: "raidersFight" }>, unitId: string, ev: GameEvent[]): boolean {
  if (w.w2) return true;
  const cards = (["the-man-with-no-name", ...(w.attacker === "player" ? ["killer-bulldozer"] : [])] as FateCardId[]).filter((c) => s.decks.keep.includes(c));
  if (!cards.length) return true;
  w.unit = unitId;
  const u = s.units[unitId]!;
  const seat = s.phase === "action" ? seatFor(s, u) : s.lead;
  const pick = choice(s, w, seat, "w2", ["none", ...cards], { key: "raidersW2", params: { unit: u.id } }, "siege G11");
  if (pick === null) return false;
  if (pick === "none") {
    w.w2 = true;
    return true;
  }
  s.decks.keep.splice(s.decks.keep.indexOf(pick as FateCardId), 1);
  s.decks.fateDiscard.push(pick as FateCardId);
  s.flags.push(`${pick === "killer-bulldozer" ? "bulldozer" : "no-name"}:${unitId}`);
  ev.push({ type: "playKeep", card: pick, target: unitId, seat, rule: "siege G11" } satisfies SiegeEvent);
  return false;
}

/**
 * The Raiders Hand-to-hand continuation: reads the cell; against Zeds the Infection rises (G25) and
 * the Zeds' hits are placed by the lead in a Mob (G12: the Raiders are nobody's); against a player
 * unit the DARPA Battlesuit adds its 2 hits on the Raiders (G7) and the unit takes its hits with its
 * Tenacious dice and Save. The Raiders' own hits need no roll (no Tenacity, no Save) and are placed
 * at once. Then the aftermath (`raidersFightEnd`).
 */
const raidersHandToHand: Continuation<SiegeState> = (s, dice, raw, ev) => {
  const d = raw as RaidersFightData;
  const r = handToHandResult(d.column, dice);
  const loser = loserOf(s, d, dice);
  const head = { type: "raidersHandToHand" as const, space: d.space, raiders: d.raiders, foe: d.foe, column: HTH_COLUMNS[d.column], dice: [...dice], loser, rule: "siege §4.2" };
  const end: SiegeStep = { t: "raidersFightEnd", space: d.space, raiders: d.raiders, attacker: d.attacker, foe: d.foe, loser, retreatFight: d.retreatFight, ...(d.path ? { path: d.path } : {}) };
  if (d.foe === "zeds") {
    const zeds = zedsAt(s, d.space);
    ev.push({ ...head, zedsHits: r.zedsHits, raidersHits: r.playerHits } satisfies SiegeEvent);
    raiseInfection(s, hthInfection(zeds), "siege §4.1", ev);
    hitRaiders(s, d.raiders, r.playerHits, ev, "siege §4.2");
    then(s, { t: "hitsZeds", space: d.space, n: r.zedsHits, chooser: s.lead }, end);
    return;
  }
  const u = s.units[d.foe]!;
  const darpa = darpaHits(u);
  ev.push({ ...head, raidersHits: r.zedsHits + darpa, unitHits: r.playerHits, ...(darpa ? { darpa } : {}) } satisfies SiegeEvent);
  hitRaiders(s, d.raiders, r.zedsHits + darpa, ev, "siege §4.2");
  then(s, { t: "hitsPlayer", unit: u.id, space: d.space, n: r.playerHits }, end);
};

/**
 * Raiders that lost (§4.5, G6): in a fight they started by retreating they are eliminated; else they
 * retreat toward their Start (`raidersRetreatSpace`), and landing on Zeds or player units that can
 * fight starts a retreat fight with the Raiders attacking (never on a Start, G6).
 */
function raidersLose(s: SiegeState, r: RaidersUnit, w: Extract<SiegeStep, { t: "raidersFightEnd" }>, ev: GameEvent[]): void {
  if (w.retreatFight && w.attacker === "raiders") {
    ev.push({ type: "raidersLoseRetreatFight", raiders: r.id, rule: "siege G6" } satisfies SiegeEvent);
    return eliminateRaiders(s, r, ev, "siege G6");
  }
  retreatRaiders(s, r, ev);
}

/**
 * Raiders unit `r` retreats toward its Start (§4.5, `raidersRetreatSpace`): landing on Zeds or player
 * units that can fight starts a retreat fight with the Raiders attacking (G6); a Pickles hidden there
 * stays hidden from them (heroes/stealth.ts). Logs `raidersRetreat`.
 */
export function retreatRaiders(s: SiegeState, r: RaidersUnit, ev: GameEvent[]): void {
  const to = raidersRetreatSpace(s, r.at);
  if (to < 0) return eliminateRaiders(s, r, ev, "siege G6");
  const from = r.at;
  placeRaiders(s, r, to);
  ev.push({ type: "raidersRetreat", raiders: r.id, from, to, rule: "siege §4.5" } satisfies SiegeEvent);
  raidersJoinHidden(s, r);
  if (raidersMeetEnemy(s, to)) then(s, { t: "raidersFight", space: to, raiders: r.id, attacker: "raiders", retreatFight: true });
}

/** Whether Raiders on space `i` have someone to fight (§2.2 step 1): Zeds or a player unit that can fight (not Villagers, Refugees, trains or a unit in coma); never on a Start (G6). */
export function raidersMeetEnemy(s: SiegeState, i: number): boolean {
  if (B.spaces[i]!.kind === "start") return false;
  return zedsHere(s, i).length > 0 || hasFighterAt(s, i);
}

/**
 * After a Raiders Hand-to-hand's hits (§4.1 step 6, §4.5, G6): Holding-Out Civilians on the space
 * lose that status; nobody retreats when the winning side is gone (G6); the loser retreats —
 * Raiders toward their Start (`raidersLose`; Zeds that attacked and won then advance again on a
 * BRAINS! round or as Berserkers, §2.8, §3.2, once the Raiders' retreat and its fight are over); Zeds toward theirs (eliminated when they lose a fight
 * they retreated into); a losing player attacker falls back along its move path (G18; a retreat
 * fight lost: its last hit, Save allowed); losing defenders, every player unit there that can
 * fight, retreat toward TC.
 */
export const raidersFightEndStep: StepHandler<Extract<SiegeStep, { t: "raidersFightEnd" }>> = (s, w, ev, k) => {
  done(s, w);
  const r = s.raiders[w.raiders];
  const raidersHere = !!r && r.at === w.space;
  if (w.foe === "zeds") {
    const zeds = zedsAt(s, w.space);
    if (!raidersHere || !zeds.length) return;
    if (w.loser === "raiders") {
      const adv = w.attacker === "zeds" ? advanceOnWin(s, w.space, ev) : null;
      if (adv) then(s, adv);
      return raidersLose(s, r!, w, ev);
    }
    if (w.retreatFight && w.attacker === "zeds") {
      ev.push({ type: "zedsDestroyed", space: w.space, rule: "siege G6" } satisfies SiegeEvent);
      for (const z of zeds) eliminateZeds(s, z, ev, k);
      return;
    }
    then(s, { t: "retreatZeds", from: w.space, ids: zeds.map((z) => z.id) });
    return;
  }
  for (const u of Object.values(s.units))
    if (u.at === w.space && u.holdingOut) {
      u.holdingOut = false;
      ev.push({ type: "holdingOutEnds", unit: u.id, rule: "siege §4.1" } satisfies SiegeEvent);
    }
  const fighters = fightersAt(s, w.space);
  if (!raidersHere || !fighters.length) return;
  if (w.loser === "raiders") return raidersLose(s, r!, w, ev);
  if (w.attacker !== "player") {
    then(s, { t: "retreatPlayers", from: w.space, units: fighters.map((u) => u.id) });
    return;
  }
  const u = s.units[w.foe];
  if (!u || u.at !== w.space) return;
  if (w.retreatFight) {
    ev.push({ type: "lastHit", unit: u.id, rule: "siege G6" } satisfies SiegeEvent);
    then(s, { t: "save", unit: u.id });
    return;
  }
  if (w.path) attackerRetreat(s, u, w.path, ev);
  else then(s, { t: "retreatPlayers", from: w.space, units: [u.id] });
};

/** The Raiders fight continuation, by the name its roll gives in `then`. */
export const RAIDERS_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { raidersHandToHand };
