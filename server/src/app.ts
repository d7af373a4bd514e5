import { defineRoom, defineServer } from "@colyseus/core";
import { refuse } from "@zedfall/shared";
import { keyedMessage } from "@zedfall/shared/protocol";
import type { Application } from "express";
import { BotPool } from "./bots/pool";
import { GAMES } from "./games";
import { mountAdmin } from "./http/admin";
import { limitMatchmakeBodies } from "./http/body-limit";
import { httpServerWithTimeouts, limitConnections, type ConnectionLimitSettings } from "./http/connection-limits";
import { parseOrigins } from "./http/cors";
import { clientAddress, limitCreatesPerAddress, refuseTooManyCreates } from "./http/create-limits";
import { markUpgradeAddresses } from "./http/upgrade-address";
import { mountHealth } from "./http/health";
import { mountMetrics } from "./http/metrics";
import { mountRoutes } from "./http/routes";
import { mountNotifyRoutes } from "./http/notify-routes";
import { Notifier } from "./notify/notifier";
import { colyseusLogger } from "./log";
import { gameRoomFor } from "./rooms/game/GameRoom";
import { reopenBeforeJoin, setRestorer } from "./rooms/game/restore";
import { ReplayRoom } from "./rooms/replay/ReplayRoom";
import { ReplayBuilds } from "./rooms/replay/replay-builds";
import { RoomSlots } from "./rooms/limits/room-slots";
import { CpuBudgets } from "./rooms/hints/cpu-budget";
import { HINT_MS_PER_ADDRESS, HINT_WINDOW_SECONDS } from "./rooms/hints/hints";
import { SWEEP_EVERY_MS, startLobbySweep, sweepFinished, sweepLobbies } from "./rooms/limits/lobby-sweep";
import type { RoomConfig } from "./rooms/game/types";
import { LocalClaims } from "./scale/claims";
import { scaleOut } from "./scale/redis";
import { keyMatchmakeRefusals, patchColyseus } from "./colyseus";
import { ZedfallTransport } from "./colyseus/transport";
import { SqliteStore } from "./store/sqlite";
import { readSettings } from "./config/load";
import type { MetricsAccess } from "./config/settings";

/** Settings of one server (environment defaults in `configFromEnv`). */
export interface ServerSettings extends RoomConfig, ConnectionLimitSettings {
  /** The largest body a `POST /matchmake/*` may have, in bytes; larger ones are answered 413 unread. */
  maxBodyBytes: number;
  /**
   * The largest WebSocket frame the transport accepts, in bytes (its `maxPayload`); a larger one
   * closes the connection with 1009. Frames between `maxMessageBytes` and this are refused
   * BAD_MESSAGE and the connection stays.
   */
  maxFrameBytes: number;
  /**
   * The origins besides the server's own whose pages may read its HTTP answers (CORS), e.g. the
   * Vite dev client's `http://localhost:5173`; every other Origin gets no allow-origin.
   */
  corsOrigins: string[];
  /** Game rooms one process holds at most; a create past it is refused. */
  maxRooms: number;
  /** Replay rooms one process holds at most, counted apart from game rooms. */
  maxReplayRooms: number;
  /** Rooms (games and replays) one client address may open per minute. */
  createsPerMinute: number;
  /** Proxies in front whose X-Forwarded-For is believed for the client address; 0: none. */
  trustProxy: number;
  /** A game still in its lobby and unchanged for this many hours is deleted from the store (swept at start and hourly). */
  lobbyExpireHours: number;
  /** Redis for Colyseus' presence and driver, shared by several processes (REDIS_URL); unset: one process alone. */
  redisUrl?: string;
  /** Where clients reach this process, host[:port][/path] (ZEDFALL_PUBLIC_ADDRESS); only with `redisUrl`. */
  publicAddress?: string;
  /** The password of Colyseus' monitor at /admin (ADMIN_PASSWORD); unset: no /admin. */
  adminPassword?: string;
  /** Threads of the bot pool, where hints are worked out off the rooms' event loop (ZEDFALL_BOT_THREADS). */
  botThreads: number;
  /** Bot jobs that may wait for a thread; past it a hint is refused RATE_LIMITED (ZEDFALL_BOT_QUEUE). */
  botQueue: number;
  /** A bot job still running after this many ms has its thread stopped and replaced (ZEDFALL_BOT_TIMEOUT_MS). */
  botTimeoutMs: number;
  /** Finished games older than this many days are deleted by the hourly sweep (ZEDFALL_RETAIN_FINISHED_DAYS); unset: kept for ever. */
  retainFinishedDays?: number;
  /** Whether /metrics answers, and to whom (ZEDFALL_METRICS). */
  metrics: MetricsAccess;
  /** The contact push services see with every Web Push (ZEDFALL_VAPID_SUBJECT). */
  vapidSubject: string;
  /** The push services a browser's subscription may point at (ZEDFALL_PUSH_HOSTS). */
  pushHosts: string[];
  /** The hosts a game's webhook may point at (ZEDFALL_WEBHOOKS); empty: webhooks off. */
  webhookHosts: string[];
  /** Push endpoints and webhooks may be http:// on 127.0.0.1 or localhost: tests only, never read from the environment. */
  loopbackHttp?: boolean;
  /** The bot pool itself, when a test gives its own (else one is made from the three settings above and closed with the server). */
  botPool?: BotPool;
}

