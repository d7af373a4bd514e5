import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, createGame, joinGame, until } from "./helpers";

/* The join page names the game and its creator (GET /api/games/<id>); the lobby lists who is present without a seat. */

let t: ColyseusTestServer;
let base: string;
beforeAll(async () => {
  t = await bootServer();
  base = `http://127.0.0.1:${(t as any).server.transport.server.address().port}`;
});
afterAll(async () => {
  await t.shutdown();
});

const info = async (id: string) => {
  const r = await fetch(`${base}/api/games/${id}`);
  return { status: r.status, json: await r.json() };
};

describe("what an invite link opens", () => {
  test("GET /api/games/<id> names the game, its stage and its creator; an unknown id is a JSON 404, a malformed one a 400", async () => {
    const ann = await createGame(t);
    expect(await info(ann.room.roomId)).toEqual({ status: 200, json: { gameId: ann.room.roomId, game: "house", status: "lobby", creator: "Ann" } });
    expect(await info("nosuchgame")).toEqual({ status: 404, json: { error: "NOT_FOUND", message: "there is no game nosuchgame", key: "server.noGame", params: { id: "nosuchgame" } } });
    expect(await info("bad%20id")).toMatchObject({ status: 400, json: { error: "BAD_REQUEST", key: "server.badGameId", params: {} } });
    const siege = await createGame(t, {}, "siege");
    expect((await info(siege.room.roomId)).json).toMatchObject({ game: "siege", creator: "Ann" });
  });

  test("the room's state lists the people connected without a seat, by name, as they come, claim and leave", async () => {
    const ann = await createGame(t);
    const st = () => [...((ann.room.state as any).watchers ?? [])];
    await until(() => JSON.stringify(st()) === JSON.stringify(["Ann"]), 2000, "Ann, seatless, is listed");
    const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
    await until(() => JSON.stringify(st()) === JSON.stringify(["Ann", "Bob"]), 2000, "Bob joins");
    ann.send("claim", { seat: "zombie" });
    await until(() => JSON.stringify(st()) === JSON.stringify(["Bob"]), 2000, "Ann takes a seat");
    bob.room.reconnection.enabled = false;
    await bob.room.leave(true);
    await until(() => st().length === 0, 2000, "Bob leaves");
  });
});
