import type { GameMeta, GameStatus, PlayerGame, RawRow, RawSnapshot, StoredGame, StoredPlayer, StoredPushSubscription, StoredSeats } from "./types";
import { StoreError } from "./types";
import { byTurnThenChange, whoseTurn } from "./whose-turn";

/** A `games` row as both drivers return it. */
export interface GameRowDb {
  id: string;
  ruleset: string;
  options: string;
  seed: string;
  status: string;
  seats: string;
  seq: number | string;
  result: string | null;
  created_at: number | string;
  updated_at: number | string;
  /** The seats that may act now, JSON (schema version 3; NULL before the game's first change since). */
  to_act?: string | null;
}
export interface PlayerRowDb {
  game_id: string;
  token_hash: string;
  name: string;
  seat: string | null;
  creator: number | boolean;
}

/** A `push_subscriptions` row as both drivers return it. */
export interface PushRowDb {
  token_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  created_at: number | string;
}

/** A push_subscriptions row as a StoredPushSubscription. */
export function pushSubscriptionOf(r: PushRowDb): StoredPushSubscription {
  return { tokenHash: r.token_hash, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth, lang: r.lang, createdAt: Number(r.created_at) };
}

function parseJson<T>(gameId: string, what: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (e) {
    throw new StoreError(gameId, null, `the stored ${what} is damaged (${(e as Error).message})`);
  }
}

/** A games row and its players as GameMeta; damaged JSON gives a StoreError naming the game. */
export function metaOf(row: GameRowDb, players: PlayerRowDb[]): GameMeta {
  return {
    id: row.id,
    ruleset: row.ruleset,
    options: parseJson(row.id, "options", row.options),
    seed: row.seed,
    status: row.status as GameStatus,
    seats: parseJson<StoredSeats>(row.id, "seats", row.seats),
    players: players.map(playerOf),
    seq: Number(row.seq),
    result: row.result ? parseJson(row.id, "result", row.result) : null,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export function playerOf(p: PlayerRowDb): StoredPlayer {
  return { tokenHash: p.token_hash, name: p.name, seat: p.seat, creator: !!p.creator };
}

/**
 * The seat of a stored player for "your games": the one they hold, else the one a bot covers for
 * them while they are away (theirs to take back; `covered`, by seat, the holders' token hashes).
 */
function seatOfPlayer(p: PlayerRowDb, covered: Record<string, string>): string | null {
  return p.seat ?? Object.keys(covered).find((seat) => covered[seat] === p.token_hash) ?? null;
}

/** The covered seats of a games row (StoredSeats `covered`); none when the row has none or its seats are damaged. */
function coveredOf(g: GameRowDb): Record<string, string> {
  try {
    return (JSON.parse(g.seats) as StoredSeats).covered ?? {};
  } catch {
    return {};
  }
}

/**
 * The "your games" entries of games rows and all their players, for the given token hashes: only
 * games a token holds a seat in (also one a bot covers while they are away) or created, listing
 * only such players (a seatless visitor stored by an older server is neither listed nor lists the
 * game), each with whose turn it is (whose-turn.ts; a covered seat counts as its player's), those
 * waiting for one of the tokens first, then the newest change first.
 */
export function playerGamesOf(games: GameRowDb[], players: PlayerRowDb[], hashes: Set<string>): PlayerGame[] {
  const out: PlayerGame[] = [];
  for (const g of games) {
    const covered = coveredOf(g);
    const all = players.filter((p) => p.game_id === g.id && (seatOfPlayer(p, covered) !== null || !!p.creator));
    const me = all.find((p) => hashes.has(p.token_hash));
    if (!me) continue;
    const listed = all.map((p) => ({ name: p.name, seat: seatOfPlayer(p, covered) }));
    const mySeat = seatOfPlayer(me, covered);
    const toAct = g.status === "lobby" ? [] : whoseTurn(g.to_act, g.seats, listed);
    out.push({
      gameId: g.id,
      ruleset: g.ruleset,
      status: g.status as GameStatus,
      seat: mySeat,
      name: me.name,
      seq: Number(g.seq),
      updatedAt: Number(g.updated_at),
      players: listed,
      toAct,
      yourTurn: !!mySeat && !!toAct?.some((t) => t.seat === mySeat),
    });
  }
  return out.sort(byTurnThenChange);
}

/** Groups rows of many games (as `loadAll` reads them) into StoredGames; damaged metadata goes to `errors`. */
export function assemble(
  games: GameRowDb[],
  players: PlayerRowDb[],
  rows: (RawRow & { game_id: string })[],
  snaps: (RawSnapshot & { game_id: string })[],
): { games: StoredGame[]; errors: string[] } {
  const group = <T extends { game_id: string }>(list: T[]) => {
    const m = new Map<string, T[]>();
    for (const x of list) (m.get(x.game_id) ?? m.set(x.game_id, []).get(x.game_id)!).push(x);
    return m;
  };
  const p = group(players);
  const r = group(rows);
  const s = group(snaps);
  const out: StoredGame[] = [];
  const errors: string[] = [];
  for (const g of games) {
    try {
      out.push({
        meta: metaOf(g, p.get(g.id) ?? []),
        rows: (r.get(g.id) ?? []).map((x) => ({ seq: Number(x.seq), seat: x.seat, kind: x.kind, action: x.action, at: Number(x.at) })),
        snapshots: (s.get(g.id) ?? []).map((x) => ({ seq: Number(x.seq), state: x.state })).sort((a, b) => b.seq - a.seq),
      });
    } catch (e) {
      errors.push((e as Error).message);
    }
  }
  return { games: out, errors };
}
