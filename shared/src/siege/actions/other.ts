import { refuse, type Refusal } from "../../core/refusal";
import { RESOURCE_MAX } from "../resources";
import { z } from "zod";
import type { ActionDef, AnyActionDef, Continuation } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, isStart, spaceIndex, spaceLabel, trackOf } from "../board";
import { discharge, unitName } from "../combat/hits";
import { choice } from "../decisions";
import { defOf, unitsAt, unitsHere } from "../occupancy";
import { done, roll, then, type StepHandler } from "../procedure";
import type { FateCardId, PlayerUnit, SiegeSeatId, SiegeState, Work } from "../types";
import { unitDef } from "../units/player";
import { actors, mayAct, mayorAura, payOptions, payRefusal, spend, stillActing, type Pay } from "./common";
import { addUnit, placeUnit, removeUnit } from "../counters";
import { forageColumn, placeOf } from "../rumors/named";
import { arrive } from "../heroes/arrival";
import { forageDice, forageRead } from "../heroes/scavenger";
import { forageBonusOf, forageSupply } from "../heroes/forage";
import { barricadeSupplies } from "../heroes/bauer";

/** The Action phase's other actions (§2.6, D1). */
export type OtherAction =
  | { type: "forage"; unit: string; pay: Pay }
  | { type: "heal"; unit: string; pay: Pay }
  | { type: "discharge"; unit: string }
  | { type: "barricade"; unit: string; pay: Pay }
  | { type: "ferry"; unit: string; pay: Pay }
  | { type: "equip"; refugees: string; civilians: string }
  | { type: "ability"; unit: string; target?: string }
  | { type: "playKeep"; card: FateCardId; target?: string }
  | { type: "handOver"; unit: string; to: SiegeSeatId };

const PAY = z.enum(["player", "event", "free"]);
const cap = (n: number) => Math.min(RESOURCE_MAX, n);

/** Whether `seat` may decide for `u` (its own unit, or a team unit). */
function owns(seat: SiegeSeatId, u: PlayerUnit): boolean {
  return u.seat === seat || u.seat === null;
}

function paid<A extends { type: string; unit: string; pay: Pay }>(type: A["type"], units: (s: SiegeState, seat: SiegeSeatId) => PlayerUnit[], why: (s: SiegeState, seat: SiegeSeatId, u: PlayerUnit) => Refusal | null, exec: ActionDef<SiegeState, A>["exec"], actorCheck = true): ActionDef<SiegeState, A> {
  const def: ActionDef<SiegeState, A> = {
    type,
    phases: ["action"],
    schema: z.object({ type: z.literal(type), unit: z.string(), pay: PAY }).strict() as unknown as z.ZodType<A>,
    candidates: (s, seat) => units(s, seat as SiegeSeatId).flatMap((u) => payOptions(s, seat as SiegeSeatId, u).map((pay) => ({ type, unit: u.id, pay }) as A)),
    // one pass: `units` lists exactly the units the check accepts (its actor or owner test and `why`)
    // and the payments are `payOptions`, so the candidates are the legal ones while the seat acts
    legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? def.candidates(s, seat) : []),
    check: (s, seat, a) => {
      const sid = seat as SiegeSeatId;
      if (!stillActing(s, sid)) return refuse("siege.doneThisPhase");
      const u = s.units[a.unit];
      if (!u) return refuse("siege.noUnit", { unit: a.unit });
      if (actorCheck && !mayAct(s, sid, u)) return refuse("siege.notYoursNow", { unit: u.id });
      if (!actorCheck && !owns(sid, u)) return refuse("siege.anotherSeats", { unit: u.id });
      return payRefusal(s, sid, u, a.pay) ?? why(s, sid, u);
    },
    exec: (s, seat, a, ev, k) => {
      spend(s, seat as SiegeSeatId, s.units[a.unit]!, a.pay);
      exec(s, seat, a, ev, k);
    },
  };
  return def;
}

