import type { GameEvent } from "../../core/ruleset";
import { rollD6 } from "../../core/rng";
import { copySq, sqKey } from "../board";
import { isFreeFloor, reaches } from "../geometry";
import { dropBaby } from "../baby/state";
import { releaseGrab } from "../crawlers/hold";
import type { CharacterId, HouseState, Sq } from "../types";
import { figuresMoved } from "../occupancy";
import { addZombie, removeZombie } from "../zombie-set";
import type { HouseEvent } from "../events";

/** Where a wound comes from: for the log, fall back (§18.3) and infection (§18.2). */
export interface WoundSource {
  rule: string;
  /** The attacking zombie's square, when a zombie dealt it (fall back pushes away from it). */
  from?: Sq;
  by?: string;
}

/**
 * Deals one wound to a living human (H-B11, §9.5, G16). In order: a held Med-Pak cancels the wound
 * when the wound would kill (the standing policy of this table; the card is discarded, no infection
 * roll); else the marker moves one box left and the figure dies at its last box; a surviving figure
 * rolls for infection (§18.2, option) and falls back (§18.3, option).
 */
export function woundHuman(d: HouseState, id: CharacterId, ev: GameEvent[], src: WoundSource): void {
  const h = d.humans[id];
  if (!h || !h.alive) return;
  const lethal = h.wounds + 1 >= h.maxWounds;
  const pak = h.items.indexOf("med-pak");
  if (lethal && pak >= 0) {
    h.items.splice(pak, 1);
    ev.push({ type: "woundCancelled", figure: id, rule: "house §9.5" } satisfies HouseEvent);
    return;
  }
  h.wounds += 1;
  ev.push({ type: "wound", figure: id, wounds: h.wounds, maxWounds: h.maxWounds, by: src.by, rule: src.rule } satisfies HouseEvent);
  if (h.wounds >= h.maxWounds) {
    killHuman(d, id, ev, src.rule);
    return;
  }
  if (d.options.infection) {
    const die = rollD6(d.rnd);
    ev.push({ type: "roll", purpose: "infection", figure: id, dice: [die], rule: "house §18.2" } satisfies HouseEvent);
    if (die === 1) {
      const at = copySq(h.pos!);
      killHuman(d, id, ev, "house §18.2");
      const zid = `z${d.nextZombieNo++}`;
      addZombie(d, { id: zid, kind: "zombie", pos: at, counted: false, climbing: null, noActions: true });
      ev.push({ type: "zombiePlaced", zombie: zid, at: { ...at }, rule: "house §18.2" } satisfies HouseEvent);
      return;
    }
  }
  if (d.options.fallBack && src.from && h.pos) {
    const dx = Math.sign(h.pos.x - src.from.x);
    const dy = Math.sign(h.pos.y - src.from.y);
    const to: Sq = { x: h.pos.x + dx, y: h.pos.y + dy, z: h.pos.z };
    if (src.from.z === h.pos.z && isFreeFloor(d, to) && reaches(d, h.pos, to)) {
      ev.push({ type: "fallBack", figure: id, from: { ...h.pos }, to: { ...to }, rule: "house §18.3" } satisfies HouseEvent);
      h.pos = to;
      figuresMoved(d);
    }
  }
}

/**
 * Removes a dead human (§9.5): its weapon is discarded, its other items go to a pile on its square,
 * a carried baby stays on the square (§17). Ends its activation if it was active (G1), and with it a
 * crawler's grab (G27).
 */
export function killHuman(d: HouseState, id: CharacterId, ev: GameEvent[], rule: string): void {
  const h = d.humans[id];
  if (!h || !h.alive) return;
  const at = h.pos!;
  if (h.items.length) {
    const key = sqKey(at);
    d.piles[key] = [...(d.piles[key] ?? []), ...h.items];
  }
  ev.push({ type: "death", figure: id, at: { ...at }, rule } satisfies HouseEvent);
  if (h.carriesBaby) dropBaby(d, id, at, "house §17", ev);
  if (d.humanTurn.grab?.figure === id) releaseGrab(d, ev);
  h.alive = false;
  h.pos = null;
  figuresMoved(d);
  h.items = [];
  h.weapon = null;
  h.carriesBaby = false;
  if (d.humanTurn.active === id) {
    d.humanTurn.done.push(id);
    d.humanTurn.active = null;
    d.humanTurn.actionsLeft = 0;
  }
}

/** Removes a zombie or crawler killed by a human (H-B4); it returns to the pool and may be placed again later. A killed crawler lets go (§16). */
export function killZombie(d: HouseState, zombieId: string, ev: GameEvent[], rule: string): void {
  const z = d.zombies[zombieId];
  if (!z) return;
  if (d.humanTurn.grab?.crawler === zombieId) releaseGrab(d, ev);
  removeZombie(d, zombieId);
  ev.push({ type: "zombieKilled", zombie: zombieId, at: { ...z.pos }, rule } satisfies HouseEvent);
}

