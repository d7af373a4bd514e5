import type { SeatId } from "@zedfall/shared";
import type { HostClaims } from "../../scale/claims";
import type { GameStore } from "../../store/types";
import type { Notifier } from "../../notify/notifier";

/** Server-wide settings of every game room. */
export interface RoomConfig {
  /** Delay before a bot acts, in ms (0 in tests). */
  botDelayMs: number;
  /** Honour the create option `seed` (ZEDFALL_TEST_SEED=1, tests only). */
  testSeed: boolean;
  /** How long a dropped connection may come back with the SDK's reconnection token. */
  reconnectSeconds: number;
  /** Messages per second a client may send before it gets RATE_LIMITED. */
  rateLimit: number;
  /** Chat lines per second a room relays in total, from all its clients; the rest are RATE_LIMITED. */
  chatPerSecond: number;
  /** People connected to one game room at once, seated and spectators (a seated player's rejoin is always let in). */
  maxPeoplePerGame: number;
  /** Where games are kept (every accepted action is appended before anyone is told). */
  store: GameStore;
  /** Which games this process hosts (scale/claims.ts): a room holds its game's claim while it lives. */
  claims: HostClaims;
  /** The server's turn notifications (Web Push, webhooks); none: nobody is notified. */
  notifier?: Notifier;
  /** A snapshot of the rule state every this many log rows (and when a game ends). */
  snapshotEvery: number;
  /** The length of one second of a timed decision, in ms: 1000 (tests shorten it). */
  secondMs?: number;
  /** The largest client frame a room reads, in bytes (ZEDFALL_MAX_MESSAGE_BYTES); a larger one is refused BAD_MESSAGE. */
  maxMessageBytes: number;
  /** Which of the ruleset's bots plays bot seats (ZEDFALL_BOT); the ruleset's default when unknown or unset. */
  bot?: string;
  /** Hints a connection may ask for each second (ZEDFALL_HINTS_PER_SECOND; rooms/hints/hints.ts, default 2); the rest are RATE_LIMITED. */
  hintsPerSecond?: number;
  /** The ms of bot time one game's hints may use every `hintWindowSeconds` (ZEDFALL_HINT_MS_PER_GAME; rooms/hints/hints.ts, default 1000); past it RATE_LIMITED. */
  hintMsPerGame?: number;
  /** The ms of bot time the hints asked from one client address may use every `hintWindowSeconds`, all its games together (ZEDFALL_HINT_MS_PER_ADDRESS, default 2000); past it RATE_LIMITED. */
  hintMsPerAddress?: number;
  /** The window of the hint budgets, in seconds (ZEDFALL_HINT_WINDOW_SECONDS, default 10). */
  hintWindowSeconds?: number;
}

/** One entry of the game's action log: which seat sent what. */
export interface LogEntry {
  seat: SeatId;
  action: { type: string };
}

/**
 * The game as data (DESIGN principle 2): replaying `log` on `setup(optionsFor(options, seats), seed)`
 * rebuilds it. `log` is the effective log (undone actions folded out); the store keeps every row,
 * undos included (server/src/store), and `rows` counts them.
 */
export interface GameRecord {
  game: string;
  options: unknown;
  seed: string;
  /** Filled seats at the start, with who held them. */
  seats: Record<SeatId, { kind: "player" | "bot"; name: string }>;
  log: LogEntry[];
  /** Number of rows in the store's log (actions and undos); the next row is `rows + 1`. */
  rows: number;
}
