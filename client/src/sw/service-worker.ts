import TURN_WORDS from "virtual:turn-words";
import { turnText } from "./turn-words";
import { sameOriginUrl } from "./click-url";

/** What this worker uses of its global scope (the DOM library the client is typed with has no worker types). */
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
/** The events this worker handles, with what it reads of each. */
interface WorkerEvent {
  waitUntil(p: Promise<unknown>): void;
  data?: { json(): unknown } | null;
  notification: { close(): void; data?: { url?: unknown } };
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: { matchAll(o: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClientLike[]>; openWindow(url: string): Promise<unknown>; claim(): Promise<void> };
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: string, fn: (e: WorkerEvent) => void): void;
}
const sw = self as unknown as WorkerScope;

/** A "your turn" push as the server sends it (server/src/notify/push.ts): no secret, only the game and its page. */
interface TurnPush {
  kind: "turn";
  game: string;
  gameId: string;
  url: string;
  lang: string;
}

sw.addEventListener("install", () => void sw.skipWaiting());
sw.addEventListener("activate", (e) => e.waitUntil(sw.clients.claim()));

// a Web Push (no tab of the game open): "your turn in <game>", one per game (a newer one replaces it)
sw.addEventListener("push", (e) => {
  let p: TurnPush | null = null;
  try {
    p = (e.data?.json() as TurnPush | undefined) ?? null;
  } catch {
    p = null;
  }
  if (!p || p.kind !== "turn" || typeof p.gameId !== "string") return;
  const { title, body } = turnText(TURN_WORDS, p.lang, p.game);
  e.waitUntil(sw.registration.showNotification(title, { body, tag: `turn-${p.gameId}`, data: { url: p.url } }));
});

// a click opens the game: a tab already on it is focused, else a new one is opened
sw.addEventListener("notificationclick", (e) => {
  e.notification.close();
  const url = sameOriginUrl(e.notification.data?.url, sw.location.origin);
  e.waitUntil(
    (async () => {
      const tabs = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = tabs.find((c) => c.url === url) ?? tabs.find((c) => new URL(c.url).origin === sw.location.origin);
      if (same) {
        await same.focus();
        if (same.url !== url) await same.navigate(url);
        return;
      }
      await sw.clients.openWindow(url);
    })(),
  );
});
