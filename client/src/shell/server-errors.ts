import { splitKeyedMessage, type Refusal } from "@zedfall/shared/protocol";
import { refusalWords } from "./refusal";

/**
 * The refusal an error of the server carries: the `key` and `params` of its JSON answer when the
 * error keeps it as `data` (an /api answer), else its message's key line (the SDK's error of a
 * refused create, join or replay carries the message alone: the server's sentence and key line,
 * or a rules refusal's key line); null for any other error (a network error).
 */
export function refusalOfError(e: unknown): Refusal | null {
  const data = (e as { data?: unknown } | null)?.data;
  if (data && typeof data === "object" && typeof (data as Refusal).key === "string") {
    const { key, params } = data as Partial<Refusal>;
    return { key: key!, params: params && typeof params === "object" ? params : {} };
  }
  return splitKeyedMessage(messageOf(e)).refusal;
}

/** An error's message (its text when it is not an Error). */
function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * An error thrown by a join, a create or a replay, as the page shows it: its refusal worded by its
 * key in the page's language (`rejected.<key>`: the server's `server.*`, a rules refusal's own),
 * else its message's sentence as it came (a network error, a key without words).
 */
export function errorText(e: unknown): string {
  const refusal = refusalOfError(e);
  return (refusal && refusalWords(refusal)) ?? splitKeyedMessage(messageOf(e)).sentence;
}
