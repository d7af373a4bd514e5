import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, isStart, spaceLabel, type TrackId } from "../../board";
import { RUMORS, type RumorKind } from "../../cards/fate/deck";
import { choice } from "../../procedure/choices";
import { defOf, hasZedsAt, zedsStrength, zedsHere } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { RumorId, RumorMill } from "../../state/rumors";
import type { SiegeStep } from "../../state/steps";
import type { PlayerUnit } from "../../state/units";
import { revealPlace } from "./place";
import type { SiegeEvent } from "../../state/events";

/*
 * The Rumor Mill's core (Part A2, S-R2, G8): the secret placement after each Refugees arrival in
 * the Camp, and the reveal of a face-down token. The drawn rumor is never named in an event, a
 * decision or a work step (D4): between its draw and its placement it stays the top card of the
 * secret stack (`s.rumors.stack[0]`), and a token's id (`r1`, `r2`, …) says nothing about it.
 * (So while the lead picks the Fated track of a rumor's Fate draw, the stack's size still counts
 * the drawn rumor.) A revealed token leaves the map (`s.spaces[at].rumor` is cleared) and its
 * record stays in `tokens` with `revealed: true`: the rumor is public from then on.
 */

/** The Rumor Mill of `s`; throws Error when the module is off (a bug of the caller). */
export function mill(s: SiegeState): RumorMill {
  if (!s.rumors) throw new Error("the Rumor Mill is not in this game");
  return s.rumors;
}

/** The id of the face-down rumor token on space `i`, or null (a revealed token has left the map, G8). */
export function faceDownAt(s: SiegeState, i: number): string | null {
  const id = s.spaces[i]?.rumor ?? null;
  if (id === null || !s.rumors) return null;
  const t = s.rumors.tokens[id];
  return t && !t.revealed ? id : null;
}

/**
 * Whether `u` may discover rumors (S-R3, S-R4, C5, G9): a Hero or heroic Civilians unit, not in coma.
 * Never ordinary Civilians, Villagers, Refugees or the National Guard (trains are not units).
 */
export function discoverer(u: PlayerUnit): boolean {
  const c = defOf(u).category;
  return (c === "hero" || c === "heroic-civilians") && !u.coma;
}

/** Whether a face-down rumor on space `i` may be revealed now (S-R3, G9): no Chaos and no Zeds there. */
export function revealable(s: SiegeState, i: number): boolean {
  return faceDownAt(s, i) !== null && s.spaces[i]!.chaos === 0 && !hasZedsAt(s, i);
}

/**
 * The start of one arrival's procedure (S-R2, G8): an empty stack skips the whole procedure, the
 * Fate draw included; else the top rumor is drawn in secret (it stays on top of the secret stack
 * until it is placed) and a Fate draw for the purpose `rumor` follows (its Where gives the track,
 * `rumorPlace` runs before the card's plot twist).
 */
export const rumorArrivalStep: StepHandler<Extract<SiegeStep, { t: "rumorArrival" }>> = (s, w, ev) => {
  done(s, w);
  const m = s.rumors;
  if (!m) return;
  if (m.stack.length === 0) {
    ev.push({ type: "rumorStackEmpty", unit: w.unit, rule: "siege G8" } satisfies SiegeEvent);
    return;
  }
  ev.push({ type: "rumorDrawn", unit: w.unit, stack: m.stack.length - 1, rule: "siege S-R2" } satisfies SiegeEvent);
  then(s, { t: "fate", purpose: "rumor" });
};

/** The total current Strength of the Zeds on space `i` (G8: a Mob sums, Spreaders count, Devastators 1 until flipped). */
function strengthAt(s: SiegeState, i: number): number {
  return zedsHere(s, i).reduce((n, z) => n + zedsStrength(z), 0);
}

/**
 * The spaces of `track` a rumor may go to (S-R2, G8): holding Zeds and no rumor token, with the
 * highest current Strength there; several on a tie (the Start among them when it ties).
 */
