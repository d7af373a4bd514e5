import { SIEGE_BOARD as B, trackOf } from "../board";

/** The 36 outcomes of 2 dice, for expectations (the bot never sees a die before it is rolled). */
export const TWO_DICE: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) out.push([a, b]);
  return out;
})();

/** How close to TC a space is (0 = a Town space … 7 = Start; TC and boxes 8). */
export function dist(i: number): number {
  return trackOf(i) === null ? 8 : B.numOf[i]!;
}