/** Forage (§5.5; decided: heroic Civilians forage as Civilians do): a Hero, heroic Civilians or Civilians unit on a named space (not a Start, not a box) rolls 1 die; the Mayor adds +1 in Town spaces/TC (G22), Hauser +1 to his own (§3.3); max 6. */
export const forageAction = paid<Extract<OtherAction, { type: "forage" }>>(
  "forage",
  (s, seat) => actors(s, seat).filter((u) => forageWhy(s, u) === null),
  (s, _seat, u) => forageWhy(s, u),
  (s, _seat, a, ev, k) => {
    const u = s.units[a.unit]!;
    const col = forageColumn(s, u.at)!;
    const mayor = col === "town" && mayorAura(s) ? 1 : 0;
    const own = forageBonusOf(u);
    const bonus = mayor + own;
    // a scavenger rolls 2 dice (§5.5, heroes/scavenger.ts)
    roll(s, ev, k, { purpose: "forage", dice: forageDice(u), rule: "siege §5.5", text: (d) => `${unitName(u)} forages on ${spaceLabel(u.at)}: ${d.join(" and ")}${mayor ? " +1 (the Mayor)" : ""}${own ? ` +${own} (${unitName(u)})` : ""}`, then: "forage", data: { unit: u.id, bonus } });
  },
);

function forageWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (!["hero", "heroic-civilians", "civilians"].includes(defOf(u).category)) return refuse("siege.foragers");
  if (isStart(u.at) || !forageColumn(s, u.at)) return refuse("siege.nothingToForage", { space: spaceLabel(u.at) });
  return null;
}

/** What a Forage result gives in a column (§5.5): `pick` when the owner chooses 1 Supply or 1 Ammo (a 6 in Town/TC). */
export function forageYield(col: "town" | "farm" | "mine" | "named", result: number): { supplies: number; ammo: number } | "pick" {
  if (result <= 3) return { supplies: 0, ammo: 0 };
  if (result <= 5) return col === "mine" ? { supplies: 0, ammo: 1 } : { supplies: 1, ammo: 0 };
  if (col === "town") return "pick";
  if (col === "farm") return { supplies: 2, ammo: 0 };
  return col === "mine" ? { supplies: 0, ammo: 2 } : { supplies: 0, ammo: 1 };
}

/** A Town Forage of 6 (§5.5): the forager's owner takes 1 Supply or 1 Ammo. */
export const forageTakeStep: StepHandler<Extract<Work, { t: "forageTake" }>> = (s, w, ev) => {
  const u = s.units[w.unit];
  const pick = choice(s, w, u?.seat ?? s.lead, "forage", ["supplies", "ammo"], "Take 1 Supply or 1 Ammo?", "siege §5.5");
  if (pick === null) return;
  done(s, w);
  if (pick === "supplies") s.supplies = cap(s.supplies + 1);
  else s.ammo = cap(s.ammo + 1);
  // the same fields as every Forage's yield (what was found), so the log's sentence has its numbers
  ev.push({ type: "forageYield", take: pick, supplies: pick === "supplies" ? 1 : 0, ammo: pick === "ammo" ? 1 : 0, rule: "siege §5.5", text: `+1 ${pick === "supplies" ? "Supply" : "Ammo"} (Supplies ${s.supplies}, Ammo ${s.ammo})` });
};

/** Heal (§2.6, G21): a unit in a Hospital Bed, once per unit per round; −1 Infection. Paid by the unit's owner; any seat may heal a team unit (Refugees, G12). */
export const healAction = paid<Extract<OtherAction, { type: "heal" }>>(
  "heal",
  (s, seat) => Object.values(s.units).filter((u) => owns(seat, u) && B.beds.includes(u.at) && !s.actionPhase.healed.includes(u.id)),
  (s, _seat, u) => (!B.beds.includes(u.at) ? refuse("siege.notInBed", { unit: u.id }) : s.actionPhase.healed.includes(u.id) ? refuse("siege.healedThisRound", { unit: u.id }) : null),
  (s, _seat, a, ev) => {
    const u = s.units[a.unit]!;
    s.actionPhase.healed.push(u.id);
    healOnce(s, u, ev);
    const before = s.infection;
    s.infection = Math.max(0, s.infection - 1);
    ev.push({ type: "infection", from: before, to: s.infection, rule: "siege §2.6", text: `Heal: Infection ${before} → ${s.infection}` });
  },
  false,
);

