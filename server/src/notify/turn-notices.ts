import type { SeatId } from "@zedfall/shared";
import type { Notifier } from "./notifier";

/** Who holds a seat, as the turn notices need it: their name, their seat token's hash, whether a connection of theirs is open. */
export interface SeatHolder {
  name: string;
  tokenHash: string;
  connected: boolean;
}

/** What the turn notices ask of their room (nothing of the game: seats are ids). */
export interface TurnNoticeHost {
  readonly roomId: string;
  /** The game's id (the ruleset), as the table of games names it. */
  readonly game: string;
  /** The person holding `seat`, or null (empty, or a bot plays it). */
  holderOf(seat: SeatId): SeatHolder | null;
}

/** A game id as a name in a webhook's line: its first letter in upper case. */
export function gameTitle(game: string): string {
  return game.charAt(0).toUpperCase() + game.slice(1);
}

/**
 * One room's "your turn" notices. After every change the room tells it which seats may act now;
 * a seat that may act and could not before is a turn change: its holder (a person, not a bot) is
 * pushed "your turn" when no connection of theirs is open (an open tab shows its own
 * notification), and the game's webhook gets one line naming every such player. Seats are ids;
 * nothing about the game's state is read, so nothing secret can reach a notification.
 */
export class TurnNotices {
  private acting = new Set<SeatId>();

  constructor(
    private readonly host: TurnNoticeHost,
    private readonly notifier: Notifier | undefined,
  ) {}

  /** The seats acting now without notifying anyone (a game reopened from the store). */
  seed(active: SeatId[]): void {
    this.acting = new Set(active);
  }

  /** After a change: `active` are the seats that may act now (none once the game is over). */
  changed(active: SeatId[]): void {
    const fresh = active.filter((s) => !this.acting.has(s));
    this.acting = new Set(active);
    if (!this.notifier || !fresh.length) return;
    const names: string[] = [];
    for (const seat of fresh) {
      const holder = this.host.holderOf(seat);
      if (!holder) continue;
      names.push(holder.name);
      if (!holder.connected) void this.notifier.pushTurn(holder.tokenHash, this.host.game, this.host.roomId);
    }
    if (names.length) void this.notifier.postTurn(this.host.roomId, `${names.join(" and ")}'s turn in ${gameTitle(this.host.game)}`);
  }
}
