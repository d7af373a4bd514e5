import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, type TrackId } from "../../board";
import { countsAsZeds, zedsAt, zedsDef, zedsHere } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { ZedsUnit } from "../../state/units";
import type { SiegeEvent } from "../../state/events";
import { placeNewZedsOnStart } from "../../arrivals/zeds";

/**
 * Regenerators (§3.2, G26): remove `n` hits from the unit as its track activates, before moving;
 * a reduced unit with no hit markers flips to its full side with 2 hits instead.
 */
export function regenerate(z: ZedsUnit, n: number, ev: GameEvent[]): void {
  for (let i = 0; i < n; i++) {
    if (z.hits > 0) z.hits -= 1;
    else if (z.side === "reduced") {
      z.side = "full";
      z.hits = 2;
    } else return;
    ev.push({ type: "zedsRegenerate", zeds: z.id, rule: "siege G26" } satisfies SiegeEvent);
  }
}

/**
 * A track's extra moves after its pass (§2.5 step 4, G15): each Zeds unit with the Fast marker
 * and each Wolf Zeds makes one more Rule 4.4 move — with its whole Mob (G5) — nearest TC first.
 * Then the activation is over.
 */
export const extraMovesStep: StepHandler<Extract<SiegeStep, { t: "extraMoves" }>> = (s, w) => {
  const zp = s.zedsPhase!;
  for (let num = 0; num <= 7; num++) {
    const i = B.trackSpaces[w.track][num]!;
    const here = zedsAt(s, i);
    const fast = here.find((z) => !w.done.includes(z.id) && (z.markers.includes("fast") || zedsDef(z).super?.secondMove));
    if (!fast) continue;
    const group = fast.kind === "spreader" ? [fast] : here.filter(countsAsZeds);
    w.done.push(...group.map((z) => z.id), fast.id);
    then(s, { t: "advance", ids: group.map((z) => z.id), from: i });
    return;
  }
  done(s, w);
  zp.current += 1;
  zp.moved = [];
};

/** Whether `track` holds any Zeds at all, Start and Disease Spreaders included (§2.5 step 1, G5). */
export function trackHoldsZeds(s: SiegeState, track: TrackId): boolean {
  return B.trackSpaces[track].some((i) => zedsHere(s, i).length > 0);
}

/**
 * Runs the Zeds phase's activations in order (§2.5): a track without any Zeds gets a new unit on
 * its Start, which does not move this activation (step 1); otherwise its pass runs. Extra moves
 * (Fast, Wolf Zeds, Berserkers) and Zeds Pressure come after the passes in later steps of S1.
 */
export const activationStep: StepHandler<Extract<SiegeStep, { t: "activation" }>> = (s, w, ev) => {
  const zp = s.zedsPhase;
  if (!zp || zp.current >= zp.activations.length) return done(s, w);
  const track = zp.activations[zp.current]!;
  if (s.flags.includes("torrential-rain") && track === "mountain") {
    ev.push({ type: "activationSkipped", track, rule: "siege G29" } satisfies SiegeEvent);
    zp.current += 1;
    zp.moved = [];
    return;
  }
  ev.push({ type: "activation", track, rule: "siege §2.5" } satisfies SiegeEvent);
  for (const i of B.trackSpaces[track])
    for (const z of zedsAt(s, i)) {
      const r = zedsDef(z).super?.regenerates;
      if (r) regenerate(z, r, ev);
    }
  if (!trackHoldsZeds(s, track)) {
    placeNewZedsOnStart(s, track, ev);
    zp.current += 1;
    zp.moved = [];
    return;
  }
  then(s, { t: "pass", track });
};

/**
 * One track's pass (§2.5 step 2): its spaces from the one closest to TC outward to the Start; the
 * Zeds on a space that have not moved this activation move as one unit or Mob, one group at a
 * time, each finished before the next (`advance`); a Disease Spreader moves as its own group after
 * the Mob of its space (G5). When no group is left, the activation is over.
 */
export const passStep: StepHandler<Extract<SiegeStep, { t: "pass" }>> = (s, w) => {
  const zp = s.zedsPhase!;
  for (let num = 0; num <= 7; num++) {
    const i = B.trackSpaces[w.track][num]!;
    const here = zedsHere(s, i);
    if (here.length === 0) continue;
    const waiting = here.filter((z) => !zp.moved.includes(z.id));
    if (waiting.length === 0) continue;
    const mob = waiting.filter(countsAsZeds);
    const group = mob.length ? mob : [waiting[0]!];
    zp.moved.push(...group.map((z) => z.id));
    // window W1 (G11): only while the team holds They Took the Bait
    if (s.decks.keep.includes("they-took-the-bait")) then(s, { t: "bait", ids: group.map((z) => z.id), from: i });
    else then(s, { t: "advance", ids: group.map((z) => z.id), from: i });
    return;
  }
  done(s, w);
  then(s, { t: "extraMoves", track: w.track, done: [] });
};
