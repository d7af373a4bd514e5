import { applied } from "../../src/core/applied";
import { house } from "../../src/house";
import { RuleError } from "../../src/core/errors";
import type { GameEvent } from "../../src/core/ruleset";
import type { HouseSeatId, HouseState } from "../../src/house/types";
import { expectRefusalError, type RefusalParams } from "../refusal";

/**
 * Asserts that `seat` may not take `action` in `s` (house contract): apply throws RuleError
 * ILLEGAL_ACTION of refusal `key` with exactly `params` (when `key` is given), the state is
 * deep-equal to what it was, and the action is not in the seat's legal list.
 */
export function refused(s: HouseState, seat: HouseSeatId, action: object, key?: string, params?: RefusalParams): void {
  const before = JSON.parse(JSON.stringify(s)) as HouseState;
  let err: unknown = null;
  try {
    house.apply(s, seat, action as never);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe("ILLEGAL_ACTION");
  if (key) expectRefusalError(err, key, params);
  expect(s).toEqual(before);
  expect(house.legalActions(s, seat)).not.toContainEqual(action);
}

/** Applies one action and returns the new state and its events; also asserts the action was listed as legal. */
export function act(s: HouseState, seat: HouseSeatId, action: object): { state: HouseState; events: GameEvent[] } {
  expect(house.legalActions(s, seat)).toContainEqual(action);
  return applied(house, s, seat, action as never);
}

/** Applies several actions of one seat in order, each checked to be legal first. */
export function acts(s: HouseState, seat: HouseSeatId, ...actions: object[]): { state: HouseState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = act(s, seat, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Events of one type. */
export function evOf(events: GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

/** The dice of every roll event, in order. */
export function rolled(events: GameEvent[]): number[][] {
  return events.filter((e) => e.type === "roll").map((e) => e.dice as number[]);
}
