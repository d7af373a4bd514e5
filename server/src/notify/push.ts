import webpush from "web-push";
import type { GameStore, StoredPushSubscription } from "../store/types";
import { log } from "../log";
import type { VapidKeys } from "./vapid";

/** What a "your turn" push carries: the game's id (the ruleset), the game and the page to open, the language. Nothing secret. */
export interface TurnPayload {
  kind: "turn";
  game: string;
  gameId: string;
  url: string;
  lang: string;
}

/** How long a push service keeps an undelivered "your turn" (seconds): a day. */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** How long one push request may take. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push to `sub`: web-push encrypts the payload (aes128gcm) and signs the VAPID
 * header; the request goes out with fetch (one try, PUSH_TIMEOUT_MS). A push service answering
 * 404 or 410 (the subscription is gone) has the subscription deleted from the store. Returns the
 * push service's status, or 0 when it could not be reached; never throws.
 */
export async function sendPush(store: GameStore, vapid: VapidKeys, subject: string, sub: StoredPushSubscription, payload: TurnPayload): Promise<number> {
  try {
    const req = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
      urgency: "high",
      contentEncoding: "aes128gcm",
    });
    const res = await fetch(req.endpoint, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.body ? new Uint8Array(req.body) : undefined,
      redirect: "error",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) {
      await store.removePushSubscription(sub.endpoint, sub.tokenHash);
      log().info({ status: res.status, game: payload.gameId }, "a push subscription is gone; deleted");
    } else if (res.status >= 300) log().warn({ status: res.status, game: payload.gameId }, "a push service refused a turn notification");
    return res.status;
  } catch (e) {
    log().warn({ err: (e as Error).message, game: payload.gameId }, "a turn notification could not be pushed");
    return 0;
  }
}