/**
 * The server settings from the environment (config/settings.ts has every variable, its default
 * and range; the store and the claims are opened separately: store/open.ts, index.ts). Throws
 * SettingsError naming a variable whose value is not allowed.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<ServerSettings, "store" | "claims" | "botPool" | "notifier"> {
  const c = readSettings(env);
  return {
    snapshotEvery: c.ZEDFALL_SNAPSHOT_EVERY,
    botDelayMs: c.ZEDFALL_BOT_DELAY,
    testSeed: c.ZEDFALL_TEST_SEED,
    reconnectSeconds: c.ZEDFALL_RECONNECT_SECONDS,
    rateLimit: c.ZEDFALL_RATE_LIMIT,
    chatPerSecond: c.ZEDFALL_CHAT_PER_SECOND,
    hintsPerSecond: c.ZEDFALL_HINTS_PER_SECOND,
    hintMsPerGame: c.ZEDFALL_HINT_MS_PER_GAME,
    hintMsPerAddress: c.ZEDFALL_HINT_MS_PER_ADDRESS,
    hintWindowSeconds: c.ZEDFALL_HINT_WINDOW_SECONDS,
    botThreads: c.ZEDFALL_BOT_THREADS,
    botQueue: c.ZEDFALL_BOT_QUEUE,
    botTimeoutMs: c.ZEDFALL_BOT_TIMEOUT_MS,
    bot: c.ZEDFALL_BOT,
    maxBodyBytes: c.ZEDFALL_MAX_BODY_BYTES,
    maxMessageBytes: c.ZEDFALL_MAX_MESSAGE_BYTES,
    maxFrameBytes: c.ZEDFALL_MAX_FRAME_BYTES,
    corsOrigins: parseOrigins(c.ZEDFALL_CORS_ORIGINS),
    maxRooms: c.ZEDFALL_MAX_ROOMS,
    maxReplayRooms: c.ZEDFALL_MAX_REPLAY_ROOMS,
    createsPerMinute: c.ZEDFALL_CREATES_PER_MINUTE,
    trustProxy: c.ZEDFALL_TRUST_PROXY,
    maxPeoplePerGame: c.ZEDFALL_MAX_PEOPLE_PER_GAME,
    lobbyExpireHours: c.ZEDFALL_LOBBY_EXPIRE_HOURS,
    retainFinishedDays: c.ZEDFALL_RETAIN_FINISHED_DAYS,
    redisUrl: c.REDIS_URL,
    publicAddress: c.ZEDFALL_PUBLIC_ADDRESS,
    adminPassword: c.ADMIN_PASSWORD,
    metrics: c.ZEDFALL_METRICS,
    vapidSubject: c.ZEDFALL_VAPID_SUBJECT ?? "mailto:zedfall@localhost",
    pushHosts: c.ZEDFALL_PUSH_HOSTS,
    webhookHosts: c.ZEDFALL_WEBHOOKS,
    headersTimeoutMs: c.ZEDFALL_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: c.ZEDFALL_REQUEST_TIMEOUT_MS,
    idleTimeoutMs: c.ZEDFALL_IDLE_TIMEOUT_MS,
    maxConnections: c.ZEDFALL_MAX_CONNECTIONS,
    maxConnectionsPerAddress: c.ZEDFALL_MAX_CONNECTIONS_PER_ADDRESS,
  };
}

/**
 * A fresh Colyseus server (a factory, so tests can boot one per file): one game room per entry of
 * the table of games (games/index.ts), named by its ruleset id, the replay room over all of them,
 * express with /health and /ready (http/health.ts), /metrics when ZEDFALL_METRICS allows it (http/metrics.ts), the game API and the client, the limits against hostile input (matchmaker bodies,
 * rooms per address and per process), the HTTP timeouts and connection caps (http/connection-limits.ts)
 * and the hourly sweeps of abandoned lobbies and (with `retainFinishedDays`) of old finished games.
 * `settings.store` is the game store (default: SQLite in memory, for tests that do not care;
 * `src/index.ts` opens the configured one), `settings.claims` the games this process hosts
 * (default: one process alone), `settings.botPool` the threads hints run on (default: a pool of
 * the bot settings, closed when the server stops). With `redisUrl`, matchmaking goes through Redis (scale/redis.ts);
 * with `adminPassword`, Colyseus' monitor is at /admin.
 */
