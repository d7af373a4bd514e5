import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The server's log: pino, one JSON line per event on stderr, at the level LOG_LEVEL sets (index.ts;
 * default info). Among its lines, one per refused frame or join, never with a stack trace for bad
 * input. Silent under jest (a test that reads the lines passes its own destination to `useLog`).
 */

let current: Logger = makeLog(process.env.JEST_WORKER_ID ? "silent" : "info");

/** A pino logger at `level` writing to `dest` (stderr when none). */
export function makeLog(level: string, dest?: DestinationStream): Logger {
  return pino({ level, base: undefined }, dest ?? pino.destination({ fd: 2, sync: true }));
}

/** The logger in use. */
export function log(): Logger {
  return current;
}

/** Puts `logger` in use (tests: one writing into an array); returns the one it replaces. */
export function useLog(logger: Logger): Logger {
  const before = current;
  current = logger;
  return before;
}

/** What a line about one refused frame or join says. */
export interface Refusal {
  /** Why, in a few words (never a stack). */
  reason: string;
  room?: string;
  session?: string;
  /** The frame's length in bytes, when known. */
  bytes?: number;
}

/**
 * One warn line per refusal, at most `perSecond` lines a second for the whole process; past that,
 * the refusals are counted and one line "N more refused frames" follows when the second is over.
 * Takes the clock (tests).
 */
export class RefusalLog {
  private windowEnd = 0;
  private lines = 0;
  private skipped = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly perSecond = 10,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs `r` (or counts it when this second's lines are used up). */
  note(r: Refusal): void {
    const t = this.now();
    if (t >= this.windowEnd) {
      this.flush();
      this.windowEnd = t + 1000;
      this.lines = 0;
    }
    if (this.lines < this.perSecond) {
      this.lines++;
      const { reason, ...where } = r;
      log().warn(where, `refused: ${reason}`);
      return;
    }
    this.skipped++;
    this.timer ??= setTimeout(() => this.flush(), Math.max(0, this.windowEnd - t));
    this.timer.unref?.();
  }

  /** Writes the "N more refused frames" line of the second that ended, if any were skipped. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.skipped === 0) return;
    log().warn({ more: this.skipped }, `${this.skipped} more refused frames`);
    this.skipped = 0;
  }
}

/** The process's refusal log (every room and the transport share the ~10 lines a second). */
export const refusals = new RefusalLog();

/** The frame a room is reading now, so that Colyseus' own complaint about it becomes a refusal line. */
let frame: Omit<Refusal, "reason"> | null = null;

/** Runs `fn` (a room reading one frame) with `info` as the frame being read. */
export function readingFrame<T>(info: Omit<Refusal, "reason">, fn: () => T): T {
  const outer = frame;
  frame = info;
  try {
    return fn();
  } finally {
    frame = outer;
  }
}

/** The WebSocket library's complaints about a client's frame (ws' Receiver errors): bad input, not a fault. */
const WS_FRAME_ERROR = /^(Invalid WebSocket frame|Max payload size exceeded|Unsupported WebSocket frame)/;

/** The first line of an error as Colyseus passes it (a stack text or an Error). */
function firstLine(args: unknown[]): string {
  const a = args[0];
  const text = a instanceof Error ? `${a.name}: ${a.message}` : String(a);
  return text.split("\n", 1)[0]!.slice(0, 200);
}

/**
 * The logger handed to Colyseus (`setLogger`): an error Colyseus reports while a room reads a
 * frame (it could not decode it), or a WebSocket frame error, becomes one refusal line without
 * its stack; everything else goes to the server's log at its level (a genuine fault keeps its stack).
 */
export const colyseusLogger = {
  error(...args: unknown[]): void {
    const line = firstLine(args);
    if (frame) return refusals.note({ ...frame, reason: `undecodable frame (${line})` });
    if (WS_FRAME_ERROR.test(line)) return refusals.note({ reason: `WebSocket frame error (${line})` });
    log().error(format(...args));
  },
  warn: (...args: unknown[]) => log().warn(format(...args)),
  info: (...args: unknown[]) => log().info(format(...args)),
  debug: (...args: unknown[]) => log().debug(format(...args)),
  trace: (...args: unknown[]) => log().trace(format(...args)),
};
