import { ECDH } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";
import { refuse, type Refusal } from "@zedfall/shared";

/** The longest push endpoint or webhook URL kept (the push services' endpoints are a few hundred symbols). */
export const MAX_URL_LENGTH = 1024;

/** Push subscriptions one seat token keeps at most; a newer one replaces the oldest (store: addPushSubscription). */
export const MAX_SUBSCRIPTIONS_PER_TOKEN = 5;

/** Where a push endpoint or a webhook may point: hosts (each with its subdomains); `loopbackHttp` lets http://127.0.0.1 and localhost through (tests only, never from the environment). */
export interface UrlRules {
  hosts: string[];
  loopbackHttp?: boolean;
}

/** A refusal of a URL: a code (`BAD_URL`, `HOST_NOT_ALLOWED`), its reason in words and as a words key (`server.url*`) with params. */
export interface UrlRefusal {
  code: "BAD_URL" | "HOST_NOT_ALLOWED";
  reason: string;
  refusal: Refusal;
}

/** Whether `host` is one of `allowed` or a subdomain of one (case-insensitive). */
export function hostAllowed(host: string, allowed: string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((a) => h === a.toLowerCase() || h.endsWith(`.${a.toLowerCase()}`));
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Checks a push endpoint or webhook URL against `rules`: at most MAX_URL_LENGTH symbols, a URL,
 * https (http only to a loopback host when `loopbackHttp`), no user or password in it, no port
 * but 443, not an IP address, and a host of the list. Returns the parsed URL, or a refusal saying why.
 */
export function checkUrl(raw: string, rules: UrlRules): { url: URL } | UrlRefusal {
  if (raw.length > MAX_URL_LENGTH) return { code: "BAD_URL", reason: `the URL is too long (${raw.length} symbols; at most ${MAX_URL_LENGTH})`, refusal: refuse("server.urlTooLong", { n: raw.length, max: MAX_URL_LENGTH }) };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { code: "BAD_URL", reason: "not a URL", refusal: refuse("server.notUrl") };
  }
  if (rules.loopbackHttp && LOOPBACK.has(url.hostname) && (url.protocol === "http:" || url.protocol === "https:")) return { url };
  if (url.protocol !== "https:") return { code: "BAD_URL", reason: "only https:// URLs are accepted", refusal: refuse("server.urlNotHttps") };
  if (url.username || url.password) return { code: "BAD_URL", reason: "a URL with a user name or password is not accepted", refusal: refuse("server.urlUser") };
  // the URL parser drops https' own port 443: any port left is another service of the host
  if (url.port) return { code: "BAD_URL", reason: `a port other than 443 is not accepted (${url.port})`, refusal: refuse("server.urlPort", { port: url.port }) };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return { code: "HOST_NOT_ALLOWED", reason: "an IP address is not accepted; name a host", refusal: refuse("server.urlIp") };
  if (!hostAllowed(host, rules.hosts)) return { code: "HOST_NOT_ALLOWED", reason: `the host ${host} is not allowed on this server`, refusal: refuse("server.hostNotAllowed", { host }) };
  return { url };
}

/** A base64url value of a browser's push keys. */
const b64url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+=*$/, "base64url");

/** Whether `b64` is a P-256 public key in the uncompressed form (65 bytes, 0x04 first) on the curve: what a browser's `p256dh` is and what a push can be encrypted for. */
function isP256Point(b64: string): boolean {
  const bytes = Buffer.from(b64, "base64url");
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    ECDH.convertKey(bytes, "prime256v1");
    return true;
  } catch {
    return false;
  }
}

/**
 * The body of `POST /api/push/subscribe`: the seat token it is for, the browser's PushSubscription
 * (as `toJSON()` gives it: endpoint, keys p256dh (a P-256 public key, 65 bytes) and auth (16 bytes), base64url; other keys are refused), and the language
 * its notifications are worded in.
 */
export const subscribeBody = z
  .object({
    token: z.string().min(8).max(128),
    subscription: z.object({
      // longer than MAX_URL_LENGTH is checkUrl's refusal (BAD_URL, too long); this bound only caps what is parsed
      endpoint: z.string().min(1).max(4 * MAX_URL_LENGTH),
      expirationTime: z.number().nullable().optional(),
      // keys no push can be encrypted for are refused here, not found out at every turn (web-push throws on them)
      keys: z.object({
        p256dh: b64url(80, 100).refine(isP256Point, "not a P-256 public key of 65 bytes"),
        auth: b64url(16, 32).refine((v) => Buffer.from(v, "base64url").length === 16, "not 16 bytes"),
      }),
    }),
    lang: z.enum(["en", "ru"]).default("en"),
  })
  .strict();

/** The body of `POST /api/push/unsubscribe`: the seat token and the endpoint to forget. */
export const unsubscribeBody = z.object({ token: z.string().min(8).max(128), endpoint: z.string().min(1).max(MAX_URL_LENGTH) }).strict();
