import { request } from "node:http";
import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer } from "./helpers";

/**
 * Hostile HTTP input: a real server on a free port, plain node:http requests.
 */

let t: ColyseusTestServer;
let port: number;
beforeAll(async () => {
  t = await bootServer({ maxBodyBytes: 32 * 1024 });
  port = (t as any).server.transport.server.address().port;
});
afterAll(async () => {
  await t.shutdown();
});

interface Answer {
  status: number;
  type: string;
  body: string;
}

/**
 * POSTs to `path`: `head` first, then (unless the server has answered by then) `rest` chunks of
 * `chunk`; `length` is the content-length header (none: chunked). Resolves with the answer and
 * how many bytes were written before it came.
 */
function post(path: string, opts: { head: string; chunk?: string; rest?: number; length?: number; type?: string }): Promise<Answer & { sent: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "content-type": opts.type ?? "application/json" };
    if (opts.length !== undefined) headers["content-length"] = opts.length;
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers });
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body, sent }));
    });
    req.on("error", (e) => (answered ? undefined : reject(e)));
    const write = (s: string) => {
      sent += Buffer.byteLength(s);
      req.write(s);
    };
    write(opts.head);
    let left = opts.rest ?? 0;
    const more = () => {
      if (answered || left <= 0) return void (answered || req.end());
      left--;
      write(opts.chunk ?? "");
      setTimeout(more, 2);
    };
    setTimeout(more, 20);
  });
}

const rooms = async () => (await import("@colyseus/core")).matchMaker.query({});

describe("matchmaker body limit", () => {
  test("a body over the limit on POST /matchmake/* is answered 413 with a JSON error, and no room is made", async () => {
    const before = (await rooms()).length;
    const body = JSON.stringify({ name: "Ann", junk: "x".repeat(100 * 1024) });
    const a = await post("/matchmake/create/house", { head: body, length: Buffer.byteLength(body) });
    expect(a.status).toBe(413);
    expect(a.type).toMatch(/application\/json/);
    expect(JSON.parse(a.body)).toEqual({ error: "BODY_TOO_LARGE", message: "the request body is larger than 32768 bytes", key: "server.bodyTooLarge", params: { max: 32768 } });
    expect((await rooms()).length).toBe(before);
  });

  test("a declared 50 MB body is answered 413 before it is sent (never read, never parsed)", async () => {
    const a = await post("/matchmake/create/house", { head: '{"name":"Ann","junk":"', chunk: "x".repeat(64 * 1024), rest: 800, length: 50 * 1024 * 1024 });
    expect(a.status).toBe(413);
    expect(a.sent).toBeLessThan(5 * 1024 * 1024);
  });

  test("a chunked body (no content-length) is cut off with 413 once it passes the limit", async () => {
    const a = await post("/matchmake/create/house", { head: '{"name":"Ann","junk":"', chunk: "x".repeat(8 * 1024), rest: 400 });
    expect(a.status).toBe(413);
    expect(JSON.parse(a.body).error).toBe("BODY_TOO_LARGE");
    expect(a.sent).toBeLessThan(1024 * 1024);
  });

  test("a body within the limit still creates a game", async () => {
    const body = JSON.stringify({ name: "Ann" });
    const a = await post("/matchmake/create/house", { head: body, length: Buffer.byteLength(body) });
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body).roomId).toEqual(expect.any(String));
  });
});
