import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, createGame, driveUntil, joinGame, until, type Conn } from "./helpers";

/** `POST /api/my-games` on `t` with these tokens: the games as listed. */
async function myGames(t: ColyseusTestServer, tokens: string[]): Promise<any[]> {
  const port = (t as any).server.transport.server.address().port;
  const res = await fetch(`http://127.0.0.1:${port}/api/my-games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ tokens }) });
  expect(res.status).toBe(200);
  return (await res.json()).games;
}

/** The seat a client holds now (its last `welcome`'s token and seat). */
const tokenOf = (c: Conn): string => c.box.last("welcome").token;

describe("your games: whose turn, kept in the store with every change (room test)", () => {
  let t: ColyseusTestServer;
  beforeAll(async () => {
    t = await bootServer();
  });
  afterEach(async () => {
    await t.cleanup();
  });
  afterAll(async () => {
    await t.shutdown();
  });

  test("/api/my-games names the seats that may act, marks the game waiting for the browser's seat and lists it first, and follows the turn as it passes", async () => {
    // Ann (Zombie) and Bob (human1) in a House game: at the start Bob chooses the entry edge
    const ann = await createGame(t, { seed: "mine-turn", characters: "deal" });
    const bob = await joinGame(t, ann.room.roomId);
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "human1" });
    await bob.box.next("welcome");
    ann.send("start", {});
    await bob.box.next("legal");
    const id = ann.room.roomId;
    // a later game of Ann's, still in its lobby: the newest change
    const other = await createGame(t, { seed: "mine-turn-2" });
    const otherId = other.room.roomId;
    other.send("claim", { seat: "human1" });
    await other.box.next("welcome");

    const bobs = await myGames(t, [tokenOf(bob)]);
    expect(bobs.map((g) => [g.gameId, g.yourTurn, g.toAct])).toEqual([[id, true, [{ seat: "human1", name: "Bob" }]]]);
    // Ann's: nothing waits for her, the newest change first
    let anns = await myGames(t, [tokenOf(ann), tokenOf(other)]);
    expect(anns.map((g) => [g.gameId, g.yourTurn])).toEqual([
      [otherId, false],
      [id, false],
    ]);
    expect(anns[0].toAct).toEqual([]);
    expect(anns[1].toAct).toEqual([{ seat: "human1", name: "Bob" }]);

    // Bob sets up until the Zombie seat may act (its placements)
    await driveUntil([bob], () => !!ann.box.last("legal")?.actions.length);
    await until(() => !bob.box.last("legal")?.actions.length, 2000, "Bob done");
    // the lobby game changes again, later than the House game's last row: the game waiting for Ann still comes first
    other.send("claim", { seat: "human2" });
    await other.box.next("welcome");
    anns = await myGames(t, [tokenOf(ann), tokenOf(other)]);
    expect(anns.map((g) => [g.gameId, g.yourTurn])).toEqual([
      [id, true],
      [otherId, false],
    ]);
    expect(anns[0].toAct).toEqual([{ seat: "zombie", name: "Ann" }]);
    expect((await myGames(t, [tokenOf(bob)])).map((g) => [g.gameId, g.yourTurn])).toEqual([[id, false]]);
  });
});
