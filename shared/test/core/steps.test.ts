import type { Kernel } from "../../src/core/engine";
import type { GameEvent } from "../../src/core/ruleset";
import { oneSeat, type Decision } from "../../src/core/decisions";
import { done, dropLapsed, NO_STEPS, queueDecisions, runSteps, settleSteps, then, type Lapse, type Procedure, type Step } from "../../src/core/steps";

/**
 * A toy procedure on the kernel's step stack: `say` logs its word, `twice` replaces itself with two
 * `say` steps, `ask` opens a decision (the procedure waits); the boundary hook moves a counted round
 * on until round 3, where a seat must act. A `before` hook puts a queued `say` above any `twice`.
 */
type ToyStep = { t: "say"; word: string } | { t: "twice"; word: string } | { t: "ask" } | { t: "loop" };

interface Toy {
  stack: ToyStep[];
  log: string[];
  asking: boolean;
  round: number;
  queued: string | null;
}

const toy = (steps: ToyStep[] = []): Toy => ({ stack: steps, log: [], asking: false, round: 0, queued: null });
const kernel = {} as Kernel<Toy>;

const procedure: Procedure<Toy, ToyStep> = {
  stack: (s) => s.stack,
  steps: {
    say: (s, w) => {
      s.log.push(w.word);
      done(s.stack, w);
    },
    twice: (s, w) => {
      done(s.stack, w);
      then(s.stack, { t: "say", word: `${w.word}1` }, { t: "say", word: `${w.word}2` });
    },
    ask: (s, w) => {
      done(s.stack, w);
      s.asking = true;
    },
    loop: () => {},
  },
  waits: (s) => s.asking,
  before: (s, w) => {
    if (w.t !== "twice" || s.queued === null) return false;
    then(s.stack, { t: "say", word: s.queued });
    s.queued = null;
    return true;
  },
  boundary: (s, ev: GameEvent[]) => {
    if (s.round >= 3) return false;
    s.round++;
    ev.push({ type: "round", round: s.round });
    then(s.stack, { t: "say", word: `round ${s.round}` });
    return true;
  },
};

test("then puts steps so they run in the order given, before what is already on the stack", () => {
  const s = toy([{ t: "say", word: "last" }]);
  then(s.stack, { t: "say", word: "first" }, { t: "twice", word: "x" });
  runSteps(procedure, s, [], kernel);
  expect(s.log).toEqual(["first", "x1", "x2", "last"]);
  expect(s.stack).toEqual([]);
});

test("done throws when the step is not on top of the stack", () => {
  const under: ToyStep = { t: "say", word: "under" };
  const s = toy([under, { t: "ask" }]);
  expect(() => done(s.stack, under)).toThrow("step say is not on top of the step stack");
  expect(s.stack).toHaveLength(2);
});

test("the runner stops while the procedure waits, and resumes where it stopped", () => {
  const s = toy();
  then(s.stack, { t: "say", word: "a" }, { t: "ask" }, { t: "say", word: "b" });
  runSteps(procedure, s, [], kernel);
  expect(s.log).toEqual(["a"]);
  expect(s.stack).toEqual([{ t: "say", word: "b" }]);
  s.asking = false;
  runSteps(procedure, s, [], kernel);
  expect(s.log).toEqual(["a", "b"]);
});

test("the before hook puts its steps above the top step, which then runs", () => {
  const s = toy([{ t: "twice", word: "y" }]);
  s.queued = "queued";
  runSteps(procedure, s, [], kernel);
  expect(s.log).toEqual(["queued", "y1", "y2"]);
  expect(s.queued).toBeNull();
});

test("settle runs the stack, then the boundary hook while it gives the game more to do", () => {
  const s = toy([{ t: "say", word: "start" }]);
  const ev: GameEvent[] = [];
  settleSteps(procedure, s, ev, kernel);
  expect(s.log).toEqual(["start", "round 1", "round 2", "round 3"]);
  expect(ev).toEqual([1, 2, 3].map((round) => ({ type: "round", round })));
});

test("settle does not reach the boundary while the procedure waits or steps remain", () => {
  const s = toy([{ t: "say", word: "after" }, { t: "ask" }]);
  settleSteps(procedure, s, [], kernel);
  expect(s.round).toBe(0);
  expect(s.stack).toEqual([{ t: "say", word: "after" }]);
});

test("a step that neither ends nor waits is a bug the runner reports", () => {
  const s = toy([{ t: "loop" }]);
  expect(() => runSteps(procedure, s, [], kernel)).toThrow("the procedure does not end (top step loop)");
});

test("a boundary hook that never lets the game wait is a bug settle reports", () => {
  const endless: Procedure<Toy, ToyStep> = { ...procedure, boundary: () => true };
  expect(() => settleSteps(endless, toy(), [], kernel)).toThrow("the procedure does not settle (a bug)");
});

test("the check hook runs once the stack is empty, before settle asks whether the game waits", () => {
  const seen: string[] = [];
  const checked: Procedure<Toy, ToyStep> = {
    ...procedure,
    check: (s) => {
      seen.push(`check ${s.log.join(" ")}`);
      if (s.round === 2) s.asking = true;
    },
  };
  const s = toy([{ t: "say", word: "start" }]);
  settleSteps(checked, s, [], kernel);
  expect(seen).toEqual(["check start", "check start round 1", "check start round 1 round 2"]);
  expect(s.round).toBe(2);
});

test("a game without step kinds runs only its hooks, and a step put on its stack is a bug", () => {
  let flows = 0;
  const flat: Procedure<{ over: boolean }, never> = {
    stack: () => NO_STEPS,
    steps: {},
    waits: (s) => s.over,
    check: () => {},
    boundary: () => {
      flows++;
      return false;
    },
  };
  settleSteps(flat, { over: false }, [], {} as Kernel<{ over: boolean }>);
  settleSteps(flat, { over: true }, [], {} as Kernel<{ over: boolean }>);
  expect(flows).toBe(1);
  expect(() => then(NO_STEPS as Step[], { t: "say" })).toThrow();
});

/** A toy decision that lapses when its word is no longer on the table. */
type Ask = Decision<"ask", "a"> & { word: string };
const ask = (word: string): Ask => oneSeat("ask", "a" as const, { word });
const gone: Lapse<{ table: string[] }, Ask> = (s, d) => (s.table.includes(d.word) ? null : `${d.word} is gone`);

test("queued decisions go in front of the waiting ones, and lapsed ones at the front are dropped with a log line", () => {
  const s = { table: ["b", "c"] };
  const pending = [ask("c")];
  const ev: GameEvent[] = [];
  queueDecisions(s, pending, [ask("a"), ask("b")], [gone], ev, "toy R1");
  expect(pending.map((d) => d.word)).toEqual(["b", "c"]);
  expect(ev).toEqual([{ type: "decisionLapsed", kind: "ask", rule: "toy R1" }]);
});

test("dropping stops at the first decision that can still be answered", () => {
  const s = { table: ["b"] };
  const pending = [ask("b"), ask("x")];
  const ev: GameEvent[] = [];
  dropLapsed(s, pending, [gone], ev, "toy R1");
  expect(pending.map((d) => d.word)).toEqual(["b", "x"]);
  expect(ev).toEqual([]);
});
