import type { Continuation, Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { defOf, seatFor, zedsAt } from "../state/occupancy";
import { done, then } from "../procedure/stack";
import { roll } from "../procedure/roll";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { SiegeEvent } from "../state/events";
import { facesFrom } from "../state/needs";

type HthStep = Extract<SiegeStep, { t: "hth" }>;

/** Santana's push succeeds on these die results (§3.3). */
const PUSH_ON = 4;

/**
 * Santana's charge (§3.3 "attacking normal Zeds: roll, 4–6 = Zeds take 1 hit and retreat, no combat,
 * no Infection"), asked by the Hand-to-hand step `w` before anything else of an attack: when the
 * attacker has `pushNormalZeds` and every Zeds unit on the space is a normal counter (no Super-Zeds,
 * no Disease Spreader), 1 die is rolled through the kernel (the Mystic Amulet may answer it) and the
 * step waits for it. Decided: only an attack by a move or off a train (not a retreat fight, G6), once
 * per attack; on 1–3 the Hand-to-hand follows as usual. No DARPA hits (G7). Returns whether the
 * step was taken over (it is then off the work stack).
 */
export function santanaCharge(s: SiegeState, w: HthStep, ev: GameEvent[], k: Kernel<SiegeState>): boolean {
  if (w.attacker !== "player" || w.retreatFight || w.charged || !w.unit) return false;
  const u = s.units[w.unit];
  if (!u || !defOf(u).abilities.pushNormalZeds || u.at !== w.space) return false;
  const zeds = zedsAt(s, w.space);
  if (zeds.length === 0 || zeds.some((z) => z.kind !== "normal")) return false;
  done(s, w);
  roll(s, ev, k, {
    purpose: "santanaCharge",
    dice: 1,
    rule: "siege §3.3",
    need: { read: "faces", faces: facesFrom(PUSH_ON) },
    event: { unit: u.id, space: w.space },
    then: "santanaCharge",
    data: { ...w, charged: true },
    outcome: (d) => ({ key: d[0]! >= PUSH_ON ? "pushHit" : "handToHandFollows", params: {} }),
  });
  return true;
}

/** The charge's continuation (§3.3): 4–6 one hit on the Zeds (the attacker's owner picks in a Mob, G12) and the survivors retreat, no Infection; 1–3 the Hand-to-hand goes on. */
export const SANTANA_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  santanaCharge: (s, [d], data, ev) => {
    const w = data as HthStep;
    const u = s.units[w.unit!];
    const zeds = zedsAt(s, w.space);
    if (!u || zeds.length === 0) return;
    if (d! < PUSH_ON) {
      ev.push({ type: "santanaHeld", unit: u.id, space: w.space, rule: "siege §3.3" } satisfies SiegeEvent);
      then(s, w);
      return;
    }
    ev.push({ type: "santanaPush", unit: u.id, space: w.space, rule: "siege §3.3" } satisfies SiegeEvent);
    then(s, { t: "hitsZeds", space: w.space, n: 1, chooser: seatFor(s, u) }, { t: "retreatZeds", from: w.space, ids: zeds.map((z) => z.id) });
  },
};
