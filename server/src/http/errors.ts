import type { z } from "zod";
import type { Application, NextFunction, Request, Response } from "express";
import type { HttpErrorBody, RefusalParam } from "@zedfall/shared/protocol";
import { log } from "../log";

/** The JSON of an HTTP refusal or failure: `code`, the sentence `message`, the words key `key` (`server.*`) and its `params`. */
export function errorBody(code: string, message: string, key: string, params: Record<string, RefusalParam> = {}): HttpErrorBody {
  return { error: code, message, key, params };
}

/** Sends `status` with `{error: code, message, key, params}` (errorBody). */
export function sendError(res: Response, status: number, code: string, message: string, key: string, params: Record<string, RefusalParam> = {}): void {
  res.status(status).json(errorBody(code, message, key, params));
}

/** The first problem of a zod parse as `where: what` (`body` when it is the whole body): the `detail` param of a `server.badRequest`. */
export function badRequestDetail(error: z.ZodError): string {
  const i = error.issues[0];
  return `${i?.path.join(".") || "body"}: ${i?.message}`;
}

/** An error as express and body-parser pass it on: `type` names what went wrong, `status` the answer. */
interface ExpressError {
  type?: string;
  status?: number;
  statusCode?: number;
  message?: string;
}

/** The code, sentence and words key of a 4xx error, from what it is and never from its own message (which may name a path). */
function clientError(e: ExpressError, status: number): [string, string, string] {
  if (e.type === "entity.parse.failed") return ["BAD_JSON", "the request body is not valid JSON", "server.badJson"];
  if (status === 413) return ["BODY_TOO_LARGE", "the request body is too large", "server.bodyTooLarge"];
  if (status === 415) return ["UNSUPPORTED_BODY", "the request body's encoding or charset is not supported", "server.unsupportedBody"];
  if (status === 404) return ["NOT_FOUND", "there is nothing at this address", "server.notFound"];
  return ["BAD_REQUEST", "the request cannot be read (a malformed address or body)", "server.unreadable"];
}

/**
 * No stack trace or path in any HTTP answer (under `npm start` express' own pages
 * would carry both): mounted after every route, it answers an unknown address with a JSON 404 and
 * every error with JSON `{error, message, key, params}`: a client error (bad JSON, a body too large, a
 * malformed address) with its 4xx status and a fixed sentence, anything else with 500
 * `SERVER_ERROR`, whose details go to the server's log only. Takes the express app.
 */
export function answerErrors(app: Application): void {
  app.use((_req: Request, res: Response) => sendError(res, 404, "NOT_FOUND", "there is nothing at this address", "server.notFound"));
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    // an answer already on its way cannot be replaced: express closes the connection
    if (res.headersSent) return next(err);
    const e = (err ?? {}) as ExpressError;
    const status = Number(e.status ?? e.statusCode);
    if (status >= 400 && status < 500) {
      const [code, message, key] = clientError(e, status);
      return sendError(res, status, code, message, key);
    }
    log().error({ err, method: req.method, path: req.path }, "an HTTP request failed");
    sendError(res, 500, "SERVER_ERROR", "the server could not answer this request", "server.serverError");
  });
}
