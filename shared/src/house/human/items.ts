import { refuse } from "../../core/refusal";
import { oneSeat } from "../../core/decisions";
import { z } from "zod";
import { dirTo, sameSq, sqKey, sqParam } from "../board";
import { hasSpecial } from "../characters";
import { queuePending } from "../lapses";
import { facedCell, figureAt, isLinked, reachesOrth } from "../geometry";
import { sqSchema } from "../setup";
import { WEAPONS } from "../combat/weapons";
import { isWeaponCard } from "../search/draw";
import type { CharacterId, Human, HouseState, ItemCardId, Pending, Sq, WeaponCardId, HouseActionDef } from "../types";
import { figureSchema, mayAct, spend, whyHumanCannot } from "./common";
import { ensureActive, figuresOfSeat } from "./figures";
import type { HouseEvent } from "../events";

const itemSchema = z.enum(["ammo", "med-pak", "power-drink", "car-keys"]);
const cardSchema = z.enum(["ammo", "med-pak", "power-drink", "car-keys", ...(Object.keys(WEAPONS) as WeaponCardId[])]);

type GiveItem = { type: "giveItem"; figure: CharacterId; to: CharacterId; item: ItemCardId };
type PickUp = { type: "pickUp"; figure: CharacterId; at: Sq };
type UseMedPak = { type: "useMedPak"; figure: CharacterId };
type Medic = { type: "medic"; figure: CharacterId; target: CharacterId };
type PowerDrink = { type: "powerDrink"; figure: CharacterId };
type Discard = { type: "discard"; figure: CharacterId; card: ItemCardId | WeaponCardId };

/** Whether a and b are orthogonal neighbours (or joined by the cellar link) that reach each other (§2.5). */
export function reachesOrthNeighbour(s: HouseState, a: Sq, b: Sq): boolean {
  return (!!dirTo(a, b) || isLinked(s, a, b)) && reachesOrth(s, a, b);
}

/** Hand over an item (§8): 1 action, to a living human the giver reaches orthogonally; never a weapon. */
const giveItemDef: HouseActionDef<GiveItem> = {
  type: "giveItem",
  phases: ["human"],
  schema: z.object({ type: z.literal("giveItem"), figure: figureSchema, to: figureSchema, item: itemSchema }).strict(),
  candidates: (s, seat) => {
    const out: GiveItem[] = [];
    for (const figure of figuresOfSeat(s, seat))
      for (const item of new Set(s.humans[figure]!.items))
        for (const o of Object.values(s.humans)) if (o && o.alive && o.id !== figure) out.push({ type: "giveItem", figure, to: o.id, item });
    return out;
  },
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 1, "handing over an item");
    if (why) return why;
    const h = s.humans[a.figure]!;
    if (!h.items.includes(a.item)) return refuse("house.hasNo", { figure: a.figure, card: a.item });
    const o = s.humans[a.to];
    if (!o || !o.alive || !o.pos || o.id === a.figure) return refuse("house.notOtherHuman", { figure: a.to });
    if (!reachesOrthNeighbour(s, h.pos!, o.pos)) return refuse("house.notBesideItem", { figure: a.figure, figure2: a.to });
    return null;
  },
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    h.items.splice(h.items.indexOf(a.item), 1);
    d.humans[a.to]!.items.push(a.item);
    ev.push({ type: "giveItem", figure: a.figure, to: a.to, item: a.item, rule: "house §8" } satisfies HouseEvent);
  },
};

/** Squares whose pile `h` may pick up: its own and the one it faces (§8). */
function pileSquares(s: HouseState, h: Human): Sq[] {
  if (!anyPile(s)) return [];
  const out: Sq[] = [h.pos!];
  const f = facedCell(s, h);
  if (f) out.push(f);
  return out.filter((q) => s.piles[sqKey(q)]?.length);
}

/** Whether any square holds a pile (most of the time none does). */
function anyPile(s: HouseState): boolean {
  for (const key in s.piles) if (s.piles[key]?.length) return true;
  return false;
}

/**
 * Pick up a pile (§8, G16): 1 action, the whole pile on the figure's own square or the square it
 * faces, not from under a zombie. Items join the figure's cards; a weapon card in a pile is found
 * like a searched one (keep or discard).
 */
