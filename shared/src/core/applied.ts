import type { BaseAction, GameEvent, Ruleset, SeatId } from "./ruleset";

/**
 * Applies `action` to a copy of `state` and returns the copy with the events: the pure form of
 * `ruleset.apply` (which mutates in place), for tests, look-ahead and tools that keep the state
 * before. Throws the RuleError of a refusal; `state` is never changed.
 */
export function applied<S, A extends BaseAction>(
  ruleset: Pick<Ruleset<S, A, unknown, unknown, unknown>, "apply" | "clone">,
  state: S,
  seat: SeatId,
  action: A,
): { state: S; events: GameEvent[] } {
  const next = ruleset.clone(state);
  const events = ruleset.apply(next, seat, action);
  return { state: next, events };
}
