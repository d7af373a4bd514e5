import { HINT_ANSWER_MS, HINT_GAP_MS, HintGate, type Clock } from "../src/shell/hint-gate";
import { RateLimit } from "../../server/src/rooms/limits/rate";
import { HINTS_PER_SECOND } from "../../server/src/rooms/hints/hints";

/*
 * The Hint button's pacing (tester: tapping Hint quickly stacked red "refused: at most 2 hints a
 * second" toasts): the client sends no hint while one is out, nor within a second of the last, so
 * the server's limit (its RateLimit, ZEDFALL_HINTS_PER_SECOND) never refuses one.
 */

/** A clock whose time moves only when the test says (`run`), firing the timers that come due. */
function fakeClock() {
  let now = 10_000;
  let next = 0;
  const timers = new Map<number, { at: number; f: () => void }>();
  const clock: Clock = {
    now: () => now,
    later: (f, ms) => {
      timers.set(++next, { at: now + ms, f });
      return next;
    },
    cancel: (t) => void timers.delete(t as number),
  };
  const run = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].f();
    }
    now = end;
  };
  return { clock, run, now: () => now };
}

describe("the Hint button's pacing", () => {
  test("taps while a request is out send nothing; after its answer, the next waits for the gap", () => {
    const c = fakeClock();
    const sent: number[] = [];
    const gate = new HintGate(() => sent.push(c.now()), () => {}, c.clock);
    gate.ask();
    gate.ask();
    c.run(100);
    gate.ask();
    expect(sent).toEqual([10_000]);
    expect(gate.busy).toBe(true);
    gate.answered();
    expect(gate.busy).toBe(false);
    // a tap 200 ms after the first request waits until a second has passed since it
    c.run(100);
    gate.ask();
    expect(gate.busy).toBe(true);
    expect(sent).toEqual([10_000]);
    c.run(HINT_GAP_MS);
    expect(sent).toEqual([10_000, 10_000 + HINT_GAP_MS]);
  });

  test("a player tapping as fast as a finger can for ten seconds is never refused by the server's limit, at 2 a second or 1", () => {
    for (const limit of [HINTS_PER_SECOND, 1]) {
      const c = fakeClock();
      const server = new RateLimit(() => limit);
      let refused = 0;
      let answers = 0;
      // the server answers 30 ms after a request arrives, which is 20 ms after it was sent
      const gate: HintGate = new HintGate(
        () => {
          const ok = server.take(c.now() + 20);
          if (!ok) refused++;
          c.clock.later(() => {
            answers++;
            gate.answered();
          }, 50);
        },
        () => {},
        c.clock,
      );
      for (let t = 0; t < 10_000; t += 80) {
        gate.ask();
        c.run(80);
      }
      expect(refused).toBe(0);
      expect(answers).toBeGreaterThanOrEqual(9);
    }
  });

  test("a refusal for the rate all the same (the server's clock) sends the request once more, quietly; a second is left to be shown", () => {
    const c = fakeClock();
    const sent: number[] = [];
    const gate = new HintGate(() => sent.push(c.now()), () => {}, c.clock);
    gate.ask();
    expect(gate.limited()).toBe(true);
    expect(gate.busy).toBe(true);
    c.run(HINT_GAP_MS);
    expect(sent).toEqual([10_000, 10_000 + HINT_GAP_MS]);
    expect(gate.limited()).toBe(false);
    expect(gate.busy).toBe(false);
    // no request out: a refusal is not the gate's
    expect(gate.limited()).toBe(false);
  });

  test("an answer that never comes holds the next request back only so long; a waiting tap is dropped with the button", () => {
    const c = fakeClock();
    const sent: number[] = [];
    const changes: boolean[] = [];
    const gate: HintGate = new HintGate(() => sent.push(c.now()), () => changes.push(gate.busy), c.clock);
    gate.ask();
    c.run(HINT_ANSWER_MS);
    expect(gate.busy).toBe(false);
    gate.ask();
    expect(sent).toEqual([10_000, 10_000 + HINT_ANSWER_MS]);
    gate.answered();
    gate.ask();
    expect(gate.busy).toBe(true);
    gate.drop();
    expect(gate.busy).toBe(false);
    c.run(HINT_GAP_MS * 2);
    expect(sent).toHaveLength(2);
    expect(changes).toEqual([true, false, true, false, true, false]);
  });
});
