import type { Seat } from "@zedfall/shared/protocol/schema";
import { t } from "./i18n";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long `ms` is, in the words of the current language: "less than a minute", "3 min", "5 h", "2 d" (whole units, rounded down). */
export function awayTime(ms: number): string {
  if (ms < MINUTE) return t("away.moment");
  if (ms < HOUR) return t("away.min", { n: Math.floor(ms / MINUTE) });
  if (ms < DAY) return t("away.h", { n: Math.floor(ms / HOUR) });
  return t("away.d", { n: Math.floor(ms / DAY) });
}

/**
 * How long the player of `seat` has been away at `now` (ms) in words ("3 min"), or null when the
 * seat is not a player's, or its player is connected, or the server did not say since when.
 */
export function awayFor(seat: Seat, now = Date.now()): string | null {
  if (seat.kind !== "player" || seat.connected || !seat.awaySince) return null;
  return awayTime(Math.max(0, now - seat.awaySince));
}
