/** A House square: column, row, and level (0 the main board, 1 the cellar). */
export interface Sq {
  x: number;
  y: number;
  z: number;
}

/** Whether a value is a square. */
export const isSq = (v: unknown): v is Sq => !!v && typeof v === "object" && typeof (v as Sq).x === "number" && typeof (v as Sq).y === "number";

/** A square's place key, as the action list's `data-square` shows it: "x,y", or "c:x,y" in the cellar. */
export const sqLabel = (s: Sq) => `${s.z === 1 ? "c:" : ""}${s.x},${s.y}`;

/** The square of a place key (the reverse of sqLabel). */
export function placeSq(key: string): Sq {
  const cellar = key.startsWith("c:");
  const [x, y] = (cellar ? key.slice(2) : key).split(",").map(Number);
  return { x: x!, y: y!, z: cellar ? 1 : 0 };
}

/** Whether two squares are the same. */
export const sameSq = (a: Sq | null | undefined, b: Sq | null | undefined): boolean => !!a && !!b && a.x === b.x && a.y === b.y && a.z === b.z;
