import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, testSettings } from "./helpers";

/** Colyseus' monitor at /admin (issue 12): only with ADMIN_PASSWORD, behind HTTP basic auth. */
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

test("without ADMIN_PASSWORD there is no /admin: the JSON 404 of any unknown address", async () => {
  testSettings.adminPassword = undefined;
  const res = await fetch(`${base}/admin/`, { headers: basic("admin", "s3cret pass") });
  expect(res.status).toBe(404);
  expect((await res.json()).error).toBe("NOT_FOUND");
});