/** One Heal (G21), in this order: wake from coma (reduced side, no hits); else remove a hit; else flip reduced → full. */
export function healOnce(s: SiegeState, u: PlayerUnit, ev: GameEvent[]): void {
  let what: string;
  if (u.coma) {
    u.coma = false;
    u.side = "reduced";
    u.hits = 0;
    what = "wakes up";
  } else if (u.hits > 0) {
    u.hits -= 1;
    what = "loses a hit";
  } else if (u.side === "reduced" && defOf(u).twoSided) {
    u.side = "full";
    what = "is back on its full side";
  } else what = "is already whole";
  ev.push({ type: "heal", unit: u.id, rule: "siege G21", text: `${unitName(u)} ${what}` });
  void s;
}

/** Discharge (§2.6): free; a Bed's unit goes to TC (one in coma to the Cemetery; Refugees to the Camp, +1 Infection). */
export const dischargeAction: ActionDef<SiegeState, Extract<OtherAction, { type: "discharge" }>> = {
  type: "discharge",
  phases: ["action"],
  schema: z.object({ type: z.literal("discharge"), unit: z.string() }).strict(),
  candidates: (s, seat) => Object.values(s.units).filter((u) => owns(seat as SiegeSeatId, u) && B.beds.includes(u.at)).map((u) => ({ type: "discharge" as const, unit: u.id })),
  // one pass: the candidates are the seat's units (or team units) in a Bed, all the check asks after stillActing
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? dischargeAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    const u = s.units[a.unit];
    if (!u || !B.beds.includes(u.at)) return refuse("siege.notInBed", { unit: a.unit });
    return owns(seat as SiegeSeatId, u) ? null : refuse("siege.anotherSeats", { unit: u.id });
  },
  exec: (s, _seat, a, ev) => discharge(s, s.units[a.unit]!, ev),
};

/** Build Improved Defenses (§2.6, Level II, Q15): 1 Action + 2 Supplies (Bob Bauer's crew 1, §3.3); a Barricade on the acting unit's track space (not a Start, not Chaos, not one already there, one per track). */
export const barricadeAction = paid<Extract<OtherAction, { type: "barricade" }>>(
  "barricade",
  (s, seat) => actors(s, seat).filter((u) => barricadeWhy(s, u) === null),
  (s, _seat, u) => barricadeWhy(s, u),
  (s, _seat, a, ev) => {
    const u = s.units[a.unit]!;
    s.supplies -= barricadeSupplies(u);
    s.spaces[u.at]!.barricade = "barricade";
    ev.push({ type: "barricade", space: u.at, rule: "siege §2.6", text: `${unitName(u)} builds a Barricade on ${spaceLabel(u.at)} (Supplies ${s.supplies})` });
  },
);

function barricadeWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (["villagers", "refugees"].includes(defOf(u).category)) return refuse("siege.noBuilders");
  if (defOf(u).abilities.neverBuilds) return refuse("siege.neverBuilds", { unit: u.id });
  if (trackOf(u.at) === null || isStart(u.at)) return refuse("siege.barricadeTrack");
  if (s.spaces[u.at]!.chaos > 0) return refuse("siege.chaosSpace");
  if (s.spaces[u.at]!.barricade) return refuse("siege.barricadeThere");
  // Q15 (decided): at most one Barricade per track
  if (B.trackSpaces[trackOf(u.at)!].some((i) => s.spaces[i]!.barricade === "barricade")) return refuse("siege.barricadePerTrack");
  const cost = barricadeSupplies(u);
  if (s.supplies < cost) return cost === 2 ? refuse("siege.barricadeCost") : refuse("siege.barricadeCostBy", { unit: u.id, n: cost });
  return null;
}

