import type { Continuation, Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, trackOf } from "../board";
import { reachCamp } from "../arrivals/camp";
import { carries } from "../units/carries";
import { choice } from "../procedure/choices";
import { defOf, seatFor, unitsAt, zedsDef, zedsHere, unitsHere } from "../state/occupancy";
import { done, then, type StepHandler } from "../procedure/stack";
import { roll } from "../procedure/roll";
import { raiseInfection } from "../state/resources";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { PlayerUnit, ZedsUnit } from "../state/units";
import { INFESTED_VERMIN } from "../units/zeds";
import { placeUnit, placeZeds, removeUnit, removeZeds } from "../state/counters";
import { civiliansFallen } from "../cards/event/spread-of-the-zed-disease";
import type { SiegeEvent } from "../state/events";
import { facesFrom } from "../state/needs";

/** The Zeds marker Tenacious prevents a hit on 1–3 (Q13: the Zeds version of the fan data). */
export const ZEDS_TENACIOUS_ON: readonly number[] = [1, 2, 3];

/**
 * Removes a Zeds unit from the map (§3.2): a normal counter goes back to the reserve; a Super-Zeds
 * leaves the game (G27); a Disease Spreader rolls 1 die — on 1–3 it flees back to its track's Start
 * space, else it is gone (G24).
 */
export function eliminateZeds(s: SiegeState, z: ZedsUnit, ev: GameEvent[], k: Kernel<SiegeState>): void {
  if (z.kind === "spreader") {
    roll(s, ev, k, {
      purpose: "spreaderFlees",
      dice: 1,
      rule: "siege §3.2",
      need: { read: "faces", faces: [...INFESTED_VERMIN.fleesOn] },
      then: "spreaderFlee",
      data: { id: z.id },
    });
    return;
  }
  removeZeds(s, z.id);
  if (z.kind === "normal") s.reserve.push(z.id);
  ev.push({ type: "zedsEliminated", zeds: z.id, space: z.at, rule: z.kind === "super" ? "siege G27" : "siege §3.2" } satisfies SiegeEvent);
}

/** Places one hit on a Zeds unit (§3.1): the third hit on a side flips the full side (hits cleared) or eliminates the reduced one. */
export function applyZedsHit(s: SiegeState, z: ZedsUnit, ev: GameEvent[], k: Kernel<SiegeState>): void {
  const d = zedsDef(z);
  z.hits += 1;
  if (z.hits < d.hitsPerSide) {
    ev.push({ type: "zedsHit", zeds: z.id, hits: z.hits, rule: "siege §3.1" } satisfies SiegeEvent);
  } else if (z.side === "full") {
    z.side = "reduced";
    z.hits = 0;
    ev.push({ type: "zedsFlipped", zeds: z.id, rule: "siege §3.1" } satisfies SiegeEvent);
  } else {
    eliminateZeds(s, z, ev, k);
  }
}

/** The die numbers that prevent a hit on `z`, or null: the Tenacious marker (Q13) or the Ironclads' 1–3 (§3.2). */
function zedsPreventOn(z: ZedsUnit): readonly number[] | null {
  if (z.markers.includes("tenacious")) return ZEDS_TENACIOUS_ON;
  return zedsDef(z).super?.cancelHitOn ?? null;
}

/**
 * Hits to the Zeds side on a space, one at a time (G7): each goes to the one Zeds unit there, or to
 * the unit the seat whose unit fought picks in a Mob (G12, Q17); a Tenacious or Ironclad unit rolls a
 * die per hit to prevent it.
 */
export const hitsZedsStep: StepHandler<Extract<SiegeStep, { t: "hitsZeds" }>> = (s, w, ev, k) => {
  const here = zedsHere(s, w.space).filter((z) => !w.only || z.id === w.only);
  if (w.n <= 0 || here.length === 0) return done(s, w);
  const pick = choice(
    s,
    w,
    w.chooser,
    "mobHit",
    here.map((z) => z.id),
    { key: "mobHit", params: { space: w.space, n: w.n } },
    "siege G12",
  );
  if (pick === null) return;
  const z = s.zeds[pick]!;
  w.n -= 1;
  if (w.n === 0) done(s, w);
  const prevent = zedsPreventOn(z);
  if (!prevent) return applyZedsHit(s, z, ev, k);
  roll(s, ev, k, {
    purpose: "zedsPrevent",
    dice: 1,
    rule: z.markers.includes("tenacious") ? "siege Q13" : "siege §3.2",
    need: { read: "faces", faces: [...prevent] },
    then: "zedsHit",
    data: { id: z.id, prevent },
  });
};

/**
 * Places one hit on a player unit (§3.1, §4.6): a full side that fills flips (hits cleared); the
 * hit that fills the last side — any hit on Villagers or Refugees — is the last hit: the Save step
 * follows at once and the unit takes no more hits.
 */
