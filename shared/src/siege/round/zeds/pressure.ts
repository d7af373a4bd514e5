import { SIEGE_BOARD as B, isStart, trackOf } from "../../board";
import { EVENT_CARDS } from "../../cards/event/deck";
import { choice } from "../../procedure/choices";
import { countsAsZeds, zedsStrength, zedsHere } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import type { EventCardId } from "../../state/cards";
import type { SiegeState } from "../../state/game";
import type { PressureOption } from "../../state/options";
import type { SiegeStep } from "../../state/steps";
import type { SiegeEvent } from "../../state/events";

/**
 * How many Zeds Pressure moves a round brings (G31, C10): none with one seat; else, with n filled
 * seats (bots included), n − 1 — with option `printed` only when the round's Event card carries the
 * Pressure icon (cards/event/deck.ts), with `every-round` in every round, with `off` never. `card` is
 * the round's Event card (null between cards: none). `pressure` undefined is a game restored from a
 * snapshot stored before the option existed: Pressure came every round then. Pure, so the room can
 * show it before the Zeds phase.
 */
export function pressureMoves(pressure: PressureOption | undefined, seats: number, card: EventCardId | null): number {
  pressure ??= "every-round";
  if (seats < 2 || pressure === "off" || !card) return 0;
  if (pressure === "printed" && !EVENT_CARDS[card].pressureIcon) return 0;
  return seats - 1;
}

/** The Zeds groups that Pressure may pick (C10): one per space off Start (a unit or a Mob), by combined Strength; a group with a unit pressed already this phase is out (pressed are unit ids, so a group is not pressed again on its new space). */
function pressureGroups(s: SiegeState, pressed: string[]): { space: number; strength: number; ids: string[] }[] {
  const out: { space: number; strength: number; ids: string[] }[] = [];
  for (const sp of B.spaces) {
    if (!sp.track || isStart(sp.index)) continue;
    if (s.flags.includes("torrential-rain") && sp.track === "mountain") continue;
    const here = zedsHere(s, sp.index);
    if (here.length === 0) continue;
    const zs = here.filter(countsAsZeds);
    if (zs.some((z) => pressed.includes(z.id))) continue;
    if (zs.length) out.push({ space: sp.index, strength: zs.reduce((n, z) => n + zedsStrength(z), 0), ids: zs.map((z) => z.id) });
  }
  return out;
}

/**
 * The Zeds Pressure step (G31, C10), after the activations when `pressureMoves` gives any: each
 * move goes to a different Zeds unit or Mob — the strongest not yet pressed this phase, off a Start
 * (Mob: combined Strength); ties nearest TC, then the lead's choice. A pick whose move is blocked
 * still counts as pressed (G30). Disease Spreaders are not picked (decided: they have no Strength
 * that counts toward a Mob's). Torrential Rain skips the Mountain (G29).
 */
export const pressureStep: StepHandler<Extract<SiegeStep, { t: "pressure" }>> = (s, w, ev) => {
  if (w.left <= 0) return done(s, w);
  const groups = pressureGroups(s, w.pressed);
  if (!groups.length) return done(s, w);
  const best = Math.max(...groups.map((g) => g.strength));
  let tied = groups.filter((g) => g.strength === best);
  const nearest = Math.min(...tied.map((g) => B.numOf[g.space]!));
  tied = tied.filter((g) => B.numOf[g.space] === nearest);
  const pick = choice(s, w, s.lead, "pressure", tied.map((g) => B.spaces[g.space]!.id), { key: "pressure", params: {} }, "siege C10");
  if (pick === null) return;
  const g = tied.find((x) => B.spaces[x.space]!.id === pick)!;
  w.left -= 1;
  w.pressed.push(...g.ids);
  if (w.left <= 0) done(s, w);
  ev.push({ type: "pressure", space: g.space, track: trackOf(g.space), rule: "siege G31" } satisfies SiegeEvent);
  then(s, { t: "advance", ids: g.ids, from: g.space });
};
