import type { SiegeSeatId } from "./options";
import type { RumorId } from "./rumors";

/** The side of a counter that is up (§3.1). */
export type Side = "full" | "reduced";

/** Civil Leader (Civilians Organise) and Well-Armed markers: +1 column each, stacking (G28). */
export type UnitMarker = "civil-leader" | "well-armed";

/**
 * A player-side unit on the board or in a box (§3.1, §3.3). `at` is a board space index (a track
 * space, TC, a Bed, the Camp or the Cemetery). Villagers and Refugees are team units (`seat`
 * null, G12); everything else belongs to one seat (D1) and can be handed to another.
 */
export interface PlayerUnit {
  /** Unique id: the kind's id for named units (`piazza`, `civ3`), `villagers-<space>` / `refugees-<n>` for team counters. */
  id: string;
  /** The unit kind (a key of PLAYER_UNITS). */
  def: string;
  seat: SiegeSeatId | null;
  at: number;
  side: Side;
  /** Hit markers on the current side (§3.1); a side is filled at its `hitsPerSide`. */
  hits: number;
  /** In a Hospital Bed with the EKG marker (§4.6). */
  coma: boolean;
  /** Civilians Holding Out in a Village: cannot move until Zeds attack them (§2.0). */
  holdingOut: boolean;
  markers: UnitMarker[];
  /** Attach rumors carried (Part A2, G10). */
  items: RumorId[];
  /** Strength added to both sides for good: Sgt. Hauser's +2 on a Civilians unit (§3.3, heroes/hauser.ts); gone at the Cemetery. */
  bonus?: number;
}

/** Zeds upgrade markers placed by events (§3.2, G25); they leave with their counter. */
export type ZedsMarker = "tenacious" | "toxic" | "fast";

/**
 * A Zeds counter on the map (§3.2): a normal counter of the reserve (`z01`…), a Super-Zeds or the
 * Disease Spreader. Two Zeds units that count toward stacking on one space are a Mob (§3.2, G20).
 */
export interface ZedsUnit {
  /** The counter's id: `z07`, a Super-Zeds id, or `infested-vermin`. */
  id: string;
  kind: "normal" | "super" | "spreader";
  at: number;
  side: Side;
  hits: number;
  markers: ZedsMarker[];
}

/**
 * A Raiders unit (Looters, §3.3): a third side, neither Zeds nor a player unit, controlled by no
 * seat. 6/3, 3 hits per side; the hit that fills its reduced side eliminates it outright (no Save,
 * G14). It walks toward TC along the track of `at` and retreats toward that track's Start (§4.5).
 */
export interface RaidersUnit {
  /** `raiders-<n>`. */
  id: string;
  at: number;
  side: Side;
  hits: number;
}
