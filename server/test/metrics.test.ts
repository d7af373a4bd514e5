import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { ColyseusTestServer } from "@colyseus/testing";
import { bearerMatches } from "../src/http/metrics";
import { SqliteStore } from "../src/store/sqlite";
import { bootServer, driveUntil, siegeTwoSeats } from "./helpers";

const url = (t: ColyseusTestServer, path: string) => `http://127.0.0.1:${((t.server as unknown as { transport: { server: Server } }).transport.server.address() as AddressInfo).port}${path}`;

/** The value of one sample in Prometheus text (`name{labels} value`); 0 when the sample is absent. */
function sample(text: string, name: string, labels = ""): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

describe("/metrics (Prometheus, ZEDFALL_METRICS)", () => {
  test("after a played game: rooms and clients by game, actions, refusals by code, act→ack latency, store commits, hint and process metrics", async () => {
    const store = new SqliteStore(":memory:");
    const t = await bootServer({ store, metrics: { kind: "on" } });
    try {
      const before = await (await fetch(url(t, "/metrics"))).text();
      const { ann, bob } = await siegeTwoSeats(t);
      let acts = 0;
      await driveUntil([ann, bob], () => acts++ >= 6);
      // one refused action: not a legal one
      ann.send("act", { id: "bad-1", action: { type: "noSuchAction" } });
      await ann.box.next("rejected", (m) => m.id === "bad-1");
      const r = await fetch(url(t, "/metrics"));
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await r.text();
      const delta = (name: string, labels = "") => sample(text, name, labels) - sample(before, name, labels);
      expect(sample(text, "zedfall_rooms", 'game="siege"')).toBe(1);
      expect(sample(text, "zedfall_clients", 'game="siege"')).toBe(2);
      expect(delta("zedfall_actions_total", 'game="siege"')).toBe(6);
      expect(delta("zedfall_action_ack_seconds_count", 'game="siege"')).toBe(6);
      expect(delta("zedfall_refusals_total", 'code="ILLEGAL_ACTION"')).toBe(1);
      // createGame, the seats, the start and 6 rows at least
      expect(delta("zedfall_store_commit_seconds_count", 'store="sqlite"')).toBeGreaterThanOrEqual(6);
      expect(text).toContain("# TYPE zedfall_hint_seconds histogram");
      expect(text).toContain("# TYPE zedfall_bot_move_seconds histogram");
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    } finally {
      await t.shutdown();
      await store.close();
    }
  });

  test("a token: only `Authorization: Bearer <token>` reads them (401 otherwise); off: no /metrics (404)", async () => {
    const token = "metrics-token-0123456789";
    const t = await bootServer({ metrics: { kind: "token", token } });
    try {
      let r = await fetch(url(t, "/metrics"));
      expect([r.status, await r.json()]).toEqual([401, { error: "UNAUTHORIZED", message: "the metrics need the Authorization: Bearer token of ZEDFALL_METRICS", key: "server.unauthorized", params: {} }]);
      r = await fetch(url(t, "/metrics"), { headers: { authorization: "Bearer wrong-token-0123456789" } });
      expect(r.status).toBe(401);
      r = await fetch(url(t, "/metrics"), { headers: { authorization: `Bearer ${token}` } });
      expect(r.status).toBe(200);
      expect(await r.text()).toContain("# TYPE zedfall_actions_total counter");
    } finally {
      await t.shutdown();
    }
    const off = await bootServer({ metrics: { kind: "off" } });
    try {
      expect((await fetch(url(off, "/metrics"))).status).toBe(404);
    } finally {
      await off.shutdown();
    }
  });

  test("the bearer comparison wants the whole header, exactly", () => {
    expect(bearerMatches("Bearer abc", "abc")).toBe(true);
    expect(bearerMatches("Bearer abcd", "abc")).toBe(false);
    expect(bearerMatches("bearer abc", "abc")).toBe(false);
    expect(bearerMatches(undefined, "abc")).toBe(false);
  });
});
