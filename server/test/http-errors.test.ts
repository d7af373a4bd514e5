import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer } from "./helpers";

/**
 * HTTP error answers ("no stack traces or paths in any HTTP answer"): a real server on a
 * free port, serving a stand-in client folder, asked with fetch.
 */

let t: ColyseusTestServer;
let base: string;
let dist: string;
const savedDist = process.env.ZEDFALL_CLIENT_DIST;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "zedfall-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Zedfall</title>");
  process.env.ZEDFALL_CLIENT_DIST = dist;
  t = await bootServer();
  base = `http://127.0.0.1:${(t as any).server.transport.server.address().port}`;
});
afterAll(async () => {
  await t.shutdown();
  if (savedDist === undefined) delete process.env.ZEDFALL_CLIENT_DIST;
  else process.env.ZEDFALL_CLIENT_DIST = savedDist;
  rmSync(dist, { recursive: true, force: true });
});

/** The answer's status, content type and text. */
async function ask(path: string, init?: RequestInit): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}
const json = (body: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body });

/** What an answer must never carry: a stack frame, an absolute path of this machine. */
function leaks(text: string): string[] {
  const out: string[] = [];
  if (/\n\s+at /.test(text) || /\bat [\w.<>]+ \(/.test(text)) out.push("stack trace");
  for (const p of [process.cwd(), dist, "/node_modules/", "file://"]) if (text.includes(p)) out.push(`path ${p}`);
  return out;
}

describe("HTTP errors carry no stack traces or paths", () => {
  test("bad JSON on /api/my-games is a JSON 400 {error, message, key, params}, not an HTML page", async () => {
    const a = await ask("/api/my-games", json('{"tokens": ['));
    expect(a.status).toBe(400);
    expect(a.type).toMatch(/application\/json/);
    expect(JSON.parse(a.text)).toEqual({ error: "BAD_JSON", message: "the request body is not valid JSON", key: "server.badJson", params: {} });
    expect(leaks(a.text)).toEqual([]);
  });

  test("a well-formed but wrong body on /api/my-games is a JSON 400 naming the field", async () => {
    const a = await ask("/api/my-games", json('{"tokens": 5}'));
    expect(a.status).toBe(400);
    expect(JSON.parse(a.text)).toEqual({
      error: "BAD_REQUEST",
      message: "bad request: tokens: Invalid input: expected array, received number",
      key: "server.badRequest",
      params: { detail: "tokens: Invalid input: expected array, received number" },
    });
  });

  test("a body over 32 KB on /api/my-games is a JSON 413", async () => {
    const a = await ask("/api/my-games", json(JSON.stringify({ tokens: ["x".repeat(40 * 1024)] })));
    expect(a.status).toBe(413);
    expect(JSON.parse(a.text)).toEqual({ error: "BODY_TOO_LARGE", message: expect.any(String), key: "server.bodyTooLarge", params: {} });
    expect(leaks(a.text)).toEqual([]);
  });

  test.each([
    ["/g/%E0%A4%A", 400, "BAD_REQUEST", "server.unreadable"],
    ["/replay/%ZZ", 400, "BAD_REQUEST", "server.unreadable"],
    ["/%E0%A4%A", 404, "NOT_FOUND", "server.notFound"],
    ["/nothing-here.js", 404, "NOT_FOUND", "server.notFound"],
  ])("a malformed or unknown address %s is a JSON %i without a stack", async (path, status, code, key) => {
    const a = await ask(path);
    expect(a.status).toBe(status);
    expect(a.type).toMatch(/application\/json/);
    expect(JSON.parse(a.text)).toMatchObject({ error: code, key, params: {} });
    expect(leaks(a.text)).toEqual([]);
  });

  test("a matchmaker refusal keeps Colyseus' {code, error} (the sentence, then its key line) and carries its key and params", async () => {
    const a = await ask("/matchmake/create/replay", json('{"gameId":"NoSuchGame1"}'));
    expect(a.status).toBe(523);
    expect(JSON.parse(a.text)).toEqual({
      code: 523,
      error: 'there is no game NoSuchGame1\nserver.noGame {"id":"NoSuchGame1"}',
      key: "server.noGame",
      params: { id: "NoSuchGame1" },
    });
    const bad = await ask("/matchmake/create/house", json('{"name":"Ann","roundLimit":0}'));
    expect(JSON.parse(bad.text)).toMatchObject({ code: 523, key: "msg.badOption", params: { option: "roundLimit" } });
  });

  test("hostile requests of every kind: no answer carries a stack trace or a path", async () => {
    const answers = await Promise.all([
      ask("/api/my-games", json("nope")),
      ask("/api/my-games", { method: "POST", headers: { "content-type": "application/json" }, body: "{".repeat(5000) }),
      ask("/api/my-games", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" }),
      ask("/api/my-games"),
      ask("/nothing-here.js"),
      ask("/../../etc/passwd"),
      ask("/g/%00"),
      ask("/matchmake/create/nosuchroom", json('{"name":"Ann"}')),
      ask("/matchmake/create/house", json("{bad")),
      ask("/matchmake/joinById/nosuchgame", json('{"name":"Ann"}')),
      ask("/matchmake/create/house", json('{"name":"Ann","roundLimit":0}')),
    ]);
    expect(answers.flatMap((a, i) => leaks(a.text).map((l) => `#${i} ${a.status}: ${l}`))).toEqual([]);
  });

  test("the pages still work: the client at / and at /g/<id>", async () => {
    expect((await ask("/")).status).toBe(200);
    const g = await ask("/g/abc");
    expect(g.status).toBe(200);
    expect(g.text).toMatch(/Zedfall/);
  });
});
