import { jest } from "@jest/globals";
import { DecisionTimer } from "../src/rooms/game/decision-timer";

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("DecisionTimer (house DoR 3: an unanswered `ask` window is declined after reactionSeconds)", () => {
  test("house DoR 3 fires after exactly `seconds` real seconds by default (5 s → 5000 ms), once", () => {
    const fire = jest.fn();
    const timer = new DecisionTimer();
    timer.arm("7", 5, fire);
    jest.advanceTimersByTime(4999);
    expect(fire).not.toHaveBeenCalled();
    expect(timer.armedFor).toBe("7");
    jest.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(timer.armedFor).toBeNull();
    jest.advanceTimersByTime(60_000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  test("house DoR 3 the same position keeps its running timer; a new position starts a fresh one; clear and stop cancel", () => {
    const first = jest.fn();
    const second = jest.fn();
    const timer = new DecisionTimer(100);
    timer.arm("1", 5, first);
    jest.advanceTimersByTime(300);
    timer.arm("1", 5, second); // same key: not restarted, not replaced
    jest.advanceTimersByTime(200);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    timer.arm("2", 5, first);
    jest.advanceTimersByTime(300);
    timer.arm("3", 5, second); // another position: the old timer is dropped
    jest.advanceTimersByTime(499);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    timer.clear();
    jest.advanceTimersByTime(1000);
    expect(second).not.toHaveBeenCalled();
    timer.stop();
    timer.arm("4", 5, second);
    jest.advanceTimersByTime(1000);
    expect(second).not.toHaveBeenCalled();
    expect(timer.armedFor).toBeNull();
  });
});
