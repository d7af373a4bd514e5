import { jest } from "@jest/globals";
import { BotDriver, QUICK_MS } from "../src/bots/driver";

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("BotDriver: the bots' pace (the configured delay beside people acting, quick when only bots may act)", () => {
  test("a step waits the configured delay (700 ms) while a person may act too", () => {
    const step = jest.fn();
    const d = new BotDriver(700, step);
    d.schedule();
    jest.advanceTimersByTime(699);
    expect(step).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(1);
  });

  test("when only bots may act a step waits at most QUICK_MS, never longer than the configured delay", () => {
    const step = jest.fn();
    const d = new BotDriver(700, step);
    d.schedule(true);
    jest.advanceTimersByTime(QUICK_MS - 1);
    expect(step).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(1);
    const fast = jest.fn();
    const quickest = new BotDriver(40, fast);
    quickest.schedule(true);
    jest.advanceTimersByTime(40);
    expect(fast).toHaveBeenCalledTimes(1);
  });

  test("a step already pending is kept (one at a time), and stop cancels it", () => {
    const step = jest.fn();
    const d = new BotDriver(700, step);
    d.schedule();
    d.schedule(true);
    jest.advanceTimersByTime(QUICK_MS);
    expect(step).not.toHaveBeenCalled();
    d.stop();
    jest.advanceTimersByTime(10_000);
    expect(step).not.toHaveBeenCalled();
  });
});
