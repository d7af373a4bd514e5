import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B } from "../../board";
import { addZeds, removeZeds } from "../../state/counters";
import { zedsStrength } from "../../state/occupancy";
import type { SiegeState } from "../../state/game";
import type { ZedsUnit } from "../../state/units";
import { drawFromReserve } from "../../arrivals/reserve";
import type { SiegeEvent } from "../../state/events";

/**
 * I Hate When That Happens (siege §6.3): every normal Zeds unit whose current Strength is 3 or less
 * is replaced, on its space, by a fresh counter drawn at random from the reserve, nearest Town
 * Center first (lowest space number; ties in track order Forest, Mountain, Highway, Suburbs).
 * The fresh counter is full side up with no hits and no markers (upgrade markers leave with their
 * counter, G25); the old counter goes back to the reserve after the draw, so it never replaces
 * itself. Super-Zeds and Disease Spreaders stay. An empty reserve leaves the rest as they are
 * (G13, logged). Takes the state and the event list; returns the number of units replaced.
 */
export function replaceWeakZeds(s: SiegeState, ev: GameEvent[]): number {
  const order = (z: ZedsUnit) => {
    const sp = B.spaces[z.at]!;
    return sp.num * 10 + (sp.track ? B.tracks.indexOf(sp.track) : 9);
  };
  const weak = Object.values(s.zeds)
    .filter((z) => z.kind === "normal" && zedsStrength(z) <= 3)
    .sort((a, b) => order(a) - order(b) || (a.id < b.id ? -1 : 1));
  let n = 0;
  for (const old of weak) {
    if (s.reserve.length === 0) {
      ev.push({ type: "weakZedsStay", rule: "siege G13" } satisfies SiegeEvent);
      break;
    }
    const id = drawFromReserve(s)!;
    removeZeds(s, old.id);
    s.reserve.push(old.id);
    const z: ZedsUnit = { id, kind: "normal", at: old.at, side: "full", hits: 0, markers: [] };
    addZeds(s, z);
    ev.push({ type: "zedsReplaced", was: old.id, zeds: id, space: old.at, rule: "siege §6.3" } satisfies SiegeEvent);
    n++;
  }
  return n;
}