/** Ferry (§2.6, G30): a unit on Suburbs #0, #1 or #2 spends 1 Action to flip the Destroyed Bridge to Ferry. */
export const ferryAction = paid<Extract<OtherAction, { type: "ferry" }>>(
  "ferry",
  (s, seat) => actors(s, seat).filter((u) => ferryWhy(s, u) === null),
  (s, _seat, u) => ferryWhy(s, u),
  (s, _seat, a, ev) => {
    const i = spaceIndex("suburbs:1");
    s.spaces[i]!.bridge = "ferry";
    ev.push({ type: "bridge", space: i, state: "ferry", rule: "siege §1.4", text: `${unitName(s.units[a.unit]!)} rigs a Ferry at the Suspension Bridge` });
  },
);

function ferryWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (s.spaces[spaceIndex("suburbs:1")]!.bridge !== "destroyed") return refuse("siege.bridgeWhole");
  if (!["suburbs:0", "suburbs:1", "suburbs:2"].map((x) => spaceIndex(x)).includes(u.at)) return refuse("siege.ferrySpaces");
  return ["villagers", "refugees"].includes(defOf(u).category) ? refuse("siege.ferryNot") : null;
}

/** Equip Refugees (§2.6): free, once per round: a Refugees unit leaves the Camp and a Civilians unit comes back from the Cemetery into TC, reduced side (it keeps its seat). */
export const equipAction: ActionDef<SiegeState, Extract<OtherAction, { type: "equip" }>> = {
  type: "equip",
  phases: ["action"],
  schema: z.object({ type: z.literal("equip"), refugees: z.string(), civilians: z.string() }).strict(),
  candidates: (s) =>
    unitsAt(s, B.camp)
      .filter((u) => defOf(u).category === "refugees")
      .flatMap((r) => unitsHere(s, B.cemetery).filter((u) => defOf(u).category === "civilians").map((c) => ({ type: "equip" as const, refugees: r.id, civilians: c.id }))),
  // one pass: the candidates pair exactly the Refugees in the Camp with the Civilians in the Cemetery, as the check asks
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) && !s.actionPhase.equipped ? equipAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    if (s.actionPhase.equipped) return refuse("siege.equippedAlready");
    const r = s.units[a.refugees];
    const c = s.units[a.civilians];
    if (!r || r.at !== B.camp || defOf(r).category !== "refugees") return refuse("siege.noCampRefugees");
    if (!c || c.at !== B.cemetery || defOf(c).category !== "civilians") return refuse("siege.noCemeteryCivilians");
    return null;
  },
  exec: (s, _seat, a, ev) => {
    s.actionPhase.equipped = true;
    removeUnit(s, a.refugees);
    const c = s.units[a.civilians]!;
    placeUnit(s, c, B.tc);
    c.side = "reduced";
    c.hits = 0;
    ev.push({ type: "equip", unit: c.id, rule: "siege §2.6", text: `Refugees from the Camp take up ${unitName(c)}'s arms: back in Town Center, reduced` });
  },
};

/**
 * Character Actions (§2.6, §3.3), once per Action phase, no Action paid: Schmidt gives himself one
 * extra Action; Hunt gives one free Action to a Civilians, heroic Civilians or Refugees unit in or
 * next to his space (`target`).
 */
