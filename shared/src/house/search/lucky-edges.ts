import { LINK } from "../board";
import { boardOf, isBarricaded } from "../geometry";
import { supplyLeft } from "../human/common";
import type { HouseState, Pending } from "../types";

/**
 * Every edge a Lucky Coincidence may barricade (§11.4, G23): any unbarricaded door or window that is
 * not the garage vehicle door, and the cellar link once revealed; no facing needed. Empty when the
 * supply of tokens is used up.
 */
export function luckyEdges(s: HouseState): string[] {
  if (supplyLeft(s) <= 0) return [];
  const out = boardOf(s)
    .openings.filter((o) => !o.garageDoor && !isBarricaded(s, o.key))
    .map((o) => o.key);
  if (s.cellar.revealed && !isBarricaded(s, LINK)) out.push(LINK);
  return out;
}

/** Display name of an edge key: the opening's map name (W3, D1…) or "the cellar door". */
export function edgeName(s: HouseState, key: string): string {
  if (key === LINK) return "the cellar door";
  return boardOf(s).edges.get(key)?.opening?.name ?? key;
}

/** A Lucky Coincidence barricade lapses when no token or edge is left (G23). */
export function luckyLapse(s: HouseState, p: Pending): string | null {
  return p.kind === "luckyBarricade" && luckyEdges(s).length === 0 ? `no barricade token or edge is left: Lucky Coincidence does nothing [house G23]` : null;
}
