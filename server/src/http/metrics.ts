import { timingSafeEqual } from "node:crypto";
import type { Application } from "express";
import type { MetricsAccess } from "../config/settings";
import { collectProcessMetrics, registry } from "../metrics";
import { sendError } from "./errors";

/** Whether `header` (an Authorization header) is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics`, the Prometheus text format of the process's metrics (metrics.ts), as
 * ZEDFALL_METRICS says: `off` mounts nothing (a 404 like any unknown address); `on` answers
 * anyone; a token answers only `Authorization: Bearer <token>`, else 401 `UNAUTHORIZED`.
 */
export function mountMetrics(app: Application, access: MetricsAccess): void {
  if (access.kind === "off") return;
  collectProcessMetrics();
  app.get("/metrics", async (req, res) => {
    if (access.kind === "token" && !bearerMatches(req.headers.authorization, access.token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return sendError(res, 401, "UNAUTHORIZED", "the metrics need the Authorization: Bearer token of ZEDFALL_METRICS", "server.unauthorized");
    }
    res.setHeader("Content-Type", registry.contentType);
    res.setHeader("Cache-Control", "no-store");
    res.send(await registry.metrics());
  });
}
