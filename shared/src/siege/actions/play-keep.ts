import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { SIEGE_BOARD as B, spaceIndex, trackOf } from "../board";
import { defOf } from "../state/occupancy";
import type { FateCardId } from "../state/cards";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import { unitDef } from "../units/player";
import { stillActing } from "./common";
import { addUnit } from "../state/counters";
import { HOOKS } from "../procedure/hooks";
import type { SiegeEvent } from "../state/events";

/** The Keep cards played in the Action phase (W5, G11, G28) and whom they need. */
const ACTION_KEEPS: readonly FateCardId[] = ["adrenaline-supply", "community-organiser", "civilians-organise", "i-think-i-see-someone", "commandeered-vehicles"];

function keepTargets(s: SiegeState, seat: SiegeSeatId, card: FateCardId): (string | undefined)[] {
  const mine = Object.values(s.units).filter((u) => u.seat === seat && (u.at === B.tc || trackOf(u.at) !== null) && !u.coma);
  switch (card) {
    case "adrenaline-supply":
      return [undefined];
    case "community-organiser":
      return [...s.available.filter((id) => unitDef(id).category === "heroic-civilians"), ...s.spareCivilians].sort();
    case "civilians-organise":
      return Object.values(s.units).filter((u) => defOf(u).category === "civilians" && u.at !== B.cemetery).map((u) => u.id).sort();
    case "i-think-i-see-someone":
      return s.available.filter((id) => unitDef(id).category === "hero").flatMap((id) => B.tracks.map((t) => `${id}@${B.spaces[B.startOf[t]]!.id}`));
    case "killer-bulldozer":
    case "the-man-with-no-name":
      return mine.filter((u) => !["villagers", "refugees"].includes(defOf(u).category)).map((u) => u.id).sort();
    case "commandeered-vehicles":
      return mine.filter((u) => defOf(u).category === "hero").map((u) => u.id).sort();
    default:
      return [];
  }
}

/** The playKeep action (one of the Action phase's other actions, §2.6, D1). */
export type PlayKeepAction = { type: "playKeep"; card: FateCardId; target?: string };

/**
 * `playKeep` (W5, G11, G28): a seat plays a card of the team's Keep hand in the Action phase —
 * Adrenaline Supply (+2 Event Actions), Community Organiser (an available heroic Civilians unit or
 * the spare Civilians into TC, for this seat), Civilians Organise (Civil Leader on a Civilians unit),
 * I Think I See Someone (a chosen available Hero on a Start), Commandeered Vehicles (+3 Movement on
 * the Hero's Moves this round; every Level II space is surface). Killer Bulldozer and The Man With
 * No Name are played in window W2 before a fight's roll, Last-Stand in W3, They Took the Bait in W1
 * (combat/hand-to-hand.ts, zeds/phase.ts).
 */
export const playKeepAction: ActionDef<SiegeState, PlayKeepAction> = {
  type: "playKeep",
  phases: ["action"],
  schema: z.object({ type: z.literal("playKeep"), card: z.string() as unknown as z.ZodType<FateCardId>, target: z.string().optional() }).strict(),
  candidates: (s, seat) => [...new Set(s.decks.keep)].filter((c) => ACTION_KEEPS.includes(c)).flatMap((card) => keepTargets(s, seat as SiegeSeatId, card).map((target) => ({ type: "playKeep" as const, card, ...(target === undefined ? {} : { target }) }))),
  // one pass: the candidates are the Action-phase cards of the Keep hand with their `keepTargets`, all the check asks after stillActing
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? playKeepAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    if (!s.decks.keep.includes(a.card)) return refuse("siege.notInKeep", { card: a.card });
    if (!ACTION_KEEPS.includes(a.card)) return refuse("siege.notActionKeep", { card: a.card });
    return keepTargets(s, seat as SiegeSeatId, a.card).includes(a.target) ? null : refuse("siege.keepTarget", { card: a.card, target: a.target ?? "(none)" });
  },
  exec: (s, seat, a, ev) => {
    s.decks.keep.splice(s.decks.keep.indexOf(a.card), 1);
    s.decks.fateDiscard.push(a.card);
    const rule = "siege §6.5";
    const t = a.target;
    // the card first in the log, then what an arriving unit brings (heroes/arrival.ts)
    ev.push({ type: "playKeep", card: a.card, target: t, seat, rule } satisfies SiegeEvent);
    switch (a.card) {
      case "adrenaline-supply":
        s.actionTrack += 2;
        break;
      case "community-organiser": {
        const id = t!;
        if (s.spareCivilians.includes(id)) s.spareCivilians = s.spareCivilians.filter((x) => x !== id);
        else s.available = s.available.filter((x) => x !== id);
        addUnit(s, { id, def: id, seat: seat as SiegeSeatId, at: B.tc, side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] });
        HOOKS.arrive(s, s.units[id]!, ev);
        break;
      }
      case "civilians-organise":
        s.units[t!]!.markers.push("civil-leader");
        break;
      case "i-think-i-see-someone": {
        const [id, sp] = t!.split("@") as [string, string];
        s.available = s.available.filter((x) => x !== id);
        addUnit(s, { id, def: id, seat: seat as SiegeSeatId, at: spaceIndex(sp), side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] });
        HOOKS.arrive(s, s.units[id]!, ev);
        break;
      }
      case "killer-bulldozer":
        s.flags.push(`bulldozer:${t}`);
        break;
      case "the-man-with-no-name":
        s.flags.push(`no-name:${t}`);
        break;
      case "commandeered-vehicles":
        s.flags.push(`vehicles:${t}`);
        break;
    }
  },
};
