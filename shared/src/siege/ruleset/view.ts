import { copyPlain } from "../../core/copy";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { Pending } from "../state/pending";

/**
 * What one seat (or a spectator) may see of a Siege game (D4): everything on the board and the
 * tracks, the current and discarded cards, the team's Keep hand; of the Event and Fate decks, the
 * Zeds reserve and the Super-Zeds bag only their sizes; never the generator; of rumors only the
 * revealed ones' identities (face-down tokens keep their opaque ids) and the Place markers; the
 * Raiders (§3.3) as they are, nothing secret about them. Co-op: every seat sees the same.
 */
export interface SiegeView extends Omit<SiegeState, "rnd" | "decks" | "reserve" | "bag" | "rumors" | "spareCivilians" | "available"> {
  viewer: SiegeSeatId | "spectator";
  decks: { eventCount: number; current: SiegeState["decks"]["current"]; eventDiscard: SiegeState["decks"]["eventDiscard"]; fateCount: number; fateDiscard: SiegeState["decks"]["fateDiscard"]; keep: SiegeState["decks"]["keep"] };
  reserveCount: number;
  bagCount: number;
  spareCiviliansCount: number;
  /** The available Heroes and heroic Civilians (public: the pool is open, G17). */
  available: string[];
  /** Rumor Mill: the stack size, the tokens on the map (identity only when revealed), the Secure rumors, the Place markers on the map (public: rumor → space). */
  rumors: { stackCount: number; tokens: Record<string, { at: number; revealed: boolean; rumor?: string }>; secure: string[]; places: Partial<Record<string, number>> } | null;
  pending: Pending[];
}

/** Builds the view of `viewer`: a fresh object sharing nothing with the state. */
export function viewSiege(s: SiegeState, viewer: SiegeSeatId | "spectator"): SiegeView {
  const { rnd: _r, decks, reserve, bag, rumors, spareCivilians, available, ...open } = s;
  return {
    ...copyPlain(open),
    viewer,
    decks: { eventCount: decks.event.length, current: decks.current, eventDiscard: [...decks.eventDiscard], fateCount: decks.fate.length, fateDiscard: [...decks.fateDiscard], keep: [...decks.keep] },
    reserveCount: reserve.length,
    bagCount: bag.length,
    spareCiviliansCount: spareCivilians.length,
    available: [...available],
    rumors: rumors
      ? {
          stackCount: rumors.stack.length,
          tokens: Object.fromEntries(Object.entries(rumors.tokens).map(([id, t]) => [id, t.revealed ? { at: t.at, revealed: true, rumor: t.rumor } : { at: t.at, revealed: false }])),
          secure: [...rumors.secure],
          places: { ...rumors.places },
        }
      : null,
  };
}
