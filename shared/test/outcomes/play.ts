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
import { nameOf } from "../../src/house/characters";
import type { CharacterId } from "../../src/house/types";
import { SIEGE_BOARD, spaceLabel } from "../../src/siege/board";
import { unitName } from "../../src/siege/names";
import { zedsDef } from "../../src/siege/state/occupancy";
import { trainName } from "../../src/siege/rumors-and-rails/trains/lines";
import type { LineId } from "../../src/siege/board";
import type { PlayerUnit, ZedsUnit } from "../../src/siege/state/units";
import type { SiegeState } from "../../src/siege/state/game";
import { unitDef } from "../../src/siege/units/player";
import { INFESTED_VERMIN } from "../../src/siege/units/zeds";

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

type Words = Record<string, string>;
const SIEGE_EN = JSON.parse(readFileSync(new URL("../../../client/src/games/siege/i18n/en.json", import.meta.url), "utf8")) as { siege: { ask: Words; offer: Words; amuletRoll: Words; reason: Words } };
const HOUSE_EN = JSON.parse(readFileSync(new URL("../../../client/src/games/house/i18n/en.json", import.meta.url), "utf8")) as { reason: Words };

/** `words` with each `{{name}}` filled by `params[name]`. */
const fill = (words: string, params: Record<string, unknown>): string => words.replace(/\{\{(\w+)\}\}/g, (_m, p: string) => String(params[p]));

/** A Zeds unit as the rules named it in a lost game's English reason: `Zeds 7/4`, a Super-Zeds' or the Vermin's name. */
function zedsTitle(z: ZedsUnit): string {
  const d = zedsDef(z);
  if (z.kind === "spreader") return INFESTED_VERMIN.name;
  if (d.super) return d.super.name;
  return `Zeds ${d.full}/${d.reduced}`;
}

/** A space as the rules named it in a lost game's English reason: its printed name, else "Mountain #5" / "Mountain Start"; a box by its id. */
function placeName(id: string): string {
  const sp = SIEGE_BOARD.spaces.find((x) => x.id === id)!;
  if (sp.name) return sp.name;
  if (sp.track === null) return sp.id;
  const track = sp.track[0]!.toUpperCase() + sp.track.slice(1);
  return sp.num === 7 ? `${track} Start` : `${track} #${sp.num}`;
}

/** A Siege choice's param as the rules put it into their English question: a unit by its log name, a space by its label, a hero by its card's name, a train by its name; other values as they are. */
function askParam(s: SiegeState, k: string, v: string | number): string {
  if (k === "unit") return unitName(s.units[v] as PlayerUnit);
  if (k === "space") return spaceLabel(v as number);
  if (k === "hero") return unitDef(String(v)).name;
  if (k === "train") return trainName(v as LineId);
  return String(v);
}

/** An Amulet offer's outcome words (`siege.offer.<key>`): with a count, the English plural form of its words when it has them. */
function offerWords(key: string, params: Record<string, string | number>): string {
  const words = SIEGE_EN.siege.offer;
  const n = params.count;
  const form = n === undefined ? key : n === 1 && words[`${key}_one`] ? `${key}_one` : words[`${key}_other`] ? `${key}_other` : key;
  return fill(words[form]!, params);
}

/** A game's result (or House's gameOver event) with the English `reason` the rules gave it before reasons were keys; Siege's result then had no key and no Zeds ids. */
function oldResult(game: string, s: unknown, r: Record<string, unknown>): Record<string, unknown> {
  const params = (r.params ?? {}) as Record<string, unknown>;
  if (game === "house") {
    const words = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, k === "figure" ? nameOf(v as CharacterId) : v]));
    return { ...r, reason: fill(HOUSE_EN.reason[r.key as string]!, words) };
  }
  const st = s as SiegeState;
  const { zeds, ...rest } = params;
  const words = { zeds: ((zeds ?? []) as string[]).map((id) => zedsTitle(st.zeds[id]!)).join(" and "), space: typeof params.space === "string" ? placeName(params.space) : "" };
  const { key: _key, ...old } = r;
  return { ...old, params: rest, reason: fill(SIEGE_EN.siege.reason[r.key as string]!, words) };
}