export function rumorSpaces(s: SiegeState, track: TrackId): number[] {
  const cands = B.trackSpaces[track].filter((i) => hasZedsAt(s, i) && s.spaces[i]!.rumor === null);
  if (cands.length === 0) return [];
  const best = Math.max(...cands.map((i) => strengthAt(s, i)));
  return cands.filter((i) => strengthAt(s, i) === best).sort((a, b) => a - b);
}

/**
 * The placement of the drawn rumor on the Fated track (S-R2, G8): the strongest Zeds space without a
 * rumor (ties: the lead picks); when that is a Start, or there is none, the rumor goes under the
 * stack without being named (`rumorUnplaced`); else a face-down token with a fresh opaque id goes
 * on the space (`rumorPlaced`). The Fate card's plot twist runs after this step.
 */
export const rumorPlaceStep: StepHandler<Extract<SiegeStep, { t: "rumorPlace" }>> = (s, w, ev) => {
  const m = s.rumors;
  if (!m || m.stack.length === 0) return done(s, w);
  const spaces = rumorSpaces(s, w.track);
  let at = -1;
  if (spaces.length) {
    const pick = choice(s, w, s.lead, "rumorSpace", spaces.map((i) => B.spaces[i]!.id), { key: "rumorSpace", params: { track: w.track } }, "siege G8");
    if (pick === null) return;
    at = B.byId.get(pick)!;
  }
  done(s, w);
  const rumor = m.stack.shift()!;
  if (at === -1 || isStart(at)) {
    m.stack.push(rumor);
    ev.push({
      type: "rumorUnplaced",
      track: w.track,
      space: at === -1 ? null : at,
      rule: "siege G8",
    } satisfies SiegeEvent);
    return;
  }
  const token = `r${m.nextToken++}`;
  m.tokens = { ...m.tokens, [token]: { rumor, at, revealed: false } };
  s.spaces[at]!.rumor = token;
  ev.push({ type: "rumorPlaced", token, space: at, rule: "siege S-R2" } satisfies SiegeEvent);
};

/**
 * Reveals the face-down token on space `at` by unit `unit` (S-R3, S-R5, S-R6, S-R23, G8): the
 * token leaves the map (its record keeps the identity, now public) and the rumor takes effect by
 * its kind — an Attach item goes into the unit's `items`; a Place rumor starts through
 * `revealPlace` (rumors/place.ts); a Secure rumor joins the team's hand (`secure`). `how` says
 * whether an Action paid for it or it came free. Throws Error when no face-down token is there.
 */
export function revealAt(s: SiegeState, at: number, unit: string, how: "paid" | "free", ev: GameEvent[]): void {
  const m = mill(s);
  const token = faceDownAt(s, at);
  if (token === null) throw new Error(`no face-down rumor on ${spaceLabel(at)}`);
  const t = m.tokens[token]!;
  t.revealed = true;
  s.spaces[at]!.rumor = null;
  const kind: RumorKind = RUMORS[t.rumor];
  ev.push({
    type: "rumorRevealed",
    token,
    rumor: t.rumor,
    unit,
    space: at,
    kind,
    how,
    rule: how === "free" ? "siege S-R5" : "siege S-R3",
  } satisfies SiegeEvent);
  applyRumor(s, t.rumor, kind, unit, ev);
}

/** What a revealed rumor does by its kind (see `revealAt`). */
function applyRumor(s: SiegeState, rumor: RumorId, kind: RumorKind, unit: string, ev: GameEvent[]): void {
  if (kind === "attach") {
    s.units[unit]!.items.push(rumor);
    ev.push({ type: "itemTaken", item: rumor, unit, rule: "siege S-R6" } satisfies SiegeEvent);
    return;
  }
  if (kind === "place") return revealPlace(s, rumor, unit, ev);
  mill(s).secure.push(rumor);
  ev.push({ type: "secureKept", rumor, rule: "siege S-R23" } satisfies SiegeEvent);
}
