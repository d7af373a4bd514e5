import { postgresTestStore, sqliteTestStore, type TestStore } from "./stores";
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
});
