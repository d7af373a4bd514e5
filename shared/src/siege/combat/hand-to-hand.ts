import { refuse } from "../../core/refusal";
import { placeUnit } from "../state/counters";
import { z } from "zod";
import type { GameEvent } from "../../core/ruleset";
import type { RollWindow } from "../../core/dice";
import type { ActionDef, Continuation, Kernel } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import { choice } from "../procedure/choices";
import { chooserAmong, defOf, fightersAt, playerRoom, seatFor, unitStrength, zedsAt, zedsDef, zedsStrength, zedsHere } from "../state/occupancy";
import { done, then, type StepHandler } from "../procedure/stack";
import { roll } from "../procedure/roll";
import { raiseInfection } from "../state/resources";
import type { FateCardId } from "../state/cards";
import type { SiegeState } from "../state/game";
import type { Pending } from "../state/pending";
import type { SiegeStep } from "../state/steps";
import type { PlayerUnit, ZedsUnit } from "../state/units";
import { eliminateZeds } from "./hits";
import { HTH_COLUMNS, handToHandResult, hthColumn, initialHthColumn } from "./tables";
import { handToHandNeed } from "./needs";
import type { RollNeed } from "../state/needs";
import type { RollOutcome } from "../rumors-and-rails/rumors/amulet";
import { carries } from "../units/carries";
import { smellFightOver } from "../cards/event/whats-that-smell";
import { isHidden } from "../heroes/state";
import { HOOKS } from "../procedure/hooks";
import { hthShift, hthShifts } from "./shift";
import type { SiegeEvent } from "../state/events";

/** The column shift of a Hand-to-hand for the player unit (combat/shift.ts), where the rules of a fight look for it. */
export { hthShift };

/** What a Hand-to-hand roll carries to its continuation. */
export interface HthData {
  space: number;
  attacker: "zeds" | "player";
  unit: string;
  retreatFight: boolean;
  column: number;
  path?: number[];
  /** No Infection and no hits to the player unit (Alyssa's meeting roll of 3–6, heroes/alyssa.ts). */
  unharmed?: boolean;
}

/**
 * The Infection one Hand-to-hand gives (§4.1 step 5, G25): +1, or instead the highest special
 * value among the Zeds that fought — Toxic marker or Oozers +3, Wolf Zeds +2 (they replace, never add).
 */
export function hthInfection(zeds: ZedsUnit[]): number {
  let n = 1;
  for (const z of zeds) {
    if (z.markers.includes("toxic")) n = Math.max(n, 3);
    n = Math.max(n, zedsDef(z).super?.infection ?? 1);
  }
  return n;
}

/**
 * A Hand-to-hand (§4.1): all Zeds on the space against one player unit. When the Zeds attack, the
 * defender is chosen among the units there that can fight — by their owner when all are its units,
 * else by the lead (G12); one candidate is taken at once (D6). The column is the Strength ratio
 * plus the net shift, clamped (G7); the 2 dice are the kernel's roll and its continuation reads the
 * table (§4.2). Nothing happens when either side is gone.
 */
