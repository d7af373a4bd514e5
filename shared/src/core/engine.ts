import type { z } from "zod";
import { RuleError } from "./errors";
import { refuse, type Refusal } from "./refusal";
import { seatsToAnswer, type Decision } from "./decisions";
import { rollDice, type RollWindow } from "./dice";
import type { RandomState } from "./rng";
import type { BaseAction, GameEvent, SeatId } from "./ruleset";

/** What the kernel needs of every game state: its phase, pending decisions, generator and action count. */
export interface KernelState {
  phase: string;
  pending: Decision[];
  rnd: RandomState;
  seq: number;
}

/**
 * A continuation: what a roll does once its dice are final (DESIGN "Dice"). Named in the roll's
 * request and stored by name in a waiting window, so the state stays plain JSON and a game replays
 * from seed + log. `data` is the JSON the roll site gave; `out` collects decisions it opens.
 */
export type Continuation<S> = (s: S, dice: number[], data: unknown, ev: GameEvent[], out: Decision[], k: Kernel<S>) => void;

/** The kernel services an action's `exec` can use (rolls with reaction windows). */
export interface Kernel<S> {
  /**
   * Rolls `dice` six-sided (or `sides`) dice from the state's generator and logs them as a `roll`
   * event with their purpose and rule (plus `event` fields). When
   * `window` lists seats that may react, a decision of `window.kind` carrying the dice and the
   * continuation is added to `out` and null returned: the answer (a reaction, or a pass) resolves it
   * later. Otherwise (the window skips itself) the continuation `then` runs at once and the dice are
   * returned. Throws Error for an unknown continuation (a bug of the ruleset).
   */
  roll(s: S, ev: GameEvent[], out: Decision[], req: RollRequest): number[] | null;
  /** Runs the continuation of a window's roll with `dice` (its own, or changed by a reaction). */
  resolve(s: S, w: RollWindow, dice: number[], ev: GameEvent[], out: Decision[]): void;
  /**
   * Runs an action deferred by `beforeExec` once its decision is answered (the answer's exec calls
   * it): it is checked again (it may have become illegal; then it lapses with a log line) and
   * carried out. Returns whether it ran.
   */
  execDeferred(s: S, seat: SeatId, a: BaseAction, ev: GameEvent[]): boolean;
}

/** One roll asked of the kernel (see `Kernel.roll`). */
export interface RollRequest {
  purpose: string;
  dice: number;
  sides?: number;
  rule?: string;
  /** Extra fields of the roll event (who rolled, with what). */
  event?: Record<string, unknown>;
  /** The continuation's name in the ruleset's table, and its JSON data. */
  then: string;
  data: unknown;
  /**
   * The reaction window, decided from the rolled dice (called at once, never stored): the decision
   * kind, the seats that may react (none, or null: the window skips itself), its own fields.
   */
  window?: (dice: number[]) => { kind: string; seats: SeatId[]; mode?: "one" | "any"; fields?: Record<string, unknown> } | null;
}

/**
 * One kind of action (a game's "Commands"): its zod shape, how to list candidates, why a candidate
 * is illegal, and what it does. The legal list is the candidates that pass `check`; `apply` is
 * shape → check → exec, then the game's `settle`. `phases`: the phases in which it may be taken while
 * no decision is pending; `answers`: the decision kind it answers instead.
 */
