import type { Client } from "@colyseus/core";
import { refuse, type Refusal } from "@zedfall/shared";
import { CLIENT_MESSAGES, type RejectCode } from "@zedfall/shared/protocol";
import type { RateLimit } from "../limits/rate";

/** What a game room keeps on each connection. */
export interface ClientData {
  /** The raw seat token of this connection (the room keeps only its hash in Players). */
  token: string;
  /** Its sha-256 (players.ts `hashToken`), taken once at the join: the room looks a connection's player up by it at every message and every broadcast. */
  tokenHash: string;
  /** This connection's messages per second, for RATE_LIMITED. */
  rate: RateLimit;
}

/**
 * Counts one message of `client`; false when it sent more than its limit this second (RATE_LIMITED)
 * or has no connection data (it was replaced by another window).
 */
export function withinRate(client: Client): boolean {
  const d = client.userData as ClientData | undefined;
  return !!d && d.rate.take();
}

/**
 * Checks a client message with its zod schema (DESIGN "Protocol"): the parsed payload, or the
 * BAD_MESSAGE refusal naming the unknown type or the first bad field.
 */
export function parseMessage(type: string, payload: unknown): { data: unknown } | { code: RejectCode; refusal: Refusal } {
  const schema = CLIENT_MESSAGES[type as keyof typeof CLIENT_MESSAGES];
  if (!schema) return { code: "BAD_MESSAGE", refusal: refuse("msg.unknownMessage", { type }) };
  const parsed = schema.safeParse(payload ?? {});
  if (parsed.success) return { data: parsed.data };
  const i = parsed.error.issues[0]!;
  return { code: "BAD_MESSAGE", refusal: refuse("msg.badMessage", { type, detail: `${i.path.join(".") || "payload"}: ${i.message}` }) };
}
