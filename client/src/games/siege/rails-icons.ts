/*
 * The icon names Rumors and Rails draws (docs/development/client.md, "Visual language"), on their own so that the build's icon
 * bundling (vite.config.ts) can read them without loading the shared rules.
 */

/** The icon of each rumor (its token once revealed, its item badge on a counter, its Place marker). */
export const RUMOR_ICON: Record<string, string> = {
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

/** The icon of each Station's bonus badge (Part A1, S-T10). */
export const STATION_ICON: Record<string, string> = { university: "biohazard", farm: "wheat", mine: "bullets", "power-plant": "hand" };

/** The icons Rumors and Rails draw (bundled with the plugin's others). */
export const RAILS_ICONS = [...new Set([...Object.values(RUMOR_ICON), ...Object.values(STATION_ICON)])];
