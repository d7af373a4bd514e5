import { refusalLine, type Refusal } from "../core/refusal";

export type { Refusal, RefusalParam } from "../core/refusal";

/**
 * The JSON of every refusal or failure of the server's own HTTP routes (/api, /admin, /metrics,
 * the body and connection limits): `error` a stable code and `message` a sentence for people
 * reading it with curl, `key` and `params` the refusal a page words in its reader's language
 * (`rejected.<key>`; the server's keys are `server.*`, docs/development/protocol.md lists them). The
 * matchmaker's answers keep Colyseus' `{code, error}` (`error` a `keyedMessage`) and gain the
 * same `key` and `params`.
 */
export interface HttpErrorBody extends Refusal {
  error: string;
  message: string;
}

/** A refusal's key line: a key with a dot, then its params as JSON (shared/src/core/refusal.ts `refusalLine`). */
const KEY_LINE = /^([a-z]+\.[A-Za-z]\w*)(?: (\{.*\}))?$/;

/**
 * The message of a refusal that travels through Colyseus (a matchmaker answer, a refused join):
 * its sentence, then its key line on a line of its own. The SDK hands a page this message alone
 * (of a matchmaker answer and of a refused join alike); the page words it by the key line
 * (`splitKeyedMessage`) and shows the sentence when it has no words for the key.
 */
export function keyedMessage(sentence: string, r: Refusal): string {
  return `${sentence}\n${refusalLine(r)}`;
}

/**
 * A message's sentence and refusal: the refusal of its last line when that line is a key line
 * (`keyedMessage`'s, or a rules refusal's key line alone, whose sentence is then the line itself),
 * else null and the message as it is.
 */
export function splitKeyedMessage(message: string): { sentence: string; refusal: Refusal | null } {
  const nl = message.lastIndexOf("\n");
  const m = KEY_LINE.exec(message.slice(nl + 1));
  if (!m) return { sentence: message, refusal: null };
  try {
    const refusal = { key: m[1]!, params: m[2] ? JSON.parse(m[2]) : {} };
    return { sentence: nl < 0 ? message : message.slice(0, nl), refusal };
  } catch {
    return { sentence: message, refusal: null };
  }
}
