import type { TrackId } from "../board";
import { then } from "./stack";
import type { SiegeState } from "../state/game";

/**
 * Starts the activations of a Zeds phase (§2.5): `tracks` in the order to run them (a repeated
 * track activates again; reading the card's Zeds box — `all` in lead's order, Fate — is the phase's
 * job). The steps run in the engine's settle, or by `runWork`.
 */
export function beginZedsActivations(s: SiegeState, tracks: TrackId[]): void {
  s.zedsPhase = { activations: [...tracks], current: 0, moved: [] };
  then(s, { t: "activation" });
}
