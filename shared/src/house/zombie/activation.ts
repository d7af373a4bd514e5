import { refuse, type Refusal } from "../../core/refusal";
import { occupancyOf, scopedMemo, scopedPerKey, sqId } from "../occupancy";
import type { GameEvent } from "../../core/ruleset";
import { livingHumans, reaches } from "../geometry";
import type { Human, HouseSeatId, HouseState, Sq, Zombie, ZombieTurn } from "../types";
import type { HouseEvent } from "../events";

/** Ascending zombie id order (G5): by the number in the id ("z2" before "z10"), then as text. */
export function compareZombieIds(a: string, b: string): number {
  const na = Number(/(\d+)$/.exec(a)?.[1] ?? NaN);
  const nb = Number(/(\d+)$/.exec(b)?.[1] ?? NaN);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A zombie's actions for this Zombie turn (H-B5, G25): 2, doubled by Stench of Fear, plus card
 * bonuses (Shambling Charge); a crawler always has 1 (H-A5, C3: cards never raise it).
 */
export function budgetOf(s: HouseState, id: string): number {
  const z = s.zombies[id];
  return z ? zombieBudget(s.zombieTurn, z) : 0;
}

/** `budgetOf` of a zombie already looked up (`z` is `s.zombies[z.id]`, `t` its game's Zombie turn). */
export function zombieBudget(t: ZombieTurn, z: Zombie): number {
  if (z.kind === "crawler") return 1;
  return 2 * (t.stench ? 2 : 1) + (t.bonusActions[z.id] ?? 0);
}

/** Actions a zombie still has this turn: the active one's count, 0 when finished, else its budget less pack attacks (G5). */
export function actionsLeftOf(s: HouseState, id: string): number {
  const t = s.zombieTurn;
  if (t.active === id) return t.actionsLeft;
  if (t.done.includes(id)) return 0;
  return budgetOf(s, id) - (t.used[id] ?? 0);
}

/** Whether another zombie stands on the same square (C2: only mid-activation, only the active zombie). */
export function isStacked(s: HouseState, id: string): boolean {
  const z = s.zombies[id];
  return !!z && sharesSquare(s, z);
}

/** `isStacked` of a zombie already looked up (`z` is `s.zombies[z.id]`). */
export function sharesSquare(s: HouseState, z: Zombie): boolean {
  const occ = occupancyOf(s);
  if (occ) return occ.zombieCount(sqId(z.pos)) > 1;
  const { x, y, z: level } = z.pos;
  for (const k in s.zombies) {
    if (k === z.id) continue;
    const p = s.zombies[k]!.pos;
    if (p.x === x && p.y === y && p.z === level) return true;
  }
  return false;
}

/** The active zombie when it shares a square (it must step off before anything else happens, C2), else null. */
export function stackedActive(s: HouseState): string | null {
  const t = s.zombieTurn;
  if (!t.active || t.actionsLeft <= 0) return null;
  // a stacked zombie always has an action left to step off (C2); asked for every zombie of a legal list
  return scopedMemo(s, "stackedActive", () => (isStacked(s, t.active!) ? t.active : null));
}

/**
 * Why `id` cannot take a board action now (G3, G4, C2), or null. Covers: it exists, may activate
 * this turn (eligible, not an infection zombie), has not finished, has an action left, and no other
 * active zombie is stacked.
 */
export function whyZombieCannotAct(s: HouseState, id: string): Refusal | null {
  // asked for every step, attack and card of each zombie in one legal list
  return scopedPerKey(s, "whyZombieCannotAct", id, (z) => zombieActRefusal(s, z));
}

function zombieActRefusal(s: HouseState, id: string): Refusal | null {
  const z = s.zombies[id];
  const t = s.zombieTurn;
  if (!z) return refuse("house.noZombie", { zombie: id });
  if (z.noActions) return refuse("house.rose", { zombie: id });
  if (t.step === "activation" && !t.eligible.includes(id)) return refuse("house.notEligible", { zombie: id });
  if (t.done.includes(id)) return refuse("house.finished", { zombie: id });
  if (actionsLeftOf(s, id) <= 0) return refuse("house.noActionsLeft", { zombie: id });
  const st = stackedActive(s);
  return st === null || st === id ? null : stackedReason(st);
}

/**
 * Why the Zombie seat cannot give a board command now (placements first, G20; activation begun, G3), or null.
 * `needActivation`: the command belongs to step 5.
 */
export function whyNoZombieCommand(s: HouseState, seat: HouseSeatId, needActivation: boolean): Refusal | null {
  if (seat !== "zombie") return refuse("house.zombieTurnOnly");
  const t = s.zombieTurn;
  if (t.placements.length) return refuse("house.placeFirst");
  if (needActivation && t.step !== "activation") return refuse("house.beginFirst");
  return null;
}

/** Ends the active zombie's activation (G4): its remaining actions are lost; it never acts again this turn. */
export function endZombieActivation(d: HouseState, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  const id = t.active;
  if (!id) return;
  if (!t.done.includes(id)) t.done.push(id);
  t.active = null;
  t.actionsLeft = 0;
  t.actionsSpent = 0;
  ev.push({ type: "zombieActivationEnd", zombie: id, rule: "house G4" } satisfies HouseEvent);
}

/**
 * Makes `id` the active zombie (H-B5, G4): the first action of another zombie ends the current
 * one. Its actions are its budget less any pack attacks it made (G5), and a pack attack means it
 * did not spend every action moving (G5, H-B12).
 */
export function activateZombie(d: HouseState, id: string, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  if (t.active === id) return;
  if (t.active) endZombieActivation(d, ev);
  t.actionsLeft = actionsLeftOf(d, id);
  t.active = id;
  t.actionsSpent = 0;
  t.onlyMoved = !(t.used[id] ?? 0);
  ev.push({ type: "zombieActivation", zombie: id, actions: t.actionsLeft, rule: "H-B5" } satisfies HouseEvent);
}

/**
 * Closes the offers that any other command forfeits (G6 extra attack, G25 Relentless). Called
 * first by every Zombie-turn command except the offered ones and the meta commands (arm, disarm).
 */
export function closeOffers(d: HouseState, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  if (t.extraAttackFor) {
    ev.push({ type: "extraAttackForfeited", zombie: t.extraAttackFor, rule: "house G6" } satisfies HouseEvent);
    t.extraAttackFor = null;
  }
  t.relentlessFor = null;
  t.relentlessKeep = 0;
}

/** Living humans the zombie reaches now (§2.5): the targets of its attacks (H-B10). */
export function humansInReach(s: HouseState, id: string): string[] {
  const z = s.zombies[id];
  if (!z) return [];
  const out: string[] = [];
  for (const h of livingHumans(s)) if (zombieReaches(s, z.pos, h)) out.push(h.id);
  return out;
}

/** Whether a zombie on `p` reaches the living human `h` on the board (§2.5): one pair of `humansInReach`. */
export function zombieReaches(s: HouseState, p: Sq, h: Human): boolean {
  const q = h.pos!;
  // cheap gate: on one level, reach needs a neighbouring square (§2.5)
  if (q.z === p.z && (Math.abs(q.x - p.x) > 1 || Math.abs(q.y - p.y) > 1)) return false;
  return reaches(s, p, q);
}

/**
 * After an action of the active zombie: when it was its last and every action it spent was a
 * move, and a human is in reach, offer the extra attack (H-B12, G6).
 */
export function offerExtraAttack(d: HouseState, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  const id = t.active;
  if (!id || t.actionsLeft > 0 || !t.onlyMoved || t.actionsSpent === 0) return;
  const targets = humansInReach(d, id);
  if (!targets.length) return;
  t.extraAttackFor = id;
  ev.push({ type: "extraAttackOffered", zombie: id, targets, rule: "H-B12" } satisfies HouseEvent);
}

/** While a declared pack is attacking, only its next member's attack may come (§9.4, G5): the reason, or null. */
export function whyPackBlocks(s: HouseState): Refusal | null {
  const p = s.zombieTurn.pack;
  return p ? refuse("house.packFirst", { figure: p.target, zombie: p.members[0]! }) : null;
}

/** "The stacked active zombie must step off first" (C2), or null when no zombie shares a square. */
export function stackedActiveReason(s: HouseState): Refusal | null {
  const st = stackedActive(s);
  return st ? stackedReason(st) : null;
}

function stackedReason(st: string): Refusal {
  return refuse("house.zombieStacked", { zombie: st });
}
