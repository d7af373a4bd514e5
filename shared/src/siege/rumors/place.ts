import type { GameEvent } from "../../core/ruleset";
import type { RumorId, SiegeState } from "../types";

/**
 * Starts a revealed Place rumor (Part A2, S-R11…S-R14): its marker goes on the map for the rest of
 * the game. Called by the reveal (rumors/mill.ts) with the revealing unit's id. Being built in S2.
 */
export function revealPlace(_s: SiegeState, rumor: RumorId, _unit: string, _ev: GameEvent[]): void {
  throw new Error(`the Place rumor ${rumor} is not built yet`);
}
