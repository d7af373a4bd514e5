/**
 * The Zombie-turn commands that make their zombie the active one (H-B5, G4: `activateZombie`):
 * another zombie's first such command ends the current activation, and its actions left are lost.
 * A pack attack (G5) activates nobody. The client warns before them; the House tests
 * check this list against what the rules do.
 */
export const ACTIVATING_COMMANDS: ReadonlySet<string> = new Set(["zMove", "zWindow", "zAttack", "zDescend", "zAscend"]);
