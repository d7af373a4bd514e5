import type { RuleError } from "../../src/core/errors";
import type { GameEvent } from "../../src/core/ruleset";
import { spaceIndex } from "../../src/siege/board";
import type { RerollAction } from "../../src/siege/combat/hand-to-hand";
import type { ChooseAction } from "../../src/siege/procedure/choices";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import { setupSiege } from "../../src/siege/ruleset/setup";
import type { EventCardId } from "../../src/siege/state/cards";
import type { SiegeState } from "../../src/siege/state/game";
import type { SiegeSeatId } from "../../src/siege/state/options";
import type { PlayerUnit, ZedsUnit } from "../../src/siege/state/units";
import { ZEDS_COUNTERS } from "../../src/siege/units/zeds";
import { runWork } from "../../src/siege/round/settle";
import { expectRefusal, expectRefusalError, type RefusalParams } from "../refusal";

/** A Level II game with an empty map (no units, no Zeds, no trains), every counter back in the reserve, in the Zeds phase. */
export function blank(seats: SiegeSeatId[] = ["seat1", "seat2"], seed = "kit"): SiegeState {
  const s = setupSiege({ seats, heroes: "basic" }, seed);
  s.units = {};
  s.reserve.push(...Object.keys(s.zeds));
  s.zeds = {};
  s.trains = [];
  s.phase = "zeds";
  return s;
}

/** Puts a normal Zeds counter of Strength "full/reduced" from the reserve on space `at` (`forest:2`). */
export function zed(s: SiegeState, strength: string, at: string, patch: Partial<ZedsUnit> = {}): ZedsUnit {
  const [full, reduced] = strength.split("/").map(Number);
  const id = s.reserve.find((r) => {
    const c = ZEDS_COUNTERS.find((x) => x.id === r)!;
    return c.full === full && c.reduced === reduced;
  });
  if (!id) throw new Error(`no ${strength} counter left in the reserve`);
  s.reserve.splice(s.reserve.indexOf(id), 1);
  const z: ZedsUnit = { id, kind: "normal", at: spaceIndex(at), side: "full", hits: 0, markers: [], ...patch };
  s.zeds[id] = z;
  return z;
}

/** The id of a reserve counter of Strength "full/reduced" not in `not` (it stays in the reserve); throws Error when there is none. */
export function counter(s: SiegeState, strength: string, not: string[] = []): string {
  const id = s.reserve.find((r) => {
    const c = ZEDS_COUNTERS.find((x) => x.id === r)!;
    return `${c.full}/${c.reduced}` === strength && !not.includes(r);
  });
  if (!id) throw new Error(`no ${strength} counter left in the reserve`);
  return id;
}

/** Puts player unit `def` (unit id = `id`, default `def`) on space `at` for `seat`. */
export function unit(s: SiegeState, def: string, at: string, seat: SiegeSeatId | null, patch: Partial<PlayerUnit> = {}): PlayerUnit {
  const id = patch.id ?? def;
  const u: PlayerUnit = { id, def, seat, at: spaceIndex(at), side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [], ...patch };
  s.units[id] = u;
  return u;
}

/** Runs the waiting procedure until it ends or asks a decision; returns its events. */
export function run(s: SiegeState): GameEvent[] {
  const ev: GameEvent[] = [];
  runWork(s, ev, siegeEngine.kernel);
  return ev;
}

/** The round's Event card is `card`: the Draw phase runs its Start text (on whatever map `s` holds); returns the events. */
export function draw(s: SiegeState, card: EventCardId): GameEvent[] {
  s.decks.event = [card];
  s.phase = "draw";
  s.work.push({ t: "enter", phase: "draw" });
  return run(s);
}

/** The ids of the Zeds on space `at`, sorted. */
export function zedsOn(s: SiegeState, at: string): string[] {
  return Object.values(s.zeds)
    .filter((z) => z.at === spaceIndex(at))
    .map((z) => z.id)
    .sort();
}

/** The ids of the player units on space `at`, sorted. */
export function unitsOn(s: SiegeState, at: string): string[] {
  return Object.values(s.units)
    .filter((u) => u.at === spaceIndex(at))
    .map((u) => u.id)
    .sort();
}

/** Events of one type. */
export function ofType(ev: GameEvent[], type: string): GameEvent[] {
  return ev.filter((e) => e.type === type);
}

/** `seat` answers the open choice with `option` through the engine (checked, then settled); returns the events. */
export function choose(s: SiegeState, seat: SiegeSeatId, option: string): GameEvent[] {
  const a: ChooseAction = { type: "choose", option };
  return siegeEngine.apply(s, seat, a);
}

/** `seat` answers an open re-roll window (G22): `reroll` or `keepRoll`; returns the events. */
export function answerReroll(s: SiegeState, seat: SiegeSeatId, type: RerollAction["type"]): GameEvent[] {
  const a: RerollAction = { type };
  return siegeEngine.apply(s, seat, a);
}

/** A blank game (see `blank`) in the Action phase with `events` Event Actions and every seat's Player Action unspent (no flow: the fixture has no card in play). */
export function actionPhase(seats: SiegeSeatId[] = ["seat1", "seat2"], events = 2): SiegeState {
  const s = blank(seats);
  s.phase = "action";
  s.actionTrack = events;
  s.actionPhase = { playerAction: Object.fromEntries(seats.map((x) => [x, true])), done: [], healed: [], equipped: false, used: [], free: {} };
  return s;
}

/** `seat` takes action `a` through the engine (checked, then settled); returns the events. */
export function act(s: SiegeState, seat: SiegeSeatId, a: object): GameEvent[] {
  return siegeEngine.apply(s, seat, a as never);
}

/**
 * The refusal of `a` for `seat`; asserts that it is refused (with refusal `key` and exactly `params`
 * when `key` is given), that applying it throws that refusal, and that the state is deep-equal to before.
 */
export function refused(s: SiegeState, seat: SiegeSeatId, a: object, key?: string, params?: RefusalParams): RuleError {
  const before = structuredClone(s);
  const r = siegeEngine.refusal(s, seat, a);
  expect(r).not.toBeNull();
  if (key) expectRefusalError(r, key, params);
  expectRefusal(() => siegeEngine.apply(s, seat, a as never), r!.key, r!.params);
  expect(s).toEqual(before);
  return r!;
}
