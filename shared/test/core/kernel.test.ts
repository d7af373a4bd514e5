import { z } from "zod";
import { applied } from "../../src/core/applied";
import { asks, oneSeat, passOn, seatsToAnswer, type Decision } from "../../src/core/decisions";
import { isRollWindow, type RollWindow } from "../../src/core/dice";
import { defineEngine, type AnyActionDef, type Continuation } from "../../src/core/engine";
import { RuleError } from "../../src/core/errors";
import { refuse } from "../../src/core/refusal";
import { createRandom, type LegacyRandom } from "../../src/core/rng";
import type { GameEvent } from "../../src/core/ruleset";

/**
 * A toy co-op ruleset on the kernel (DESIGN.md "The rules kernel"): two seats take turns; `shoot`
 * rolls 2 dice whose window lets every seat holding a re-roll token react (`any` mode, others pass);
 * `alarm` opens a window in which each seat must say `done` (`all` mode). The score is the dice sum.
 */
interface Toy {
  phase: "play" | "over";
  pending: (Decision & Record<string, unknown>)[];
  rnd: ReturnType<typeof createRandom>;
  seq: number;
  turn: "a" | "b";
  score: number;
  tokens: Record<string, number>;
  done: string[];
}

const seats = ["a", "b"];
const score: Continuation<Toy> = (s, dice) => {
  s.score += dice.reduce((x, y) => x + y, 0);
  if (s.score >= 30) s.phase = "over";
};

const defs: AnyActionDef<Toy>[] = [
  {
    type: "shoot",
    phases: ["play"],
    schema: z.object({ type: z.literal("shoot") }).strict(),
    candidates: () => [{ type: "shoot" }],
    check: (s, seat) => (seat === s.turn ? null : refuse("toy.shot", { seat: s.turn })),
    exec: (s, _seat, _a, ev, k) => {
      const out: Decision[] = [];
      k.roll(s, ev, out, {
        purpose: "shot",
        dice: 2,
        rule: "toy §1",
        then: "score",
        data: null,
        window: () => ({ kind: "reroll", seats: seats.filter((x) => s.tokens[x]! > 0), mode: "any" }),
      });
      s.pending.unshift(...(out as Toy["pending"]));
      s.turn = s.turn === "a" ? "b" : "a";
    },
  },
  {
    type: "alarm",
    phases: ["play"],
    schema: z.object({ type: z.literal("alarm") }).strict(),
    candidates: () => [{ type: "alarm" }],
    check: (s, seat) => (seat === s.turn ? null : refuse("toy.turn", { seat: s.turn })),
    exec: (s) => {
      s.pending.unshift({ kind: "alarm", seats: [...seats], mode: "all", passed: [] });
    },
  },
  {
    type: "reroll",
    answers: "reroll",
    schema: z.object({ type: z.literal("reroll"), die: z.number().int() }).strict(),
    candidates: (s) => (s.pending[0] as unknown as RollWindow).dice.map((_, die) => ({ type: "reroll", die })),
    check: (s, seat, a) => (s.tokens[seat]! > 0 && a.die >= 0 && a.die < 2 ? null : refuse("toy.noToken")),
    exec: (s, seat, a, ev, k) => {
      const w = s.pending.shift() as unknown as RollWindow;
      s.tokens[seat]! -= 1;
      k.roll(s, ev, [], { purpose: "reroll", dice: 1, then: "replace", data: { w, die: a.die } });
    },
  },
  {
    type: "pass",
    answers: "reroll",
    schema: z.object({ type: z.literal("pass") }).strict(),
    candidates: () => [{ type: "pass" }],
    check: () => null,
    exec: (s, seat, _a, ev, k) => {
      const w = s.pending[0] as unknown as RollWindow;
      if (passOn(w, seat)) {
        s.pending.shift();
        k.resolve(s, w, w.dice, ev, []);
      }
    },
  },
  {
    type: "done",
    answers: "alarm",
    schema: z.object({ type: z.literal("done") }).strict(),
    candidates: () => [{ type: "done" }],
    check: () => null,
    exec: (s, seat) => {
      s.done.push(seat);
      if (passOn(s.pending[0]!, seat)) s.pending.shift();
    },
  },
];

