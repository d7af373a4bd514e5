import type { Continuation } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import { GUNFIRE_COLUMNS } from "../actions/gunfire-table";
import { gunfireColumn, gunfireHits } from "../combat/tables";
import { choice } from "../procedure/choices";
import { defOf, fightersAt, seatFor, unitsAt, zedsAt, zedsHere } from "../state/occupancy";
import { done, then, type StepHandler } from "../procedure/stack";
import { roll } from "../procedure/roll";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import { heroesState, isHidden, minefieldAt } from "./state";
import { joinHidden } from "./stealth";
import type { HeroStep } from "./steps";
import { lookHolders } from "../state/stacks";
import type { SiegeEvent } from "../state/events";
import { facesFrom } from "../state/needs";
import { gunfireNeed } from "../combat/needs";

/*
 * The S4 Hello results of Zeds coming to rest on a space by a move or a retreat (G5 step 5, siege
 * §3.3), before the Hand-to-hand: the Minefield, then Johnson's traps. Decided: new Zeds placed on a
 * space (G16) did not enter it by a move, so neither fires for them.
 */

type Minefield = Extract<HeroStep, { t: "minefield" }>;
type Trap = Extract<HeroStep, { t: "trap" }>;

/** The Minefield's second and last attack Strength (§3.3: Strength 7, then 4). */
const SECOND_MINE = 4;

/**
 * The S4 Hello steps for Zeds arriving on space `i`, in G5's order: the Minefield there, then the
 * trap of each Johnson there. A Pickles hidden there stays hidden from the newcomers (§3.3).
 */
export function heroHelloSteps(s: SiegeState, i: number): SiegeStep[] {
  const steps: SiegeStep[] = [];
  if (s.heroes) for (const u of unitsAt(s, i)) if (isHidden(s, u)) joinHidden(s, u, zedsAt(s, i));
  if (minefieldAt(s, i)) steps.push({ t: "minefield", space: i });
  // Johnson's traps: no fighters' list while no unit in play has traps (the common case, on every Zeds arrival)
  if (lookHolders(s, "traps").length) for (const u of fightersAt(s, i)) if (defOf(u).abilities.traps) steps.push({ t: "trap", space: i, unit: u.id });
  return steps;
}

/** The seat that decides for the Minefield (its target in a Mob): Kingman's owner while he is in play, else the lead (G12). */
function mineSeat(s: SiegeState): ReturnType<typeof seatFor> {
  const k = lookHolders(s, "minefield").find((u) => u.at !== B.cemetery);
  return k ? seatFor(s, k) : s.lead;
}

/**
 * A Minefield's attack (§3.3, §4.3 "Strength-N gunfire attacks"): on the Zeds that came to rest on
 * its space, one Zeds unit as the target (a Mob: its seat picks, G12), 2 dice on the Gunfire column
 * of its Strength with no shift; the hits go to the target alone. The first attack has Strength 7,
 * the second 4, then the Minefield is gone; it is used up by the attack, whatever the dice.
 */
export const minefieldStep: StepHandler<Minefield> = (s, w, ev, k) => {
  const strength = minefieldAt(s, w.space);
  const zeds = zedsAt(s, w.space);
  if (!strength || zeds.length === 0) return done(s, w);
  const target = choice(s, w, mineSeat(s), "minefieldTarget", zeds.map((z) => z.id), { key: "minefieldTarget", params: { space: w.space } }, "siege §3.3");
  if (target === null) return;
  done(s, w);
  const h = heroesState(s);
  if (strength === 7) h.minefields = { ...h.minefields, [String(w.space)]: SECOND_MINE };
  else {
    const { [String(w.space)]: _gone, ...rest } = h.minefields;
    h.minefields = rest;
  }
  const column = gunfireColumn(strength, 0);
  roll(s, ev, k, {
    purpose: "minefield",
    dice: 2,
    rule: "siege §3.3",
    need: gunfireNeed(strength, []),
    event: { space: w.space, target, strength, column: GUNFIRE_COLUMNS[column] },
    then: "minefield",
    data: { space: w.space, target, column, chooser: mineSeat(s) },
    outcome: (d) => ({ key: "minefieldHits", params: { count: gunfireHits(column, d) } }),
  });
};

/**
 * Johnson's traps (§3.3): Zeds came to rest on his space and he is still there to fight; he rolls
 * 1 die: 4–6 the Zeds take 1 hit (in a Mob his seat picks the unit, G12) and he steps back instead
 * of fighting — decided: his step back is a retreat of him alone by G6 (1 toward TC, over full, No
 * Entry and Destroyed Bridge spaces; landing on Zeds is a retreat fight). 1–3 nothing: the fight
 * goes on as usual. The other units of his space still defend it.
 */
export const trapStep: StepHandler<Trap> = (s, w, ev, k) => {
  done(s, w);
  const u = s.units[w.unit];
  if (!u || u.at !== w.space || !fightersAt(s, w.space).includes(u) || zedsHere(s, w.space).length === 0) return;
  roll(s, ev, k, {
    purpose: "trap",
    dice: 1,
    rule: "siege §3.3",
    need: { read: "faces", faces: facesFrom(4) },
    event: { unit: u.id, space: w.space },
    then: "trap",
    data: { unit: u.id, space: w.space },
    outcome: (d) => ({ key: d[0]! >= 4 ? "trapsSprung" : "trapsFail", params: {} }),
  });
};

/** The Minefield's and the traps' continuations, by the names their rolls give in `then`. */
export const HELLO_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  minefield: (s, dice, raw, ev) => {
    const { space, target, column, chooser } = raw as { space: number; target: string; column: number; chooser: ReturnType<typeof seatFor> };
    const hits = gunfireHits(column, dice);
    ev.push({ type: "minefieldHits", space, target, hits, rule: "siege §3.3" } satisfies SiegeEvent);
    if (hits && s.zeds[target]?.at === space) then(s, { t: "hitsZeds", space, n: hits, chooser, only: target });
  },
  trap: (s, [d], raw, ev) => {
    const { unit, space } = raw as { unit: string; space: number };
    const u = s.units[unit]!;
    if (d! < 4) {
      ev.push({ type: "trapFailed", unit, space, rule: "siege §3.3" } satisfies SiegeEvent);
      return;
    }
    ev.push({ type: "trapSprung", unit, space, rule: "siege §3.3" } satisfies SiegeEvent);
    then(s, { t: "hitsZeds", space, n: 1, chooser: seatFor(s, u) }, { t: "retreatPlayers", from: space, units: [unit] });
  },
};
