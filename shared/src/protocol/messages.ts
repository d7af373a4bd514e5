import { z } from "zod";
import type { Refusal } from "../core/refusal";
import { cleanText } from "./text";

/**
 * The wire protocol (docs/development/protocol.md): zod schemas of every client → server message and
 * the types of every server → client message. Both the server (validation inside the handler) and
 * the client (typing) use this file; it has no game-specific parts.
 */

/** Stable codes of `rejected` (docs/development/protocol.md). */
export const REJECT_CODES = [
  "BAD_MESSAGE",
  "NOT_SEATED",
  "NOT_YOUR_TURN",
  "ILLEGAL_ACTION",
  "GAME_OVER",
  "UNDO_REFUSED",
  "RATE_LIMITED",
] as const;
export type RejectCode = (typeof REJECT_CODES)[number];

const seatId = z.string().min(1).max(16).regex(/^[a-z0-9]+$/, "a seat id is lower-case letters and digits");

/** `act {id, action}`: only the envelope is checked here; the action itself is the rule module's business. */
export const actMessage = z.object({ id: z.string().min(1).max(64), action: z.object({ type: z.string() }).passthrough() }).strict();
export const claimMessage = z.object({ seat: seatId }).strict();
export const releaseMessage = z.object({}).strict();
/** A bot level's name: one of the ruleset's `botLevels` (the room refuses any other). */
const botLevel = z.string().min(1).max(32).regex(/^[a-z0-9-]+$/, "a bot level is lower-case letters, digits and dashes");
/** `bot {seat, on, level?}`: the creator gives a seat to a bot (`level`: which of the game's bot levels; absent: the seat's level, at first the game's default) or takes it back in the lobby. */
export const botMessage = z.object({ seat: seatId, on: z.boolean(), level: botLevel.optional() }).strict();
/** `grant {seat, accept}`: the creator's answer to a request to take over a bot's seat after the start. */
export const grantMessage = z.object({ seat: seatId, accept: z.boolean() }).strict();
export const startMessage = z.object({}).strict();
export const undoMessage = z.object({}).strict();
/** `hint {}`: a seated player asks what the game's bot would do for its seat now (answered `hint` to that client only). */
export const hintMessage = z.object({}).strict();
/** A chat line as sent (at most 2000 characters), cleaned by `cleanText` (breaks become spaces), then 1–500 characters. */
const chatText = z
  .string()
  .max(2000)
  .transform((s) => cleanText(s, true))
  .pipe(z.string().min(1, "a chat line needs at least one visible character").max(500));
export const chatMessage = z.object({ text: chatText }).strict();

const messages = {
  act: actMessage,
  claim: claimMessage,
  release: releaseMessage,
  bot: botMessage,
  grant: grantMessage,
  start: startMessage,
  undo: undoMessage,
  hint: hintMessage,
  chat: chatMessage,
} as const;
/**
 * Every client → server message type with its payload schema. A null-prototype object, so that a
 * message type such as "constructor" or "__proto__" finds no schema (and is refused as BAD_MESSAGE).
 */
export const CLIENT_MESSAGES: typeof messages = Object.freeze(Object.assign(Object.create(null) as object, messages)) as typeof messages;
export type ClientMessageType = keyof typeof messages;
export type ActMessage = z.infer<typeof actMessage>;

/**
 * A player's name: at most 200 characters as sent, cleaned by `cleanText` (text.ts: NFC, no
 * controls, bidi or zero-width characters, one space between words), then 1–32 characters.
 */
export const playerName = z
  .string()
  .max(200)
  .transform((s) => cleanText(s))
  .pipe(z.string().min(1, "a name needs at least one visible character").max(32));

/** Options of `joinById(gameId, {name, token?})` (and the player part of `create`). */
export const joinOptions = z.object({ name: playerName.default("Player"), token: z.string().min(8).max(128).optional() }).passthrough();

/** A seat token: crypto-random, kept by the browser, re-claims the player's seat (docs/development/protocol.md, "Seats under hostile input"). */
export type SeatToken = string;

// ---- server → client ----

