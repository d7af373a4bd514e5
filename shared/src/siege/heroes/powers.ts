import { refuse, type Refusal } from "../../core/refusal";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, isStart, trackOf } from "../board";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { heroAction, type HeroAction } from "./act";
import { heroesState, minefieldAt, powerUsed, usePower } from "./state";
import type { SiegeEvent } from "../state/events";

/*
 * The once-per-game powers of the S4 heroes (siege §3.3, §2.6), Action-phase actions of the unit's
 * owner:
 * - `bastion`: Kingman, 1 Action + 3 Supplies: a Bastion (Terrain +3, §4.4) on his space for the
 *   rest of the game (§1.4: permanent; Zeds leaving do not remove it, Hard-headed Zeds do not smash
 *   it). Decided: on a track space that is not a Start (like a Barricade, §2.6), not in TC; it
 *   replaces a Barricade there; Leapers and "no Terrain" effects cancel it as any Terrain.
 * - `minefield`: Kingman, 1 Action + 2 Supplies + 1 Ammo: a Minefield on his space (a track space,
 *   not a Start, none there yet); the Zeds that next come to rest there take a Strength-7 Gunfire
 *   attack, the next ones a Strength-4 attack, then it is gone (heroes/hello.ts).
 * - `townRally`: the Mayor, no Action paid (a Character Action, so not in Chaos or coma): every
 *   player unit in a Town space (#0) or TC, not in coma (Villagers never act), gets 1 free Action
 *   this Action phase (`actionPhase.free`), the Mayor too when he is there; decided: he may call it
 *   from anywhere on the map, it does not use up his fire-support Character Action, and it is
 *   refused while nobody would get an Action.
 * Each is refused once used (the game-long record of heroes/state.ts).
 */

/** The once-per-game actions (§3.3): Kingman's Bastion or Minefield, paid with an Action, and the Mayor's rally. */
export type PowerAction = HeroAction & { type: "bastion" | "minefield" | "townRally" };

/** Bastion's Supplies (§3.3). */
const BASTION_SUPPLIES = 3;
/** Minefield's Supplies and Ammo (§3.3). */
const MINEFIELD_SUPPLIES = 2;
const MINEFIELD_AMMO = 1;

/** Why a fortification (Bastion, Minefield) cannot go on `u`'s space, or null: a track space, not a Start. */
function fortWhy(u: PlayerUnit): Refusal | null {
  return trackOf(u.at) === null || isStart(u.at) ? refuse("siege.fortTrack") : null;
}

/** Why `u` cannot build its Bastion now (§3.3), or null. */
function bastionWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (powerUsed(s, "bastion", u.id)) return refuse("siege.bastionUsed");
  const where = fortWhy(u);
  if (where) return where;
  if (s.supplies < BASTION_SUPPLIES) return refuse("siege.bastionCost");
  return null;
}

/** Why `u` cannot lay its Minefield now (§3.3), or null. */
function minefieldWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (powerUsed(s, "minefield", u.id)) return refuse("siege.minefieldUsed");
  const where = fortWhy(u);
  if (where) return where;
  if (minefieldAt(s, u.at)) return refuse("siege.minefieldThere");
  if (s.supplies < MINEFIELD_SUPPLIES || s.ammo < MINEFIELD_AMMO) return refuse("siege.minefieldCost");
  return null;
}

/** The units in a Town space or TC that the Mayor's rally gives a free Action (§3.3): every player unit there but Villagers, not in coma. */
export function rallied(s: SiegeState): PlayerUnit[] {
  const town = new Set<number>([B.tc, ...B.tracks.map((t) => B.trackSpaces[t][0]!)]);
  return Object.values(s.units)
    .filter((u) => town.has(u.at) && !u.coma && defOf(u).category !== "villagers")
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Why `u` cannot call the Mayor's rally now (§3.3), or null. */
function rallyWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (powerUsed(s, "townRally", u.id)) return refuse("siege.rallyUsed");
  return rallied(s).length ? null : refuse("siege.nobodyInTown");
}

/** A once-per-game power as a hero action (act.ts): `why` says whether unit `u` may use it (the ability aside); listed without a target. */
function power(type: PowerAction["type"], ability: "bastion" | "minefield" | "townRally", cost: "action" | "none", why: (s: SiegeState, u: PlayerUnit) => Refusal | null, exec: (s: SiegeState, u: PlayerUnit, ev: GameEvent[]) => void) {
  return heroAction({
    type,
    ability,
    cost,
    targets: (s, u) => (why(s, u) === null ? [undefined] : []),
    why: (s, u, target) => (target !== undefined ? refuse("siege.heroNoTarget") : why(s, u)),
    exec: (s, _seat, u, _target, ev) => exec(s, u, ev),
  });
}

/** `bastion` (§3.3, §1.4): see the file's note. */
export const bastionAction = power("bastion", "bastion", "action", bastionWhy, (s, u, ev) => {
  usePower(s, "bastion", u.id);
  s.supplies -= BASTION_SUPPLIES;
  s.spaces[u.at]!.barricade = "bastion";
  ev.push({ type: "bastion", unit: u.id, space: u.at, rule: "siege §3.3" } satisfies SiegeEvent);
});

/** `minefield` (§3.3): see the file's note. */
export const minefieldAction = power("minefield", "minefield", "action", minefieldWhy, (s, u, ev) => {
  usePower(s, "minefield", u.id);
  s.supplies -= MINEFIELD_SUPPLIES;
  s.ammo -= MINEFIELD_AMMO;
  const h = heroesState(s);
  h.minefields = { ...h.minefields, [String(u.at)]: 7 };
  ev.push({ type: "minefield", unit: u.id, space: u.at, rule: "siege §3.3" } satisfies SiegeEvent);
});

/** `townRally` (§3.3, G22): see the file's note. */
export const townRallyAction = power("townRally", "townRally", "none", rallyWhy, (s, u, ev) => {
  usePower(s, "townRally", u.id);
  const got = rallied(s);
  const free = { ...s.actionPhase.free };
  for (const x of got) free[x.id] = (free[x.id] ?? 0) + 1;
  s.actionPhase.free = free;
  ev.push({ type: "townRally", unit: u.id, units: got.map((x) => x.id), rule: "siege §3.3" } satisfies SiegeEvent);
});

/** The once-per-game power actions, for the engine. */
export const POWER_ACTIONS = [bastionAction, minefieldAction, townRallyAction] as const;
