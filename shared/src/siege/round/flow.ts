import type { Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, type TrackId } from "../board";
import { EVENT_CARDS } from "../cards/event/deck";
import { done, then, type StepHandler } from "../procedure/stack";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { Phase } from "../state/phases";
import type { SiegeStep } from "../state/steps";
import { raiseInfection } from "../state/resources";
import { beginZedsActivations } from "../procedure/activations";
import { startRoundEvent, endOfActionPhaseCards } from "../cards/event/effects";
import { enterFourR, fourROpen } from "./phases/four-r";
import { enterInfection } from "./phases/infection";
import { enterEat } from "./phases/eat";
import { restoreOrder } from "./phases/housekeeping";
import { scoreResult } from "../state/score";
import { HOOKS } from "../procedure/hooks";
import type { SiegeEvent } from "../state/events";
import type { SiegeReasonKey } from "../state/keys";

/** The phases of a round in the printed order (§2). */
export const PHASE_ORDER: readonly Exclude<Phase, "over">[] = ["draw", "4r", "infection", "eat", "zeds", "action", "housekeeping"];

/** The lead seat of round `round` (G12): seats[(round − 1) mod seats]. */
export function leadOf(s: SiegeState, round: number): SiegeSeatId {
  return s.seats[(round - 1) % s.seats.length]!;
}

/** Ends the game in a win for the defenders (§7, §2.8): the End card's moment was reached; the result's reason is `key` (the client's `siege.reason.<key>`) and it carries the epilogue score (score.ts). */
export function winGame(s: SiegeState, key: SiegeReasonKey, rule: string, ev: GameEvent[]): void {
  s.phase = "over";
  s.result = { winner: "defenders", rule, key };
  scoreResult(s);
  s.work = [];
  s.pending = [];
  ev.push({ type: "gameOver", winner: "defenders", rule } satisfies SiegeEvent);
}

/** Whether the current phase waits for seats' actions (the 4R budget of the lead, the Action phase's seats), so the flow must not move on. */
export function phaseWaits(s: SiegeState): boolean {
  if (s.phase === "4r") return fourROpen(s);
  if (s.phase === "action") return s.actionPhase.done.length < s.seats.length;
  return false;
}

/**
 * Moves to the next phase (§2): after Housekeeping the next round begins with the Draw (round + 1,
 * the lead rotates, G12). The National Guard round (§2.8, G15) ends right after its Draw: no
 * Housekeeping. Pushes the new phase's `enter` step.
 */
export function nextPhase(s: SiegeState, ev: GameEvent[]): void {
  let next: Exclude<Phase, "over">;
  if (s.phase === "housekeeping" || (s.phase === "draw" && s.flags.includes("round-over"))) {
    if (s.phase === "draw") ev.push({ type: "roundOver", rule: "siege §2.8" } satisfies SiegeEvent);
    s.round += 1;
    s.lead = leadOf(s, s.round);
    s.flags = [];
    next = "draw";
  } else next = PHASE_ORDER[PHASE_ORDER.indexOf(s.phase as Exclude<Phase, "over">) + 1]!;
  s.phase = next;
  then(s, { t: "enter", phase: next });
}

/** The tracks of a Zeds box that lists tracks (§2.5), Torrential Rain's Mountain skip (G29) applied later by the pass. */
function listedTracks(box: readonly TrackId[]): TrackId[] {
  return [...box];
}

/**
 * Enters a phase (§2): the phase's start-of-phase procedure.
 * - Draw (§2.1, G15): reveal the top Event card, set the Action track, its "Start:" text.
 * - 4R (§2.2): the Refugee movement budget (C8, G4), spent by the lead.
 * - Infection (§2.3): Disease Spreaders, the Outbreak check, the Outbreak.
 * - Eat (§2.4): pay Supplies, unpaid ones as hits.
 * - Zeds (§2.5, G15, G28): an End card wins here (but the blue Fate×2 one); BRAINS! +N Infection;
 *   the card's activations, then Pressure, extra moves and the card's end-of-phase text.
 * - Action (§2.6, D1, G15): every seat's Player Action back, nobody done, the free rumor reveals first (G9; no Action phase after BRAINS!).
 * - Housekeeping (§2.7): reset, No Entry cleared, Restore Order, the Tall-Mart bonus (S-R14).
 */
