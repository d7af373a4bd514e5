import type { WireEvent } from "@zedfall/shared/protocol";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action } from "../../shell/actions";
import type { EventEffects } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { toast } from "../../shell/dom";
import type { SiegeBoard } from "./board";
import { hideCombat, showCombat } from "./combat";
import { siegeState } from "./state";
import { labelOf } from "./actions";
import { ACCENT, BLUE } from "./palette";
import { rollNeed, rollTotal } from "./roll-needs";
import { eventContext, numberOf, playerName, rumorEffect, rumorName, seatName, valueWords } from "./words";

/** An event's log line in the current language: the words of its type (every event type has them), its data filling the sentence. */
export function eventText(room: RoomState, e: WireEvent): string {
  const st = siegeState(room);
  const ctx = eventContext(room, e);
  // a sentence may name either of two keys (a Zeds counter or a unit): the absent one reads as nothing
  const params: Record<string, string> = { unit: "", zeds: "" };
  for (const [k, v] of Object.entries(e)) if (k !== "onlyFor") params[k] = valueWords(st, v, k, ctx);
  // the room's own events: who plays (by name), what an undo took back (the action's label)
  if (e.type === "start") params.players = (Array.isArray(e.seats) ? (e.seats as string[]) : []).map((s) => playerName(st, s)).join(", ");
  // the room's seat changes (seatToBot, seatAsked, seatTaken, seatBack, seatGranted, seatRefused): the seat by its number, players by name
  if (e.type.startsWith("seat") && typeof e.seat === "string") params.seat = seatName(e.seat);
  if (e.type === "undo") params.what = e.action && typeof e.action === "object" ? labelOf(room, e.action as Action) : "";
  if (e.type === "gameOver") params.winner = has(`game.winner_${String(e.winner)}`) ? t(`game.winner_${String(e.winner)}`) : String(e.winner ?? "");
  if (e.type === "roll") {
    params.purpose = has(`siege.purpose.${String(e.purpose)}`) ? t(`siege.purpose.${String(e.purpose)}`) : String(e.purpose ?? "");
    // what the dice needed (the rules' need on the event) and the total a table reads
    params.total = rollTotal(e);
    params.need = rollNeed(e) ?? "";
  }
  if (e.type === "handToHand" || e.type === "raidersHandToHand") params.loser = has(`siege.loser.${String(e.loser)}`) ? t(`siege.loser.${String(e.loser)}`) : String(e.loser ?? "");
  // a Raiders fight (§4.1): against the Zeds of the space, or one player unit by its name
  if (e.type === "raidersHandToHand" && e.foe === "zeds") params.foe = t("siege.raidersFoeZeds");
  // Rumors and Rails: who rode along, what a Station paid, a Siren's dice and result
  if (e.type === "trainMove") params.aboard = Array.isArray(e.passengers) && e.passengers.length ? t("siege.aboard", { units: valueWords(st, e.passengers, "passengers", ctx) }) : "";
  if (e.type === "stationBonus") params.bonus = stationBonus(e);
  if (e.type === "trainBoard") params.paid = typeof e.pay === "string" && has(`siege.pay.${e.pay}`) ? t("siege.paidWith", { pay: t(`siege.pay.${e.pay}`) }) : "";
  if (e.type === "airBase") params.what = e.take === "heal" ? t("siege.airBase.heal", { unit: params.unit }) : t("siege.airBase.action", { seat: params.seat ?? "" });
  if (e.type === "siren") {
    params.dice = Array.isArray(e.dice) ? (e.dice as number[]).join(" + ") : String(e.dice ?? "");
    params.result = has(`siege.sirenResult.${String(e.result)}`) ? t(`siege.sirenResult.${String(e.result)}`) : String(e.result ?? "");
  }
  // a number of hits reads "1 hit" / "2 hits" (the plural forms of the sentence)
  const count = typeof e.hits === "number" ? e.hits : typeof e.budget === "number" ? e.budget : Array.isArray(e.killed) ? e.killed.length : undefined;
  // an event type whose words differ by a field: Battle Plan's "nobody to name" is not the Eat phase's
  // and a seat a bot only covers while its player is away is not one they gave up
  const key = e.type === "noTarget" && typeof e.rumor === "string" ? "noTargetRumor" : e.type === "seatToBot" && e.away === true ? "seatToBotAway" : e.type === "roll" && params.need ? "rollNeed" : e.type;
  // the sentence agrees with its unit: "Refugees hide", "Горожане прячутся" (words.ts numberOf)
  return t(`siege.event.${key}`, { ...params, ...numberOf(st, e.unit), ...(count === undefined ? {} : { count }) });
}

