import { LogBook } from "./log-book";
import { Client, type Room } from "@colyseus/sdk";
import { type EventsMessage, type HistoryMessage, type LegalMessage, type RejectedMessage, type WelcomeMessage, type ChatOut, type AckMessage, type HintMessage, unpackApplied, type AppliedMessage } from "@zedfall/shared/protocol";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import { CHAT_LINES_KEPT, lastLines } from "./chat-keep";

/** The server: the page's own origin (the server serves the client), or VITE_SERVER in `vite dev`. */
export function endpoint(): string {
  const env = import.meta.env.VITE_SERVER as string | undefined;
  return env ?? location.origin;
}

const tokenKey = (gameId: string) => `zedfall:token:${gameId}`;
/** The seat token of a game, kept in the browser (it re-claims the seat after a refresh). */
export const savedToken = (gameId: string) => localStorage.getItem(tokenKey(gameId)) ?? undefined;
/** The player's name as last typed in this browser. */
export const savedName = () => localStorage.getItem("zedfall:name") ?? "";

/** The messages and connection news a Connection passes on to the page. */
export interface ConnectionEvents {
  welcome(m: WelcomeMessage): void;
  legal(m: LegalMessage): void;
  events(m: EventsMessage): void;
  /** `history` replaced the log and the chat (join, reconnection, a replay's jump). */
  history(m: HistoryMessage): void;
  rejected(m: RejectedMessage): void;
  ack(m: AckMessage): void;
  chat(m: ChatOut): void;
  /** The answer to this seat's `hint {}`: what the bot would do now. */
  hint(m: HintMessage): void;
  state(s: RoomState): void;
  drop(): void;
  reconnect(): void;
  leave(code: number): void;
  /** The server restarted (or the reconnection window closed): the seat token is taking the seat back. */
  rejoining(attempt: number): void;
  /** Back in the game through the seat token, in a new room connection (redraw everything). */
  rejoined(): void;
  /** The game cannot be reopened (the server says why, naming the game and seq). */
  failed(message: string): void;
  /** `replay` of a finished game's replay: the step shown, the turns, every hidden part. */
  replay(m: ReplayMessage): void;
}

/** The `replay` message of a replay room (server/src/rooms/replay/ReplayRoom.ts). */
export interface ReplayMessage {
  gameId: string;
  step: number;
  total: number;
  turns: { step: number; round: number; phase: string }[];
  seat: string | null;
  action: { type: string; [k: string]: unknown } | null;
  hidden: Record<string, unknown>;
}

/** Close codes after which the seat token should not take the seat back by itself. */
const NO_REJOIN = new Set([1000, 4000]);

/**
 * One game connection: creates or joins the room, keeps the seat token, and forwards the
 * protocol's messages to the UI. The UI only calls act/claim/... and listens.
 */
export class Connection {
  room!: Room<any, RoomState>;
  seat: string | null = null;
  /** Set when this connection shows a finished game's replay. */
  replay: ReplayMessage | null = null;
  /** The finished game a replay shows (its id, not the replay room's), or null outside a replay. */
  watchedGame: string | null = null;
  private welcomed = false;
  private name = "Player";
  private joinedId: string | null = null;
  /** The server's start id (GET /health): a different one after a drop means a restart. */
  private instance: string | null = null;
  private watching: ReturnType<typeof setInterval> | null = null;
  private rejoinRun = 0;
  legal: LegalMessage = { seq: 0, actions: [] };
  /**
   * The game's log as events, oldest first: replaced by every `history`, extended by every
   * `events` (so it survives a refresh, a reconnection and a server restart); its `version`
   * changes when lines already shown change, so a view knows to redraw the whole list.
   */
  readonly log = new LogBook();
  /** The chat so far (replaced by `history`, extended by `chat`). */
  chatLines: ChatOut[] = [];
  private n = 0;
  /**
   * The first part of this page's action ids: random, so a page opened again on the same seat
   * (refresh, another tab) never resends an earlier page's id (the server answers a known id of a
   * seat with its first answer and does not apply it again).
   */
  private readonly idBase = `c${Math.random().toString(36).slice(2, 10)}-`;
  private handlers: Partial<{ [K in keyof ConnectionEvents]: ConnectionEvents[K][] }> = {};
  private sdk = new Client(endpoint());

  /** Listens to one kind of message or connection news. */
  on<K extends keyof ConnectionEvents>(type: K, cb: ConnectionEvents[K]): void {
    ((this.handlers[type] ??= []) as ConnectionEvents[K][]).push(cb);
  }
  private emit<K extends keyof ConnectionEvents>(type: K, ...args: Parameters<ConnectionEvents[K]>): void {
    for (const cb of this.handlers[type] ?? []) (cb as (...a: unknown[]) => void)(...args);
  }

