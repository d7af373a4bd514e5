import { CONFIRM_GAP_MS, ConfirmGate } from "../src/shell/confirm";
import { overBoxChange } from "../src/shell/over-box";

/*
 * The shell's confirmations (a tester: a double-click on Done skipped its confirmation) and the
 * game-over box of a replay (it stayed open when the replay stepped back to the start).
 */

describe("the confirming second click", () => {
  const gate = () => {
    let now = 1000;
    const g = new ConfirmGate(() => now);
    return { g, wait: (ms: number) => (now += ms) };
  };

  test("a double-click on Done arms it and does not send it; a click after the gap confirms it", () => {
    const { g, wait } = gate();
    expect(g.press("done")).toBe("armed");
    wait(120);
    expect(g.press("done")).toBe("ignored");
    expect(g.armed).toBe("done");
    wait(CONFIRM_GAP_MS);
    expect(g.press("done")).toBe("confirmed");
    expect(g.armed).toBeNull();
  });

  test("a press of another action arms that one; a reset (a new legal list) disarms", () => {
    const { g, wait } = gate();
    g.press("done");
    wait(CONFIRM_GAP_MS);
    expect(g.press("napalm")).toBe("armed");
    expect(g.armed).toBe("napalm");
    g.reset();
    wait(CONFIRM_GAP_MS);
    expect(g.press("napalm")).toBe("armed");
  });
});

describe("the game-over box", () => {
  test("opens at the end once, closes when a replay steps back before the end, and a box closed by the player stays closed", () => {
    expect(overBoxChange(true, false)).toBe("open");
    expect(overBoxChange(true, true)).toBeNull();
    expect(overBoxChange(false, true)).toBe("close");
    expect(overBoxChange(false, false)).toBeNull();
  });
});
