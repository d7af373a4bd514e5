import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import type { ColyseusTestServer } from "@colyseus/testing";
import { httpServerWithTimeouts } from "../src/http/connection-limits";
import { bootServer, sleep, testSettings, until } from "./helpers";

/**
 * Unfinished requests and connection caps (the attack run: ~20,000 half-sent request heads from
 * one address were held 200 s each, none closed, until the process ran out of file descriptors and
 * `/health` no longer connected). A real server on 127.0.0.1 with a 1 s head timeout and at most
 * 20 connections per address; every test is bounded in count and in time.
 */

let t: ColyseusTestServer;
let port: number;
beforeAll(async () => {
  t = await bootServer({ headersTimeoutMs: 1000, requestTimeoutMs: 2000, idleTimeoutMs: 5000, maxConnectionsPerAddress: 20, maxConnections: 1000 });
  port = (t as any).server.transport.server.address().port;
});
afterAll(async () => {
  await t.shutdown();
});

/** One raw connection from `from` (a loopback address) and what it received until it closed. */
interface Raw {
  socket: Socket;
  received: string;
  closed: boolean;
  closedAt: number;
}

/** Opens a connection from `from` and writes `head` (a request head cut short, or nothing). */
function open(head: string, from = "127.0.0.1"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress: from });
    const raw: Raw = { socket, received: "", closed: false, closedAt: 0 };
    socket.setEncoding("utf8");
    socket.on("data", (d) => (raw.received += d));
    socket.on("error", () => {});
    socket.on("close", () => {
      raw.closed = true;
      raw.closedAt = Date.now();
    });
    socket.once("connect", () => {
      if (head) socket.write(head);
      resolve(raw);
    });
    socket.once("error", reject);
  });
}

/** GET /health from `from`; its status and body. */
function health(from = "127.0.0.1"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const s = connect({ host: "127.0.0.1", port, localAddress: from });
    let text = "";
    s.setEncoding("utf8");
    s.on("data", (d) => (text += d));
    s.on("error", reject);
    s.on("connect", () => s.write("GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    s.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), body: text.split("\r\n\r\n")[1] ?? "" }));
  });
}

const HALF_HEAD = "GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ";
const HALF_UPGRADE = "GET /abc/def?sessionId=x HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n";

afterEach(async () => {
  testSettings.maxConnections = 1000;
  testSettings.maxConnectionsPerAddress = 20;
  // every connection of a test is gone before the next one counts again
  await sleep(50);
});

test("50 half-sent request heads from one address: 20 are held, the 21st and later are refused 429 at once, all are closed within 3 s, /health answers", async () => {
  const start = Date.now();
  const conns: Raw[] = [];
  for (let i = 0; i < 50; i++) conns.push(await open(HALF_HEAD));
  await until(() => conns.slice(20).every((c) => c.closed), 1500, "the refusals");
  for (const c of conns.slice(20)) {
    expect(c.received).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(c.received).toMatch(/\r\nRetry-After: 10\r\n/);
    expect(JSON.parse(c.received.split("\r\n\r\n")[1]!)).toEqual({
      error: "TOO_MANY_CONNECTIONS",
      message: "too many connections from your address (at most 20 at once); close some and try again",
      key: "server.tooManyConnections",
      params: { n: 20 },
    });
  }
  // meanwhile another address is served
  expect((await health("127.0.0.2")).status).toBe(200);
  // the first 20 are answered 408 at their head timeout (1 s) and closed
  await until(() => conns.every((c) => c.closed), 3000, "every connection closed");
  expect(Date.now() - start).toBeLessThan(4000);
  for (const c of conns.slice(0, 20)) expect(c.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  const h = await health();
  expect(h.status).toBe(200);
  expect(JSON.parse(h.body).ok).toBe(true);
});

test("a half-sent WebSocket upgrade is dropped at the head timeout", async () => {
  const conns: Raw[] = [];
  for (let i = 0; i < 10; i++) conns.push(await open(HALF_UPGRADE));
  const start = Date.now();
  await sleep(300);
  expect(conns.some((c) => c.closed)).toBe(false);
  await until(() => conns.every((c) => c.closed), 3000, "the upgrades closed");
  expect(Date.now() - start).toBeLessThan(3000);
  for (const c of conns) expect(c.received).toMatch(/^HTTP\/1\.1 408 /);
});

test("a request whose body never comes is closed at the request timeout", async () => {
  const c = await open("POST /matchmake/create/house HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{");
  const start = Date.now();
  await until(() => c.closed, 4000, "the close");
  expect(Date.now() - start).toBeLessThan(4000);
});

test("past maxConnections in all, a new connection from any address is refused 503 SERVER_BUSY", async () => {
  testSettings.maxConnections = 5;
  const held: Raw[] = [];
  for (let i = 0; i < 5; i++) held.push(await open(HALF_HEAD, `127.0.0.${10 + i}`));
  const late = await open(HALF_HEAD, "127.0.0.20");
  await until(() => late.closed, 1500, "the refusal");
  expect(late.received).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
  expect(JSON.parse(late.received.split("\r\n\r\n")[1]!)).toEqual({
    error: "SERVER_BUSY",
    message: "the server holds as many connections as it takes (5); try again later",
    key: "server.serverBusy",
    params: { n: 5 },
  });
  for (const c of held) c.socket.destroy();
  await until(() => held.every((c) => c.closed), 1000, "the held ones closed");
  await sleep(50);
  expect((await health("127.0.0.20")).status).toBe(200);
});

test("behind a proxy (trustProxy 1) plain connections are not capped per address; WebSocket upgrades are, by the forwarded address", async () => {
  testSettings.trustProxy = 1;
  testSettings.maxConnectionsPerAddress = 2;
  try {
    const plain: Raw[] = [];
    for (let i = 0; i < 4; i++) plain.push(await open(HALF_HEAD));
    await sleep(200);
    expect(plain.some((c) => c.closed)).toBe(false);
    const upgrade = (client: string) => `GET /abc/def HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${client}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
    const ups: Raw[] = [];
    for (let i = 0; i < 3; i++) ups.push(await open(upgrade("203.0.113.7")));
    await until(() => ups[2]!.closed, 1500, "the third upgrade refused");
    expect(ups[2]!.received).toMatch(/^HTTP\/1\.1 429 /);
    // the first two were let through to the WebSocket server (which answers them itself)
    for (const c of ups.slice(0, 2)) expect(c.received).not.toMatch(/^HTTP\/1\.1 429 /);
    for (const c of [...plain, ...ups]) c.socket.destroy();
  } finally {
    testSettings.trustProxy = 0;
  }
});

test("an HTTP connection silent for idleTimeoutMs is closed (before a longer head timeout)", async () => {
  const server = httpServerWithTimeouts({ headersTimeoutMs: 5000, requestTimeoutMs: 5000, idleTimeoutMs: 300 });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  try {
    const s = connect({ host: "127.0.0.1", port: (server.address() as AddressInfo).port });
    s.on("error", () => {});
    const start = Date.now();
    const closedAfter = await new Promise<number>((r) => s.on("close", () => r(Date.now() - start)));
    expect(closedAfter).toBeGreaterThanOrEqual(250);
    expect(closedAfter).toBeLessThan(2000);
  } finally {
    server.close();
  }
});
