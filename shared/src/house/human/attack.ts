import { refuse, type Refusal } from "../../core/refusal";
import { asks } from "../../core/decisions";
import { z } from "zod";
import type { Continuation } from "../../core/engine";
import { queuePending } from "../lapses";
import { figureAt } from "../geometry";
import { sqSchema } from "../setup";
import { attackField, linkTargets } from "../combat/aim";
import { fire, meleeAttack, SHOT_CONTINUATIONS, shotTargets, type Shot } from "../combat/resolve";
import { WEAPONS, fightingAs, isFirearm } from "../combat/weapons";
import type { CharacterId, HouseState, Pending, RerollWindow, Sq, HouseActionDef } from "../types";
import { figureSchema, mayAct, spend, whyHumanCannot } from "./common";
import { figuresOfSeat } from "./figures";
import type { HouseEvent } from "../events";

type Attack = { type: "attack"; figure: CharacterId; at?: Sq };
type Reload = { type: "reload"; figure: CharacterId };
type Reroll = { type: "reroll"; die: number };
type KeepRoll = { type: "keepRoll" };

/** Why `figure` has nothing to attack with `at` (§9, C1, G12, G13, G17), or null. */
function whyNoTarget(s: HouseState, figure: CharacterId, at?: Sq): Refusal | null {
  const h = s.humans[figure]!;
  const field = attackField(s, h, at);
  if (!field) return refuse("house.cellarAttack", { figure });
  const how = fightingAs(h);
  if (how.fires) {
    const row = WEAPONS[how.card!];
    const targets = shotTargets(s, how.card!, field);
    if (row.reach === "box") return targets.some((t) => t.kind === "zombie") ? null : refuse("house.noZombieInBox", { weapon: how.card! });
    const first = targets[0];
    if (!first) return refuse("house.noFigureInLine", { weapon: how.card!, range: field.link ? 1 : (row.range ?? 0) });
    return first.kind === "zombie" ? null : refuse("house.humanInLine", { figure: first.id as CharacterId });
  }
  const sq = field.squares[0]?.sq;
  const f = sq && figureAt(s, sq);
  return f && f.kind === "zombie" ? null : refuse("house.noZombieFaced", { figure, dir: h.facing });
}

/**
 * Attack (§8, §9.1, §9.2, C1, C5, C15, G12–G15, G17, G32): 1 action against the field of the
 * figure's weapon. `at` only for a human on the top stair choosing a square across the cellar door.
 * Marks How boring activity on every declared attack.
 */
const attackDef: HouseActionDef<Attack> = {
  type: "attack",
  phases: ["human"],
  schema: z.object({ type: z.literal("attack"), figure: figureSchema, at: sqSchema.optional() }).strict(),
  candidates: (s, seat) =>
    figuresOfSeat(s, seat).flatMap((figure) => [
      { type: "attack" as const, figure },
      ...linkTargets(s, s.humans[figure]!).map((at) => ({ type: "attack" as const, figure, at })),
    ]),
  check: (s, seat, a) => whyHumanCannot(s, seat, a.figure, 1, "an attack") ?? whyNoTarget(s, a.figure, a.at),
  legal: (s, seat) => {
    const out: Attack[] = [];
    for (const figure of figuresOfSeat(s, seat)) {
      const h = s.humans[figure]!;
      if (!mayAct(s, h, 1)) continue;
      if (whyNoTarget(s, figure) === null) out.push({ type: "attack", figure });
      for (const at of linkTargets(s, h)) if (whyNoTarget(s, figure, at) === null) out.push({ type: "attack", figure, at });
    }
    return out;
  },
  exec: (d, _seat, a, ev, k) => {
    const h = d.humans[a.figure]!;
    const field = attackField(d, h, a.at)!;
    spend(d, a.figure, 1, ev);
    d.activity.attackOrSearch = true;
    const how = fightingAs(h);
    const out: Pending[] = [];
    if (how.fires) fire(d, a.figure, how.card!, field, ev, out, k);
    else meleeAttack(d, a.figure, how.card, field, ev, out);
    queuePending(d, out, ev);
  },
};

