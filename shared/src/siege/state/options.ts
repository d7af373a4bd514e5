import { refuse } from "../../core/refusal";
import { z } from "zod";
import { RuleError } from "../../core/errors";
import type { SiegeOptions } from "./types";

const seat = z.enum(["seat1", "seat2", "seat3", "seat4"]);

/**
 * zod schema of the Siege options (D1, D2) with their defaults: the filled seats (1–4, no seat
 * twice), `deck` normal (27 cards) or short (21), and the two expansion modules `trains` and
 * `rumors`, each on by default and playable without the other (S-T0), and `heroes`: `draw` (the
 * Level II game's random Heroes, §7, default) or `basic` (the Basic four and the Furies, §2.0), and
 * `pressure` (G31): `printed` (default), `off` or `every-round`.
 */
export const siegeOptionsSchema = z
  .object({
    seats: z
      .array(seat)
      .min(1)
      .max(4)
      .refine((a) => new Set(a).size === a.length, "a seat is listed twice")
      .default(["seat1"]),
    deck: z.enum(["normal", "short"]).default("normal"),
    trains: z.boolean().default(true),
    rumors: z.boolean().default(true),
    heroes: z.enum(["draw", "basic"]).default("draw"),
    pressure: z.enum(["printed", "off", "every-round"]).default("printed"),
  })
  .strict();

/**
 * Validates partial Siege options and fills in the defaults; the seats come back in seat order.
 * Throws RuleError BAD_OPTIONS naming the bad option.
 */
export function parseSiegeOptions(input: unknown): SiegeOptions {
  const r = siegeOptionsSchema.safeParse(input ?? {});
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw new RuleError("BAD_OPTIONS", refuse("msg.badOption", { option: i.path.join(".") || "(options)", detail: i.message }));
  }
  return { ...r.data, seats: [...r.data.seats].sort() };
}
