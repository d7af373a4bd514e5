import { SIEGE_BOARD as B, trackOf } from "../board";
import { choice } from "../procedure/choices";
import { done, then, type StepHandler } from "../procedure/stack";
import type { GameEvent } from "../../core/ruleset";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { RaidersUnit } from "../state/units";
import { raidersCancelStep } from "../heroes/on-duty";
import { raidersJoinHidden } from "../heroes/stealth";
import { raidersMeetEnemy } from "./combat";
import { placeRaiders, removeRaiders } from "../state/counters";
import { raidersMayEnter, raidersStrength } from "./units";
import type { SiegeEvent } from "../state/events";

/** The Raiders' 4R step (§2.2 step 1): every Raiders unit on the map, in id order; null when there is none. */
export function raidersMoveWork(s: SiegeState): SiegeStep | null {
  const ids = Object.keys(s.raiders).sort();
  return ids.length ? { t: "raidersMove", left: ids } : null;
}

/**
 * The Raiders' 4R move (§2.2 step 1, §3.3), one unit at a time: it must move 1 space toward TC.
 * No Entry or the Destroyed Bridge ahead: it cannot move (§1.4; logged `raidersHeld`); nor on the
 * Mountain under Torrential Rain (§6.5 "no more movement on the Mountain track this round"; decided:
 * G29 names Zeds, player units and trains, and the card's words hold the Raiders too). Trains,
 * Villagers and Refugees there are left alone (G1, §2.2); Zeds or a player unit that can fight
 * there are attacked (`raidersFight`). Reaching TC: the loot of Q5 (`raidersLoot`). Pickles on
 * the space they leave barks first (§3.3, heroes/cancel.ts): stopped on 4–6, they stay. The step
 * stays on the work stack under each unit's fight until every unit has moved.
 */
export const raidersMoveStep: StepHandler<Extract<SiegeStep, { t: "raidersMove" }>> = (s, w, ev) => {
  const [id, ...rest] = w.left;
  if (id === undefined) return done(s, w);
  w.left = rest;
  const r = s.raiders[id];
  if (!r) return;
  const to = B.toward[r.at]!;
  if (to !== B.tc && (!raidersMayEnter(s, to) || (s.flags.includes("torrential-rain") && trackOf(to) === "mountain"))) {
    ev.push({ type: "raidersHeld", raiders: r.id, space: r.at, rule: "siege §1.4" } satisfies SiegeEvent);
    return;
  }
  const bark = raidersCancelStep(s, r, to);
  if (bark) return then(s, bark);
  raidersGo(s, r, to, ev);
};

/**
 * Raiders unit `r` makes its 4R move to `to`, the next space toward TC (§2.2 step 1), once nothing
 * stopped it: into TC, the loot (`raidersLoot`); else onto `to`, where a Pickles hiding stays hidden
 * from it (heroes/stealth.ts) and Zeds or player units that can fight are attacked (`raidersFight`).
 * Logs `raidersReachTC` or `raidersMove`.
 */
export function raidersGo(s: SiegeState, r: RaidersUnit, to: number, ev: GameEvent[]): void {
  if (to === B.tc) {
    ev.push({ type: "raidersReachTC", raiders: r.id, from: r.at, rule: "siege §2.2" } satisfies SiegeEvent);
    then(s, { t: "raidersLoot", raiders: r.id, n: raidersStrength(r) });
    return;
  }
  const from = r.at;
  placeRaiders(s, r, to);
  ev.push({ type: "raidersMove", raiders: r.id, from, to, rule: "siege §2.2" } satisfies SiegeEvent);
  raidersJoinHidden(s, r);
  if (raidersMeetEnemy(s, to)) then(s, { t: "raidersFight", space: to, raiders: r.id, attacker: "raiders", retreatFight: false });
}

/**
 * The splits of a loss of `n` between Supplies and Ammo (Q5: combined, split as the players
 * choose), as `<supplies>+<ammo>` options: every split the tracks can pay (§5.1: never below 0);
 * when they cannot pay `n` in all, the only option takes everything that is left.
 */
export function lootSplits(supplies: number, ammo: number, n: number): string[] {
  if (supplies + ammo <= n) return [`${supplies}+${ammo}`];
  const out: string[] = [];
  for (let k = Math.max(0, n - ammo); k <= Math.min(n, supplies); k++) out.push(`${k}+${n - k}`);
  return out;
}

/**
 * Raiders in Town Center (§2.2 step 1, Q5): the team loses Supplies and Ammo equal to the Raiders'
 * Strength in all, split by the lead (D1: a choice of "the players"; one possible split is taken at
 * once, D6); then the Raiders unit is removed. Logs `raidersLoot {raiders, supplies, ammo}`.
 */
export const raidersLootStep: StepHandler<Extract<SiegeStep, { t: "raidersLoot" }>> = (s, w, ev) => {
  const pick = choice(s, w, s.lead, "raidersLoot", lootSplits(s.supplies, s.ammo, w.n), { key: "raidersLoot", params: { n: w.n } }, "siege Q5");
  if (pick === null) return;
  done(s, w);
  const [sup, am] = pick.split("+").map(Number) as [number, number];
  s.supplies -= sup;
  s.ammo -= am;
  ev.push({ type: "raidersLoot", raiders: w.raiders, supplies: sup, ammo: am, rule: "siege Q5" } satisfies SiegeEvent);
  removeRaiders(s, w.raiders);
  ev.push({ type: "raidersRemoved", raiders: w.raiders, rule: "siege §2.2" } satisfies SiegeEvent);
};
