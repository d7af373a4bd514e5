import { randomBytes } from "node:crypto";
import { refuse } from "@zedfall/shared";
import { keyedMessage } from "@zedfall/shared/protocol";
import { ErrorCode, matchMaker, ServerError } from "@colyseus/core";
import type { GameTable } from "../../games/types";
import type { HostClaims } from "../../scale/claims";
import { rebuild, type Rebuilt } from "../../store/rebuild";
import { StoreError, type GameStore, type StoredGame } from "../../store/types";
import { hashToken } from "../seats/players";
import { log } from "../../log";
import type { MatchmakeHook } from "../../colyseus/matchmaker-hooks";

/** A stored game rebuilt and waiting for its room's onCreate. */
export interface Restore {
  stored: StoredGame;
  rebuilt: Rebuilt;
  /**
   * Whether the join that reopens it carries the seat token of one of its seat holders or its
   * creator: such a reopening gets a room even when the process has no game-room slot left
   *; anyone else's waits for a free slot like a new game.
   */
  forHolder: boolean;
}

/** Restores handed to `matchMaker.createRoom`, by game id, with a nonce no client can guess. */
const pending = new Map<string, { nonce: string; restore: Restore }>();

/**
 * The restore a room's create options ask for, if they carry the right nonce (a client's own
 * create options can never reopen someone else's game).
 */
export function takeRestore(options: Record<string, unknown>): Restore | null {
  const id = options.restore;
  if (typeof id !== "string") return null;
  const p = pending.get(id);
  if (!p || p.nonce !== options.nonce) throw new Error("this game cannot be reopened this way");
  pending.delete(id);
  return p.restore;
}

/** What the hook needs from the running server. */
interface Restorer {
  store: GameStore;
  claims: HostClaims;
  games: GameTable;
}

let restorer: Restorer | null = null;
const inflight = new Map<string, Promise<void>>();
/** Rooms being disposed, with their last store writes: a reopening waits for them first. */
const closing = new Map<string, Promise<unknown>>();

/**
 * Called by a room that is going away: `writes` settles once its last store write is done; then
 * the room's claim on its game is given back (another process may reopen it from then on).
 */
export function noteClosing(id: string, writes: Promise<unknown>): void {
  const claims = restorer?.claims;
  const release = () => claims?.release(id).catch((e) => log().error({ err: e, game: id }, "could not give back the claim on a game"));
  const p = writes.catch(() => {}).then(release).finally(() => {
    if (closing.get(id) === p) closing.delete(id);
  });
  closing.set(id, p);
}

/** Sets the store, claims and games `reopenBeforeJoin` reopens games from: the latest server's. */
export function setRestorer(store: GameStore, claims: HostClaims, games: GameTable): void {
  restorer = { store, claims, games };
}

/**
 * The matchmaker hook (colyseus/matchmaker-hooks.ts) that makes the room of a stored game when
 * `joinById(gameId)` finds none (after a restart, or after the room was disposed): loads the game,
 * rebuilds it from seed + log (from a snapshot when one is usable), and creates its room under the
 * same id; the join then proceeds and the seat token re-claims the seat. A game that cannot be
 * rebuilt answers the join with the StoreError's message (game id and seq); nothing is changed in
 * the store. A seat token that is no player's of the game is refused (`checkToken`). With several
 * processes (Redis), the game's claim decides who reopens it (see `reopenNow`).
 */
export const reopenBeforeJoin: MatchmakeHook = async (method, roomName, clientOptions) => {
  if (method !== "joinById" || typeof roomName !== "string") return;
  await reopen(roomName, clientOptions?.token);
  checkToken(roomName, clientOptions?.token);
};

/**
 * Reopens game `id` if it is stored and has no room (one reopening at a time per game); `token` is
 * the seat token of the join asking for it, if any (a seat holder's reopening is never refused for
 * want of a room slot).
 */
export function reopen(id: string, token?: unknown): Promise<void> {
  let p = inflight.get(id);
  if (!p) {
    p = reopenNow(id, token).finally(() => inflight.delete(id));
    inflight.set(id, p);
  }
  return p;
}

