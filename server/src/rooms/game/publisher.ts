import type { Client, Room } from "@colyseus/core";
import { ArraySchema } from "@colyseus/schema";
import type { BaseAction, GameEvent, LobbySeat, SeatId } from "@zedfall/shared";
import type { GameAdapter } from "../../games/types";
import { Seat, type RootState } from "../../schema/root";
import { put } from "../../schema/put";
import { History, eventsFor } from "./history";
import { SharedFrames } from "./shared-frames";

/**
 * Writes a game into its room's schema and tells the clients (DESIGN "Protocol", order: state
 * patch, then one `applied` message a client carrying ack, events and legal). Shared by the game room and the replay room; the only writer
 * of the generic root's game fields (seats' kinds and names are the lobby's, rooms/seats/lobby-seats.ts).
 */
export class Publisher {
  readonly history = new History();

  constructor(
    private readonly room: Room<{ state: RootState }>,
    readonly adapter: GameAdapter,
  ) {}

  private get schema(): RootState {
    return this.room.state;
  }

  /** A fresh schema's constant parts: the game id, the options (JSON), the bot levels, the lobby seats and the board. */
  init(roomOptions: unknown, seats: LobbySeat[]): void {
    const st = this.schema;
    st.game = this.adapter.ruleset.id;
    st.options = JSON.stringify(roomOptions);
    st.botLevels = new ArraySchema<string>(...this.adapter.ruleset.botLevels);
    for (const s of seats) {
      const seat = new Seat();
      seat.id = s.id;
      seat.role = s.role;
      st.seats.set(s.id, seat);
    }
    this.adapter.syncBoard(st, roomOptions);
  }

  /**
   * Writes rule state `rules` after a change: phase, round, `seq`, stage and result, each seat's
   * `active`, the game's public fields, and the private parts of `privateSeats`.
   */
  sync(rules: unknown, seq: number, privateSeats: Iterable<SeatId>): void {
    const r = this.adapter.ruleset;
    const st = this.schema;
    const infos = r.seats(rules);
    const turn = r.turnOf(rules);
    const result = r.result(rules);
    put(st, "phase", turn.phase);
    put(st, "round", turn.round);
    put(st, "seq", seq);
    st.seats.forEach((seat, id) => put(seat, "active", infos.some((i) => i.seat === id && i.active)));
    this.adapter.syncState(st, rules, infos);
    for (const seat of privateSeats) this.adapter.syncPrivate(st, rules, seat);
    put(st.result, "winner", result?.winner ?? "");
    put(st.result, "rule", result?.rule ?? "");
    put(st.result, "key", result?.key ?? "");
    put(st.result, "params", result?.params ? JSON.stringify(result.params) : "");
    put(st, "stage", result ? "over" : "play");
  }

  /**
   * Makes `client`'s StateView hold the private part of `seat` and no other (null: none; "all":
   * every written part, for a finished game's replay). Decided from the view itself, so a view
   * carried over to a new Client object (a Colyseus reconnection) is put right as well.
   */
  showPrivate(client: Client, seat: SeatId | null | "all"): void {
    const view = client.view;
    if (!view) return;
    this.schema.seats.forEach((_s, id) => {
      const part = this.adapter.privatePart(this.schema, id);
      if (!part) return;
      const want = seat === "all" || id === seat;
      if (want && !view.has(part)) view.add(part);
      else if (!want && view.has(part)) view.remove(part);
    });
  }

  /** Sends the state patch now (turn-based rooms have no patch interval). */
  patch(): void {
    this.room.broadcastPatch();
  }

  /**
   * After a change (an applied action, an undo, the start): records `events` at `seq` in the
   * history (unless `record` is false) and sends each client its one `applied` message: its seat's
   * part of the events, its seat's legal list (`legalOf`, with the actions that lose at once), and to `ack`'s client the id of its act.
   * The clients with the same part of the events and the same list share one packed frame.
   */
  applied(
    seq: number,
    events: GameEvent[],
    seatOf: (c: Client) => SeatId | null,
    legalOf: (seat: SeatId | null) => { key: string; actions: BaseAction[]; undo: boolean; loses: string[] },
    ack: { client: Client; id: string } | null,
    record: boolean,
  ): void {
    if (record) this.history.add(seq, events);
    const personal = events.some((e) => e.onlyFor);
    const frames = new SharedFrames("applied");
    for (const c of this.room.clients) {
      const seat = seatOf(c);
      const legal = legalOf(seat);
      const eventsSeat = personal ? seat : null;
      const payload = () => ({ seq, events: eventsFor(events, eventsSeat), actions: legal.actions, undo: legal.undo, ...(legal.loses.length ? { loses: legal.loses } : {}) });
      if (c === ack?.client) c.send("applied", { ...payload(), ack: ack.id });
      else frames.send(c, `${eventsSeat ?? ""}|${legal.key}`, payload);
    }
  }

  /**
   * The room's own `events` at `seq` (a seat change after the start): recorded as a room batch,
   * which an undo never takes back, and sent to every client.
   */
  roomEvents(seq: number, events: GameEvent[], seatOf: (c: Client) => SeatId | null): void {
    this.history.add(seq, events, "room");
    // each seat's part is packed once; with no event for one seat only, every client gets the whole list, one frame for all
    const personal = events.some((e) => e.onlyFor);
    const frames = new SharedFrames("events");
    for (const c of this.room.clients) {
      const seat = personal ? seatOf(c) : null;
      frames.send(c, seat ?? "", () => ({ seq, events: eventsFor(events, seat), room: true }));
    }
  }

  /** Sends `client` the history its seat may see (DESIGN "Protocol", `history`). */
  sendHistory(client: Client, seat: SeatId | null | "all"): void {
    client.send("history", this.history.for(seat));
  }
}
