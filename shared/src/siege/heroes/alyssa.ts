import type { Continuation, Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { choice } from "../procedure/choices";
import { defOf, seatFor } from "../state/occupancy";
import { done, then } from "../procedure/stack";
import { roll } from "../procedure/roll";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { SiegeEvent } from "../state/events";

/*
 * Alyssa Darling meets Zeds (siege §3.3): before the roll of every Hand-to-hand she fights —
 * attacking, defending, a retreat fight — she rolls 1 die through the kernel:
 * - 1: a normal fight;
 * - 2: she may step back (her owner's choice, a decision): decided, a retreat of her alone by G6
 *   (1 toward TC over full, No Entry and Destroyed Bridge spaces; landing on Zeds is a retreat
 *   fight, where she meets them again), with no hits and no Infection; when she was defending,
 *   the Zeds then attack the space again and another unit there defends it; declined, a normal fight;
 * - 3–6: she fights at +2 columns, the fight raises no Infection and she takes no hits (the loser
 *   still retreats).
 */

type Hth = Extract<SiegeStep, { t: "hth" }>;

/** Alyssa's +2 columns on a meeting roll of 3–6 (§3.3). */
const MEET_SHIFT = 2;

/**
 * Alyssa's meeting roll for the Hand-to-hand step `w` (on top of the work stack), whose fighter
 * `unit` is chosen: returns true while the step must wait or has been replaced (the roll, her
 * choice on a 2, her step back), false when the fight goes on now (not Alyssa, a 1, a declined
 * step back, or 3–6 — see `meetShift` and `meetUnharmed`).
 */
export function meetingRoll(s: SiegeState, w: Hth, unit: string, ev: GameEvent[], k: Kernel<SiegeState>): boolean {
  const u = s.units[unit]!;
  if (!defOf(u).abilities.meetingRoll) return false;
  if (w.meet === undefined) {
    // the step runs again after the roll: it keeps its fighter (the defender chosen already)
    w.unit = unit;
    roll(s, ev, k, {
      purpose: "meeting",
      dice: 1,
      rule: "siege §3.3",
      need: { read: "table" },
      event: { unit, space: w.space },
      then: "meeting",
      data: { space: w.space },
      outcome: (d) => ({ key: d[0] === 1 ? "normalFight" : d[0] === 2 ? "mayStepBack" : "unharmed", params: {} }),
    });
    return true;
  }
  if (w.meet !== 2) return false;
  const pick = choice(s, w, seatFor(s, u), "meetingStepBack", ["fight", "stepBack"], { key: "meetingStepBack", params: { unit: u.id, space: w.space } }, "siege §3.3");
  if (pick === null) return true;
  if (pick === "fight") {
    w.meet = 1;
    return false;
  }
  done(s, w);
  ev.push({ type: "stepsBack", unit, space: w.space, rule: "siege §3.3" } satisfies SiegeEvent);
  const steps: SiegeStep[] = [{ t: "retreatPlayers", from: w.space, units: [unit] }];
  if (w.attacker === "zeds") steps.push({ t: "hth", space: w.space, attacker: "zeds", retreatFight: w.retreatFight });
  then(s, ...steps);
  return true;
}

/** The column shift of Alyssa's meeting roll for the fight of step `w`: +2 on 3–6, else 0 (§3.3). */
export function meetShift(w: Hth): number {
  return (w.meet ?? 0) >= 3 ? MEET_SHIFT : 0;
}

/** Whether the fight of step `w` raises no Infection and puts no hits on the player unit (Alyssa's 3–6, §3.3). */
export function meetUnharmed(w: Hth): boolean {
  return (w.meet ?? 0) >= 3;
}

/**
 * The meeting roll's continuation: the die goes onto the Hand-to-hand step waiting on top of the
 * work stack (its `meet`), which runs again. Throws Error when that step is not there (a bug).
 */
const meeting: Continuation<SiegeState> = (s, [d], raw, ev) => {
  const { space } = raw as { space: number };
  const w = s.work[s.work.length - 1];
  if (!w || w.t !== "hth" || w.space !== space) throw new Error("Alyssa's meeting roll lost its Hand-to-hand");
  w.meet = d!;
  ev.push({ type: "meeting", unit: w.unit, space, result: d, rule: "siege §3.3" } satisfies SiegeEvent);
};

/** The meeting roll's continuation, by the name its roll gives in `then`. */
export const ALYSSA_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { meeting };