export const hthStep: StepHandler<Extract<SiegeStep, { t: "hth" }>> = (s, w, ev, k) => {
  const zeds = zedsAt(s, w.space);
  let unitId: string;
  if (w.attacker === "zeds") {
    // Pickles' stealth roll comes first (heroes/stealth.ts): hidden, he is no candidate
    if (zeds.length && HOOKS.stealthRoll(s, fightersAt(s, w.space), zeds, w.space, ev, k)) return;
    // Rule #7: Cardio (§6.3, G30): each Civilians or Hero defender may retreat instead (no hits, no Infection); a fight only if one stays
    if (s.flags.includes("cardio") && !w.retreatFight && zeds.length) {
      const next = fightersAt(s, w.space).find((u) => ["civilians", "hero"].includes(defOf(u).category) && !(w.asked ?? []).includes(u.id));
      if (next) {
        const ans = choice(s, w, seatFor(s, next), "cardio", ["stay", "retreat"], { key: "cardio", params: { unit: next.id } }, "siege G30");
        if (ans === null) return;
        w.asked = [...(w.asked ?? []), next.id];
        if (ans === "retreat") then(s, { t: "retreatPlayers", from: w.space, units: [next.id] });
        return;
      }
    }
    const candidates = fightersAt(s, w.space);
    if (candidates.length === 0 || zeds.length === 0) return done(s, w);
    if (w.unit && candidates.some((c) => c.id === w.unit)) unitId = w.unit; // chosen already, the step waited for W2
    else {
      const pick = choice(s, w, chooserAmong(s, candidates), "defender", candidates.map((u) => u.id), { key: "defender", params: { space: w.space } }, "siege §4.1");
      if (pick === null) return;
      unitId = pick;
    }
  } else {
    const u = s.units[w.unit!];
    if (!u || u.at !== w.space || zeds.length === 0) return done(s, w);
    // Pickles entering the Zeds' space: his stealth roll; hidden, he does not attack (heroes/stealth.ts)
    if (HOOKS.stealthRoll(s, [u], zeds, w.space, ev, k)) return;
    if (isHidden(s, u)) return done(s, w);
    unitId = u.id;
    // Santana's charge (§3.3) comes before the fight
    if (HOOKS.santanaCharge(s, w, ev, k)) return;
  }
  // window W2 (G11) before the roll: The Man With No Name (+3) in any fight, Killer Bulldozer (+2) when a player unit attacks
  if (!w.w2) {
    // (no Keep card held, the common case: no list to build)
    const cards = s.decks.keep.length === 0 ? [] : (["the-man-with-no-name", ...(w.attacker === "player" ? ["killer-bulldozer"] : [])] as FateCardId[]).filter((c) => s.decks.keep.includes(c));
    if (cards.length) {
      w.unit = unitId;
      const u0 = s.units[unitId]!;
      const seat = s.phase === "action" ? seatFor(s, u0) : s.lead;
      const pick = choice(s, w, seat, "w2", ["none", ...cards], { key: "w2", params: { unit: u0.id } }, "siege G11");
      if (pick === null) return;
      if (pick === "none") w.w2 = true;
      else {
        s.decks.keep.splice(s.decks.keep.indexOf(pick as FateCardId), 1);
        s.decks.fateDiscard.push(pick as FateCardId);
        s.flags.push(`${pick === "killer-bulldozer" ? "bulldozer" : "no-name"}:${unitId}`);
        ev.push({ type: "playKeep", card: pick, target: unitId, seat, rule: "siege G11" } satisfies SiegeEvent);
      }
      return;
    }
  }
  // Alyssa's meeting roll, and her choice on a 2 (heroes/alyssa.ts)
  if (HOOKS.meetingRoll(s, w, unitId, ev, k)) return;
  done(s, w);
  const u = s.units[unitId]!;
  const z = zeds.reduce((sum, x) => sum + zedsStrength(x), 0);
  const p = unitStrength(u);
  const shifts = hthShifts(s, unitId, w.space, w.attacker === "zeds", zeds);
  // Alyssa's meeting roll of 3–6 (heroes/alyssa.ts)
  const meet = HOOKS.meetShift(w);
  if (meet) shifts.push({ cause: "meeting", by: meet });
  const column = hthColumn(z, p, shifts.reduce((n, x) => n + x.by, 0));
  // the one-fight Keep bonuses are used up by this fight (§6.5)
  if (s.flags.length) s.flags = s.flags.filter((f) => f !== `no-name:${unitId}` && (w.attacker === "zeds" || f !== `bulldozer:${unitId}`));
  // the fields in the order { space, attacker, unit, retreatFight, column, path?, unharmed? }, written one by one (a spread in a literal is V8's slow path)
  const data: HthData = { space: w.space, attacker: w.attacker, unit: unitId, retreatFight: w.retreatFight, column };
  if (w.path) data.path = w.path;
  if (HOOKS.meetUnharmed(w)) data.unharmed = true;
  rollHth(s, ev, k, u, data, {
    dice: HOOKS.hthDice(u, w.space, w.attacker === "zeds"),
    rule: "siege §4.2",
    need: handToHandNeed(initialHthColumn(z, p), column, shifts),
    event: { space: w.space, unit: unitId, zeds: zeds.map((x) => x.id), column: HTH_COLUMNS[column] },
    then: "handToHand",
  });
};

/**
 * Rolls a Hand-to-hand through the kernel (§4.1 step 4, §4.2) for player unit `u`: the 2 dice (3 for
 * WZED, `o.dice`), the outcome the Mystic Amulet reads (S-R9), and the re-roll window of Schmidt and
 * Hunt (G22); the continuation named `o.then` gets `data`. Every real Hand-to-hand rolls through here
 * (this file's and the Clarion Courier's at the gate of TC, heroes/courier.ts).
 */
