import { Schema, type } from "@colyseus/schema";

/**
 * A counter on a space of a track board (DESIGN "Server": Siege's units): its side, the space it
 * stands on, hits taken and its strength (a reduced counter shows its weaker face). Siege's counters
 * extend it (units.ts `SiegeUnit`).
 */
export class SpaceUnit extends Schema {
  @type("string") id = "";
  /** The unit's type, e.g. its counter name. */
  @type("string") kind = "";
  /** Which side owns it, e.g. "defenders" or "zeds". */
  @type("string") side = "";
  /** The space id it stands on ("" off the board). */
  @type("string") space = "";
  @type("uint8") hits = 0;
  @type("uint8") strength = 0;
  /** The counter shows its reduced face. */
  @type("boolean") reduced = false;
}

/** Obstacles built on one space (Siege's defenses): the space id and how many stand there. */
export class SpaceBarricade extends Schema {
  @type("string") space = "";
  @type("uint8") count = 0;
}

/**
 * Siege's defenses on one space (§1.4): an Improved Defenses Barricade (Terrain +2, gone as a
 * Goodbye effect) or Kingman's Bastion (Terrain +3, permanent), keyed by the space id.
 */
export class SiegeDefense extends SpaceBarricade {
  /** barricade | bastion | minefield-7 | minefield-4 (Kingman's Minefield and the Strength of its next attack, §3.3) */
  @type("string") kind = "";
}
