import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, isStart, spaceLabel, trackOf, type TrackId } from "../board";
import { choice } from "../decisions";
import { countsAsZeds, zedsStrength, zedsHere } from "../occupancy";
import type { Continuation } from "../../core/engine";
import { done, roll, then, type StepHandler } from "../procedure";
import type { SiegeState, Work } from "../types";
import { beginZedsActivations, regenerate } from "./activation";

/** "all" in the Zeds box (§2.5): the lead orders the four tracks, one pick at a time; then they activate in that order. */
export const allOrderStep: StepHandler<Extract<Work, { t: "allOrder" }>> = (s, w) => {
  while (w.left.length) {
    const pick = choice(s, w, s.lead, "activationOrder", w.left, "Which track activates next?", "siege §2.5");
    if (pick === null) return;
    w.chosen.push(pick as TrackId);
    w.left = w.left.filter((t) => t !== pick);
  }
  done(s, w);
  beginZedsActivations(s, w.chosen);
};

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
 * Zeds Pressure (D3, §2.5 [P], C10): with two or more seats, after the activations, each seat
 * beyond the first gives one extra Rule 4.4 move to a different Zeds unit or Mob — the strongest
 * not yet pressed this phase, off a Start (Mob: combined Strength); ties nearest TC, then the lead's
 * choice. A pick whose move is blocked still counts as pressed (G30). Disease Spreaders are not
 * picked (decided: they have no Strength that counts toward a Mob's). Torrential Rain skips the Mountain (G29).
 */
export const pressureStep: StepHandler<Extract<Work, { t: "pressure" }>> = (s, w, ev) => {
  if (w.left <= 0) return done(s, w);
  const groups = pressureGroups(s, w.pressed);
  if (!groups.length) return done(s, w);
  const best = Math.max(...groups.map((g) => g.strength));
  let tied = groups.filter((g) => g.strength === best);
  const nearest = Math.min(...tied.map((g) => B.numOf[g.space]!));
  tied = tied.filter((g) => B.numOf[g.space] === nearest);
  const pick = choice(s, w, s.lead, "pressure", tied.map((g) => B.spaces[g.space]!.id), "Zeds Pressure: which of the equally strong groups moves?", "siege C10");
  if (pick === null) return;
  const g = tied.find((x) => B.spaces[x.space]!.id === pick)!;
  w.left -= 1;
  w.pressed.push(...g.ids);
  if (w.left <= 0) done(s, w);
  ev.push({ type: "pressure", space: g.space, track: trackOf(g.space), rule: "siege C10", text: `Zeds Pressure: the Zeds on ${spaceLabel(g.space)} make an extra move` });
  then(s, { t: "advance", ids: g.ids, from: g.space });
};

/**
 * After the activations (G15): Zeds Pressure with 2+ seats (D3), then the card's "end of Zeds
 * phase" text (What's That Smell?, §6.3: smell.ts); then the Zeds phase is over.
 */
export const zedsEndStep: StepHandler<Extract<Work, { t: "zedsEnd" }>> = (s, w, ev: GameEvent[]) => {
  done(s, w);
  s.zedsPhase = null;
  const steps: Work[] = [];
  if (s.seats.length > 1) steps.push({ t: "pressure", left: s.seats.length - 1, pressed: [] });
  if (s.decks.current === "whats-that-smell") steps.push({ t: "smell" });
  then(s, ...steps);
  void ev;
};

/**
 * They Took the Bait (G11 W1, §6.5), asked of the lead before each Zeds group moves while the team
 * holds it: played, the group's activation is cancelled and each of its units heals 1 hit (G26);
 * then 1 die: 1–3 the card is discarded, 4–6 it goes back to the Keep hand. Declined: the move runs.
 */
export const baitStep: StepHandler<Extract<Work, { t: "bait" }>> = (s, w, ev, k) => {
  const group = w.ids.map((id) => s.zeds[id]).filter((z) => z && z.at === w.from);
  if (!group.length) return done(s, w);
  const pick = choice(s, w, s.lead, "bait", ["play", "decline"], `Play They Took the Bait on the Zeds on ${spaceLabel(w.from)}?`, "siege §6.5");
  if (pick === null) return;
  done(s, w);
  if (pick === "decline") return then(s, { t: "advance", ids: w.ids, from: w.from });
  s.decks.keep.splice(s.decks.keep.indexOf("they-took-the-bait"), 1);
  ev.push({ type: "playKeep", card: "they-took-the-bait", seat: s.lead, rule: "siege §6.5", text: `They Took the Bait: the Zeds on ${spaceLabel(w.from)} do not move` });
  for (const z of group) regenerate(z!, 1, ev);
  roll(s, ev, k, { purpose: "bait", dice: 1, rule: "siege §6.5", text: (d) => `They Took the Bait: ${d[0]} (4–6 keeps the card)`, then: "bait", data: null });
};

/** The continuations of the Zeds phase's card rolls. */
export const ZEDS_PHASE_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  bait: (s, [d], _data, ev) => {
    if (d! >= 4) {
      s.decks.keep.push("they-took-the-bait");
      ev.push({ type: "keepCard", card: "they-took-the-bait", rule: "siege §6.5", text: "They Took the Bait goes back to the Keep hand" });
    } else {
      s.decks.fateDiscard.push("they-took-the-bait");
      ev.push({ type: "discard", card: "they-took-the-bait", rule: "siege §6.5", text: "They Took the Bait is discarded" });
    }
  },
};
