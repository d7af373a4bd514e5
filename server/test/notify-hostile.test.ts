import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, createGame, testSettings } from "./helpers";
import { hashToken } from "../src/rooms/seats/players";
import { checkUrl } from "../src/notify/targets";
import { WebhookPoster } from "../src/notify/webhook";
import { configFromEnv } from "../src/app";

/** A browser's push keys as PushSubscription.toJSON() gives them (base64url). */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

const serverUrl = (t: ColyseusTestServer, path: string) =>
  `http://127.0.0.1:${((t.server as unknown as { transport: { server: Server } }).transport.server.address() as AddressInfo).port}${path}`;

const subscribe = (t: ColyseusTestServer, body: unknown) =>
  fetch(serverUrl(t, "/api/push/subscribe"), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("push subscriptions a hostile browser sends", () => {
  let t: ColyseusTestServer;
  beforeAll(async () => {
    t = await bootServer({ pushHosts: ["fcm.googleapis.com"], webhookHosts: ["hooks.example.test"] });
  });
  afterAll(async () => {
    await t.shutdown();
  });

  test("keys no push could be encrypted for (p256dh not a 65-byte P-256 point, auth not 16 bytes) are refused with BAD_REQUEST, nothing stored", async () => {
    const ann = await createGame(t, { seed: "hostile-keys" });
    const token = (ann.box.last("welcome") as { token: string }).token;
    const good = browserKeys();
    const bad: Record<string, { p256dh: string; auth: string }> = {
      "p256dh of 60 bytes": { p256dh: randomBytes(60).toString("base64url"), auth: good.auth },
      "p256dh of 65 bytes off the curve": { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"), auth: good.auth },
      "auth of 12 bytes": { p256dh: good.p256dh, auth: randomBytes(12).toString("base64url") },
      "auth of 24 bytes": { p256dh: good.p256dh, auth: randomBytes(24).toString("base64url") },
    };
    for (const [what, keys] of Object.entries(bad)) {
      const r = await subscribe(t, { token, subscription: { endpoint: `https://fcm.googleapis.com/fcm/send/${what.replace(/\W/g, "")}`, keys } });
      const answer = (await r.json()) as { error: string; message: string };
      expect([what, r.status, answer.error]).toEqual([what, 400, "BAD_REQUEST"]);
      expect(answer.message).toMatch(/subscription\.keys\.(p256dh|auth)/);
    }
    expect(await testSettings.store!.pushSubscriptionsOf([hashToken(token)])).toEqual([]);
    const ok = await subscribe(t, { token, subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/good", keys: good } });
    expect(ok.status).toBe(201);
  });

  test("a token whose only game is over is refused (404 NOT_FOUND): no turn of it will ever come, nothing stored", async () => {
    const ann = await createGame(t, { seed: "hostile-over" });
    const token = (ann.box.last("welcome") as { token: string }).token;
    await ann.room.leave();
    await testSettings.store!.saveMeta(ann.room.roomId, { status: "over" });
    const r = await subscribe(t, { token, subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/over", keys: browserKeys() } });
    expect([r.status, ((await r.json()) as { error: string }).error]).toEqual([404, "NOT_FOUND"]);
    expect(await testSettings.store!.pushSubscriptionsOf([hashToken(token)])).toEqual([]);
  });
});

describe("where a push endpoint or webhook may point", () => {
  test("an allowed host on a port other than https' own (443) is refused: a push service or Discord/Slack never names one", () => {
    const rules = { hosts: ["fcm.googleapis.com", "hooks.example.test"] };
    for (const u of ["https://fcm.googleapis.com:22/fcm/send/x", "https://hooks.example.test:6379/x", "https://a.hooks.example.test:8443/x"]) {
      expect([u, checkUrl(u, rules)]).toMatchObject([u, { code: "BAD_URL", reason: expect.stringMatching(/port/), refusal: { key: "server.urlPort", params: { port: expect.any(String) } } }]);
    }
    expect("url" in checkUrl("https://fcm.googleapis.com:443/fcm/send/x", rules)).toBe(true);
    expect("url" in checkUrl("https://hooks.example.test/x", rules)).toBe(true);
  });
});

describe("the webhook poster over a long run", () => {
  test("a game's count of posts is forgotten once its minute has passed: the counts of every game that ever posted are not kept for ever", async () => {
    const server = createServer((req, res) => req.resume().on("end", () => res.writeHead(204).end()));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    let now = 1_000_000;
    const poster = new WebhookPoster(() => ({ hosts: ["hooks.example.test"], loopbackHttp: true }), 2000, () => now);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const kept = () => (poster as unknown as { sent: Map<string, number[]> }).sent.size;
    try {
      for (let g = 0; g < 50; g++) expect(await poster.post(`game-${g}`, url, "Ann's turn in House")).toBe(204);
      expect(kept()).toBe(50);
      now += 61_000;
      expect(await poster.post("game-late", url, "Bob's turn in House")).toBe(204);
      expect(kept()).toBe(1);
      // the limit still holds within a minute
      for (let i = 0; i < 5; i++) expect(await poster.post("game-late", url, "x")).toBe(204);
      expect(await poster.post("game-late", url, "x")).toBe(0);
    } finally {
      await new Promise((r) => (server.closeAllConnections(), server.close(r)));
    }
  });
});

describe("a careless host list", () => {
  test("ZEDFALL_WEBHOOKS or ZEDFALL_PUSH_HOSTS naming a single label (com: every .com host; localhost: the server's own machine) or an IP address stops the start with the reason", () => {
    for (const name of ["ZEDFALL_WEBHOOKS", "ZEDFALL_PUSH_HOSTS"]) {
      for (const v of ["com", "localhost", "discord.com,localhost", "127.0.0.1", "10.0.0.1", ".", "-", "discord.com.", "-discord.com"]) {
        expect(() => configFromEnv({ [name]: v })).toThrow(new RegExp(`${name}=.* is not allowed \\(.*host names with a dot`));
      }
    }
    expect(configFromEnv({ ZEDFALL_WEBHOOKS: "discord.com, hooks.slack.com,xn--e1afmkfd.xn--p1ai" })).toMatchObject({ webhookHosts: ["discord.com", "hooks.slack.com", "xn--e1afmkfd.xn--p1ai"] });
    expect(configFromEnv({ ZEDFALL_PUSH_HOSTS: "fcm.googleapis.com,web.push.apple.com" })).toMatchObject({ pushHosts: ["fcm.googleapis.com", "web.push.apple.com"] });
  });
});

describe("a player's name in a webhook's line", () => {
  test("a hostile name pings nobody and hides no link: Discord gets no mention parsed and its markdown escaped, Slack its <, > and & escaped", async () => {
    const bodies: unknown[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c)).on("end", () => {
        bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const poster = new WebhookPoster(() => ({ hosts: ["hooks.example.test"], loopbackHttp: true }), 2000);
    try {
      const line = "@everyone [free](https://phish.example) <!channel> & *x*'s turn in House";
      expect(await poster.post("g-name", `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, line)).toBe(204);
      const body = bodies[0] as { content: string; text: string; allowed_mentions: unknown };
      expect(body.allowed_mentions).toEqual({ parse: [] });
      expect(body.content).toBe("\\@everyone \\[free\\]\\(https\\://phish.example\\) \\<!channel\\> & \\*x\\*'s turn in House");
      expect(body.text).toBe("@everyone [free](https://phish.example) &lt;!channel&gt; &amp; *x*'s turn in House");
      // an ordinary line reads as it is
      expect(await poster.post("g-plain", `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, "Ann and Bob's turn in Siege")).toBe(204);
      expect(bodies[1]).toEqual({ content: "Ann and Bob's turn in Siege", text: "Ann and Bob's turn in Siege", allowed_mentions: { parse: [] } });
    } finally {
      await new Promise((r) => (server.closeAllConnections(), server.close(r)));
    }
  });
});
