import { request } from "node:http";
import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, sleep, testSettings } from "./helpers";

/** Colyseus' monitor at /admin: only with ADMIN_PASSWORD, behind HTTP basic auth. */
let t: ColyseusTestServer;
let base: string;
beforeAll(async () => {
  t = await bootServer({ adminPassword: "s3cret pass" });
  base = `http://127.0.0.1:${(t as any).server.transport.server.address().port}`;
});
afterAll(async () => {
  testSettings.adminPassword = undefined;
  await t.shutdown();
});

const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` });

test("with ADMIN_PASSWORD: 401 and a Basic challenge without it or with a wrong one, 200 and the monitor with it", async () => {
  const none = await fetch(`${base}/admin/`);
  expect(none.status).toBe(401);
  expect(none.headers.get("www-authenticate")).toMatch(/^Basic realm="Zedfall admin"/);
  expect((await none.json()).error).toBe("UNAUTHORIZED");
  expect((await fetch(`${base}/admin/`, { headers: basic("admin", "wrong") })).status).toBe(401);
  const page = await fetch(`${base}/admin/`, { headers: basic("admin", "s3cret pass") });
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/text\/html/);
  await page.text();
  const rooms = await fetch(`${base}/admin/api`, { headers: basic("anyone", "s3cret pass") });
  expect(rooms.status).toBe(200);
  // the monitor's own API: the rooms of the process
  expect((await rooms.json()).rooms).toEqual([]);
});

/** GET /admin/ from the loopback address `from` with `headers`: status, Retry-After and the JSON error code. */
function adminFrom(from: string, headers: Record<string, string>): Promise<{ status: number; retryAfter?: string; error?: string }> {
  const url = new URL(`${base}/admin/`);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, localAddress: from, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        let error: string | undefined;
        try {
          error = JSON.parse(body).error;
        } catch {
          error = undefined;
        }
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined, error });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

test("wrong passwords are throttled per address: 5 cost nothing, then every try waits a growing time (429 TOO_MANY_ATTEMPTS, Retry-After), even with the right password; another address is not held up", async () => {
  const wrong = basic("admin", "guess");
  const right = basic("admin", "s3cret pass");
  for (let i = 0; i < 6; i++) expect((await adminFrom("127.0.0.1", wrong)).status).toBe(401);
  // the sixth wrong one started a wait of 1 s
  expect(await adminFrom("127.0.0.1", right)).toEqual({ status: 429, retryAfter: "1", error: "TOO_MANY_ATTEMPTS" });
  expect((await adminFrom("127.0.0.3", right)).status).toBe(200);
  await sleep(1100);
  // the seventh doubles it
  expect((await adminFrom("127.0.0.1", wrong)).status).toBe(401);
  expect(await adminFrom("127.0.0.1", wrong)).toEqual({ status: 429, retryAfter: "2", error: "TOO_MANY_ATTEMPTS" });
  await sleep(2100);
  // the right password ends the wait for good
  expect((await adminFrom("127.0.0.1", right)).status).toBe(200);
  expect((await adminFrom("127.0.0.1", wrong)).status).toBe(401);
  expect((await adminFrom("127.0.0.1", right)).status).toBe(200);
});

test("without ADMIN_PASSWORD there is no /admin: the JSON 404 of any unknown address", async () => {
  testSettings.adminPassword = undefined;
  const res = await fetch(`${base}/admin/`, { headers: basic("admin", "s3cret pass") });
  expect(res.status).toBe(404);
  expect((await res.json()).error).toBe("NOT_FOUND");
});
