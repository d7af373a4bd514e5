import unhomoglyph from "unhomoglyph";
import { nameKey } from "@zedfall/shared/protocol";

/**
 * The confusables skeleton of `text` (Unicode UTS #39, section 4): NFD, every code point replaced by
 * its prototype from Unicode's confusables table (the `unhomoglyph` package carries that table,
 * confusables.txt), NFD again. Two strings with one skeleton look alike on screen: "Ann" and "Аnn"
 * with a Cyrillic А, "Ill" and "lll", "rn" and "m". A key to compare, never to show.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

/**
 * Whether the names `a` and `b` would pass for each other in a game: one skeleton as written
 * (which keeps "I" and "l" alike), or once both are folded by `nameKey` (case and full-width
 * forms: "ANN", "Ａｎｎ" and "аnn" with a Cyrillic а all pass for "Ann").
 */
export function looksAlike(a: string, b: string): boolean {
  return skeleton(a) === skeleton(b) || skeleton(nameKey(a)) === skeleton(nameKey(b));
}
