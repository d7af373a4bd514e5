import { refuse, type Refusal } from "../../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, spaceLabel } from "../../board";
import { payOptions, payRefusal, spend, stillActing, type Pay } from "../../actions/common";
import { choice } from "../../procedure/choices";
import { hasZedsAt } from "../../state/occupancy";
import { done, type StepHandler } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { SiegeSeatId } from "../../state/options";
import type { SiegeStep } from "../../state/steps";
import { discoverer, faceDownAt, revealable, revealAt } from "./mill";

/** `reveal` (S-R3, G9): a Hero or heroic Civilians unit of the seat spends 1 Action to reveal the face-down rumor on its space. */
export interface RevealAction {
  type: "reveal";
  unit: string;
  pay: Pay;
}

/*
 * "Stood there since before this round began" (S-R5, G9) is kept as plain JSON in
 * `s.rumors.watch`: when a round's Draw begins, every unit that may discover rumors and stands on a
 * face-down rumor's space is written down with that space (`watchRumors`); a unit that leaves the
 * space drops out (`leaveWatch`: the free reveal also checks that the unit is still on the space it
 * was written down with, so a unit that was moved away cannot qualify). Between the Draw and the
 * Action phase a unit can only leave and come back as a train's passenger: the train's boarding
 * calls `leaveWatch`.
 */

/** At the start of a round's Draw (G9): records which eligible unit stands on which face-down rumor's space. Nothing without the module. */
export function watchRumors(s: SiegeState): void {
  if (!s.rumors) return;
  const watch: Record<string, number> = {};
  for (const u of Object.values(s.units)) if (discoverer(u) && faceDownAt(s, u.at) !== null) watch[u.id] = u.at;
  s.rumors.watch = watch;
}

/** A unit leaves its space (a train's passenger boarding, G2): it drops out of this round's free reveal (G9). */
export function leaveWatch(s: SiegeState, unit: string): void {
  const w = s.rumors?.watch;
  if (!w || !(unit in w)) return;
  const { [unit]: _gone, ...rest } = w;
  s.rumors!.watch = rest;
}

/** The units that qualify for a free reveal on space `i` now (S-R5, G9), in id order. */
function freeRevealers(s: SiegeState, i: number): string[] {
  const w = s.rumors?.watch ?? {};
  return Object.keys(w)
    .filter((id) => w[id] === i && s.units[id]?.at === i && discoverer(s.units[id]!))
    .sort();
}

/** The spaces with a face-down rumor that a free reveal takes now (S-R5, G9): no Chaos, no Zeds, a unit that waited there. */
function freeRevealSpaces(s: SiegeState): number[] {
  const w = s.rumors?.watch;
  if (!w) return [];
  // only a space a unit was written down on can have a free revealer (`freeRevealers`): those, in board order
  const out: number[] = [];
  for (const id in w) {
    const i = w[id]!;
    if (!out.includes(i) && revealable(s, i) && freeRevealers(s, i).length) out.push(i);
  }
  return out.sort((a, b) => a - b);
}

/**
 * The free reveals at the start of the Action phase (S-R5, G9, G15), one space at a time in board
 * order: the rumor is revealed free by a unit that has stood on its space since before the round
 * began, when no Chaos or Zeds are there now; several such units: the lead picks the revealer
 * (purpose `revealer`). The step stays on the stack until no space qualifies (a revealed Place
 * rumor's own steps run in between).
 */
export const freeRevealStep: StepHandler<Extract<SiegeStep, { t: "freeReveal" }>> = (s, w, ev) => {
  const at = freeRevealSpaces(s)[0];
  if (at === undefined) return done(s, w);
  const pick = choice(s, w, s.lead, "revealer", freeRevealers(s, at), { key: "revealer", params: { space: at } }, "siege G9");
  if (pick === null) return;
  revealAt(s, at, pick, "free", ev);
};

/** Why unit `id` of `seat` may not reveal the rumor on its space now (S-R3, S-R4, G9), or null. */
export function revealRefusal(s: SiegeState, seat: SiegeSeatId, id: string): Refusal | null {
  if (!stillActing(s, seat)) return refuse("siege.doneThisPhase");
  if (s.trains.some((t) => t.id === id) || id === "wh-cargo" || id === "express-bv") return refuse("siege.trainsNoRumors");
  const u = s.units[id];
  if (!u) return refuse("siege.noUnit", { unit: id });
  if (!discoverer(u)) return u.coma ? refuse("siege.inComa", { unit: u.id }) : refuse("siege.notDiscoverer", { unit: u.id });
  if (u.seat !== seat) return refuse("siege.notYoursToAct", { unit: u.id });
  if (!s.rumors || faceDownAt(s, u.at) === null) return refuse("siege.noRumorHere", { space: B.spaces[u.at]!.track === null ? B.spaces[u.at]!.id : spaceLabel(u.at) });
  if (s.spaces[u.at]!.chaos > 0) return refuse("siege.rumorChaos", { space: spaceLabel(u.at) });
  if (hasZedsAt(s, u.at)) return refuse("siege.rumorZeds", { space: spaceLabel(u.at) });
  return null;
}

/** The `reveal` definition (S-R3, G9): paid with one Action of the unit's seat; the rumor takes effect by its kind (rumors/mill.ts). */
export const revealAction: ActionDef<SiegeState, RevealAction> = {
  type: "reveal",
  phases: ["action"],
  schema: z.object({ type: z.literal("reveal"), unit: z.string(), pay: z.enum(["player", "event", "free"]) }).strict(),
  candidates: (s, seat) =>
    s.rumors
      ? Object.values(s.units)
          .filter((u) => u.seat === seat && faceDownAt(s, u.at) !== null)
          .flatMap((u) => payOptions(s, seat as SiegeSeatId, u).map((pay) => ({ type: "reveal" as const, unit: u.id, pay })))
      : [],
  check: (s, seat, a) => revealRefusal(s, seat as SiegeSeatId, a.unit) ?? payRefusal(s, seat as SiegeSeatId, s.units[a.unit]!, a.pay),
  exec: (s, seat, a, ev: GameEvent[]) => {
    const u = s.units[a.unit]!;
    spend(s, seat as SiegeSeatId, u, a.pay);
    revealAt(s, u.at, u.id, "paid", ev);
  },
};
