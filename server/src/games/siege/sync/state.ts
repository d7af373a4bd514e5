import type { SeatInfo } from "@zedfall/shared";
import { EVENT_CARDS } from "@zedfall/shared/siege/cards/event/deck";
import { pressureMoves } from "@zedfall/shared/siege/round/zeds/pressure";
import { SiegeAmuletOffer, SiegeDecision, type SiegeRoomState, SiegeSeatTurn } from "@zedfall/shared/protocol/schema";
import { put, putEntries, putFields, putItems, putList } from "../../../schema/put";
import type { SiegePublic } from "./public";
import { syncSiegeSpaces } from "./spaces";
import { syncSiegeUnits } from "./units";

/**
 * Writes a seat-neutral view of the Siege rule state (`siege.view(s, "spectator")`, no secret in
 * it) into the schema after a change, touching only fields that changed: the counters, the
 * markers on the spaces, the resource strip, the current Event card with its phase boxes, the
 * decks as counts and the Keep hand, the lead seat, each seat's Player Action and *done*, the
 * pending decisions and the seats that may act. `seats` is `siege.seats(s)`.
 */
export function syncSiegeState(schema: SiegeRoomState, v: SiegePublic, seats: SeatInfo[]): void {
  syncSiegeUnits(schema, v);
  syncSiegeSpaces(schema, v);
  putFields(schema.tracks, { supplies: v.supplies, ammo: v.ammo, infection: v.infection, actions: v.actionTrack, chaosPool: v.chaosPool });
  syncEvent(schema, v.decks.current, pressureMoves(v.options.pressure, v.seats.length, v.decks.current));
  putFields(schema.decks, {
    event: v.decks.eventCount,
    eventDiscard: v.decks.eventDiscard.length,
    fate: v.decks.fateCount,
    fateDiscard: v.decks.fateDiscard.length,
    reserve: v.reserveCount,
    bag: v.bagCount,
  });
  putList(schema.decks.keep, v.decks.keep as string[]);
  put(schema, "lead", v.lead);
  putEntries(schema.turns, v.seats.map((seat) => [seat, seat] as [string, string]), (seat) => Object.assign(new SiegeSeatTurn(), { seat }), (t, seat) =>
    putFields(t, { playerAction: v.actionPhase.playerAction[seat as keyof typeof v.actionPhase.playerAction] === true, done: v.actionPhase.done.includes(seat as never) }),
  );
  putItems(schema.pending, v.pending, () => new SiegeDecision(), (d, p) => {
    const c = p as Record<string, unknown>;
    const rolled = (c.roll ?? {}) as Record<string, unknown>;
    putFields(d, { kind: p.kind, mode: p.mode, purpose: str(c.purpose) || str(rolled.purpose), key: str(c.key), params: json(c.params), rule: str(c.rule), unit: str(c.unit) });
    putList(d.seats, p.seats as string[]);
    putList(d.passed, p.passed as string[]);
    putList(d.options, Array.isArray(c.options) ? (c.options as string[]) : []);
    putList(d.loses, Array.isArray(c.loses) ? (c.loses as string[]) : []);
    putList(d.dice, Array.isArray(c.dice) ? (c.dice as number[]) : []);
    putItems(d.offers, offersOf(c.offers), () => new SiegeAmuletOffer(), (o, x) => {
      putFields(o, { die: x.die, outcome: x.outcome, params: x.params, events: x.events });
      putList(o.dice, x.dice);
    });
  });
  const acting: string[] = [];
  for (const i of seats) if (i.active) acting.push(i.seat);
  putList(schema.acting, acting);
}

const str = (x: unknown): string => (typeof x === "string" ? x : "");
/** A words key's params as JSON, "" for none (a decision stored before asks were keys has none). */
const json = (x: unknown): string => (x && typeof x === "object" ? JSON.stringify(x) : "");

/** The Mystic Amulet window's offers (`{die, dice, outcome, params?, events?}[]`), each field typed (params and events as JSON, "" for none); [] for any other decision. */
function offersOf(v: unknown): { die: number; dice: number[]; outcome: string; params: string; events: string }[] {
  if (!Array.isArray(v)) return [];
  return v.map((o: Record<string, unknown>) => ({
    die: typeof o?.die === "number" ? o.die : 0,
    dice: Array.isArray(o?.dice) ? (o.dice as number[]) : [],
    outcome: str(o?.outcome),
    params: json(o?.params),
    events: Array.isArray(o?.events) ? JSON.stringify(o.events) : "",
  }));
}

/** The current Event card and its five phase boxes (§2.1), from the card data, with its Pressure icon and the round's Zeds Pressure moves (`pressure`, G31); cleared between cards. */
function syncEvent(schema: SiegeRoomState, id: string | null, pressure: number): void {
  const e = schema.event;
  const c = id ? EVENT_CARDS[id as keyof typeof EVENT_CARDS] : undefined;
  putFields(e, {
    id: c ? c.id : "",
    colour: c?.colour ?? "",
    act: c ? String(c.act) : "",
    fourR: c?.fourR ?? 0,
    outbreakRoll: c?.outbreakRoll ?? false,
    eat: c ? String(c.eat) : "",
    actions: c?.actions ?? 0,
    pressureIcon: c?.pressureIcon ?? false,
    pressure: c ? pressure : 0,
  });
  putList(e.zeds, !c ? [] : typeof c.zeds === "string" ? [c.zeds] : (c.zeds as string[]));
}
