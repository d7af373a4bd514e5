import type { GameEvent } from "../../../core/ruleset";
import { type TrackId } from "../../board";
import { choice } from "../../procedure/choices";
import type { Continuation } from "../../../core/engine";
import { done, then, type StepHandler } from "../../procedure/stack";
import { roll } from "../../procedure/roll";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import { regenerate } from "./activation";
import { beginZedsActivations } from "../../procedure/activations";
import { pressureMoves } from "./pressure";
import type { SiegeEvent } from "../../state/events";
import { facesFrom } from "../../state/needs";

/** "all" in the Zeds box (§2.5): the lead orders the four tracks, one pick at a time; then they activate in that order. */
export const allOrderStep: StepHandler<Extract<SiegeStep, { t: "allOrder" }>> = (s, w) => {
  while (w.left.length) {
    const pick = choice(s, w, s.lead, "activationOrder", w.left, { key: "activationOrder", params: {} }, "siege §2.5");
    if (pick === null) return;
    w.chosen.push(pick as TrackId);
    w.left = w.left.filter((t) => t !== pick);
  }
  done(s, w);
  beginZedsActivations(s, w.chosen);
};

/**
 * After the activations (G15): Zeds Pressure when the round brings any (G31: `pressureMoves`), then
 * the card's "end of Zeds phase" text (What's That Smell?, §6.3: cards/event/whats-that-smell.ts); then the Zeds phase is over.
 */
export const zedsEndStep: StepHandler<Extract<SiegeStep, { t: "zedsEnd" }>> = (s, w, ev: GameEvent[]) => {
  done(s, w);
  s.zedsPhase = null;
  const steps: SiegeStep[] = [];
  const pressure = pressureMoves(s.options.pressure, s.seats.length, s.decks.current);
  if (pressure > 0) steps.push({ t: "pressure", left: pressure, pressed: [] });
  if (s.decks.current === "whats-that-smell") steps.push({ t: "smell" });
  then(s, ...steps);
  void ev;
};

/**
 * They Took the Bait (G11 W1, §6.5), asked of the lead before each Zeds group moves while the team
 * holds it: played, the group's activation is cancelled and each of its units heals 1 hit (G26);
 * then 1 die: 1–3 the card is discarded, 4–6 it goes back to the Keep hand. Declined: the move runs.
 */
export const baitStep: StepHandler<Extract<SiegeStep, { t: "bait" }>> = (s, w, ev, k) => {
  const group = w.ids.map((id) => s.zeds[id]).filter((z) => z && z.at === w.from);
  if (!group.length) return done(s, w);
  const pick = choice(s, w, s.lead, "bait", ["play", "decline"], { key: "bait", params: { space: w.from } }, "siege §6.5");
  if (pick === null) return;
  done(s, w);
  if (pick === "decline") return then(s, { t: "advance", ids: w.ids, from: w.from });
  s.decks.keep.splice(s.decks.keep.indexOf("they-took-the-bait"), 1);
  ev.push({ type: "playKeep", card: "they-took-the-bait", seat: s.lead, rule: "siege §6.5" } satisfies SiegeEvent);
  for (const z of group) regenerate(z!, 1, ev);
  roll(s, ev, k, { purpose: "bait", dice: 1, rule: "siege §6.5", need: { read: "faces", faces: facesFrom(4) }, then: "bait", data: null });
};

/** The continuations of the Zeds phase's card rolls. */
export const ZEDS_PHASE_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  bait: (s, [d], _data, ev) => {
    if (d! >= 4) {
      s.decks.keep.push("they-took-the-bait");
      ev.push({ type: "keepCard", card: "they-took-the-bait", rule: "siege §6.5" } satisfies SiegeEvent);
    } else {
      s.decks.fateDiscard.push("they-took-the-bait");
      ev.push({ type: "discard", card: "they-took-the-bait", rule: "siege §6.5" } satisfies SiegeEvent);
    }
  },
};