export function rollHth(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>, u: PlayerUnit, data: HthData, o: { dice: number; rule: string; need: RollNeed; event: Record<string, unknown>; then: string }): void {
  roll(s, ev, k, {
    purpose: "handToHand",
    ...o,
    data,
    outcome: hthOutcome(s, data),
    window: () => (mayReroll(u) ? { kind: "reroll", seats: [seatFor(s, u)], fields: { unit: u.id, rule: "siege G22" } } : null),
  });
}

/** A re-roll's need (G22): the same column as the roll it replaces, its shifts already in it. */
export const rerollNeed = (column: number): RollNeed => handToHandNeed(column, column, []);

/** What a Hand-to-hand roll's dice come to (`readHth`). */
export interface HthReading {
  /** The 2 dice that count (WZED's best 2 of 3). */
  kept: number[];
  /** The table's cell on them (hits before the DARPA Battlesuit; player hits 0 when `unharmed`). */
  cell: { zedsHits: number; playerHits: number; loser: "zeds" | "player" };
  /** Who loses after the Doomed (§3.2) and the 12th Veterans Division (§3.3). */
  loser: "zeds" | "player";
  /** The Doomed made the player side lose / the Veterans made the Zeds lose, against the table. */
  doomed: boolean;
  veterans: boolean;
  /** The DARPA Battlesuit's extra hits (S-R7) and the Zeds' hits with them. */
  darpa: number;
  zedsHits: number;
}

/**
 * A Hand-to-hand's `handToHand` log event (§4.2) fought on `space`, from its roll's reading, with
 * its `rule`. Written field by field in the order { type, space, unit, column, dice,
 * zedsHits, playerHits, loser, darpa?, rule } (a spread in a literal is V8's slow path).
 */
export function hthEvent(dice: readonly number[], d: HthData, r: HthReading, space: number, rule: string): GameEvent {
  const e: GameEvent = { type: "handToHand", space, unit: d.unit, column: HTH_COLUMNS[d.column], dice: dice.slice(), zedsHits: r.zedsHits, playerHits: r.cell.playerHits, loser: r.loser } as unknown as GameEvent;
  if (r.darpa) e.darpa = r.darpa;
  e.rule = rule;
  return e;
}

/**
 * Reads a Hand-to-hand roll (§4.2, §3.2, §3.3, S-R7, G7): the kept dice, the cell on `d.column`
 * (Alyssa's meeting roll of 3–6 spares her the hits, `d.unharmed`), who loses, and the Zeds' hits
 * with the DARPA Battlesuit's. Changes nothing; `d.space` holds the Zeds that fight.
 */
export function readHth(s: SiegeState, dice: readonly number[], d: HthData): HthReading {
  const kept = HOOKS.keptDice(dice);
  const table = handToHandResult(d.column, kept);
  const cell = d.unharmed ? { ...table, playerHits: 0 } : table;
  const u = s.units[d.unit];
  const loser = HOOKS.hthLoser(s, d.space, u, cell.loser);
  const doomed = loser === "player" && zedsHere(s, d.space).some((z) => zedsDef(z).super?.opponentAlwaysLoses) && !(u && defOf(u).abilities.alwaysWinsHandToHand);
  const veterans = loser === "zeds" && cell.loser === "player";
  const darpa = u ? darpaHits(u) : 0;
  return { kept, cell, loser, doomed, veterans, darpa, zedsHits: cell.zedsHits + darpa };
}

/**
 * The resolved outcome of a Hand-to-hand roll's dice (for the Mystic Amulet, S-R9): the table cell
 * on the roll's column (of WZED's 3 dice the best 2, heroes/combat.ts) and who loses, e.g. the
 * cell `2/1*` under `hthZedsLose`; against the Doomed the player side always loses (§3.2) and the 12th Veterans
 * Division always win (§3.3), so only the hits differ.
 */
export function hthOutcome(s: SiegeState, data: HthData): RollOutcome {
  return (dice) => {
    const r = handToHandResult(data.column, HOOKS.keptDice(dice));
    const loser = HOOKS.hthLoser(s, data.space, s.units[data.unit], r.loser);
    const cell = `${r.zedsHits}/${data.unharmed ? 0 : r.playerHits}${r.loser === "zeds" ? "*" : ""}`;
    return { key: loser === "zeds" ? "hthZedsLose" : "hthPlayerLoses", params: { cell } };
  };
}

/** The DARPA Battlesuit's extra hits on the Zeds (S-R7, G7): +2 when the fighting unit carries it, in every real Hand-to-hand. */
export function darpaHits(u: PlayerUnit): number {
  return carries(u, "darpa-battlesuit") ? 2 : 0;
}

