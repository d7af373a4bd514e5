import { spaceIndex } from "../../src/siege/board";
import { then } from "../../src/siege/procedure/stack";
import type { SiegeState } from "../../src/siege/state/game";
import type { RumorId } from "../../src/siege/state/rumors";
import { act, actionPhase, blank, refused, unit } from "./kit";

export { act, actionPhase, refused };

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
