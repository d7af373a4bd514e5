import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ColyseusTestServer } from "@colyseus/testing";
// http_ece is web-push's own encryption library: the stub push service decrypts with it
// @ts-expect-error no type declarations
import ece from "http_ece";
import { bootServer, createGame, joinGame, driveUntil, testSettings, until } from "./helpers";
import { hashToken } from "../src/rooms/seats/players";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { WebhookPoster } from "../src/notify/webhook";
import { checkUrl } from "../src/notify/targets";
import { configFromEnv } from "../src/app";

/** A local HTTP server standing in for a push service and a webhook: records every request, answers by path. */
interface Stub {
  port: number;
  hits: { path: string; headers: IncomingMessage["headers"]; body: Buffer }[];
  close(): Promise<void>;
}

async function stub(answer: (path: string) => number | null): Promise<Stub> {
  const hits: Stub["hits"] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      hits.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      const status = answer(req.url ?? "");
      // null: never answer (a hung webhook)
      if (status !== null) res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** A browser's push keys: the P-256 pair and the auth secret (what PushSubscription.getKey gives). */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } };
}

const serverUrl = (t: ColyseusTestServer, path: string) =>
  `http://127.0.0.1:${((t.server as unknown as { transport: { server: Server } }).transport.server.address() as AddressInfo).port}${path}`;

