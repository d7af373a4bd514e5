import type { StationId } from "@zedfall/shared/siege/board";
import { STATION_GAIN } from "@zedfall/shared/siege/rumors-and-rails/trains/gain";
import { RUMOR_ICON, STATION_ICON } from "./rails-icons";
/*
 * Rumors and Rails as the board draws them (docs/development/client.md, "Visual language"; siege Part A1, Part A2): each rumor's icon, each
 * Station's bonus icon and number, the sides' colours and letters. Words live in the i18n files.
 */

/** A rumor's icon, the scroll for one without its own. */
export const rumorIcon = (id: string): string => RUMOR_ICON[id] ?? "scroll-unfurled";

/** A Station's badge (Part A1): its icon and tint, and the amount the rules pay there (STATION_GAIN of the shared rules), signed. */
const badge = (id: StationId, tint: number) => {
  const n = STATION_GAIN[id];
  return { icon: STATION_ICON[id]!, tint, amount: n < 0 ? `−${-n}` : `+${n}` };
};
export const STATION_BONUS: Record<string, { icon: string; amount: string; tint: number }> = {
  university: badge("university", 0xb8e07a),
  farm: badge("farm", 0xe8c86a),
  mine: badge("mine", 0xd9b48a),
  "power-plant": badge("power-plant", 0xf2c94c),
};

/** A train's side (Part A1): Departure orange (moving away from Town Center), Arrival blue (moving toward it). */
export const SIDE_COLOR: Record<string, number> = { departure: 0xff8a1e, arrival: 0x3d8bff };
