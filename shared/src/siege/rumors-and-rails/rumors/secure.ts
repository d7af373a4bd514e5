import { refuse, type Refusal } from "../../../core/refusal";
import { RESOURCE_MAX } from "../../state/resources";
import { z } from "zod";
import type { ActionDef, AnyActionDef } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, spaceIndex, trackOf } from "../../board";
import { FATE_CARDS } from "../../cards/fate/deck";
import { addUnit, placeUnit, removeZeds } from "../../state/counters";
import { arrive } from "../../heroes/arrival";
import { choice, openChoice } from "../../procedure/choices";
import { defOf, isCivilianCounter, unitsAt } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import { stillActing } from "../../actions/common";
import type { SiegeState } from "../../state/game";
import type { SiegeSeatId } from "../../state/options";
import type { RumorId } from "../../state/rumors";
import type { SiegeStep } from "../../state/steps";
import { unitDef } from "../../units/player";
import type { SuperZedsId } from "../../units/zeds";
import { napalmStep } from "./secure-napalm";
import type { SiegeEvent } from "../../state/events";

/** `playSecure` (S-R23): a seat plays one of the team's Secure rumors (`s.rumors.secure`). */
export interface PlaySecureAction {
  type: "playSecure";
  rumor: RumorId;
}

/** The Secure rumors played "at a time of your choice" (S-R16, S-R18; G11 W4). */
export const ANY_TIME_SECURE: readonly RumorId[] = ["giant-hardware-store", "police-gun-cabinet"];
/** The Secure rumors played in the Action phase (S-R15, S-R17, S-R19…S-R22; G11 W5). */
export const ACTION_SECURE: readonly RumorId[] = ["dr-marteuses-diary", "help-arrives", "rumors-of-our-downfall", "the-red-telephone", "final-thesis", "battle-plan-code-black"];

/** The rule each Secure rumor cites. */
export const SECURE_RULE: Readonly<Partial<Record<RumorId, string>>> = {
  "dr-marteuses-diary": "siege S-R15",
  "giant-hardware-store": "siege S-R16",
  "help-arrives": "siege S-R17",
  "police-gun-cabinet": "siege S-R18",
  "rumors-of-our-downfall": "siege S-R19",
  "the-red-telephone": "siege S-R20",
  "final-thesis": "siege S-R21",
  "battle-plan-code-black": "siege S-R22",
};

const cap = (n: number) => Math.min(RESOURCE_MAX, n);

/** The Super-Zeds on the map, in id order (S-R15). */
function superZedsOnMap(s: SiegeState): string[] {
  return Object.values(s.zeds)
    .filter((z) => z.kind === "super")
    .map((z) => z.id)
    .sort();
}

/** The Heroes and heroic Civilians available to arrive (G17, S-R17). */
function arrivals(s: SiegeState): string[] {
  return s.available.filter((id) => ["hero", "heroic-civilians"].includes(unitDef(id).category)).sort();
}

/** The player units in the Cemetery that Rumors of Our Downfall may bring back (G10: not Villagers or Refugees). */
function fallen(s: SiegeState): string[] {
  return unitsAt(s, B.cemetery)
    .filter((u) => !isCivilianCounter(u))
    .map((u) => u.id);
}

/** The Keep-type cards in the Fate discard pile (S-R21, G10). */
function keepDiscards(s: SiegeState): string[] {
  return [...new Set(s.decks.fateDiscard.filter((c) => FATE_CARDS[c].keep))].sort();
}

/** The units Battle Plan may name (S-R22, G10): on the map or in TC, not in coma, and not a unit that never fires. */
function battlePlanUnits(s: SiegeState): string[] {
  return Object.values(s.units)
    .filter((u) => (u.at === B.tc || trackOf(u.at) !== null) && !u.coma && defOf(u).fire !== "never")
    .map((u) => u.id)
    .sort();
}

/**
 * Why Secure rumor `rumor` cannot be played by `seat` now, or null (S-R15…S-R23, G10, G11):
 * the team must hold it; an Action-phase rumor needs the Action phase, a seat still acting and no
 * open decision; an any-time rumor is played in the Action phase by a seat still acting, in the 4R
 * phase by the lead, and at an open choice by the seat asked when that is the lead (or in the
 * Action phase). Then each rumor's own condition: Diary a Super-Zeds on the map, Help Arrives an
 * available unit, Downfall a player unit in the Cemetery, Final Thesis a Keep card in the Fate
 * discards, Battle Plan's second play a later round than its first.
 */
