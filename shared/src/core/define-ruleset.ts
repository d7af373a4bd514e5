import type { z } from "zod";
import { copyPlain } from "./copy";
import type { Engine, KernelState } from "./engine";
import type { BaseAction, Bot, GameEvent, GameResult, LobbySpec, Ruleset, SeatId, SeatInfo, TimedDecision } from "./ruleset";
import type { UndoPolicy } from "./undo";

/** What `defineRuleset` reads of every game state besides the kernel's: the round and the result. */
export interface RulesetState extends KernelState {
  round: number;
  result: GameResult | null;
}

/** One seat in play as its game declares it: `seats` adds whether it may act now. */
export type SeatRow = Omit<SeatInfo, "active">;

/**
 * A game's declaration (docs/development/kernel.md): its own parts only. `defineRuleset` derives the
 * rest of the `Ruleset` from them: the legal lists, refusals and applications from `engine`, the
 * acting flag of each seat, the result and turn from the state, the copy from the kernel's.
 */
export interface RulesetSpec<State extends RulesetState, Action extends BaseAction, Options, View, Private, RoomOptions> {
  /** The game's id: its folder's name in every package, its room's name, its client plugin's id. */
  id: string;
  /** The sides that can win (`GameResult.winner`). */
  winners: readonly string[];
  /** The options' zod schema with defaults (the lobby's form is generated from it). */
  optionsSchema: z.ZodType<Options>;
  /** The lobby seats and the mapping from the room's options to `setup`'s. */
  lobby: LobbySpec<Options, RoomOptions>;
  /** The bots by name, and the name of the one a bot seat gets. */
  bots: Record<string, Bot<State, Action>>;
  defaultBot: string;
  /** Optional: the bots offered as lobby levels, weakest first (absent: the default bot alone). */
  botLevels?: readonly string[];
  /** Optional: the bots the server runs off the room's loop (absent: none). */
  offLoopBots?: readonly string[];
  /** Optional: the bot the hint asks (absent: the default bot). */
  hintBot?: string;
  /** The game's engine (`defineEngine`): its legal lists, checks and applications. */
  engine: Engine<State>;
  /** A new game from validated options and a seed string; throws RuleError BAD_OPTIONS. */
  setup(options: Options, seed: string): State;
  /** Optional: the same new game with the events of what the setup already ran (`Ruleset.setupWithEvents`). */
  setupWithEvents?(options: Options, seed: string): { state: State; events: GameEvent[] };
  /** Every seat in play, in display order, with its role and figures. */
  seats(state: State): SeatRow[];
  /** What `seat` (or a spectator) may see of the state. */
  view(state: State, seat: SeatId | "spectator"): View;
  /** The secrets of `seat` that only its holder may see. */
  privateOf(state: State, seat: SeatId): Private;
  /** The game's undo policy (`defineUndo`). */
  undo: UndoPolicy<State, Action>;
  /** Optional: the decision the server answers by itself after a while, or null (absent: the game has none). */
  timedDecision?(state: State): TimedDecision | null;
  /** Optional: the actions of a legal list that lose the game at once (`Ruleset.losingActions`; absent: none). */
  losingActions?(state: State, seat: SeatId, actions: Action[]): Action[];
  /** Every secret of `state`, by name, for a finished game's replay. */
  revealAll(state: State): Record<string, unknown>;
  /** The state as `seat` may know it, for a hint (`Ruleset.hintState`). */
  hintState(state: State, seat: SeatId): State;
}

/**
 * The `Ruleset` of a game's declaration: the declared parts as they are, plus the pass-throughs to
 * its engine (`legalActions`, `refusal`, `apply`, `applyStored`, `applyTrusted`), `seats` (each
 * declared seat with whether it is among the engine's acting seats), `result` and `turnOf` (the
 * state's own fields), `clone` (the kernel's `copyPlain`), for an undeclared `timedDecision`
 * or `losingActions` none, and for undeclared bot levels, off-loop bots and hint bot: the default
 * bot alone, none, the default bot. Throws Error when a level, an off-loop bot or the hint bot names
 * no bot, or the default bot is not a level.
 */
export function defineRuleset<State extends RulesetState, Action extends BaseAction, Options, View, Private, RoomOptions = Options>(
  spec: RulesetSpec<State, Action, Options, View, Private, RoomOptions>,
): Ruleset<State, Action, Options, View, Private, RoomOptions> {
  const { engine, undo } = spec;
  checkBots(spec);
  return {
    id: spec.id,
    winners: spec.winners,
    optionsSchema: spec.optionsSchema,
    lobby: spec.lobby,
    bots: spec.bots,
    defaultBot: spec.defaultBot,
    botLevels: spec.botLevels ?? [spec.defaultBot],
    offLoopBots: spec.offLoopBots ?? [],
    hintBot: spec.hintBot ?? spec.defaultBot,
    setup: spec.setup,
    ...(spec.setupWithEvents ? { setupWithEvents: spec.setupWithEvents } : {}),
    seats(s) {
      const acting = engine.actingSeats(s);
      return spec.seats(s).map((r) => ({ seat: r.seat, active: acting.includes(r.seat), role: r.role, figures: r.figures }));
    },
    legalActions: (s, seat) => engine.legalActions(s, seat) as Action[],
    apply: (s, seat, action) => engine.apply(s, seat, action),
    applyStored: (s, seat, action) => engine.applyStored(s, seat, action),
    applyTrusted: (s, seat, action) => engine.applyTrusted(s, seat, action),
    refusal: (s, seat, action) => engine.refusal(s, seat, action),
    view: spec.view,
    privateOf: spec.privateOf,
    result: (s) => s.result,
    undoable: (_s, seat, action) => undo.undoable(seat, action),
    undoRefusal: undo.refusal,
    timedDecision: spec.timedDecision ?? (() => null),
    losingActions: spec.losingActions ?? (() => []),
    turnOf: (s) => ({ round: s.round, phase: s.phase }),
    revealAll: spec.revealAll,
    clone: (s) => copyPlain(s),
    hintState: spec.hintState,
  };
}

/** Throws Error when a bot level, an off-loop bot or the hint bot of `spec` names no bot of it, or its default bot is not a level. */
function checkBots(spec: { id: string; bots: Record<string, unknown>; defaultBot: string; botLevels?: readonly string[]; offLoopBots?: readonly string[]; hintBot?: string }): void {
  const named = [spec.defaultBot, ...(spec.botLevels ?? []), ...(spec.offLoopBots ?? []), ...(spec.hintBot ? [spec.hintBot] : [])];
  const unknown = named.find((b) => !Object.hasOwn(spec.bots, b));
  if (unknown) throw new Error(`the ruleset '${spec.id}' names a bot it does not have: '${unknown}'`);
  if (spec.botLevels && !spec.botLevels.includes(spec.defaultBot)) throw new Error(`the ruleset '${spec.id}': its default bot '${spec.defaultBot}' is not one of its levels`);
}
