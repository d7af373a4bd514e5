import { defineRoom, defineServer } from "@colyseus/core";
import type { Application } from "express";
import { BotPool } from "./bots/pool";
import { GAMES } from "./games";
import { mountAdmin } from "./http/admin";
import { DEFAULT_MAX_BODY_BYTES, limitMatchmakeBodies } from "./http/body-limit";
import { httpServerWithTimeouts, limitConnections, type ConnectionLimitSettings } from "./http/connection-limits";
import { parseOrigins, restrictCors } from "./http/cors";
import { clientAddress, limitCreatesPerAddress } from "./http/create-limits";
import { markUpgradeAddresses } from "./http/upgrade-address";
import { mountRoutes } from "./http/routes";
import { colyseusLogger } from "./log";
import { DEFAULT_MAX_MESSAGE_BYTES } from "./rooms/frames";
import { gameRoomFor } from "./rooms/GameRoom";
import { installRestoreHook } from "./rooms/restore";
import { ReplayRoom } from "./rooms/ReplayRoom";
import { ReplayBuilds } from "./rooms/replay-builds";
import { RoomSlots } from "./rooms/room-slots";
import { CpuBudgets } from "./rooms/cpu-budget";
import { HINT_MS_PER_ADDRESS, HINT_MS_PER_GAME, HINT_WINDOW_SECONDS } from "./rooms/hints";
import { startLobbySweep, sweepLobbies } from "./rooms/lobby-sweep";
import type { RoomConfig } from "./rooms/types";
import { LocalClaims } from "./scale/claims";
import { scaleOut } from "./scale/redis";
import { ZedfallTransport } from "./scale/transport";
import { SqliteStore } from "./store/sqlite";

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
  /** The bot pool itself, when a test gives its own (else one is made from the three settings above and closed with the server). */
  botPool?: BotPool;
}

/** Bot pool threads unless ZEDFALL_BOT_THREADS says otherwise: one, which leaves the game rooms' thread a core of a 2-core machine. */
export const DEFAULT_BOT_THREADS = 1;
/** Bot jobs that may wait unless ZEDFALL_BOT_QUEUE says otherwise. */
export const DEFAULT_BOT_QUEUE = 32;
/** A bot job's time limit unless ZEDFALL_BOT_TIMEOUT_MS says otherwise. */
export const DEFAULT_BOT_TIMEOUT_MS = 5000;

/** The default hard limit of a client frame: 64 KB. */
export const DEFAULT_MAX_FRAME_BYTES = 65536;

/** A whole number above 0 from the environment, else `fallback`. */
function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The server settings from the environment: ZEDFALL_TEST_SEED, ZEDFALL_BOT_DELAY (ms), ZEDFALL_BOT
 * (a bot name of the ruleset, e.g. random), ZEDFALL_RECONNECT_SECONDS, ZEDFALL_RATE_LIMIT,
 * ZEDFALL_CHAT_PER_SECOND, ZEDFALL_HINTS_PER_SECOND, ZEDFALL_HINT_MS_PER_GAME, ZEDFALL_HINT_MS_PER_ADDRESS,
 * ZEDFALL_HINT_WINDOW_SECONDS, ZEDFALL_BOT_THREADS, ZEDFALL_BOT_QUEUE, ZEDFALL_BOT_TIMEOUT_MS, ZEDFALL_SNAPSHOT_EVERY, ZEDFALL_MAX_BODY_BYTES, ZEDFALL_MAX_MESSAGE_BYTES,
 * ZEDFALL_MAX_FRAME_BYTES, ZEDFALL_CORS_ORIGINS (comma separated), ZEDFALL_MAX_ROOMS,
 * ZEDFALL_MAX_REPLAY_ROOMS, ZEDFALL_CREATES_PER_MINUTE, ZEDFALL_TRUST_PROXY (a number of proxies;
 * unset or 0: none), ZEDFALL_MAX_PEOPLE_PER_GAME, ZEDFALL_LOBBY_EXPIRE_HOURS, REDIS_URL,
 * ZEDFALL_PUBLIC_ADDRESS, ADMIN_PASSWORD, ZEDFALL_HEADERS_TIMEOUT_MS, ZEDFALL_REQUEST_TIMEOUT_MS,
 * ZEDFALL_IDLE_TIMEOUT_MS, ZEDFALL_MAX_CONNECTIONS, ZEDFALL_MAX_CONNECTIONS_PER_ADDRESS (the store and the claims are opened separately: store/open.ts, index.ts).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<ServerSettings, "store" | "claims" | "botPool"> {
  const delay = Number(env.ZEDFALL_BOT_DELAY ?? 700);
  const every = Number(env.ZEDFALL_SNAPSHOT_EVERY ?? 10);
  return {
    snapshotEvery: Number.isInteger(every) && every > 0 ? every : 10,
    botDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : 700,
    testSeed: env.ZEDFALL_TEST_SEED === "1",
    reconnectSeconds: Number(env.ZEDFALL_RECONNECT_SECONDS ?? 60),
    rateLimit: Number(env.ZEDFALL_RATE_LIMIT ?? 30),
    chatPerSecond: positiveInt(env.ZEDFALL_CHAT_PER_SECOND, 20),
    hintsPerSecond: positiveInt(env.ZEDFALL_HINTS_PER_SECOND, 2),
    hintMsPerGame: positiveInt(env.ZEDFALL_HINT_MS_PER_GAME, HINT_MS_PER_GAME),
    hintMsPerAddress: positiveInt(env.ZEDFALL_HINT_MS_PER_ADDRESS, HINT_MS_PER_ADDRESS),
    hintWindowSeconds: positiveInt(env.ZEDFALL_HINT_WINDOW_SECONDS, HINT_WINDOW_SECONDS),
    botThreads: positiveInt(env.ZEDFALL_BOT_THREADS, DEFAULT_BOT_THREADS),
    botQueue: positiveInt(env.ZEDFALL_BOT_QUEUE, DEFAULT_BOT_QUEUE),
    botTimeoutMs: positiveInt(env.ZEDFALL_BOT_TIMEOUT_MS, DEFAULT_BOT_TIMEOUT_MS),
    bot: env.ZEDFALL_BOT || undefined,
    maxBodyBytes: positiveInt(env.ZEDFALL_MAX_BODY_BYTES, DEFAULT_MAX_BODY_BYTES),
    maxMessageBytes: positiveInt(env.ZEDFALL_MAX_MESSAGE_BYTES, DEFAULT_MAX_MESSAGE_BYTES),
    maxFrameBytes: positiveInt(env.ZEDFALL_MAX_FRAME_BYTES, DEFAULT_MAX_FRAME_BYTES),
    corsOrigins: parseOrigins(env.ZEDFALL_CORS_ORIGINS),
    maxRooms: positiveInt(env.ZEDFALL_MAX_ROOMS, 2000),
    maxReplayRooms: positiveInt(env.ZEDFALL_MAX_REPLAY_ROOMS, 200),
    createsPerMinute: positiveInt(env.ZEDFALL_CREATES_PER_MINUTE, 20),
    trustProxy: positiveInt(env.ZEDFALL_TRUST_PROXY, 0),
    maxPeoplePerGame: positiveInt(env.ZEDFALL_MAX_PEOPLE_PER_GAME, 50),
    lobbyExpireHours: positiveInt(env.ZEDFALL_LOBBY_EXPIRE_HOURS, 24),
    redisUrl: env.REDIS_URL || undefined,
    publicAddress: env.ZEDFALL_PUBLIC_ADDRESS || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    headersTimeoutMs: positiveInt(env.ZEDFALL_HEADERS_TIMEOUT_MS, 10_000),
    requestTimeoutMs: positiveInt(env.ZEDFALL_REQUEST_TIMEOUT_MS, 30_000),
    idleTimeoutMs: positiveInt(env.ZEDFALL_IDLE_TIMEOUT_MS, 60_000),
    maxConnections: positiveInt(env.ZEDFALL_MAX_CONNECTIONS, 10_000),
    maxConnectionsPerAddress: positiveInt(env.ZEDFALL_MAX_CONNECTIONS_PER_ADDRESS, 200),
  };
}

