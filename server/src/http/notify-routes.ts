import express, { type Application } from "express";
import type { z } from "zod";
import { hashToken } from "../rooms/seats/players";
import type { GameStore } from "../store/types";
import type { Notifier } from "../notify/notifier";
import { checkUrl, MAX_SUBSCRIPTIONS_PER_TOKEN, subscribeBody, unsubscribeBody } from "../notify/targets";
import { badRequestDetail as detailOf, sendError } from "./errors";
import { log } from "../log";

/** The first problem of a zod parse, in the words of a 400 answer. */
function badRequest(error: z.ZodError): string {
  return `bad request: ${detailOf(error)}`;
}

/**
 * The routes of the turn notifications (notify/):
 * - `GET /api/notify`: `{vapidPublicKey, webhooks}`: the key a browser subscribes to Web Push
 *   with, and whether this server lets a creator set a game's webhook (ZEDFALL_WEBHOOKS).
 * - `POST /api/push/subscribe {token, subscription, lang}`: keeps the browser's PushSubscription
 *   for that seat token (hashed; the token itself is never stored or logged). Refused with a code
 *   and nothing stored: a malformed body (400 BAD_REQUEST), an endpoint that is too long, not
 *   https or not a URL (400 BAD_URL), a push service not in ZEDFALL_PUSH_HOSTS (400
 *   HOST_NOT_ALLOWED), a token no unfinished game knows (404 NOT_FOUND: a finished game has no turn to tell of). A token keeps at most
 *   MAX_SUBSCRIPTIONS_PER_TOKEN subscriptions: a newer one replaces its oldest.
 * - `POST /api/push/unsubscribe {token, endpoint}`: forgets that subscription of the token.
 */
export function mountNotifyRoutes(app: Application, store: GameStore, notifier: Notifier): void {
  app.get("/api/notify", async (_req, res) => {
    try {
      const keys = await notifier.vapid();
      res.setHeader("Cache-Control", "no-store");
      res.json({ vapidPublicKey: keys.publicKey, webhooks: notifier.webhooksOn() });
    } catch (e) {
      log().error({ err: e }, "api notify failed");
      sendError(res, 500, "SERVER_ERROR", "the game store could not be read", "server.serverError");
    }
  });
  app.post("/api/push/subscribe", express.json({ limit: "8kb" }), async (req, res) => {
    const body = subscribeBody.safeParse(req.body);
    if (!body.success) return sendError(res, 400, "BAD_REQUEST", badRequest(body.error), "server.badRequest", { detail: detailOf(body.error) });
    const { token, subscription, lang } = body.data;
    const ok = checkUrl(subscription.endpoint, notifier.pushRules());
    if (!("url" in ok)) return sendError(res, 400, ok.code, `the push endpoint is refused: ${ok.reason}`, ok.refusal.key, ok.refusal.params);
    try {
      const tokenHash = hashToken(token);
      if (!(await store.gamesOf([tokenHash], ["lobby", "play"])).length) return sendError(res, 404, "NOT_FOUND", "no unfinished game has a seat for this token", "server.noSeatForToken");
      await store.addPushSubscription(
        { tokenHash, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, lang, createdAt: Date.now() },
        MAX_SUBSCRIPTIONS_PER_TOKEN,
      );
      res.status(201).json({ ok: true });
    } catch (e) {
      log().error({ err: e }, "api push subscribe failed");
      sendError(res, 500, "SERVER_ERROR", "the game store could not be written", "server.serverError");
    }
  });
  app.post("/api/push/unsubscribe", express.json({ limit: "8kb" }), async (req, res) => {
    const body = unsubscribeBody.safeParse(req.body);
    if (!body.success) return sendError(res, 400, "BAD_REQUEST", badRequest(body.error), "server.badRequest", { detail: detailOf(body.error) });
    try {
      const removed = await store.removePushSubscription(body.data.endpoint, hashToken(body.data.token));
      res.json({ removed });
    } catch (e) {
      log().error({ err: e }, "api push unsubscribe failed");
      sendError(res, 500, "SERVER_ERROR", "the game store could not be written", "server.serverError");
    }
  });
}
