import type { Continuation, Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { defOf, unitsAt } from "../state/occupancy";
import { roll } from "../procedure/roll";
import { raidersAt } from "../raiders/units";
import type { SiegeState } from "../state/game";
import type { PlayerUnit, RaidersUnit, ZedsUnit } from "../state/units";
import { heroesState, isHidden, stealthStands } from "./state";
import type { SiegeEvent } from "../state/events";
import { facesFrom } from "../state/needs";

/*
 * Pickles' stealth (siege §3.3 "sharing a space with Zeds/Raiders: 1 = fight, 2–6 = hidden",
 * §3.4): each time he comes to share a space with Zeds or Raiders — they attack his space (a move,
 * a retreat, a placement; the Raiders' 4R move or retreat) or he enters theirs (a Move, a retreat,
 * off a train) — he rolls 1 die before the fight: 1 he fights as any unit would; 2–6 he is hidden:
 * no fight for him, he stays with them (the one exception to "Zeds and player units never stay
 * together"), neither defends nor protects the space and does not retreat with the losers. The
 * roll stands as long as he stays on the space and any of those Zeds or Raiders are there
 * (`stealthStands`); more Zeds or Raiders joining them do not make him roll again. Once they have
 * all left, the roll is forgotten (`endStaleStealth`), so the same Zeds coming back roll anew.
 * Decided for the Raiders: the other units on his space are untouched by his roll — when the
 * Raiders attack, the defender is chosen among them (he, hidden, is no candidate), and if they lose
 * they retreat and leave him hidden with the Raiders; Villagers, Refugees and trains the Raiders
 * leave alone anyway (§2.2 step 1). Raiders coming where he hides among Zeds fight the Zeds, and he
 * stays hidden from both (`raidersJoinHidden`), as he does from Zeds coming where he hides among
 * Raiders (hello.ts).
 */

/** Whether `u` rolls for stealth before a fight now: a stealth unit, not in coma, whose last roll does not stand (`stealthStands`). */
function due(s: SiegeState, u: PlayerUnit): boolean {
  return !!defOf(u).abilities.stealth && !u.coma && stealthStands(s, u) === null;
}

/** What a stealth roll carries to its continuation: the unit, the space and the ids of the Zeds and Raiders met. */
interface StealthData {
  unit: string;
  space: number;
  zeds: string[];
  raiders?: string[];
}

/**
 * The stealth roll of the first of `units` that must roll (`due`), against the foes `data` names
 * names: it goes through the kernel and true is returned; false when nobody rolls.
 */
function rollFor(s: SiegeState, units: PlayerUnit[], data: Omit<StealthData, "unit">, ev: GameEvent[], k: Kernel<SiegeState>): boolean {
  const u = units.find((x) => due(s, x));
  if (!u) return false;
  roll(s, ev, k, {
    purpose: "stealth",
    dice: 1,
    rule: "siege §3.3",
    need: { read: "faces", faces: facesFrom(2) },
    event: { unit: u.id, space: data.space },
    then: "stealth",
    data: { unit: u.id, ...data } satisfies StealthData,
    outcome: (d) => ({ key: d[0] === 1 ? "fights" : "hides", params: {} }),
  });
  return true;
}

/**
 * The stealth roll before a Hand-to-hand with Zeds on space `space` (§3.3): the first of `units`
 * that must roll (`due`) rolls through the kernel and true is returned — the fight's step runs
 * again once the roll is resolved, now knowing whether he hid; false when nobody rolls.
 */
export function stealthRoll(s: SiegeState, units: PlayerUnit[], zeds: ZedsUnit[], space: number, ev: GameEvent[], k: Kernel<SiegeState>): boolean {
  return rollFor(s, units, { space, zeds: zeds.map((z) => z.id) }, ev, k);
}

/**
 * The stealth roll before a Hand-to-hand with the Raiders on space `space` (§3.3 "Zeds/Raiders"),
 * whoever attacks (raiders/combat.ts): as `stealthRoll`, against every Raiders unit there. True
 * while the roll is made (the fight's step runs again once it is resolved), false when nobody rolls.
 */
export function raidersStealthRoll(s: SiegeState, units: PlayerUnit[], space: number, ev: GameEvent[], k: Kernel<SiegeState>): boolean {
  const raiders = raidersAt(s, space);
  if (!raiders.length) return false;
  return rollFor(s, units, { space, zeds: [], raiders: raiders.map((r) => r.id) }, ev, k);
}

/** Records a new stealth roll's result for the unit and the Zeds or Raiders it met (the fight's step then reads it). */
const stealth: Continuation<SiegeState> = (s, [d], raw, ev) => {
  const { unit, space, zeds, raiders } = raw as StealthData;
  const hidden = d! >= 2;
  const h = heroesState(s);
  h.stealth = { ...h.stealth, [unit]: { at: space, zeds, ...(raiders ? { raiders } : {}), hidden } };
  ev.push({
    type: hidden ? (raiders ? "hidesFromRaiders" : "hides") : "found",
    unit,
    space,
    rule: "siege §3.3",
  } satisfies SiegeEvent);
};

/** Records that the Zeds `joined` came to the space of a hidden unit: the roll it made stands for them too (§3.3). */
export function joinHidden(s: SiegeState, u: PlayerUnit, joined: ZedsUnit[]): void {
  const r = stealthStands(s, u);
  if (!r) return;
  const ids = joined.map((z) => z.id).filter((id) => !r.zeds.includes(id));
  if (!ids.length) return;
  const h = heroesState(s);
  h.stealth = { ...h.stealth, [u.id]: { ...r, zeds: [...r.zeds, ...ids] } };
}

/**
 * Raiders unit `r` has just come to its space (its 4R move or a retreat, raiders/): a Pickles
 * hidden there stays hidden from it too — his roll stands for it as for Zeds joining (§3.3) — so
 * he is no fighter for it and it does not make him roll again.
 */
export function raidersJoinHidden(s: SiegeState, r: RaidersUnit): void {
  if (!s.heroes) return;
  for (const u of unitsAt(s, r.at)) {
    if (!isHidden(s, u)) continue;
    const st = stealthStands(s, u)!;
    if ((st.raiders ?? []).includes(r.id)) continue;
    const h = heroesState(s);
    h.stealth = { ...h.stealth, [u.id]: { ...st, raiders: [...(st.raiders ?? []), r.id] } };
  }
}

/** The stealth roll's continuation, by the name its roll gives in `then`. */
export const STEALTH_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { stealth };
