/**
 * Hints under a flood (`node --import tsx bench/hint-flood.ts [--askers N] [--seconds S] [--advance K] [--fresh] [--root DIR]`):
 * one server child on 127.0.0.1 (bench/load/zedfall-server.ts: the SQLite store at synchronous=FULL,
 * production mode, the hint settings at their defaults), a victim Siege game whose two seats each
 * act as soon as they may, at most every 100 ms, and N askers (default 64), two to a Siege game
 * (both its seats), played K actions in (--advance K, default 30: the opening's hints are cheap),
 * each asking for a hint at the allowed rate (2 a second). With --fresh an
 * asker first plays its first legal action before each hint, so every hint is of a new position (the
 * server's cache cannot answer it). Prints the victim's act→ack round trip (p50, p99, max, in ms)
 * without askers and then with them, and how the hints were answered. --root runs the server of
 * another checkout (e.g. an older commit unpacked with `git archive`, node_modules linked), to
 * compare. Bounded: S seconds (default 20) of flood, a few seconds of setup.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client, type Room } from "@colyseus/sdk";
import { spawnServer } from "./load/spawn";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const askers = opt("--askers", 64);
const seconds = opt("--seconds", 20);
const fresh = args.includes("--fresh");
const advance = opt("--advance", 30);
const rootArg = args.indexOf("--root");
const root = resolve(rootArg >= 0 ? args[rootArg + 1]! : join(import.meta.dirname, ".."));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

/** One connection and the last `legal` list it got. */
class Seat {
  legal: { seq: number; actions: { type: string }[] } = { seq: -1, actions: [] };
  private waiting = new Map<string, (m: any) => void>();
  constructor(readonly room: Room) {
    room.onMessage("*", (type: string | number, m: any) => {
      if (type === "legal") this.legal = m;
      if (type === "ack" || (type === "rejected" && m.id)) this.waiting.get(m.id)?.(m);
      // a server of one message an action: the ack and the legal list come in its `applied`
      if (type === "applied") {
        this.legal = { seq: m.seq, actions: m.actions };
        if (m.ack !== undefined) this.waiting.get(m.ack)?.({ id: m.ack, seq: m.seq });
      }
      if (type === "hint" || (type === "rejected" && m.id === null)) this.onHint?.(type === "hint" ? "hint" : m.code);
    });
  }
  onHint?: (answer: string) => void;
  /** Sends `act {id, action}` and resolves with the ack or refusal. */
  act(id: string, action: unknown): Promise<any> {
    return new Promise((res) => {
      this.waiting.set(id, res);
      this.room.send("act", { id, action });
    });
  }
}

/** A started two-seat Siege game of two new connections (seat1, seat2). */
async function siegeGame(sdk: Client, name: string): Promise<Seat[]> {
  const a = new Seat(await sdk.create("siege", { name, deck: "short", seed: name }));
  await sleep(50);
  a.room.send("claim", { seat: "seat1" });
  const b = new Seat(await sdk.joinById(a.room.roomId, { name: `${name}b` }));
  b.room.send("claim", { seat: "seat2" });
  const seats = [a, b];
  await sleep(100);
  a.room.send("start", {});
  await sleep(200);
  return seats;
}

const dir = mkdtempSync(join(tmpdir(), "hint-flood-"));
const server = await spawnServer(join(root, "bench/load/zedfall-server.ts"), [join(dir, "games.db")], root, {
  ...process.env,
  NODE_ENV: "production",
  // the schema's legacy decorators (STACK pitfall 4)
  TSX_TSCONFIG_PATH: join(root, "server/tsconfig.json"),
});
try {
  const sdk = new Client(`ws://127.0.0.1:${server.port}`);
  let victim = await siegeGame(sdk, "Victim");
  let rtts: number[] = [];
  let acts = 0;
  let running = true;
  const play = (async () => {
    while (running) {
      const s = victim.find((x) => x.legal.actions.length);
      if (!s) {
        await sleep(20);
        if (victim.every((x) => x.legal.seq >= 0 && !x.legal.actions.length)) victim = await siegeGame(sdk, `Victim${acts}`);
        continue;
      }
      const t0 = performance.now();
      await s.act(`v${acts++}`, s.legal.actions[0]);
      rtts.push(performance.now() - t0);
      await sleep(100);
    }
  })();
  const report = (label: string) => console.log(`${label}: ${rtts.length} acts, act→ack p50 ${pct(rtts, 50).toFixed(1)} ms, p99 ${pct(rtts, 99).toFixed(1)} ms, max ${Math.max(...rtts).toFixed(1)} ms`);
  await sleep(5000);
  report("victim alone");

  // the askers hold both seats of their games (no bot of theirs works on the server's thread)
  const flock: Seat[] = [];
  for (let i = 0; i < askers; i += 2) flock.push(...(await siegeGame(sdk, `Asker${i}`)));
  // into the game, where a hint costs what it costs in play (the opening's are cheap)
  let m = 0;
  for (let i = 0; i < flock.length; i += 2) {
    for (let k = 0; k < advance; k++) {
      const s = [flock[i]!, flock[i + 1]!].find((x) => x.legal.actions.length);
      if (!s) break;
      const seq = s.legal.seq;
      await s.act(`p${m++}`, s.legal.actions[0]);
      while (flock[i]!.legal.seq === seq && flock[i + 1]!.legal.seq === seq) await sleep(1);
    }
  }
  const answers = new Map<string, number>();
  for (const s of flock) s.onHint = (a) => answers.set(a, (answers.get(a) ?? 0) + 1);
  rtts = [];
  const until = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    flock.map(async (s, i) => {
      await sleep((i * 500) / askers);
      while (Date.now() < until) {
        if (fresh && s.legal.actions.length) await s.act(`a${n++}`, s.legal.actions[0]);
        s.room.send("hint", {});
        await sleep(505);
      }
    }),
  );
  report(`victim with ${askers} askers${fresh ? " (each hint a new position)" : ""}`);
  console.log(`hint answers: ${[...answers].map(([k, v]) => `${k} ${v}`).join(", ")}`);
  running = false;
  await play;
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
