import type { Siege } from "@zedfall/shared";

/**
 * What the schema shows of a Siege game: `siege.view(s, "spectator")` (D4: the decks, the Zeds
 * reserve and the Super-Zeds bag only as sizes, face-down rumors without their identity, no
 * generator). The sync reads nothing else, so it cannot write a secret the view does not hold.
 */
export type SiegePublic = Siege.SiegeView;
