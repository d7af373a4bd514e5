import type { TrackId } from "../board";
import type { SiegeSeatId } from "./options";

/** The phases of a round, in order (§2), plus `over`. `4r` is the 4R (PRFN) phase of Level II. */
export type Phase = "draw" | "4r" | "infection" | "eat" | "zeds" | "action" | "housekeeping" | "over";

/** The Zeds phase in progress (§2.5, G15): the card's activations, which one runs, and the Zeds that moved in it. */
export interface ZedsPhase {
  /** The tracks to activate, in order (a repeated track activates again). */
  activations: TrackId[];
  /** Index of the activation under way. */
  current: number;
  /** Ids of the Zeds that have moved, or been held back, in the current activation (§2.5 step 2). */
  moved: string[];
}

/** The Action phase bookkeeping (D1): each seat's one Player Action (true while unspent) and the seats that said done. */
export interface ActionPhase {
  playerAction: Partial<Record<SiegeSeatId, boolean>>;
  done: SiegeSeatId[];
  /** Units healed this round (Heal is once per unit per round, §2.6). */
  healed: string[];
  /** Equip Refugees was used this round (once per round, §2.6). */
  equipped: boolean;
  /** Character Actions used this Action phase, by unit id (§2.6: once per Action phase). */
  used: string[];
  /** Free Actions granted to units this phase (Schmidt's own extra Action, Hunt's gift): unit id → count. */
  free: Record<string, number>;
  /** Hand-overs of each unit this phase (F1: HAND_OVER_BOUND at most): unit id → count; absent until the phase's first hand-over. */
  handOvers?: Record<string, number>;
}

/** The 4R phase's budget (C8, G4): movements left to spend by the lead, and whether it said done. */
export interface FourRPhase {
  left: number;
  /** The Refugees units that walked this phase: each walks at most once (G4); absent until the first walks (a snapshot stored before G4 had none). */
  walked?: string[];
}
