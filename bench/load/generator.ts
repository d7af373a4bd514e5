/**
 * One load-generator process of the load bench (generators.ts forks `plan.generators` of them, so
 * that no single process holds every SDK client: one generator with 4,800 clients had a 2.8 GB heap
 * whose GC pauses and event-loop delay were counted as the server's latency). It opens and drives
 * its share of a ramp's rooms against the server, with the target's own clients (`@colyseus/sdk`
 * for Zedfall, boardgame.io's for the peer, `ws` for the echo), exactly as one generator did, and
 * hands back what it measured raw, so the parent (ramp.ts) computes every figure of a step once.
 *
 * `node --import tsx bench/load/generator.ts <json GeneratorSetup>`, forked with an IPC channel
 * (advanced serialization). Requests `{ id, cmd }`, one answer each `{ id, ok, value | error }`:
 * - `open {rooms}`: opens rooms until this process drives `rooms` (their drivers start at once);
 *   answers `{ rooms, clients }`;
 * - `measure {seconds, tailMs}`: measures a window of `seconds` (the answers of the actions sent in
 *   it, waiting `tailMs` more for the late ones) and answers a `GeneratorWindow`;
 * - `close`: stops the drivers, closes every room, answers, and exits.
 * Loopback only (the target's clients connect to 127.0.0.1). The channel closing (the parent is
 * gone, whatever the way) exits at once: a generator never outlives its bench.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { watchGc } from "./child";
import { sleep, type LoadPlan } from "./ramp";
import type { ActResult, LoadRoom, LoadTarget } from "./target";
import { targetOf } from "./targets";

/** What a generator process is started with: its target (`LoadTarget.ref`), the server's port, the plan, and which share of the rooms is its own. */
export interface GeneratorSetup {
  ref: string;
  port: number;
  plan: LoadPlan;
  /** This process is number `part` of `parts`: its rooms are numbered part, part + parts, part + 2·parts… (the seeds derive from the number). */
  part: number;
  parts: number;
}

/** What one generator process measured in a window: its raw answers, and its own cost. */
export interface GeneratorWindow {
  /** The answers of the actions sent inside the window (paced or fast). */
  results: ActResult[];
  errors: number;
  firstError?: string;
  /** Actions sent inside the window. */
  sent: number;
  /** Clients connected for this process's rooms now. */
  clients: number;
  /** This process's user + system CPU over the window and its tail, µs; its RSS at the end, bytes. */
  cpuUs: number;
  rssBytes: number;
  /** Its own event-loop delay over the window and tail (1 ms timer, the timer's 1 ms taken off), ms. */
  loopP99Ms: number;
  loopMaxMs: number;
  /** Its GC pauses over the window and tail: total and longest, ms. */
  gcMs: number;
  gcMaxMs: number;
}

/** A command of the parent (generators.ts), the request that carries it, and its answer. */
export type GeneratorCommand = { cmd: "open"; rooms: number } | { cmd: "measure"; seconds: number; tailMs: number } | { cmd: "close" };
export type GeneratorRequest = { id: number } & GeneratorCommand;
export type GeneratorAnswer = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: string });

/** A room kept busy by this process: its driver loop runs until the process stops; a finished game is replaced by a fresh one. */
interface Driven {
  room: LoadRoom;
  index: number;
}

type Window = { from: number; until: number; results: ActResult[]; errors: number; firstError?: string; sent: number };

/**
 * Drives one process's share of the rooms of a ramp: opens them, paces (or, in "fast" mode,
 * chains) each room's actions, and records the answers of the actions sent inside a window.
 */
class Share {
  private readonly driven: Driven[] = [];
  private readonly loops: Promise<void>[] = [];
  private stopping = false;
  private window: Window | null = null;
  private nextIndex: number;
  private readonly loop = monitorEventLoopDelay({ resolution: 1 });
  private readonly gc = watchGc();

  constructor(
    private readonly setup: GeneratorSetup,
    private readonly target: LoadTarget,
  ) {
    this.nextIndex = setup.part;
    this.loop.enable();
  }

  private index(): number {
    const i = this.nextIndex;
    this.nextIndex += this.setup.parts;
    return i;
  }