  /** The room state as the SDK decodes it. */
  get state(): RoomState {
    return this.room.state;
  }
  /** The game id (the room id, also the invite link's last part). */
  get gameId(): string {
    return this.room.roomId;
  }

  /** Creates a game in a new room `roomName` (a game plugin's) with its options, and takes the creator's place in it. */
  async create(roomName: string, options: Record<string, unknown>, name: string): Promise<void> {
    localStorage.setItem("zedfall:name", name);
    this.name = name;
    void this.fetchInstance();
    this.attach(await this.sdk.create(roomName, { ...options, name }));
    this.joinedId = this.room.roomId;
    await this.firstState();
  }

  /** Joins the game `gameId` (an invite link), taking back this browser's seat when it holds the game's seat token. */
  async join(gameId: string, name: string): Promise<void> {
    localStorage.setItem("zedfall:name", name);
    this.name = name;
    void this.fetchInstance();
    this.attach(await this.joinWithToken(gameId, name));
    this.joinedId = gameId;
    await this.firstState();
  }

  /**
   * Opens the replay of a finished game: a replay room of this viewer's own (its own step; the
   * server shares the game's rebuild between viewers: server/src/rooms/replay/ReplayRoom.ts); `watchedGame` names the game.
   */
  async watch(gameId: string): Promise<void> {
    this.watchedGame = gameId;
    const room = await this.sdk.create("replay", { gameId });
    room.onMessage("replay", (m: ReplayMessage) => {
      this.replay = m;
      this.emit("replay", m);
    });
    this.attach(room);
    await this.firstState();
    await new Promise<void>((resolve) => {
      const iv = setInterval(() => this.replay && (clearInterval(iv), resolve()), 20);
    });
  }

  /** Shows step `step` of the replay. */
  goto(step: number): void {
    this.room.send("goto", { step });
  }

  private async fetchInstance(): Promise<string | null> {
    try {
      const r = await fetch(`${endpoint()}/health`, { cache: "no-store" });
      const id = ((await r.json()) as { instance?: string }).instance ?? null;
      this.instance ??= id;
      return id;
    } catch {
      return null;
    }
  }

  /**
   * While the connection is down, asks the server every second whether it is the same process:
   * after a restart the SDK's reconnection cannot work (the room is gone), so the seat token takes
   * the seat back at once instead of waiting for the SDK to give up.
   */
  private watchForRestart(): void {
    this.stopWatching();
    this.watching = setInterval(async () => {
      const now = await this.fetchInstance();
      if (now && this.instance && now !== this.instance) {
        this.instance = now;
        this.stopWatching();
        this.room.reconnection.enabled = false;
        this.room.removeAllListeners();
        void this.rejoin();
      }
    }, 1000);
  }

  private stopWatching(): void {
    if (this.watching) clearInterval(this.watching);
    this.watching = null;
  }

  /**
   * Takes the seat back with the seat token (DESIGN "Seats": refresh, network drop, restart):
   * `joinById` reopens the game from the store if needed. Retries while the server is down; stops
   * when the server answers that the game cannot be reopened.
   */
  /**
   * `joinById` with this browser's seat token of the game; a token the game does not know (a
   * spectator's after a restart: spectators are not stored; a reset store) is forgotten and the
   * join made again without it, as a newcomer with the same name.
   */
  private async joinWithToken(gameId: string, name: string) {
    try {
      return await this.sdk.joinById(gameId, { name, token: savedToken(gameId) });
    } catch (e) {
      if (!/seat token belongs to no player/.test(String(e instanceof Error ? e.message : e))) throw e;
      localStorage.removeItem(tokenKey(gameId));
      return await this.sdk.joinById(gameId, { name });
    }
  }

  async rejoin(): Promise<void> {
    const id = this.joinedId;
    if (!id) return;
    const run = ++this.rejoinRun;
    for (let attempt = 1; attempt <= 120 && run === this.rejoinRun; attempt++) {
      this.emit("rejoining", attempt);
      try {
        const room = await this.joinWithToken(id, this.name);
        this.welcomed = false;
        this.attach(room);
        await this.firstState();
        void this.fetchInstance().then((i) => (this.instance = i));
        this.emit("rejoined");
        return;
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        // the server is up and says the game cannot be reopened (a damaged store row, an unknown game)
        if (/^game \S+(, seq \d+)?:|not found/.test(message)) return this.emit("failed", message);
        await new Promise((r) => setTimeout(r, Math.min(500 * attempt, 3000)));
      }
    }
  }

