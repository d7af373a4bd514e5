/** What the count of the tab needs of one of this browser's games (an entry of /api/my-games). */
export interface WaitingGame {
  gameId: string;
  /** The game waits for this browser's seat (the server's word, from the store). */
  yourTurn: boolean;
}

/** The game open in this tab, if any: its id and whether this browser's seat may act in it now. */
export interface OpenGame {
  gameId: string;
  acting: boolean;
}

/**
 * How many of this browser's games wait for it: those /api/my-games marks `yourTurn`, except the
 * game open in this tab, which counts by what the open room says now (`acting`) rather than by the
 * last poll (the room is live, the poll may be a minute old).
 */
export function waitingCount(games: readonly WaitingGame[], open: OpenGame | null): number {
  const others = games.filter((g) => g.yourTurn && g.gameId !== open?.gameId).length;
  return others + (open?.acting ? 1 : 0);
}

/** The page title: `base` after the count in brackets ("(2) Zedfall"), or `base` alone when nothing waits. */
export function titleWithCount(count: number, base: string): string {
  return count > 0 ? `(${count}) ${base}` : base;
}

/** The text of the favicon's badge: the count, "9+" above 9 (a 16-pixel icon holds two signs), "" for none. */
export function badgeText(count: number): string {
  return count <= 0 ? "" : count > 9 ? "9+" : String(count);
}
