/**
 * A refusal as data: the words key of the client (`rejected.<key>`: `msg.<key>` for the room's and
 * the kernel's, `house.<key>` and `siege.<key>` for a game's own) and its params (ids and plain
 * values, each named by its kind: unit, zeds, space, figure, seat, sq, edge…; a nested refusal for
 * a reason inside a reason). The client says it in the reader's language; the rules never build
 * a sentence for it.
 */
export interface Refusal {
  key: string;
  params: Record<string, RefusalParam>;
}

/** One param of a refusal: an id or a plain value, or a refusal of its own (the why of "cannot take it back"). */
export type RefusalParam = string | number | Refusal;

/** The refusal of words key `key` with `params` (none by default). */
export function refuse(key: string, params: Record<string, RefusalParam> = {}): Refusal {
  return { key, params };
}

/** A refusal as one stable line for logs and error messages: `key {json params}` (`key` alone without params). */
export function refusalLine(r: Refusal): string {
  return Object.keys(r.params).length ? `${r.key} ${JSON.stringify(r.params)}` : r.key;
}
