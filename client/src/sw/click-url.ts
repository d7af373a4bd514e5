/**
 * The page a notification's click opens: its `url` when that is a path of this site, else the
 * first page. A protocol-relative `//host/…` or `/\host/…` starts with "/" but leads elsewhere, so
 * the check is on the resolved origin, not on the first character.
 */
export function sameOriginUrl(raw: unknown, origin: string): string {
  if (typeof raw !== "string" || !raw.startsWith("/")) return new URL("/", origin).href;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? url.href : new URL("/", origin).href;
  } catch {
    return new URL("/", origin).href;
  }
}
