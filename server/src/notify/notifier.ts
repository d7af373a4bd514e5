import type { GameStore } from "../store/types";
import { sendPush, type TurnPayload } from "./push";
import type { UrlRules } from "./targets";
import { vapidKeys, type VapidKeys } from "./vapid";
import { WebhookPoster } from "./webhook";

/** The server's notification settings (ZEDFALL_VAPID_SUBJECT, ZEDFALL_PUSH_HOSTS, ZEDFALL_WEBHOOKS). */
export interface NotifySettings {
  /** The contact sent to push services with every push (mailto: or https:). */
  vapidSubject: string;
  /** The push services a subscription's endpoint may point at. */
  pushHosts: string[];
  /** The hosts a game's webhook may point at; empty: webhooks off. */
  webhookHosts: string[];
  /** http:// to 127.0.0.1 and localhost allowed for endpoints and webhooks: tests only, set in code, never by the environment. */
  loopbackHttp?: boolean;
}

/**
 * The server's turn notifications, shared by every room: Web Push to the browsers subscribed for
 * a seat token, and the lines posted to the games' webhooks. Sends run in the background (a room
 * never waits for a push service); `settled()` waits for those in flight (tests).
 */
export class Notifier {
  private keys: Promise<VapidKeys> | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  readonly webhooks: WebhookPoster;

  constructor(
    private readonly store: GameStore,
    private readonly settings: () => NotifySettings,
  ) {
    this.webhooks = new WebhookPoster(() => this.webhookRules());
  }

  /** The VAPID keys (read or made once, on first use: vapid.ts). */
  vapid(): Promise<VapidKeys> {
    this.keys ??= vapidKeys(this.store).catch((e) => {
      this.keys = null;
      throw e;
    });
    return this.keys;
  }

  /** Where a push subscription's endpoint may point. */
  pushRules(): UrlRules {
    const s = this.settings();
    return { hosts: s.pushHosts, loopbackHttp: s.loopbackHttp };
  }

  /** Where a game's webhook may point (no hosts: webhooks are off). */
  webhookRules(): UrlRules {
    const s = this.settings();
    return { hosts: s.webhookHosts, loopbackHttp: s.loopbackHttp };
  }

  /** Whether the server lets a game have a webhook (ZEDFALL_WEBHOOKS names hosts). */
  webhooksOn(): boolean {
    return this.settings().webhookHosts.length > 0;
  }

  /** Keeps `p` until it settles (for `settled`); returns it. */
  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    const done = () => this.inFlight.delete(p);
    p.then(done, done);
    return p;
  }

  /**
   * Pushes "your turn in `game`" to every browser subscribed for `tokenHash`; resolves with the
   * push services' statuses (0: not reached). Never rejects.
   */
  pushTurn(tokenHash: string, game: string, gameId: string): Promise<number[]> {
    return this.track(
      (async () => {
        try {
          const subs = await this.store.pushSubscriptionsOf([tokenHash]);
          if (!subs.length) return [];
          const keys = await this.vapid();
          const subject = this.settings().vapidSubject;
          return Promise.all(subs.map((sub) => sendPush(this.store, keys, subject, sub, { kind: "turn", game, gameId, url: `/g/${gameId}`, lang: sub.lang } satisfies TurnPayload)));
        } catch {
          return [];
        }
      })(),
    );
  }

  /** Posts `line` to game `gameId`'s webhook, if it has one and webhooks are on; resolves with the status (0: none sent). */
  postTurn(gameId: string, line: string): Promise<number> {
    if (!this.webhooksOn()) return Promise.resolve(0);
    return this.track(
      (async () => {
        try {
          const url = await this.store.webhookOf(gameId);
          return url ? await this.webhooks.post(gameId, url, line) : 0;
        } catch {
          return 0;
        }
      })(),
    );
  }

  /** Resolves once every push and webhook post started so far has settled. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }
}
