import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { GameEvent } from "../../core/ruleset";
import { sqParam, step } from "../board";
import { edgeNow, manhattan } from "../geometry";
import { babySquare } from "../baby/state";
import type { Dir, HouseSeatId, HouseState, ZombieCardId, HouseActionDef } from "../types";
import { closeOffers, stackedActiveReason, whyNoZombieCommand, whyPackBlocks } from "./activation";
import { longestChainAt, removeBarricade } from "./barricades";
import { playFromHand } from "./hand";
import { movableZombies, stepDirs, zombieIdSchema, zombieStep } from "./move";
import { figuresMoved } from "../occupancy";
import type { HouseEvent } from "../events";

/** Cards whose play takes no parameter (and the ones refused with a reason of their own). */
const SIMPLE = ["stench-of-fear", "dead-resident", "horde", "something-below", "relentless", "bloodlust", "surprise-zombie", "jammed", "slippery-floor", "legless-legion", "wailing"] as const;
type Simple = (typeof SIMPLE)[number];

/** `playCard` (H-B14, §14): one zombie card from the hand, with the parameters its effect needs. */
export type PlayCard =
  | { type: "playCard"; card: Simple }
  | { type: "playCard"; card: "smash" | "pile-up"; edge: string }
  | { type: "playCard"; card: "shambling-charge"; zombie: string }
  | { type: "playCard"; card: "hungry-eyes"; zombie: string; path: Dir[] };

const dirSchema = z.enum(["N", "E", "S", "W"]);
const playCardSchema = z.discriminatedUnion("card", [
  z.object({ type: z.literal("playCard"), card: z.enum(SIMPLE) }).strict(),
  z.object({ type: z.literal("playCard"), card: z.literal("smash"), edge: z.string().max(40) }).strict(),
  z.object({ type: z.literal("playCard"), card: z.literal("pile-up"), edge: z.string().max(40) }).strict(),
  z.object({ type: z.literal("playCard"), card: z.literal("shambling-charge"), zombie: zombieIdSchema }).strict(),
  z.object({ type: z.literal("playCard"), card: z.literal("hungry-eyes"), zombie: zombieIdSchema, path: z.array(dirSchema).min(1).max(2) }).strict(),
]);

/** Cards played only at the start of the Zombie turn, step 4 (§14, G3). */
const START_CARDS: ZombieCardId[] = ["stench-of-fear", "dead-resident", "horde", "pile-up", "legless-legion"];

/** Wailing's reach (§14 #15, G26): Manhattan squares on the same level as the baby. */
const WAILING_RANGE = 6;

/** Why a card's timing or kind forbids playing it now, or null (§14, G3, G24, G25, C8). */
function whyNotNow(s: HouseState, card: ZombieCardId): Refusal | null {
  const t = s.zombieTurn;
  switch (card) {
    case "surprise-zombie":
    case "jammed":
    case "slippery-floor":
      return refuse("house.reactionCard", { card });
    case "bloodlust":
      return refuse("house.bloodlustWith");
    case "wailing":
      if (!babySquare(s)) return refuse("house.wailingBaby");
      break;
    case "relentless":
      return t.relentlessFor ? null : refuse("house.relentlessWhen");
    case "something-below":
      if (!s.cellar.revealed) return refuse("house.belowCellar");
      break;
  }
  if (START_CARDS.includes(card) && t.step !== "cards") return refuse("house.atTurnStart", { card });
  if (t.step !== "cards" && t.step !== "activation") return refuse("house.afterPlacements", { card });
  return null;
}

/**
 * Zombies a card may name now (G25): the active zombie or one not yet activated; in step 4 every
 * zombie that may act this turn. Never a crawler: action and move cards ignore crawlers (C3).
 */
function cardTargets(s: HouseState): string[] {
  const t = s.zombieTurn;
  if (t.step === "cards") return Object.keys(s.zombies).filter((id) => cardMayName(s, id));
  return movableZombies(s).filter((id) => cardMayName(s, id) && !(t.active === id && t.actionsLeft <= 0));
}

/** Whether a card that adds actions may name zombie `id` at all: one with actions, not a crawler (G25, C3). */
function cardMayName(s: HouseState, id: string): boolean {
  const z = s.zombies[id]!;
  return !z.noActions && z.kind !== "crawler";
}

