import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer } from "./helpers";

/** The built client's service worker is served from the site's root (its scope: every page), as JavaScript, asked again at each load. */
describe("the service worker /sw.js", () => {
  let t: ColyseusTestServer;
  let dist: string;
  const saved = process.env.ZEDFALL_CLIENT_DIST;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "zedfall-dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Zedfall</title>");
    writeFileSync(join(dist, "sw.js"), "self.addEventListener('push', () => {});");
    process.env.ZEDFALL_CLIENT_DIST = dist;
    t = await bootServer();
  });
  afterAll(async () => {
    await t.shutdown();
    if (saved === undefined) delete process.env.ZEDFALL_CLIENT_DIST;
    else process.env.ZEDFALL_CLIENT_DIST = saved;
    rmSync(dist, { recursive: true, force: true });
  });

  test("GET /sw.js: 200, a JavaScript content type, Cache-Control no-cache", async () => {
    const port = ((t.server as unknown as { transport: { server: Server } }).transport.server.address() as AddressInfo).port;
    const r = await fetch(`http://127.0.0.1:${port}/sw.js`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    expect(r.headers.get("cache-control")).toBe("no-cache");
    expect(await r.text()).toContain("push");
  });
});
