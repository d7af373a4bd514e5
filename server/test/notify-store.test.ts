import { postgresTestStore, sqliteTestStore, TEST_PG_URL, type TestStore } from "./stores";
import { PostgresStore } from "../src/store/postgres";
import { SqliteStore } from "../src/store/sqlite";
import type { GameStore } from "../src/store/types";
import { vapidKeys } from "../src/notify/vapid";
import type { StoredPushSubscription } from "../src/store/types";

const sub = (tokenHash: string, n: number): StoredPushSubscription => ({ tokenHash, endpoint: `https://fcm.googleapis.com/fcm/send/${n}`, p256dh: `p${n}`, auth: `a${n}`, lang: "en", createdAt: 1000 + n });

/** The store's part of the turn notifications, alike on SQLite and PostgreSQL: subscriptions bounded per token, gone ones removed, a webhook per game, server keys kept once. */
describe.each([
  ["SQLite", async () => sqliteTestStore()],
  ["PostgreSQL", postgresTestStore],
] as [string, () => Promise<TestStore>][])("notification store on %s", (_name, make) => {
  let ts: TestStore;
  beforeEach(async () => {
    ts = await make();
  });
  afterEach(async () => {
    await ts.drop();
  });

  test("a token keeps at most the given number of subscriptions: the newest; the same endpoint again replaces its row", async () => {
    const s = ts.store;
    for (let n = 1; n <= 7; n++) await s.addPushSubscription(sub("t1", n), 5);
    await s.addPushSubscription(sub("t2", 1), 5);
    expect((await s.pushSubscriptionsOf(["t1"])).map((x) => x.endpoint.split("/").pop())).toEqual(["3", "4", "5", "6", "7"]);
    await s.addPushSubscription({ ...sub("t1", 7), p256dh: "new", createdAt: 5000 }, 5);
    const t1 = await s.pushSubscriptionsOf(["t1"]);
    expect(t1).toHaveLength(5);
    expect(t1[4]).toEqual({ ...sub("t1", 7), p256dh: "new", createdAt: 5000 });
    expect(await s.pushSubscriptionsOf(["t2"])).toHaveLength(1);
  });

  test("a gone endpoint is removed for one token or for all", async () => {
    const s = ts.store;
    await s.addPushSubscription(sub("t1", 1), 5);
    await s.addPushSubscription(sub("t2", 1), 5);
    expect(await s.removePushSubscription(sub("t1", 1).endpoint, "t1")).toBe(1);
    expect(await s.pushSubscriptionsOf(["t1", "t2"])).toEqual([sub("t2", 1)]);
    expect(await s.removePushSubscription(sub("t2", 1).endpoint)).toBe(1);
    expect(await s.pushSubscriptionsOf(["t1", "t2"])).toEqual([]);
  });

  test("a webhook per game; a server key is made once and then read", async () => {
    const s = ts.store;
    expect(await s.webhookOf("g1")).toBeNull();
    await s.setWebhook("g1", "https://discord.com/api/webhooks/1/x");
    expect(await s.webhookOf("g1")).toBe("https://discord.com/api/webhooks/1/x");
    let made = 0;
    const first = await s.serverKey("vapid", () => `key${++made}`);
    const again = await s.serverKey("vapid", () => `key${++made}`);
    expect([first, again]).toEqual(["key1", "key1"]);
  });

  test("two servers on one store, starting together, share one VAPID pair (a PostgreSQL scale-out's processes; a restart on the same data folder)", async () => {
    const other: GameStore = ts.kind === "postgres" ? await PostgresStore.open(TEST_PG_URL, (ts.store as PostgresStore).schema) : new SqliteStore(ts.env.ZEDFALL_DATA!, { synchronous: "normal" });
    try {
      const [a, b] = await Promise.all([vapidKeys(ts.store), vapidKeys(other)]);
      expect(a.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  });

  test("a game deleted by the sweeps takes its players' push subscriptions and its webhook with it", async () => {
    const s = ts.store;
    const meta = (id: string, status: "lobby" | "over", hash: string) => ({
      id, ruleset: "house", options: {}, seed: "s", status, seats: { kinds: {}, started: {} }, seq: 0, result: null, createdAt: 1, updatedAt: 1,
      players: [{ tokenHash: hash, name: "Ann", seat: "human1", creator: true }],
    });
    await s.createGame(meta("old", "over", "h-old"));
    await s.createGame(meta("lob", "lobby", "h-lob"));
    await s.createGame(meta("kept", "over", "h-kept"));
    for (const [g, h] of [["old", "h-old"], ["lob", "h-lob"], ["kept", "h-kept"]]) {
      await s.addPushSubscription(sub(h!, 1), 5);
      await s.setWebhook(g!, `https://discord.com/api/webhooks/${g}`);
    }
    expect(await s.pruneFinished(Date.now() + 1000, ["kept"])).toBe(1);
    expect(await s.expireLobbies(Date.now() + 1000)).toBe(1);
    expect((await s.pushSubscriptionsOf(["h-old", "h-lob", "h-kept"])).map((x) => x.tokenHash)).toEqual(["h-kept"]);
    expect([await s.webhookOf("old"), await s.webhookOf("lob"), await s.webhookOf("kept")]).toEqual([null, null, "https://discord.com/api/webhooks/kept"]);
  });
});