export const abilityAction: ActionDef<SiegeState, Extract<OtherAction, { type: "ability" }>> = {
  type: "ability",
  phases: ["action"],
  schema: z.object({ type: z.literal("ability"), unit: z.string(), target: z.string().optional() }).strict(),
  candidates: (s, seat) => {
    const out: Extract<OtherAction, { type: "ability" }>[] = [];
    for (const u of actors(s, seat as SiegeSeatId)) {
      const ab = defOf(u).abilities;
      if (ab.extraActionForSelf) out.push({ type: "ability", unit: u.id });
      if (ab.grantsActionNearby) for (const t of huntTargets(s, u)) out.push({ type: "ability", unit: u.id, target: t.id });
    }
    return out;
  },
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    const u = s.units[a.unit];
    if (!u || !mayAct(s, seat as SiegeSeatId, u)) return refuse("siege.thatUnit");
    if (s.actionPhase.used.includes(u.id)) return refuse("siege.characterUsed", { unit: u.id });
    const ab = defOf(u).abilities;
    if (ab.extraActionForSelf) return a.target === undefined ? null : refuse("siege.schmidtSelf");
    if (ab.grantsActionNearby) return a.target && huntTargets(s, u).some((t) => t.id === a.target) ? null : refuse("siege.huntGives");
    return refuse("siege.noCharacterAction", { unit: u.id });
  },
  exec: (s, _seat, a, ev) => {
    const u = s.units[a.unit]!;
    s.actionPhase.used.push(u.id);
    const to = a.target ?? u.id;
    s.actionPhase.free[to] = (s.actionPhase.free[to] ?? 0) + 1;
    ev.push({ type: "ability", unit: u.id, target: to, rule: "siege §3.3", text: `${unitName(u)} gives ${to === u.id ? "himself" : unitName(s.units[to]!)} a free Action` });
  },
};

function huntTargets(s: SiegeState, u: PlayerUnit): PlayerUnit[] {
  const near = new Set([u.at, ...B.neighbours[u.at]!]);
  return Object.values(s.units)
    .filter((t) => t.id !== u.id && near.has(t.at) && ["civilians", "heroic-civilians", "refugees"].includes(defOf(t).category) && !t.coma)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The Keep cards played in the Action phase (W5, G11, G28) and whom they need. */
const ACTION_KEEPS: readonly FateCardId[] = ["adrenaline-supply", "community-organiser", "civilians-organise", "i-think-i-see-someone", "commandeered-vehicles"];

function keepTargets(s: SiegeState, seat: SiegeSeatId, card: FateCardId): (string | undefined)[] {
  const mine = Object.values(s.units).filter((u) => u.seat === seat && (u.at === B.tc || trackOf(u.at) !== null) && !u.coma);
  switch (card) {
    case "adrenaline-supply":
      return [undefined];
    case "community-organiser":
      return [...s.available.filter((id) => unitDef(id).category === "heroic-civilians"), ...s.spareCivilians].sort();
    case "civilians-organise":
      return Object.values(s.units).filter((u) => defOf(u).category === "civilians" && u.at !== B.cemetery).map((u) => u.id).sort();
    case "i-think-i-see-someone":
      return s.available.filter((id) => unitDef(id).category === "hero").flatMap((id) => B.tracks.map((t) => `${id}@${B.spaces[B.startOf[t]]!.id}`));
    case "killer-bulldozer":
    case "the-man-with-no-name":
      return mine.filter((u) => !["villagers", "refugees"].includes(defOf(u).category)).map((u) => u.id).sort();
    case "commandeered-vehicles":
      return mine.filter((u) => defOf(u).category === "hero").map((u) => u.id).sort();
    default:
      return [];
  }
}

/**
 * `playKeep` (W5, G11, G28): a seat plays a card of the team's Keep hand in the Action phase —
 * Adrenaline Supply (+2 Event Actions), Community Organiser (an available heroic Civilians unit or
 * the spare Civilians into TC, for this seat), Civilians Organise (Civil Leader on a Civilians unit),
 * I Think I See Someone (a chosen available Hero on a Start), Commandeered Vehicles (+3 Movement on
 * the Hero's Moves this round; every Level II space is surface). Killer Bulldozer and The Man With
 * No Name are played in window W2 before a fight's roll, Last-Stand in W3, They Took the Bait in W1
 * (combat/hand-to-hand.ts, zeds/phase.ts).
 */
export const playKeepAction: ActionDef<SiegeState, Extract<OtherAction, { type: "playKeep" }>> = {
  type: "playKeep",
  phases: ["action"],
  schema: z.object({ type: z.literal("playKeep"), card: z.string() as unknown as z.ZodType<FateCardId>, target: z.string().optional() }).strict(),
  candidates: (s, seat) => [...new Set(s.decks.keep)].filter((c) => ACTION_KEEPS.includes(c)).flatMap((card) => keepTargets(s, seat as SiegeSeatId, card).map((target) => ({ type: "playKeep" as const, card, ...(target === undefined ? {} : { target }) }))),
  // one pass: the candidates are the Action-phase cards of the Keep hand with their `keepTargets`, all the check asks after stillActing
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? playKeepAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    if (!s.decks.keep.includes(a.card)) return refuse("siege.notInKeep", { card: a.card });
    if (!ACTION_KEEPS.includes(a.card)) return refuse("siege.notActionKeep", { card: a.card });
    return keepTargets(s, seat as SiegeSeatId, a.card).includes(a.target) ? null : refuse("siege.keepTarget", { card: a.card, target: a.target ?? "(none)" });
  },
  exec: (s, seat, a, ev) => {
    s.decks.keep.splice(s.decks.keep.indexOf(a.card), 1);
    s.decks.fateDiscard.push(a.card);
    const rule = "siege §6.5";
    const t = a.target;
    // the card first in the log, then what an arriving unit brings (heroes/arrival.ts)
    ev.push({ type: "playKeep", card: a.card, target: t, seat, rule, text: `${seat} plays ${a.card}${t ? ` (${t})` : ""}` });
    switch (a.card) {
      case "adrenaline-supply":
        s.actionTrack += 2;
        break;
      case "community-organiser": {
        const id = t!;
        if (s.spareCivilians.includes(id)) s.spareCivilians = s.spareCivilians.filter((x) => x !== id);
        else s.available = s.available.filter((x) => x !== id);
        addUnit(s, { id, def: id, seat: seat as SiegeSeatId, at: B.tc, side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] });
        arrive(s, s.units[id]!, ev);
        break;
      }
      case "civilians-organise":
        s.units[t!]!.markers.push("civil-leader");
        break;
      case "i-think-i-see-someone": {
        const [id, sp] = t!.split("@") as [string, string];
        s.available = s.available.filter((x) => x !== id);
        addUnit(s, { id, def: id, seat: seat as SiegeSeatId, at: spaceIndex(sp), side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] });
        arrive(s, s.units[id]!, ev);
        break;
      }
      case "killer-bulldozer":
        s.flags.push(`bulldozer:${t}`);
        break;
      case "the-man-with-no-name":
        s.flags.push(`no-name:${t}`);
        break;
      case "commandeered-vehicles":
        s.flags.push(`vehicles:${t}`);
        break;
    }
  },
};

