/**
 * What the game-over box does when the screen is drawn: opens once the game is `over` (and it was
 * not shown yet), closes when a game shown as over is no longer over (a replay stepped back from its
 * end: the box stayed open over the start), else nothing (null). A box the player closed stays closed.
 */
export function overBoxChange(over: boolean, shown: boolean): "open" | "close" | null {
  if (over && !shown) return "open";
  if (!over && shown) return "close";
  return null;
}