const pickUpDef: HouseActionDef<PickUp> = {
  type: "pickUp",
  phases: ["human"],
  schema: z.object({ type: z.literal("pickUp"), figure: figureSchema, at: sqSchema }).strict(),
  candidates: (s, seat) => {
    const out: PickUp[] = [];
    for (const figure of figuresOfSeat(s, seat)) for (const at of pileSquares(s, s.humans[figure]!)) out.push({ type: "pickUp", figure, at });
    return out;
  },
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 1, "picking up a pile");
    if (why) return why;
    const h = s.humans[a.figure]!;
    if (!pileSquares(s, h).some((q) => sameSq(q, a.at))) return refuse("house.noPile", { figure: a.figure, sq: sqParam(a.at) });
    if (figureAt(s, a.at)?.kind === "zombie") return refuse("house.zombieOnPile", { sq: sqParam(a.at) });
    return null;
  },
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    const key = sqKey(a.at);
    const cards = [...d.piles[key]!];
    delete d.piles[key];
    const out: Pending[] = [];
    for (const c of cards) {
      if (isWeaponCard(c)) out.push(oneSeat("keepWeapon", h.seat, { figure: a.figure, card: c }));
      else h.items.push(c);
    }
    ev.push({ type: "pickUp", figure: a.figure, at: { ...a.at }, cards, rule: "house §8" } satisfies HouseEvent);
    queuePending(d, out, ev);
  },
};

/** Use a Med-Pak on oneself (§8, §9.5, G16): 1 action, one box back (Olga: two); illegal when unwounded. */
const useMedPakDef: HouseActionDef<UseMedPak> = {
  type: "useMedPak",
  phases: ["human"],
  schema: z.object({ type: z.literal("useMedPak"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "useMedPak", figure })),
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 1, "a Med-Pak");
    if (why) return why;
    const h = s.humans[a.figure]!;
    if (!h.items.includes("med-pak")) return refuse("house.hasNo", { figure: a.figure, card: "med-pak" });
    if (h.wounds === 0) return refuse("house.notWounded", { figure: a.figure });
    return null;
  },
  legal: (s, seat) =>
    figuresOfSeat(s, seat)
      .filter((figure) => {
        const h = s.humans[figure]!;
        return mayAct(s, h, 1) && h.items.includes("med-pak") && h.wounds !== 0;
      })
      .map((figure) => ({ type: "useMedPak", figure })),
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    h.items.splice(h.items.indexOf("med-pak"), 1);
    const heal = hasSpecial(d.options, a.figure, "medic") ? 2 : 1;
    h.wounds = Math.max(0, h.wounds - heal);
    ev.push({ type: "heal", figure: a.figure, wounds: h.wounds, rule: "house §9.5" } satisfies HouseEvent);
  },
};

/** The humans Olga's Medic may treat now: herself and the human on the square she faces (§12). */
function medicTargets(s: HouseState, h: Human): CharacterId[] {
  const out: CharacterId[] = [h.id];
  const f = facedCell(s, h);
  const o = f && figureAt(s, f);
  if (o && o.kind === "human") out.push(o.human.id);
  return out;
}

/** Medic (§12, G16): Olga, once per Human turn, 1 action: one wound off herself or a human she faces. */
const medicDef: HouseActionDef<Medic> = {
  type: "medic",
  phases: ["human"],
  schema: z.object({ type: z.literal("medic"), figure: figureSchema, target: figureSchema }).strict(),
  candidates: (s, seat) =>
    figuresOfSeat(s, seat)
      .filter((f) => hasSpecial(s.options, f, "medic"))
      .flatMap((figure) => medicTargets(s, s.humans[figure]!).map((target) => ({ type: "medic" as const, figure, target }))),
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 1, "Medic");
    if (why) return why;
    if (!hasSpecial(s.options, a.figure, "medic")) return refuse("house.notMedic", { figure: a.figure });
    if (s.humanTurn.specialsUsed.includes(`medic:${a.figure}`)) return refuse("house.medicUsed", { figure: a.figure });
    if (!medicTargets(s, s.humans[a.figure]!).includes(a.target)) return refuse("house.medicWhom", { figure: a.figure });
    if (s.humans[a.target]!.wounds === 0) return refuse("house.notWounded", { figure: a.target });
    return null;
  },
  legal: (s, seat) => {
    const out: Medic[] = [];
    for (const figure of figuresOfSeat(s, seat)) {
      if (!hasSpecial(s.options, figure, "medic") || !mayAct(s, s.humans[figure]!, 1) || s.humanTurn.specialsUsed.includes(`medic:${figure}`)) continue;
      for (const target of medicTargets(s, s.humans[figure]!)) if (s.humans[target]!.wounds !== 0) out.push({ type: "medic", figure, target });
    }
    return out;
  },
  exec: (d, _seat, a, ev) => {
    spend(d, a.figure, 1, ev);
    d.humanTurn.specialsUsed.push(`medic:${a.figure}`);
    const t = d.humans[a.target]!;
    t.wounds -= 1;
    ev.push({ type: "heal", figure: a.target, by: a.figure, wounds: t.wounds, rule: "house §12" } satisfies HouseEvent);
  },
};