/** Reload (§9.2): 1 action, discards an Ammo card to load an empty firearm; a double-barrel gets its spare back (G15). */
const reloadDef: HouseActionDef<Reload> = {
  type: "reload",
  phases: ["human"],
  schema: z.object({ type: z.literal("reload"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "reload", figure })),
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 1, "a reload");
    if (why) return why;
    const h = s.humans[a.figure]!;
    if (!h.weapon || !isFirearm(h.weapon.card)) return refuse("house.noFirearm", { figure: a.figure });
    if (!h.weapon.ammoOut) return refuse("house.loaded", { weapon: h.weapon.card });
    if (!h.items.includes("ammo")) return refuse("house.noAmmoCard", { figure: a.figure });
    return null;
  },
  legal: (s, seat) =>
    figuresOfSeat(s, seat)
      .filter((figure) => {
        const h = s.humans[figure]!;
        return mayAct(s, h, 1) && !!h.weapon && isFirearm(h.weapon.card) && h.weapon.ammoOut && h.items.includes("ammo");
      })
      .map((figure) => ({ type: "reload", figure })),
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    h.items.splice(h.items.indexOf("ammo"), 1);
    h.weapon!.ammoOut = false;
    h.weapon!.spare = h.weapon!.card === "double-barrel-shotgun";
    ev.push({ type: "reload", figure: a.figure, rule: "house §9.2" } satisfies HouseEvent);
  },
};

/** Takes Lena's open reroll window off the queue (its dice and the shot's continuation). */
function takeWindow(d: HouseState): RerollWindow {
  const p = d.pending.shift()!;
  if (p.kind !== "reroll") throw new Error("no reroll pending");
  return p;
}

/** Marksman (§12): Lena rerolls one die of her shot and must keep the new result; once per Human turn. */
const rerollDef: HouseActionDef<Reroll> = {
  type: "reroll",
  answers: "reroll",
  schema: z.object({ type: z.literal("reroll"), die: z.number().int() }).strict(),
  candidates: (s) => {
    const p = s.pending[0]!;
    return p.kind === "reroll" ? p.dice.map((_, die) => ({ type: "reroll", die })) : [];
  },
  check: (s, seat, a) => {
    const p = s.pending[0]!;
    if (!asks(p, seat) || p.kind !== "reroll") return refuse("house.rerollSeat");
    return a.die >= 0 && a.die < p.dice.length ? null : refuse("house.rerollDie", { max: p.dice.length - 1 });
  },
  exec: (d, _seat, a, ev, k) => {
    const w = takeWindow(d);
    const old = w.dice[a.die]!;
    d.humanTurn.specialsUsed.push(`marksman:${w.figure}`);
    const out: Pending[] = [];
    k.roll(d, ev, out, {
      purpose: "marksman",
      dice: 1,
      rule: "house §12",
      event: { figure: w.figure, was: old, kills: w.kills, vs: (w.roll.data as Shot).targets[a.die]?.kind ?? "zombie" },
      then: "marksman",
      data: { window: w, die: a.die, was: old },
    });
    queuePending(d, out, ev);
  },
};

/**
 * The Marksman reroll's continuation, by the name its roll gives in `then`: Lena's new die replaces
 * the chosen one and she must keep it; then the shot is settled through the window's own
 * continuation (§12).
 */
const marksman: Continuation<HouseState> = (d, [die], data, ev, out, k) => {
  const { window, die: i } = data as { window: RerollWindow; die: number };
  const dice = [...window.dice];
  dice[i] = die!;
  k.resolve(d, window, dice, ev, out);
};

/** Lena keeps her dice as rolled (Marksman stays unused this turn). */
const keepRollDef: HouseActionDef<KeepRoll> = {
  type: "keepRoll",
  answers: "reroll",
  schema: z.object({ type: z.literal("keepRoll") }).strict(),
  candidates: () => [{ type: "keepRoll" }],
  check: (s, seat) => (asks(s.pending[0]!, seat) ? null : refuse("house.rerollSeat")),
  exec: (d, _seat, _a, ev, k) => {
    const w = takeWindow(d);
    const out: Pending[] = [];
    k.resolve(d, w, w.dice, ev, out);
    queuePending(d, out, ev);
  },
};

/** The human attack actions, for the House engine (engine.ts). */
export const humanAttackActions = [attackDef, reloadDef, rerollDef, keepRollDef] as const;

/** The attack's roll continuations (the shot, Lena's Marksman reroll), for the House engine (engine.ts). */
export const ATTACK_CONTINUATIONS: Record<string, Continuation<HouseState>> = { ...SHOT_CONTINUATIONS, marksman };