export function makeServer(settings: Partial<ServerSettings> = {}) {
  // filled in place, so a test holding `settings` can change a value (e.g. rateLimit) while the server runs
  const s = settings as ServerSettings;
  for (const [k, v] of Object.entries(configFromEnv())) if ((s as any)[k] === undefined) (s as any)[k] = v;
  s.store ??= new SqliteStore(":memory:");
  s.claims ??= new LocalClaims();
  // the turn notifications read their settings at each use, so a test may change them while the server runs
  s.notifier ??= new Notifier(s.store, () => ({ vapidSubject: s.vapidSubject, pushHosts: s.pushHosts, webhookHosts: s.webhookHosts, loopbackHttp: s.loopbackHttp }));
  const notifier = s.notifier;
  setRestorer(s.store, s.claims, GAMES);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rooms: Record<string, any> = {};
  const gameSlots = new RoomSlots(() => s.maxRooms, (max) => keyedMessage(`the server is full (at most ${max} open games); try again later`, refuse("server.serverFull", { n: max })));
  const ownPool = !s.botPool;
  const botPool = s.botPool ?? new BotPool({ threads: s.botThreads, queue: s.botQueue, timeoutMs: s.botTimeoutMs });
  const addresses = new CpuBudgets({ ms: () => s.hintMsPerAddress ?? HINT_MS_PER_ADDRESS, windowMs: () => (s.hintWindowSeconds ?? HINT_WINDOW_SECONDS) * 1000 });
  const hintShared = { bots: botPool, addresses };
  const replaySlots = new RoomSlots(() => s.maxReplayRooms, (max) => keyedMessage(`the server is showing as many replays as it can (at most ${max}); try again later`, refuse("server.replaysFull", { n: max })));
  for (const [id, game] of Object.entries(GAMES)) rooms[id] = defineRoom(gameRoomFor(game, s, gameSlots, hintShared));
  // a replay room per viewer (their own step) over one rebuild per game (rooms/replay/replay-builds.ts)
  rooms.replay = defineRoom(ReplayRoom.for(s.store, GAMES, replaySlots, new ReplayBuilds()));
  // the stock transport with its heartbeat spread and corked frames copied (colyseus/transport.ts)
  // over an HTTP server of our own: its timeouts, and its connections capped (http/connection-limits.ts)
  const transport = new ZedfallTransport({ maxPayload: s.maxFrameBytes, server: httpServerWithTimeouts(s) });
  // logger: Colyseus' complaints about a client's frame become one short line (log.ts), not a stack trace
  const scale = scaleOut(s.redisUrl, s.publicAddress);
  const presence = scale.presence;
  const express = (app: Application) => {
    mountMetrics(app, s.metrics);
    mountHealth(app, { store: () => s.store.ping(), redis: presence && (() => presence.get("zedfall:ready")) });
    mountAdmin(app, () => s.adminPassword, (req) => clientAddress(req, s.trustProxy));
    mountNotifyRoutes(app, s.store, notifier);
    mountRoutes(app, s.store);
  };
  const server = defineServer({ rooms, transport, express, greet: false, logger: colyseusLogger, ...scale });
  limitConnections(transport.server!, s);
  // Colyseus' internals patched (colyseus/): CORS headers; creates counted per address, then stored games reopened for their joins
  patchColyseus({ corsOrigins: s.corsOrigins, beforeMatchmake: [refuseTooManyCreates, reopenBeforeJoin] });
  keyMatchmakeRefusals(transport.server!);
  limitMatchmakeBodies(transport.server!, s.maxBodyBytes, s.corsOrigins);
  limitCreatesPerAddress(transport.server!, s);
  markUpgradeAddresses(transport.server!, s);
  if (ownPool) transport.server!.once("close", () => void botPool.close());
  // abandoned lobbies (and finished games past their retention) are deleted once the server listens (the matchmaker is up) and every hour, until it stops
  transport.server!.once("listening", () => {
    const stops = [startLobbySweep(() => sweepLobbies(s.store, s.lobbyExpireHours))];
    const days = s.retainFinishedDays;
    if (days) stops.push(startLobbySweep(() => sweepFinished(s.store, days), SWEEP_EVERY_MS, `finished games older than ${days} days`));
    transport.server!.once("close", () => stops.forEach((stop) => stop()));
  });
  return server;
}
