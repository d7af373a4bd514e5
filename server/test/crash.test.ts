import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { Client, type Room } from "@colyseus/sdk";
import { createRandom, drawInt } from "@zedfall/shared";
import { foldRows } from "../src/store/rebuild";
import { freePort, onRoomMessages, sleep, until } from "./helpers";
import { buildServer, killHard, SERVER_DIR, startServer } from "./processes";
import { STORES, type TestStore } from "./stores";

const KILLS = Number(process.env.ZEDFALL_CRASH_KILLS ?? 20);
const GAMES = 3;

/** Waits until the stored rows of `ids` stop changing (two reads 300 ms apart agree; at most 5 s). */
async function settled(ts: TestStore, ids: string[]): Promise<void> {
  const count = async () => (await Promise.all(ids.map(async (id) => (await ts.store.load(id))?.rows.length ?? 0))).join(",");
  let last = await count();
  for (const end = Date.now() + 5000; Date.now() < end; ) {
    await sleep(300);
    const now = await count();
    if (now === last) return;
    last = now;
  }
}

/** One game seen from its creator's browser: the seat token and every action the server acknowledged. */
interface Player {
  id: string;
  token: string;
  room: Room | null;
  /** seq → the action acknowledged with that seq. */
  acked: Map<number, unknown>;
  /** Highest seq announced in `events` or `legal`. */
  seen: number;
  seq: number;
}

/**
 * Plays the Zombie seat of `p` with random legal actions while connected. Every sent action has
 * an id; an `ack {id, seq}` records it as acknowledged at that seq.
 */
function attach(p: Player, room: Room, seed: string): void {
  p.room = room;
  room.reconnection.enabled = false; // the process is killed: no SDK reconnection to a dead port
  const rnd = createRandom(seed);
  const sent = new Map<string, unknown>();
  let n = 0;
  let sentFor = -1;
  const onLegal = (m: any) => {
    p.seen = Math.max(p.seen, m.seq);
    p.seq = m.seq;
    if (!m.actions.length || m.seq === sentFor) return;
    sentFor = m.seq;
    const action = m.actions[drawInt(rnd, 0, m.actions.length - 1)];
    const id = `${seed}-${n++}`;
    sent.set(id, action);
    room.send("act", { id, action });
  };
  const onAck = (m: any) => p.acked.set(m.seq, sent.get(m.id));
  const onEvents = (m: any) => (p.seen = Math.max(p.seen, m.seq));
  onRoomMessages(room, { legal: onLegal, ack: onAck, events: onEvents });
  room.onMessage("*", () => {});
}

