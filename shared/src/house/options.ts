import { refuse } from "../core/refusal";
import { z } from "zod";
import { RuleError } from "../core/errors";
import type { HouseOptions } from "./types";
import { MAP_IDS } from "./board";

const humanSeat = z.enum(["human1", "human2", "human3", "human4"]);

/** zod schema of the House options (decision of record 2, C12) with their defaults. */
export const houseOptionsSchema = z
  .object({
    humanSeats: z
      .array(humanSeat)
      .min(1)
      .max(4)
      .refine((a) => new Set(a).size === a.length, "a human seat is listed twice")
      .default(["human1"]),
    map: z.string().refine((m) => MAP_IDS.includes(m), "unknown map").default("default"),
    characters: z.enum(["pick", "deal"]).default("pick"),
    spawnMode: z.enum(["edge", "full"]).default("edge"),
    howBoring: z.boolean().default(true),
    crawlers: z.boolean().default(true),
    baby: z.enum(["off", "search", "setup"]).default("search"),
    roundLimit: z.number().int().min(1).max(99).default(20),
    surviveTillDawn: z.boolean().default(false),
    infection: z.boolean().default(false),
    fallBack: z.boolean().default(false),
    tearDown: z.boolean().default(false),
    refill: z.boolean().default(false),
    carHorror: z.boolean().default(false),
    plainCharacters: z.boolean().default(false),
    spawnEdgeRoll: z.boolean().default(false),
    reactionSeconds: z.number().int().min(5).max(300).default(20),
  })
  .strict();

/**
 * Validates partial options and fills in defaults. Returns complete HouseOptions (human seats
 * sorted in seat order). Throws RuleError BAD_OPTIONS naming the bad option.
 */
export function parseHouseOptions(input: unknown): HouseOptions {
  const r = houseOptionsSchema.safeParse(input ?? {});
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw new RuleError("BAD_OPTIONS", refuse("msg.badOption", { option: i.path.join(".") || "(options)", detail: i.message }));
  }
  return { ...r.data, humanSeats: [...r.data.humanSeats].sort() } as HouseOptions;
}