/** `welcome`: the game, the seat this client holds (null before a claim) and its token. */
export interface WelcomeMessage {
  gameId: string;
  seat: string | null;
  token: SeatToken;
}
/** `legal`: this seat's complete list of legal actions; `seq` is the last applied action's number. */
export interface LegalMessage {
  seq: number;
  actions: { type: string; [k: string]: unknown }[];
  /** Whether the server would take back this seat's last action now (the ruleset's undo policy); absent from older servers and replays. */
  undo?: boolean;
  /** The keys (`actionKey`) of the listed actions that would lose the game at once, as the rules see it (the client confirms them first); absent when none. */
  loses?: string[];
}
export interface AckMessage {
  id: string;
  seq: number;
}
/** `rejected {id, code, key, params}`: the refusal as the client's words key and its params (no English sentence). */
export interface RejectedMessage extends Refusal {
  id: string | null;
  code: RejectCode;
}
/** A game event as sent to one client (public, or addressed to its seat). */
export interface WireEvent {
  type: string;
  rule?: string;
  [k: string]: unknown;
}
export interface EventsMessage {
  seq: number;
  events: WireEvent[];
  /** The room's own batch (the start, a seat change, a reopening), which an undo never takes back; absent for an action's events. */
  room?: true;
}
/**
 * `applied`: the one message a client gets after each change of the game (an applied action, an
 * undo, the start), right after the state patch: the change's events this seat may see (`events`,
 * as an `events` message carries them), this seat's new legal list (`actions`, `undo`, as in
 * `legal`), and for the client whose act it was, that act's `ack` (its id). `seq` is the number
 * of the last applied action, for all three. `unpackApplied` splits it into those messages.
 */
export interface AppliedMessage {
  seq: number;
  events: WireEvent[];
  actions: LegalMessage["actions"];
  undo: boolean;
  /** As in `legal`: the keys of the listed actions that would lose the game at once; absent when none. */
  loses?: string[];
  /** The id of this client's act that was applied (its `ack`); absent for everyone else. */
  ack?: string;
}

/**
 * The `ack` (to the actor only, else null), `events` and `legal` messages an `applied` message
 * carries, in the order a client handles them.
 */
export function unpackApplied(m: AppliedMessage): { ack: AckMessage | null; events: EventsMessage; legal: LegalMessage } {
  return {
    ack: m.ack === undefined ? null : { id: m.ack, seq: m.seq },
    events: { seq: m.seq, events: m.events },
    legal: { seq: m.seq, actions: m.actions, undo: m.undo, ...(m.loses ? { loses: m.loses } : {}) },
  };
}

export interface ChatOut {
  from: string;
  seat: string | null;
  text: string;
  at: number;
}

/**
 * `history`: sent on join, on a reconnection and after a restart (the client rejoins), before its
 * `legal`: every past batch of events this seat may see (public ones and those addressed to it),
 * each as the `events` message that carried it, oldest first — the newest 3,000 lines' batches at
 * most, after a `historyCut` line (a room batch) when older ones were let go — and the chat the
 * room keeps in memory (the last 200 lines; none after a restart). A client replaces its log with it; later
 * `applied` and `events` messages append. In a replay room it is sent after every jump other than one step
 * forward, and holds every event up to the step shown.
 */
export interface HistoryMessage {
  events: EventsMessage[];
  chat: ChatOut[];
}

/**
 * `hint`: the answer to `hint {}`, sent to the asking client only: the action the ruleset's default
 * bot would send for the seat at `seq`, one of the seat's `legal` actions of that seq. The bot ran
 * on the state as the seat may know it (Ruleset.hintState), with a generator seeded from the public
 * `seq`: the same position gives the same hint, and the game's own generator is never touched.
 */
export interface HintMessage {
  seq: number;
  action: { type: string; [k: string]: unknown };
}

/** Server → client message types and payloads. */
export interface ServerMessages {
  welcome: WelcomeMessage;
  applied: AppliedMessage;
  legal: LegalMessage;
  ack: AckMessage;
  rejected: RejectedMessage;
  events: EventsMessage;
  history: HistoryMessage;
  chat: ChatOut;
  hint: HintMessage;
}
