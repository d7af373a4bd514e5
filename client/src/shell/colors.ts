/** A colour number (0xRRGGBB) as CSS "#rrggbb". */
export const hex = (n: number) => `#${n.toString(16).padStart(6, "0")}`;
