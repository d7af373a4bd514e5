import { execFileSync } from "node:child_process";

/** The core the load generator's processes (the generators and this orchestrating process) run on. */
export const GENERATOR_CORE = 0;
/** The core the measured server runs on, alone: its rooms-per-core figure is its own. */
export const SERVER_CORE = 1;

/** Whether `taskset` (util-linux) can be run here. */
export const HAS_TASKSET: boolean = (() => {
  try {
    execFileSync("taskset", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/**
 * Pins process `pid` and every thread it has to CPU `core` (`taskset -a -c -p`); threads it starts
 * later inherit it. Without taskset, or when the machine has no such core, does nothing and
 * returns false. Returns whether the process is pinned.
 */
export function pin(pid: number, core: number): boolean {
  if (!HAS_TASKSET) return false;
  try {
    execFileSync("taskset", ["-a", "-c", "-p", String(core), String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The line the load bench prints about its pinning: which cores, or why it could not pin. */
export function pinningLine(pinned: boolean): string {
  if (!HAS_TASKSET) return "pinning: taskset not found, so nothing is pinned: the server shares every core with the load generators and its figures are a floor";
  if (!pinned) return `pinning: taskset could not pin to cores ${GENERATOR_CORE} and ${SERVER_CORE} (fewer than 2 cores?), so nothing is pinned: the server's figures are a floor`;
  return `pinning: the load generators (and this process) run on core ${GENERATOR_CORE} (taskset -c ${GENERATOR_CORE}), each server on core ${SERVER_CORE} (taskset -c ${SERVER_CORE}) alone: its figures are per server core`;
}
