import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef, Continuation } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, isStart, trackOf } from "../board";
import { gunfireColumn } from "./gunfire-table";
import { firePower, type FirePower } from "../combat/terrain";
import { gunfireNeed } from "../combat/needs";
import type { RollNeed, RollShift } from "../state/needs";
import { choice } from "../procedure/choices";
import { defOf, isCivilianCounter, playerRoom, zedsAt, zedsHere, unitsHere } from "../state/occupancy";
import { stepRefugee } from "../arrivals/camp";
import { mayEnter } from "../board/entry";
import { done, then, type StepHandler } from "../procedure/stack";
import { roll } from "../procedure/roll";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { SiegeStep } from "../state/steps";
import type { PlayerUnit } from "../state/units";
import { mayAct, payOptions, payRefusal, spend, stillActing, type Pay } from "./common";
import type { SiegeEvent } from "../state/events";

/**
 * `fire` (§4.3, G22): unit `unit` shoots Zeds unit `target`. `pay` buys the Action; the shot costs
 * 1 Ammo (National Guard 2). `pay: "mayor"` is the Mayor's Character Action (a unit in TC fires with
 * +1 column, 1 Ammo, once per Action phase). `noAmmo` is Piazza's shot for 2 Actions instead of
 * Action + Ammo: `pay2` is the second Action.
 */
export interface FireAction {
  type: "fire";
  unit: string;
  target: string;
  pay: Pay | "mayor";
  noAmmo?: boolean;
  pay2?: Pay;
}

/** One target in reach of a shooter: the Zeds or Raiders unit, its range and the space it stands on. */
export interface Shot {
  target: string;
  range: number;
  space: number;
}

/**
 * The Zeds and Raiders `u` can shoot (§4.3, G22; Raiders are a Gunfire target as Zeds are, §4.1 "also Raiders vs anyone"): range 1 = an adjacent track space either way (from TC: every
 * Town space #0); Long-Range units up to their range along one track, never through TC — from TC,
 * TC counts as the end of every track (#0 at range 1, #1 at 2, #2 at 3). Never from or into a Start.
 */
export function shots(s: SiegeState, u: PlayerUnit): Shot[] {
  // a legal list asks it for every payment of the unit's shots, and each check again
  return remembered(s, `shots:${u.id}`, () => shotsFrom(s, u));
}

function shotsFrom(s: SiegeState, u: PlayerUnit): Shot[] {
  const d = defOf(u);
  if (isStart(u.at) || (u.at !== B.tc && trackOf(u.at) === null)) return [];
  const maxRange = d.abilities.longRange?.range ?? 1;
  const out: Shot[] = [];
  const at = (i: number, range: number) => {
    if (isStart(i) || !firePower(d, u.side, range)) return;
    for (const z of zedsAt(s, i)) out.push({ target: z.id, range, space: i });
    for (const r of HOOKS.raidersAt(s, i)) out.push({ target: r.id, range, space: i });
  };
  // the lines of fire in turn, each outward from the shooter: from TC each track from its #0, else
  // away from TC, then toward it (not into TC)
  if (u.at === B.tc) for (const t of B.tracks) for (let n = 0; n < maxRange && n < B.trackSpaces[t].length; n++) at(B.trackSpaces[t][n]!, n + 1);
  else {
    for (let i = B.away[u.at]!, n = 0; i >= 0 && n < maxRange; i = B.away[i]!, n++) at(i, n + 1);
    for (let i = B.toward[u.at]!, n = 0; i >= 0 && i !== B.tc && n < maxRange; i = B.toward[i]!, n++) at(i, n + 1);
  }
  return out;
}

/** The Mayor is in play, awake, on the map or in TC, and his Character Action is unused this phase (§3.3). */
function mayorReady(s: SiegeState, seat: SiegeSeatId): boolean {
  const m = lookHolders(s, "tcFireSupport")[0];
  return !!m && m.seat === seat && !m.coma && (m.at === B.tc || trackOf(m.at) !== null) && !s.actionPhase.used.includes(m.id);
}

/**
 * The two Actions that can pay Piazza's shot without Ammo (§3.3): her seat's Player Action with an
 * Event Action, or two Event Actions (decided: a free Action a unit was given buys one Action of
 * its own, not half of this shot). Offered whether or not Ammo is left.
 */
export function twoActionPairs(s: SiegeState, seat: SiegeSeatId, u: PlayerUnit): [Pay, Pay][] {
  if (!defOf(u).abilities.fireForTwoActions) return [];
  const out: [Pay, Pay][] = [];
  if (s.actionPhase.playerAction[seat] && s.actionTrack >= 1) out.push(["player", "event"]);
  if (s.actionTrack >= 2) out.push(["event", "event"]);
  return out;
}

