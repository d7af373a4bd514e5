import { z } from "zod";

/**
 * One environment setting: how its text is read (a zod schema over the string), its value when
 * unset or empty, the default as the settings table shows it, what values are allowed (the words
 * of the one-line refusal) and what it means (the settings table's words).
 */
export interface Setting<T> {
  schema: z.ZodType<T, string>;
  fallback: T;
  shown: string;
  allowed: string;
  meaning: string;
}

type Words = { shown: string; meaning: string };

/** A whole number from `min` (to `max`, when given), default `fallback`. */
export function whole(min: number, fallback: number, words: Words, max?: number): Setting<number> {
  const n = z.number().int().min(min);
  return {
    schema: z.string().trim().regex(/^\d+$/).transform(Number).pipe(max === undefined ? n : n.max(max)),
    fallback,
    allowed: max === undefined ? `a whole number, at least ${min}` : `a whole number from ${min} to ${max}`,
    ...words,
  };
}

/** One of `values`, default `fallback`. */
export function oneOf<const V extends string>(values: readonly V[], fallback: V, words: Words): Setting<V> {
  return { schema: z.enum(values as [V, ...V[]]), fallback, allowed: `one of ${values.join(", ")}`, ...words };
}

/** Free text (unset: `undefined`); `pattern`, when given, is what it must look like, in `allowed`'s words. */
export function text(words: Words, pattern?: { re: RegExp; allowed: string }): Setting<string | undefined> {
  return { schema: pattern ? z.string().regex(pattern.re) : z.string(), fallback: undefined, allowed: pattern?.allowed ?? "any text", ...words };
}

/** `0` or `1` (off or on), default off. */
export function flag(words: Words): Setting<boolean> {
  return { schema: z.enum(["0", "1"]).transform((v) => v === "1"), fallback: false, allowed: "0 or 1", ...words };
}
