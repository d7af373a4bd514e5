import { z } from "zod";
import { flag, oneOf, text, whole, type Setting } from "./setting";

/** What `ZEDFALL_METRICS` says: no /metrics, an open one, or one behind `Authorization: Bearer <token>`. */
export type MetricsAccess = { kind: "off" } | { kind: "on" } | { kind: "token"; token: string };

/** The shortest bearer token `ZEDFALL_METRICS` accepts (a short one is guessed). */
export const METRICS_TOKEN_MIN = 16;

const metrics: Setting<MetricsAccess> = {
  schema: z
    .string()
    .refine((v) => v === "off" || v === "on" || (v.length >= METRICS_TOKEN_MIN && /^[\x21-\x7e]+$/.test(v)))
    .transform((v): MetricsAccess => (v === "off" ? { kind: "off" } : v === "on" ? { kind: "on" } : { kind: "token", token: v })),
  fallback: { kind: "off" },
  allowed: `off, on, or a bearer token of at least ${METRICS_TOKEN_MIN} printable ASCII symbols`,
  shown: "off",
  meaning: "Prometheus metrics at /metrics: off, on (open), or a token that the scraper sends as `Authorization: Bearer <token>`",
};

const retainDays: Setting<number | undefined> = {
  schema: z.union([z.literal("off").transform(() => undefined), z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1))]),
  fallback: undefined,
  allowed: "off, or a whole number of days, at least 1",
  shown: "off",
  meaning: "finished games older than this many days are deleted by the hourly sweep; off: kept for ever",
};

/**
 * One host name of a host list: lower-case labels joined by dots, at least two, the last beginning
 * with a letter. So no IP address (never accepted as a target: notify/targets.ts) and no single
 * label: `com` would allow every .com host, `localhost` the server's own machine.
 */
const HOST = "(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z](?:[a-z0-9-]*[a-z0-9])?";
/** A comma list of host names (lower case, e.g. `discord.com,hooks.slack.com`), each with its subdomains. */
const HOST_LIST = new RegExp(`^\\s*${HOST}\\s*(,\\s*${HOST}\\s*)*$`);
/** What a host list setting allows, in words. */
const HOST_LIST_WORDS = "a comma list of host names with a dot, e.g. discord.com (no IP address, no single name such as localhost)";
const hostList = (v: string) => v.split(",").map((h) => h.trim()).filter(Boolean);

/** The push services whose endpoints a browser subscription may name (the browsers' own). */
export const DEFAULT_PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

const pushHosts: Setting<string[]> = {
  schema: z.string().regex(HOST_LIST).transform(hostList),
  fallback: DEFAULT_PUSH_HOSTS,
  allowed: HOST_LIST_WORDS,
  shown: DEFAULT_PUSH_HOSTS.join(","),
  meaning: "the push services a Web Push subscription may point at (each with its subdomains); others are refused",
};

const webhooks: Setting<string[]> = {
  schema: z.union([z.literal("off").transform((): string[] => []), z.string().regex(HOST_LIST).transform(hostList)]),
  fallback: [],
  allowed: `off, or ${HOST_LIST_WORDS}`,
  shown: "off",
  meaning: "the hosts a game's creator may point a turn webhook at (Discord, Slack; each with its subdomains); off: no webhooks",
};

/**
 * Every setting the server reads from its environment, by variable name: how it is read, its
 * default, what is allowed and what it means. The README's settings tables list each one with
 * the same default (config.test.ts checks it). Read them with `readSettings` (load.ts).
 */
