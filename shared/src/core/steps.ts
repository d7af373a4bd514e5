import type { Decision } from "./decisions";
import type { Kernel } from "./engine";
import type { GameEvent } from "./ruleset";

/**
 * One step of a game's procedure (DESIGN "The rules kernel"): its kind `t` and its own JSON fields.
 * A procedure is a stack of steps kept in the state, so a game waiting in the middle of a combat or
 * a phase is still plain JSON and replays from seed + log.
 */
export interface Step {
  t: string;
}

/** The handler of one kind of step: runs step `w`, which is on top of the stack; it ends it (`done`), pushes more steps (`then`) or opens a decision. */
export type StepHandler<S, W extends Step = Step> = (s: S, w: W, ev: GameEvent[], k: Kernel<S>) => void;

/** A handler for every kind of step of the union `W`, each typed with its own step. */
export type StepTable<S, W extends Step> = { [T in W["t"]]: StepHandler<S, Extract<W, { t: T }>> };

/**
 * A game's procedure: where its state keeps the stack, a handler per step kind and its hooks.
 * `before` runs before the top step and may put steps above it (it returns true when it did: the
 * runner then looks at the new top); `check` runs whenever the stack is empty, before the settle
 * loop asks whether the game waits (a game check such as a victory, which may end the game);
 * `boundary` runs when the stack is empty and nothing waits, and returns true when it gave the game
 * something to do (steps pushed, the round moved on) or false when the game waits for a seat.
 */
export interface Procedure<S, W extends Step> {
  stack(s: S): W[];
  steps: StepTable<S, W>;
  /** True when the procedure must stop: a decision is pending or the game is over. */
  waits(s: S): boolean;
  before?(s: S, w: W): boolean;
  check?(s: S, ev: GameEvent[], k: Kernel<S>): void;
  boundary(s: S, ev: GameEvent[], k: Kernel<S>): boolean;
}

/**
 * The stack of a game without step kinds: each of its procedures ends inside the action that began
 * it or waits in a decision (a roll's window keeps its continuation by name), so only the settle
 * loop's hooks run. Frozen: a step put on it is a bug and throws.
 */
export const NO_STEPS: never[] = Object.freeze([]) as unknown as never[];

/** Steps one run may take at most before it is taken for a bug (a step that neither ends nor waits). */
const MAX_STEPS = 100_000;

/** Boundaries one settle may pass at most before it is taken for a bug (a round that never waits). */
const MAX_BOUNDARIES = 1000;

/** Removes step `w` from the top of `stack`; throws Error when it is not on top (a bug). */
export function done<W extends Step>(stack: W[], w: W): void {
  if (stack[stack.length - 1] !== w) throw new Error(`step ${w.t} is not on top of the step stack`);
  stack.pop();
}

/** Puts steps on `stack` so that they run in the order given, before anything already there. */
export function then<W extends Step>(stack: W[], ...steps: W[]): void {
  for (let i = steps.length - 1; i >= 0; i--) stack.push(steps[i]!);
}

/**
 * Runs the steps on the stack, top first, until the stack is empty or the procedure waits (a
 * decision pending, the game over): before each step the `before` hook may put steps above it.
 * Throws Error when the steps loop (a bug).
 */
export function runSteps<S, W extends Step>(p: Procedure<S, W>, s: S, ev: GameEvent[], k: Kernel<S>): void {
  const stack = p.stack(s);
  let n = 0;
  while (stack.length && !p.waits(s)) {
    if (++n > MAX_STEPS) throw new Error(`the procedure does not end (top step ${stack[stack.length - 1]!.t})`);
    const w = stack[stack.length - 1]!;
    if (p.before?.(s, w)) continue;
    (p.steps[w.t as W["t"]] as StepHandler<S, W>)(s, w, ev, k);
  }
}

/**
 * The settle loop an engine runs after every action: runs the steps (`runSteps`); once the stack is
 * empty the game's `check` hook runs, then, when nothing waits, its `boundary` hook, and the loop
 * goes on while that gives the game more to do. Throws Error when the game never comes to wait (a
 * bug).
 */
export function settleSteps<S, W extends Step>(p: Procedure<S, W>, s: S, ev: GameEvent[], k: Kernel<S>): void {
  for (let n = 0; n < MAX_BOUNDARIES; n++) {
    runSteps(p, s, ev, k);
    if (p.stack(s).length) return;
    p.check?.(s, ev, k);
    if (p.waits(s)) return;
    if (!p.boundary(s, ev, k)) return;
  }
  throw new Error("the procedure does not settle (a bug)");
}

/** A test by which an open decision lapses: why it can no longer be answered, or null while it can. */
export type Lapse<S, D extends Decision> = (s: S, d: D) => string | null;

/**
 * Puts the decisions opened while resolving one action in front of the waiting ones (depth first:
 * the newest action's decisions are answered before older ones), then drops the front decisions
 * that lapsed (`dropLapsed`).
 */
export function queueDecisions<S, D extends Decision>(s: S, pending: D[], list: D[], lapses: readonly Lapse<S, D>[], ev: GameEvent[], rule: string): void {
  if (list.length) pending.unshift(...list);
  dropLapsed(s, pending, lapses, ev, rule);
}

/**
 * Drops the decisions at the front of `pending` that one of `lapses` says can no longer be
 * answered, each as a `decisionLapsed` log line (its kind) citing `rule`, so the game never
 * waits for a decision nobody can make. Stops at the first decision that can still be answered.
 */
export function dropLapsed<S, D extends Decision>(s: S, pending: D[], lapses: readonly Lapse<S, D>[], ev: GameEvent[], rule: string): void {
  for (;;) {
    const d = pending[0];
    if (!d) return;
    let why: string | null = null;
    for (const t of lapses) if ((why = t(s, d))) break;
    if (!why) return;
    pending.shift();
    ev.push({ type: "decisionLapsed", kind: d.kind, rule });
  }
}