export function applyPlayerHit(s: SiegeState, u: PlayerUnit, ev: GameEvent[]): void {
  const d = defOf(u);
  u.hits += 1;
  if (u.hits < d.hitsPerSide) {
    ev.push({ type: "unitHit", unit: u.id, hits: u.hits, rule: "siege §3.1" } satisfies SiegeEvent);
  } else if (d.twoSided && u.side === "full") {
    u.side = "reduced";
    u.hits = 0;
    ev.push({ type: "unitFlipped", unit: u.id, rule: "siege §3.1" } satisfies SiegeEvent);
  } else {
    ev.push({ type: "lastHit", unit: u.id, rule: "siege §4.6" } satisfies SiegeEvent);
    then(s, { t: "save", unit: u.id });
  }
}

/**
 * Hits to one player unit, one at a time (G7, §4.6): a Tenacious unit rolls 1 die per hit and
 * prevents it on its numbers (Q13); the hits stop once the unit has left the space (its last hit).
 */
export const hitsPlayerStep: StepHandler<Extract<SiegeStep, { t: "hitsPlayer" }>> = (s, w, ev, k) => {
  const u = s.units[w.unit];
  if (w.n <= 0 || !u || u.at !== w.space) return done(s, w);
  w.n -= 1;
  if (w.n === 0) done(s, w);
  const ten = defOf(u).tenacious;
  // S-R7, G7: the DARPA Battlesuit makes its carrier Tenacious (4–6); one already Tenacious rolls a die for each, either prevents
  const darpa = carries(u, "darpa-battlesuit");
  if (darpa) {
    const prevent = [DARPA_TENACIOUS_ON, ...(ten ? [ten] : [])];
    roll(s, ev, k, {
      purpose: "tenacious",
      dice: prevent.length,
      rule: "siege S-R7",
      need: { read: "faces", faces: [...prevent[0]!], ...(ten ? { faces2: [...ten] } : {}) },
      then: "playerHit",
      data: { unit: u.id, prevent: prevent[0], ...(ten ? { prevent2: ten } : {}) },
    });
    return;
  }
  if (!ten) return applyPlayerHit(s, u, ev);
  roll(s, ev, k, {
    purpose: "tenacious",
    dice: 1,
    rule: "siege §3.1",
    need: { read: "faces", faces: [...ten] },
    then: "playerHit",
    data: { unit: u.id, prevent: ten },
  });
};

/** The numbers on which the DARPA Battlesuit's Tenacity prevents a hit (S-R7: 4–6). */
export const DARPA_TENACIOUS_ON: readonly number[] = [4, 5, 6];

/**
 * Sends a player unit to the Cemetery (§1.3, §4.6): markers, carried items and a Strength bonus go (G10, G28, §3.3); on a
 * Spread of the Zed Disease round a Civilians unit killed on a track space rises as Zeds (cards/event/spread-of-the-zed-disease.ts).
 */
export function toCemetery(s: SiegeState, u: PlayerUnit, ev: GameEvent[], rule: string): void {
  const from = u.at;
  placeUnit(s, u, B.cemetery);
  u.coma = false;
  u.hits = 0;
  u.holdingOut = false;
  u.markers = [];
  u.items = [];
  delete u.bonus;
  ev.push({ type: "toCemetery", unit: u.id, rule } satisfies SiegeEvent);
  civiliansFallen(s, u, from, ev);
}

/** A free Hospital Bed, or -1 (§1.3). */
export function freeBed(s: SiegeState): number {
  return B.beds.find((b) => unitsHere(s, b).length === 0) ?? -1;
}

/** Puts a saved unit in a Bed in coma, reduced side, hits cleared, +1 Infection (§4.6); a Civilians unit hospitalised from a track space on a Spread of the Zed Disease round rises as Zeds there (cards/event/spread-of-the-zed-disease.ts). */
function hospitalise(s: SiegeState, u: PlayerUnit, bed: number, ev: GameEvent[]): void {
  const from = u.at;
  placeUnit(s, u, bed);
  u.coma = true;
  u.side = "reduced";
  u.hits = 0;
  u.holdingOut = false;
  ev.push({ type: "toHospital", unit: u.id, bed: B.spaces[bed]!.id, rule: "siege §4.6" } satisfies SiegeEvent);
  raiseInfection(s, 1, "siege §4.6", ev);
  civiliansFallen(s, u, from, ev);
}

/**
 * The last hit on a player unit (§4.6, G14, Q10): Villagers have no Save and are removed; any other
 * unit's owner (the lead for Refugees) may roll the Save or decline it. The Save is 1 die (Rusty 2,
 * any die counting): 4–6 → a free Bed in coma (`hospitalFull` when none is free), else the Cemetery.
 */
