import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, createGame, driveUntil, joinGame, type Conn } from "./helpers";

/** Protocol.ROOM_STATE_PATCH of Colyseus 0.18 (@colyseus/shared-types). */
const ROOM_STATE_PATCH = 15;

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterAll(async () => {
  await t.shutdown();
});

/** Counts the bytes of every state patch frame `c` receives from now on (what the wire carries). */
function patchBytes(c: Conn): { total: () => number; frames: () => number } {
  const ws = (c.room.connection as any).transport.ws as { addEventListener(t: string, f: (e: { data: unknown }) => void): void };
  let total = 0;
  let frames = 0;
  ws.addEventListener("message", (e) => {
    const data = e.data instanceof ArrayBuffer ? new Uint8Array(e.data) : new Uint8Array(e.data as Buffer);
    if (data[0] !== ROOM_STATE_PATCH) return;
    total += data.byteLength;
    frames++;
  });
  return { total: () => total, frames: () => frames };
}

describe("DESIGN \"Speed\": a change is sent as the fields it touched", () => {
  test("the state patch of one move of a human figure is at most 64 bytes, for the mover and for the other seats", async () => {
    const ann = await createGame(t, { characters: "deal", seed: "patch-size" });
    const bob = await joinGame(t, ann.room.roomId);
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome", (w) => w.seat === "zombie");
    bob.send("claim", { seat: "human1" });
    await bob.box.next("welcome", (w) => w.seat === "human1");
    carol.send("claim", { seat: "human2" });
    await carol.box.next("welcome", (w) => w.seat === "human2");
    ann.send("start", {});
    await ann.box.next("legal");
    const conns = [ann, bob, carol];
    await driveUntil(conns, () => conns.some((c) => c.box.last("legal")?.actions.some((a: any) => a.type === "move")));
    const mover = conns.find((c) => c.box.last("legal")?.actions.some((a: any) => a.type === "move"))!;
    const watched = conns.map((c) => ({ c, bytes: patchBytes(c) }));
    const move = mover.box.last("legal").actions.find((a: any) => a.type === "move");
    const seq = mover.box.last("legal").seq;
    for (const c of conns) c.box.mark();
    mover.send("act", { id: "mv", action: move });
    await mover.box.next("ack", (m) => m.id === "mv");
    for (const c of conns) await c.box.next("legal", (m) => m.seq === seq + 1);
    for (const { c, bytes } of watched) {
      expect(bytes.frames()).toBe(1);
      console.log(`patch of a move for ${c.box.last("welcome").seat}: ${bytes.total()} bytes`);
      expect(bytes.total()).toBeLessThanOrEqual(64);
    }
  });
});
