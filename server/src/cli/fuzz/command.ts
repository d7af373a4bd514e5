import type { CliIO } from "../commands";
import { runFuzz, type FuzzOptions } from "./run";
import { formatSummary } from "./summary";

/** The value after `--name` in `args`, or undefined. */
function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * Reads `fuzz [--messages N] [--seed S] [--batch B]`: the options, or the message
 * naming the bad argument. N and B are whole numbers above 0; the seed any non-empty string.
 */
export function fuzzOptions(args: string[]): FuzzOptions | string {
  const valued = new Set(["--messages", "--seed", "--batch"]);
  for (let i = 0; i < args.length; i++) {
    if (valued.has(args[i]!)) i++;
    else if (args[i] !== "--progress") return `fuzz: unknown argument '${args[i]}'`;
  }
  const whole = (name: string, fallback: number): number | string => {
    const v = flag(args, name);
    if (v === undefined) return fallback;
    const n = Number(v.replace(/_/g, ""));
    return Number.isInteger(n) && n > 0 ? n : `fuzz: --${name} needs a whole number above 0, not '${v}'`;
  };
  const messages = whole("messages", 1_000_000);
  if (typeof messages === "string") return messages;
  const batch = whole("batch", messages >= 100_000 ? 5000 : 2000);
  if (typeof batch === "string") return batch;
  const seed = flag(args, "seed") ?? "1";
  if (!seed) return "fuzz: --seed needs a value";
  return { messages, seed, batch };
}

/**
 * `fuzz`: runs the fuzzer against its own in-process loopback server and prints one summary.
 * Exit code 1 on a crash or an illegal state change (or a bad argument), else 0.
 */
export async function fuzzCommand(args: string[], io: CliIO): Promise<number> {
  const opts = fuzzOptions(args);
  if (typeof opts === "string") {
    io.err(opts);
    return 1;
  }
  // straight to stderr: the run keeps the server's console lines out of the terminal
  if (args.includes("--progress")) opts.progress = (l) => process.stderr.write(`${l}\n`);
  const summary = await runFuzz(opts);
  for (const line of formatSummary(summary)) io.out(line);
  return summary.crashes || summary.illegalChanges ? 1 : 0;
}
