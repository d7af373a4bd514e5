import type { Server } from "node:http";
import express from "express";
import type { ColyseusTestServer } from "@colyseus/testing";
import { mountHealth, serverVersion } from "../src/http/health";
import { PostgresStore } from "../src/store/postgres";
import { SqliteStore } from "../src/store/sqlite";
import { bootServer, freePort } from "./helpers";
import { TEST_PG_URL } from "./stores";
import serverPackage from "../package.json" with { type: "json" };

const url = (t: ColyseusTestServer, path: string) => `http://127.0.0.1:${((t.server as unknown as { transport: { server: Server } }).transport.server.address() as import("node:net").AddressInfo).port}${path}`;

describe("/health (liveness, version) and /ready (the store and Redis answer)", () => {
  test("/health answers ok with the server package's version, the uptime and the start's instance id", async () => {
    const store = new SqliteStore(":memory:");
    const t = await bootServer({ store });
    try {
      const r = await fetch(url(t, "/health"));
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("no-store");
      const body = await r.json();
      expect(body).toEqual({ ok: true, version: serverPackage.version, uptime: expect.any(Number), instance: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expect(serverVersion()).toBe(serverPackage.version);
    } finally {
      await t.shutdown();
      await store.close();
    }
  });

  test("/ready is 200 while the SQLite store answers, 503 naming the store once it is gone", async () => {
    const store = new SqliteStore(":memory:");
    const t = await bootServer({ store });
    try {
      let r = await fetch(url(t, "/ready"));
      expect([r.status, await r.json()]).toEqual([200, { ready: true }]);
      store.db.close();
      r = await fetch(url(t, "/ready"));
      expect(r.status).toBe(503);
      expect(await r.json()).toEqual({ ready: false, reason: "the store does not answer: The database connection is not open" });
      // /health is liveness only: still ok
      expect((await fetch(url(t, "/health"))).status).toBe(200);
    } finally {
      await t.shutdown();
    }
  });

  test("/ready is 503 once the PostgreSQL store's connections are gone", async () => {
    const store = await PostgresStore.open(TEST_PG_URL, `zedfall_ready_${process.pid}`);
    const t = await bootServer({ store });
    try {
      expect((await fetch(url(t, "/ready"))).status).toBe(200);
      await store.dropSchema();
      await store.close();
      const r = await fetch(url(t, "/ready"));
      expect(r.status).toBe(503);
      expect((await r.json()).reason).toMatch(/^the store does not answer: /);
    } finally {
      await t.shutdown();
    }
  });

  test("/ready asks the Redis of REDIS_URL (a read through the presence): 200 while it answers, 503 naming Redis when it fails", async () => {
    const store = new SqliteStore(":memory:");
    const t = await bootServer({ store, redisUrl: `redis://127.0.0.1:6379/0?keyPrefix=zedfall-ready-${process.pid}:` });
    const presence = (t.server as unknown as { presence: { get(key: string): Promise<unknown> } }).presence;
    const get = presence.get;
    try {
      expect(await (await fetch(url(t, "/ready"))).json()).toEqual({ ready: true });
      presence.get = () => Promise.reject(new Error("Connection is closed."));
      const r = await fetch(url(t, "/ready"));
      expect([r.status, await r.json()]).toEqual([503, { ready: false, reason: "Redis does not answer: Connection is closed." }]);
    } finally {
      presence.get = get;
      await t.shutdown();
      await store.close();
    }
  });

  test("/ready is 503 naming Redis when it fails or does not answer in time", async () => {
    const app = express();
    let redis: () => Promise<unknown> = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1"));
    mountHealth(app, { store: async () => {}, redis: () => redis() }, Date.now(), 200);
    const port = await freePort();
    const http = app.listen(port, "127.0.0.1");
    await new Promise((ok) => http.once("listening", ok));
    try {
      let r = await fetch(`http://127.0.0.1:${port}/ready`);
      expect([r.status, await r.json()]).toEqual([503, { ready: false, reason: "Redis does not answer: connect ECONNREFUSED 127.0.0.1:1" }]);
      redis = () => new Promise(() => {});
      r = await fetch(`http://127.0.0.1:${port}/ready`);
      expect([r.status, await r.json()]).toEqual([503, { ready: false, reason: "Redis does not answer: no answer within 200 ms" }]);
      redis = async () => "PONG";
      r = await fetch(`http://127.0.0.1:${port}/ready`);
      expect(r.status).toBe(200);
    } finally {
      http.close();
    }
  });
});
