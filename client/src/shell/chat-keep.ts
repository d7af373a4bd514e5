/**
 * How much chat the client keeps (else the chat list would grow without end): the last
 * CHAT_LINES_KEPT lines, in the connection's memory and in the chat panel's list alike. No DOM
 * types here, so it can be checked without a browser.
 */
export const CHAT_LINES_KEPT = 500;

/** A list whose oldest entries can be removed (an element's children, seen structurally). */
export interface Trimmable {
  readonly childElementCount: number;
  readonly firstElementChild: { remove(): void } | null;
}

/** Removes the oldest children of `list` until at most `max` are left (default CHAT_LINES_KEPT). */
export function keepLastChildren(list: Trimmable, max = CHAT_LINES_KEPT): void {
  while (list.childElementCount > max && list.firstElementChild) list.firstElementChild.remove();
}

/** The last `max` lines of `lines` (default CHAT_LINES_KEPT); the array itself when it is short enough. */
export function lastLines<T>(lines: readonly T[], max = CHAT_LINES_KEPT): readonly T[] {
  return lines.length > max ? lines.slice(lines.length - max) : lines;
}