/** Whether the unit fighting a Hand-to-hand may re-roll its roll (Schmidt, Hunt; G22): the ability, and not in coma. */
export function mayReroll(u: PlayerUnit): boolean {
  return !!defOf(u).abilities.rerollHandToHand && !u.coma;
}

/** The Hand-to-hand continuation: reads the cell (the best 2 of WZED's 3 dice), raises Infection (G7, G25; none for Horatius and the Riot Squad), then hits (Zeds first), then the aftermath. */
const handToHand: Continuation<SiegeState> = (s, dice, raw, ev) => {
  const d = raw as HthData;
  const zeds = zedsAt(s, d.space);
  // Alyssa's meeting roll of 3–6 (§3.3): no hits to her, no Infection; the Doomed and the Veterans decide who loses, else the table
  const reading = readHth(s, dice, d);
  const { cell: r, loser, doomed, veterans, zedsHits } = reading;
  ev.push(
    hthEvent(
      dice,
      d,
      reading,
      d.space,
      doomed ? "siege §3.2" : veterans ? "siege §3.3" : "siege §4.2"),
  );
  if (!d.unharmed) raiseInfection(s, HOOKS.hthInfectionBy(s.units[d.unit], hthInfection(zeds)), "siege §4.1", ev);
  const u = s.units[d.unit]!;
  // window W3 (G11, G23): after the re-rolls, a Zeds win the team could turn with Last-Stand Determination
  if (d.attacker === "zeds" && loser === "player" && s.decks.keep.includes("last-stand-determination")) {
    then(s, { t: "lastStand", space: d.space, unit: d.unit, zedsHits, playerHits: r.playerHits, retreatFight: d.retreatFight });
    return;
  }
  const end: Extract<SiegeStep, { t: "hthEnd" }> = { t: "hthEnd", space: d.space, attacker: d.attacker, unit: d.unit, loser, retreatFight: d.retreatFight };
  if (d.path) end.path = d.path;
  then(s, { t: "hitsZeds", space: d.space, n: zedsHits, chooser: seatFor(s, u) }, { t: "hitsPlayer", unit: d.unit, space: d.space, n: r.playerHits }, end);
};

/**
 * After a Hand-to-hand's hits (§4.1 step 6, §4.5, G6): Holding-Out Civilians on the space lose that
 * status; What's That Smell?'s Zeds flip to full on a win (§6.3, cards/event/whats-that-smell.ts); then the loser retreats — unless the winning side is gone from the space (G6: one roll
 * killed it; decided: the player side counts as gone when no unit that can fight is left there).
 * A side that loses a fight it started by retreating is eliminated (G6): a player unit takes its
 * last hit (Save allowed), Zeds are removed. Losing defenders: every player unit there that can
 * fight retreats toward TC. Losing Zeds retreat toward their Start.
 * A losing attacker falls back along its move path (G18); one without a path — a train's
 * passenger (G2) — retreats 1 toward TC by G6 (a fight where it lands on Zeds).
 */
export const hthEndStep: StepHandler<Extract<SiegeStep, { t: "hthEnd" }>> = (s, w, ev, k) => {
  done(s, w);
  for (const u of Object.values(s.units))
    if (u.at === w.space && u.holdingOut) {
      u.holdingOut = false;
      ev.push({ type: "holdingOutEnds", unit: u.id, rule: "siege §4.1" } satisfies SiegeEvent);
    }
  // What's That Smell? (§6.3): the Zeds it put here flip to full when they win their attack
  smellFightOver(s, w.space, w.attacker === "zeds" && w.loser === "player" && !w.retreatFight, ev);
  const zeds = zedsAt(s, w.space);
  const fighters = fightersAt(s, w.space);
  if (w.loser === "player") {
    if (zeds.length === 0) return;
    if (w.attacker === "player") {
      const u = s.units[w.unit];
      if (!w.retreatFight) {
        // G18: a mover falls back along its move path; a train's passenger (no path, G2) retreats toward TC by G6
        if (u && u.at === w.space) {
          if (w.path) attackerRetreat(s, u, w.path, ev);
          else then(s, { t: "retreatPlayers", from: w.space, units: [u.id] });
        }
        return;
      }
      if (u && u.at === w.space) {
        ev.push({ type: "lastHit", unit: u.id, rule: "siege G6" } satisfies SiegeEvent);
        then(s, { t: "save", unit: u.id });
      }
      return;
    }
    const steps: SiegeStep[] = [];
    if (fighters.length) steps.push({ t: "retreatPlayers", from: w.space, units: fighters.map((u) => u.id) });
    const adv = advanceOnWin(s, w.space, ev);
    if (adv) steps.push(adv);
    then(s, ...steps);
    return;
  }
  if (fighters.length === 0 || zeds.length === 0) return;
  if (w.retreatFight && w.attacker === "zeds") {
    ev.push({ type: "zedsDestroyed", space: w.space, rule: "siege G6" } satisfies SiegeEvent);
    for (const z of zeds) eliminateZeds(s, z, ev, k);
    return;
  }
  then(s, { t: "retreatZeds", from: w.space, ids: zeds.map((z) => z.id) });
};

