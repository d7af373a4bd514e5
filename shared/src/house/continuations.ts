import type { Continuation } from "../core/engine";
import { finishShot, type Shot } from "./combat/resolve";
import type { HouseState, Pending, RerollWindow } from "./types";

/**
 * The House roll continuations (DESIGN "Dice"), by the names rolls give in `then`:
 * - `shot`: a firearm's dice are final — settle the shot (§9.2, G13–G15);
 * - `marksman`: Lena's rerolled die replaces the chosen one and she must keep it; then the shot is
 *   settled (§12).
 */
export const HOUSE_CONTINUATIONS: Record<string, Continuation<HouseState>> = {
  shot: (d, dice, data, ev, out) => finishShot(d, data as Shot, dice, ev, out as Pending[]),
  marksman: (d, [die], data, ev, out, k) => {
    const { window, die: i } = data as { window: RerollWindow; die: number };
    const dice = [...window.dice];
    dice[i] = die!;
    k.resolve(d, window, dice, ev, out);
  },
};