describe.each(STORES)("restart recovery on %s", (_name, open) => {
  let ts: TestStore;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  beforeAll(async () => {
    buildServer();
    ts = await open();
  });
  afterAll(async () => {
    if (server) await killHard(server.child);
    await ts.drop();
  });

  test(`SIGKILL in the middle of bot games ${KILLS} times: 0 acknowledged actions lost, every game continues from where it was`, async () => {
    server = await startServer(ts.env);
    const players: Player[] = [];
    let sdk = new Client(server.url);
    for (let g = 0; g < GAMES; g++) {
      const room = await sdk.create("house", { name: `P${g}`, seed: `crash-${g}`, roundLimit: 30 });
      room.onMessage("*", () => {});
      const p: Player = { id: room.roomId, token: "", room: null, acked: new Map(), seen: 0, seq: 0 };
      const welcome = new Promise<any>((r) => room.onMessage("welcome", r));
      await welcome;
      const claimed = new Promise<any>((r) => room.onMessage("welcome", r));
      room.send("claim", { seat: "zombie" });
      p.token = (await claimed).token;
      for (const seat of ["human1", "human2"]) room.send("bot", { seat, on: true });
      await until(() => (room.state as any).seats?.get("human2")?.kind === "bot", 5000, "bots seated");
      attach(p, room, `crash-${g}-0`);
      room.send("start", {});
      players.push(p);
    }
    let totalAcked = 0;
    for (let k = 1; k <= KILLS; k++) {
      // let the games run, then kill the process in the middle of them
      const before = players.map((p) => p.acked.size);
      // (a game that ended meanwhile has nothing more to acknowledge)
      const over = (p: Player) => p.seq === -1 || (p.room?.state as any)?.stage === "over";
      await until(() => players.every((p, i) => p.acked.size > before[i]! || over(p)), 10000, "play after the restart");
      await sleep(100 + ((k * 137) % 300));
      await killHard(server.child);
      for (const p of players) p.room = null;
      // a commit the killed process had already sent may still land (PostgreSQL finishes it after the
      // client is gone, though it was never acknowledged): read the store once it has settled
      await settled(ts, players.map((p) => p.id));
      // nothing acknowledged or announced is missing from the store
      for (const p of players) {
        const stored = (await ts.store.load(p.id))!;
        const { log } = foldRows(p.id, stored.rows);
        for (const [seq, action] of p.acked) {
          const e = log[seq - 1];
          if (!e || e.seat !== "zombie" || !isDeepStrictEqual(e.action, action))
            throw new Error(`kill ${k}: game ${p.id} lost the action acknowledged at seq ${seq}: ${JSON.stringify(action)} (stored: ${JSON.stringify(e)})`);
        }
        expect(log.length).toBeGreaterThanOrEqual(p.seen);
        p.seq = log.length;
        (p as any).storedStatus = stored.meta.status;
      }
      // restart and rejoin with the seat tokens: the same seat, the same place in the game
      server = await startServer(ts.env);
      sdk = new Client(server.url);
      for (const p of players) {
        const room = await sdk.joinById(p.id, { name: "P", token: p.token });
        room.onMessage("*", () => {});
        const expected = p.seq;
        const first = new Promise<any>((r) => room.onMessage("legal", r));
        const history = new Promise<any>((r) => room.onMessage("history", r));
        const welcome = new Promise<any>((r) => room.onMessage("welcome", r));
        attach(p, room, `crash-${p.id}-${k}`);
        const w = await welcome;
        expect(w.seat).toBe("zombie");
        expect(w.token).toBe(p.token);
        const legal = await first;
        // the room was rebuilt at the stored seq (its log says so); the bots may have moved on since
        const past = (await history).events as { seq: number; events: any[] }[];
        const batch = past.find((b) => b.events.some((e) => e.type === "restored"));
        if (!batch) throw new Error(`kill ${k}: game ${p.id} has no restored line in its history`);
        const line = batch.events.find((e) => e.type === "restored");
        if (line.seq !== expected) throw new Error(`kill ${k}: game ${p.id} reopened at seq ${line.seq}, the store had ${expected}`);
        expect(legal.seq).toBeGreaterThanOrEqual(expected);
        if ((p as any).storedStatus === "over") p.seq = -1; // a finished game stays finished
      }
      totalAcked = players.reduce((n, p) => n + p.acked.size, 0);
    }
    await killHard(server.child);
    server = null;
    expect(totalAcked).toBeGreaterThan(KILLS * GAMES);
  }, 420000);
});

describe("a busy port", () => {
  test("npm start on a port in use says so in one line naming the port and PORT, and exits with 1 instead of hanging", async () => {
    buildServer();
    const port = await freePort();
    const { createServer } = await import("node:net");
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(port, "0.0.0.0", r));
    try {
      const child = spawn(process.execPath, ["dist/index.js"], { cwd: SERVER_DIR, env: { ...process.env, NODE_OPTIONS: "", PORT: String(port), ZEDFALL_DATA: mkdtempSync(join(tmpdir(), "zedfall-busy-")) }, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      child.stdout!.on("data", (d) => (out += d));
      child.stderr!.on("data", (d) => (out += d));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          resolve(null);
        }, 20000);
        child.once("exit", (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(code).toBe(1);
      expect(out.trim().split("\n")).toEqual([`Zedfall cannot start: port ${port} is in use; set PORT to a free port (e.g. PORT=2600 npm start)`]);
    } finally {
      await new Promise((r) => holder.close(r));
    }
  }, 120000);
});
