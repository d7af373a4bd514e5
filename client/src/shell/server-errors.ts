import type { Refusal } from "@zedfall/shared";
import { t } from "./i18n";
import { refusalWords } from "./refusal";

/**
 * The server's refusals of a join, a create or a replay (the sentences of server/src/rooms and
 * server/src/http, which reach the SDK as an error's message) in the page's language: each known
 * sentence is matched and its values put into the `serverError.*` text, a rules refusal's key line
 * (a bad create option) is worded by its key; any other message (a network error, a future
 * sentence) is shown as it came.
 */
const SENTENCES: [RegExp, string, string[]][] = [
  [/^the name (.+) is already used in this game; pick another$/, "nameTaken", ["name"]],
  [/^the name (.+) looks like (.+), already used in this game; pick another$/, "nameLooksAlike", ["name", "other"]],
  [/^this game is full: (\d+) people are in it already; try again later$/, "gameFull", ["n"]],
  [/^the server is full \(at most (\d+) open games\); try again later$/, "serverFull", ["n"]],
  [/^the server is showing as many replays as it can \(at most (\d+)\); try again later$/, "replaysFull", ["n"]],
  [/^too many games or replays opened from your address \(at most (\d+) a minute\); wait a minute and try again$/, "tooManyCreates", ["n"]],
  [/^this seat token belongs to no player of this game; open the link without it to join$/, "unknownToken", []],
  [/^game (\S+) is being opened on another server; try again in a moment$/, "openingElsewhere", ["id"]],
  [/^there is no game (\S+)$/, "noGame", ["id"]],
  [/^game (\S+) is not over yet: its replay opens when it ends$/, "notOver", ["id"]],
  [/^WEBHOOKS_OFF: this server does not post to webhooks$/, "webhooksOff", []],
  [/^HOST_NOT_ALLOWED: the host (\S+) is not allowed on this server$/, "webhookHost", ["host"]],
  [/^BAD_URL: only https:\/\/ URLs are accepted$/, "webhookHttps", []],
  [/^BAD_URL: the URL is too long \((\d+) symbols; at most (\d+)\)$/, "webhookLong", ["n", "max"]],
  [/^BAD_URL: a port other than 443 is not accepted \((\d+)\)$/, "webhookPort", ["port"]],
  [/^BAD_URL: not a URL$/, "webhookNotUrl", []],
  [/^BAD_URL: the webhook must be a URL$/, "webhookMustBeUrl", []],
  [/^BAD_URL: a URL with a user name or password is not accepted$/, "webhookUser", []],
  [/^HOST_NOT_ALLOWED: an IP address is not accepted; name a host$/, "webhookIp", []],
];

/** A rules refusal carried as its key line (`key {json params}`, shared/src/core/refusal.ts: a create's bad option or map) as a refusal; else null (a key without a `rejected.` line is left to the sentences). */
function refusalOfLine(message: string): Refusal | null {
  const m = /^([a-z]+\.[A-Za-z]\w*)(?: (\{.*\}))?$/.exec(message);
  if (!m) return null;
  try {
    return { key: m[1]!, params: m[2] ? JSON.parse(m[2]) : {} };
  } catch {
    return null;
  }
}

/** `message` (an error's message from the server) in the page's language when it is a known refusal, else unchanged. */
export function serverErrorText(message: string): string {
  const refusal = refusalOfLine(message);
  const words = refusal && refusalWords(refusal);
  if (words) return words;
  for (const [re, key, names] of SENTENCES) {
    const m = re.exec(message);
    if (m) return t(`serverError.${key}`, Object.fromEntries(names.map((n, i) => [n, m[i + 1]!])));
  }
  return message;
}

/** An error thrown by a join, a create or a replay, as the page shows it. */
export function errorText(e: unknown): string {
  return serverErrorText(e instanceof Error ? e.message : String(e));
}
