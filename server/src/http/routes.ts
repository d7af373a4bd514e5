import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Application } from "express";
import { z } from "zod";
import { readSettings } from "../config/load";
import { hashToken } from "../rooms/seats/players";
import type { GameStore } from "../store/types";
import { answerErrors, badRequestDetail, sendError } from "./errors";
import { log } from "../log";

/** Where the built client lives: client/dist, found from this file (src or bundled dist). */
export function clientDist(): string {
  const configured = readSettings().ZEDFALL_CLIENT_DIST;
  if (configured) return resolve(configured);
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, "..", "..", "..", "client", "dist");
}

const myGamesBody = z.object({ tokens: z.array(z.string().min(8).max(128)).max(200) }).strict();

/**
 * express routes (the probes /health and /ready are health.ts'): the game API, the built client, the invite links /g/<gameId> and the
 * replays /replay/<gameId> (both the client's index page).
 * - `POST /api/my-games {tokens}`: the unfinished games (lobby or play) of the browser's seat
 *   tokens (sent in the body, hashed here, never stored or logged), each with whose turn it is
 *   (`toAct`: the seats that may act and who plays them, null when not known; `yourTurn`: one of
 *   them is the token's seat): the games waiting for the browser first, then the newest change
 *   first. Read from the store only (no room is loaded or asked), so it costs the same whether
 *   the games' rooms are open or not.
 * - `GET /api/games/<gameId>`: what an invite link's join page shows before joining:
 *   `{gameId, game, status, creator}` (the ruleset id, lobby | play | over, the creator's name);
 *   a JSON 404 for a game the store does not have. Nothing secret: names only, no seat token.
 * - every refusal and failure is JSON `{error: code, message, key, params}` without a stack or a path
 *   (http/errors.ts); an unknown address is a JSON 404.
 */
export function mountRoutes(app: Application, store: GameStore): void {
  app.post("/api/my-games", express.json({ limit: "32kb" }), async (req, res) => {
    const body = myGamesBody.safeParse(req.body);
    if (!body.success) {
      const detail = badRequestDetail(body.error);
      sendError(res, 400, "BAD_REQUEST", `bad request: ${detail}`, "server.badRequest", { detail });
      return;
    }
    try {
      const games = await store.gamesOf(body.data.tokens.map(hashToken), ["lobby", "play"]);
      res.json({ games });
    } catch (e) {
      log().error({ err: e }, "api my-games failed");
      sendError(res, 500, "SERVER_ERROR", "the game store could not be read", "server.serverError");
    }
  });
  app.get("/api/games/:gameId", async (req, res) => {
    const id = req.params.gameId;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return sendError(res, 400, "BAD_REQUEST", "bad request: a game id is letters, digits, '-' and '_'", "server.badGameId");
    try {
      const stored = await store.load(id);
      if (!stored) return sendError(res, 404, "NOT_FOUND", `there is no game ${id}`, "server.noGame", { id });
      const { meta } = stored;
      res.setHeader("Cache-Control", "no-store");
      res.json({ gameId: meta.id, game: meta.ruleset, status: meta.status, creator: meta.players.find((p) => p.creator)?.name ?? null });
    } catch (e) {
      log().error({ err: e, game: id }, "api game info failed");
      sendError(res, 500, "SERVER_ERROR", "the game store could not be read", "server.serverError");
    }
  });
  const dist = [clientDist(), resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "client", "dist")].find((d) =>
    existsSync(join(d, "index.html")),
  );
  if (!dist) {
    app.get("/", (_req, res) => {
      res.type("text").send("Zedfall server is running, but the client is not built: run `npm run build`.");
    });
    answerErrors(app);
    return;
  }
  app.use(express.static(dist, { index: "index.html", maxAge: "1h", setHeaders: (res, path) => {
    // the page and the service worker (served from the root: its scope is the whole site) are asked again at each load
    if (path.endsWith("index.html") || path.endsWith("sw.js")) res.setHeader("Cache-Control", "no-cache");
  } }));
  const page = (_req: express.Request, res: express.Response) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(join(dist, "index.html"));
  };
  app.get("/g/:gameId", page);
  app.get("/replay/:gameId", page);
  answerErrors(app);
}
