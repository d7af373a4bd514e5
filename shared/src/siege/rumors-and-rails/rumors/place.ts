import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, isStart, isTrackSpace, spaceIndex } from "../../board";
import { choice } from "../../procedure/choices";
import { done, then, type StepHandler } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { RumorId } from "../../state/rumors";
import type { SiegeStep } from "../../state/steps";
import { spaceNamed } from "./named";
import type { SiegeEvent } from "../../state/events";

/** The Place rumors (Part A2, S-R11…S-R14). */
export const PLACE_RUMORS: readonly RumorId[] = ["ancient-cemetery", "weapons-control-office", "secret-air-force-base", "tall-mart-distribution-center"];

/** The rule each Place rumor's placement cites. */
const PLACE_RULE: Partial<Record<RumorId, string>> = {
  "ancient-cemetery": "siege S-R11",
  "weapons-control-office": "siege S-R12",
  "secret-air-force-base": "siege S-R13",
  "tall-mart-distribution-center": "siege S-R14",
};

/** Whether space `i` holds a Place marker already. */
function marked(s: SiegeState, i: number): boolean {
  return Object.values(s.rumors?.places ?? {}).includes(i);
}

/**
 * The spaces Place rumor `rumor` may go on, revealed by a unit on space `from` (G10), in board order:
 * - Ancient Cemetery (S-R11): every unnamed non-Start track space with no other Place marker;
 * - Weapons Control Office (S-R12): Town Center;
 * - Secret Air Force Base (S-R13): the four #1 spaces;
 * - Tall-Mart (S-R14): the reveal space or a track space next to it, not a Start (TC is no track space).
 * Throws Error for a rumor that is not a Place rumor (a bug of the caller).
 */
export function placeOptions(s: SiegeState, rumor: RumorId, from: number): number[] {
  switch (rumor) {
    case "ancient-cemetery":
      return B.spaces.filter((sp) => isTrackSpace(sp.index) && !isStart(sp.index) && !spaceNamed(s, sp.index) && !marked(s, sp.index)).map((sp) => sp.index);
    case "weapons-control-office":
      return [B.tc];
    case "secret-air-force-base":
      return B.tracks.map((t) => B.trackSpaces[t][1]!);
    case "tall-mart-distribution-center":
      if (from < 0) return [];
      return [from, ...B.neighbours[from]!].filter((i) => isTrackSpace(i) && !isStart(i)).sort((a, b) => a - b);
    default:
      throw new Error(`${rumor} is not a Place rumor`);
  }
}

/**
 * Starts a revealed Place rumor (Part A2, S-R11…S-R14): its marker goes on the map for the rest of
 * the game (`s.rumors.places`). Called by the reveal (rumors/mill.ts) with the revealing unit's id;
 * pushes the `placeRumor` step, which runs once the caller returns (it may ask the lead where, G12).
 * The reveal handles the token itself. Throws Error for a rumor that is not a Place rumor, or
 * without the Rumor Mill (bugs of the caller).
 */
export function revealPlace(s: SiegeState, rumor: RumorId, unit: string, _ev: GameEvent[]): void {
  if (!PLACE_RUMORS.includes(rumor)) throw new Error(`${rumor} is not a Place rumor`);
  if (!s.rumors) throw new Error("a Place rumor without the Rumor Mill");
  then(s, { t: "placeRumor", rumor, unit });
}

/**
 * Puts a Place rumor's marker on its space (S-R11…S-R14, G10): where the rules leave a choice the
 * lead picks it (G12 "your choice" placements; purpose `place`, options are space ids); one legal
 * space is taken at once (D6). Logs `placeMarker {rumor, space}`.
 */
export const placeRumorStep: StepHandler<Extract<SiegeStep, { t: "placeRumor" }>> = (s, w, ev) => {
  const u = s.units[w.unit];
  const from = u && isTrackSpace(u.at) ? u.at : -1;
  const options = placeOptions(s, w.rumor, from);
  if (options.length === 0) {
    // only a Tall-Mart whose revealer has left the map can get here: nowhere to go, so no marker
    done(s, w);
    ev.push({ type: "placeMarkerLost", rumor: w.rumor, rule: PLACE_RULE[w.rumor] } satisfies SiegeEvent);
    return;
  }
  const pick = choice(s, w, s.lead, "place", options.map((i) => B.spaces[i]!.id), { key: "place", params: { rumor: w.rumor } }, PLACE_RULE[w.rumor]!);
  if (pick === null) return;
  done(s, w);
  const space = spaceIndex(pick);
  s.rumors!.places = { ...s.rumors!.places, [w.rumor]: space };
  ev.push({ type: "placeMarker", rumor: w.rumor, space, rule: PLACE_RULE[w.rumor] } satisfies SiegeEvent);
};
