import { ArraySchema, type } from "@colyseus/schema";
import { SpaceUnit } from "./spaces";

/**
 * A Siege counter on the board (siege §3.1–§3.3): the generic space unit (`side` defenders | zeds |
 * raiders, `space`, `hits`, `strength` of the face that is up, `reduced`) plus what Siege shows on
 * it. For a player unit `kind` is its unit kind's category (`hero`, `civilians`, `villagers`…); for a Zeds counter it
 * is normal | super | spreader and `def` names the Super-Zeds; Raiders (§3.3) are kind and def `raiders`.
 */
export class SiegeUnit extends SpaceUnit {
  /** The unit kind or Super-Zeds id (a key for names and strengths in the client). */
  @type("string") def = "";
  /** The seat controlling it (D1), "" for team units and Zeds. */
  @type("string") seat = "";
  /** Hit markers a side absorbs (§3.1): as many pips as the counter shows. */
  @type("uint8") hitsPerSide = 1;
  /** Its other face's Strength (the reduced one while full; 0 for one-sided counters). */
  @type("uint8") otherStrength = 0;
  /** In a Hospital Bed with the EKG marker (§4.6). */
  @type("boolean") coma = false;
  /** Civilians Holding Out in a Village (§2.0). */
  @type("boolean") holdingOut = false;
  /** Unit markers (civil-leader, well-armed) and Zeds markers (tenacious, toxic, fast). */
  @type(["string"]) markers = new ArraySchema<string>();
  /** Attach rumors the unit carries (Part A2, G10): darpa-battlesuit, pulsing-green-crystal, mystic-amulet, zeds-siren. */
  @type(["string"]) items = new ArraySchema<string>();
}
