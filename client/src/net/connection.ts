import { Client, type Room } from "@colyseus/sdk";
import type { EventsMessage, LegalMessage, RejectedMessage, RoomState, WelcomeMessage, ChatOut, AckMessage } from "@zedfall/shared/src/protocol";

/** The server: the page's own origin (the server serves the client), or VITE_SERVER in `vite dev`. */
export function endpoint(): string {
  const env = import.meta.env.VITE_SERVER as string | undefined;
  return env ?? location.origin;
}

const tokenKey = (gameId: string) => `zedfall:token:${gameId}`;
/** The seat token of a game, kept in the browser (it re-claims the seat after a refresh). */
export const savedToken = (gameId: string) => localStorage.getItem(tokenKey(gameId)) ?? undefined;
export const savedName = () => localStorage.getItem("zedfall:name") ?? "";

export interface ConnectionEvents {
  welcome(m: WelcomeMessage): void;
  legal(m: LegalMessage): void;
  events(m: EventsMessage): void;
  rejected(m: RejectedMessage): void;
  ack(m: AckMessage): void;
  chat(m: ChatOut): void;
  state(s: RoomState): void;
  drop(): void;
  reconnect(): void;
  leave(code: number): void;
}

/**
 * One game connection: creates or joins the room, keeps the seat token, and forwards the
 * protocol's messages to the UI. The UI only calls act/claim/... and listens.
 */
export class Connection {
  room!: Room<any, RoomState>;
  seat: string | null = null;
  private welcomed = false;
  legal: LegalMessage = { seq: 0, actions: [] };
  private n = 0;
  private handlers: Partial<{ [K in keyof ConnectionEvents]: ConnectionEvents[K][] }> = {};
  private sdk = new Client(endpoint());

  on<K extends keyof ConnectionEvents>(type: K, cb: ConnectionEvents[K]): void {
    ((this.handlers[type] ??= []) as ConnectionEvents[K][]).push(cb);
  }
  private emit<K extends keyof ConnectionEvents>(type: K, ...args: Parameters<ConnectionEvents[K]>): void {
    for (const cb of this.handlers[type] ?? []) (cb as (...a: unknown[]) => void)(...args);
  }

  get state(): RoomState {
    return this.room.state;
  }
  get gameId(): string {
    return this.room.roomId;
  }

  async create(options: Record<string, unknown>, name: string): Promise<void> {
    localStorage.setItem("zedfall:name", name);
    this.attach(await this.sdk.create("house", { ...options, name }));
    await this.firstState();
  }

  async join(gameId: string, name: string): Promise<void> {
    localStorage.setItem("zedfall:name", name);
    this.attach(await this.sdk.joinById(gameId, { name, token: savedToken(gameId) }));
    await this.firstState();
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
    room.onMessage("events", (m: EventsMessage) => this.emit("events", m));
    room.onMessage("rejected", (m: RejectedMessage) => this.emit("rejected", m));
    room.onMessage("ack", (m: AckMessage) => this.emit("ack", m));
    room.onMessage("chat", (m: ChatOut) => this.emit("chat", m));
    room.onStateChange((s) => this.emit("state", s));
    room.onDrop(() => this.emit("drop"));
    room.onReconnect(() => this.emit("reconnect"));
    room.onLeave((code) => this.emit("leave", code));
  }

  act(action: object): string {
    const id = `c${++this.n}`;
    this.room.send("act", { id, action });
    return id;
  }
  claim(seat: string): void {
    this.room.send("claim", { seat });
  }
  release(): void {
    this.room.send("release", {});
  }
  bot(seat: string, on: boolean): void {
    this.room.send("bot", { seat, on });
  }
  start(): void {
    this.room.send("start", {});
  }
  undo(): void {
    this.room.send("undo", {});
  }
  chat(text: string): void {
    this.room.send("chat", { text });
  }
  /** Am I the creator (may give seats to bots and start)? */
  isHost(): boolean {
    return this.state.host === this.room.sessionId;
  }
}
