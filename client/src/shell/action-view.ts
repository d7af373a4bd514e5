/*
 * The shell's view of the legal actions, apart from the code that builds it (actions.ts) so the
 * plugin interface can name it without importing that code.
 */

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