const engine = defineEngine<Toy>({
  actions: defs,
  acting: (s) => [s.turn],
  over: (s) => s.phase === "over",
  settle: () => {},
  continuations: {
    score,
    replace: (s, [die], data, ev, out, k) => {
      const { w, die: i } = data as { w: RollWindow; die: number };
      const dice = [...w.dice];
      dice[i] = die!;
      k.resolve(s, w, dice, ev, out);
    },
  },
});

const toy = (tokens: Record<string, number>, script: number[] = []): Toy => {
  const rnd = createRandom("toy");
  rnd.script = script;
  return { phase: "play", pending: [], rnd, seq: 0, turn: "a", score: 0, tokens: { ...tokens }, done: [] };
};
const rolls = (ev: GameEvent[]) => ev.filter((e) => e.type === "roll").map((e) => e.dice);

describe("DESIGN kernel: pending decisions, rolls and windows", () => {
  test("a window nobody can use skips itself: the continuation runs at once with the rolled dice", () => {
    const s = toy({ a: 0, b: 0 }, [3, 4]);
    const ev = engine.apply(s, "a", { type: "shoot" });
    expect(rolls(ev)).toEqual([[3, 4]]);
    expect(ev[0]).toMatchObject({ type: "roll", purpose: "shot", rule: "toy §1", dice: [3, 4] });
    expect(s.score).toBe(7);
    expect(s.pending).toEqual([]);
    expect(engine.actingSeats(s)).toEqual(["b"]);
  });

  test("an `any` window: every seat with a reaction may act, the roll waits as plain JSON, one seat's pass leaves it open for the others", () => {
    const s = toy({ a: 1, b: 1 }, [2, 5]);
    engine.apply(s, "a", { type: "shoot" });
    expect(s.score).toBe(0);
    const w = s.pending[0]!;
    expect(isRollWindow(w)).toBe(true);
    expect(w).toEqual({ kind: "reroll", seats: ["a", "b"], mode: "any", passed: [], dice: [2, 5], roll: { purpose: "shot", then: "score", data: null } });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(engine.actingSeats(s)).toEqual(["a", "b"]);
    engine.apply(s, "a", { type: "pass" });
    expect(seatsToAnswer(s.pending[0]!)).toEqual(["b"]);
    expect(engine.legalActions(s, "a")).toEqual([]);
    expect(() => engine.apply(s, "a", { type: "pass" })).toThrow(expect.objectContaining({ code: "NOT_YOUR_TURN" }));
    expect(engine.legalActions(s, "b")).toEqual([{ type: "reroll", die: 0 }, { type: "reroll", die: 1 }, { type: "pass" }]);
  });

  test("a reaction changes a die and resolves the window through the stored continuation", () => {
    const s = toy({ a: 0, b: 1 }, [2, 5, 6]);
    engine.apply(s, "a", { type: "shoot" });
    // the state may be stored and reloaded while the window is open: the continuation is a name
    const reloaded: Toy = JSON.parse(JSON.stringify(s));
    const ev = engine.apply(reloaded, "b", { type: "reroll", die: 0 } as never);
    expect(rolls(ev)).toEqual([[6]]);
    expect(reloaded.score).toBe(11);
    expect(reloaded.tokens.b).toBe(0);
    expect(reloaded.pending).toEqual([]);
  });

  test("when every listed seat passes, the window closes with the dice as rolled", () => {
    const s = toy({ a: 1, b: 1 }, [1, 1]);
    engine.apply(s, "a", { type: "shoot" });
    engine.apply(s, "b", { type: "pass" });
    expect(s.pending).toHaveLength(1);
    engine.apply(s, "a", { type: "pass" });
    expect(s.pending).toEqual([]);
    expect(s.score).toBe(2);
  });

  test("an `all` decision waits for every listed seat's answer", () => {
    const s = toy({ a: 0, b: 0 });
    engine.apply(s, "a", { type: "alarm" });
    expect(engine.actingSeats(s)).toEqual(["a", "b"]);
    engine.apply(s, "b", { type: "done" });
    expect(engine.actingSeats(s)).toEqual(["a"]);
    engine.apply(s, "a", { type: "done" });
    expect(s.pending).toEqual([]);
    expect(s.done).toEqual(["b", "a"]);
    expect(engine.actingSeats(s)).toEqual(["a"]);
  });

  test("a refusal throws before the first write: codes and reasons from the definitions, the state untouched", () => {
    const s = toy({ a: 0, b: 0 });
    const before = JSON.stringify(s);
    expect(() => engine.apply(s, "b", { type: "shoot" })).toThrow(expect.objectContaining({ code: "NOT_YOUR_TURN" }));
    expect(engine.refusal(s, "a", { type: "dance" })).toMatchObject({ key: "msg.notThisPhase", params: { type: "dance", phase: "play" } });
    expect(engine.refusal(s, "a", { type: "shoot", extra: 1 })).toMatchObject({ key: "msg.badAction", params: { type: "shoot" } });
    expect(engine.refusal(s, "a", { type: "reroll", die: 0 })).toMatchObject({ key: "msg.notThisPhase", params: { type: "reroll", phase: "play" } });
    // a client's unknown type is said back cut to 40 characters (a tester's 3,000-character type came back whole)
    expect(engine.refusal(s, "a", { type: "x".repeat(3000) })).toMatchObject({ key: "msg.notThisPhase", params: { type: `${"x".repeat(40)}…`, phase: "play" } });
    expect(engine.refusal(s, "a", null)).toBeInstanceOf(RuleError);
    expect(JSON.stringify(s)).toBe(before);
    s.phase = "over";
    expect(engine.refusal(s, "a", { type: "shoot" })?.code).toBe("GAME_OVER");
    expect(engine.legalActions(s, "a")).toEqual([]);
  });

  test("seed + log replays to the same state; applyTrusted of a legal action equals apply", () => {
    const play = (trusted: boolean) => {
      const s = toy({ a: 2, b: 2 });
      const log: { seat: string; action: { type: string } }[] = [];
      const bot = createRandom("bot") as LegacyRandom;
      for (let n = 0; n < 200 && s.phase !== "over"; n++) {
        const seat = engine.actingSeats(s)[0]!;
        const legal = engine.legalActions(s, seat);
        const a = legal[(bot.s[0]! >>> 0) % legal.length]!;
        bot.s[0] = (bot.s[0]! * 1103515245 + 12345) | 0;
        if (trusted) engine.applyTrusted(s, seat, a);
        else engine.apply(s, seat, a);
        log.push({ seat, action: a });
      }
      return { s, log };
    };
    const a = play(false);
    const b = play(true);
    expect(b.s).toEqual(a.s);
    const again = toy({ a: 2, b: 2 });
    for (const e of a.log) engine.apply(again, e.seat, e.action);
    expect(again).toEqual(a.s);
    const pure = applied({ apply: engine.apply, clone: (x: Toy) => JSON.parse(JSON.stringify(x)) as Toy }, toy({ a: 0, b: 0 }), "a", { type: "alarm" });
    expect(pure.state.pending).toHaveLength(1);
  });

  test("decision helpers: one seat, asks, pass closes `one` at once", () => {
    const d = oneSeat("keep", "a", { card: "x" });
    expect(d).toEqual({ kind: "keep", seats: ["a"], mode: "one", passed: [], card: "x" });
    expect(asks(d, "a")).toBe(true);
    expect(asks(d, "b")).toBe(false);
    expect(passOn(d, "a")).toBe(true);
    expect(() => passOn(d, "b")).toThrow(/not asked/);
  });

  test("two definitions of one type in one phase are refused when the engine is built", () => {
    expect(() => defineEngine<Toy>({ actions: [defs[0]!, defs[0]!], acting: () => [], over: () => false, settle: () => {} })).toThrow(/two definitions of 'shoot'/);
  });
});
