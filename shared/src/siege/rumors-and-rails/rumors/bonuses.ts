import { RESOURCE_MAX } from "../../state/resources";
import { SIEGE_BOARD as B } from "../../board";
import { healOnce } from "../../actions/heal";
import { choice } from "../../procedure/choices";
import { unitsAt } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import { placeOf } from "./named";
import { playerPresent } from "../../state/occupancy";
import type { SiegeEvent } from "../../state/events";

/** The round flag set once the Air Force Base has been offered this Action phase (it pays once per phase). */
const AIR_BASE_FLAG = "air-base";

/**
 * Whether the Secret Air Force Base pays now (S-R13, G10, G15): it is on the map, a player unit or
 * a train is on it (G1), and it has not paid in this Action phase yet.
 */
export function airBaseDue(s: SiegeState): boolean {
  const i = placeOf(s, "secret-air-force-base");
  return i >= 0 && !s.flags.includes(AIR_BASE_FLAG) && playerPresent(s, i);
}

/**
 * The Secret Air Force Base at the end of the Action phase (S-R13, G10, G11 W6), once every seat is
 * done and before the end-of-phase card checks. The lead picks (G12, purpose `airBase`):
 * - `heal:<unit>`: a free Heal of a unit in a Hospital Bed not healed this round (G21, −1 Infection);
 *   then the end-of-phase checks run;
 * - `action`: 1 more Action on the Action track, used at once. Decided: the Action phase reopens for
 *   the lead alone with exactly that Event Action (the seats' unused Actions, free Actions and
 *   Character Actions of the phase are lost, §2.6); Actions gained meanwhile (the Power Plant) may
 *   be spent too; the lead's `done` ends the phase again and the base does not pay twice.
 * The Research option needs Level III and is not offered (C12, D2).
 */
export const airBaseStep: StepHandler<Extract<SiegeStep, { t: "airBase" }>> = (s, w, ev) => {
  const heal = B.beds.flatMap((b) => unitsAt(s, b)).filter((u) => !s.actionPhase.healed.includes(u.id));
  const pick = choice(s, w, s.lead, "airBase", [...heal.map((u) => `heal:${u.id}`), "action"], { key: "airBase", params: {} }, "siege S-R13");
  if (pick === null) return;
  done(s, w);
  if (!s.flags.includes(AIR_BASE_FLAG)) s.flags.push(AIR_BASE_FLAG);
  const space = placeOf(s, "secret-air-force-base");
  if (pick.startsWith("heal:")) {
    const u = s.units[pick.slice(5)]!;
    s.actionPhase.healed.push(u.id);
    healOnce(s, u, ev);
    s.infection = Math.max(0, s.infection - 1);
    ev.push({ type: "airBase", take: "heal", unit: u.id, space, infection: s.infection, rule: "siege S-R13" } satisfies SiegeEvent);
    then(s, { t: "actionEnd" });
    return;
  }
  s.actionTrack = 1;
  for (const seat of s.seats) s.actionPhase.playerAction[seat] = false;
  s.actionPhase.free = {};
  s.actionPhase.used = Object.keys(s.units);
  s.actionPhase.done = s.actionPhase.done.filter((x) => x !== s.lead);
  ev.push({ type: "airBase", take: "action", seat: s.lead, space, rule: "siege S-R13" } satisfies SiegeEvent);
};

/** Whether the Tall-Mart pays in this Housekeeping (S-R14, G1): on the map with a player unit or a train on it. */
export function tallMartDue(s: SiegeState): boolean {
  const i = placeOf(s, "tall-mart-distribution-center");
  return i >= 0 && playerPresent(s, i);
}

/** The Tall-Mart Distribution Center in Housekeeping after Restore Order (S-R14, G10, G11 W7): the lead picks +2 Supplies or +1 Ammo (purpose `tallMart`; 20 at most, §5.1). */
export const tallMartStep: StepHandler<Extract<SiegeStep, { t: "tallMart" }>> = (s, w, ev) => {
  const pick = choice(s, w, s.lead, "tallMart", ["supplies", "ammo"], { key: "tallMart", params: {} }, "siege S-R14");
  if (pick === null) return;
  done(s, w);
  if (pick === "supplies") s.supplies = Math.min(RESOURCE_MAX, s.supplies + 2);
  else s.ammo = Math.min(RESOURCE_MAX, s.ammo + 1);
  const space = placeOf(s, "tall-mart-distribution-center");
  ev.push({ type: "tallMart", take: pick, space, supplies: s.supplies, ammo: s.ammo, rule: "siege S-R14" } satisfies SiegeEvent);
};
