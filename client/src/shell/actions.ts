import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { GamePlugin } from "./plugin";

/** One legal action as the server lists it. */
export type Action = { type: string; [k: string]: unknown };

/** How the shell shows one legal action: its words, its group, and the board place it is bound to (if any). */
export interface ActionView {
  action: Action;
  label: string;
  /** What the action means beyond its label (GamePlugin.actionDetail), or null. */
  detail: string | null;
  group: string;
  /** The board place (the plugin's key) a click on which sends this action; null → action bar. */
  place: string | null;
  /** The unit carrying it out, for filtering by the selected unit. */
  actor: string | null;
}

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
