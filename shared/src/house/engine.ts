import type { z } from "zod";
import { RuleError } from "../core/errors";
import type { GameEvent } from "../core/ruleset";
import type { HouseSeatId, HouseState, Pending, Phase } from "./types";

/**
 * One kind of action (house §21 "Commands"): its zod shape, how to list candidates, why a
 * candidate is illegal, and what it does. `legalActions` = candidates that pass `check`;
 * `apply` = shape → check → exec on a mutative draft, then `settle`.
 */
export interface ActionDef<A extends { type: string }> {
  type: A["type"];
  /** Phases in which the action may be taken while no decision is pending. */
  phases?: Phase[];
  /** The pending decision kind this action answers (then `phases` is ignored). */
  pending?: Pending["kind"];
  schema: z.ZodType<A>;
  /** Every action of this type the seat might take now (may include illegal ones). */
  candidates(s: HouseState, seat: HouseSeatId): A[];
  /** null when `a` is legal for `seat`, else a sentence saying why not. */
  check(s: HouseState, seat: HouseSeatId, a: A): string | null;
  /** Carries `a` out on a draft (already checked); pushes events. */
  exec(d: HouseState, seat: HouseSeatId, a: A, ev: GameEvent[]): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDef = ActionDef<any>;

const registry = new Map<string, AnyDef[]>();
let settleHook: (d: HouseState, ev: GameEvent[]) => void = () => {};
let seatsHook: (s: HouseState) => HouseSeatId[] = () => [];

/** Registers action definitions (called once by each action family module). */
export function registerActions(...defs: AnyDef[]): void {
  for (const d of defs) {
    const list = registry.get(d.type) ?? [];
    list.push(d);
    registry.set(d.type, list);
  }
}

/** Sets the function run after every action (victory check, turn flow) and the acting-seat function. */
export function setFlow(settle: (d: HouseState, ev: GameEvent[]) => void, acting: (s: HouseState) => HouseSeatId[]): void {
  settleHook = settle;
  seatsHook = acting;
}

let beforeExecHook: (d: HouseState, seat: HouseSeatId, a: { type: string }, ev: GameEvent[]) => boolean = () => false;

/**
 * Sets the function run on the draft just before an action's exec (house §16, G2: the crawler grab
 * window at the start of a human figure's activation). When it returns true the exec is deferred:
 * the hook has stored the action in a pending decision, whose answer runs it with `execDeferred`.
 */
export function setBeforeExec(hook: (d: HouseState, seat: HouseSeatId, a: { type: string }, ev: GameEvent[]) => boolean): void {
  beforeExecHook = hook;
}

/**
 * Runs an action deferred by the before-exec hook, on a draft, once its pending decision is answered
 * and no decision is pending any more: its phase definition checks it again (it may have become
 * illegal, then it lapses with a log line) and carries it out. Returns whether it ran.
 */
export function execDeferred(d: HouseState, seat: HouseSeatId, a: { type: string }, ev: GameEvent[]): boolean {
  const def = defFor(d, a.type);
  const why = def ? def.check(d, seat, a) : `'${a.type}' is not an action of the ${d.phase} phase`;
  if (why !== null) {
    ev.push({ type: "actionLapsed", action: JSON.parse(JSON.stringify(a)), text: `the waiting ${a.type} lapses: ${why}`, rule: "house G2" });
    return false;
  }
  def!.exec(d, seat, a, ev);
  return true;
}

/** Seats that may act now (each has at least one legal action). */
export function actingSeats(s: HouseState): HouseSeatId[] {
  return seatsHook(s);
}

function defFor(s: HouseState, type: string): AnyDef | undefined {
  const list = registry.get(type);
  if (!list) return undefined;
  const p = s.pending[0];
  return list.find((d) => (p ? d.pending === p.kind : !d.pending && d.phases?.includes(s.phase)));
}

/** Every legal action of `seat` now (house §21); empty when it may not act. */
export function legalActions(s: HouseState, seat: HouseSeatId): { type: string }[] {
  if (s.phase === "over" || !actingSeats(s).includes(seat)) return [];
  const out: { type: string }[] = [];
  const p = s.pending[0];
  for (const list of registry.values())
    for (const d of list) {
      if (p ? d.pending !== p.kind : d.pending || !d.phases?.includes(s.phase)) continue;
      for (const a of d.candidates(s, seat)) if (d.check(s, seat, a) === null) out.push(a);
    }
  return out;
}

/** Checks an action and returns its definition and parsed shape, or the RuleError that refuses it. */
function validate(s: HouseState, seat: HouseSeatId, action: unknown): { def: AnyDef; a: { type: string } } | RuleError {
  if (s.phase === "over") return new RuleError("GAME_OVER", "the game is over");
  if (!actingSeats(s).includes(seat)) return new RuleError("NOT_YOUR_TURN", `it is not ${seat}'s turn to act`);
  const type = (action as { type?: unknown } | null)?.type;
  if (typeof type !== "string") return new RuleError("ILLEGAL_ACTION", "an action needs a string field 'type'");
  const def = defFor(s, type);
  if (!def) {
    const p = s.pending[0];
    return new RuleError("ILLEGAL_ACTION", p ? `the game waits for a ${p.kind} decision, not '${type}'` : `'${type}' is not an action of the ${s.phase} phase`);
  }
  const parsed = def.schema.safeParse(action);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    return new RuleError("ILLEGAL_ACTION", `bad '${type}' action: ${i.path.join(".") || "action"}: ${i.message}`);
  }
  const why = def.check(s, seat, parsed.data);
  return why === null ? { def, a: parsed.data } : new RuleError("ILLEGAL_ACTION", why);
}

/** Why `action` is refused for `seat`, as a RuleError, or null when it is legal. Never changes `s`. */
export function refusal(s: HouseState, seat: HouseSeatId, action: unknown): RuleError | null {
  const r = validate(s, seat, action);
  return r instanceof RuleError ? r : null;
}

/**
 * Applies one action (DESIGN rule-module contract): checks it, then carries it out on `s` in place
 * and returns its events; throws RuleError (GAME_OVER, NOT_YOUR_TURN, ILLEGAL_ACTION) before the
 * first write, so a refused action leaves `s` untouched.
 */
export function applyAction(s: HouseState, seat: HouseSeatId, action: { type: string }): GameEvent[] {
  const r = validate(s, seat, action);
  if (r instanceof RuleError) throw r;
  const events: GameEvent[] = [];
  if (!beforeExecHook(s, seat, r.a, events)) r.def.exec(s, seat, r.a, events);
  s.seq += 1;
  settleHook(s, events);
  return events;
}
