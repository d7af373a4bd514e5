import pg from "pg";

/**
 * Which games this process hosts, so that no two processes ever host the same game.
 * A room takes its game's claim before it reads or writes the game and gives it back once its last
 * store write is done.
 */
export interface HostClaims {
  /**
   * Takes the claim on game `id` for this process. Returns false when another process holds it,
   * or this process already does (a room of the game is being made or closed here). Rejects when
   * the claim cannot be asked for (database down).
   */
  claim(id: string): Promise<boolean>;
  /** Gives back the claim on game `id` (nothing if this process does not hold it). */
  release(id: string): Promise<void>;
  /** Gives back every claim. */
  close(): Promise<void>;
}

/** One process alone (no REDIS_URL): every claim is granted; the matchmaker's own room list is the truth. */
export class LocalClaims implements HostClaims {
  async claim(): Promise<boolean> {
    return true;
  }
  async release(): Promise<void> {}
  async close(): Promise<void> {}
}

/**
 * Claims as PostgreSQL session advisory locks, one per hosted game, on one connection of this
 * process's own, in the database that also holds the games.
 *
 * Why a lock in the store and not the matchmaker's room id: the Redis driver (0.18.3) records a
 * room with a plain HSET, so two processes creating a room with the same id both succeed, and a
 * listing is only a cache that a health check may drop while its process is alive and busy, or
 * that a dead process leaves behind. The lock lives next to the data, is held exactly as long as
 * the session of the process holding it (PostgreSQL drops it when the process dies, at once for a
 * killed process, after TCP keepalive for a vanished host; until then the game waits, it is never
 * opened twice), and a process takes it before it reads the game, so the reopened room starts from
 * every write of the previous host. If this process loses the connection, it no longer knows that
 * its games are its own: `onLost` is called (the server exits, and its games reopen elsewhere).
 */
export class PostgresClaims implements HostClaims {
  private readonly held = new Set<string>();
  /** Set once the connection is gone (lost, or closed by `close`): `onLost` is not called twice. */
  private ended = false;

  private constructor(
    private readonly client: pg.Client,
    private readonly namespace: string,
    onLost: (e: Error) => void,
  ) {
    const lose = (e: Error) => {
      if (this.ended) return;
      this.ended = true;
      onLost(e);
    };
    client.on("error", lose);
    client.on("end", () => lose(new Error("the connection holding this process's game claims ended")));
  }

  /**
   * Connects to `url` (the store's database); `namespace` (the store's schema) keeps the locks of
   * stores in different schemas of one database apart. `onLost` is called once if the connection
   * ends or fails (not after `close`). Rejects when it cannot connect.
   */
  static async open(url: string, namespace: string, onLost: (e: Error) => void): Promise<PostgresClaims> {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    await client.connect();
    return new PostgresClaims(client, namespace, onLost);
  }

  private key(id: string): string {
    return `zedfall:${this.namespace}:${id}`;
  }

  async claim(id: string): Promise<boolean> {
    if (this.held.has(id)) return false;
    this.held.add(id);
    try {
      const r = await this.client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok", [this.key(id)]);
      if (!r.rows[0]?.ok) this.held.delete(id);
      return r.rows[0]?.ok === true;
    } catch (e) {
      this.held.delete(id);
      throw e;
    }
  }

  async release(id: string): Promise<void> {
    if (!this.held.delete(id)) return;
    await this.client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [this.key(id)]);
  }

  async close(): Promise<void> {
    this.ended = true;
    this.held.clear();
    await this.client.end();
  }
}
