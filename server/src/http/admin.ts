import { createHash, timingSafeEqual } from "node:crypto";
import { monitor } from "@colyseus/monitor";
import type { Application, NextFunction, Request, Response } from "express";
import { sendError } from "./errors";
import { FailedLogins } from "./failed-logins";

const sha256 = (s: string) => createHash("sha256").update(s).digest();

/** Whether an `Authorization: Basic …` header carries `password` (any user name; compared in constant time). */
function hasPassword(header: string | undefined, password: string): boolean {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? "");
  if (!m) return false;
  const decoded = Buffer.from(m[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon >= 0 && timingSafeEqual(sha256(decoded.slice(colon + 1)), sha256(password));
}

/**
 * Colyseus' monitor (rooms, clients, processes) at `/admin` behind HTTP basic auth with the
 * password `password()` returns (ADMIN_PASSWORD; any user name), read at every request. While it
 * is unset, `/admin` is not there: the usual JSON 404. A request without the right password gets
 * 401 and a Basic challenge. Wrong passwords are throttled per client address (`addressOf`, the
 * address the server decides on: http/create-limits.ts `clientAddress`): after
 * `FREE_FAILURES` of them, every try during the growing wait (1 s, doubling, at most 15 min;
 * failed-logins.ts) is answered 429 `TOO_MANY_ATTEMPTS` with `Retry-After`, unchecked, even with
 * the right password. A request without any password (a browser's first visit) is not a failure.
 */
export function mountAdmin(app: Application, password: () => string | undefined, addressOf: (req: Request) => string): void {
  const panel = monitor() as unknown as (req: Request, res: Response, next: NextFunction) => void;
  const failed = new FailedLogins();
  app.use("/admin", (req: Request, res: Response, next: NextFunction) => {
    const pw = password();
    if (!pw) return next();
    const address = addressOf(req);
    const wait = failed.waitMs(address);
    if (wait > 0) {
      res.setHeader("Retry-After", String(Math.ceil(wait / 1000)));
      return sendError(res, 429, "TOO_MANY_ATTEMPTS", `too many wrong admin passwords from your address; try again in ${Math.ceil(wait / 1000)} s`, "server.tooManyAttempts", { s: Math.ceil(wait / 1000) });
    }
    if (hasPassword(req.headers.authorization, pw)) {
      failed.succeed(address);
      return panel(req, res, next);
    }
    if (req.headers.authorization) failed.fail(address);
    res.setHeader("WWW-Authenticate", 'Basic realm="Zedfall admin", charset="UTF-8"');
    sendError(res, 401, "UNAUTHORIZED", "the admin pages need the password (ADMIN_PASSWORD)", "server.unauthorized");
  });
}
