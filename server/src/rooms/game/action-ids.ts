import type { AckMessage, RejectedMessage } from "@zedfall/shared/protocol";

/** The answer an action got: its `ack` or its `rejected`. */
export type ActAnswer = { type: "ack"; payload: AckMessage } | { type: "rejected"; payload: RejectedMessage };

/** How many action ids are remembered per seat holder (the oldest is dropped first). */
export const KEPT_ACTION_IDS = 256;

/**
 * Action ids as idempotency keys: the answer of each `act {id}` per seat and
 * holder (the seat and the holder's token hash, so a reconnection or another window of the same
 * player finds it, and a new holder of the seat starts afresh). A resent id is answered with the
 * remembered answer and not applied again. At most `keep` ids per seat holder, oldest dropped.
 * Memory only: after a server restart the ids are forgotten and a resent one is taken as new.
 */
export class ActionIds {
  private readonly answers = new Map<string, Map<string, ActAnswer>>();

  constructor(private readonly keep = KEPT_ACTION_IDS) {}

  /** The answer remembered for `id` of `seat` held by `holder` (a token hash), or undefined. */
  answerOf(seat: string, holder: string, id: string): ActAnswer | undefined {
    return this.answers.get(key(seat, holder))?.get(id);
  }

  /** Remembers `answer` as the answer of `id` (dropping the oldest id past `keep`). */
  remember(seat: string, holder: string, id: string, answer: ActAnswer): void {
    const k = key(seat, holder);
    let ids = this.answers.get(k);
    if (!ids) this.answers.set(k, (ids = new Map()));
    ids.delete(id);
    ids.set(id, answer);
    // a Map iterates in insertion order: the first key is the oldest
    while (ids.size > this.keep) ids.delete(ids.keys().next().value!);
  }

  /** How many ids are remembered for `seat` held by `holder` (for tests and checks of the bound). */
  count(seat: string, holder: string): number {
    return this.answers.get(key(seat, holder))?.size ?? 0;
  }
}

function key(seat: string, holder: string): string {
  return `${seat}\u0000${holder}`;
}
