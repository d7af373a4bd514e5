import type { ColyseusTestServer } from "@colyseus/testing";
import type { Siege } from "@zedfall/shared";
import { spaceIndex } from "../../shared/src/siege/board";
import { actionPhase, unit, zed } from "../../shared/test/siege/kit";
import type { GameRoom } from "../src/rooms/GameRoom";
import { bootServer, createGame, sleep, until } from "./helpers";

/*
 * A Siege bot beside a person in a room (siege D1, the bot's teammate etiquette): the server tells
 * the bot which seats people hold, and the bot leaves the team's shared pool (Event Actions, Ammo,
 * Supplies, Keep cards) to them until they are done in the Action phase.
 */

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

describe("siege D1 in a room: a bot seat beside a person", () => {
  test("siege D1 (bot): the bot of seat2 spends no Ammo or Event Action while Ann (seat1) may act; once she says done it shoots and the phase goes on", async () => {
    const ann = await createGame(t, { deck: "short" }, "siege");
    ann.send("claim", { seat: "seat1" });
    await ann.box.next("welcome", (w) => w.seat === "seat1");
    ann.send("bot", { seat: "seat2", on: true });
    await until(() => (ann.room.state as any).seats.get("seat2").kind === "bot", 2000, "seat2 bot");
    const room = t.getRoomById(ann.room.roomId) as unknown as GameRoom;
    ann.send("start", {});
    await ann.box.next("legal");
    await until(() => ann.box.last("legal")?.actions.length > 0, 5000, "Ann may act");

    // the Action phase of a fixture: Sheriff Hunt (seat2's bot) on the Highway Town space, a Zeds 5/3 on HW1, Piazza (Ann's) in TC
    const s = actionPhase(["seat1", "seat2"], 2);
    unit(s, "hunt", "highway:0", "seat2");
    unit(s, "piazza", "TC", "seat1");
    zed(s, "5/3", "highway:1");
    s.ammo = 3;
    s.actionPhase.playerAction.seat2 = false;
    room.rules = s;
    const rules = () => room.rules as Siege.SiegeState;
    const rows = room.record.log.length;

    // Ann moves Piazza with her Player Action: the bots are asked again after it, and seat2's waits
    ann.send("act", { id: "p1", action: { type: "move", unit: "piazza", to: spaceIndex("mountain:0"), pay: "player" } });
    await ann.box.next("ack", (m) => m.id === "p1");
    await sleep(300);
    expect(room.record.log.slice(rows).map((e) => e.seat)).toEqual(["seat1"]);
    expect(rules().ammo).toBe(3);
    expect(rules().actionTrack).toBe(2);

    ann.send("act", { id: "p2", action: { type: "done" } });
    await ann.box.next("ack", (m) => m.id === "p2");
    await until(() => room.record.log.slice(rows).some((e) => e.seat === "seat2" && e.action.type === "fire"), 3000, "the bot's shot");
    const shot = room.record.log.slice(rows).find((e) => e.seat === "seat2")!;
    expect(shot.action).toMatchObject({ type: "fire", unit: "hunt", pay: "event" });
    expect(rules().ammo).toBeLessThan(3);
  });
});
