import { request } from "node:http";
import { Writable } from "node:stream";
import { jest } from "@jest/globals";
import type { ColyseusTestServer } from "@colyseus/testing";
import { makeLog, refusals, useLog } from "../src/log";
import { bootServer } from "./helpers";

/** CORS answers only the server's own origin and ZEDFALL_CORS_ORIGINS; bad matchmaker bodies are a JSON 400. */

const DEV = "http://localhost:5173";
const EVIL = "http://evil.example";

let t: ColyseusTestServer;
let port: number;
const lines: any[] = [];
let before: ReturnType<typeof useLog>;
beforeAll(async () => {
  t = await bootServer({ corsOrigins: [DEV], maxBodyBytes: 1024 });
  port = (t as any).server.transport.server.address().port;
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
  refusals.flush();
  (refusals as any).windowEnd = 0;
  lines.length = 0;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function call(method: string, path: string, headers: Record<string, string | number>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = { "content-type": "application/json" };

describe("CORS", () => {
  test("a foreign Origin is not reflected: no allow-origin on the matchmaker's preflight, its answer, or /health", async () => {
    const pre = await call("OPTIONS", "/matchmake/create/house", { origin: EVIL, "access-control-request-method": "POST" });
    expect(pre.status).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    expect(pre.headers["access-control-allow-credentials"]).toBeUndefined();
    const body = JSON.stringify({ name: "Ann" });
    const made = await call("POST", "/matchmake/joinById/nosuchgame", { ...json, origin: EVIL, "content-length": Buffer.byteLength(body) }, body);
    expect(made.status).toBe(522); // the matchmaker's "room not found", through the same route and headers
    expect(made.headers["access-control-allow-origin"]).toBeUndefined();
    const health = await call("GET", "/health", { origin: EVIL });
    expect(health.status).toBe(200);
    expect(health.headers["access-control-allow-origin"]).toBeUndefined();
    expect(health.headers.vary).toMatch(/Origin/);
  });

  test("the server's own origin and a ZEDFALL_CORS_ORIGINS one are allowed, with credentials", async () => {
    const own = `http://127.0.0.1:${port}`;
    for (const origin of [own, DEV]) {
      const pre = await call("OPTIONS", "/matchmake/joinById/x", { origin, "access-control-request-method": "POST" });
      expect(pre.headers["access-control-allow-origin"]).toBe(origin);
      expect(pre.headers["access-control-allow-credentials"]).toBe("true");
      const health = await call("GET", "/health", { origin });
      expect(health.headers["access-control-allow-origin"]).toBe(origin);
    }
    // an origin that only resembles the listed one is foreign
    const near = await call("GET", "/health", { origin: "http://localhost:5174" });
    expect(near.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("the 413 of an oversized matchmaker body carries the same headers", async () => {
    const big = "x".repeat(2000);
    const ok = await call("POST", "/matchmake/create/house", { ...json, origin: DEV, "content-length": big.length }, big);
    expect(ok.status).toBe(413);
    expect(ok.headers["access-control-allow-origin"]).toBe(DEV);
    const foreign = await call("POST", "/matchmake/create/house", { ...json, origin: EVIL, "content-length": big.length }, big);
    expect(foreign.status).toBe(413);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("a matchmaker body that is not JSON", () => {
  test("is answered JSON 400 BAD_JSON with the CORS headers, one short log line and no stack on the console", async () => {
    const errors = jest.spyOn(console, "error");
    try {
      const body = '{"name": "Ann",';
      const r = await call("POST", "/matchmake/create/house", { ...json, origin: DEV, "content-length": body.length }, body);
      expect(r.status).toBe(400);
      expect(r.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(r.body)).toEqual({ error: "BAD_JSON", message: "the request body is not valid JSON", key: "server.badJson", params: {} });
      expect(r.headers["access-control-allow-origin"]).toBe(DEV);
      expect(lines).toEqual([expect.objectContaining({ level: 40, msg: "refused: POST /matchmake/create/house: the request body is not valid JSON" })]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
