import { refuse, type Refusal } from "../../core/refusal";
import { spaceIndex } from "../board";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { actors, type Pay } from "./common";
import { paid } from "./paid";
import type { SiegeEvent } from "../state/events";

/** The ferry action (one of the Action phase's other actions, §2.6, D1). */
export type FerryAction = { type: "ferry"; unit: string; pay: Pay };

/** Ferry (§2.6, G30): a unit on Suburbs #0, #1 or #2 spends 1 Action to flip the Destroyed Bridge to Ferry. */
export const ferryAction = paid<FerryAction>(
  "ferry",
  (s, seat) => actors(s, seat).filter((u) => ferryWhy(s, u) === null),
  (s, _seat, u) => ferryWhy(s, u),
  (s, _seat, _a, ev) => {
    const i = spaceIndex("suburbs:1");
    s.spaces[i]!.bridge = "ferry";
    ev.push({ type: "bridge", space: i, state: "ferry", rule: "siege §1.4" } satisfies SiegeEvent);
  },
);

function ferryWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (s.spaces[spaceIndex("suburbs:1")]!.bridge !== "destroyed") return refuse("siege.bridgeWhole");
  if (!["suburbs:0", "suburbs:1", "suburbs:2"].map((x) => spaceIndex(x)).includes(u.at)) return refuse("siege.ferrySpaces");
  return ["villagers", "refugees"].includes(defOf(u).category) ? refuse("siege.ferryNot") : null;
}