/**
 * Power Drink (§11.4, G1): free, only at the start of the figure's activation (before any other
 * action; it starts the activation): +4 actions this turn. One per activation.
 */
const powerDrinkDef: HouseActionDef<PowerDrink> = {
  type: "powerDrink",
  phases: ["human"],
  schema: z.object({ type: z.literal("powerDrink"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "powerDrink", figure })),
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 0, "a Power Drink");
    if (why) return why;
    if (!s.humans[a.figure]!.items.includes("power-drink")) return refuse("house.hasNo", { figure: a.figure, card: "power-drink" });
    if (s.humanTurn.active === a.figure && s.humanTurn.started) return refuse("house.drinkWhen");
    return null;
  },
  legal: (s, seat) =>
    figuresOfSeat(s, seat)
      .filter((figure) => {
        const h = s.humans[figure]!;
        return mayAct(s, h, 0) && h.items.includes("power-drink") && !(s.humanTurn.active === figure && s.humanTurn.started);
      })
      .map((figure) => ({ type: "powerDrink", figure })),
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    ensureActive(d, a.figure, ev);
    d.humanTurn.actionsLeft += 4;
    h.items.splice(h.items.indexOf("power-drink"), 1);
    ev.push({ type: "powerDrink", figure: a.figure, actionsLeft: d.humanTurn.actionsLeft, rule: "house §11.4" } satisfies HouseEvent);
  },
};

/** The discards `h` may make: each card it holds (items, then the weapon), once. */
function discards(h: Human): Discard[] {
  const cards = [...new Set<ItemCardId | WeaponCardId>([...h.items, ...(h.weapon ? [h.weapon.card] : [])])];
  return cards.map((card) => ({ type: "discard", figure: h.id, card }));
}

/**
 * Discard a card (§8): free; an item or the carried weapon leaves the game. It starts the figure's
 * activation (G1) but, costing nothing, does not end "the start" of it: a Power Drink may follow.
 */
const discardDef: HouseActionDef<Discard> = {
  type: "discard",
  phases: ["human"],
  schema: z.object({ type: z.literal("discard"), figure: figureSchema, card: cardSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).flatMap((figure) => discards(s.humans[figure]!)),
  // every candidate card is held: the check's refusals are whyHumanCannot's alone
  legal: (s, seat) => {
    const out: Discard[] = [];
    for (const figure of figuresOfSeat(s, seat)) if (mayAct(s, s.humans[figure]!, 0)) for (const a of discards(s.humans[figure]!)) out.push(a);
    return out;
  },
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 0, "a discard");
    if (why) return why;
    const h = s.humans[a.figure]!;
    const held = h.weapon?.card === a.card || (h.items as string[]).includes(a.card);
    return held ? null : refuse("house.holdsNo", { figure: a.figure, card: a.card });
  },
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    const fresh = d.humanTurn.active !== a.figure || !d.humanTurn.started;
    spend(d, a.figure, 0, ev);
    if (fresh) d.humanTurn.started = false;
    if (h.weapon?.card === a.card) h.weapon = null;
    else h.items.splice((h.items as string[]).indexOf(a.card), 1);
    ev.push({ type: "discard", figure: a.figure, card: a.card, rule: "house §8" } satisfies HouseEvent);
  },
};

/** The human items actions, for the House engine (engine.ts). */
export const humanItemsActions = [giveItemDef, pickUpDef, useMedPakDef, medicDef, powerDrinkDef, discardDef] as const;
