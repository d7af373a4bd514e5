import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { pin, SERVER_CORE } from "./pin";
import type { ProfileSummary, ServerHandle, ServerSample } from "./target";

/**
 * Starts a server child (an entry using child.ts) with `node --import tsx <entry> <args>` in `cwd`
 * and `env`, pinned to SERVER_CORE (pin.ts), and resolves once it printed its port, with the handle that talks to its command
 * loop. Rejects if the child exits first. stderr is passed through.
 */
export async function spawnServer(entry: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<ServerHandle> {
  const child = spawn(process.execPath, [...(process.env.BENCH_LOAD_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", entry, ...args], { cwd, env, stdio: ["pipe", "pipe", "inherit"] });
  // the server alone on its core, away from the generators (pin.ts; a no-op without taskset)
  pin(child.pid!, SERVER_CORE);
  const lines = createInterface({ input: child.stdout! });
  const waiting = new Map<string, ((rest: string) => void)[]>();
  lines.on("line", (l) => {
    const sp = l.indexOf(" ");
    const head = sp < 0 ? l : l.slice(0, sp);
    const w = waiting.get(head);
    if (w?.length) w.shift()!(l.slice(sp + 1));
  });
  const next = (head: string) => new Promise<string>((res) => (waiting.get(head) ?? waiting.set(head, []).get(head)!).push(res));
  const exited = new Promise<void>((res) => child.once("exit", () => res()));
  const port = Number(await Promise.race([next("PORT"), exited.then(() => "0")]));
  if (!port) throw new Error(`the server child ${entry} did not start`);
  const ask = async <T>(cmd: string, head: string): Promise<T> => {
    const p = next(head);
    child.stdin!.write(`${cmd}\n`);
    return JSON.parse(await p) as T;
  };
  return {
    pid: child.pid!,
    port,
    sample: () => ask<ServerSample>("sample", "SAMPLE"),
    profile: (ms, save) => ask<ProfileSummary>(`profile ${ms}${save ? ` ${save}` : ""}`, "PROFILE"),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.stdin!.write("stop\n");
      const t = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}
