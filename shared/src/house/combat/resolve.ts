import { rollD6 } from "../../core/rng";
import type { Continuation, Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { hasSpecial } from "../characters";
import { figureAt } from "../geometry";
import { fireArmed } from "../human/reactions";
import { killZombie, woundHuman } from "../human/wounds";
import { replacementDraw } from "../search/draw";
import type { CharacterId, Dir, HouseState, Pending, WeaponCardId } from "../types";
import type { Field } from "./aim";
import { pushHuman, pushZombie } from "./push";
import { WEAPONS, readDie, type DieOutcome } from "./weapons";
import type { HouseEvent } from "../events";

/** One figure a shot rolls against, in roll order (§9.2, G13). */
export interface ShotTarget {
  kind: "zombie" | "human";
  id: string;
  d: number;
}

/** A firearm shot waiting for its dice to be settled (Lena's reroll pending keeps it; G2, G13). */
export interface Shot {
  figure: CharacterId;
  card: WeaponCardId;
  dir: Dir;
  link: boolean;
  targets: ShotTarget[];
}

/**
 * Kills a zombie by a human attack (H-B4: removed, back to the pool) and, when it was a Surprise!
 * zombie of this Human turn, gives its finder a replacement card (§11.4).
 */
export function killByHuman(d: HouseState, zombieId: string, ev: GameEvent[], out: Pending[]): void {
  killZombie(d, zombieId, ev, "H-B4");
  const list = d.humanTurn.surpriseZombies;
  const i = list.findIndex((e) => e.zombie === zombieId);
  if (i < 0) return;
  const [e] = list.splice(i, 1);
  replacementDraw(d, e!.finder, e!.search, ev, out);
}

/**
 * What a melee attack die needs (§9.1, C15), as plain data of its roll event: `kills`,
 * the die from which it kills (bare hands 6); `confirm` when a 5 or 6 of bare hands needs the
 * same number again (not for Max, Bruiser); a 5 below `kills` shoves, a 1 is always Oops.
 */
export function meleeTarget(d: HouseState, figure: CharacterId, card: WeaponCardId | null): { kills: number; confirm: boolean } {
  const kills = card ? WEAPONS[card].killsFrom : 6;
  return { kills, confirm: !card && !hasSpecial(d.options, figure, "bruiser") };
}

/**
 * What each die of a firearm shot would do as rolled (§9.2, C5, C15): "kill", "shove", "miss",
 * "oops" against a zombie, "wound", "shove", "miss", "oops" against a human in the box. The rules'
 * own reading, given to the reroll decision so the player sees what keeping means.
 */
export function shotOutcomes(shot: Shot, dice: number[]): DieOutcome[] {
  return dice.map((die, i) => readDie(die, shot.card, shot.targets[i]?.kind ?? "zombie"));
}

/**
 * A melee attack on the zombie in the field's one square (§9.1, §9.2, C1, C15): one die; bare hands
 * need a confirming roll of the same number for a 5 or 6 (not for Max, Bruiser); a 1 is Oops — the
 * attacker loses its remaining actions, and a chainsaw also wounds its wielder; a kill removes the
 * zombie (H-B4); a 5 below the kill number shoves it along the attacker's facing (G14; not across
 * the cellar link, G17).
 */
export function meleeAttack(d: HouseState, figure: CharacterId, card: WeaponCardId | null, field: Field, ev: GameEvent[], out: Pending[]): void {
  const h = d.humans[figure]!;
  const sq = field.squares[0]!.sq;
  const f = figureAt(d, sq);
  if (!f || f.kind !== "zombie") return;
  const zid = f.zombie.id;
  const die = rollD6(d.rnd);
  let result: DieOutcome = readDie(die, card, "zombie");
  ev.push({ type: "roll", purpose: "attack", figure, weapon: card, ...meleeTarget(d, figure, card), dice: [die], rule: "house §9.1" } satisfies HouseEvent);
  if (!card && (result === "kill" || result === "shove") && !hasSpecial(d.options, figure, "bruiser")) {
    const again = rollD6(d.rnd);
    const ok = again === die;
    ev.push({ type: "roll", purpose: "confirm", figure, need: die, dice: [again], rule: "house §9.1" } satisfies HouseEvent);
    if (!ok) result = "miss";
  }
  switch (result) {
    case "oops":
      ev.push({ type: "oops", figure, rule: "house §9.1" } satisfies HouseEvent);
      if (card === "chainsaw") woundHuman(d, figure, ev, { rule: "house §9.2" });
      if (d.humanTurn.active === figure) d.humanTurn.actionsLeft = 0;
      return;
    case "kill":
      killByHuman(d, zid, ev, out);
      return;
    case "shove":
      ev.push({ type: "shove", figure, zombie: zid, rule: "house C15" } satisfies HouseEvent);
      if (!field.link) pushZombie(d, zid, h.facing, ev, "house §9.1");
      return;
    default:
      ev.push({ type: "miss", figure, rule: "house §9.1" } satisfies HouseEvent);
  }
}

/** The figures a firearm rolls against (§2.7, §9.2, G13): the first in line, or everyone in the box. */
export function shotTargets(d: HouseState, card: WeaponCardId, field: Field): ShotTarget[] {
  const out: ShotTarget[] = [];
  for (const q of field.squares) {
    const f = figureAt(d, q.sq);
    if (!f) continue;
    out.push(f.kind === "zombie" ? { kind: "zombie", id: f.zombie.id, d: q.d } : { kind: "human", id: f.human.id, d: q.d });
    if (WEAPONS[card].reach === "line") break;
  }
  return out;
}

/**
 * Fires a loaded firearm (§9.2, G2, G12, G13, G15). An armed Jammed! fires first: the shot is an
 * Oops with no dice, the gun is empty, neither Ammo nor the double-barrel spare helps. Otherwise one
 * die per target in roll order through the kernel's roll; Lena (Marksman, once per Human turn) gets
 * its reaction window (pending `reroll`) when a die could still improve; then `finishShot` (the
 * `shot` continuation).
 */
export function fire(d: HouseState, figure: CharacterId, card: WeaponCardId, field: Field, ev: GameEvent[], out: Pending[], k: Kernel<HouseState>): void {
  const h = d.humans[figure]!;
  const shot: Shot = { figure, card, dir: h.facing, link: field.link, targets: shotTargets(d, card, field) };
  ev.push({ type: "shot", figure, weapon: card, rule: "house §9.2" } satisfies HouseEvent);
  if (fireArmed(d, "jammed", figure, ev)) {
    h.weapon!.ammoOut = true;
    ev.push({ type: "oops", figure, weapon: card, rule: "house G15" } satisfies HouseEvent);
    return;
  }
  const marksman = hasSpecial(d.options, figure, "marksman") && !d.humanTurn.specialsUsed.includes(`marksman:${figure}`);
  k.roll(d, ev, out, {
    purpose: "shot",
    dice: shot.targets.length,
    rule: "house §9.2",
    event: { figure, weapon: card, kills: WEAPONS[card].killsFrom, vs: shot.targets.map((t) => t.kind) },
    then: "shot",
    data: shot,
    // Marksman's window opens only when a die could still improve (§12)
    window: (dice) =>
      marksman && dice.some((die, i) => shot.targets[i]!.kind !== "zombie" || readDie(die, card, "zombie") !== "kill")
        ? { kind: "reroll", seats: [h.seat], fields: { figure, kills: WEAPONS[card].killsFrom, outcomes: shotOutcomes(shot, dice) } }
        : null,
  });
}

/**
 * The shot's continuation, by the name its roll gives in `then` (a Marksman window stores it so):
 * the firearm's dice are final, the shot is settled (`finishShot`; §9.2, G13–G15).
 */
export const SHOT_CONTINUATIONS: Record<string, Continuation<HouseState>> = {
  shot: (d, dice, data, ev, out) => finishShot(d, data as Shot, dice, ev, out as Pending[]),
};

/**
 * Settles a shot's final dice (G2, G13, G14, G15): a natural 1 on any die is a miss for that die and
 * an Oops of the gun — the double-barrel spare ignores it (spare spent), else a held Ammo cancels it
 * (standing policy: always, card discarded), else the gun is out of ammo. Then kills and wounds in
 * roll order, then shoves farthest first along the shooter's facing (none across the cellar link).
 */
export function finishShot(d: HouseState, shot: Shot, dice: number[], ev: GameEvent[], out: Pending[]): void {
  const h = d.humans[shot.figure]!;
  if (dice.includes(1) && h.weapon) {
    const ammo = h.items.indexOf("ammo");
    if (h.weapon.spare) {
      h.weapon.spare = false;
      ev.push({ type: "oopsCancelled", figure: shot.figure, by: "spare", rule: "house G15" } satisfies HouseEvent);
    } else if (ammo >= 0) {
      // Standing policy (brief; mirror of the Med-Pak policy in wounds.ts): a held Ammo always cancels a firearm Oops.
      h.items.splice(ammo, 1);
      ev.push({ type: "oopsCancelled", figure: shot.figure, by: "ammo", rule: "house §9.2" } satisfies HouseEvent);
    } else {
      h.weapon.ammoOut = true;
      ev.push({ type: "oops", figure: shot.figure, weapon: shot.card, rule: "house §9.2" } satisfies HouseEvent);
    }
  }
  const shoves: ShotTarget[] = [];
  shot.targets.forEach((t, i) => {
    const r = readDie(dice[i]!, shot.card, t.kind);
    if (t.kind === "zombie") {
      if (!d.zombies[t.id]) return;
      if (r === "kill") killByHuman(d, t.id, ev, out);
      else if (r === "shove") shoves.push(t);
      else ev.push({ type: "miss", figure: shot.figure, zombie: t.id, rule: "house §9.2" } satisfies HouseEvent);
    } else {
      const victim = t.id as CharacterId;
      if (!d.humans[victim]?.alive) return;
      if (r === "wound") woundHuman(d, victim, ev, { rule: "house C5", by: shot.figure });
      else if (r === "shove") shoves.push(t);
      else ev.push({ type: "miss", figure: shot.figure, human: victim, rule: "house C5" } satisfies HouseEvent);
    }
  });
  const order = shoves.map((t, i) => ({ t, i })).sort((a, b) => b.t.d - a.t.d || a.i - b.i);
  for (const { t } of order) {
    ev.push({ type: "shove", figure: shot.figure, target: t.id, rule: "house C15" } satisfies HouseEvent);
    if (shot.link) continue;
    if (t.kind === "zombie") {
      if (d.zombies[t.id]) pushZombie(d, t.id, shot.dir, ev, "house G14");
    } else if (d.humans[t.id as CharacterId]?.alive) pushHuman(d, t.id as CharacterId, shot.dir, ev, "house G14");
  }
}
