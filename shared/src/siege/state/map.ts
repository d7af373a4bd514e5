import type { LineId } from "../board";

/** The markers and rumor token of one board space (§1.4, §1.5), indexed like `SiegeBoard.spaces`. */
export interface SpaceState {
  /** Chaos markers on the space (Total Chaos can put 2, §5.6). */
  chaos: number;
  /** No Entry for the rest of the round, cleared in Housekeeping (§1.4, G15). */
  noEntry: boolean;
  barricade: "barricade" | "bastion" | null;
  /** Only on the Suspension Bridge (§1.4). */
  bridge: "destroyed" | "ferry" | null;
  /** The opaque id of a face-down or revealed rumor token here (G8), else null. */
  rumor: string | null;
}

/** A freight train (Part A1): its line (the id), space and side. */
export interface Train {
  id: LineId;
  at: number;
  side: "departure" | "arrival";
  /** The units declared aboard for the movement being decided or ridden (G2: passengers exist only for one movement; empty between movements). */
  passengers: string[];
}