/** How long a join waits for the room of a game another process holds or is reopening. */
const HOST_WAIT_MS = 15000;

/**
 * Reopens game `id` here unless a live process hosts it. The room list (Colyseus' driver) says
 * where a room is, but across processes it is only a cache: the claim (scale/claims.ts) is the
 * truth. A listing here: nothing to do. Otherwise this process tries to take the claim: if it gets
 * it, no live process hosts the game, so a listing of another process is stale (that process died)
 * and is dropped, and the game is read from the store (after the claim: every write of the previous
 * host is in) and its room made here. If another process holds the claim and its listing answers a
 * health check (Colyseus drops the listings of a process that does not), the join goes there;
 * else (the claim of a process just killed is not yet dropped by PostgreSQL, or another process is
 * reopening the game) it tries again every 100 ms, for at most HOST_WAIT_MS.
 */
async function reopenNow(id: string, token: unknown): Promise<void> {
  const r = restorer;
  if (!r) return;
  await closing.get(id);
  for (const end = Date.now() + HOST_WAIT_MS; ; ) {
    const listed = await matchMaker.getRoomById(id);
    if (listed?.processId === matchMaker.processId) return;
    if (await r.claims.claim(id)) return openClaimed(r, id, token, listed?.processId);
    if (listed && (await matchMaker.healthCheckProcessId(listed.processId))) return;
    if (Date.now() > end) throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, keyedMessage(`game ${id} is being opened on another server; try again in a moment`, refuse("server.openingElsewhere", { id })));
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** Opens game `id`, whose claim this process has just taken, here; `stale` is the process of a listing left by a dead host. */
async function openClaimed(r: Restorer, id: string, token: unknown, stale: string | undefined): Promise<void> {
  try {
    if (stale) {
      await matchMaker.driver.remove(id);
      // the dead process's other listings, and its place in the choice of a process for new rooms
      void matchMaker.healthCheckProcessId(stale).catch(() => {});
    }
    if (!(await openHere(r, id, token))) await r.claims.release(id);
  } catch (e) {
    await r.claims.release(id).catch(() => {});
    throw e;
  }
}

/** Rebuilds stored game `id` and makes its room in this process; false if the store has no such game. */
async function openHere(r: Restorer, id: string, token: unknown): Promise<boolean> {
  const stored = await r.store.load(id);
  if (!stored) return false; // the matchmaker answers "room not found"
  const game = r.games[stored.meta.ruleset];
  if (!game) throw new StoreError(id, null, `unknown ruleset '${stored.meta.ruleset}'`);
  // the room's event history is replayed from the whole log (DESIGN "Protocol", `history`)
  const rebuilt = rebuild(game.ruleset, stored, { history: true });
  for (const w of rebuilt.warnings) log().warn({ game: id }, w);
  const nonce = randomBytes(16).toString("hex");
  const hash = typeof token === "string" ? hashToken(token) : null;
  const forHolder = stored.meta.players.some((p) => p.tokenHash === hash && (p.seat !== null || p.creator));
  pending.set(id, { nonce, restore: { stored, rebuilt, forHolder } });
  try {
    // here, not through createRoom (which may pick another process): the restore is in this process's memory
    await matchMaker.handleCreateRoom(stored.meta.ruleset, { restore: id, nonce });
  } finally {
    pending.delete(id);
  }
  return true;
}

/** The join error code of a seat token that is no player's of the game: the client's mistake (403), not a server failure. */
export const UNKNOWN_TOKEN = 403;

/**
 * A seat token that is no player's of this game is refused with a clear error, a ServerError
 * UNKNOWN_TOKEN (the client then forgets it and joins without one). Checked for rooms of this
 * process; a room elsewhere (Redis scale-out) treats an unknown token as a new visitor.
 */
function checkToken(id: string, token: unknown): void {
  if (typeof token !== "string") return;
  const room = matchMaker.getLocalRoomById(id) as unknown as { knowsToken?(t: string): boolean } | undefined;
  if (!room?.knowsToken || room.knowsToken(token)) return;
  throw new ServerError(UNKNOWN_TOKEN, keyedMessage("this seat token belongs to no player of this game; open the link without it to join", refuse("server.unknownToken")));
}
