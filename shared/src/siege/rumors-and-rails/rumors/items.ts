import { refuse, type Refusal } from "../../../core/refusal";
import { z } from "zod";
import type { ActionDef, Continuation } from "../../../core/engine";
import { SIEGE_BOARD as B, isStart, spaceLabel, trackOf } from "../../board";
import { mayAct, payOptions, payRefusal, spend, stillActing, type Pay } from "../../actions/common";
import { eliminateZeds } from "../../combat/hits";
import { isCivilianCounter, zedsAt, zedsStrength, unitsHere } from "../../state/occupancy";
import { then } from "../../procedure/stack";
import { reachesStrength, rollAgainstStrength } from "../../procedure/strength-roll";
import type { SiegeState } from "../../state/game";
import type { SiegeSeatId } from "../../state/options";
import type { RumorId } from "../../state/rumors";
import type { PlayerUnit, ZedsUnit } from "../../state/units";
import { RUMORS } from "../../cards/fate/deck";
import type { SiegeEvent } from "../../state/events";

/** The Attach items' actions (S-R6, S-R8, S-R10, G10). */
export type ItemAction = { type: "giveItem"; unit: string; item: RumorId; to: string } | { type: "crystal"; unit: string } | { type: "siren"; unit: string; target: string; pay: Pay };

/** The round flag of the Pulsing Green Crystal's once-per-round use (S-R8; round flags clear when Housekeeping ends). */
export const CRYSTAL_USED = "crystal-used";

/**
 * The units `u` may hand an item to (S-R6, G10): another player unit on its space (a track space or
 * TC), not Villagers or Refugees, of any seat; trains are not units.
 */
export function itemReceivers(s: SiegeState, u: PlayerUnit): PlayerUnit[] {
  if (u.at !== B.tc && trackOf(u.at) === null) return [];
  return unitsHere(s, u.at).filter((x) => x.id !== u.id && !isCivilianCounter(x));
}

/** Why `seat` may not hand `item` from `unit` to `to` now (S-R6, G10), or null. */
function giveRefusal(s: SiegeState, seat: SiegeSeatId, a: { unit: string; item: RumorId; to: string }): Refusal | null {
  if (!stillActing(s, seat)) return refuse("siege.doneThisPhase");
  const u = s.units[a.unit];
  if (!u) return refuse("siege.noUnit", { unit: a.unit });
  if (u.seat !== seat) return refuse("siege.notYours", { unit: u.id });
  if (!u.items.includes(a.item)) return refuse("siege.notCarrying", { unit: u.id, item: a.item });
  if (u.coma) return refuse("siege.inComa", { unit: u.id });
  if (s.trains.some((t) => t.id === a.to)) return refuse("siege.itemToTrain");
  const to = s.units[a.to];
  if (!to || to.id === u.id) return refuse("siege.noOtherUnit", { unit: a.to });
  if (to.at !== u.at) return refuse("siege.notOnSpace", { unit: to.id, unit2: u.id, space: spaceLabel(u.at) });
  if (isCivilianCounter(to)) return refuse("siege.noCarriers");
  return itemReceivers(s, u).some((x) => x.id === to.id) ? null : refuse("siege.cannotTakeItem", { unit: to.id });
}

/** `giveItem` (S-R6, G10): free, in the Action phase, to another unit on the same space (any seat's, not Villagers or Refugees). */
export const giveItemAction: ActionDef<SiegeState, Extract<ItemAction, { type: "giveItem" }>> = {
  type: "giveItem",
  phases: ["action"],
  schema: z.object({ type: z.literal("giveItem"), unit: z.string(), item: z.string() as unknown as z.ZodType<RumorId>, to: z.string() }).strict(),
  candidates: (s, seat) =>
    Object.values(s.units)
      .filter((u) => u.seat === seat && u.items.length)
      .flatMap((u) => u.items.flatMap((item) => itemReceivers(s, u).map((to) => ({ type: "giveItem" as const, unit: u.id, item, to: to.id })))),
  check: (s, seat, a) => (RUMORS[a.item] !== "attach" ? refuse("siege.notAnItem", { item: a.item }) : giveRefusal(s, seat as SiegeSeatId, a)),
  exec: (s, _seat, a, ev) => {
    const u = s.units[a.unit]!;
    const to = s.units[a.to]!;
    u.items.splice(u.items.indexOf(a.item), 1);
    to.items.push(a.item);
    ev.push({ type: "itemGiven", item: a.item, from: u.id, to: to.id, rule: "siege S-R6" } satisfies SiegeEvent);
  },
};

/** Why `seat` may not use the Crystal of `unit` now (S-R8, G10), or null. */
function crystalRefusal(s: SiegeState, seat: SiegeSeatId, unit: string): Refusal | null {
  if (!stillActing(s, seat)) return refuse("siege.doneThisPhase");
  const u = s.units[unit];
  if (!u) return refuse("siege.noUnit", { unit });
  if (!u.items.includes("pulsing-green-crystal")) return refuse("siege.noCrystal", { unit: u.id });
  if (s.flags.includes(CRYSTAL_USED)) return refuse("siege.crystalUsed");
  if (!mayAct(s, seat, u)) return refuse("siege.cannotActNow", { unit: u.id });
  return null;
}

