import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, createGame } from "./helpers";

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterAll(async () => {
  await t.shutdown();
});

describe("hostile input never crashes the server", () => {
  test("message types named after Object.prototype members are refused as BAD_MESSAGE and the room keeps serving", async () => {
    const ann = await createGame(t);
    for (const type of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      ann.send(type, {});
      const r = await ann.box.next("rejected");
      expect(r).toEqual({ id: null, code: "BAD_MESSAGE", message: `unknown message type '${type}'` });
    }
    // still connected and answered
    ann.send("chat", { text: "still here" });
    expect((await ann.box.next("chat")).text).toBe("still here");
  });
});