  /**
   * Opens room `index`. A matchmaking request that failed on the connection ("fetch failed":
   * the SDK's HTTP request got no answer, the cause is not kept) is tried again, twice at most,
   * and said on stderr; any other failure is the run's.
   */
  private async openOne(index: number): Promise<LoadRoom> {
    const { plan, port } = this.setup;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.target.openRoom(port, index, { seats: plan.seats, spectator: plan.spectator });
      } catch (e) {
        if (attempt >= 3 || !/fetch failed/.test((e as Error)?.message ?? "")) throw e;
        console.error(`load generator ${this.setup.part}: room ${index}: ${(e as Error).message}; trying again (${attempt} of 2)`);
        await sleep(200 * attempt);
      }
    }
  }

  private record(sentAt: number, r: ActResult | Error): void {
    const w = this.window;
    if (!w || sentAt < w.from || sentAt >= w.until) return;
    if (r instanceof Error) {
      w.errors++;
      w.firstError ??= r.message;
    } else w.results.push(r);
  }

  private async drive(d: Driven): Promise<void> {
    const { plan } = this.setup;
    const period = 1000 / plan.perRoomPerSec;
    let due = performance.now() + Math.random() * period;
    while (!this.stopping) {
      if (plan.mode === "paced") {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (this.stopping) break;
      }
      const sentAt = performance.now();
      const w = this.window;
      if (w && sentAt >= w.from && sentAt < w.until) w.sent++;
      try {
        const r = await d.room.act();
        if (r === null) {
          // the game is over: a new one takes its place (not measured)
          await d.room.close();
          d.room = await this.openOne((d.index = this.index()));
          due = performance.now();
          continue;
        }
        this.record(sentAt, r);
      } catch (e) {
        this.record(sentAt, e as Error);
        await sleep(period);
      }
      due += period;
      // a room that fell behind asks again at once, but never catches up with a burst
      if (due < performance.now() - period) due = performance.now();
    }
  }

  get clients(): number {
    return this.driven.reduce((a, d) => a + d.room.clients, 0);
  }

  /** Opens rooms (this process's share of `plan.openConcurrency` at once) until `n` are driven. */
  async open(n: number): Promise<{ rooms: number; clients: number }> {
    const at = Math.max(1, Math.ceil(this.setup.plan.openConcurrency / this.setup.parts));
    while (this.driven.length < n) {
      const batch = Math.min(at, n - this.driven.length);
      const opened = await Promise.all(Array.from({ length: batch }, async () => {
        const index = this.index();
        return { room: await this.openOne(index), index };
      }));
      for (const d of opened) {
        this.driven.push(d);
        this.loops.push(this.drive(d));
      }
    }
    return { rooms: this.driven.length, clients: this.clients };
  }

  /** Measures a window of `seconds`, then waits `tailMs` for the answers still on their way. */
  async measure(seconds: number, tailMs: number): Promise<GeneratorWindow> {
    const c0 = process.cpuUsage();
    const gc0 = this.gc.ms;
    this.gc.takeMax();
    this.loop.reset();
    const from = performance.now();
    const w: Window = { from, until: from + seconds * 1000, results: [], errors: 0, sent: 0 };
    this.window = w;
    await sleep(seconds * 1000 + tailMs);
    this.window = null;
    const c = process.cpuUsage(c0);
    const ms = (ns: number) => Math.max(0, ns / 1e6 - 1);
    return {
      results: w.results,
      errors: w.errors,
      firstError: w.firstError,
      sent: w.sent,
      clients: this.clients,
      cpuUs: c.user + c.system,
      rssBytes: process.memoryUsage.rss(),
      loopP99Ms: ms(this.loop.percentile(99)),
      loopMaxMs: ms(this.loop.max),
      gcMs: this.gc.ms - gc0,
      gcMaxMs: this.gc.takeMax(),
    };
  }

  /** Stops the drivers (waiting 15 s at most for the actions in flight) and closes every room, 200 at a time. */
  async close(): Promise<void> {
    this.stopping = true;
    this.window = null;
    this.loop.disable();
    await Promise.race([Promise.all(this.loops), sleep(15_000)]);
    for (let k = 0; k < this.driven.length; k += 200) await Promise.all(this.driven.slice(k, k + 200).map((d) => d.room.close()));
  }
}

const setup = JSON.parse(process.argv[2] ?? "null") as GeneratorSetup | null;
if (!setup || !process.send) {
  console.error("generator.ts: forked by generators.ts only (an IPC channel and the setup as argv[2])");
  process.exit(2);
}
// the parent is gone (a crash, a kill, its exit): so is this process
process.on("disconnect", () => process.exit(0));
const share = new Share(setup, await targetOf(setup.ref));
const answer = (a: GeneratorAnswer, then?: () => void) => process.send!(a, undefined, {}, then);
process.on("message", async (m: GeneratorRequest) => {
  try {
    if (m.cmd === "open") answer({ id: m.id, ok: true, value: await share.open(m.rooms) });
    else if (m.cmd === "measure") answer({ id: m.id, ok: true, value: await share.measure(m.seconds, m.tailMs) });
    else if (m.cmd === "close") {
      await share.close();
      // the channel closes once the answer is out; its "disconnect" ends the process
      answer({ id: m.id, ok: true, value: null }, () => process.disconnect());
    }
  } catch (e) {
    // fetch's "fetch failed" says why only in its cause
    const cause = (e as { cause?: unknown })?.cause;
    answer({ id: m.id, ok: false, error: `${(e as Error)?.stack ?? String(e)}${cause ? `\ncaused by: ${String((cause as Error)?.stack ?? cause)}` : ""}` });
  }
});
process.send({ ready: true });
