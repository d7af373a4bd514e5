import { Writable } from "node:stream";
import { jest } from "@jest/globals";
import type { ColyseusTestServer } from "@colyseus/testing";
import { RuleError, refuse, refusalLine } from "@zedfall/shared";
import { keyedMessage } from "@zedfall/shared/protocol";
import { makeLog, RefusalLog, refusals, useLog } from "../src/log";
import { bootServer, createGame, joinGame, testSettings, until } from "./helpers";

/**
 * Frames over the soft limit are answered, only past the hard limit is
 * the connection closed; refused frames are one short log line each (no stack), at most ~10 a second.
 */

let t: ColyseusTestServer;
/** The log lines written during the tests (pino JSON, parsed). */
const lines: any[] = [];
let before: ReturnType<typeof useLog>;
beforeAll(async () => {
  t = await bootServer({ maxMessageBytes: 4096, maxFrameBytes: 65536 });
  const dest = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  before = useLog(makeLog("info", dest as any));
});
afterAll(async () => {
  useLog(before);
  await t.shutdown();
});
beforeEach(() => {
  // a fresh second of the process's ~10 lines, so one test's lines do not use up the next one's
  refusals.flush();
  (refusals as any).windowEnd = 0;
  lines.length = 0;
});

/** A `chat {text}` frame as the SDK encodes it (ROOM_DATA, the type, msgpack `{text}` with a str16): 15 bytes plus the text's UTF-8. */
function chatFrame(text: string): Uint8Array {
  const body = Buffer.from(text, "utf8");
  const head = Buffer.from([13, 0xa4, ...Buffer.from("chat"), 0x81, 0xa4, ...Buffer.from("text"), 0xda, body.length >> 8, body.length & 0xff]);
  return Buffer.concat([head, body]);
}

