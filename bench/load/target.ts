/**
 * What the load generator (bench/load) drives: a game server in a process of its own and rooms of
 * scripted clients on it. Zedfall (zedfall.ts) and the boardgame.io peer (bgio/target.ts) both
 * implement it, so one generator measures both in the same run with the same action mix.
 */

/** One reading of a server process (server side: child.ts). */
export interface ServerSample {
  /** The process's user + system CPU since it started, µs (`process.cpuUsage()`). */
  cpuUs: number;
  /** Resident set size, bytes. */
  rssBytes: number;
  /** Event-loop delay since the previous sample (`monitorEventLoopDelay`, 1 ms timer; the timer's own 1 ms taken off), ms. */
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** The event loop's active time since it started (`performance.eventLoopUtilization().active`: running JavaScript or blocked in a synchronous call, not waiting), ms. Other threads (the SQLite writer) are not in it. */
  loopActiveMs: number;
  /**
   * The main thread's own time on a CPU and waiting for one (runnable, not running) since it started,
   * µs, from Linux's /proc schedstat (0 elsewhere). On a shared machine the loop's active time also
   * counts the time it was runnable but descheduled; its CPU time does not.
   */
  mainCpuUs: number;
  mainWaitUs: number;
  /** The main thread's GC pauses since it started (count, total ms) and the longest since the previous sample, ms (child.ts `watchGc`). */
  gcCount: number;
  gcMs: number;
  gcMaxMs: number;
  /** The target's own counters (Zedfall: the store's group commits and the writes they held, since the start). */
  extra?: Record<string, number>;
}

/** Where a server's CPU went during a profile: self time by part, in % of the profiled wall time. */
export interface ProfileSummary {
  /** The profile's wall time, ms. */
  ms: number;
  /** Self time by part (apply, legal lists, sync, encode, store, websocket, messages, gc, idle, other…), % of `ms`. */
  parts: Record<string, number>;
  /** The heaviest functions by self time: `name file:line`, % of `ms`. */
  top: { fn: string; pct: number }[];
}

/** A running server in its own process. */
export interface ServerHandle {
  pid: number;
  port: number;
  /** A reading of the server process now (resets the event-loop histogram). */
  sample(): Promise<ServerSample>;
  /** Profiles the server process with the inspector for `ms` and summarises it; the raw profile is also written to the file `save` when given. */
  profile(ms: number, save?: string): Promise<ProfileSummary>;
  /** Stops the process (SIGKILL after 5 s) and removes nothing: the caller owns `dataDir`. */
  stop(): Promise<void>;
}

/** What one action cost, as the acting client saw it. */
export interface ActResult {
  /** Action sent → its acknowledgement (Zedfall: `ack`, sent after the durable write; boardgame.io: the state update), ms. */
  ackMs: number;
  /** Action sent → the state change reached the acting client (Zedfall: the state patch frame), ms. */
  patchMs: number;
  /** Bytes the acting client sent for the action (WebSocket payload). */
  bytesOut: number;
  /** Bytes the acting client received for it, until both its ack and its patch arrived (WebSocket payloads). */
  bytesIn: number;
  /** Of `bytesIn`, the state-change frames alone. */
  patchBytes: number;
  /** Whether the action moved one unit one square (the "bytes per unit move" figure). */
  unitMove: boolean;
}

/** A room of scripted clients: `seats` seated clients and maybe a spectator. */
export interface LoadRoom {
  /** Clients connected for this room (seats + spectator). */
  readonly clients: number;
  /**
   * One action of whichever seat may act, chosen at random among its legal actions; resolves once
   * its ack and its state change reached the acting client. Null when the game is over (the room
   * should be closed and a new one opened). Rejects on a refusal or a timeout.
   */
  act(): Promise<ActResult | null>;
  /** Leaves with every client. */
  close(): Promise<void>;
}

/** A game server the generator can start and fill with rooms. */
export interface LoadTarget {
  /** Shown in the report: "zedfall", "boardgame.io". */
  readonly name: string;
  /** How a generator process finds this target again (targets.ts `targetOf`): "zedfall", "zedfall-siege", "boardgame.io", "echo:<bytes>". */
  readonly ref: string;
  /** Starts the server in a child process on a free loopback port; its files go in `dataDir`. */
  start(dataDir: string): Promise<ServerHandle>;
  /** Opens room number `i` (seeds derive from it) with `seats` seated clients (1 zombie + humans) and a spectator if asked; runs in a generator process (generator.ts). */
  openRoom(port: number, i: number, opts: { seats: number; spectator: boolean }): Promise<LoadRoom>;
}
