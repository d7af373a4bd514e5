/**
 * Outcome fixtures (docs/development/testing.md "Outcome fixtures"): seeded games of each game with a
 * bot in every seat, hashed step by step, so that moving code around can be shown to change nothing a
 * player or a room could observe. The jest test (outcomes.test.ts) plays the first games of each
 * list; `npm run outcomes` plays all of them.
 */
import { createHash, type Hash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import type { RuleError } from "../../src/core/errors";
import { createRandom, drawInt, type RandomState } from "../../src/core/rng";
import type { AnyRuleset, BaseAction, SeatId } from "../../src/core/ruleset";

/** The games each outcome list holds (the issue asks for 200 per game). */
export const OUTCOME_GAMES = 200;
/** Actions cap of one game: a game that reaches it is hashed as it stands. */
const CAP = 4000;

/** One seeded game of the lists: its key in the fixture, the ruleset, the lobby's options and seats, the seeds, the chooser. */
export interface OutcomeGame {
  key: string;
  ruleset: AnyRuleset;
  room: Record<string, unknown>;
  filled: SeatId[];
  seed: string;
  botSeed: string;
  chooser: "greedy" | "random";
}

/** A game's outcome list, declared in its test folder (shared/test/<id>/outcomes.ts): its ruleset and the table of its game `i`. */
export interface OutcomeList {
  ruleset: AnyRuleset;
  /** The lobby's options and the filled seats of game `i`, with `seats` players besides any seat the game always fills. */
  table(i: number, seats: number): { room: Record<string, unknown>; filled: SeatId[] };
}

/** The games that have an outcome list: every game folder of shared/src (the kernel's and the protocol's aside). */
export const OUTCOME_LIST_GAMES: string[] = readdirSync(new URL("../../src/", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "core" && d.name !== "protocol")
  .map((d) => d.name);

/** Each game's outcome list, from its test folder (imported one after the other: Jest's module loader races on parallel imports). */
const LISTS: Record<string, OutcomeList> = {};
for (const game of OUTCOME_LIST_GAMES) LISTS[game] = ((await import(`../${game}/outcomes.ts`)) as { outcomes: OutcomeList }).outcomes;

/**
 * The game `i` (0-based) of a game's outcome list: the game's table for `i` with `1 + (i % 4)`
 * players, the greedy bot in every seat for even `i`, a seeded random chooser over the legal list
 * for odd `i`. Throws for a game without a list.
 */
export function outcomeGame(game: string, i: number): OutcomeGame {
  const list = LISTS[game];
  if (!list) throw new Error(`shared/test/${game}/outcomes.ts is missing`);
  const chooser = i % 2 === 0 ? "greedy" : "random";
  const { room, filled } = list.table(i, 1 + (i % 4));
  return { key: `${game}-${i}`, ruleset: list.ruleset, room, filled, seed: `outcome-${game}-${i}`, botSeed: `outcome-${game}-bot-${i}`, chooser };
}

/** Feeds `v` into `h` as canonical JSON (object keys sorted), so the order fields were written in does not count. */
function feed(h: Hash, v: unknown): void {
  if (v === null || typeof v !== "object") {
    h.update(v === undefined ? "u" : JSON.stringify(v));
    return;
  }
  if (Array.isArray(v)) {
    h.update("[");
    for (const x of v) {
      feed(h, x);
      h.update(",");
    }
    h.update("]");
    return;
  }
  h.update("{");
  for (const k of Object.keys(v).sort()) {
    const x = (v as Record<string, unknown>)[k];
    if (x === undefined) continue;
    h.update(JSON.stringify(k));
    h.update(":");
    feed(h, x);
    h.update(",");
  }
  h.update("}");
}

const SHELL_EN = JSON.parse(readFileSync(new URL("../../../client/src/shell/i18n/en.json", import.meta.url), "utf8")) as { rejected: { msg: Record<string, string> } };

/**
 * A refusal as data: its code and its key said by the client's English line with its params
 * (the kernel's refusals, `msg.*`: the sentence the rules sent before refusals were keys, so the
 * recorded hashes hold), or null when the action was not refused.
 */
function refusalOf(e: Error | null): unknown {
  if (e === null) return null;
  const r = e as RuleError;
  const words = SHELL_EN.rejected.msg[r.key.replace(/^msg\./, "")];
  if (!r.key.startsWith("msg.") || words === undefined) throw new Error(`no English line for the refusal ${r.key}`);
  return { code: r.code, message: words.replace(/\{\{(\w+)\}\}/g, (_m, p: string) => String(r.params[p])) };
}

/** The action the game's chooser takes for `seat`: the greedy bot's, or a uniform pick from the legal list. */
function choose(g: OutcomeGame, s: unknown, seat: SeatId, legal: BaseAction[], rnd: RandomState): BaseAction | null {
  if (g.chooser === "greedy") return g.ruleset.bots.greedy!(s, seat, rnd);
  if (legal.length === 0) return null;
  return legal[drawInt(rnd, 0, legal.length - 1)]!;
}

/**
 * Plays `g` to its end (or the cap) and returns the sha256 (hex) over, at every step: each seat's
 * legal list, view and private part, the spectator's view, the refusal of an action of an unknown
 * type by the acting seat and of the chosen action by a seat that may not act (when there is one),
 * the chosen action and its events; at the end the final state. Also the number of actions played.
 * Throws when the game ends with a winner its ruleset does not declare (`Ruleset.winners`).
 */
export function playOutcome(g: OutcomeGame): { hash: string; actions: number } {
  const r = g.ruleset;
  const rnd = createRandom(g.botSeed);
  const h = createHash("sha256");
  const room = r.lobby.parseOptions(g.room);
  const { state: s, events: first } = r.setupWithEvents ? r.setupWithEvents(r.lobby.optionsFor(room, g.filled), g.seed) : { state: r.setup(r.lobby.optionsFor(room, g.filled), g.seed), events: [] };
  feed(h, first);
  let actions = 0;
  for (; !r.result(s) && actions < CAP; actions++) {
    const seats = r.seats(s);
    let actor: SeatId | undefined;
    let actorLegal: BaseAction[] = [];
    for (const info of seats) {
      const legal = r.legalActions(s, info.seat);
      feed(h, { seat: info.seat, active: info.active, legal, view: r.view(s, info.seat), private: r.privateOf(s, info.seat) });
      if (actor === undefined && info.active) {
        actor = info.seat;
        actorLegal = legal;
      }
    }
    feed(h, r.view(s, "spectator"));
    if (actor === undefined) break;
    feed(h, refusalOf(r.refusal(s, actor, { type: "outcome-no-such-action" })));
    const action = choose(g, s, actor, actorLegal, rnd);
    feed(h, { actor, action });
    if (!action) break;
    const idle = seats.find((x) => !x.active);
    if (idle) feed(h, refusalOf(r.refusal(s, idle.seat, action)));
    feed(h, r.apply(s, actor, action));
  }
  const result = r.result(s);
  if (result && !r.winners.includes(result.winner)) throw new Error(`${g.key}: the winner "${result.winner}" is not one of ${r.id}'s declared winners`);
  feed(h, { result, state: s });
  return { hash: h.digest("hex"), actions };
}

/** The hash of a whole list: sha256 over its games' hashes in order. */
export function listHash(hashes: string[]): string {
  return createHash("sha256").update(hashes.join("\n")).digest("hex");
}