/** A number with its sign: +3, −4 (a true minus), 0. */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** What a Station paid (Part A1, S-T10): the event's changes (Supplies, Ammo, Event Actions, Infection) and the track's new value, else the Station's printed bonus. */
export function stationBonus(e: WireEvent): string {
  const parts: string[] = [];
  for (const [k, term] of [["supplies", "supplies"], ["ammo", "ammo"], ["actions", "eventActions"], ["infection", "infection"]] as const) {
    const n = e[k];
    if (typeof n === "number") parts.push(`${t(`siege.term.${term}`)} ${signed(n)}`);
  }
  if (parts.length) return parts.join(", ") + (typeof e.total === "number" ? t("siege.now", { total: e.total }) : "");
  return has(`siege.station.${String(e.station)}`) ? t(`siege.station.${String(e.station)}`) : "";
}

/** The combat events (siege §4): a Hand-to-hand (with Raiders too, §4.1), a shot and its hits, and the rolls of both. */
const COMBAT = new Set(["handToHand", "raidersHandToHand", "fire", "gunfireHits"]);
const COMBAT_ROLLS = new Set(["handToHand", "raidersHandToHand", "handToHandReroll", "gunfire", "evenAttack"]);

/** Whether an event is part of a combat (the combat panel shows it). */
export const isCombat = (e: WireEvent): boolean => COMBAT.has(e.type) || (e.type === "roll" && COMBAT_ROLLS.has(String(e.purpose)));

/** The space id of a combat event: its `space` (a board index or an id), else its target's space. */
function spaceIdOf(room: RoomState, e: WireEvent): string | null {
  const st = siegeState(room);
  if (typeof e.space === "number") return st.board.spaces[e.space]?.id ?? null;
  if (typeof e.space === "string") return e.space;
  return typeof e.target === "string" ? st.units.get(e.target)?.space || null : null;
}

/**
 * The effects of one action's events: every roll as dice with its caption and rule, each combat's
 * space flashed and its column, shift, dice and result shown in the combat panel, the result
 * announced; a revealed rumor and a Station's bonus toasted.
 */
export function playEvents(events: WireEvent[], { state, board, dice, announce }: EventEffects<SiegeBoard>): void {
  const combat: WireEvent[] = [];
  /** The space of the fight the panel shows (its last event's that has one). */
  let fought: string | null = null;
  /** A new phase began: without a fight in these events, the panel's fight is an older one. */
  let stale = false;
  for (const e of events) {
    if (e.type === "phase") stale = true;
    // the dice panel says the need on its own line: its caption is the roll's line without it
    if (e.type === "roll" && Array.isArray(e.dice)) dice(e.dice as number[], eventText(state, { ...e, need: undefined }), e.rule, rollNeed(e) ?? undefined);
    if (isCombat(e)) {
      const at = spaceIdOf(state, e);
      if (at) board.flash(at);
      // a new fight starts a new panel: a shot, or a Hand-to-hand's first roll
      if (e.type === "fire" || (e.type === "roll" && e.purpose === "handToHand")) {
        combat.length = 0;
        fought = null;
      }
      combat.push(e);
      fought = at ?? fought;
    }
    if (e.type === "gameOver") announce(eventText(state, e));
    rumorsAndRails(state, board, e, announce);
  }
  if (combat.length) showCombat(state, combat, fought ? board.screenOf(fought) : null);
  else if (stale) hideCombat();
}

/**
 * The effects of Rumors and Rails events: a revealed rumor is told to every seat (a toast with its
 * name and what it does, its space lit); a Station's bonus is toasted where it was paid; a wrecked
 * train's space flashes.
 */
function rumorsAndRails(state: RoomState, board: SiegeBoard, e: WireEvent, announce: (text: string) => void): void {
  const st = siegeState(state);
  const at = typeof e.space === "number" ? st.board.spaces[e.space]?.id : undefined;
  if (e.type === "rumorRevealed" && typeof e.rumor === "string") {
    const text = t("siege.revealed", { rumor: rumorName(e.rumor), effect: rumorEffect(e.rumor) });
    toast(text);
    announce(text);
    if (at) board.flash(at, BLUE);
  }
  if (e.type === "stationBonus") {
    toast(eventText(state, e));
    if (at) board.flash(at, ACCENT);
  }
  if (e.type === "placeMarker" && at) board.flash(at, BLUE);
  if (e.type === "trainDestroyed" && at) board.flash(at);
}
