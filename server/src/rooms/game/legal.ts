import type { BaseAction, SeatId } from "@zedfall/shared";
import { sameAction } from "@zedfall/shared/protocol";

/**
 * The legal lists of the current position, per seat (DESIGN "Speed"): computed once per change
 * (when first sent or asked), kept until the next change. An `act` is valid when its canonical
 * key is that of an action in the list of its seat; `changed()` forgets every list (and the
 * actions marked as losing the game at once, `loses`).
 */
export class LegalLists {
  private lists = new Map<SeatId, BaseAction[]>();
  private losing = new Map<SeatId, string[]>();
  private changes = 0;

  /** The position changed (an action, an undo, a rebuild): every list is stale. */
  changed(): void {
    this.lists.clear();
    this.losing.clear();
    this.changes++;
  }

  /** How many times the position changed: a number of the position now, never given to an earlier one (an undo gets a new number). */
  get position(): number {
    return this.changes;
  }

  /** `seat`'s list now, computed by `compute` the first time it is asked after a change. */
  list(seat: SeatId, compute: () => BaseAction[]): BaseAction[] {
    let l = this.lists.get(seat);
    if (!l) this.lists.set(seat, (l = compute()));
    return l;
  }

  /** The keys of `seat`'s listed actions that lose the game at once, computed by `compute` the first time they are asked after a change. */
  loses(seat: SeatId, compute: () => string[]): string[] {
    let l = this.losing.get(seat);
    if (!l) this.losing.set(seat, (l = compute()));
    return l;
  }

  /**
   * The list's own action equal to `action` (by canonical key, `sameAction`), or undefined when it
   * is not legal now. Only the actions of its type are compared (an equal action has the same type).
   */
  member(seat: SeatId, action: unknown, compute: () => BaseAction[]): BaseAction | undefined {
    const type = (action as { type?: unknown } | null)?.type;
    for (const a of this.list(seat, compute)) if (a.type === type && sameAction(a, action)) return a;
    return undefined;
  }
}
