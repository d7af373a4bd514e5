import type { ColyseusTestServer } from "@colyseus/testing";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { bootServer, createGame, inbox, joinGame, sleep, until } from "./helpers";

/*
 * One live connection per seat at every moment, whatever the order of drops, Colyseus
 * reconnections, refreshes and seat-token rejoins. The newest claim of a seat (a join with its
 * token) ends every other session of it, including one still waiting to reconnect, and only that
 * one connection receives the seat's secrets and may act.
 */

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterAll(async () => {
  await t.shutdown();
});

/** Ann (creator) plays human1, Bob the Zombie seat; started. */
async function started(seed: string) {
  const ann = await createGame(t, { seed });
  const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
  ann.send("claim", { seat: "human1" });
  await ann.box.next("welcome");
  bob.send("claim", { seat: "zombie" });
  await bob.box.next("welcome");
  ann.send("start", {});
  await bob.box.next("legal");
  const room = t.getRoomById(ann.room.roomId) as any;
  return { ann, bob, room, seatToken: bob.box.last("welcome").token as string };
}

/** Cuts a connection without a close frame; it does not come back by itself. Returns its reconnection token. */
async function cut(room: any, sdkRoom: SdkRoom): Promise<string> {
  const token = sdkRoom.reconnectionToken;
  sdkRoom.reconnection.enabled = false;
  (sdkRoom.connection as any).transport.ws.terminate();
  await until(() => !room.clients.some((c: any) => c.sessionId === sdkRoom.sessionId && c.state === 1), 3000, "the server sees the drop");
  return token;
}

/** The room's connections that hold `seat` (by their seat token). */
const holders = (room: any, seat: string): string[] => [...room.clients].filter((c: any) => room.playerOf(c)?.seat === seat).map((c: any) => c.sessionId);

describe("one live connection per seat", () => {
  test("a second window with the seat token ends the first at once: the first is closed, only the second holds the seat and its secrets", async () => {
    const { ann, bob, room, seatToken } = await started("sessions-two");
    const closed = new Promise<number>((r) => bob.room.onLeave((code) => r(code)));
    const tab2 = await joinGame(t, ann.room.roomId, { token: seatToken });
    expect((await tab2.box.next("welcome")).seat).toBe("zombie");
    expect(await closed).toBe(4000);
    expect(holders(room, "zombie")).toEqual([tab2.room.sessionId]);
    await until(() => (tab2.room.state as any).secrets?.get("zombie")?.hand.length === 4, 2000, "the new window has the seat's part");
    expect(room.state.seats.get("zombie").connected).toBe(true);
  });

  test("window 1 drops, window 2 takes the seat and drops too: window 1's reconnection is refused and does not hand the seat to the bot; window 2 comes back and plays", async () => {
    const { ann, bob, room, seatToken } = await started("sessions-order");
    const token1 = await cut(room, bob.room);
    const tab2 = await joinGame(t, ann.room.roomId, { token: seatToken });
    expect((await tab2.box.next("welcome")).seat).toBe("zombie");
    const token2 = await cut(room, tab2.room);
    expect(room.players.bySeat("zombie").client).toBeNull();
    // the older session is over, even though the newer one is away as well
    // its reconnection slot was closed when window 2 took the seat
    await expect(t.sdk.reconnect(token1)).rejects.toThrow("reconnection token invalid or expired");
    await sleep(200);
    expect(room.state.seats.get("zombie").kind).toBe("player");
    expect(room.players.bySeat("zombie").name).toBe("Bob");
    const back = await t.sdk.reconnect(token2);
    const box = inbox(back);
    expect((await box.next("welcome")).seat).toBe("zombie");
    await until(() => room.state.seats.get("zombie").connected === true, 2000, "Bob is back");
    expect(holders(room, "zombie")).toEqual([back.sessionId]);
    await until(() => (back.state as any).secrets?.get("zombie")?.hand.length === 4, 2000, "the seat's part");
    back.reconnection.enabled = false;
    await back.leave(true);
  }, 15000);

  test("window 1 drops, window 2 takes the seat and is closed for good: window 1 may not come back; the seat waits for the seat token", async () => {
    const { ann, bob, room, seatToken } = await started("sessions-closed");
    const token1 = await cut(room, bob.room);
    const tab2 = await joinGame(t, ann.room.roomId, { token: seatToken });
    await tab2.box.next("welcome");
    tab2.room.reconnection.enabled = false;
    await tab2.room.leave(true);
    // its reconnection slot was closed when window 2 took the seat
    await expect(t.sdk.reconnect(token1)).rejects.toThrow("reconnection token invalid or expired");
    expect(room.players.bySeat("zombie").client).toBeNull();
    // a refresh (the seat token) takes it back
    const tab3 = await joinGame(t, ann.room.roomId, { token: seatToken });
    expect((await tab3.box.next("welcome")).seat).toBe("zombie");
    expect(holders(room, "zombie")).toEqual([tab3.room.sessionId]);
  });

  test("refreshes in a row (leave, then a join with the seat token) always leave exactly one connection on the seat, which alone may act", async () => {
    const { ann, bob, room, seatToken } = await started("sessions-refresh");
    let current = bob;
    for (let i = 0; i < 3; i++) {
      current.room.reconnection.enabled = false;
      await current.room.leave(true);
      current = await joinGame(t, ann.room.roomId, { token: seatToken });
      expect((await current.box.next("welcome")).seat).toBe("zombie");
      expect(holders(room, "zombie")).toEqual([current.room.sessionId]);
    }
    // the game asks the humans first; the Zombie seat's act is answered as the seat's own (not NOT_SEATED)
    current.send("act", { id: "z", action: { type: "endTurn" } });
    expect((await current.box.next("rejected")).code).not.toBe("NOT_SEATED");
  });
});