/**
 * A fresh Colyseus server (a factory, so tests can boot one per file): one game room per entry of
 * the table of games (games/index.ts), named by its ruleset id, the replay room over all of them,
 * express with /health, the game API and the client, the limits against hostile input (matchmaker bodies,
 * rooms per address and per process), the HTTP timeouts and connection caps (http/connection-limits.ts)
 * and the hourly sweep of abandoned lobbies.
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
  installRestoreHook(s.store, s.claims, GAMES);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rooms: Record<string, any> = {};
  const gameSlots = new RoomSlots(() => s.maxRooms, (max) => `the server is full (at most ${max} open games); try again later`);
  const ownPool = !s.botPool;
  const botPool = s.botPool ?? new BotPool({ threads: s.botThreads, queue: s.botQueue, timeoutMs: s.botTimeoutMs });
  const addresses = new CpuBudgets({ ms: () => s.hintMsPerAddress ?? HINT_MS_PER_ADDRESS, windowMs: () => (s.hintWindowSeconds ?? HINT_WINDOW_SECONDS) * 1000 });
  const hintShared = { bots: botPool, addresses };
  const replaySlots = new RoomSlots(() => s.maxReplayRooms, (max) => `the server is showing as many replays as it can (at most ${max}); try again later`);
  for (const [id, game] of Object.entries(GAMES)) rooms[id] = defineRoom(gameRoomFor(game, s, gameSlots, hintShared));
  // a replay room per viewer (their own step) over one rebuild per game (rooms/replay-builds.ts)
  rooms.replay = defineRoom(ReplayRoom.for(s.store, GAMES, replaySlots, new ReplayBuilds()));
  // the stock transport with its heartbeat spread and corked frames copied (scale/transport.ts)
  // over an HTTP server of our own: its timeouts, and its connections capped (http/connection-limits.ts)
  const transport = new ZedfallTransport({ maxPayload: s.maxFrameBytes, server: httpServerWithTimeouts(s) });
  // logger: Colyseus' complaints about a client's frame become one short line (log.ts), not a stack trace
  const express = (app: Application) => {
    mountAdmin(app, () => s.adminPassword, (req) => clientAddress(req, s.trustProxy));
    mountRoutes(app, s.store);
  };
  const server = defineServer({ rooms, transport, express, greet: false, logger: colyseusLogger, ...scaleOut(s.redisUrl, s.publicAddress) });
  limitConnections(transport.server!, s);
  restrictCors(s.corsOrigins);
  limitMatchmakeBodies(transport.server!, s.maxBodyBytes, s.corsOrigins);
  limitCreatesPerAddress(transport.server!, s);
  markUpgradeAddresses(transport.server!, s);
  if (ownPool) transport.server!.once("close", () => void botPool.close());
  // abandoned lobbies are deleted once the server listens (the matchmaker is up) and every hour, until it stops
  transport.server!.once("listening", () => {
    const stopSweep = startLobbySweep(() => sweepLobbies(s.store, s.lobbyExpireHours));
    transport.server!.once("close", stopSweep);
  });
  return server;
}
