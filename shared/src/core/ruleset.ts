import type { z } from "zod";
import type { RandomState } from "./rng";
import type { Refusal } from "./refusal";

/** A seat id: House `zombie`, `human1`…`human4`; Siege `seat1`…`seat4`. */
export type SeatId = string;

/** Who sits where and whether that seat may act now (`seats(state)`). */
export interface SeatInfo {
  seat: SeatId;
  /** The seat may send an action now (its legal list is not empty). */
  active: boolean;
  /** Display role, e.g. "zombie", "human", "defender". */
  role: string;
  /** Figures or units this seat controls (ids), for display. */
  figures: string[];
}

/**
 * Something that happened, for logs and animations. `type` names it, `rule` cites the clause or
 * section it applied (`H-B11`, `house §9.4`); the rest is data (ids and plain values), which the
 * client words in the reader's language: no event carries a sentence. Each game types its events as
 * a union (house/events.ts, siege/state/events.ts); this is the shape the kernel and the room share.
 * Events never carry information the receiving seat may not see: a rule module returns public
 * events only, plus private events addressed to one seat in `onlyFor`.
 */
export interface GameEvent {
  type: string;
  rule?: string;
  onlyFor?: SeatId;
  [key: string]: unknown;
}

/**
 * The end of a game: the winning side and why, as data: `key` names the reason for the client's
 * words (`reason.<key>` in the game's words), `params` the values its sentence needs (ids, numbers,
 * lists of ids) and the game's own figures (Siege's score). A result stored before reasons were keys
 * may carry an English `reason` and no key: a client says it by its rule.
 */
export interface GameResult {
  /** The winning side: one of the ruleset's `winners`. */
  winner: string;
  rule: string;
  key: string;
  params?: Record<string, string | number | string[]>;
}

/** Any action: plain JSON with a string `type`; the rest is the game's. */
export interface BaseAction {
  type: string;
}

/**
 * A decision the game waits on that the server answers by itself when its seat lets it wait
 * (house DoR 3: an unanswered `ask` grab window is declined after `reactionSeconds`).
 */
export interface TimedDecision {
  /** The seat that is asked. */
  seat: SeatId;
  /** The action the server sends as that seat's when the time is up. */
  action: BaseAction;
  /** How long the seat may think, in seconds. */
  seconds: number;
}

/** One seat of a game's lobby, in display order. */
export interface LobbySeat {
  id: SeatId;
  role: string;
}

/**
 * The lobby side of a ruleset: which seats there are, which must be filled to start, and how the
 * creator's options plus the filled seats become the options of `setup`. The server's lobby knows
 * nothing else of the game.
 */
export interface LobbySpec<Options, RoomOptions> {
  seats: LobbySeat[];
  /**
   * Validates the creator's options (everything but the seats); throws RuleError BAD_OPTIONS naming
   * the bad option.
   */
  parseOptions(raw: unknown): RoomOptions;
  /** Why the game cannot start with these filled seats (a refusal), or null. */
  cannotStart(filled: SeatId[]): Refusal | null;
  /** The options of `setup` for the room's options and the seats filled at the start. */
  optionsFor(room: RoomOptions, filled: SeatId[]): Options;
}

/**
 * What the room tells a bot about the table (game-neutral): `people`, the seats people hold now.
 * Without it (benches, play-outs, hints) the bot plays as if every seat were a bot.
 */
export interface BotTable {
  people: readonly SeatId[];
}

/**
 * A bot: the seat's next action from the state, the bot's own generator (advanced in place) and,
 * in a room, who holds the other seats; null when it has none now (it may wait for a person: the
 * room asks again after the next action).
 */
export type Bot<State, Action> = (state: State, seat: SeatId, rnd: RandomState, table?: BotTable) => Action | null;

/**
 * The rule-module contract (docs/development/kernel.md). Every function is pure and
 * deterministic: no I/O, no clock, randomness only from the generator carried in `State`.
 * State is plain JSON; `apply` mutates it in place.
 */
