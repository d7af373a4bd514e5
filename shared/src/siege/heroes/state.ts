import type { SiegeState } from "../state/game";
import type { HeroesState, StealthRoll } from "../state/heroes";
import type { PlayerUnit } from "../state/units";

export type { HeroesState, StealthRoll } from "../state/heroes";

/*
 * The S4 heroes' game-long bookkeeping (siege §3.3, "Cost, value and staging" S4): the
 * once-per-game powers used, the Minefields on the map and Pickles' stealth. One optional field of
 * the state (`SiegeState.heroes`), made on its first write, so a game without these heroes carries
 * nothing; plain JSON, public (no secret in it). Readers never create it.
 */

/** The heroes' state of `s`, made when missing (for writes only). */
export function heroesState(s: SiegeState): HeroesState {
  if (!s.heroes) s.heroes = { used: [], minefields: {}, stealth: {} };
  return s.heroes;
}

/** Whether the once-per-game `power` of unit `unit` was used (§3.3). */
export function powerUsed(s: SiegeState, power: string, unit: string): boolean {
  return !!s.heroes?.used.includes(`${power}:${unit}`);
}

/** Records that `unit` used its once-per-game `power`. */
export function usePower(s: SiegeState, power: string, unit: string): void {
  heroesState(s).used.push(`${power}:${unit}`);
}

/** The Strength of the next attack of the Minefield on space `i`, or 0 when there is none (§3.3). */
export function minefieldAt(s: SiegeState, i: number): number {
  return s.heroes?.minefields[String(i)] ?? 0;
}

/**
 * Whether Pickles' last stealth roll still stands for him now (§3.3, §3.4): he is still on the
 * space he rolled on and at least one of the Zeds or Raiders he rolled against (or that joined them
 * since) is still there. Once those are all gone, the next Zeds or Raiders he meets mean a new roll.
 * `at`: the space asked about (his own by default; a space he would enter, to know if he rolls there).
 */
export function stealthStands(s: SiegeState, u: PlayerUnit, at: number = u.at): StealthRoll | null {
  const r = s.heroes?.stealth[u.id];
  if (!r || r.at !== at) return null;
  return foesStay(s, r) ? r : null;
}

/** Whether any of the Zeds or Raiders a stealth roll stands for is still on its space. */
function foesStay(s: SiegeState, r: StealthRoll): boolean {
  return r.zeds.some((id) => s.zeds[id]?.at === r.at) || (r.raiders ?? []).some((id) => s.raiders[id]?.at === r.at);
}

/**
 * Forgets the stealth rolls made on space `i` whose Zeds and Raiders have all gone (called whenever
 * a Zeds or Raiders unit leaves a space or the map, counters.ts): the meeting is over, so when any of
 * them comes back it is a new meeting and a new roll (docs/play/siege-heroes-s4.md "One roll per meeting").
 */
export function endStaleStealth(s: SiegeState, i: number): void {
  const rolls = s.heroes?.stealth;
  if (!rolls) return;
  const stale = Object.keys(rolls).filter((id) => rolls[id]!.at === i && !foesStay(s, rolls[id]!));
  if (!stale.length) return;
  s.heroes!.stealth = Object.fromEntries(Object.entries(rolls).filter(([id]) => !stale.includes(id)));
}

/**
 * Whether `u` is hidden from the Zeds and Raiders on its space (Pickles' stealth, §3.3, §3.4: the
 * one player unit that stays together with them): it neither defends nor protects Villagers and
 * Refugees there, and does not retreat with the losers.
 */
export function isHidden(s: SiegeState, u: PlayerUnit): boolean {
  if (!s.heroes) return false;
  return stealthStands(s, u)?.hidden === true;
}
