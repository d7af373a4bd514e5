import { readFileSync } from "node:fs";
import { benchApply, benchBotStep, loadHouseEngine, recordGames } from "./engine";

/**
 * Profiling aid (DESIGN "Speed": profile before optimising).
 * `node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/profile.ts apply|step [games]` runs one
 * engine bench alone for a few seconds, so the profile shows only it;
 * `node --import tsx bench/profile.ts summary FILE.cpuprofile [top] [under]` prints the functions
 * with the most self time, in % of the samples taken inside the function named `under` (e.g.
 * benchApply, to leave out the recording of the games; default: every sample).
 */
const [mode, arg, top, underName] = process.argv.slice(2);

/** Self time per function (name, file:line) of a V8 .cpuprofile, most first, in % of all samples. */
export function selfTimes(file: string, under?: string): { name: string; where: string; pct: number; ms: number }[] {
  const p = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inside = (id: number) => {
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) if (byId.get(x)!.callFrame.functionName === under) return true;
    return false;
  };
  const self = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    if (under && !inside(id)) return;
    const dt = p.timeDeltas[i] ?? 0;
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || "(anonymous)"}\t${f.url.replace(/^.*\/(shared|server|node_modules|bench)\//, "$1/")}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  return [...self.entries()]
    .map(([k, us]) => ({ name: k.split("\t")[0]!, where: k.split("\t")[1]!, pct: (100 * us) / total, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms);
}

if (process.argv[1]?.endsWith("profile.ts")) {
  if (mode === "summary") {
    for (const r of selfTimes(arg!, underName).slice(0, Number(top ?? 20))) console.log(`${r.pct.toFixed(1).padStart(5)}%  ${r.name}  ${r.where}`);
  } else {
    const e = await loadHouseEngine();
    const games = Number(arg ?? 20);
    if (mode === "apply") {
      const rec = recordGames(e, games);
      console.log(benchApply(e, rec, 4000));
    } else console.log(benchBotStep(e, games));
  }
}