export interface Ruleset<State, Action extends BaseAction, Options, View, Private, RoomOptions = Options> {
  /** The game's id: its folder's name in every package, its room's name, its client plugin's id. */
  id: string;
  /** The sides that can win (`GameResult.winner`), each worded by the client's `game.winner_<side>`. */
  winners: readonly string[];
  /** The options' zod schema with defaults (the lobby's form is generated from it). */
  optionsSchema: z.ZodType<Options>;
  /** The lobby seats and the mapping from the room's options to `setup`'s. */
  lobby: LobbySpec<Options, RoomOptions>;
  /** The bots by name; `defaultBot` names the one a bot seat gets unless its level says otherwise. */
  bots: Record<string, Bot<State, Action>>;
  defaultBot: string;
  /**
   * The bots the lobby offers as levels of a bot seat (names of `bots`, weakest first; `defaultBot`
   * among them). The words of a level are the game's (`botLevel.<name>`); one level: no choice is shown.
   */
  botLevels: readonly string[];
  /**
   * The bots too slow for a room's event loop (a search, a second a decision): the server runs their
   * decisions on its bot threads, on the seat's `hintState`, never on the room's own loop.
   */
  offLoopBots: readonly string[];
  /** The bot the hint asks (a name of `bots`). */
  hintBot: string;
  /** A new game from validated options and a seed string; throws RuleError BAD_OPTIONS. */
  setup(options: Options, seed: string): State;
  /**
   * The same new game as `setup`, with the events of what the setup already ran (a game whose first
   * phases run before any seat acts: Siege's first round up to the first seat action, D1), so the
   * room can log them at the start. Absent: the setup logs nothing (the server uses `setup`).
   */
  setupWithEvents?(options: Options, seed: string): { state: State; events: GameEvent[] };
  /** Every seat in play and whether it may act now. */
  seats(state: State): SeatInfo[];
  /** The complete list of the seat's legal actions; empty when it may not act. */
  legalActions(state: State, seat: SeatId): Action[];
  /**
   * Checks `action` of `seat`, then carries it out on `state` in place and returns the events it
   * caused. A refusal throws RuleError (NOT_YOUR_TURN, ILLEGAL_ACTION, GAME_OVER) before the first
   * write, so a refused action leaves the state untouched.
   */
  apply(state: State, seat: SeatId, action: Action): GameEvent[];
  /**
   * Carries out an action of a stored log (a replay, a restart's rebuild) as `apply` does, but
   * without the bounds of ours on free actions (Siege F1, House F1): they hold for new actions (the
   * legal list, `refusal`, `apply`), so a log stored before a bound, or past it, replays as it was played.
   */
  applyStored(state: State, seat: SeatId, action: Action): GameEvent[];
  /**
   * Carries out an action the caller already knows to be legal (it is in the seat's legal list for
   * this very state), in place, without checking it again. Anything else is a bug of the caller.
   */
  applyTrusted(state: State, seat: SeatId, action: Action): GameEvent[];
  /** Why `action` is refused for `seat` (a RuleError), or null when it is legal. Never changes `state`. */
  refusal(state: State, seat: SeatId, action: unknown): Error | null;
  /** What `seat` (or a spectator) may see of the state: no secrets of other seats. */
  view(state: State, seat: SeatId | "spectator"): View;
  /** The secrets of `seat` that only its holder may see (a hand, armed cards), typed per game. */
  privateOf(state: State, seat: SeatId): Private;
  /** The result once the game is over, else null. */
  result(state: State): GameResult | null;
  /**
   * Whether `seat` could take `action` back once it is applied (misclick protection): the room
   * keeps a copy of the state before the action only then.
   */
  undoable(state: State, seat: SeatId, action: Action): boolean;
  /**
   * Why `seat` may not take back its last action (null when it may). `before`/`after` are the
   * states around it, `events` what it caused; the room has checked it is the game's last action
   * and this seat's.
   */
  undoRefusal(before: State, after: State, seat: SeatId, action: Action, events: GameEvent[]): Refusal | null;
  /** The decision the server answers by itself after a while, or null. */
  timedDecision(state: State): TimedDecision | null;
  /**
   * The actions of `actions` (`seat`'s legal list in `state`) that would lose the game at once, as
   * the rules see it from what every player sees (the client confirms them before sending); empty
   * for a game that marks none.
   */
  losingActions(state: State, seat: SeatId, actions: Action[]): Action[];
  /** The round and phase of `state` (log headings, a replay's "jump to turn" list). */
  turnOf(state: State): { round: number; phase: string };
  /** Every secret of `state`, by name, for a finished game's replay. */
  revealAll(state: State): Record<string, unknown>;
  /** A deep copy of `state` that shares nothing with it (undo, bots' look-ahead, snapshots). */
  clone(state: State): State;
  /**
   * The state as `seat` may know it, for a hint and an off-loop bot (the room runs the hint bot, or
   * the seat's off-loop bot, on it on the server's bot threads): a fresh copy
   * sharing nothing with `state`, in which every secret `seat` may not see (deck orders, face-down
   * identities, another seat's hand, the generator) is replaced by a stand-in that depends on
   * nothing secret, so that two states differing only in those secrets give the same copy. Its
   * legal actions for `seat` are those of `state` (legality never depends on a secret).
   */
  hintState(state: State, seat: SeatId): State;
}

/** A ruleset with its type parameters erased, as the server's table of games holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any, any>;
