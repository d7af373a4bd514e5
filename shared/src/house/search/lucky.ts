import { asks } from "../../core/decisions";
import { z } from "zod";
import { LINK } from "../board";
import { nameOf } from "../characters";
import { queuePending } from "../lapses";
import type { ActionDef } from "../engine";
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

type LuckyBarricade = { type: "luckyBarricade"; edge: string };

/** The finder's seat places the free Lucky Coincidence barricade on any legal edge (§11.4, G23). */
const luckyBarricadeDef: ActionDef<LuckyBarricade> = {
  type: "luckyBarricade",
  answers: "luckyBarricade",
  schema: z.object({ type: z.literal("luckyBarricade"), edge: z.string() }).strict(),
  candidates: (s) => luckyEdges(s).map((edge) => ({ type: "luckyBarricade", edge })),
  check: (s, seat, a) => {
    const p = s.pending[0]!;
    if (!asks(p, seat)) return `the finder's seat places the Lucky Coincidence barricade`;
    if (!luckyEdges(s).includes(a.edge)) return `${a.edge} is not an edge that can take a barricade now [house G23]`;
    return null;
  },
  exec: (d, _seat, a, ev) => {
    const p = d.pending.shift()!;
    d.barricades.push(a.edge);
    const who = p.kind === "luckyBarricade" ? nameOf(p.figure) : "the finder";
    ev.push({ type: "barricade", edge: a.edge, lucky: true, text: `Lucky Coincidence: ${who} barricades ${edgeName(d, a.edge)}`, rule: "house §11.4" });
    queuePending(d, [], ev);
  },
};

/** A Lucky Coincidence barricade lapses when no token or edge is left (G23). */
export function luckyLapse(s: HouseState, p: Pending): string | null {
  return p.kind === "luckyBarricade" && luckyEdges(s).length === 0 ? `no barricade token or edge is left: Lucky Coincidence does nothing [house G23]` : null;
}

/** The search lucky actions, for the House engine (engine.ts). */
export const searchLuckyActions = [luckyBarricadeDef] as const;
