import type { Client as Sdk } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import type { BaseAction, SeatId } from "@zedfall/shared";
import type { GameTable } from "../../games/types";
import type { Answer, Pipeline } from "../../rooms/game/pipeline";
import type { GameRoom } from "../../rooms/game/GameRoom";
import { FuzzClient } from "./client";
import type { FuzzSummary } from "./summary";

/** Applied actions of one room, counted inside its pipeline: by a client (answered) and by the server (bots, timed answers). */
export interface Applied {
  client: number;
  server: number;
}

/**
 * One fuzzed game and its connections: the creator holds the first lobby seat, a second client
 * the second, a bot the third, and a spectator holds none. Every applied action of the room is
 * counted (the room's pipeline is wrapped), so the check can tell a log row that no applied action
 * explains.
 */
export class Table {
  readonly clients: FuzzClient[];
  roomId = "";
  messages = 0;
  readonly applied: Applied = { client: 0, server: 0 };
  readonly seats: SeatId[];

  constructor(
    sdk: Sdk,
    private readonly summary: FuzzSummary,
    readonly game: string,
    private readonly games: GameTable,
    readonly n: number,
  ) {
    this.seats = games[game]!.ruleset.lobby.seats.map((s) => s.id);
    this.clients = ["Ann", "Bob", "Spec"].map((name) => new FuzzClient(sdk, summary, `${name}${n}`));
  }

  get creator(): FuzzClient {
    return this.clients[0]!;
  }

  /** The server's room of this game (in-process), or undefined when it is gone. */
  room(): GameRoom | undefined {
    return matchMaker.getLocalRoomById(this.roomId) as unknown as GameRoom | undefined;
  }

  /** Creates the game with seed `seed`, seats everyone, starts it and waits for the first legal lists. */
  async open(seed: string): Promise<void> {
    const [ann, bob, spec] = this.clients as [FuzzClient, FuzzClient, FuzzClient];
    await ann.connect({ create: this.game, options: { seed, ...this.games[this.game]!.shortOptions } });
    this.roomId = ann.room!.roomId;
    this.count(this.room()!);
    const g = (this.summary.games[this.game] ??= { created: 0, finished: 0 });
    g.created++;
    await bob.connect({ join: this.roomId });
    await spec.connect({ join: this.roomId });
    const claimed = (c: FuzzClient, seat: SeatId) => {
      const w = c.next("welcome");
      c.room!.send("claim", { seat });
      return w;
    };
    await claimed(ann, this.seats[0]!);
    await claimed(bob, this.seats[1]!);
    ann.room!.send("bot", { seat: this.seats[2]!, on: true });
    const legal = ann.next("legal");
    ann.room!.send("start", {});
    await legal;
  }

  /** Wraps the room pipeline's `act` to count what it applies. */
  private count(room: GameRoom): void {
    const p = room.pipeline as Pipeline;
    const act = p.act.bind(p);
    p.act = async (seat: SeatId, action: BaseAction, answer: Answer) => {
      const ok = await act(seat, action, answer);
      if (ok) {
        if (answer) this.applied.client++;
        else this.applied.server++;
      }
      return ok;
    };
  }

  /** Rejoins every client whose connection the server closed, with its seat token. */
  async rejoin(): Promise<void> {
    if (this.rejoining || !this.room()) return this.rejoining ?? undefined;
    this.rejoining = (async () => {
      for (const c of this.clients) {
        if (c.alive || !c.token) continue;
        try {
          await c.connect({ join: this.roomId });
          this.summary.rejoined++;
        } catch {
          // the room went away meanwhile: the table is replaced at the next check
        }
      }
    })().finally(() => (this.rejoining = null));
    return this.rejoining;
  }
  private rejoining: Promise<void> | null = null;

  /** Whether the game has its result (as the server holds it). */
  over(): boolean {
    return this.room()?.state.stage === "over";
  }

  /** Every client leaves (on purpose); the room closes when it is empty. */
  async close(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.leave()));
  }
}
