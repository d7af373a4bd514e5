import { log } from "../log";
import { checkUrl, type UrlRules } from "./targets";

/** How long one webhook request may take. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** Webhook posts one game may make per minute; the turn changes past it are not posted. */
export const WEBHOOKS_PER_MINUTE = 6;

/**
 * The JSON posted for `line`, which holds players' names as they chose them: for Discord `content`
 * with its markdown symbols backslash-escaped (no masked link, heading or mention) and
 * `allowed_mentions` parsing none (an "@everyone" name pings nobody); for Slack `text` with `&`,
 * `<` and `>` escaped as Slack asks (no `<!channel>` or `<url|text>` link).
 */
export function webhookBody(line: string): { content: string; text: string; allowed_mentions: { parse: never[] } } {
  const content = line.replace(/[\\*_~`|<>#[\]()@:-]/g, "\\$&");
  const text = line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return { content, text, allowed_mentions: { parse: [] } };
}

/**
 * Posts "it is X's turn" lines to the games' webhooks (Discord- and Slack-compatible: the JSON has
 * the line as `content` and as `text`, escaped: webhookBody). One try per turn change, no retry, `timeoutMs` (WEBHOOK_TIMEOUT_MS), no
 * redirect followed, at most WEBHOOKS_PER_MINUTE a game (the rest are dropped; `clock` tells the time); the URL is checked
 * against `rules` again before each post (the allowlist may have changed since the game was made).
 */
export class WebhookPoster {
  private readonly sent = new Map<string, number[]>();
  private swept = 0;

  constructor(
    private readonly rules: () => UrlRules,
    private readonly timeoutMs = WEBHOOK_TIMEOUT_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Whether game `gameId` may post now (and counts the post when it may). Once a minute the games with no post in the last minute are forgotten. */
  private take(gameId: string): boolean {
    const now = this.clock();
    if (now - this.swept >= 60_000) {
      for (const [id, times] of this.sent) if (times.every((t) => now - t >= 60_000)) this.sent.delete(id);
      this.swept = now;
    }
    const recent = (this.sent.get(gameId) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= WEBHOOKS_PER_MINUTE) {
      this.sent.set(gameId, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(gameId, recent);
    return true;
  }

  /** Posts `line` to `url` for game `gameId`; resolves with the answer's status, 0 when it failed or was not sent (never throws). */
  async post(gameId: string, url: string, line: string): Promise<number> {
    const ok = checkUrl(url, this.rules());
    if (!("url" in ok) || !this.rules().hosts.length) return 0;
    if (!this.take(gameId)) {
      log().debug({ game: gameId }, "webhook rate reached; a turn change not posted");
      return 0;
    }
    try {
      const res = await fetch(ok.url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(webhookBody(line)),
        redirect: "error",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await res.body?.cancel();
      if (res.status >= 300) log().warn({ status: res.status, game: gameId }, "a game's webhook refused a turn line");
      return res.status;
    } catch (e) {
      log().warn({ err: (e as Error).message, game: gameId }, "a game's webhook could not be reached");
      return 0;
    }
  }
}
