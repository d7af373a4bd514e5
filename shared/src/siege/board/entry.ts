import type { SiegeState } from "../state/game";
import { isStart, trackOf } from "./index";

/** Whether a player unit may enter space `i` at all this round (§1.4, §3.4, G29): not a Start, not No Entry, not a Destroyed Bridge, not the Mountain under Torrential Rain. */
export function mayEnter(s: SiegeState, i: number): boolean {
  if (isStart(i)) return false;
  const sp = s.spaces[i]!;
  if (sp.noEntry || sp.bridge === "destroyed") return false;
  if (s.flags.includes("torrential-rain") && trackOf(i) === "mountain") return false;
  return true;
}