/** Why `id` may not be named by Shambling Charge or Hungry Eyes now (G25, C3), or null. */
function whyNotTarget(s: HouseState, id: string, card: ZombieCardId): Refusal | null {
  const zb = s.zombies[id];
  if (!zb) return refuse("house.noZombie", { zombie: id });
  if (zb.kind === "crawler") return refuse("house.ignoresCrawlers", { card });
  if (!cardTargets(s).includes(id)) return refuse("house.cardTarget", { card, zombie: id });
  return null;
}

/** Why a Hungry Eyes path is illegal (§14 #11): up to 2 free squares by normal movement, a window costs both, ending on a free square. */
function whyNoPath(s: HouseState, id: string, path: Dir[]): Refusal | null {
  let at = s.zombies[id]!.pos;
  let budget = 2;
  for (let i = 0; i < path.length; i++) {
    const dir = path[i]!;
    const window = edgeNow(s, at, step(at, dir)).type === "window";
    const r = zombieStep(s, id, at, dir, window);
    if ("key" in r) return r;
    if (r.cost > budget) return refuse("house.hungryWindow");
    budget -= r.cost;
    at = r.to;
    if (i === path.length - 1 && r.onZombie) return refuse("house.hungryEnd", { sq: sqParam(at) });
  }
  return null;
}

function checkPlayCard(s: HouseState, seat: HouseSeatId, a: PlayCard): Refusal | null {
  if (seat !== "zombie") return refuse("house.cardsOnly");
  if (!s.zombieHand.includes(a.card)) return refuse("house.noCardInHand", { card: a.card });
  if (a.card !== "relentless") {
    const why = whyNoZombieCommand(s, seat, false) ?? whyPackBlocks(s) ?? stackedActiveReason(s);
    if (why) return why;
  }
  const timing = whyNotNow(s, a.card);
  if (timing) return timing;
  switch (a.card) {
    case "stench-of-fear":
      return s.zombieTurn.stench ? refuse("house.stenchOn") : null;
    case "smash":
      return s.barricades.includes(a.edge) ? null : refuse("house.noBarricadeOn", { opening: a.edge });
    case "pile-up":
      if (!s.barricades.includes(a.edge)) return refuse("house.noBarricadeOn", { opening: a.edge });
      return longestChainAt(s, a.edge) >= 3 ? null : refuse("house.pileUpChain", { opening: a.edge });
    case "shambling-charge":
      return whyNotTarget(s, a.zombie, a.card);
    case "hungry-eyes":
      return whyNotTarget(s, a.zombie, a.card) ?? whyNoPath(s, a.zombie, a.path);
    default:
      return null;
  }
}

function candidatesOf(s: HouseState, card: ZombieCardId): PlayCard[] {
  switch (card) {
    case "smash":
    case "pile-up":
      return s.barricades.map((edge) => ({ type: "playCard", card, edge }));
    case "shambling-charge":
      return cardTargets(s).map((zombie) => ({ type: "playCard", card, zombie }));
    case "hungry-eyes":
      return cardTargets(s).flatMap((zombie) => {
        const from = s.zombies[zombie]!.pos;
        const out: PlayCard[] = stepDirs(s, zombie, true).map((d) => ({ type: "playCard", card, zombie, path: [d] }));
        for (const d1 of stepDirs(s, zombie, false)) {
          out.push({ type: "playCard", card, zombie, path: [d1] });
          for (const d2 of stepDirs(s, zombie, false, step(from, d1))) out.push({ type: "playCard", card, zombie, path: [d1, d2] });
        }
        return out;
      });
    default:
      return [{ type: "playCard", card: card as Simple }];
  }
}

