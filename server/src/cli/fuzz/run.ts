import { Client as Sdk } from "@colyseus/sdk";
import { createRandom } from "@zedfall/shared";
import { GAMES } from "../../games";
import { checkRoom, healthy } from "./check";
import { FLOOD, PROBE, connectionsClosed, type FuzzClient } from "./client";
import { nextMessage, type Action } from "./hostile";
import { picker, type Pick } from "./pick";
import { startFuzzServer, FUZZ_RATE_LIMIT, type FuzzServer } from "./server";
import { bump, emptySummary, note, type FuzzSummary } from "./summary";
import { Table } from "./table";
import { makeLog, useLog } from "../../log";

/** What one fuzz run does (`npm run cli -- fuzz --messages N --seed S`). */
export interface FuzzOptions {
  /** Fuzz messages to send in all (default 1,000,000). */
  messages: number;
  /** Seed of the fuzzer's own choices (and of the games it creates). */
  seed: string;
  /** Messages between two checks (default 2,000). */
  batch?: number;
  /** Games played side by side (default 4: the table of games in turn). */
  tables?: number;
  /** A flood after every this many messages (default: 10,000, and at least one per run). */
  floodEvery?: number;
  /** Messages in one flood (default 150), against a rate limit of `floodLimit` (default 30, the server's default). */
  floodSize?: number;
  floodLimit?: number;
  /** A table is retired (checked in full, replaced) after this many messages, or when its game ends (default 20,000). */
  tableMessages?: number;
  /** Progress lines (one per check); none by default. */
  progress?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const yieldLoop = () => new Promise((r) => setImmediate(r));

/**
 * Runs the fuzzer: starts its own server (server.ts), plays `tables`
 * games of every game in the table in turn over real SDK clients, sends `messages` hostile and legal messages
 * (hostile.ts), floods past the rate limit now and then, and after every batch checks that the
 * server is alive and answers /health and that every room's rule state is its seed + log replay
 * (check.ts). Returns the summary; the server is stopped before it returns. Never throws for what
 * the server does: crashes and illegal changes are counted.
 */
export async function runFuzz(opts: FuzzOptions): Promise<FuzzSummary> {
  const o = { batch: 2000, tables: 4, floodEvery: 10_000, floodSize: 150, floodLimit: 30, tableMessages: 20_000, ...opts };
  const s = emptySummary(o.seed);
  const pick = picker(createRandom(`fuzz:${o.seed}`));
  const restore = watchProcess(s);
  const t0 = Date.now();
  s.rss.start = s.rss.peak = process.memoryUsage().rss;
  let srv: FuzzServer | null = null;
  const tables: Table[] = [];
  let opened = 0;
  let ids = 0;
  try {
    srv = await startFuzzServer();
    const sdk = new Sdk(`ws://127.0.0.1:${srv.port}`);
    const open = async () => {
      const ids = Object.keys(GAMES);
      const game = ids[opened % ids.length]!;
      const t = new Table(sdk, s, game, GAMES, opened++);
      await t.open(`fuzz-${o.seed}-${t.n}`);
      return t;
    };
    for (let i = 0; i < o.tables; i++) tables.push(await open());
    let nextFlood = Math.min(o.floodEvery, Math.floor(o.messages / 2));
    while (s.sent < o.messages) {
      const tb = Date.now();
      const end = Math.min(o.messages, s.sent + o.batch);
      while (s.sent < end) {
        const live = tables.flatMap((t) => t.clients.filter((c) => c.alive).map((c) => ({ t, c })));
        // a connection the server closed (a frame too big, garbage) comes back with its seat token meanwhile
        for (const t of tables) if (t.clients.some((c) => !c.alive)) void t.rejoin();
        if (!live.length) {
          await sleep(20);
          continue;
        }
        const { t, c } = pick.one(live);
        c.send(nextMessage(contextOf(pick, t, c, () => `f${ids++}`)));
        t.messages++;
        if (s.sent % 25 === 0) await yieldLoop();
      }
      if (s.sent >= nextFlood) {
        await flood(srv, pick.one(tables), o.floodSize, o.floodLimit, s, () => `${FLOOD}${ids++}`);
        nextFlood += o.floodEvery;
      }
      const ts = Date.now();
      await check(srv, tables, s, () => `${PROBE}${ids++}`);
      const tc = Date.now();
      // retire ended and old games, open new ones in their place
      for (let i = 0; i < tables.length; i++) {
        const t = tables[i]!;
        if (!t.over() && t.messages < o.tableMessages && t.room()) continue;
        await checkTable(srv, t, s, true);
        if (t.over()) s.games[t.game]!.finished++;
        await t.close();
        tables[i] = await open();
      }
      s.rss.peak = Math.max(s.rss.peak, process.memoryUsage().rss);
      s.memory.push(memoryNow(s.sent));
      s.checks++;
      o.progress?.(`[send ${ts - tb} ms, check ${tc - ts} ms, retire ${Date.now() - tc} ms] ${s.sent} sent, ${s.answered.ack ?? 0} acked, ${s.crashes} crashes, ${s.illegalChanges} illegal changes, rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
    }
    for (const t of tables) await checkTable(srv, t, s, true);
  } catch (e) {
    // the fuzzer itself could not go on (a game could not be created, a probe run failed): a crash of the run
    s.crashes++;
    note(s.crashNotes, `the run stopped: ${(e as Error).stack ?? e}`);
  } finally {
    for (const t of tables) await t.close().catch(() => {});
    // tables not checked in full (the run stopped early) still count what they applied
    for (const t of tables) s.clientActions += t.applied.client;
    for (const t of tables) s.serverActions += t.applied.server;
    await srv?.stop().catch((e) => note(s.crashNotes, `the server did not stop: ${(e as Error).message}`));
    await connectionsClosed();
    restore();
    s.rss.end = process.memoryUsage().rss;
    s.rss.peak = Math.max(s.rss.peak, s.rss.end);
    s.seconds = (Date.now() - t0) / 1000;
  }
  return s;
}

/** The memory sample after a check: RSS, and the heap right after a full collection when `gc` is exposed (--expose-gc). */
function memoryNow(sent: number): FuzzSummary["memory"][number] {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const m = process.memoryUsage();
  return { sent, rss: m.rss, heap: gc ? m.heapUsed : null };
}

/** What client `c` of table `t` knows for its next message. */
function contextOf(pick: Pick, t: Table, c: FuzzClient, nextId: () => string) {
  const others = t.clients.filter((x) => x !== c && x.legal.length);
  const otherLegal: Action[] = others.length ? pick.one(others).legal : [];
  return {
    pick,
    legal: c.legal,
    otherLegal,
    staleLegal: c.stale,
    sentBefore: c.recent.length ? pick.one(c.recent) : null,
    seats: t.seats,
    nextId,
  };
}

/**
 * A flood past the rate limit: the limit is lowered to `limit` (read live by every room), one
 * client sends `size` messages at once, each is answered (RATE_LIMITED past the limit, else the
 * room's refusal), then the limit is raised again.
 */
async function flood(srv: FuzzServer, t: Table, size: number, limit: number, s: FuzzSummary, nextId: () => string): Promise<void> {
  const c = t.clients.find((x) => x.alive && !x.seat) ?? t.clients.find((x) => x.alive);
  if (!c) return;
  srv.settings.rateLimit = limit;
  try {
    const answers = Array.from({ length: size }, () => {
      s.sent++;
      s.sentBy.flood = (s.sentBy.flood ?? 0) + 1;
      s.flood.sent++;
      return c.ask(nextId(), { type: "flood" }, 10_000);
    });
    const codes = await Promise.all(answers);
    for (const code of codes) {
      // no answer: the connection closed meanwhile (the server closed it, or a rejoin replaced it)
      if (code === "closed" || code === "timeout") {
        s.flood.lost++;
        continue;
      }
      s.answered[code] = (s.answered[code] ?? 0) + 1;
      if (code === "RATE_LIMITED") {
        s.rateLimited++;
        s.flood.limited++;
      }
    }
  } finally {
    srv.settings.rateLimit = FUZZ_RATE_LIMIT;
  }
}

/**
 * After a batch: rejoins closed clients, sends every live client a probe (an `act` every room
 * answers in its queue) and waits for the answers, so every message of the batch has been
 * handled; then /health and every room.
 */
async function check(srv: FuzzServer, tables: Table[], s: FuzzSummary, nextId: () => string): Promise<void> {
  for (const t of tables) await t.rejoin();
  const probes: Promise<void>[] = [];
  for (const t of tables)
    for (const c of t.clients) {
      if (!c.alive) continue;
      s.probes++;
      probes.push(
        c.ask(nextId(), { type: "\u0000probe" }, 30_000).then((code) => {
          if (code === "timeout") {
            s.crashes++;
            note(s.crashNotes, `game ${t.roomId} (${t.game}): ${c.name}'s probe was not answered within 30 s`);
          } else if (code === "ack") {
            s.illegalChanges++;
            note(s.illegalNotes, `game ${t.roomId} (${t.game}): the probe action of ${c.name} was applied`);
          }
        }),
      );
    }
  await Promise.all(probes);
  if (!(await healthy(srv.port))) {
    s.crashes++;
    note(s.crashNotes, "GET /health was not answered ok");
  }
  for (const t of tables) await checkTable(srv, t, s, false);
}