export interface ActionDef<S, A extends BaseAction, Seat extends SeatId = SeatId> {
  type: A["type"];
  phases?: readonly string[];
  answers?: string;
  schema: z.ZodType<A>;
  /** Every action of this type the seat might take now (may include illegal ones). */
  candidates(s: S, seat: Seat): A[];
  /** null when `a` is legal for `seat`, else the refusal saying why not. Never changes `s`. */
  check(s: S, seat: Seat, a: A): Refusal | null;
  /**
   * Optional: the legal actions of this type, exactly the candidates that pass `check`, computed
   * in one pass (for a type with many candidates that share their reasons). The legal list uses
   * it instead of candidates + check; validation still uses `check`.
   */
  legal?(s: S, seat: Seat): A[];
  /**
   * Optional: a bound of ours on a free action (one that costs nothing and does not advance the
   * game, e.g. Siege F1, House F1), not a rule of the board game: null while `a` is within it, else
   * why not. The legal list and `refusal`/`apply` ask it after `check`; a stored log's replay
   * (`applyStored`) does not, so a log stored before the bound (or past it) replays as it was played.
   */
  bound?(s: S, seat: Seat, a: A): Refusal | null;
  /** Carries `a` out on `s` in place (already checked); pushes events. */
  exec(s: S, seat: Seat, a: A, ev: GameEvent[], k: Kernel<S>): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyActionDef<S> = ActionDef<S, any>;

/** What a game gives the kernel to build its engine (`defineEngine`). */
export interface EngineSpec<S extends KernelState> {
  actions: readonly AnyActionDef<S>[];
  /** The seats that may act when no decision is pending (the game's turn flow). */
  acting(s: S): SeatId[];
  /** Optional: whether `seat` is among `acting(s)`, without building the list (asked by every validation and legal list). */
  isActing?(s: S, seat: SeatId): boolean;
  /** Whether the game is over (then nobody acts). */
  over(s: S): boolean;
  /** Runs after every applied action: victory checks, the automatic parts of the turn flow. */
  settle(s: S, ev: GameEvent[], k: Kernel<S>): void;
  /**
   * Runs before an action's exec; when it returns true the exec is deferred (the hook stored the
   * action in a decision, whose answer runs it later with `execDeferred`).
   */
  beforeExec?(s: S, seat: SeatId, a: BaseAction, ev: GameEvent[], k: Kernel<S>): boolean;
  /** The ruleset's continuations by name (see `Continuation`). */
  continuations?: Record<string, Continuation<S>>;
  /**
   * Wraps each legal-list computation (many checks of one state) so the game can index the state
   * once (who stands where) for its duration; the state does not change inside.
   */
  query?<T>(s: S, fn: () => T): T;
  /**
   * Wraps each `apply`/`applyTrusted` (check, exec, settle: the state changes inside) so the game
   * can keep an index of the state between its own changes (the game drops it on each change).
   */
  applying?<T>(s: S, fn: () => T): T;
  /** The rule cited when a deferred action lapses (`execDeferred`). */
  lapseRule?: string;
}

/** The engine of one ruleset: legal lists, validation and application over its action definitions. */
export interface Engine<S extends KernelState> {
  /** Seats that may act now: the seats still to answer the open decision, else the game's turn flow. */
  actingSeats(s: S): SeatId[];
  /** The complete list of `seat`'s legal actions now; empty when it may not act. */
  legalActions(s: S, seat: SeatId): BaseAction[];
  /** Why `action` is refused for `seat` (RuleError GAME_OVER, NOT_YOUR_TURN, ILLEGAL_ACTION), or null. */
  refusal(s: S, seat: SeatId, action: unknown): RuleError | null;
  /** Checks (rules and bounds), then carries out `action` on `s` in place; throws the refusal before the first write. */
  apply(s: S, seat: SeatId, action: BaseAction): GameEvent[];
  /**
   * Carries out an action of a stored log (a replay, a rebuild) as `apply` does, checked against
   * the rules but not against the bounds on free actions (`ActionDef.bound`), which hold for new
   * actions only. Throws the refusal before the first write.
   */
  applyStored(s: S, seat: SeatId, action: BaseAction): GameEvent[];
  /** Carries out an action known to be legal for `seat` in `s` (from its legal list), without checking it. */
  applyTrusted(s: S, seat: SeatId, action: BaseAction): GameEvent[];
  kernel: Kernel<S>;
}

/** Appends the legal actions of one definition to a legal list (the def's `legal`, else its candidates that pass `check`). */
type Lister<S> = (s: S, seat: SeatId, out: BaseAction[]) => void;

/** The lister of `d`: its `legal` when it has one (exactly the candidates that pass `check`), else candidates + check; then only those within its `bound`. */
function listerOf<S>(d: AnyActionDef<S>): Lister<S> {
  const legal = d.legal;
  const bound = d.bound;
  if (bound) {
    const list = legal ? (s: S, seat: SeatId) => legal.call(d, s, seat) : (s: S, seat: SeatId) => d.candidates(s, seat).filter((a) => d.check(s, seat, a) === null);
    return (s, seat, out) => {
      for (const a of list(s, seat)) if (bound.call(d, s, seat, a) === null) out.push(a);
    };
  }
  if (legal)
    return (s, seat, out) => {
      const list = legal.call(d, s, seat);
      for (let i = 0; i < list.length; i++) out.push(list[i]);
    };
  return (s, seat, out) => {
    const list = d.candidates(s, seat);
    for (let i = 0; i < list.length; i++) if (d.check(s, seat, list[i]) === null) out.push(list[i]);
  };
}

/**
 * Builds the engine of a ruleset from its action definitions and turn flow (DESIGN "The rules
 * kernel"): no module state, no registration by import. Throws Error when two definitions of one
 * type share a phase or a decision kind (the lookup would be ambiguous).
 */
export function defineEngine<S extends KernelState>(spec: EngineSpec<S>): Engine<S> {
  const byPhase = new Map<string, Map<string, AnyActionDef<S>>>();
  const byAnswer = new Map<string, Map<string, AnyActionDef<S>>>();
  const add = (table: Map<string, Map<string, AnyActionDef<S>>>, key: string, def: AnyActionDef<S>) => {
    let m = table.get(key);
    if (!m) table.set(key, (m = new Map()));
    if (m.has(def.type)) throw new Error(`two definitions of '${def.type}' for ${key}`);
    m.set(def.type, def);
  };
  for (const def of spec.actions) {
    if (def.answers) add(byAnswer, def.answers, def);
    else for (const p of def.phases ?? []) add(byPhase, p, def);
  }
  const none = new Map<string, AnyActionDef<S>>();
  const defsNow = (s: S) => (s.pending.length ? byAnswer.get(s.pending[0]!.kind) : byPhase.get(s.phase)) ?? none;
  // the legal list of each table entry as one array of listers in the definitions' order: a legal
  // list runs every definition of the phase, and one call shape reads faster than many def shapes
  const listers = (table: Map<string, Map<string, AnyActionDef<S>>>) => new Map([...table].map(([key, defs]) => [key, [...defs.values()].map(listerOf)]));
  const listPhase = listers(byPhase);
  const listAnswer = listers(byAnswer);
  const listersNow = (s: S) => (s.pending.length ? listAnswer.get(s.pending[0]!.kind) : listPhase.get(s.phase)) ?? [];

  const conts = spec.continuations ?? {};
  const kernel: Kernel<S> = {
    roll(s, ev, out, req) {
      const dice = rollDice(s.rnd, req.dice, req.sides ?? 6);
      // the fields in the order of { type, purpose, ...event, dice, rule? }, written one by one (a spread in the middle of a literal is V8's slow path)
      const e: Record<string, unknown> = { type: "roll", purpose: req.purpose };
      const extra = req.event;
      if (extra) for (const key in extra) e[key] = extra[key];
      e.dice = dice.slice();
      if (req.rule) e.rule = req.rule;
      ev.push(e as GameEvent);
      const w = req.window?.(dice);
      if (w && w.seats.length) {
        const entry: RollWindow = { kind: w.kind, seats: [...w.seats], mode: w.mode ?? "one", passed: [], ...w.fields, dice: [...dice], roll: { purpose: req.purpose, then: req.then, data: req.data } };
        out.push(entry);
        return null;
      }
      run(req.then, s, dice, req.data, ev, out);
      return dice;
    },
    resolve(s, w, dice, ev, out) {
      run(w.roll.then, s, dice, w.roll.data, ev, out);
    },
    execDeferred(s, seat, a, ev) {
      const def = defsNow(s).get(a.type);
      const why = def ? def.check(s, seat, a) : refuse("msg.notThisPhase", { type: a.type, phase: s.phase });
      if (why !== null) {
        ev.push({ type: "actionLapsed", action: JSON.parse(JSON.stringify(a)), why, ...(spec.lapseRule ? { rule: spec.lapseRule } : {}) });
        return false;
      }
      def!.exec(s, seat, a, ev, kernel);
      return true;
    },
  };
  function run(name: string, s: S, dice: number[], data: unknown, ev: GameEvent[], out: Decision[]): void {
    const c = conts[name];
    if (!c) throw new Error(`no continuation '${name}'`);
    c(s, dice, data, ev, out, kernel);
  }

  const query = spec.query ?? (<T>(_s: S, fn: () => T): T => fn());
  const applying = spec.applying ?? (<T>(_s: S, fn: () => T): T => fn());
  const actingSeats = (s: S): SeatId[] => (spec.over(s) ? [] : s.pending.length ? seatsToAnswer(s.pending[0]!) : spec.acting(s));
  const isActing = spec.isActing;
  /** Whether `seat` is among `actingSeats(s)`. */
  const acts = (s: S, seat: SeatId): boolean => {
    if (spec.over(s)) return false;
    if (s.pending.length) return seatsToAnswer(s.pending[0]!).includes(seat);
    return isActing ? isActing(s, seat) : spec.acting(s).includes(seat);
  };

  /** The action's definition and parsed shape when `seat` may take it now (`bounded`: within the free-action bounds too), else the refusal. */
  function validate(s: S, seat: SeatId, action: unknown, bounded = true): { def: AnyActionDef<S>; a: BaseAction } | RuleError {
    if (spec.over(s)) return new RuleError("GAME_OVER", refuse("msg.over"));
    if (!acts(s, seat)) return new RuleError("NOT_YOUR_TURN", refuse("msg.notYourTurn", { seat }));
    const type = (action as { type?: unknown } | null)?.type;
    if (typeof type !== "string") return new RuleError("ILLEGAL_ACTION", refuse("msg.noType"));
    const def = defsNow(s).get(type);
    if (!def) {
      const p = s.pending[0];
      // an unknown type is a client's string: said back at most 40 characters long, not whole
      const said = type.length > 40 ? `${type.slice(0, 40)}…` : type;
      return new RuleError("ILLEGAL_ACTION", p ? refuse("msg.waitsFor", { kind: p.kind, type: said }) : refuse("msg.notThisPhase", { type: said, phase: s.phase }));
    }
    const parsed = def.schema.safeParse(action);
    if (!parsed.success) {
      const i = parsed.error.issues[0]!;
      return new RuleError("ILLEGAL_ACTION", refuse("msg.badAction", { type, detail: `${i.path.join(".") || "action"}: ${i.message}` }));
    }
    const why = query(s, () => def.check(s, seat, parsed.data) ?? (bounded && def.bound ? def.bound(s, seat, parsed.data) : null));
    return why === null ? { def, a: parsed.data } : new RuleError("ILLEGAL_ACTION", why);
  }

  function run1(s: S, seat: SeatId, def: AnyActionDef<S>, a: BaseAction): GameEvent[] {
    const ev: GameEvent[] = [];
    if (!spec.beforeExec?.(s, seat, a, ev, kernel)) def.exec(s, seat, a, ev, kernel);
    s.seq += 1;
    spec.settle(s, ev, kernel);
    return ev;
  }

  return {
    actingSeats,
    legalActions(s, seat) {
      if (!acts(s, seat)) return [];
      return query(s, () => {
        const out: BaseAction[] = [];
        const list = listersNow(s);
        for (let i = 0; i < list.length; i++) list[i]!(s, seat, out);
        return out;
      });
    },
    refusal(s, seat, action) {
      const r = validate(s, seat, action);
      return r instanceof RuleError ? r : null;
    },
    apply(s, seat, action) {
      return applying(s, () => {
        const r = validate(s, seat, action);
        if (r instanceof RuleError) throw r;
        return run1(s, seat, r.def, r.a);
      });
    },
    applyStored(s, seat, action) {
      return applying(s, () => {
        const r = validate(s, seat, action, false);
        if (r instanceof RuleError) throw r;
        return run1(s, seat, r.def, r.a);
      });
    },
    applyTrusted(s, seat, action) {
      const def = defsNow(s).get(action.type);
      if (!def) throw new Error(`'${action.type}' is not an action now (the caller trusted an action that is not legal)`);
      return applying(s, () => run1(s, seat, def, action));
    },
    kernel,
  };
}
