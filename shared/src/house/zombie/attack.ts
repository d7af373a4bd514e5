import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import { rollD6 } from "../../core/rng";
import type { GameEvent } from "../../core/ruleset";
import { CHARACTER_IDS } from "../characters";
import { sqParam } from "../board";
import { livingHumans, reaches } from "../geometry";
import { woundHuman } from "../human/wounds";
import type { CharacterId, HouseState, HouseActionDef } from "../types";
import {
  actionsLeftOf,
  activateZombie,
  closeOffers,
  compareZombieIds,
  humansInReach,
  isStacked,
  stackedActive,
  stackedActiveReason,
  whyNoZombieCommand,
  whyPackBlocks,
  whyZombieCannotAct,
  sharesSquare,
  zombieReaches,
} from "./activation";
import { playFromHand } from "./hand";
import { actingZombies, movableZombies, zombieIdSchema } from "./move";
import type { HouseEvent } from "../events";

const characterSchema = z.enum(CHARACTER_IDS as [CharacterId, ...CharacterId[]]);

/**
 * The group bonus of an attack by `zid` on `target` (H-B13, house §9.4, C14, G5): +1 for a member
 * of a pack declared against the target, or when a different zombie already attacked the target
 * this Zombie turn; never more than +1. The first undeclared attacker gets none.
 */
export function groupBonus(s: HouseState, zid: string, target: CharacterId): 0 | 1 {
  const t = s.zombieTurn;
  if (t.pack && t.pack.target === target && t.pack.members.includes(zid)) return 1;
  return (t.attackers[target] ?? []).some((a) => a !== zid) ? 1 : 0;
}

/** Why `zid` cannot attack human `target` (a living human it reaches, H-B10, §2.5), or null. */
export function whyNoTarget(s: HouseState, zid: string, target: CharacterId): Refusal | null {
  const h = s.humans[target];
  const zb = s.zombies[zid]!;
  if (!h || !h.alive || !h.pos) return refuse("house.notLivingHuman", { figure: target });
  if (!reaches(s, zb.pos, h.pos))
    return refuse("house.cannotReach", { zombie: zid, sq: sqParam(zb.pos), figure: target, sq2: sqParam(h.pos) });
  return null;
}

function whyNoBloodlust(s: HouseState, bloodlust: boolean | undefined): Refusal | null {
  return bloodlust && !s.zombieHand.includes("bloodlust") ? refuse("house.noCardInHand", { card: "bloodlust" }) : null;
}

/**
 * A zombie falls (H-B11): it loses its remaining actions and its activation ends (a pack member
 * that had not activated is finished too). Unless a card already modified this attack (G25, one
 * card per attack), Relentless is offered until the next command; the offer is set after every such
 * Oops, held card or not, so the public state does not tell whether the hand holds Relentless.
 */
function oops(d: HouseState, zid: string, cardUsed: boolean, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  let keep: number;
  if (t.active === zid) {
    keep = t.actionsLeft;
    t.actionsLeft = 0;
  } else {
    keep = actionsLeftOf(d, zid);
    if (!t.done.includes(zid)) t.done.push(zid);
  }
  ev.push({ type: "zombieOops", zombie: zid, lost: keep, rule: "H-B11" } satisfies HouseEvent);
  if (!cardUsed) {
    t.relentlessFor = zid;
    t.relentlessKeep = keep;
  }
}

/**
 * Rolls and resolves one zombie attack of `zid` on `target` (H-B11, H-B13, §9.4): d6 + group bonus
 * + 1 for Bloodlust (the card is played); a natural 1 is always Oops, a total of 6 or more hits
 * (one wound through `woundHuman`), anything else misses. Records the attacker for the group bonus
 * and the activity for How boring (G32). Action costs are the caller's.
 */
export function resolveZombieAttack(d: HouseState, zid: string, target: CharacterId, bloodlust: boolean, kind: "attack" | "extra" | "pack", ev: GameEvent[]): "oops" | "miss" | "hit" {
  const t = d.zombieTurn;
  const zb = d.zombies[zid]!;
  // any other action loses a crawler's climb mark (§16, G27)
  zb.climbing = null;
  if (bloodlust) playFromHand(d, "bloodlust", ev, { zombie: zid });
  const group = groupBonus(d, zid, target);
  const die = rollD6(d.rnd);
  const bonus = group + (bloodlust ? 1 : 0);
  const total = die + bonus;
  const result = die === 1 ? "oops" : total >= 6 ? "hit" : "miss";
  const list = t.attackers[target] ?? (t.attackers[target] = []);
  if (!list.includes(zid)) list.push(zid);
  d.activity.attackOrSearch = true;
  ev.push({
    type: "roll",
    purpose: kind === "extra" ? "zombie extra attack" : "zombie attack",
    zombie: zid,
    target,
    // what the die needs, said with the roll: a total of 6, so the die needs 6 − bonus; a 1 is always Oops
    need: Math.max(2, 6 - bonus),
    dice: [die],
    group,
    bonus,
    total,
    result,
    rule: group ? "H-B13" : "H-B11",
  } satisfies HouseEvent);
  if (result === "hit") woundHuman(d, target, ev, { rule: "H-B11", from: { ...zb.pos }, by: zid });
  if (result === "oops") oops(d, zid, bloodlust, ev);
  return result;
}