/** A Siege pending decision with the English sentence the rules gave it before asks were keys (`text`), its Amulet offers' outcomes as English phrases. */
function oldDecision(s: SiegeState, d: Record<string, unknown>): Record<string, unknown> {
  const { key, params: raw, ...old } = d;
  const params = raw as Record<string, string | number>;
  if (key === "amulet") {
    const p = String(params.roll);
    const offers = (d.offers as Record<string, unknown>[]).map((o) => {
      if (!o.outcome) return o;
      const { params: op, ...x } = o;
      return { ...x, outcome: offerWords(o.outcome as string, op as Record<string, string | number>) };
    });
    const holder = unitDef((s.units[params.unit!] as PlayerUnit).def).name;
    return { ...old, offers, text: fill(SIEGE_EN.siege.ask.amulet!, { unit: holder, roll: SIEGE_EN.siege.amuletRoll[p] ?? `${p} roll` }) };
  }
  const words = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, askParam(s, k, v)]));
  return { ...old, text: fill(SIEGE_EN.siege.ask[key as string]!, words) };
}

/**
 * What the hash takes of `v` (a view, a state, events): the game's words as the rules gave them
 * before the wire spoke keys, rebuilt from the keys and params with the client's English words, so
 * the recorded hashes hold: a result's (and House's gameOver event's) English `reason`, a Siege
 * choice's or Amulet window's `text` and its offers' outcome phrases. Returns `v` itself when
 * nothing in it changes; never changes `v`.
 */
function oldWords(game: string, s: unknown, v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const out = v.map((x) => oldWords(game, s, x));
    return out.some((x, i) => x !== v[i]) ? out : v;
  }
  let o = v as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  let changed = false;
  for (const [k, x] of Object.entries(o)) {
    copy[k] = oldWords(game, s, x);
    if (copy[k] !== x) changed = true;
  }
  if (changed) o = copy;
  if (typeof o.winner === "string" && typeof o.rule === "string" && typeof o.key === "string") return oldResult(game, s, o);
  if (game === "siege" && (o.kind === "choose" || o.kind === "amulet") && typeof o.key === "string") return oldDecision(s as SiegeState, o);
  return o;
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
 * the chosen action and its events; at the end the final state (each with the game's English words
 * rebuilt: see oldWords). Also the number of actions played.
 * Throws when the game ends with a winner its ruleset does not declare (`Ruleset.winners`).
 */
export function playOutcome(g: OutcomeGame): { hash: string; actions: number } {
  const r = g.ruleset;
  const rnd = createRandom(g.botSeed);
  const h = createHash("sha256");
  const room = r.lobby.parseOptions(g.room);
  const { state: s, events: first } = r.setupWithEvents ? r.setupWithEvents(r.lobby.optionsFor(room, g.filled), g.seed) : { state: r.setup(r.lobby.optionsFor(room, g.filled), g.seed), events: [] };
  const game = g.key.startsWith("house") ? "house" : "siege";
  const old = (v: unknown): unknown => oldWords(game, s, v);
  feed(h, old(first));
  let actions = 0;
  for (; !r.result(s) && actions < CAP; actions++) {
    const seats = r.seats(s);
    let actor: SeatId | undefined;
    let actorLegal: BaseAction[] = [];
    for (const info of seats) {
      const legal = r.legalActions(s, info.seat);
      feed(h, { seat: info.seat, active: info.active, legal, view: old(r.view(s, info.seat)), private: old(r.privateOf(s, info.seat)) });
      if (actor === undefined && info.active) {
        actor = info.seat;
        actorLegal = legal;
      }
    }
    feed(h, old(r.view(s, "spectator")));
    if (actor === undefined) break;
    feed(h, refusalOf(r.refusal(s, actor, { type: "outcome-no-such-action" })));
    const action = choose(g, s, actor, actorLegal, rnd);
    feed(h, { actor, action });
    if (!action) break;
    const idle = seats.find((x) => !x.active);
    if (idle) feed(h, refusalOf(r.refusal(s, idle.seat, action)));
    feed(h, old(r.apply(s, actor, action)));
  }
  const result = r.result(s);
  if (result && !r.winners.includes(result.winner)) throw new Error(`${g.key}: the winner "${result.winner}" is not one of ${r.id}'s declared winners`);
  feed(h, old({ result, state: s }));
  return { hash: h.digest("hex"), actions };
}

/** The hash of a whole list: sha256 over its games' hashes in order. */
export function listHash(hashes: string[]): string {
  return createHash("sha256").update(hashes.join("\n")).digest("hex");
}
