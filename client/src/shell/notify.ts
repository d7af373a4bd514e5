import { endpoint, savedToken, type Connection } from "./connection";
import { h } from "./dom";
import { lang, t } from "./i18n";
import { onYourTurnWhileHidden } from "./turn-alerts";

/** Whether this browser can show notifications through a service worker. */
function supported(): boolean {
  return typeof Notification !== "undefined" && "serviceWorker" in navigator;
}

/**
 * Registers the service worker `/sw.js` (client/src/sw) at the page's start: it shows the "your
 * turn" Web Pushes and opens the game when one is clicked. Registering asks the player nothing;
 * permission is asked only by the game screen's button. Does nothing where unsupported.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
}

/** A base64url text as bytes (the VAPID public key for pushManager.subscribe). */
function bytesOf(b64url: string): Uint8Array<ArrayBuffer> {
  const b64 = b64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64url.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Whether two keys are the same bytes. */
function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/**
 * Subscribes this browser to Web Push with the server's VAPID key (a subscription made with another
 * key, e.g. before the server's data was reset, is replaced) and gives it to the server for the
 * seat token `token` (POST /api/push/subscribe). Resolves whether the server kept it; false where
 * the browser has no push service (it then notifies only while a tab is open).
 */
export async function subscribePush(token: string): Promise<boolean> {
  try {
    const reg = await navigator.serviceWorker.ready;
    if (!reg.pushManager) return false;
    const info = (await (await fetch(`${endpoint()}/api/notify`, { cache: "no-store" })).json()) as { vapidPublicKey: string };
    const key = bytesOf(info.vapidPublicKey);
    let sub = await reg.pushManager.getSubscription();
    if (sub && !sameKey(sub.options.applicationServerKey, key)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const r = await fetch(`${endpoint()}/api/push/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, subscription: sub.toJSON(), lang: lang() }),
    });
    return r.ok;
  } catch {
    return false;
  }
}

/**
 * The "your turn" notifications of one game screen: the box with the "Notify me when it's my
 * turn" button (the only place permission is asked), and, each time the player's seat may act
 * again while the tab is hidden, a notification "Your turn in <game>" shown through the service
 * worker (a page's `new Notification` throws on Android Chrome). It names the game only: no card,
 * no hand. Once permission is granted, the browser's push subscription is given to the server
 * for this game's seat token, so a push comes when no tab is open.
 */
export class TurnNotify {
  readonly el = h("div.notify-box#notify");
  private pushed = false;
  /** Removes this screen's turn-alert hook (the screen closes). */
  readonly close: () => void;

  /** Takes the game's connection; draws the box and hooks the notification to the turn alerts (turn-alerts.ts). */
  constructor(private readonly conn: Connection) {
    this.draw();
    this.close = onYourTurnWhileHidden(({ gameId }) => {
      if (gameId === conn.gameId) void this.show();
    });
  }

  /** The game's name in the player's language. */
  private gameName(): string {
    const game = this.conn.state.game;
    return t(`gameName.${game}`, { defaultValue: game });
  }

  /** Redraws the box for the permission now. */
  private draw(): void {
    if (!supported()) return void this.el.replaceChildren(h("p.note", null, t("notify.unsupported")));
    const p = Notification.permission;
    if (p === "denied") return void this.el.replaceChildren(h("p.note", null, t("notify.blocked")));
    if (p === "granted") return void this.el.replaceChildren(h("p.note#notify-on", null, t("notify.on")));
    this.el.replaceChildren(h("button#notify-ask", { type: "button", title: t("notify.askHelp"), onclick: () => void this.ask() }, t("notify.ask")), h("p.help", null, t("notify.askHelp")));
  }

  /** The button: asks the browser for permission, then redraws. */
  private async ask(): Promise<void> {
    await Notification.requestPermission();
    this.draw();
    this.subscribeOnce();
  }

  /** With the permission and a seat: gives this browser's push subscription to the server for this game's seat token (once a screen). */
  private subscribeOnce(): void {
    const token = savedToken(this.conn.gameId);
    if (this.pushed || !token || !this.conn.seat || !supported() || Notification.permission !== "granted") return;
    this.pushed = true;
    void subscribePush(token).then((ok) => {
      if (!ok) this.el.replaceChildren(h("p.note#notify-on", null, t("notify.pushFailed")), h("button#notify-retry", { type: "button", onclick: () => this.retry() }, t("notify.retry")));
    });
  }

  /** "Try again" after a push subscription failed: redraws the box and asks once more. */
  private retry(): void {
    this.pushed = false;
    this.draw();
    this.subscribeOnce();
  }

  /**
   * After every render: the box shows only to a seated player (a spectator has no turn), whose push
   * subscription is then given to the server. (The notification itself comes from the turn alerts:
   * tab-badge.ts sees the seat's turn begin while the tab is hidden.)
   */
  update(): void {
    this.el.hidden = !this.conn.seat;
    this.subscribeOnce();
  }

  private async show(): Promise<void> {
    if (!supported() || Notification.permission !== "granted") return;
    try {
      const reg = await navigator.serviceWorker.ready;
      const id = this.conn.gameId;
      await reg.showNotification(t("notify.turn", { game: this.gameName() }), { body: t("notify.body"), tag: `turn-${id}`, data: { url: `/g/${id}` } });
    } catch {
      // no worker (a private window may refuse it): the page title still tells
    }
  }
}