const post = (t: ColyseusTestServer, path: string, body: unknown) =>
  fetch(serverUrl(t, path), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("turn notifications: Web Push and a game's webhook", () => {
  let t: ColyseusTestServer;
  let push: Stub;
  beforeAll(async () => {
    push = await stub((path) => (path.startsWith("/gone") ? 410 : path.startsWith("/slow") ? null : 201));
    t = await bootServer({ reconnectSeconds: 3, loopbackHttp: true, webhookHosts: ["hooks.example.test"], pushHosts: ["fcm.googleapis.com"] });
  });
  afterAll(async () => {
    await t.shutdown();
    await push.close();
  });

  test("a seat whose holder has no open connection gets an encrypted 'your turn' push when it may act; a gone subscription is deleted; the webhook gets each turn's line", async () => {
    const hook = `http://127.0.0.1:${push.port}/hook`;
    const ann = await createGame(t, { seed: "notify-push", webhook: hook });
    const bob = await joinGame(t, ann.room.roomId);
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "zombie" });
    const bobToken = (await bob.box.next("welcome")).token as string;
    const room = t.getRoomById(ann.room.roomId) as unknown as GameRoom;
    const bobKeys = browserKeys();
    const ok = `http://127.0.0.1:${push.port}/ok/bob`;
    const gone = `http://127.0.0.1:${push.port}/gone/bob`;
    for (const endpoint of [ok, gone]) {
      const r = await post(t, "/api/push/subscribe", { token: bobToken, subscription: { endpoint, keys: bobKeys.keys }, lang: "ru" });
      expect(r.status).toBe(201);
    }
    // Bob closes his tab: no connection of his is open, his seat stays his (the window is long)
    bob.room.reconnection.enabled = false;
    (bob.room.connection as unknown as { transport: { ws: { terminate(): void } } }).transport.ws.terminate();
    await until(() => !room.players.bySeat("zombie")?.client, 5000, "Bob's connection gone");
    ann.send("start", {});
    await driveUntil([ann], () => room.pipeline.activeSeats().includes("zombie"));
    await testSettings.notifier!.settled();

    const okHits = push.hits.filter((h) => h.path === "/ok/bob");
    expect(okHits).toHaveLength(1);
    const h = okHits[0]!;
    expect(h.headers["content-encoding"]).toBe("aes128gcm");
    expect(h.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(h.headers.ttl).toBe("86400");
    const { vapidPublicKey } = (await (await fetch(serverUrl(t, "/api/notify"))).json()) as { vapidPublicKey: string };
    expect(h.headers.authorization).toContain(`k=${vapidPublicKey}`);
    const plain = JSON.parse(ece.decrypt(h.body, { version: "aes128gcm", privateKey: bobKeys.ecdh, authSecret: bobKeys.keys.auth }).toString("utf8"));
    // the game, the page and the language: nothing of the game's state
    expect(plain).toEqual({ kind: "turn", game: "house", gameId: room.roomId, url: `/g/${room.roomId}`, lang: "ru" });

    expect(push.hits.filter((x) => x.path === "/gone/bob")).toHaveLength(1);
    const kept = await testSettings.store!.pushSubscriptionsOf([hashToken(bobToken)]);
    expect(kept.map((s) => s.endpoint)).toEqual([ok]);

    // Ann (connected) got no push, and the webhook a line at each turn change that reached a person
    const lines = push.hits.filter((x) => x.path === "/hook").map((x) => JSON.parse(x.body.toString("utf8")));
    expect(lines[0]).toEqual({ content: "Ann's turn in House", text: "Ann's turn in House", allowed_mentions: { parse: [] } });
    expect(lines.at(-1)).toEqual({ content: "Bob's turn in House", text: "Bob's turn in House", allowed_mentions: { parse: [] } });
    // the webhook's URL reached no client: not in the state, not in any message
    expect(JSON.stringify(ann.box.all) + JSON.stringify(ann.room.state.toJSON())).not.toContain("/hook");
  });

  test("a connected holder gets no push", async () => {
    const before = push.hits.length;
    const ann = await createGame(t, { seed: "notify-here" });
    const bob = await joinGame(t, ann.room.roomId);
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "zombie" });
    const bobToken = (await bob.box.next("welcome")).token as string;
    const r = await post(t, "/api/push/subscribe", { token: bobToken, subscription: { endpoint: `http://127.0.0.1:${push.port}/ok/here`, keys: browserKeys().keys } });
    expect(r.status).toBe(201);
    const room = t.getRoomById(ann.room.roomId) as unknown as GameRoom;
    ann.send("start", {});
    await driveUntil([ann], () => room.pipeline.activeSeats().includes("zombie"));
    await testSettings.notifier!.settled();
    expect(push.hits.slice(before).filter((x) => x.path.startsWith("/ok"))).toEqual([]);
  });

  test("bad subscriptions are refused with a code, a reason and a words key, and nothing is stored; a token keeps at most 5", async () => {
    const ann = await createGame(t, { seed: "notify-bad" });
    const token = (ann.box.last("welcome") as { token: string }).token;
    const keys = browserKeys().keys;
    const cases: [unknown, number, string, string][] = [
      [{ token, subscription: { endpoint: "not a url", keys } }, 400, "BAD_URL", "server.notUrl"],
      [{ token, subscription: { endpoint: "http://fcm.googleapis.com/fcm/send/x", keys } }, 400, "BAD_URL", "server.urlNotHttps"],
      [{ token, subscription: { endpoint: `https://fcm.googleapis.com/fcm/send/${"x".repeat(1100)}`, keys } }, 400, "BAD_URL", "server.urlTooLong"],
      [{ token, subscription: { endpoint: "https://evil.example.com/push", keys } }, 400, "HOST_NOT_ALLOWED", "server.hostNotAllowed"],
      [{ token, subscription: { endpoint: "https://10.0.0.1/push", keys } }, 400, "HOST_NOT_ALLOWED", "server.urlIp"],
      [{ token, subscription: { endpoint: "https://[2001:db8::1]/push", keys } }, 400, "HOST_NOT_ALLOWED", "server.urlIp"],
      [{ token, subscription: { endpoint: "https://fcm.googleapis.com.evil.example/push", keys } }, 400, "HOST_NOT_ALLOWED", "server.hostNotAllowed"],
      [{ token, subscription: { endpoint: "https://evilfcm.googleapis.com/push", keys } }, 400, "HOST_NOT_ALLOWED", "server.hostNotAllowed"],
      [{ token, subscription: { endpoint: "https://user:pw@fcm.googleapis.com/push", keys } }, 400, "BAD_URL", "server.urlUser"],
      [{ token, subscription: { endpoint: "ftp://fcm.googleapis.com/push", keys } }, 400, "BAD_URL", "server.urlNotHttps"],
      [{ token, subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { p256dh: "short", auth: keys.auth } } }, 400, "BAD_REQUEST", "server.badRequest"],
      [{ token, subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys }, extra: 1 }, 400, "BAD_REQUEST", "server.badRequest"],
      [{ token: "unknown-token-0123", subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys } }, 404, "NOT_FOUND", "server.noSeatForToken"],
    ];
    for (const [body, status, code, key] of cases) {
      const r = await post(t, "/api/push/subscribe", body);
      const answer = (await r.json()) as { error: string; message: string; key: string };
      expect([r.status, answer.error, answer.key]).toEqual([status, code, key]);
      expect(answer.message.length).toBeGreaterThan(10);
    }
    const hash = hashToken(token);
    expect(await testSettings.store!.pushSubscriptionsOf([hash])).toEqual([]);
    for (let n = 1; n <= 7; n++) {
      const r = await post(t, "/api/push/subscribe", { token, subscription: { endpoint: `https://fcm.googleapis.com/fcm/send/${n}`, keys } });
      expect(r.status).toBe(201);
      await new Promise((r) => setTimeout(r, 2));
    }
    const kept = (await testSettings.store!.pushSubscriptionsOf([hash])).map((s) => s.endpoint.split("/").pop());
    expect(kept).toEqual(["3", "4", "5", "6", "7"]);
    const un = await post(t, "/api/push/unsubscribe", { token, endpoint: "https://fcm.googleapis.com/fcm/send/3" });
    expect(await un.json()).toEqual({ removed: 1 });
  });

  test("a webhook not allowed, not https or with webhooks off refuses the creation: no game is stored", async () => {
    const before = (await testSettings.store!.list()).length;
    const refused = async (webhook: string) => {
      const e = await t.sdk.create("house", { name: "Ann", webhook }).then(
        () => null,
        (err: Error) => err,
      );
      return e?.message ?? "created";
    };
    expect(await refused("https://evil.example.com/hook")).toMatch(/^HOST_NOT_ALLOWED: the host evil.example.com is not allowed/);
    expect(await refused("http://hooks.example.test/x")).toMatch(/^BAD_URL: only https/);
    expect(await refused(`https://hooks.example.test/${"x".repeat(1100)}`)).toMatch(/^BAD_URL: the URL is too long/);
    testSettings.webhookHosts = [];
    try {
      expect(await refused("https://hooks.example.test/x")).toMatch(/^WEBHOOKS_OFF/);
    } finally {
      testSettings.webhookHosts = ["hooks.example.test"];
    }
    expect((await testSettings.store!.list()).length).toBe(before);
  });

  test("the webhook poster: the payload, a timeout, the allowlist, at most 6 posts a game a minute", async () => {
    const poster = new WebhookPoster(() => ({ hosts: ["hooks.example.test"], loopbackHttp: true }), 200);
    const t0 = Date.now();
    expect(await poster.post("g-slow", `http://127.0.0.1:${push.port}/slow`, "Ann's turn in Siege")).toBe(0);
    expect(Date.now() - t0).toBeLessThan(2000);
    const strict = new WebhookPoster(() => ({ hosts: ["hooks.example.test"] }), 200);
    const before = push.hits.length;
    expect(await strict.post("g-x", `http://127.0.0.1:${push.port}/hook2`, "x")).toBe(0);
    expect(await strict.post("g-x", "https://evil.example.com/hook", "x")).toBe(0);
    expect(push.hits.length).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await poster.post("g-rate", `http://127.0.0.1:${push.port}/hook3`, `line ${i}`));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 0, 0]);
    const body = JSON.parse(push.hits.filter((h) => h.path === "/hook3")[0]!.body.toString("utf8"));
    expect(body).toEqual({ content: "line 0", text: "line 0", allowed_mentions: { parse: [] } });
  });

  test("loopback and http are refused unless a test turns loopbackHttp on in code (the environment cannot)", () => {
    expect(checkUrl("http://127.0.0.1:9/push", { hosts: ["fcm.googleapis.com"] })).toMatchObject({ code: "BAD_URL" });
    expect(checkUrl("https://127.0.0.1/push", { hosts: ["127.0.0.1"] })).toMatchObject({ code: "HOST_NOT_ALLOWED" });
    expect(checkUrl("https://localhost/push", { hosts: ["fcm.googleapis.com"] })).toMatchObject({ code: "HOST_NOT_ALLOWED" });
    expect("url" in checkUrl("https://fcm.googleapis.com/fcm/send/abc", { hosts: ["fcm.googleapis.com"] })).toBe(true);
    expect(configFromEnv({ ZEDFALL_WEBHOOKS: "discord.com, hooks.slack.com" })).toMatchObject({ webhookHosts: ["discord.com", "hooks.slack.com"] });
    expect(configFromEnv({})).toMatchObject({ webhookHosts: [], pushHosts: ["fcm.googleapis.com", "updates.push.services.mozilla.com", "push.apple.com", "notify.windows.com"] });
    expect("loopbackHttp" in configFromEnv({})).toBe(false);
  });
});