export const saveStep: StepHandler<Extract<SiegeStep, { t: "save" }>> = (s, w, ev, k) => {
  const u = s.units[w.unit];
  if (!u) return done(s, w);
  const d = defOf(u);
  if (d.category === "villagers") {
    done(s, w);
    removeUnit(s, u.id);
    ev.push({ type: "unitRemoved", unit: u.id, rule: "siege G14" } satisfies SiegeEvent);
    return;
  }
  const pick = choice(s, w, seatFor(s, u), "save", ["roll", "decline"], { key: "save", params: { unit: u.id } }, "siege §4.6");
  if (pick === null) return;
  done(s, w);
  if (pick === "decline") return toCemetery(s, u, ev, "siege G14");
  roll(s, ev, k, {
    purpose: "save",
    dice: d.saveDice ?? 1,
    rule: "siege §4.6",
    need: { read: "faces", faces: facesFrom(4), any: (d.saveDice ?? 1) > 1 },
    then: "save",
    data: { unit: u.id },
  });
};

/**
 * A saved unit and no free Bed (G13, §4.6): the owner discharges a Bed unit first (to TC; one in
 * coma goes to the Cemetery instead, §2.6 Discharge) and the saved unit takes the Bed, or lets the
 * unit die.
 */
export const hospitalFullStep: StepHandler<Extract<SiegeStep, { t: "hospitalFull" }>> = (s, w, ev) => {
  const u = s.units[w.unit];
  if (!u) return done(s, w);
  const inBeds = B.beds.flatMap((b) => unitsAt(s, b));
  const pick = choice(s, w, seatFor(s, u), "hospitalFull", [...inBeds.map((b) => `discharge:${b.id}`), "die"], { key: "hospitalFull", params: { unit: u.id } }, "siege G13");
  if (pick === null) return;
  done(s, w);
  if (pick === "die") return toCemetery(s, u, ev, "siege G13");
  const out = s.units[pick.slice("discharge:".length)]!;
  const bed = out.at;
  discharge(s, out, ev);
  hospitalise(s, u, bed, ev);
};

/**
 * Discharge (§2.6): a Bed's unit goes to TC; one still in coma goes to the Cemetery instead;
 * Refugees go to the Refugee Camp (camp.ts: +1 Infection, the rumor procedure, G8).
 */
export function discharge(s: SiegeState, u: PlayerUnit, ev: GameEvent[]): void {
  if (u.coma) return toCemetery(s, u, ev, "siege §2.6");
  if (defOf(u).category === "refugees") {
    ev.push({ type: "toCamp", unit: u.id, rule: "siege §2.6" } satisfies SiegeEvent);
    reachCamp(s, u, "siege G8", ev);
    return;
  }
  placeUnit(s, u, B.tc);
  ev.push({ type: "discharged", unit: u.id, rule: "siege §2.6" } satisfies SiegeEvent);
}

/** The continuations of the hit and Save rolls, by the names the rolls give in `then`. */
export const HIT_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  zedsHit: (s, [die], data, ev, _out, k) => {
    const { id, prevent } = data as { id: string; prevent: number[] };
    const z = s.zeds[id];
    if (!z) return;
    if (prevent.includes(die!)) ev.push({ type: "hitPrevented", zeds: id, rule: "siege §3.1" } satisfies SiegeEvent);
    else applyZedsHit(s, z, ev, k);
  },
  playerHit: (s, [die, die2], data, ev) => {
    const { unit, prevent, prevent2 } = data as { unit: string; prevent: number[]; prevent2?: number[] };
    const u = s.units[unit];
    if (!u) return;
    if (prevent.includes(die!) || (prevent2 !== undefined && prevent2.includes(die2!))) ev.push({ type: "hitPrevented", unit, rule: "siege §3.1" } satisfies SiegeEvent);
    else applyPlayerHit(s, u, ev);
  },
  save: (s, dice, data, ev) => {
    const u = s.units[(data as { unit: string }).unit];
    if (!u) return;
    if (!dice.some((d) => d >= 4)) return toCemetery(s, u, ev, "siege §4.6");
    const bed = freeBed(s);
    if (bed >= 0) hospitalise(s, u, bed, ev);
    else then(s, { t: "hospitalFull", unit: u.id });
  },
  spreaderFlee: (s, [die], data, ev) => {
    const z = s.zeds[(data as { id: string }).id];
    if (!z) return;
    if (INFESTED_VERMIN.fleesOn.includes(die!)) {
      const track = trackOf(z.at)!;
      placeZeds(s, z, B.startOf[track]);
      z.side = "full";
      z.hits = 0;
      ev.push({ type: "spreaderFled", zeds: z.id, rule: "siege §3.2" } satisfies SiegeEvent);
    } else {
      removeZeds(s, z.id);
      ev.push({ type: "zedsEliminated", zeds: z.id, rule: "siege §3.2" } satisfies SiegeEvent);
    }
  },
};
