import type { BaseAction, SeatId } from "@zedfall/shared";

/**
 * The canonical key of an action (DESIGN "Speed"): its JSON with object keys sorted at every level
 * (undefined fields left out, as JSON does), so two equal actions have the same key whatever
 * their key order.
 */
export function actionKey(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "null";
  if (Array.isArray(v)) return `[${v.map(actionKey).join(",")}]`;
  const o = v as Record<string, unknown>;
  const parts: string[] = [];
  for (const k of Object.keys(o).sort()) if (o[k] !== undefined) parts.push(`${JSON.stringify(k)}:${actionKey(o[k])}`);
  return `{${parts.join(",")}}`;
}

/**
 * The legal lists of the current position, per seat (DESIGN "Speed"): computed once per change
 * (when first sent or asked), kept until the next change. An `act` is valid when its canonical
 * key is that of an action in the list of its seat; `changed()` forgets every list.
 */
export class LegalLists {
  private lists = new Map<SeatId, BaseAction[]>();

  /** The position changed (an action, an undo, a rebuild): every list is stale. */
  changed(): void {
    this.lists.clear();
  }

  /** `seat`'s list now, computed by `compute` the first time it is asked after a change. */
  list(seat: SeatId, compute: () => BaseAction[]): BaseAction[] {
    let l = this.lists.get(seat);
    if (!l) this.lists.set(seat, (l = compute()));
    return l;
  }

  /**
   * The list's own action equal to `action` (by canonical key), or undefined when it is not legal
   * now. Only the actions of its type are keyed (an equal action has the same type).
   */
  member(seat: SeatId, action: unknown, compute: () => BaseAction[]): BaseAction | undefined {
    const type = (action as { type?: unknown } | null)?.type;
    let key: string | undefined;
    for (const a of this.list(seat, compute)) {
      if (a.type !== type) continue;
      key ??= actionKey(action);
      if (actionKey(a) === key) return a;
    }
    return undefined;
  }
}