/**
 * Zeds that attacked and won move on (§2.8, §3.2, §4.5): on a BRAINS! round the whole group
 * advances again at once (repeating while it keeps winning); Berserkers advance again alone,
 * leaving their Mob. Only once the defenders have retreated (the advance step runs after them).
 */
export function advanceOnWin(s: SiegeState, space: number, ev: GameEvent[]): SiegeStep | null {
  const zeds = zedsHere(s, space).filter((z) => z.kind !== "spreader");
  if (!zeds.length) return null;
  if (s.flags.includes("brains")) {
    ev.push({ type: "brains", space, rule: "siege §2.8" } satisfies SiegeEvent);
    return { t: "advance", ids: zeds.map((z) => z.id), from: space };
  }
  const b = zeds.find((z) => zedsDef(z).super?.advancesOnWin);
  if (!b) return null;
  ev.push({ type: "berserk", space, rule: "siege §3.2" } satisfies SiegeEvent);
  return { t: "advance", ids: [b.id], from: space };
}

/**
 * A losing attacker retreats (G18): to the previous space of its own move path; if that is full,
 * No Entry, a Destroyed Bridge or holds Zeds or Raiders, on back along the path, then toward TC from the
 * path's start. TC always has room. `path` runs from where the move began to the fight's space.
 */
export function attackerRetreat(s: SiegeState, u: PlayerUnit, path: number[], ev: GameEvent[]): void {
  const from = u.at;
  const ok = (i: number) => i === B.tc || (i >= 0 && retreatRoom(s, i) > 0 && zedsHere(s, i).length === 0 && HOOKS.raidersAt(s, i).length === 0);
  let dest = -1;
  for (let j = path.length - 2; j >= 0; j--)
    if (ok(path[j]!)) {
      dest = path[j]!;
      break;
    }
  if (dest === -1) {
    dest = B.toward[path[0]!] ?? B.tc;
    while (dest !== B.tc && !ok(dest)) dest = B.toward[dest]!;
  }
  placeUnit(s, u, dest);
  ev.push({ type: "retreat", unit: u.id, from, to: dest, rule: "siege G18" } satisfies SiegeEvent);
}

/** Whether player units may retreat into space `i` (G6): not No Entry, not a Destroyed Bridge, and room there. */
function retreatRoom(s: SiegeState, i: number): number {
  const sp = s.spaces[i]!;
  if (sp.noEntry || sp.bridge === "destroyed") return 0;
  return playerRoom(s, i);
}

/**
 * Player units retreat from `from` toward TC, one at a time (G6): each goes to the first space
 * toward TC with room, passing over full, No Entry and Destroyed Bridge spaces; TC always has room.
 * When two retreat and the first such space has room for one, their owner (else the lead) picks who
 * stops there; the other goes on. A unit that lands on Zeds or Raiders attacks them (a retreat fight, G6).
 */
export const retreatPlayersStep: StepHandler<Extract<SiegeStep, { t: "retreatPlayers" }>> = (s, w, ev) => {
  const left = w.units.filter((id) => s.units[id]?.at === w.from);
  if (left.length === 0) return done(s, w);
  let dest = B.toward[w.from]!;
  while (dest !== B.tc && retreatRoom(s, dest) < 1) dest = B.toward[dest]!;
  let id = left[0]!;
  if (left.length > 1 && retreatRoom(s, dest) < left.length) {
    const pick = choice(s, w, chooserAmong(s, left.map((x) => s.units[x]!)), "retreatStop", left, { key: "retreatStop", params: { space: dest } }, "siege G6");
    if (pick === null) return;
    id = pick;
  }
  const u = s.units[id]!;
  placeUnit(s, u, dest);
  ev.push({ type: "retreat", unit: id, from: w.from, to: dest, rule: "siege G6" } satisfies SiegeEvent);
  if (left.length === 1) done(s, w);
  if (dest !== B.tc && zedsHere(s, dest).length) then(s, { t: "hth", space: dest, attacker: "player", unit: id, retreatFight: true });
  else if (dest !== B.tc && HOOKS.raidersAt(s, dest).length) then(s, { t: "raidersFight", space: dest, raiders: HOOKS.raidersAt(s, dest)[0]!.id, attacker: "player", unit: id, retreatFight: true });
};

