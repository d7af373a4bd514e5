import { SIEGE_BOARD as B, type TrackId } from "../board";
import { choice } from "../procedure/choices";
import { tracksBy } from "../cards/fate/effects";
import { done, type StepHandler } from "../procedure/stack";
import type { SiegeStep } from "../state/steps";
import type { RaidersUnit } from "../state/units";
import { addRaiders } from "../state/counters";
import type { SiegeEvent } from "../state/events";

/**
 * Raiders Appear! (§6.4), its Start text at the Draw: a Raiders unit, full side, on the Start of the
 * track with the most Chaos markers (every space of the track counted, as the Fate cards' "most
 * Chaos", §6.2); decided: a tie — no Chaos anywhere included — is the lead's choice among the tied
 * tracks (D1, G12). On the Start it shares the space with any Zeds (G6: no combat on a Start); it
 * moves in this round's 4R phase (§2.2 step 1). Logs `raidersAppear {raiders, track, space}`.
 */
export const raidersAppearStep: StepHandler<Extract<SiegeStep, { t: "raidersAppear" }>> = (s, w, ev) => {
  const pick = choice(s, w, s.lead, "raidersTrack", tracksBy(s, "chaos", true), { key: "raidersTrack", params: {} }, "siege §6.4");
  if (pick === null) return;
  done(s, w);
  const track = pick as TrackId;
  const r: RaidersUnit = { id: `raiders-${s.nextId++}`, at: B.startOf[track], side: "full", hits: 0 };
  addRaiders(s, r);
  ev.push({ type: "raidersAppear", raiders: r.id, track, space: r.at, rule: "siege §6.4" } satisfies SiegeEvent);
};
