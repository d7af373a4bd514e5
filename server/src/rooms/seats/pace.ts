import { z } from "zod";

/**
 * The pace of a game, chosen at its creation (a lobby option of every game, kept by the server and
 * the shell; no rules module knows it):
 * - `live` (the default): a player away longer than the reconnection window is covered by their
 *   seat's bot until they come back, and takes the seat back by coming back;
 * - `async`: nobody is covered on their own; the game waits for its players as long as it takes,
 *   and only the creator may hand an absent player's seat to a bot (which they also take back).
 */
export const PACES = ["live", "async"] as const;
/** One of PACES. */
export type Pace = (typeof PACES)[number];

const paceOption = z.enum(PACES).default("live");

/**
 * Takes the `pace` create option out of a game's create options. Returns the pace and the rest (the
 * rules module's options). Throws an Error naming the option when `pace` is neither live nor async.
 */
export function takePace(options: Record<string, unknown>): { pace: Pace; rest: Record<string, unknown> } {
  const { pace, ...rest } = options;
  const parsed = paceOption.safeParse(pace);
  if (!parsed.success) throw new Error(`option pace: one of ${PACES.join(", ")}`);
  return { pace: parsed.data, rest };
}

/** The options a game is stored with: the rules module's options and the pace beside them. */
export function withPace(ruleOptions: unknown, pace: Pace): Record<string, unknown> {
  return { ...(ruleOptions as Record<string, unknown>), pace };
}

/**
 * Splits stored options (`withPace`) into the rules module's options and the pace. A game stored
 * before the pace existed (no `pace`, or one not known) is `live`, as every game was then.
 */
export function splitStored(stored: unknown): { pace: Pace; ruleOptions: unknown } {
  if (!stored || typeof stored !== "object") return { pace: "live", ruleOptions: stored };
  const { pace, ...ruleOptions } = stored as Record<string, unknown>;
  return { pace: pace === "async" ? "async" : "live", ruleOptions };
}