export const enterStep: StepHandler<Extract<SiegeStep, { t: "enter" }>> = (s, w, ev, k) => {
  done(s, w);
  ev.push({ type: "phase", phase: w.phase, round: s.round, rule: "siege §2" } satisfies SiegeEvent);
  switch (w.phase) {
    case "draw":
      return enterDraw(s, ev, k);
    case "4r":
      return enterFourR(s, ev);
    case "infection":
      return enterInfection(s, ev, k);
    case "eat":
      return enterEat(s, ev, k);
    case "zeds":
      return enterZeds(s, ev);
    case "action":
      return enterAction(s, ev);
    case "housekeeping":
      return enterHousekeeping(s, ev);
  }
};

function enterDraw(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>): void {
  // S-R5, G9: who stands on a face-down rumor as the round begins (the free reveal of the Action phase)
  HOOKS.watchRumors(s);
  if (s.decks.current) s.decks.eventDiscard.push(s.decks.current);
  const card = s.decks.event.shift();
  if (!card) {
    // G13: the Event deck cannot run out (the End card is its last card); should it, the defenders held out
    s.decks.current = null;
    return winGame(s, "deckOut", "siege G13", ev);
  }
  s.decks.current = card;
  const c = EVENT_CARDS[card];
  s.actionTrack = c.actions;
  ev.push({ type: "eventCard", card, act: c.act, rule: "siege §2.1" } satisfies SiegeEvent);
  startRoundEvent(s, card, ev, k);
}

function enterZeds(s: SiegeState, ev: GameEvent[]): void {
  const card = s.decks.current!;
  const c = EVENT_CARDS[card];
  if (c.act === "end" && c.zeds !== "fate-twice") return winGame(s, "lastCard", "siege §2.8", ev);
  if (c.brains) raiseInfection(s, c.brains, "siege G28", ev);
  then(s, { t: "zedsEnd" });
  if (c.zeds === "none") return;
  if (c.zeds === "all") {
    then(s, { t: "allOrder", left: [...B.tracks], chosen: [] });
    return;
  }
  if (c.zeds === "fate-twice") {
    then(s, { t: "fate", purpose: "activation-twice" });
    return;
  }
  beginZedsActivations(s, listedTracks(c.zeds));
}

function enterAction(s: SiegeState, ev: GameEvent[]): void {
  const card = s.decks.current!;
  const c = EVENT_CARDS[card];
  if (c.act === "end") return winGame(s, "lastCard", "siege §2.8", ev);
  s.actionPhase = { playerAction: Object.fromEntries(s.seats.map((x) => [x, true])), done: [], healed: s.actionPhase.healed, equipped: s.actionPhase.equipped, used: [], free: {} };
  if (card === "hospital-efficiency") then(s, { t: "eventStart", card });
  // G15: the free rumor reveals (S-R5, G9) run first, before the seats act
  if (s.rumors && !s.flags.includes("brains")) then(s, { t: "freeReveal" });
  if (s.flags.includes("brains")) {
    s.actionPhase.done = [...s.seats];
    ev.push({ type: "noActionPhase", rule: "siege §2.8" } satisfies SiegeEvent);
  }
}

function enterHousekeeping(s: SiegeState, ev: GameEvent[]): void {
  s.actionTrack = 0;
  s.actionPhase = { playerAction: {}, done: [], healed: [], equipped: false, used: [], free: {} };
  for (let i = 0; i < s.spaces.length; i++)
    if (s.spaces[i]!.noEntry) {
      s.spaces[i]!.noEntry = false;
      ev.push({ type: "noEntryCleared", space: i, rule: "siege §2.7" } satisfies SiegeEvent);
    }
  restoreOrder(s, ev);
  // G11 W7, §2.7 step 3: the Tall-Mart bonus runs here, after Restore Order (S-R14)
  if (HOOKS.tallMartDue(s)) then(s, { t: "tallMart" });
}

/** The Action phase's end (G15): once every seat said done, the Secret Air Force Base (S-R13), then the end-of-phase card checks (Pantry, Hunting Cabin). */
export const actionEndStep: StepHandler<Extract<SiegeStep, { t: "actionEnd" }>> = (s, w, ev) => {
  done(s, w);
  // G11 W6: the Air Force Base's end-of-phase choice goes before the card checks (S-R13); it runs this step again after a Heal
  if (HOOKS.airBaseDue(s)) return then(s, { t: "airBase" });
  endOfActionPhaseCards(s, ev);
};

