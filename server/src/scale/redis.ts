import type { Presence, matchMaker } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";

/** What `defineServer` takes to share matchmaking with other processes. */
export interface ScaleOut {
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  publicAddress?: string;
}

/**
 * Colyseus' own scale-out: with `redisUrl`, the Redis presence (IPC between processes)
 * and the Redis driver (one room list for all), so any process creates or finds any room, and
 * `publicAddress` (host[:port][/path] the clients reach this process at) goes into every seat
 * reservation of a room here, so a client asking another process connects to this one. Without
 * `redisUrl`: nothing, Colyseus' local presence and driver. ioredis reads options from the URL's
 * query, e.g. `redis://host:6379/0?keyPrefix=zedfall:` (the tests give each run a prefix of its own).
 */
export function scaleOut(redisUrl: string | undefined, publicAddress: string | undefined): ScaleOut {
  if (!redisUrl) return {};
  return { presence: new RedisPresence(redisUrl), driver: new RedisDriver(redisUrl), publicAddress };
}
