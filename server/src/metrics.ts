import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (prom-client, a registry of its own). Counting is always on and
 * costs a counter increment or a histogram observation where it happens; only `/metrics`
 * (http/metrics.ts, ZEDFALL_METRICS) decides whether anyone reads them. The rooms and clients
 * are counted when scraped, from the rooms that registered with `openRooms`.
 */
export const registry = new Registry();

/** What the scrape asks every open game room: its game (ruleset id) and its connected clients. */
export interface CountedRoom {
  game(): string;
  clientCount(): number;
}

/** The game rooms open in this process (GameRoom adds itself once created, removes itself when disposed). */
export const openRooms = new Set<CountedRoom>();

/** Counts `openRooms` by game: rooms, or their clients. */
function byGame(what: (r: CountedRoom) => number): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of openRooms) out.set(r.game(), (out.get(r.game()) ?? 0) + what(r));
  return out;
}

new Gauge({
  name: "zedfall_rooms",
  help: "Game rooms open in this process, by game",
  labelNames: ["game"],
  registers: [registry],
  collect() {
    this.reset();
    for (const [game, n] of byGame(() => 1)) this.set({ game }, n);
  },
});

new Gauge({
  name: "zedfall_clients",
  help: "Clients connected to this process's game rooms (seated and spectators), by game",
  labelNames: ["game"],
  registers: [registry],
  collect() {
    this.reset();
    for (const [game, n] of byGame((r) => r.clientCount())) this.set({ game }, n);
  },
});

/** Actions applied (players', bots' and timed answers), by game. */
export const actions = new Counter({ name: "zedfall_actions_total", help: "Actions applied, by game", labelNames: ["game"], registers: [registry] });

/** Refusals sent to clients (`rejected`), by code. */
export const refusalsByCode = new Counter({ name: "zedfall_refusals_total", help: "Refusals sent to clients, by code", labelNames: ["code"], registers: [registry] });

/** From reading a player's `act` to sending its `ack` (rules, durable store write, publishing), in seconds, by game. */
export const actionAck = new Histogram({
  name: "zedfall_action_ack_seconds",
  help: "From reading a player's act to sending its ack (the store write included), by game",
  labelNames: ["game"],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** A durable store write from its submission to its commit (group commit included), in seconds, by store kind. */
export const storeCommit = new Histogram({
  name: "zedfall_store_commit_seconds",
  help: "A durable store write from submission to commit, by store",
  labelNames: ["store"],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

/** The bot-thread time of one hint (bot pool), in seconds, by outcome. */
export const hintTime = new Histogram({
  name: "zedfall_hint_seconds",
  help: "Bot-pool thread time of one hint, by outcome (answered, failed)",
  labelNames: ["outcome"],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** The time a bot seat's decision took on the rooms' thread, in seconds, by game. */
export const botMove = new Histogram({
  name: "zedfall_bot_move_seconds",
  help: "A bot seat's decision on the game rooms' thread, by game",
  labelNames: ["game"],
  buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
  registers: [registry],
});

let processMetrics = false;

/**
 * Starts Node's process metrics in the registry once (prom-client's defaults: CPU, memory, GC,
 * handles, and the event loop's lag `nodejs_eventloop_lag_seconds` with its percentiles); called
 * only when /metrics is on, since the event-loop and GC watchers cost a little all the time.
 */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, prefix: "" });
}

/** Seconds since `t0` (a `performance.now()`). */
export function since(t0: number): number {
  return (performance.now() - t0) / 1000;
}
