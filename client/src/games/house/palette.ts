/* The House board's colours (docs/development/client.md, "Visual language"). */

/** Floor tints of the rooms. */
export const ROOM_TINT: Record<string, number> = {
  living: 0x8a7560, kitchen: 0x76806a, hall: 0x7a7470, bedroom: 0x7a6e86, bathroom: 0x62808c, office: 0x86785c,
  garage: 0x66686c, cellar: 0x5e564c, car: 0x4b5a48,
};
/** The yard (outside the house). */
export const YARD = 0x3d4a3a;
/** Walls and wall stubs. */
export const WALL = 0x15161a;
/** "Your turn" and the squares to move to. */
export const ACCENT = 0xf2c94c;
/** Attacks and wounds. */
export const RED = 0xe5484d;
/** Searches and information. */
export const BLUE = 0x4aa3ff;