/** Zombies that may join a pack against `target` now (§9.4, G5): the active zombie and unactivated ones, each with an action left and in reach. */
export function packCandidates(s: HouseState, target: CharacterId): string[] {
  const h = s.humans[target];
  if (!h || !h.alive || !h.pos || stackedActive(s)) return [];
  const p = h.pos;
  const out: string[] = [];
  // actingZombies: exactly the movable zombies whyZombieCannotAct lets act
  for (const { id, zombie } of actingZombies(s)) {
    const q = zombie.pos;
    if (q.z === p.z && Math.abs(q.x - p.x) <= 1 && Math.abs(q.y - p.y) <= 1 && reaches(s, q, p)) out.push(id);
  }
  return out.sort(compareZombieIds);
}

/** Drops pack members that can no longer attack (the target died or fell back out of reach); an empty pack ends (G5). */
function prunePack(d: HouseState, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  const p = t.pack;
  if (!p) return;
  p.members = p.members.filter((m) => whyZombieCannotAct(d, m) === null && whyNoTarget(d, m, p.target) === null);
  if (!p.members.length) {
    t.pack = null;
    ev.push({ type: "packEnd", target: p.target, rule: "house §9.4" } satisfies HouseEvent);
  }
}

type ZAttack = { type: "zAttack"; zombie: string; target: CharacterId; bloodlust?: true };
type ExtraAttack = { type: "extraAttack"; zombie: string; target: CharacterId; bloodlust?: true };
type DeclarePack = { type: "declarePack"; target: CharacterId; members: string[] };

function withBloodlust<A extends object>(s: HouseState, a: A): A[] {
  return s.zombieHand.includes("bloodlust") ? [a, { ...a, bloodlust: true }] : [a];
}

/** Appends the attack `a` to `out`, then its Bloodlust twin when the hand holds the card (as `withBloodlust`). */
function pushWithBloodlust<A extends object>(out: A[], bloodlust: boolean, a: A): void {
  out.push(a);
  if (bloodlust) out.push({ ...a, bloodlust: true });
}

/**
 * `zAttack` (H-B10, H-B11, H-B13): 1 action against a human the zombie reaches; optionally with
 * Bloodlust (+1, §14 #6). Inside a declared pack only the next member may attack, and its attack
 * does not end the active zombie's activation (§7 step 5, G5).
 */
const zAttackDef: HouseActionDef<ZAttack> = {
  type: "zAttack",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("zAttack"), zombie: zombieIdSchema, target: characterSchema, bloodlust: z.literal(true).optional() }).strict(),
  candidates: (s) => {
    const p = s.zombieTurn.pack;
    const pairs: ZAttack[] = p
      ? [{ type: "zAttack", zombie: p.members[0]!, target: p.target }]
      : movableZombies(s).flatMap((zombie) => humansInReach(s, zombie).map((target) => ({ type: "zAttack" as const, zombie, target: target as CharacterId })));
    return pairs.flatMap((a) => withBloodlust(s, a));
  },
  // one pass: a zombie that may not attack is dropped before its targets are looked for; the
  // Bloodlust twin of a legal attack is legal exactly when the hand holds the card (withBloodlust)
  legal: (s, seat) => {
    if (seat !== "zombie" || whyNoZombieCommand(s, seat, true)) return [];
    const out: ZAttack[] = [];
    const bloodlust = s.zombieHand.includes("bloodlust");
    const p = s.zombieTurn.pack;
    if (p) {
      const zombie = p.members[0]!;
      if (whyZombieCannotAct(s, zombie) === null && !isStacked(s, zombie) && whyNoTarget(s, zombie, p.target) === null)
        pushWithBloodlust(out, bloodlust, { type: "zAttack", zombie, target: p.target });
      return out;
    }
    const humans = livingHumans(s);
    for (const { id: zombie, zombie: zb } of actingZombies(s)) {
      if (sharesSquare(s, zb)) continue;
      for (const h of humans) if (zombieReaches(s, zb.pos, h)) pushWithBloodlust(out, bloodlust, { type: "zAttack", zombie, target: h.id });
    }
    return out;
  },
  check: (s, seat, a) => {
    const p = s.zombieTurn.pack;
    return (
      whyNoZombieCommand(s, seat, true) ??
      (p && (a.zombie !== p.members[0] || a.target !== p.target) ? whyPackBlocks(s) : null) ??
      whyZombieCannotAct(s, a.zombie) ??
      (isStacked(s, a.zombie) ? refuse("house.zombieStackedMove", { zombie: a.zombie }) : null) ??
      whyNoTarget(s, a.zombie, a.target) ??
      whyNoBloodlust(s, a.bloodlust)
    );
  },
  exec: (d, _seat, a, ev) => {
    closeOffers(d, ev);
    const t = d.zombieTurn;
    const inPack = !!t.pack;
    if (!inPack) activateZombie(d, a.zombie, ev);
    if (t.active === a.zombie) {
      t.actionsLeft -= 1;
      t.actionsSpent += 1;
      t.onlyMoved = false;
    } else t.used[a.zombie] = (t.used[a.zombie] ?? 0) + 1;
    resolveZombieAttack(d, a.zombie, a.target, !!a.bloodlust, inPack ? "pack" : "attack", ev);
    if (inPack) {
      t.pack!.members.shift();
      prunePack(d, ev);
    }
  },
};

