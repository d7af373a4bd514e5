import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, createGame, joinGame, until } from "./helpers";

/** In a room: names and chat lines are cleaned by the shared schemas; one name per person in a game. */

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterAll(async () => {
  await t.shutdown();
});

describe("chat lines", () => {
  test("NUL, ANSI escapes, CR/LF and bidi overrides never reach another client: the line is relayed and kept cleaned", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId);
    bob.send("chat", { text: "hi\u0000 \u001b[31mred\u001b[0m\r\nnext\u202eevil\u2028" });
    const m = await ann.box.next("chat");
    expect(m.text).toBe("hi [31mred[0m nextevil");
    const late = await joinGame(t, ann.room.roomId, { name: "Late" });
    expect(late.box.last("history").chat.map((l: any) => l.text)).toEqual(["hi [31mred[0m nextevil"]);
  });

  test("a line of only invisible characters is refused BAD_MESSAGE and relayed to nobody", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId);
    ann.box.mark();
    bob.send("chat", { text: "\u200b\u200d\ufeff\r\n\t \u202e" });
    expect(await bob.box.next("rejected")).toEqual({ id: null, code: "BAD_MESSAGE", key: "msg.badMessage", params: { type: "chat", detail: "text: a chat line needs at least one visible character" } });
    bob.send("chat", { text: "visible" });
    expect((await ann.box.next("chat")).text).toBe("visible");
    expect(ann.box.count("chat")).toBe(1);
  });
});

describe("names", () => {
  test("a name is cleaned before anyone sees it", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId, { name: "\u202e  Bo\u200bb\u0085  " });
    const room = t.getRoomById(ann.room.roomId) as any;
    // a spectator is not stored: Bob takes a seat, and his cleaned name is what the seat shows and the store keeps
    bob.send("claim", { seat: "human1" });
    await bob.box.next("welcome", (w) => w.seat === "human1");
    await until(() => (ann.room.state as any).seats.get("human1").name === "Bob", 2000, "the seat shows the cleaned name");
    expect([...room.players.stored()].map((p: any) => p.name)).toEqual(["Ann", "Bob"]);
  });

  test("a name of only zero-width characters is refused at join", async () => {
    const ann = await createGame(t);
    await expect(t.sdk.joinById(ann.room.roomId, { name: "\u200b\u200c\u200d\u2060" })).rejects.toThrow("bad join options: a name needs at least one visible character");
  });

  test("a name already used in the game is refused at join, also in other case or full-width look-alikes; a seat-token rejoin is not a duplicate", async () => {
    const ann = await createGame(t);
    const id = ann.room.roomId;
    for (const name of ["Ann", "ann", " ANN\u200b", "Ａｎｎ"]) {
      await expect(t.sdk.joinById(id, { name })).rejects.toThrow(`the name ${name.replace(/\u200b/g, "").trim()} is already used in this game; pick another`);
    }
    const room = t.getRoomById(id) as any;
    expect(room.players.size).toBe(1);
    // Ann's own token brings Ann back
    const token = ann.box.last("welcome").token;
    const again = await joinGame(t, id, { name: "Ann", token });
    expect(again.box.last("welcome").token).toBe(token);
    expect(room.players.size).toBe(1);
    // another name is welcome
    await joinGame(t, id, { name: "Anna" });
    expect(room.players.size).toBe(2);
  });
});

describe("look-alike names (UTS #39 confusables skeleton)", () => {
  test("a name that looks like another's in the game (Cyrillic А or а, Greek Α, I for l, rn for m) is refused at join with the name it looks like; a name that merely differs is welcome", async () => {
    const ann = await createGame(t);
    const id = ann.room.roomId;
    await joinGame(t, id, { name: "Bill" });
    await joinGame(t, id, { name: "Kim" });
    for (const [name, like] of [
      ["\u0410nn", "Ann"],
      ["\u0430nn", "Ann"],
      ["\u0391nn", "Ann"],
      ["BiII", "Bill"],
      ["Kirn", "Kim"],
    ] as const)
      await expect(t.sdk.joinById(id, { name })).rejects.toThrow(`the name ${name} looks like ${like}, already used in this game; pick another`);
    const room = t.getRoomById(id) as any;
    expect(room.players.size).toBe(3);
    await joinGame(t, id, { name: "Anne" });
    await joinGame(t, id, { name: "Zo\u00eb" });
    await joinGame(t, id, { name: "Zoe" });
  });

  test("the creator's name stays theirs while they are away, and a look-alike of it too", async () => {
    const ann = await createGame(t);
    const id = ann.room.roomId;
    // Bob stays, so the room stays open
    await joinGame(t, id);
    ann.room.reconnection.enabled = false;
    await ann.room.leave(true);
    const room = t.getRoomById(id) as any;
    await until(() => room.clients.length === 1, 2000, "Ann gone");
    await expect(t.sdk.joinById(id, { name: "\u0410nn" })).rejects.toThrow("the name \u0410nn looks like Ann, already used in this game; pick another");
    await expect(t.sdk.joinById(id, { name: "Ann" })).rejects.toThrow("the name Ann is already used in this game; pick another");
  });
});

describe("names of people who left", () => {
  test("a visitor who left without a seat leaves the name free; one who holds a seat keeps it while away", async () => {
    const ann = await createGame(t);
    const id = ann.room.roomId;
    const carol = await joinGame(t, id, { name: "Carol" });
    carol.room.reconnection.enabled = false;
    await carol.room.leave(true);
    const room = t.getRoomById(id) as any;
    await until(() => room.clients.length === 1, 2000, "Carol gone");
    await joinGame(t, id, { name: "Carol" });
    const dan = await joinGame(t, id, { name: "Dan" });
    dan.send("claim", { seat: "human2" });
    await dan.box.next("welcome", (w) => w.seat === "human2");
    dan.room.reconnection.enabled = false;
    await dan.room.leave(true);
    await until(() => room.clients.length === 2, 2000, "Dan gone");
    await expect(t.sdk.joinById(id, { name: "dan" })).rejects.toThrow("the name dan is already used in this game; pick another");
  });
});