/** The `fire` definition (§4.3): candidates per shooter, target and payment; refused without Ammo, out of range, from or into a Start, or for another seat's unit. */
export const fireAction: ActionDef<SiegeState, FireAction> = {
  type: "fire",
  phases: ["action"],
  schema: z
    .object({ type: z.literal("fire"), unit: z.string(), target: z.string(), pay: z.enum(["player", "event", "free", "mayor"]), noAmmo: z.boolean().optional(), pay2: z.enum(["player", "event", "free"]).optional() })
    .strict() as z.ZodType<FireAction>,
  candidates: (s, seat) => {
    const sid = seat as SiegeSeatId;
    const out: FireAction[] = [];
    for (const u of Object.values(s.units)) {
      if (!mayAct(s, sid, u)) continue;
      const targets = shots(s, u);
      if (!targets.length) continue;
      const pays: (Pay | "mayor")[] = [...payOptions(s, sid, u)];
      if (u.at === B.tc && mayorReady(s, sid)) pays.push("mayor");
      // neither depends on the target
      const ammoOk = s.ammo >= HOOKS.shotAmmo(s, u);
      const pairs = twoActionPairs(s, sid, u);
      for (const t of targets) {
        if (ammoOk) for (const pay of pays) out.push({ type: "fire", unit: u.id, target: t.target, pay });
        for (const [pay, pay2] of pairs) out.push({ type: "fire", unit: u.id, target: t.target, pay, noAmmo: true, pay2 });
      }
    }
    return out;
  },
  // one pass: the candidates are built from exactly the conditions the check asks after
  // stillActing (mayAct, shots, Ammo and payments, the two-Action pairs)
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? fireAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    const sid = seat as SiegeSeatId;
    if (!stillActing(s, sid)) return refuse("siege.doneThisPhase");
    const u = s.units[a.unit];
    if (!u) return refuse("siege.noUnit", { unit: a.unit });
    if (!mayAct(s, sid, u)) return refuse("siege.notYoursNow", { unit: u.id });
    if (a.noAmmo) {
      if (!defOf(u).abilities.fireForTwoActions) return refuse("siege.noAmmoFire", { unit: u.id });
      if (a.pay === "mayor" || !a.pay2) return refuse("siege.twoActions");
      if (!twoActionPairs(s, sid, u).some(([p1, p2]) => p1 === a.pay && p2 === a.pay2)) return refuse("siege.twoActionsWhich");
    } else {
      if (a.pay2) return refuse("siege.secondAction");
      if (s.ammo < HOOKS.shotAmmo(s, u)) return refuse("siege.ammoShort", { need: HOOKS.shotAmmo(s, u), left: s.ammo });
      if (a.pay === "mayor") {
        if (u.at !== B.tc || !mayorReady(s, sid)) return refuse("siege.mayorSupport");
      } else {
        const why = payRefusal(s, sid, u, a.pay);
        if (why) return why;
      }
    }
    return shots(s, u).some((t) => t.target === a.target) ? null : refuse("siege.cannotShoot", { unit: u.id, zeds: a.target });
  },
  exec: (s, seat, a, ev) => {
    const sid = seat as SiegeSeatId;
    const u = s.units[a.unit]!;
    const shot = shots(s, u).find((t) => t.target === a.target)!;
    if (a.pay === "mayor") {
      const m = Object.values(s.units).find((x) => defOf(x).abilities.tcFireSupport)!;
      s.actionPhase.used.push(m.id);
    } else spend(s, sid, u, a.pay);
    if (a.noAmmo) spend(s, sid, u, a.pay2!);
    else s.ammo -= HOOKS.shotAmmo(s, u);
    HOOKS.shotFired(s, u);
    const fp = firePower(defOf(u), u.side, shot.range)!;
    const shifts = fireShifts(u, fp, a.pay === "mayor");
    const strength = fp.strength + HOOKS.strengthBonus(u) + battlePlanStrength(s, u, shot.range, ev);
    const column = gunfireColumn(strength, shifts.reduce((n, x) => n + x.by, 0));
    ev.push({ type: "fire", unit: u.id, target: a.target, range: shot.range, rule: "siege §4.3" } satisfies SiegeEvent);
    then(s, { t: "gunfire", unit: u.id, target: a.target, column, stepBack: !!defOf(u).abilities.stepBackAfterFire, need: gunfireNeed(strength, shifts) });
  },
};

