import { endpoint } from "./connection";

/** One of this browser's unfinished games as POST /api/my-games gives it. */
export interface MyGame {
  gameId: string;
  /** The game's ruleset id: its name in the list comes from the game's words (`gameName.<id>`). */
  ruleset: string;
  status: "lobby" | "play";
  seat: string | null;
  name: string;
  updatedAt: number;
  players: { name: string; seat: string | null }[];
  /** The seats that may act now and who plays them; null when the server does not know yet. */
  toAct: { seat: string; name: string }[] | null;
  /** The game waits for this browser's seat. */
  yourTurn: boolean;
}

/**
 * How often this browser's games are asked for while the first page is shown or the tab is hidden:
 * every 30 s. A visible game tab does not ask (its room is live). One request a browser per 30 s
 * reads the store only (players by token hash, then those games' rows): no room is loaded.
 */
export const MY_GAMES_POLL_MS = 30_000;

/** The seat tokens this browser keeps (`zedfall:token:<gameId>`), at most the 200 the server takes. */
export function savedTokens(): string[] {
  const out: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith("zedfall:token:")) out.push(localStorage.getItem(k)!);
  }
  return out.slice(-200);
}

/**
 * This browser's unfinished games, the ones waiting for it first (POST /api/my-games; the tokens go
 * in the body and are only hashed by the server). [] without tokens (no request); null when the
 * server could not be asked or refused (the caller keeps what it had).
 */
export async function fetchMyGames(): Promise<MyGame[] | null> {
  const tokens = savedTokens();
  if (!tokens.length) return [];
  try {
    const r = await fetch(`${endpoint()}/api/my-games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ tokens }) });
    if (!r.ok) return null;
    return ((await r.json()) as { games: MyGame[] }).games;
  } catch {
    return null;
  }
}

type Listener = (games: MyGame[]) => void;
const listeners = new Set<Listener>();
let last: MyGame[] = [];
let asking: Promise<void> | null = null;

/** Calls `fn` with every new list of this browser's games (and now with the last one, if any); returns how to stop. */
export function onMyGames(fn: Listener): () => void {
  listeners.add(fn);
  if (last.length) fn(last);
  return () => void listeners.delete(fn);
}

/** Asks the server for this browser's games now (one request at a time) and tells the listeners. */
export function refreshMyGames(): Promise<void> {
  asking ??= fetchMyGames()
    .then((games) => {
      if (!games) return;
      last = games;
      for (const fn of [...listeners]) fn(games);
    })
    .finally(() => (asking = null));
  return asking;
}

/**
 * Keeps the list fresh: asks now, then every MY_GAMES_POLL_MS while `wanted()` (the first page is
 * shown, or the tab is hidden), and at once when the tab is shown again. Call once.
 */
export function pollMyGames(wanted: () => boolean): void {
  void refreshMyGames();
  setInterval(() => {
    if (wanted()) void refreshMyGames();
  }, MY_GAMES_POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && wanted()) void refreshMyGames();
  });
}
