/** What one fuzz run counted: printed by `formatSummary`, asserted by server/test/fuzz.test.ts. */
export interface FuzzSummary {
  seed: string;
  /** Fuzz messages sent (probes not included), in all and by kind. */
  sent: number;
  sentBy: Record<string, number>;
  /** Messages the SDK could not encode (nothing went out), by error. */
  unsendable: Record<string, number>;
  /** Sync probes sent after each batch (one per live client), not counted in `sent`. */
  probes: number;
  /** Answers to fuzz messages: `ack` and `rejected` by code. */
  answered: Record<string, number>;
  /** RATE_LIMITED answers, and how many of the flood messages got one (and how many lost their connection before an answer). */
  rateLimited: number;
  flood: { sent: number; limited: number; lost: number };
  /** Connections the server closed, by close code, and how many were rejoined with their seat token. */
  closed: Record<string, number>;
  rejoined: number;
  /** Games created and played to their end, by game id. */
  games: Record<string, { created: number; finished: number }>;
  /** Applied actions: sent by a client (acked) and by the server itself (bots, timed answers). */
  clientActions: number;
  serverActions: number;
  /** Resent ids: how many were sent, and how many got an ack again (their first answer repeated: action ids are idempotency keys, never applied twice). */
  replayed: { sent: number; ackedAgain: number };
  /** Server failures: uncaught exceptions, unhandled rejections, /health not answering, rooms gone, probes never answered. */
  crashes: number;
  crashNotes: string[];
  /** States the seed + log replay disagrees with, rows without an applied action. */
  illegalChanges: number;
  illegalNotes: string[];
  /** The server's error log lines (handler failures are among them), by their message (digits left out). */
  serverErrors: Record<string, number>;
  rss: { start: number; peak: number; end: number };
  /**
   * Memory after each check: messages sent so far, RSS and (when the process runs with
   * --expose-gc, which the CLI sets) the heap in use right after a full collection, all in bytes.
   * A leak shows as a heap that keeps growing; RSS alone also holds V8's and the allocator's high water.
   */
  memory: { sent: number; rss: number; heap: number | null }[];
  checks: number;
  seconds: number;
}

/** An empty summary for a run with `seed`. */
export function emptySummary(seed: string): FuzzSummary {
  return {
    seed,
    sent: 0,
    sentBy: {},
    unsendable: {},
    probes: 0,
    answered: {},
    rateLimited: 0,
    flood: { sent: 0, limited: 0, lost: 0 },
    closed: {},
    rejoined: 0,
    games: {},
    clientActions: 0,
    serverActions: 0,
    replayed: { sent: 0, ackedAgain: 0 },
    crashes: 0,
    crashNotes: [],
    illegalChanges: 0,
    illegalNotes: [],
    serverErrors: {},
    rss: { start: 0, peak: 0, end: 0 },
    memory: [],
    checks: 0,
    seconds: 0,
  };
}

/** Adds one to `counts[key]`. */
export function bump(counts: Record<string, number>, key: string, n = 1): void {
  counts[key] = (counts[key] ?? 0) + n;
}

/** Notes are kept up to this many (the count goes on). */
export const MAX_NOTES = 10;

/** Adds a note unless there are already MAX_NOTES. */
export function note(notes: string[], text: string): void {
  if (notes.length < MAX_NOTES) notes.push(text);
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const list = (c: Record<string, number>) =>
  Object.entries(c)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(", ") || "none";

/** The summary as the lines `npm run cli -- fuzz` prints. */
export function formatSummary(s: FuzzSummary): string[] {
  const rate = s.seconds > 0 ? Math.round(s.sent / s.seconds) : 0;
  const lines = [
    `fuzz seed ${s.seed}: ${s.sent} messages in ${s.seconds.toFixed(1)} s (${rate} messages/s), ${s.checks} checks, ${s.probes} sync probes`,
    `sent by kind: ${list(s.sentBy)}`,
    ...(Object.keys(s.unsendable).length ? [`not sent (the SDK could not encode them): ${list(s.unsendable)}`] : []),
    `answered: ${list(s.answered)}`,
    `rate limited: ${s.rateLimited} (flood: ${s.flood.limited} of ${s.flood.sent} flood messages; ${s.flood.lost} unanswered, their connection closed)`,
    `closed connections: ${list(s.closed)} (rejoined with the seat token: ${s.rejoined})`,
    `games: ${Object.entries(s.games).map(([g, n]) => `${g} ${n.created} created, ${n.finished} finished`).join("; ") || "none"}`,
    `applied actions: ${s.clientActions} by clients (acked), ${s.serverActions} by the server (bots, timed answers)`,
    `replayed ids: ${s.replayed.sent} sent, ${s.replayed.ackedAgain} answered with their first ack again (not applied twice)`,
    `crashes: ${s.crashes}`,
    ...s.crashNotes.map((n) => `  ${n}`),
    `illegal state changes: ${s.illegalChanges}`,
    ...s.illegalNotes.map((n) => `  ${n}`),
    `server error lines: ${Object.values(s.serverErrors).reduce((a, b) => a + b, 0)}`,
    ...Object.entries(s.serverErrors).map(([k, n]) => `  ${n} × ${k}`),
    `RSS: start ${mb(s.rss.start)}, peak ${mb(s.rss.peak)}, end ${mb(s.rss.end)}`,
    ...memoryLines(s.memory),
  ];
  return lines;
}

/**
 * The memory samples as lines: RSS and the heap after GC over the run after its first tenth (the
 * warm-up: the caches, the SQLite page cache, V8's code fill), at that point and at the end.
 */
function memoryLines(m: FuzzSummary["memory"]): string[] {
  if (m.length < 2) return [];
  const rest = m.slice(Math.floor(m.length / 10));
  const first = rest[0]!;
  const last = rest[rest.length - 1]!;
  const range = (xs: number[]) => `${mb(Math.min(...xs))}–${mb(Math.max(...xs))}`;
  const lines = [`RSS after the first tenth of the run (${first.sent} sent, ${rest.length} checks): ${range(rest.map((x) => x.rss))}; ${mb(first.rss)} then, ${mb(last.rss)} at the end`];
  const heaps = rest.map((x) => x.heap).filter((x): x is number => x !== null);
  if (heaps.length === rest.length) lines.push(`heap after GC after the first tenth: ${range(heaps)}; ${mb(first.heap!)} then, ${mb(last.heap!)} at the end`);
  return lines;
}