/**
 * How many times one unit may change hands in one Action phase (F1, a bound of ours: D1 sets no
 * limit, and a free, unlimited hand-over let two seats pass a unit back and forth for ever, each
 * pass a log row). Two lets a seat hand a unit over and its new owner hand it on or back; no
 * honest table passes one unit three times in one phase.
 */
export const HAND_OVER_BOUND = 2;

/** How many times unit `id` changed hands this Action phase (F1). */
function handOversOf(s: SiegeState, id: string): number {
  return s.actionPhase.handOvers?.[id] ?? 0;
}

/** The F1 bound of a hand-over of unit `id`: null while it changed hands fewer than HAND_OVER_BOUND times this Action phase, else why not. */
function handOverBound(s: SiegeState, id: string): Refusal | null {
  return handOversOf(s, id) < HAND_OVER_BOUND ? null : refuse("siege.handOverBound", { unit: s.units[id]!.id, n: HAND_OVER_BOUND });
}

/**
 * `handOver` (D1): a seat hands one of its units to another seat — free, in the Action phase (the
 * only phase where seats act on their own; decided). Team units (Refugees, Villagers) belong to
 * nobody and cannot be handed over; units in the Cemetery neither. Bounded (F1): a unit changes
 * hands at most HAND_OVER_BOUND times in one Action phase; past it the hand-over is not legal and
 * is refused with that reason (a stored log past the bound still replays, engine `applyStored`).
 */
