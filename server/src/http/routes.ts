import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Application } from "express";

/** Where the built client lives: client/dist, found from this file (src or bundled dist). */
export function clientDist(): string {
  if (process.env.ZEDFALL_CLIENT_DIST) return resolve(process.env.ZEDFALL_CLIENT_DIST);
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, "..", "..", "..", "client", "dist");
}

/** express routes: /health, the built client, and the invite links /g/<gameId> (the client's index page). */
export function mountRoutes(app: Application, started = Date.now()): void {
  app.get("/health", (_req, res) => {
    res.json({ ok: true, uptime: Math.round((Date.now() - started) / 1000) });
  });
  const dist = [clientDist(), resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "client", "dist")].find((d) =>
    existsSync(join(d, "index.html")),
  );
  if (!dist) {
    app.get("/", (_req, res) => {
      res.type("text").send("Zedfall server is running, but the client is not built: run `npm run build`.");
    });
    return;
  }
  app.use(express.static(dist, { index: "index.html", maxAge: "1h", setHeaders: (res, path) => {
    if (path.endsWith("index.html")) res.setHeader("Cache-Control", "no-cache");
  } }));
  app.get("/g/:gameId", (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(join(dist, "index.html"));
  });
}