/** Checks one table's room; a room gone while its clients were still in it counts as a crash. */
async function checkTable(srv: FuzzServer, t: Table, s: FuzzSummary, full: boolean): Promise<void> {
  if (!t.room()) {
    if (t.clients.some((c) => c.alive)) {
      s.crashes++;
      note(s.crashNotes, `game ${t.roomId} (${t.game}): the room is gone while clients are in it`);
    }
  } else {
    const problems = await checkRoom(t, srv.store, GAMES[t.game]!.ruleset, full);
    s.illegalChanges += problems.length;
    for (const p of problems) note(s.illegalNotes, p);
  }
  if (full) {
    s.clientActions += t.applied.client;
    s.serverActions += t.applied.server;
    t.applied.client = t.applied.server = 0;
  }
}

/**
 * While the fuzzer runs: an uncaught exception or unhandled rejection is a crash (counted, the
 * process goes on), and the server's log lines are kept out of the terminal (its error lines
 * are counted as server errors). Returns the function that puts everything back.
 */
function watchProcess(s: FuzzSummary): () => void {
  const crash = (what: string) => (e: unknown) => {
    s.crashes++;
    note(s.crashNotes, `${what}: ${(e as Error)?.stack ?? String(e)}`.slice(0, 600));
  };
  const onException = crash("uncaught exception");
  const onRejection = crash("unhandled rejection");
  process.on("uncaughtException", onException);
  process.on("unhandledRejection", onRejection);
  // the server's error lines are counted by their message; every other line is kept out of the terminal
  const logged = useLog(
    makeLog("error", {
      write(line: string) {
        const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        const key = `${msg ?? ""}${err?.message ? `: ${err.message}` : ""}`.split("\n")[0]!.replace(/\d+/g, "#").slice(0, 120);
        // at most 50 kinds are kept apart; the rest are counted together
        const kinds = Object.keys(s.serverErrors);
        bump(s.serverErrors, kinds.includes(key) || kinds.length < 50 ? key : "(other)");
      },
    }),
  );
  return () => {
    process.off("uncaughtException", onException);
    process.off("unhandledRejection", onRejection);
    useLog(logged);
  };
}