/**
 * Last-Stand Determination (G11 W3, G23), asked of the lead after the Zeds win a fight they
 * started: played, it replaces the result — the player unit takes 0 hits, the Zeds exactly 1 and
 * they retreat (the Infection already raised stands); declined, the printed result applies.
 */
export const lastStandStep: StepHandler<Extract<SiegeStep, { t: "lastStand" }>> = (s, w, ev) => {
  const pick = choice(s, w, s.lead, "lastStand", ["play", "decline"], { key: "lastStand", params: {} }, "siege G23");
  if (pick === null) return;
  done(s, w);
  const u = s.units[w.unit]!;
  if (pick === "play") {
    s.decks.keep.splice(s.decks.keep.indexOf("last-stand-determination"), 1);
    s.decks.fateDiscard.push("last-stand-determination");
    ev.push({ type: "playKeep", card: "last-stand-determination", seat: s.lead, rule: "siege G23" } satisfies SiegeEvent);
    then(s, { t: "hitsZeds", space: w.space, n: 1, chooser: seatFor(s, u) }, { t: "hthEnd", space: w.space, attacker: "zeds", unit: w.unit, loser: "zeds", retreatFight: w.retreatFight });
    return;
  }
  then(
    s,
    { t: "hitsZeds", space: w.space, n: w.zedsHits, chooser: seatFor(s, u) },
    { t: "hitsPlayer", unit: w.unit, space: w.space, n: w.playerHits },
    { t: "hthEnd", space: w.space, attacker: "zeds", unit: w.unit, loser: "player", retreatFight: w.retreatFight },
  );
};

/** The re-roll window's answers (window W3, G11, G22). */
export interface RerollAction {
  type: "reroll" | "keepRoll";
}

function openWindow(s: SiegeState): RollWindow | null {
  const d = s.pending[0] as (Pending & Partial<RollWindow>) | undefined;
  return d && d.kind === "reroll" && Array.isArray(d.dice) ? (d as RollWindow) : null;
}

/**
 * `reroll` (G22): Schmidt's or Hunt's owner re-rolls the Hand-to-hand's 2 dice once; the second roll
 * is final (no window) and the fight goes on with it.
 */
export const rerollAction: ActionDef<SiegeState, RerollAction> = {
  type: "reroll",
  answers: "reroll",
  schema: z.object({ type: z.literal("reroll") }).strict() as z.ZodType<RerollAction>,
  candidates: () => [{ type: "reroll" }],
  check: (s) => (openWindow(s) ? null : refuse("siege.noReroll")),
  exec: (s, _seat, _a, ev, k) => {
    const w = s.pending.shift() as unknown as RollWindow;
    roll(s, ev, k, {
      purpose: "handToHandReroll",
      dice: w.dice.length,
      rule: "siege G22",
      need: rerollNeed((w.roll.data as HthData).column),
      then: w.roll.then,
      data: w.roll.data,
      outcome: hthOutcome(s, w.roll.data as HthData),
    });
  },
};

/** `keepRoll` (G22): the owner keeps the Hand-to-hand roll as it is and the fight goes on. */
export const keepRollAction: ActionDef<SiegeState, RerollAction> = {
  type: "keepRoll",
  answers: "reroll",
  schema: z.object({ type: z.literal("keepRoll") }).strict() as z.ZodType<RerollAction>,
  candidates: () => [{ type: "keepRoll" }],
  check: (s) => (openWindow(s) ? null : refuse("siege.noRoll")),
  exec: (s, _seat, _a, ev, k) => {
    const w = s.pending.shift() as unknown as RollWindow;
    // W3 (G11): after the re-roll choice, the Mystic Amulet's window (S-R9)
    HOOKS.resolveOrAmulet(s, k, w, w.dice, ev, hthOutcome(s, w.roll.data as HthData));
  },
};

/** The Hand-to-hand continuation, by the name its roll gives in `then`. */
export const HTH_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { handToHand };
