import type { SiegeState } from "@zedfall/shared/src/siege/types";

/**
 * The part of a Siege state the schema shows: what `siege.view(s, "spectator")` keeps (every
 * field a seat may see). The sync reads only these fields, so it can never write a secret that is
 * not in them (deck orders, the Zeds reserve, the Super-Zeds bag, face-down rumors, the generator).
 */
export type SiegePublic = Pick<
  SiegeState,
  "phase" | "round" | "seats" | "lead" | "units" | "zeds" | "spaces" | "chaosPool" | "supplies" | "ammo" | "infection" | "actionTrack" | "trains" | "pending" | "actionPhase"
> & {
  decks: Pick<SiegeState["decks"], "current" | "keep"> & { event: number; eventDiscard: number; fate: number; fateDiscard: number };
  /** Tokens on the map; `rumor` only once revealed. */
  rumors: { tokens: Record<string, { at: number; revealed: boolean; rumor?: string | null }> } | null;
};
