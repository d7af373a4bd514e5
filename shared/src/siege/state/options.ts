import { refuse } from "../../core/refusal";
import { z } from "zod";
import { RuleError } from "../../core/errors";

/** Siege seat ids (DESIGN "Protocol"): all defenders (D1). */
export type SiegeSeatId = "seat1" | "seat2" | "seat3" | "seat4";

/** Room options (D2), validated by `siegeOptionsSchema` (setup.ts). */
export interface SiegeOptions {
  /** The filled seats, in seat order (1–4, D1); units are dealt to them round-robin (G30). */
  seats: SiegeSeatId[];
  /** Event deck length: `normal` 27 cards, `short` 21 (§6.1). */
  deck: "normal" | "short";
  /** The Freight Trains module (Part A1). */
  trains: boolean;
  /** The Rumor Mill module (Part A2). */
  rumors: boolean;
  /**
   * The starting Heroes (§2.0, §7): `draw` 4 random Heroes and 1 random heroic Civilians unit from
   * the Level II pool (the rules' Level II game, heroes/draw.ts); `basic` the Basic four and the
   * Farmingdale Furies (fixed: scripted tests, replays, e2e plans).
   */
  heroes: "draw" | "basic";
  /**
   * Zeds Pressure (G31): `printed` extra moves only in rounds whose Event card carries the Pressure
   * icon (the default, the game as printed); `off` never (an easier game); `every-round` every round
   * (the old reading, a much harder game). Never with one seat.
   */
  pressure: PressureOption;
}

/** The values of the `pressure` room option (G31). */
export type PressureOption = "printed" | "off" | "every-round";

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