/**
 * Battle Plan Code: Black (S-R22, G10): when `u` is the unit the lead named this round, its shot
 * adds the fire Strength at the same range of every other unit on its space able to fire now (not
 * in coma, not in Chaos, not one that never fires; decided: a unit whose range does not reach the
 * target adds nothing); the named Gunfire is used up (the flag goes). The column caps at 7+ as
 * always. Logs `battlePlanFire {unit, added}`; returns the Strength added (0 for any other shot).
 */
function battlePlanStrength(s: SiegeState, u: PlayerUnit, range: number, ev: GameEvent[]): number {
  const help = battlePlanHelp(s, u, range);
  if (!help) return 0;
  s.flags = s.flags.filter((f) => f !== `battle-plan:${u.id}`);
  ev.push({ type: "battlePlanFire", unit: u.id, added: help.added, by: help.by, rule: "siege S-R22" } satisfies SiegeEvent);
  return help.added;
}

/** What Battle Plan Code: Black would add to `u`'s shot at `range` (S-R22, see battlePlanStrength), changing nothing: null when `u` is not the named unit. */
function battlePlanHelp(s: SiegeState, u: PlayerUnit, range: number): { added: number; by: string[] } | null {
  if (!s.flags.includes(`battle-plan:${u.id}`)) return null;
  const helpers = s.spaces[u.at]!.chaos > 0 ? [] : unitsHere(s, u.at).filter((x) => x.id !== u.id && !x.coma);
  let added = 0;
  const by: string[] = [];
  for (const x of helpers) {
    const fp = firePower(defOf(x), x.side, range);
    if (!fp) continue;
    added += fp.strength;
    by.push(x.id);
  }
  return { added, by };
}

/**
 * The column shifts of `u`'s shot (§4.3, §4.4) with their causes: Long-Range beyond range 1 (Hunt
 * −1, G22), +1 per unit marker (Civil Leader, Well-Armed), +1 for the Mayor's support (`mayor`,
 * §3.3), the unit's own Gunfire shift (Johnson +2, Wright +1, §3.3, heroes/gunfire.ts).
 */
export function fireShifts(u: PlayerUnit, fp: FirePower, mayor: boolean): RollShift[] {
  const out: RollShift[] = [];
  if (fp.shift) out.push({ cause: "longRange", by: fp.shift });
  for (const m of u.markers) out.push({ cause: `marker:${m}`, by: 1 });
  if (mayor) out.push({ cause: "mayor", by: 1 });
  const own = HOOKS.fireShiftOf(u);
  if (own) out.push({ cause: `ability:${u.def}`, by: own });
  return out;
}

/**
 * What every shot the player units could fire now would need (§4.3), by `unit>target` (and
 * `unit>target>mayor` for a unit in TC, paid with the Mayor's support), for the action list to say
 * before the roll; empty outside the Action phase. Changes nothing.
 */
export function shotNeeds(s: SiegeState): Record<string, RollNeed> {
  const out: Record<string, RollNeed> = {};
  if (s.phase !== "action") return out;
  for (const u of Object.values(s.units)) {
    if (u.coma) continue;
    for (const t of shots(s, u)) {
      out[`${u.id}>${t.target}`] = shotNeed(s, u, t.target, false)!;
      if (u.at === B.tc) out[`${u.id}>${t.target}>mayor`] = shotNeed(s, u, t.target, true)!;
    }
  }
  return out;
}

/**
 * What `u`'s shot at `target` would need (§4.3), before the roll, changing nothing: its Strength
 * (with Hauser's bonus and the Battle Plan's help), the shifts with their causes (`mayor`: paid
 * with the Mayor's support), the column and the lowest total that scores a hit; null when `u`
 * cannot shoot `target` now (no line of fire, out of range).
 */
export function shotNeed(s: SiegeState, u: PlayerUnit, target: string, mayor: boolean): RollNeed | null {
  const shot = shots(s, u).find((t) => t.target === target);
  if (!shot) return null;
  const fp = firePower(defOf(u), u.side, shot.range)!;
  return gunfireNeed(fp.strength + HOOKS.strengthBonus(u) + (battlePlanHelp(s, u, shot.range)?.added ?? 0), fireShifts(u, fp, mayor));
}

/**
 * The Gunfire roll (§4.3): 2 dice on the column; the cell's hits go to the target alone; no retreat,
 * no Infection. Its outcome for the Mystic Amulet (S-R9) is the number of hits, all the dice change.
 */
