import webpush from "web-push";
import type { GameStore } from "../store/types";

/** The server's VAPID key pair (base64url), which signs every Web Push it sends. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys of this server: made at the first start and kept in the store (table
 * `server_keys`, name `vapid`; with SQLite the store is the data folder's zedfall.sqlite), so a
 * restart keeps every browser's subscription valid and the processes of a PostgreSQL scale-out
 * share one pair (the first process's insert wins, the others read it).
 */
export async function vapidKeys(store: GameStore): Promise<VapidKeys> {
  const text = await store.serverKey("vapid", () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(text) as VapidKeys;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") throw new Error("the stored VAPID keys are damaged (server_keys 'vapid')");
  return keys;
}