/** `crystal` (S-R8, G10): once per round, the carrier gets 1 free Action for itself (not in Chaos or coma). */
export const crystalAction: ActionDef<SiegeState, Extract<ItemAction, { type: "crystal" }>> = {
  type: "crystal",
  phases: ["action"],
  schema: z.object({ type: z.literal("crystal"), unit: z.string() }).strict(),
  candidates: (s, seat) =>
    Object.values(s.units)
      .filter((u) => u.seat === seat && u.items.includes("pulsing-green-crystal"))
      .map((u) => ({ type: "crystal" as const, unit: u.id })),
  check: (s, seat, a) => crystalRefusal(s, seat as SiegeSeatId, a.unit),
  exec: (s, _seat, a, ev) => {
    s.flags.push(CRYSTAL_USED);
    s.actionPhase.free[a.unit] = (s.actionPhase.free[a.unit] ?? 0) + 1;
    ev.push({ type: "crystal", unit: a.unit, rule: "siege S-R8" } satisfies SiegeEvent);
  },
};

/**
 * The Zeds units the Siren of `u` may call (S-R10, G10): on a track space next to its space (from TC:
 * on any #0), never on a Start; Disease Spreaders too.
 */
export function sirenTargets(s: SiegeState, u: PlayerUnit): ZedsUnit[] {
  let near: number[];
  if (u.at === B.tc) near = B.tracks.map((t) => B.trackSpaces[t][0]!);
  else if (trackOf(u.at) === null) return [];
  else near = [B.toward[u.at]!, B.away[u.at]!].filter((i) => i >= 0 && i !== B.tc);
  return near.filter((i) => !isStart(i)).flatMap((i) => zedsAt(s, i));
}

/** Why `seat` may not sound the Siren of `unit` at `target` now (S-R10, G10), or null (the payment is checked apart). */
function sirenRefusal(s: SiegeState, seat: SiegeSeatId, a: { unit: string; target: string }): Refusal | null {
  if (!stillActing(s, seat)) return refuse("siege.doneThisPhase");
  const u = s.units[a.unit];
  if (!u) return refuse("siege.noUnit", { unit: a.unit });
  if (!u.items.includes("zeds-siren")) return refuse("siege.noSiren", { unit: u.id });
  if (!mayAct(s, seat, u)) return refuse("siege.cannotActNow", { unit: u.id });
  const z = s.zeds[a.target];
  if (!z) return refuse("siege.noZedsUnit", { zeds: a.target });
  if (isStart(z.at)) return refuse("siege.sirenStart", { space: spaceLabel(z.at) });
  return sirenTargets(s, u).some((x) => x.id === z.id) ? null : refuse("siege.sirenReach", { zeds: z.id, unit: u.id });
}

/**
 * `siren` (S-R10, G10): an Action; 2 dice against the target's own current Strength (not its Mob's):
 * the total reaching it makes the unit retreat by G6 (a fight may follow, a Mob partner stays, no
 * train is destroyed); doubles on a success kill it instead.
 */
export const sirenAction: ActionDef<SiegeState, Extract<ItemAction, { type: "siren" }>> = {
  type: "siren",
  phases: ["action"],
  schema: z.object({ type: z.literal("siren"), unit: z.string(), target: z.string(), pay: z.enum(["player", "event", "free"]) }).strict(),
  candidates: (s, seat) =>
    Object.values(s.units)
      .filter((u) => u.seat === seat && u.items.includes("zeds-siren"))
      .flatMap((u) => sirenTargets(s, u).flatMap((z) => payOptions(s, seat as SiegeSeatId, u).map((pay) => ({ type: "siren" as const, unit: u.id, target: z.id, pay })))),
  check: (s, seat, a) => sirenRefusal(s, seat as SiegeSeatId, a) ?? payRefusal(s, seat as SiegeSeatId, s.units[a.unit]!, a.pay),
  exec: (s, seat, a, ev, k) => {
    const u = s.units[a.unit]!;
    const z = s.zeds[a.target]!;
    spend(s, seat as SiegeSeatId, u, a.pay);
    rollAgainstStrength(s, ev, k, { purpose: "siren", rule: "siege S-R10", then: "siren", unit: u.id, zeds: z, outcome: (d, str) => SIREN_OUTCOME[sirenResult(d, str)] });
  },
};

/** The Siren's result for `dice` against Strength `strength` (S-R10, G10): doubles kill only on a success. */
export function sirenResult(dice: number[], strength: number): "fail" | "retreat" | "kill" {
  if (!reachesStrength(dice, strength)) return "fail";
  return dice[0] === dice[1] ? "kill" : "retreat";
}

/** The Siren's results as the Mystic Amulet's offer keys (S-R9). */
const SIREN_OUTCOME = { fail: "sirenFail", retreat: "sirenRetreat", kill: "sirenKill" } as const;

/** The Siren roll's continuation (S-R10): the result, then the kill or the G6 retreat of that one unit. */
export const ITEM_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  siren: (s, dice, data, ev, _out, k) => {
    const { unit, target } = data as { unit: string; target: string };
    const z = s.zeds[target];
    if (!z) return;
    const result = sirenResult(dice, zedsStrength(z));
    ev.push({
      type: "siren",
      unit,
      target,
      dice: [...dice],
      result,
      rule: "siege S-R10",
    } satisfies SiegeEvent);
    if (result === "kill") eliminateZeds(s, z, ev, k);
    else if (result === "retreat") then(s, { t: "retreatZeds", from: z.at, ids: [z.id] });
  },
};