export function secureRefusal(s: SiegeState, seat: SiegeSeatId, rumor: RumorId): Refusal | null {
  if (!s.rumors) return refuse("siege.noRumorMill");
  if (!SECURE_RULE[rumor]) return refuse("siege.notSecure", { rumor });
  if (!s.rumors.secure.includes(rumor)) return refuse("siege.notHeld", { rumor });
  const atChoice = openChoice(s) !== null;
  if (ACTION_SECURE.includes(rumor)) {
    if (s.phase !== "action") return refuse("siege.secureAction", { rumor });
    if (atChoice || s.pending.length) return refuse("siege.secureNotNow", { rumor });
    if (!stillActing(s, seat)) return refuse("siege.doneThisPhase");
  } else if (atChoice) {
    if (!openChoice(s)!.seats.includes(seat)) return refuse("siege.askedSeatPlays");
    if (seat !== s.lead && s.phase !== "action") return refuse("siege.leadPlays");
  } else if (s.pending.length) return refuse("siege.decisionOpen");
  else if (s.phase === "action") {
    if (!stillActing(s, seat)) return refuse("siege.doneThisPhase");
  } else if (s.phase === "4r") {
    if (seat !== s.lead) return refuse("siege.leadPlays");
  } else return refuse("siege.noSeatActs", { phase: s.phase });
  switch (rumor) {
    case "dr-marteuses-diary":
      return superZedsOnMap(s).length ? null : refuse("siege.noSuperZeds");
    case "help-arrives":
      return arrivals(s).length ? null : refuse("siege.noHeroAvailable");
    case "rumors-of-our-downfall":
      return fallen(s).length ? null : refuse("siege.cemeteryEmpty");
    case "final-thesis":
      return keepDiscards(s).length ? null : refuse("siege.noKeepDiscarded");
    case "battle-plan-code-black":
      return s.rumors.turned?.[rumor] === s.round ? refuse("siege.battlePlanTwice") : null;
    default:
      return null;
  }
}

/**
 * Plays Secure rumor `rumor` for `seat` (S-R23): it leaves the team's hand and the game (Battle
 * Plan's first play only turns it over, S-R22); logs `securePlayed {rumor, seat}`; the resource
 * rumors pay at once, the others push their `secure` step.
 */
export function playSecure(s: SiegeState, seat: SiegeSeatId, rumor: RumorId, ev: GameEvent[]): void {
  const m = s.rumors!;
  const rule = SECURE_RULE[rumor]!;
  const second = rumor === "battle-plan-code-black" && m.turned?.[rumor] !== undefined;
  if (rumor === "battle-plan-code-black" && !second) m.turned = { ...m.turned, [rumor]: s.round };
  else m.secure.splice(m.secure.indexOf(rumor), 1);
  ev.push({ type: "securePlayed", rumor, seat, ...(rumor === "battle-plan-code-black" ? { play: second ? 2 : 1 } : {}), rule } satisfies SiegeEvent);
  switch (rumor) {
    case "giant-hardware-store":
      s.supplies = cap(s.supplies + 7);
      ev.push({ type: "secureGain", rumor, supplies: s.supplies, ammo: s.ammo, rule } satisfies SiegeEvent);
      return;
    case "police-gun-cabinet":
      s.ammo = cap(s.ammo + 5);
      ev.push({ type: "secureGain", rumor, supplies: s.supplies, ammo: s.ammo, rule } satisfies SiegeEvent);
      return;
    case "battle-plan-code-black":
      s.ammo = cap(s.ammo + 2);
      s.supplies = cap(s.supplies + 1);
      ev.push({ type: "secureGain", rumor, supplies: s.supplies, ammo: s.ammo, rule } satisfies SiegeEvent);
      break;
    case "dr-marteuses-diary":
      ev.push({ type: "researchSkipped", rumor, rule: "siege C12" } satisfies SiegeEvent);
      break;
  }
  const left = rumor === "rumors-of-our-downfall" ? Math.min(2, fallen(s).length) : rumor === "final-thesis" ? Math.min(3, keepDiscards(s).length) : undefined;
  then(s, { t: "secure", rumor, seat, ...(left === undefined ? {} : { left }) });
}

const schema = z.object({ type: z.literal("playSecure"), rumor: z.string() as unknown as z.ZodType<RumorId> }).strict();

const candidates = (s: SiegeState): PlaySecureAction[] => [...new Set(s.rumors?.secure ?? [])].map((rumor) => ({ type: "playSecure" as const, rumor }));

/** `playSecure` while no decision is open (S-R23, G11 W4/W5): the Action phase (any seat still acting) and the 4R phase (the lead, any-time rumors only). */
export const playSecureAction: ActionDef<SiegeState, PlaySecureAction> = {
  type: "playSecure",
  phases: ["action", "4r"],
  schema,
  candidates,
  check: (s, seat, a) => secureRefusal(s, seat as SiegeSeatId, a.rumor),
  exec: (s, seat, a, ev) => playSecure(s, seat as SiegeSeatId, a.rumor, ev),
};

/**
 * `playSecure` at an open choice (G11 W4): the seat asked may play an any-time rumor (Giant
 * Hardware Store, Police Gun Cabinet) before it answers — the lead, or any seat in the Action phase.
 * The choice stays open.
 */
export const playSecureAtChoiceAction: ActionDef<SiegeState, PlaySecureAction> = {
  type: "playSecure",
  answers: "choose",
  schema,
  candidates: (s) => candidates(s).filter((a) => ANY_TIME_SECURE.includes(a.rumor)),
  check: (s, seat, a) => secureRefusal(s, seat as SiegeSeatId, a.rumor),
  exec: (s, seat, a, ev) => playSecure(s, seat as SiegeSeatId, a.rumor, ev),
};

