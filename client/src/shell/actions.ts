import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action, ActionView } from "./action-view";
import type { GamePlugin } from "./plugin";

export type { Action, ActionView } from "./action-view";

/** The canonical key of an action, the server's (shared/src/protocol/action-key.ts): the DOM's `data-key`, so tests and panels find one action. */
export { actionKey } from "@zedfall/shared/protocol";

/** The view of every legal action, in the words and places of the game's plugin. */
export function describe(plugin: GamePlugin, st: RoomState, actions: Action[]): ActionView[] {
  return actions.map((action) => ({
    action,
    label: plugin.describeAction(st, action),
    detail: plugin.actionDetail?.(st, action) ?? null,
    group: plugin.actionGroup(action),
    place: plugin.actionTarget(st, action),
    actor: plugin.actionActor(action),
  }));
}
