import { defineRuleset } from "../core/define-ruleset";
import { refuse } from "../core/refusal";
import { RuleError } from "../core/errors";
import type { GameEvent } from "../core/ruleset";
import type { SiegeAction } from "./actions";
import { playOutWith, replayWith, siegeBots, type LogEntry, type SiegeBot } from "./bot";
export { searchBotOf, STRONG_BUDGET, type SearchBudget } from "./bot";
import { siegeEngine } from "./ruleset/engine";
import { parseSiegeOptions, siegeOptionsSchema } from "./state/options";
import { siegePrivateOf, siegeRevealAll, siegeUndo, type SiegePrivate } from "./ruleset/policy";
import { settleSiege } from "./round/settle";
import { setupSiege } from "./ruleset/setup";
import { siegeHintState } from "./ruleset/hint";
import type { SiegeState } from "./state/game";
import type { SiegeOptions, SiegeSeatId } from "./state/options";
import { viewSiege, type SiegeView } from "./ruleset/view";
import { losingActions } from "./ruleset/losing";

export type { SiegeAction, SiegeView, SiegePrivate };
export type * from "./actions";
export type * from "./state";
export { siegeOptionsSchema, parseSiegeOptions };
export { siegeEngine };
export { SIEGE_BOARD, spaceIndex, spaceLabel } from "./board";
export type { SiegeBot, LogEntry };

/** The bots by name, over the Siege engine: "random" (legal-random), "greedy" (the defender) and "strong" (the search bot). */
export const SIEGE_BOTS = siegeBots(siegeEngine);
/** The legal-random bot: one of the seat's legal actions, uniformly, from its own generator; null when it may not act. */
export const randomBot: SiegeBot = SIEGE_BOTS.random;
/** The greedy defender (bot/greedy.ts): the best-scoring legal action, ties broken by the bot's generator. */
export const greedyBot: SiegeBot = SIEGE_BOTS.greedy;

/**
 * Plays a Siege game to its end with a bot in every seat (`bots` by seat, `fallback` for the rest),
 * one bot generator seeded from `botSeed`; stops after `maxActions` or when no seat acts (a stall).
 * Returns the final state, the action log and whether it stalled. `start` is not changed.
 */
export function playOut(start: SiegeState, bots: Partial<Record<SiegeSeatId, SiegeBot>>, fallback: SiegeBot, botSeed: string, maxActions?: number): { state: SiegeState; log: LogEntry[]; stalled: boolean } {
  return playOutWith(siegeEngine, start, bots, fallback, botSeed, maxActions);
}

/** Rebuilds a Siege game from its first state and action log; `start` is not changed. */
export function replay(start: SiegeState, log: LogEntry[]): SiegeState {
  return replayWith(siegeEngine, start, log);
}

const SEATS: SiegeSeatId[] = ["seat1", "seat2", "seat3", "seat4"];

/** The Siege options the creator picks in the lobby: everything but the seats, which the lobby fills. */
export type SiegeRoomOptions = Omit<SiegeOptions, "seats">;

/**
 * A new Siege game (§2.0) with its first round run up to the first seat action (D1): setup, then
 * the round flow from the first Draw until a seat must act or decide. Returns the state and the
 * events of that first run (the Event card drawn, the Zeds' moves, the Chaos placed…), which the
 * room logs at the start as it logs every later round. Throws RuleError BAD_OPTIONS.
 */
export function newSiegeGameWithEvents(options: Partial<SiegeOptions>, seed: string): { state: SiegeState; events: GameEvent[] } {
  const s = setupSiege(options, seed);
  s.work.push({ t: "enter", phase: "draw" });
  const events: GameEvent[] = [];
  settleSiege(s, events, siegeEngine.kernel);
  return { state: s, events };
}

/** newSiegeGameWithEvents without the events. */
export function newSiegeGame(options: Partial<SiegeOptions>, seed: string): SiegeState {
  return newSiegeGameWithEvents(options, seed).state;
}

/**
 * The Siege rule module (docs/development/kernel.md; siege D1–D6) over plain-JSON SiegeState:
 * co-op seats `seat1`…`seat4`, all defenders; the game runs the Zeds. The seats filled in the lobby
 * become `seats` (units dealt round-robin, G30).
 */
export const siege = defineRuleset<SiegeState, SiegeAction, Partial<SiegeOptions>, SiegeView, SiegePrivate, SiegeRoomOptions>({
  id: "siege",
  winners: ["defenders", "zeds"],
  optionsSchema: siegeOptionsSchema as never,
  lobby: {
    seats: SEATS.map((id) => ({ id, role: "defender" })),
    parseOptions(raw) {
      if (raw && typeof raw === "object" && "seats" in raw) throw new RuleError("BAD_OPTIONS", refuse("msg.seatsInLobby", { option: "seats" }));
      const { seats: _s, ...rest } = parseSiegeOptions({ ...(raw as object), seats: ["seat1"] });
      return rest;
    },
    cannotStart(filled) {
      return filled.some((x) => SEATS.includes(x as SiegeSeatId)) ? null : refuse("siege.seatEmpty");
    },
    // room options come parsed (every option filled in, `heroes` and `pressure` included); stored
    // options without `heroes` were written before the Level II hero draw existed, when every game
    // dealt the Basic four and the Furies, and those without `pressure` before G31, when Zeds Pressure
    // came every round: they set up (and replay) that way
    optionsFor: (room, filled): Partial<SiegeOptions> => {
      const r = room as Partial<SiegeOptions>;
      return { ...room, heroes: r.heroes ?? "basic", pressure: r.pressure ?? "every-round", seats: filled.filter((x) => SEATS.includes(x as SiegeSeatId)) as SiegeSeatId[] };
    },
  },
  bots: SIEGE_BOTS as never,
  defaultBot: "greedy",
  // the lobby offers greedy (fast) and strong (the search, about a second a decision: it runs on
  // the server's bot threads, off the rooms' loop); the hint asks the strong bot
  botLevels: ["greedy", "strong"],
  offLoopBots: ["strong"],
  hintBot: "strong",
  engine: siegeEngine,
  setup: (options, seed) => newSiegeGame(options, seed),
  setupWithEvents: (options, seed) => newSiegeGameWithEvents(options, seed),
  seats: (s) => s.seats.map((seat) => ({ seat, role: "defender", figures: Object.values(s.units).filter((u) => u.seat === seat).map((u) => u.id).sort() })),
  view: (s, seat) => viewSiege(s, seat as SiegeSeatId | "spectator"),
  privateOf: siegePrivateOf,
  undo: siegeUndo,
  // an action that loses the game at once is marked for the client's warning (G10, losing.ts)
  losingActions: (s, seat, actions) => losingActions(siegeEngine, s, seat as SiegeSeatId, actions),
  // no timed decisions: the server waits for every seat's choice (D6)
  revealAll: siegeRevealAll,
  hintState: (s) => siegeHintState(s),
});