/** `extraAttack` (H-B12, G6): the free attack offered right after a zombie's last action when every action was a move. */
const extraAttackDef: HouseActionDef<ExtraAttack> = {
  type: "extraAttack",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("extraAttack"), zombie: zombieIdSchema, target: characterSchema, bloodlust: z.literal(true).optional() }).strict(),
  candidates: (s) => {
    const id = s.zombieTurn.extraAttackFor;
    if (!id) return [];
    return humansInReach(s, id).flatMap((target) => withBloodlust<ExtraAttack>(s, { type: "extraAttack", zombie: id, target: target as CharacterId }));
  },
  check: (s, seat, a) => {
    if (seat !== "zombie") return refuse("house.zombieTurnOnly");
    if (s.zombieTurn.extraAttackFor !== a.zombie || !s.zombies[a.zombie])
      return refuse("house.noExtraAttack", { zombie: a.zombie });
    return whyNoTarget(s, a.zombie, a.target) ?? whyNoBloodlust(s, a.bloodlust);
  },
  exec: (d, _seat, a, ev) => {
    d.zombieTurn.extraAttackFor = null;
    resolveZombieAttack(d, a.zombie, a.target, !!a.bloodlust, "extra", ev);
  },
};

/** Every subset of `ids` with at least two members, each in the order of `ids`. */
function subsetsOfTwoOrMore(ids: string[]): string[][] {
  const out: string[][] = [];
  if (ids.length < 2) return out;
  for (let mask = 0; mask < 1 << ids.length; mask++) {
    const pick = ids.filter((_, i) => mask & (1 << i));
    if (pick.length >= 2) out.push(pick);
  }
  return out;
}

/**
 * `declarePack` (§9.4, G5, C14): before the first attack on a human this Zombie turn, name 2+
 * zombies (ascending id) that reach it and have an action left; each then attacks it in that order
 * with +1.
 */
const declarePackDef: HouseActionDef<DeclarePack> = {
  type: "declarePack",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("declarePack"), target: characterSchema, members: z.array(zombieIdSchema).min(1).max(16) }).strict(),
  candidates: (s) => {
    const out: DeclarePack[] = [];
    if (whyNoZombieCommand(s, "zombie", true) || s.zombieTurn.pack) return out;
    for (const h of livingHumans(s)) {
      if ((s.zombieTurn.attackers[h.id] ?? []).length) continue;
      for (const members of subsetsOfTwoOrMore(packCandidates(s, h.id))) out.push({ type: "declarePack", target: h.id, members });
    }
    return out;
  },
  // the candidates are exactly the legal packs of the Zombie seat: packCandidates lists (ascending,
  // once each) the acting zombies that reach the target (so whyZombieCannotAct and whyNoTarget pass)
  // and none while an active zombie is stacked; the command, pack and attacker parts are the candidates' own
  legal: (s, seat) => (seat === "zombie" ? declarePackDef.candidates(s, seat) : []),
  check: (s, seat, a) => {
    const why = whyNoZombieCommand(s, seat, true) ?? whyPackBlocks(s);
    if (why) return why;
    const st = stackedActiveReason(s);
    if (st) return st;
    const h = s.humans[a.target];
    if (!h || !h.alive || !h.pos) return refuse("house.notLivingHuman", { figure: a.target });
    if ((s.zombieTurn.attackers[a.target] ?? []).length) return refuse("house.packLate", { figure: a.target });
    if (a.members.length < 2) return refuse("house.packSize");
    if (new Set(a.members).size !== a.members.length) return refuse("house.packTwice");
    for (let i = 1; i < a.members.length; i++)
      if (compareZombieIds(a.members[i - 1]!, a.members[i]!) >= 0) return refuse("house.packOrder");
    for (const m of a.members) {
      const w = whyZombieCannotAct(s, m) ?? whyNoTarget(s, m, a.target);
      if (w) return w;
    }
    return null;
  },
  exec: (d, _seat, a, ev) => {
    closeOffers(d, ev);
    d.zombieTurn.pack = { target: a.target, members: [...a.members] };
    ev.push({ type: "packDeclared", target: a.target, members: [...a.members], rule: "house §9.4" } satisfies HouseEvent);
  },
};

/** The zombie attack actions, for the House engine (engine.ts). */
export const zombieAttackActions = [zAttackDef, extraAttackDef, declarePackDef] as const;