describe("frame sizes", () => {
  test("a frame of exactly ZEDFALL_MAX_MESSAGE_BYTES is read as usual", async () => {
    const ann = await createGame(t);
    const frame = chatFrame("a".repeat(499) + "\u200b".repeat(1194));
    expect(frame.byteLength).toBe(4096);
    ann.box.mark();
    ann.room.connection.send(frame);
    expect((await ann.box.next("chat")).text).toBe("a".repeat(499));
  });

  test("a larger one is answered BAD_MESSAGE with its size, changes nothing, and the connection stays", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId);
    const frame = chatFrame("a".repeat(500) + "\u200b".repeat(1194));
    expect(frame.byteLength).toBe(4097);
    ann.box.mark();
    ann.room.connection.send(frame);
    expect(await ann.box.next("rejected")).toEqual({ id: null, code: "BAD_MESSAGE", key: "msg.tooLarge", params: { bytes: 4097, max: 4096 } });
    // a 60 KB frame, far over the soft limit and under the hard one, too
    ann.room.connection.send(chatFrame("x".repeat(60000)));
    expect(await ann.box.next("rejected", (m) => m.params.bytes === 60015)).toEqual({ id: null, code: "BAD_MESSAGE", key: "msg.tooLarge", params: { bytes: 60015, max: 4096 } });
    ann.send("chat", { text: "still here" });
    expect((await bob.box.next("chat")).text).toBe("still here");
    expect(bob.box.all.filter((m) => m.type === "chat").map((m) => m.payload.text)).toEqual(["still here"]);
    const late = await joinGame(t, ann.room.roomId, { name: "Late" });
    expect(late.box.last("history").chat.map((l: any) => l.text)).toEqual(["still here"]);
    expect(lines.filter((l) => l.msg === 'refused: BAD_MESSAGE: msg.tooLarge {"bytes":4097,"max":4096}')).toHaveLength(1);
    expect(lines.find((l) => l.bytes === 4097)).toMatchObject({ level: 40, room: ann.room.roomId, session: ann.room.sessionId });
  });

  test("only past ZEDFALL_MAX_FRAME_BYTES is the connection closed (1009), with one short log line and nothing on the console", async () => {
    const errors = jest.spyOn(console, "error");
    try {
      const ann = await createGame(t);
      let closed: number | null = null;
      ann.room.reconnection.enabled = false;
      ann.room.onLeave((code) => (closed = code));
      ann.room.connection.send(chatFrame("x".repeat(65536)));
      await until(() => closed !== null, 3000, "the close");
      expect(closed).toBe(1009);
      await until(() => lines.some((l) => /Max payload size exceeded/.test(l.msg)), 2000, "the log line");
      expect(lines.filter((l) => /Max payload size exceeded/.test(l.msg))).toEqual([expect.objectContaining({ msg: "refused: WebSocket frame error (Max payload size exceeded)" })]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe("refused frames in the log", () => {
  test("an undecodable frame is answered BAD_MESSAGE and is one short line without a stack, nothing on the console; the connection stays", async () => {
    const errors = jest.spyOn(console, "error");
    try {
      const ann = await createGame(t);
      ann.room.reconnection.enabled = false;
      ann.box.mark();
      // ROOM_DATA "chat" and a msgpack string of 5 bytes cut after the first
      ann.room.connection.send(Buffer.from([13, 0xa4, ...Buffer.from("chat"), 0xa5, 0x61]));
      expect(await ann.box.next("rejected")).toEqual({ id: null, code: "BAD_MESSAGE", key: "msg.undecodable", params: { why: "Unexpected end of MessagePack data" } });
      await until(() => lines.length > 0, 2000, "the log line");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 40, room: ann.room.roomId, session: ann.room.sessionId, bytes: 8 });
      expect(lines[0].msg).toBe('refused: BAD_MESSAGE: msg.undecodable {"why":"Unexpected end of MessagePack data"}');
      expect(JSON.stringify(lines[0])).not.toMatch(/\n|\bat \S+ \(/);
      // the tester's bodies: an unknown ext type and an array header of 2^32-1 items (not msgpack: refused unread), the
      // never-used byte 0xc1 (msgpackr reads it as a token: no chat message, refused by the message's schema); each answered, the connection kept
      for (const [body, refusal] of [
        [[0xd4, 0x7f, 0x00], { key: "msg.undecodable", params: { why: "Unknown extension 127" } }],
        [[0xdd, 0xff, 0xff, 0xff, 0xff], { key: "msg.undecodable", params: { why: "Unexpected end of MessagePack data" } }],
        [[0xc1], { key: "msg.badMessage", params: { type: "chat", detail: "text: Invalid input: expected string, received undefined" } }],
      ] as const) {
        ann.box.mark();
        ann.room.connection.send(Buffer.from([13, 0xa4, ...Buffer.from("chat"), ...body]));
        expect(await ann.box.next("rejected")).toEqual({ id: null, code: "BAD_MESSAGE", ...refusal });
      }
      ann.box.mark();
      ann.send("chat", { text: "still here" });
      expect((await ann.box.next("chat")).text).toBe("still here");
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  test("a message type of invalid UTF-8 (ROOM_DATA, ROOM_DATA_BYTES, ROOM_REQUEST) is answered BAD_MESSAGE and is one refusal line; the schema decoder writes nothing to the console; the connection stays", async () => {
    const errors = jest.spyOn(console, "error");
    try {
      const ann = await createGame(t);
      ann.room.reconnection.enabled = false;
      const badType = [0xa4, 0xff, 0xfe, 0x68, 0x74];
      for (const frame of [
        [13, ...badType, 0x81, 0xa4, ...Buffer.from("text"), 0xa2, 0x68, 0x69],
        [17, ...badType, 0x01, 0x02],
        [21, 0x07, ...badType, 0xc0],
      ]) {
        ann.box.mark();
        ann.room.connection.send(Buffer.from(frame));
        expect(await ann.box.next("rejected")).toEqual({ id: null, code: "BAD_MESSAGE", key: "msg.undecodable", params: { why: "the message type is not valid UTF-8" } });
      }
      await until(() => lines.length >= 3, 2000, "the log lines");
      expect(lines.map((l) => l.msg)).toEqual(Array(3).fill('refused: BAD_MESSAGE: msg.undecodable {"why":"the message type is not valid UTF-8"}'));
      for (const l of lines) expect(l).toMatchObject({ level: 40, room: ann.room.roomId, session: ann.room.sessionId });
      ann.box.mark();
      ann.send("chat", { text: "still here" });
      expect((await ann.box.next("chat")).text).toBe("still here");
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  test("a refused room creation (bad game options, the replay of no game) is one line without a stack, nothing on the console; the client gets 523 and the reason", async () => {
    const errors = jest.spyOn(console, "error");
    try {
      // a refusal of the rules reaches the client as its key line (the page words it: client/src/shell/server-errors.ts)
      const badOption = refusalLine(refuse("msg.badOption", { option: "roundLimit", detail: "Too small: expected number to be >=1" }));
      await expect(t.sdk.create("house", { name: "Ann", roundLimit: -5 })).rejects.toMatchObject({ code: 523, message: badOption });
      await expect(t.sdk.create("replay", { gameId: "NoSuchGame1" })).rejects.toMatchObject({ code: 523, message: keyedMessage("there is no game NoSuchGame1", refuse("server.noGame", { id: "NoSuchGame1" })) });
      await until(() => lines.length >= 2, 2000, "the log lines");
      expect(lines.map((l) => l.msg)).toEqual([`refused: room not created: ${badOption}`, "refused: room not created: there is no game NoSuchGame1"]);
      for (const l of lines) expect(JSON.stringify(l)).not.toMatch(/\\n|\bat \S+ \(/);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  test("a create whose creator's name the join would refuse is refused before anything is stored (tester: an empty lobby without its creator was left, and the first stranger to join became its creator and started it)", async () => {
    const before = (await testSettings.store!.list()).length;
    for (const name of ["", "   ", "\u200b", 42]) await expect(t.sdk.create("siege", { name })).rejects.toMatchObject({ code: 523, message: expect.stringMatching(/^bad join options: /) });
    expect((await testSettings.store!.list()).length).toBe(before);
  });

  test("a malformed message is refused BAD_MESSAGE and logged as one line", async () => {
    const ann = await createGame(t);
    ann.send("claim", { seat: 5 });
    const r = await ann.box.next("rejected");
    expect(r.code).toBe("BAD_MESSAGE");
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: `refused: BAD_MESSAGE: ${refusalLine(r)}`, room: ann.room.roomId, session: ann.room.sessionId })]);
  });

  test("a handler's failure: a rule's refusal is one line without a stack, a fault of the server an error line with its stack", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const ann = await createGame(t);
      const room = t.getRoomById(ann.room.roomId) as any;
      room.handlers.release = () => {
        throw new RuleError("ILLEGAL_ACTION", refuse("msg.noSuchSeat", { seat: "here" }));
      };
      ann.send("release", {});
      expect(await ann.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.serverFailed", params: {} });
      expect(lines).toEqual([expect.objectContaining({ msg: 'refused: release: msg.noSuchSeat {"seat":"here"}', room: ann.room.roomId, session: ann.room.sessionId })]);
      expect(errors).not.toHaveBeenCalled();
      const fault = new Error("a bug");
      room.handlers.release = () => {
        throw fault;
      };
      ann.send("release", {});
      await ann.box.next("rejected");
      // the server's own fault: an error line of the log, with the error's stack
      expect(lines).toHaveLength(2);
      expect(lines[1]).toEqual(expect.objectContaining({ level: 50, msg: "release failed", room: ann.room.roomId, err: expect.objectContaining({ message: "a bug", stack: expect.stringContaining("Error: a bug") }) }));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  test("a refused join is one line and prints no stack", async () => {
    const errors = jest.spyOn(console, "error");
    try {
      const ann = await createGame(t);
      await expect(t.sdk.joinById(ann.room.roomId, { name: "ANN" })).rejects.toThrow("the name ANN is already used in this game; pick another");
      expect(lines).toEqual([expect.objectContaining({ msg: "refused: join: the name ANN is already used in this game; pick another", room: ann.room.roomId })]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe("RefusalLog", () => {
  test("writes at most 10 lines a second, then one 'N more refused frames' line when the second is over", async () => {
    let now = 1000;
    const log = new RefusalLog(10, () => now);
    for (let i = 0; i < 25; i++) log.note({ reason: `r${i}` });
    expect(lines.map((l) => l.msg)).toEqual(Array.from({ length: 10 }, (_, i) => `refused: r${i}`));
    now = 2000;
    log.note({ reason: "next second" });
    expect(lines.slice(10).map((l) => l.msg)).toEqual(["15 more refused frames", "refused: next second"]);
    expect(lines[10].more).toBe(15);
  });

  test("the summary comes by itself when no more refusals follow", async () => {
    const log = new RefusalLog(2);
    for (let i = 0; i < 5; i++) log.note({ reason: `r${i}` });
    expect(lines).toHaveLength(2);
    await until(() => lines.length === 3, 2000, "the summary");
    expect(lines[2].msg).toBe("3 more refused frames");
  });
});