/** The Secure rumors' actions, for the engine. */
export const SECURE_ACTIONS: readonly AnyActionDef<SiegeState>[] = [playSecureAction, playSecureAtChoiceAction];

/**
 * A played Secure rumor's choices and effect (S-R15…S-R22), asked of the seat that played it (as a
 * Keep card's target is the player's, decided) but Battle Plan's unit, which the lead names (G10):
 * - Diary (`diary`): a Super-Zeds of choice on the map goes back into the bag; a Mob partner stays;
 * - Help Arrives (`helpArrives`, then `helpArrivesSpace`): an available Hero or heroic Civilians
 *   unit, full side, into TC or onto a Start (G6: sharing it is legal), owned by the playing seat;
 * - Rumors of Our Downfall (`downfall`): 2 player units of choice (all if fewer) from the Cemetery
 *   into TC, reduced side, hits cleared; they keep their seat;
 * - The Red Telephone (`napalm`, `napalmAdjacent`): secure-napalm.ts;
 * - Final Thesis (`thesis`): 3 Keep cards of choice (all if fewer) from the Fate discards into the hand;
 * - Battle Plan (`battlePlan`): the unit whose next Gunfire this round adds its space's fire
 *   Strength (actions/gunfire.ts); no unit able to fire: nobody is named.
 */
export const secureStep: StepHandler<Extract<SiegeStep, { t: "secure" }>> = (s, w, ev, k) => {
  const rule = SECURE_RULE[w.rumor]!;
  switch (w.rumor) {
    case "dr-marteuses-diary": {
      const options = superZedsOnMap(s);
      if (!options.length) return done(s, w);
      const pick = choice(s, w, w.seat, "diary", options, { key: "diary", params: {} }, rule);
      if (pick === null) return;
      done(s, w);
      const z = s.zeds[pick]!;
      removeZeds(s, z.id);
      s.bag.push(z.id as SuperZedsId);
      ev.push({ type: "diary", zeds: z.id, space: z.at, rule } satisfies SiegeEvent);
      return;
    }
    case "help-arrives": {
      if (!w.pick) {
        const options = arrivals(s);
        if (!options.length) return done(s, w);
        const pick = choice(s, w, w.seat, "helpArrives", options, { key: "helpArrives", params: {} }, rule);
        if (pick === null) return;
        w.pick = pick;
      }
      const where = choice(s, w, w.seat, "helpArrivesSpace", ["TC", ...B.tracks.map((t) => B.spaces[B.startOf[t]]!.id)], { key: "helpArrivesSpace", params: { hero: w.pick } }, rule);
      if (where === null) return;
      done(s, w);
      const id = w.pick;
      const at = spaceIndex(where);
      s.available = s.available.filter((x) => x !== id);
      addUnit(s, { id, def: id, seat: w.seat, at, side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] });
      ev.push({ type: "helpArrives", unit: id, space: at, seat: w.seat, rule } satisfies SiegeEvent);
      arrive(s, s.units[id]!, ev);
      return;
    }
    case "rumors-of-our-downfall":
    case "final-thesis": {
      const downfall = w.rumor === "rumors-of-our-downfall";
      const options = downfall ? fallen(s) : keepDiscards(s);
      if ((w.left ?? 0) <= 0 || !options.length) return done(s, w);
      // fewer left than picks due: all of them, no choice (G10)
      const picks = options.length <= w.left! ? options : null;
      let taken: string[];
      if (picks) taken = picks;
      else {
        const pick = choice(s, w, w.seat, downfall ? "downfall" : "thesis", options, { key: downfall ? "downfall" : "thesis", params: {} }, rule);
        if (pick === null) return;
        taken = [pick];
      }
      w.left! -= taken.length;
      if (w.left! <= 0 || picks) done(s, w);
      for (const id of taken) {
        if (downfall) {
          const u = s.units[id]!;
          placeUnit(s, u, B.tc);
          u.side = defOf(u).twoSided ? "reduced" : "full";
          u.hits = 0;
          u.coma = false;
          ev.push({ type: "downfall", unit: id, space: B.tc, rule } satisfies SiegeEvent);
        } else {
          const card = s.decks.fateDiscard.splice(s.decks.fateDiscard.indexOf(id as never), 1)[0]!;
          s.decks.keep.push(card);
          ev.push({ type: "thesis", card, rule } satisfies SiegeEvent);
        }
      }
      return;
    }
    case "the-red-telephone":
      return napalmStep(s, w, ev, k);
    case "battle-plan-code-black": {
      const options = battlePlanUnits(s);
      if (!options.length) {
        done(s, w);
        ev.push({ type: "noTarget", rumor: w.rumor, rule } satisfies SiegeEvent);
        return;
      }
      const pick = choice(s, w, s.lead, "battlePlan", options, { key: "battlePlan", params: {} }, rule);
      if (pick === null) return;
      done(s, w);
      s.flags.push(`battle-plan:${pick}`);
      ev.push({ type: "battlePlan", unit: pick, rule } satisfies SiegeEvent);
      return;
    }
    default:
      throw new Error(`no Secure step for ${w.rumor}`);
  }
};
