import { createHash, randomBytes } from "node:crypto";
import type { Client } from "@colyseus/core";
import { looksAlike } from "./look-alike";
import type { StoredPlayer } from "../../store/types";

/** A person in a room: name, seat (null until claimed), current connection, and whether they created the game. */
export interface Player {
  /** sha-256 of the seat token: the room keeps only hashes (docs/self-hosting.md, "The game store"). */
  tokenHash: string;
  name: string;
  seat: string | null;
  client: Client | null;
  /**
   * The session id of the player's newest connection (one live connection per seat).
   * Only that session may come back by reconnection or lose the seat by leaving; "" until they join.
   */
  session: string;
  creator: boolean;
  /** When the player's last connection went (epoch ms); 0 while connected or before they first joined. */
  awaySince: number;
  /**
   * Whether the store keeps this person: the creator, and anyone who has claimed a seat. A person
   * who joined and never claimed one is a spectator, held in memory only and forgotten when they
   * leave (else every tokenless join would store a player for good).
   */
  kept: boolean;
}

/** A fresh seat token: 24 crypto-random bytes, base64url (kept by the browser). */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The hash under which a token is kept. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The people of one room, found by token hash or by connection. */
export class Players {
  private byHash = new Map<string, Player>();

  get size(): number {
    return this.byHash.size;
  }

  /** The player holding `token`, if any. */
  byToken(token: string | undefined): Player | undefined {
    return token ? this.byHash.get(hashToken(token)) : undefined;
  }

  /** The player whose token hashes to `tokenHash` (`hashToken`), if any. */
  byTokenHash(tokenHash: string): Player | undefined {
    return this.byHash.get(tokenHash);
  }

  /** A new person with this token: kept (to be stored) when they are the creator, else a spectator until they claim a seat. */
  add(token: string, name: string, creator: boolean): Player {
    const p = this.addStored({ tokenHash: hashToken(token), name, seat: null, creator });
    p.kept = creator;
    return p;
  }

  /**
   * Puts back a player read from the store (after a restart): known by token hash only, not
   * connected, away since `awaySince` (epoch ms; 0 when unknown).
   */
  addStored(s: StoredPlayer, awaySince = 0): Player {
    const p: Player = { tokenHash: s.tokenHash, name: s.name, seat: s.seat, client: null, session: "", creator: s.creator, kept: true, awaySince };
    this.byHash.set(p.tokenHash, p);
    return p;
  }

  /**
   * Forgets a spectator (never stored) who has left; a kept player stays, and so does one holding a
   * seat whose store write is still under way (a claim answered after its leave). Returns whether
   * they were forgotten.
   */
  forgetSpectator(p: Player): boolean {
    if (p.kept || p.client || p.seat) return false;
    return this.byHash.delete(p.tokenHash);
  }

  /** Every kept player as stored (no connection; spectators are not stored). */
  stored(): StoredPlayer[] {
    return [...this.byHash.values()].filter((p) => p.kept).map(storedOf);
  }

  /** Connected people who may always come back in, even to a full room: those holding a seat, and the creator. */
  static mayAlwaysJoin(p: Player | undefined): boolean {
    return !!p && (p.seat !== null || p.creator);
  }

  byClient(client: Client): Player | undefined {
    for (const p of this.byHash.values()) if (p.client === client) return p;
    return undefined;
  }

  bySeat(seat: string): Player | undefined {
    for (const p of this.byHash.values()) if (p.seat === seat) return p;
    return undefined;
  }

  /**
   * The player of this room whose name `name` would pass for, if any: someone here, holding a seat,
   * the game's creator (here or not), or one `keeps` says keeps their name (a player whose seat a
   * bot covers while they are away). The same `nameKey` (cleaned, NFKC, case-insensitive:
   * "ANN" and full-width "Ａｎｎ" are "Ann") or one confusables skeleton (look-alike.ts: "Аnn" with a
   * Cyrillic А is "Ann"). A visitor who left without a seat leaves the name free.
   */
  nameHolder(name: string, keeps: (p: Player) => boolean = () => false): Player | undefined {
    for (const p of this.byHash.values()) if ((p.seat || p.client || p.creator || keeps(p)) && looksAlike(p.name, name)) return p;
    return undefined;
  }

  creator(): Player | undefined {
    for (const p of this.byHash.values()) if (p.creator) return p;
    return undefined;
  }
}

/** One player as the store keeps it. */
export function storedOf(p: Player): StoredPlayer {
  return { tokenHash: p.tokenHash, name: p.name, seat: p.seat, creator: p.creator };
}
