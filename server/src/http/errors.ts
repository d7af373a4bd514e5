import type { Application, NextFunction, Request, Response } from "express";
import { log } from "../log";

/** The JSON of every HTTP refusal or failure: a stable code and a sentence for people. */
export interface HttpError {
  error: string;
  message: string;
}

/** Sends `status` with `{error: code, message}`. */
export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: code, message } satisfies HttpError);
}

/** An error as express and body-parser pass it on: `type` names what went wrong, `status` the answer. */
interface ExpressError {
  type?: string;
  status?: number;
  statusCode?: number;
  message?: string;
}

/** The code and sentence of a 4xx error, from what it is and never from its own message (which may name a path). */
function clientError(e: ExpressError, status: number): [string, string] {
  if (e.type === "entity.parse.failed") return ["BAD_JSON", "the request body is not valid JSON"];
  if (status === 413) return ["BODY_TOO_LARGE", "the request body is too large"];
  if (status === 415) return ["UNSUPPORTED_BODY", "the request body's encoding or charset is not supported"];
  if (status === 404) return ["NOT_FOUND", "there is nothing at this address"];
  return ["BAD_REQUEST", "the request cannot be read (a malformed address or body)"];
}

/**
 * No stack trace or path in any HTTP answer (under `npm start` express' own pages
 * would carry both): mounted after every route, it answers an unknown address with a JSON 404 and
 * every error with JSON `{error, message}`: a client error (bad JSON, a body too large, a
 * malformed address) with its 4xx status and a fixed sentence, anything else with 500
 * `SERVER_ERROR`, whose details go to the server's log only. Takes the express app.
 */
export function answerErrors(app: Application): void {
  app.use((_req: Request, res: Response) => sendError(res, 404, "NOT_FOUND", "there is nothing at this address"));
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    // an answer already on its way cannot be replaced: express closes the connection
    if (res.headersSent) return next(err);
    const e = (err ?? {}) as ExpressError;
    const status = Number(e.status ?? e.statusCode);
    if (status >= 400 && status < 500) {
      const [code, message] = clientError(e, status);
      return sendError(res, status, code, message);
    }
    log().error({ err, method: req.method, path: req.path }, "an HTTP request failed");
    sendError(res, 500, "SERVER_ERROR", "the server could not answer this request");
  });
}
