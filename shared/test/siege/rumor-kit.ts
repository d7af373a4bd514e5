import { spaceIndex } from "../../src/siege/board";
import { then } from "../../src/siege/procedure";
import type { RumorId, SiegeSeatId, SiegeState } from "../../src/siege/types";
import { act, actionPhase, blank, refused as refusedWith, unit } from "./kit";

export { act, actionPhase };

/* The Rumor Mill tests' fixtures (rumors-mill.test.ts, rumors-items.test.ts), beside kit.ts. */

/** The index of space `id`. */
export const at = (id: string) => spaceIndex(id);

/** Puts a face-down token of `rumor` on space `where`; returns its id. */
export function token(s: SiegeState, rumor: RumorId, where: string): string {
  const m = s.rumors!;
  const id = `r${m.nextToken++}`;
  m.stack = m.stack.filter((r) => r !== rumor);
  m.tokens = { ...m.tokens, [id]: { rumor, at: at(where), revealed: false } };
  s.spaces[at(where)]!.rumor = id;
  return id;
}

/** `a` is refused for `seat` with a reason matching `why`, applying it throws, and the state is deep-equal to before (kit.ts `refused`). */
export function refused(s: SiegeState, seat: SiegeSeatId, a: object, why: RegExp): void {
  expect(refusedWith(s, seat, a)).toMatch(why);
}

/** The JSON of `x` names none of `rumors`. */
export function namesNone(x: unknown, rumors: string[]): boolean {
  const j = JSON.stringify(x);
  return rumors.every((r) => !j.includes(r));
}

/** A 4R fixture: Refugees on SU0, the lead (seat1) has `n` movements; no card in play, so only the procedure runs. */
export function fourR(n = 1): SiegeState {
  const s = blank(["seat1", "seat2"]);
  s.phase = "4r";
  s.fourR = { left: n };
  unit(s, "refugees", "suburbs:0", null, { id: "refugees-1" });
  return s;
}

/** Starts a Zeds phase that activates `track` once (the fixture has no card in play). */
export function activate(s: SiegeState, track: "forest" | "mountain" = "forest"): void {
  s.zedsPhase = { activations: [track], current: 0, moved: [] };
  then(s, { t: "activation" });
}