export const handOverAction: ActionDef<SiegeState, Extract<OtherAction, { type: "handOver" }>> = {
  type: "handOver",
  phases: ["action"],
  schema: z.object({ type: z.literal("handOver"), unit: z.string(), to: z.enum(["seat1", "seat2", "seat3", "seat4"]) }).strict(),
  candidates: (s, seat) =>
    Object.values(s.units)
      .filter((u) => u.seat === seat && u.at !== B.cemetery)
      .flatMap((u) => s.seats.filter((x) => x !== seat).map((to) => ({ type: "handOver" as const, unit: u.id, to }))),
  // one pass: the candidates are the seat's units outside the Cemetery for every other seat, all the check asks after stillActing
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? handOverAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    const u = s.units[a.unit];
    if (!u || u.seat !== seat) return refuse("siege.notYourUnit", { unit: a.unit });
    if (u.at === B.cemetery) return refuse("siege.cemeteryHandOver");
    if (!s.seats.includes(a.to) || a.to === seat) return refuse("siege.notOtherSeat", { seat: a.to });
    return null;
  },
  bound: (s, _seat, a) => handOverBound(s, a.unit),
  exec: (s, seat, a, ev) => {
    s.units[a.unit]!.seat = a.to;
    s.actionPhase.handOvers = { ...s.actionPhase.handOvers, [a.unit]: handOversOf(s, a.unit) + 1 };
    ev.push({ type: "handOver", unit: a.unit, from: seat, to: a.to, rule: "siege D1", text: `${seat} hands ${unitName(s.units[a.unit]!)} to ${a.to}` });
  },
};

/**
 * The Weapons Control Office (S-R12, C4): while it is in play, a Forage in a Town space or TC (§1.3)
 * whose final modified result is 1 or 2 also gains +1 Ammo (20 at most, §5.1).
 */
function weaponsOffice(s: SiegeState, col: "town" | "farm" | "mine" | "named", result: number, ev: GameEvent[]): void {
  if (col !== "town" || result > 2 || placeOf(s, "weapons-control-office") < 0) return;
  s.ammo = cap(s.ammo + 1);
  ev.push({ type: "weaponsOffice", result, ammo: s.ammo, rule: "siege S-R12", text: `Weapons Control Office: a Forage result of ${result} in town gains +1 Ammo (Ammo ${s.ammo})` });
}

/** The Forage continuation (§5.5): the Weapons Control Office's Ammo (S-R12), the yield by column; a Town 6 asks the owner (forageTake). */
export const OTHER_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  forage: (s, dice, data, ev) => {
    const { unit, bonus } = data as { unit: string; bonus: number };
    const u = s.units[unit];
    if (!u) return;
    const col = forageColumn(s, u.at)!;
    // a scavenger's kept die, its natural doubles counting twice (§5.5, C4, heroes/scavenger.ts)
    const { kept, times } = forageRead(dice);
    const result = Math.min(6, kept + bonus);
    // Rusty's +1 Supply (§3.3) comes with every Forage of his
    forageSupply(s, u, ev);
    for (let n = 0; n < times; n++) {
      weaponsOffice(s, col, result, ev);
      const y = forageYield(col, result);
      if (y === "pick") {
        then(s, { t: "forageTake", unit });
        continue;
      }
      s.supplies = cap(s.supplies + y.supplies);
      s.ammo = cap(s.ammo + y.ammo);
      ev.push({ type: "forageYield", supplies: y.supplies, ammo: y.ammo, rule: "siege §5.5", text: y.supplies || y.ammo ? `+${y.supplies} Supplies, +${y.ammo} Ammo (Supplies ${s.supplies}, Ammo ${s.ammo})` : "Nothing found" });
    }
  },
};

/** Their definitions, for the engine. */
export const OTHER_ACTIONS: readonly AnyActionDef<SiegeState>[] = [forageAction, healAction, dischargeAction, barricadeAction, ferryAction, equipAction, abilityAction, playKeepAction, handOverAction];

