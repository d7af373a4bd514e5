import { house } from "../../src/house";
import type { GameEvent } from "../../src/core/ruleset";
import type { HouseSeatId, HouseState } from "../../src/house/types";
import { expectRefusalError, type RefusalParams } from "../refusal";
import { legalOf, play, scenario, type ScenarioSpec } from "./fixture";

/**
 * Asserts that `action` is refused for `seat` with refusal `key` and exactly `params` (none when
 * omitted), that the state is untouched, and that the action is not in the seat's legal list.
 */
export function expectRefused(s: HouseState, seat: HouseSeatId, action: object, key: string, params?: RefusalParams): void {
  const before = JSON.stringify(s);
  let err: unknown = null;
  try {
    house.apply(s, seat, action as never);
  } catch (e) {
    err = e;
  }
  expectRefusalError(err, key, params);
  expect(JSON.stringify(s)).toBe(before);
  expect(house.legalActions(s, seat)).not.toContainEqual(action);
}

/** Asserts that `action` is in the Zombie seat's legal list, then applies it. */
export function zplay(s: HouseState, ...actions: object[]): { state: HouseState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    expect(house.legalActions(s, "zombie")).toContainEqual(a);
    const r = play(s, "zombie", a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * A scenario in the Human turn whose humans all pass at once, so that the Zombie turn starts for
 * real (steps 1–3 of house §7). Returns the state at the start of the Zombie turn and its events.
 */
export function zombieTurnFrom(spec: ScenarioSpec, mutate?: (s: HouseState) => void): { state: HouseState; events: GameEvent[] } {
  const s = scenario({ ...spec, turn: "human" });
  mutate?.(s);
  const events: GameEvent[] = [];
  let st = s;
  for (const h of spec.humans) {
    if (!st.humans[h.id]?.alive) continue;
    const r = play(st, h.seat ?? "human1", { type: "endActivation", figure: h.id });
    st = r.state;
    events.push(...r.events);
  }
  expect(st.phase).toBe("zombie");
  return { state: st, events };
}

/** The squares of the legal `placeZombie` actions, as "x,y" strings, sorted. */
export function placeSquares(s: HouseState): string[] {
  return legalOf(s, "zombie", "placeZombie")
    .map((a) => a.at as { x: number; y: number; z: number })
    .map((q) => `${q.x},${q.y}${q.z ? ",c" : ""}`)
    .sort();
}

/** Events of one type. */
export function eventsOf(events: GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

/** The zombie attack rolls among `events`: [die, total, result]. */
export function attackRolls(events: GameEvent[]): [number, number, string][] {
  return events.filter((e) => e.type === "roll" && String(e.purpose).includes("zombie")).map((e) => [(e.dice as number[])[0]!, e.total as number, e.result as string]);
}
