import { RAILS_ICONS } from "./rails-icons";

/** The game-icons (CC BY 3.0) the Siege plugin draws; vite.config.ts bundles only these. */
export const SIEGE_ICONS = [
  "shambling-zombie", "fire", "stop-sign", "barricade", "stone-wall", "steam-locomotive", "scroll-unfurled", "medical-pack", "skull-crossed-bones",
  "crossed-swords", "footsteps", "hand", "pointing", "check-mark", "wheat", "bullets", "biohazard", "hourglass", "card-random", "crown", "bridge", "castle", "bandit", "person", "push",
  ...RAILS_ICONS,
];
