/* The Siege board's colours (docs/development/client.md, "Visual language"). */

/** Track spaces by kind. */
export const SPACE_FILL: Record<string, number> = {
  start: 0x3a2a2a, plain: 0x3b4048, village: 0x4a4636, named: 0x44404e, station: 0x3f4650, town: 0x4d4a40, "town-center": 0x5a5444,
  bed: 0x3d4a52, camp: 0x3e4a3c, cemetery: 0x35353a,
};
/** The freight lines (WH-Cargo orange, Express-BV blue). */
export const LINE_COLOR: Record<string, number> = { "wh-cargo": 0xe08a3c, "express-bv": 0x4aa3ff };
/** Zeds chits: sickly green. */
export const ZEDS = 0x8fae4a;
/** The ink on a Zeds chit. */
export const ZEDS_DARK = 0x26320f;
/** "Your turn" and the spaces to act on. */
export const ACCENT = 0xf2c94c;
/** Attacks and hits. */
export const RED = 0xe5484d;
/** Raiders chits (the third side, §3.3): rust brown, told apart from the seats' colours and the Zeds' green. */
export const RAIDERS = 0x8a4b2a;
/** The ink on a Raiders chit. */
export const RAIDERS_INK = 0xf4e6d0;
/** Information. */
export const BLUE = 0x4aa3ff;
/** Each seat's colour (its unit chits, its dot, its chat name), none of them green like the Zeds; team units are neutral. */
export const SEAT_COLOR: Record<string, number> = { seat1: 0xe07b39, seat2: 0x5b9bd5, seat3: 0x9b6ee0, seat4: 0xe0588a };
/** Team units (Villagers, Refugees) without a seat. */
export const TEAM = 0xb8b2a2;