  /** The join resolves before the full state arrives: wait for it (and the welcome) before drawing. */
  private firstState(): Promise<void> {
    return new Promise((resolve) => {
      const ready = () => this.room.state && (this.room.state as RoomState).stage && this.welcomed;
      if (ready()) return resolve();
      const iv = setInterval(() => {
        if (ready()) {
          clearInterval(iv);
          resolve();
        }
      }, 20);
    });
  }

  private attach(room: Room<any, RoomState>): void {
    this.room = room;
    room.reconnection.maxRetries = 30;
    room.onMessage("welcome", (m: WelcomeMessage) => {
      this.seat = m.seat;
      this.welcomed = true;
      localStorage.setItem(tokenKey(m.gameId), m.token);
      this.emit("welcome", m);
    });
    room.onMessage("legal", (m: LegalMessage) => {
      this.legal = m;
      this.emit("legal", m);
    });
    room.onMessage("history", (m: HistoryMessage) => {
      this.log.replace(m);
      this.chatLines = [...lastLines(m.chat)];
      this.emit("history", m);
    });
    room.onMessage("events", (m: EventsMessage) => {
      this.log.append(m);
      this.emit("events", m);
    });
    // after each change, one message: the actor's ack, then the events, then the new legal list
    room.onMessage("applied", (m: AppliedMessage) => {
      const { ack, events, legal } = unpackApplied(m);
      if (ack) this.emit("ack", ack);
      this.log.append(events);
      this.emit("events", events);
      this.legal = legal;
      this.emit("legal", legal);
    });
    room.onMessage("rejected", (m: RejectedMessage) => this.emit("rejected", m));
    room.onMessage("ack", (m: AckMessage) => this.emit("ack", m));
    room.onMessage("hint", (m: HintMessage) => this.emit("hint", m));
    room.onMessage("chat", (m: ChatOut) => {
      this.chatLines.push(m);
      if (this.chatLines.length > CHAT_LINES_KEPT) this.chatLines.splice(0, this.chatLines.length - CHAT_LINES_KEPT);
      this.emit("chat", m);
    });
    room.onStateChange((s) => this.emit("state", s));
    room.onDrop(() => {
      this.emit("drop");
      if (!this.replay) this.watchForRestart();
    });
    room.onReconnect(() => {
      this.stopWatching();
      this.emit("reconnect");
    });
    room.onLeave((code) => {
      this.stopWatching();
      if (this.room !== room) return;
      this.emit("leave", code);
      // the SDK gave up, or the drop came too early for it: the seat token takes the seat back
      if (!NO_REJOIN.has(code) && !this.replay && this.joinedId) void this.rejoin();
    });
  }

  /** Sends one action; returns the id its `ack` or `rejected` answer carries. */
  act(action: object): string {
    const id = `${this.idBase}${++this.n}`;
    this.room.send("act", { id, action });
    return id;
  }
  /** Takes a seat (lobby; after the start, a bot's seat). */
  claim(seat: string): void {
    this.room.send("claim", { seat });
  }
  /** Leaves this connection's seat (lobby), or withdraws a request for a bot's seat (during the game). */
  release(): void {
    this.room.send("release", {});
  }
  /** Gives a seat to a bot or takes it back (the creator); `level`: one of the game's bot levels (absent: the seat keeps its own). */
  bot(seat: string, on: boolean, level?: string): void {
    this.room.send("bot", level === undefined ? { seat, on } : { seat, on, level });
  }
  /** The creator's answer to a request to take over a bot's seat after the start. */
  grant(seat: string, accept: boolean): void {
    this.room.send("grant", { seat, accept });
  }
  /** This connection's session id (the seats' `requesterSession` names the asker's). */
  sessionId(): string {
    return this.room.sessionId;
  }
  /** Starts the game (the creator). */
  start(): void {
    this.room.send("start", {});
  }
  /** Takes back this seat's last action, where the rules allow it. */
  undo(): void {
    this.room.send("undo", {});
  }
  /** Asks what the bot would do for this seat now (answered by `hint`, or `rejected`). */
  hint(): void {
    this.room.send("hint", {});
  }
  /** Says something in the game's chat. */
  chat(text: string): void {
    this.room.send("chat", { text });
  }
  /** Am I the creator (may give seats to bots and start)? */
  isHost(): boolean {
    return this.state.host === this.room.sessionId;
  }
}