export const gunfireStep: StepHandler<Extract<SiegeStep, { t: "gunfire" }>> = (s, w, ev, k) => {
  done(s, w);
  if (!s.zeds[w.target] && !s.raiders[w.target]) return;
  const outcome = (d: number[]) => ({ key: "hits" as const, params: { count: gunfireHitsOf(w.column, d) } });
  roll(s, ev, k, { purpose: "gunfire", dice: 2, rule: "siege §4.3", need: w.need, then: "gunfire", data: { unit: w.unit, target: w.target, column: w.column, stepBack: w.stepBack }, outcome });
};

/** The companion sets Piazza may take along on her step back (G22: any units of her space, Villagers and Refugees included): every subset of the other units there not in coma, as `+`-joined ids. */
function companionSets(s: SiegeState, u: PlayerUnit): string[][] {
  const others = unitsHere(s, u.at).filter((x) => x.id !== u.id && !x.coma);
  const sets: string[][] = [[]];
  for (const o of others) for (const set of [...sets]) sets.push([...set, o.id]);
  return sets;
}

/**
 * Piazza's free step back after firing (G22): 1 space toward TC with any chosen units of her space
 * (her owner picks), never into Zeds or Raiders, No Entry, a Destroyed Bridge or a space without room for all
 * who go (Villagers and Refugees do not count); Villagers who go with her become Refugees, Refugees
 * step with her (into TC: to the Refugee Camp, G8). `stay` keeps her put.
 */
export const stepBackStep: StepHandler<Extract<SiegeStep, { t: "stepBack" }>> = (s, w, ev) => {
  const u = s.units[w.unit];
  if (!u || u.at !== w.from || trackOf(u.at) === null) return done(s, w);
  const to = B.toward[u.at]!;
  if (to !== B.tc && (!mayEnter(s, to) || zedsHere(s, to).length || HOOKS.raidersAt(s, to).length)) return done(s, w);
  const sets = companionSets(s, u).filter((set) => to === B.tc || set.filter((id) => !isCivilianCounter(s.units[id]!)).length + 1 <= playerRoom(s, to));
  const options = ["stay", ...sets.map((set) => (set.length ? `with:${set.join("+")}` : "alone"))];
  const pick = choice(s, w, u.seat ?? s.lead, "stepBack", options, { key: "stepBack", params: { unit: u.id, space: to } }, "siege G22");
  if (pick === null) return;
  done(s, w);
  if (pick === "stay") return;
  const goers = [u, ...(pick.startsWith("with:") ? pick.slice(5).split("+").map((id) => s.units[id]!) : [])];
  for (const g of goers) {
    if (defOf(g).category === "villagers") {
      removeUnit(s, g.id);
      const id = `refugees-${s.nextId++}`;
      const r: PlayerUnit = { ...g, id, def: "refugees", at: to };
      addUnit(s, r);
      ev.push({ type: "villagersFlee", unit: id, from: w.from, to, rule: "siege G22" } satisfies SiegeEvent);
      if (to === B.tc) reachCamp(s, r, "siege G8", ev);
      continue;
    }
    if (defOf(g).category === "refugees") {
      stepRefugee(s, g, ev, "siege G22");
      continue;
    }
    placeUnit(s, g, to);
    ev.push({ type: "move", unit: g.id, from: w.from, to, rule: "siege G22" } satisfies SiegeEvent);
  }
};

/** The Gunfire continuation: the cell's hits on the target (G7 one at a time; on Raiders at once, they roll nothing, §3.3), then Piazza's step back. */
export const GUNFIRE_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  gunfire: (s, d, data, ev) => {
    const { unit, target, column, stepBack } = data as { unit: string; target: string; column: number; stepBack: boolean };
    const hits = gunfireHitsOf(column, d);
    const zd = s.zeds[target];
    ev.push({ type: "gunfireHits", target, hits, rule: "siege §4.3" } satisfies SiegeEvent);
    const u = s.units[unit]!;
    if (s.raiders[target]) HOOKS.hitRaiders(s, target, hits, ev, "siege §4.3");
    const steps: SiegeStep[] = [];
    if (zd && hits) steps.push({ t: "hitsZeds", space: zd.at, n: hits, chooser: u.seat ?? s.lead, only: target });
    if (stepBack) steps.push({ t: "stepBack", unit, from: u.at });
    then(s, ...steps);
  },
};

import { gunfireHits as gunfireHitsOf } from "../combat/tables";
import { addUnit, placeUnit, removeUnit } from "../state/counters";
import { reachCamp } from "../arrivals/camp";
import { remembered } from "../state/stacks";
import { lookHolders } from "../state/stacks";
import { HOOKS } from "../procedure/hooks";