export const SETTINGS = {
  PORT: whole(1, 2567, { shown: "2567", meaning: "the HTTP and WebSocket port" }, 65535),
  HOST: text({ shown: "all interfaces", meaning: "the address to listen on, e.g. 127.0.0.1 behind a proxy on the same host" }),
  LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info", { shown: "info", meaning: "the lowest level of log line written (JSON lines on stderr)" }),
  ZEDFALL_METRICS: metrics,
  ZEDFALL_DATA: text({ shown: "./data", meaning: "the folder of the SQLite store (the file zedfall.sqlite), or :memory:" }),
  ZEDFALL_SQLITE_SYNC: oneOf(["full", "normal"], "full", { shown: "full", meaning: "full: an acknowledged action survives a power cut; normal: a killed process only, faster" }),
  DATABASE_URL: text(
    { shown: "off", meaning: "a PostgreSQL store instead of SQLite, e.g. postgres://user:pass@host:5432/zedfall" },
    { re: /^postgres(ql)?:\/\/\S+$/, allowed: "a postgres:// or postgresql:// URL" },
  ),
  ZEDFALL_PG_SCHEMA: text({ shown: "public", meaning: "the PostgreSQL schema of the store's tables" }, { re: /^[a-z_][a-z0-9_]{0,62}$/, allowed: "a schema name: lower-case letters, digits and _, at most 63" }),
  ZEDFALL_SNAPSHOT_EVERY: whole(1, 10, { shown: "10", meaning: "a snapshot of the rule state every this many log rows" }),
  ZEDFALL_RETAIN_FINISHED_DAYS: retainDays,
  ZEDFALL_CLIENT_DIST: text({ shown: "client/dist", meaning: "the folder of the built client the server serves" }),
  ZEDFALL_BOT_DELAY: whole(0, 700, { shown: "700", meaning: "ms a bot waits before acting" }, 60_000),
  ZEDFALL_BOT: text({ shown: "the game's own", meaning: "which bot plays every bot seat, whatever its level" }, { re: /^(greedy|random)$/, allowed: "greedy or random" }),
  ZEDFALL_RECONNECT_SECONDS: whole(1, 60, { shown: "60", meaning: "how long a dropped or departed player may come back" }, 86_400),
  ZEDFALL_RATE_LIMIT: whole(1, 30, { shown: "30", meaning: "messages per second per client" }),
  ZEDFALL_CHAT_PER_SECOND: whole(1, 20, { shown: "20", meaning: "chat lines a game relays per second" }),
  ZEDFALL_HINTS_PER_SECOND: whole(1, 2, { shown: "2", meaning: "hints one connection may ask for each second" }),
  ZEDFALL_HINT_MS_PER_GAME: whole(1, 1000, { shown: "1000", meaning: "ms of bot thinking one game's hints may use per window" }),
  ZEDFALL_HINT_MS_PER_ADDRESS: whole(1, 2000, { shown: "2000", meaning: "ms of bot thinking one address's hints may use per window" }),
  ZEDFALL_HINT_WINDOW_SECONDS: whole(1, 10, { shown: "10", meaning: "the window of the two hint budgets" }),
  ZEDFALL_BOT_THREADS: whole(1, 1, { shown: "1", meaning: "threads of the bot pool (hints, slow bot levels)" }, 64),
  ZEDFALL_BOT_QUEUE: whole(1, 32, { shown: "32", meaning: "hints and bot decisions that may wait for a bot thread" }),
  ZEDFALL_BOT_TIMEOUT_MS: whole(1, 5000, { shown: "5000", meaning: "a hint or bot decision still being worked out after this long has its thread replaced" }),
  ZEDFALL_MAX_BODY_BYTES: whole(1, 32 * 1024, { shown: "32768", meaning: "the largest body of a matchmaking request" }),
  ZEDFALL_MAX_MESSAGE_BYTES: whole(1, 4096, { shown: "4096", meaning: "the largest client message a game room reads" }),
  ZEDFALL_MAX_FRAME_BYTES: whole(1, 65536, { shown: "65536", meaning: "the largest WebSocket frame accepted at all" }),
  ZEDFALL_CORS_ORIGINS: text(
    { shown: "none", meaning: "comma-separated origins whose pages may read the server's HTTP answers" },
    { re: /^\s*https?:\/\/[^,\s]+\s*(,\s*https?:\/\/[^,\s]+\s*)*$/, allowed: "comma-separated http:// or https:// origins" },
  ),
  ZEDFALL_MAX_ROOMS: whole(1, 2000, { shown: "2000", meaning: "game rooms one process holds at most" }),
  ZEDFALL_MAX_REPLAY_ROOMS: whole(1, 200, { shown: "200", meaning: "replay rooms one process holds at most" }),
  ZEDFALL_CREATES_PER_MINUTE: whole(1, 20, { shown: "20", meaning: "games and replays one address may open per minute" }),
  ZEDFALL_TRUST_PROXY: whole(0, 0, { shown: "0", meaning: "how many proxies in front are believed for X-Forwarded-For; 0: none" }),
  ZEDFALL_MAX_PEOPLE_PER_GAME: whole(1, 50, { shown: "50", meaning: "people connected to one game at once" }),
  ZEDFALL_LOBBY_EXPIRE_HOURS: whole(1, 24, { shown: "24", meaning: "an unchanged lobby is deleted after this many hours" }),
  ZEDFALL_HEADERS_TIMEOUT_MS: whole(1, 10_000, { shown: "10000", meaning: "a request's head must be in within this many ms" }),
  ZEDFALL_REQUEST_TIMEOUT_MS: whole(1, 30_000, { shown: "30000", meaning: "a whole request must be in within this many ms" }),
  ZEDFALL_IDLE_TIMEOUT_MS: whole(1, 60_000, { shown: "60000", meaning: "an idle HTTP connection is closed after this many ms" }),
  ZEDFALL_MAX_CONNECTIONS: whole(1, 10_000, { shown: "10000", meaning: "connections the process holds at once" }),
  ZEDFALL_MAX_CONNECTIONS_PER_ADDRESS: whole(1, 200, { shown: "200", meaning: "connections one client address holds at once" }),
  ZEDFALL_VAPID_SUBJECT: text(
    { shown: "mailto:zedfall@localhost", meaning: "the contact the push services see with every Web Push (a mailto: or https: URL of the host)" },
    { re: /^(mailto:\S+@\S+|https:\/\/\S+)$/, allowed: "a mailto: or https:// URL" },
  ),
  ZEDFALL_PUSH_HOSTS: pushHosts,
  ZEDFALL_WEBHOOKS: webhooks,
  ZEDFALL_TEST_SEED: flag({ shown: "0", meaning: "1: honour the create option seed (tests only)" }),
  REDIS_URL: text(
    { shown: "off", meaning: "Redis shared by several processes (needs DATABASE_URL)" },
    { re: /^rediss?:\/\/\S+$/, allowed: "a redis:// or rediss:// URL" },
  ),
  ZEDFALL_PUBLIC_ADDRESS: text({ shown: "none", meaning: "with REDIS_URL: host[:port][/path] where browsers reach this process" }),
  ADMIN_PASSWORD: text({ shown: "off", meaning: "the password of Colyseus' monitor at /admin" }),
} satisfies Record<string, Setting<unknown>>;

/** The names of every setting. */
export type SettingName = keyof typeof SETTINGS;

/** Every setting's value, as read. */
export type Settings = { [K in SettingName]: (typeof SETTINGS)[K]["fallback"] };