/** Carries out a checked card (§14 #1–#15); the card is played from the hand first, publicly. */
function execPlayCard(d: HouseState, a: PlayCard, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  if (a.card !== "relentless") closeOffers(d, ev);
  const { type: _t, card: _c, ...params } = a as PlayCard & Record<string, unknown>;
  playFromHand(d, a.card, ev, structuredClone(params));
  const rule = (n: number) => `house §14 #${n}`;
  switch (a.card) {
    case "stench-of-fear":
      t.stench = true;
      ev.push({ type: "cardEffect", card: a.card, rule: rule(1) } satisfies HouseEvent);
      break;
    case "dead-resident":
      t.placements.push({ reason: "dead-resident", left: 1, counted: false, kind: "zombie" });
      break;
    case "horde":
      t.placements.push({ reason: "horde", left: 2, counted: true, kind: "zombie" });
      break;
    case "something-below":
      t.placements.push({ reason: "something-below", left: 1, counted: false, kind: "zombie" });
      break;
    case "legless-legion":
      t.placements.push({ reason: "legless-legion", left: 2, counted: false, kind: "crawler" });
      break;
    case "wailing": {
      // +1 action for every zombie within 6 squares of the baby or its carrier, same level (G25, G26); crawlers never (C3)
      const at = babySquare(d)!;
      const woken: string[] = [];
      for (const z of Object.values(d.zombies)) {
        if (z.kind === "crawler" || t.done.includes(z.id) || manhattan(z.pos, at) > WAILING_RANGE) continue;
        t.bonusActions[z.id] = (t.bonusActions[z.id] ?? 0) + 1;
        if (t.active === z.id) t.actionsLeft += 1;
        woken.push(z.id);
      }
      ev.push({ type: "cardEffect", card: a.card, zombies: woken, rule: rule(15) } satisfies HouseEvent);
      break;
    }
    case "smash":
      removeBarricade(d, a.edge, rule(3), ev);
      break;
    case "pile-up":
      removeBarricade(d, a.edge, rule(12), ev);
      break;
    case "shambling-charge":
      t.bonusActions[a.zombie] = (t.bonusActions[a.zombie] ?? 0) + 2;
      if (t.active === a.zombie) t.actionsLeft += 2;
      ev.push({ type: "cardEffect", card: a.card, zombie: a.zombie, rule: rule(5) } satisfies HouseEvent);
      break;
    case "hungry-eyes": {
      const zb = d.zombies[a.zombie]!;
      for (const dir of a.path) {
        const from = { ...zb.pos };
        zb.pos = step(zb.pos, dir);
        figuresMoved(d);
        const window = edgeNow(d, from, zb.pos).type === "window";
        ev.push({ type: "zombieMoved", zombie: a.zombie, from, to: { ...zb.pos }, window, free: true, rule: rule(11) } satisfies HouseEvent);
      }
      break;
    }
    case "relentless": {
      const id = t.relentlessFor!;
      const keep = t.relentlessKeep;
      if (t.active === id) t.actionsLeft = keep;
      else t.done = t.done.filter((x) => x !== id);
      t.relentlessFor = null;
      t.relentlessKeep = 0;
      ev.push({ type: "cardEffect", card: a.card, zombie: id, rule: rule(7) } satisfies HouseEvent);
      break;
    }
  }
}

/** The `playCard` action (H-B14): candidates for every card in hand, refused with the card's own reason. */
const playCardDef: HouseActionDef<PlayCard> = {
  type: "playCard",
  phases: ["zombie"],
  schema: playCardSchema,
  candidates: (s) => [...new Set(s.zombieHand)].flatMap((card) => candidatesOf(s, card)),
  // one pass: the reasons shared by every play of a card (command, pack, stacking, timing: the
  // first lines of checkPlayCard) are asked once per card held, before its plays are listed
  legal: (s, seat) => {
    if (seat !== "zombie") return [];
    const out: PlayCard[] = [];
    const command = whyNoZombieCommand(s, seat, false) ?? whyPackBlocks(s) ?? stackedActiveReason(s);
    for (const card of new Set(s.zombieHand)) {
      if ((card !== "relentless" && command) || whyNotNow(s, card)) continue;
      for (const a of candidatesOf(s, card)) if (checkPlayCard(s, seat, a) === null) out.push(a);
    }
    return out;
  },
  check: checkPlayCard,
  exec: (d, _seat, a, ev) => execPlayCard(d, a, ev),
};

/** The zombie cards actions, for the House engine (engine.ts). */
export const zombieCardsActions = [playCardDef] as const;
