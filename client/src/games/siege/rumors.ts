import type { StationId } from "@zedfall/shared/src/siege/board";
import { STATION_GAIN } from "@zedfall/shared/src/siege/trains/gain";
/*
 * Rumors and Rails as the board draws them (UI.md "Siege", siege Part A): each rumor's icon, each
 * Station's bonus icon and number, the sides' colours and letters. Words live in the i18n files.
 */

/** The icon of each rumor (its token once revealed, its item badge on a counter, its Place marker). */
const RUMOR_ICON: Record<string, string> = {
  "darpa-battlesuit": "battle-gear",
  "pulsing-green-crystal": "crystal-growth",
  "mystic-amulet": "gem-pendant",
  "zeds-siren": "siren",
  "ancient-cemetery": "tombstone",
  "weapons-control-office": "ammo-box",
  "secret-air-force-base": "jet-fighter",
  "tall-mart-distribution-center": "shopping-cart",
  "dr-marteuses-diary": "notebook",
  "giant-hardware-store": "toolbox",
  "help-arrives": "help",
  "police-gun-cabinet": "pistol-gun",
  "rumors-of-our-downfall": "grave-flowers",
  "the-red-telephone": "rotary-phone",
  "final-thesis": "diploma",
  "battle-plan-code-black": "tied-scroll",
};

/** A rumor's icon, the scroll for one without its own. */
export const rumorIcon = (id: string): string => RUMOR_ICON[id] ?? "scroll-unfurled";

/** A Station's badge (Part A1): its icon and tint, and the amount the rules pay there (STATION_GAIN of the shared rules), signed. */
const badge = (id: StationId, icon: string, tint: number) => {
  const n = STATION_GAIN[id];
  return { icon, tint, amount: n < 0 ? `−${-n}` : `+${n}` };
};
export const STATION_BONUS: Record<string, { icon: string; amount: string; tint: number }> = {
  university: badge("university", "biohazard", 0xb8e07a),
  farm: badge("farm", "wheat", 0xe8c86a),
  mine: badge("mine", "bullets", 0xd9b48a),
  "power-plant": badge("power-plant", "hand", 0xf2c94c),
};

/** A train's side (Part A1): Departure orange (moving away from Town Center), Arrival blue (moving toward it). */
export const SIDE_COLOR: Record<string, number> = { departure: 0xff8a1e, arrival: 0x3d8bff };

/** The icons Rumors and Rails draw (bundled with the plugin's others). */
export const RAILS_ICONS = [...new Set([...Object.values(RUMOR_ICON), ...Object.values(STATION_BONUS).map((b) => b.icon)])];
