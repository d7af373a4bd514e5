import { refuse, type Refusal } from "../../../core/refusal";
import { placeUnit } from "../../state/counters";
import { z } from "zod";
import type { ActionDef } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, spaceLabel, type LineId } from "../../board";
import { reachCamp } from "../../arrivals/camp";
import { choice } from "../../procedure/choices";
import { canFight, hasZedsAt, zedsHere } from "../../state/occupancy";
import { hasRaidersAt, raidersAt } from "../../raiders/units";
import { done, then, type StepHandler } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { Train } from "../../state/map";
import type { SiegeSeatId } from "../../state/options";
import type { SiegeStep } from "../../state/steps";
import { boardable, boardingPays, isRefugees, loadOf } from "./boarding";
import { destinations, frozen, trainById } from "./lines";
import { spendTrainPay, trainPayRefusal, trainPays, type TrainPay } from "./pay";
import { stationBonus } from "./stations";
import { leaveWatch } from "../rumors/reveal";
import type { SiegeEvent } from "../../state/events";

/**
 * `trainMove` (S-T7, G2, G3, G4): move a train, paid by the acting seat's Player Action or an Event
 * Action in the Action phase, or by one of the 4R budget's Refugee movements (the lead). The action
 * names only the train and the payment; the passengers and the destination are chosen next (the
 * `passengers` and `destination` choices), so the legal list does not grow with every combination.
 */
export interface TrainMoveAction {
  type: "trainMove";
  train: LineId;
  pay: TrainPay;
}

const TRAIN = z.enum(["wh-cargo", "express-bv"]);
const TRAIN_PAY = z.enum(["player", "event", "4r"]);

/** Whether train `id` may move now: `trainMoveRefusal` is null (the same conditions, without making the sentence). */
export function trainMayMove(s: SiegeState, id: LineId): boolean {
  const t = trainById(s, id);
  return !!t && !frozen(s, t) && destinations(s, t).length > 0;
}

/**
 * Why train `id` cannot make a movement now, or null (S-T5, S-T12, G3): it must still be in the
 * game, have no Zeds on its space, and be able to go at least one space along its line in its
 * side's direction (a zero-length move is no move: it would re-trigger a Station).
 */
export function trainMoveRefusal(s: SiegeState, id: LineId): Refusal | null {
  const t = trainById(s, id);
  if (!t) return refuse("siege.trainNotInGame", { train: id });
  if (frozen(s, t)) return refuse("siege.trainFrozen", { space: spaceLabel(t.at), train: id });
  if (destinations(s, t).length === 0)
    return refuse(t.side === "departure" ? "siege.trainStuckDeparture" : "siege.trainStuckArrival", { train: id, space: spaceLabel(t.at) });
  return null;
}

/** The `trainMove` definition: any seat still acting in the Action phase, the lead in 4R (G12); the train's passengers and destination follow as choices of that seat. */
export const trainMoveAction: ActionDef<SiegeState, TrainMoveAction> = {
  type: "trainMove",
  phases: ["4r", "action"],
  schema: z.object({ type: z.literal("trainMove"), train: TRAIN, pay: TRAIN_PAY }).strict(),
  candidates: (s, seat) => s.trains.flatMap((t) => trainPays(s, seat as SiegeSeatId).map((pay) => ({ type: "trainMove" as const, train: t.id, pay }))),
  check: (s, seat, a) => trainPayRefusal(s, seat as SiegeSeatId, a.pay) ?? trainMoveRefusal(s, a.train),
  exec: (s, seat, a) => {
    spendTrainPay(s, seat as SiegeSeatId, a.pay);
    trainById(s, a.train)!.passengers = [];
    then(s, { t: "trainRide", train: a.train, seat: seat as SiegeSeatId, stage: "passengers" });
  },
};

/**
 * A paid train movement, step by step (S-T3, S-T17, S-T18, G2): `passengers` — the seat picks one
 * boarding unit at a time (or `go`) until it says go or the train is full (2 player units, or 1
 * Refugees unit); a Refugees unit's boarding costs one more Action (`boardingPay` when both the
 * Player Action and an Event Action could pay it) or 4R movement; then `destination` — one of the
 * legal spaces for what is aboard — and the ride (`ride`). `train.passengers` holds the units aboard
 * from the first pick until they get off.
 */
export const trainRideStep: StepHandler<Extract<SiegeStep, { t: "trainRide" }>> = (s, w, ev) => {
  const t = trainById(s, w.train);
  if (!t) return done(s, w);
  if (w.stage === "passengers") {
    const can = boardable(s, t, w.seat);
    if (can.length === 0) {
      w.stage = "destination";
      return;
    }
    const pick = choice(s, w, w.seat, "passengers", [...can, "go"], { key: "passengers", params: { train: t.id, space: t.at } }, "siege G2");
    if (pick === null) return;
    if (pick === "go") {
      w.stage = "destination";
      return;
    }
    const u = s.units[pick]!;
    if (!isRefugees(u)) return board(s, t, w.seat, pick, null, ev);
    const pays = boardingPays(s, w.seat);
    if (pays.length === 1) return board(s, t, w.seat, pick, pays[0]!, ev);
    w.stage = "boardingPay";
    w.boarding = pick;
    return;
  }
  if (w.stage === "boardingPay") {
    const id = w.boarding!;
    const pay = choice(s, w, w.seat, "boardingPay", boardingPays(s, w.seat), { key: "boardingPay", params: { unit: id } }, "siege S-T18");
    if (pay === null) return;
    delete w.boarding;
    w.stage = "passengers";
    return board(s, t, w.seat, id, pay as TrainPay, ev);
  }
  const options = destinations(s, t, loadOf(s, t));
  const pick = choice(s, w, w.seat, "destination", options.map(String), { key: "destination", params: { train: t.id, space: t.at } }, "siege S-T7");
  if (pick === null) return;
  done(s, w);
  ride(s, t, Number(pick), w.seat, ev);
};

/** Unit `id` boards train `t`; a Refugees unit's boarding is paid by `seat` with `pay` (S-T18). */
function board(s: SiegeState, t: Train, seat: SiegeSeatId, id: string, pay: TrainPay | null, ev: GameEvent[]): void {
  if (pay) spendTrainPay(s, seat, pay);
  t.passengers = [...t.passengers, id];
  ev.push({
    type: "trainBoard",
    train: t.id,
    unit: id,
    space: t.at,
    ...(pay ? { pay } : {}),
    rule: pay ? "siege S-T18" : "siege G2",
  } satisfies SiegeEvent);
}

/**
 * The ride (S-T7, S-T9, S-T10, S-T16, S-T17, G2): the train and its passengers go straight to `to`
 * (the spaces passed are not entered: no Chaos stop, no rumor entry, no Ferry stop). In TC an
 * Arrival train flips to Departure for free and everyone gets off — Refugees into the Refugee Camp
 * (`reachCamp`: +1 Infection, the rumor procedure), the rest stay in TC. Elsewhere a Departure
 * train's Station pays at once (a forced stop on Zeds included); then the passengers get off there,
 * and onto Zeds or Raiders they attack (`trainOff`). The train always stays where it stopped (S-T20).
 */
function ride(s: SiegeState, t: Train, to: number, seat: SiegeSeatId, ev: GameEvent[]): void {
  const from = t.at;
  const riders = t.passengers.map((id) => s.units[id]!);
  t.at = to;
  // a passenger leaves its space: no free reveal there this round (G9, rumors/reveal.ts)
  for (const u of riders) {
    placeUnit(s, u, to);
    leaveWatch(s, u.id);
  }
  ev.push({
    type: "trainMove",
    train: t.id,
    from,
    to,
    passengers: riders.map((u) => u.id),
    rule: "siege S-T7",
  } satisfies SiegeEvent);
  if (to === B.tc) {
    if (t.side === "arrival") {
      t.side = "departure";
      ev.push({ type: "trainTurn", train: t.id, side: "departure", rule: "siege S-T9" } satisfies SiegeEvent);
    }
  } else stationBonus(s, t, to, ev);
  t.passengers = [];
  if (riders.length === 0) return;
  ev.push({
    type: "passengersOff",
    train: t.id,
    space: to,
    units: riders.map((u) => u.id),
    rule: to === B.tc ? "siege S-T16" : "siege G2",
  } satisfies SiegeEvent);
  if (to === B.tc) {
    for (const u of riders.filter(isRefugees)) {
      ev.push({ type: "toCamp", unit: u.id, from, rule: "siege G2" } satisfies SiegeEvent);
      reachCamp(s, u, "siege G2", ev);
    }
    return;
  }
  if (zedsHere(s, to).length || hasRaidersAt(s, to)) then(s, { t: "trainOff", train: t.id, space: to, units: riders.map((u) => u.id), seat });
}

/**
 * Passengers who got off onto Zeds or Raiders (G2 "Off onto Zeds or Raiders", C14): while the enemy remains on the space, the next passenger —
 * the acting seat's pick when two are left — attacks them in a full Hand-to-hand of its own (+1
 * Infection each, the `hth` step with the player attacking, no move path); a losing passenger
 * retreats 1 space toward TC by G6 (past full, No Entry and Destroyed Bridge spaces; onto Zeds it
 * fights again), never to the train's origin. Against Raiders the fight is the Raiders' Hand-to-hand
 * (`raidersFight`, no Infection, §4.1 step 5). Once the Zeds or Raiders lose, the rest stay. The train stays whatever happens (S-T20).
 */
export const trainOffStep: StepHandler<Extract<SiegeStep, { t: "trainOff" }>> = (s, w) => {
  const left = w.units.filter((id) => s.units[id]?.at === w.space && canFight(s.units[id]!));
  const raiders = hasZedsAt(s, w.space) ? [] : raidersAt(s, w.space);
  if (left.length === 0 || (!hasZedsAt(s, w.space) && !raiders.length)) return done(s, w);
  const pick = choice(s, w, w.seat, "passengerFight", left, { key: raiders.length ? "passengerFightRaiders" : "passengerFightZeds", params: { space: w.space } }, "siege G2");
  if (pick === null) return;
  w.units = left.filter((id) => id !== pick);
  if (raiders.length) then(s, { t: "raidersFight", space: w.space, raiders: raiders[0]!.id, attacker: "player", unit: pick, retreatFight: false });
  else then(s, { t: "hth", space: w.space, attacker: "player", unit: pick, retreatFight: false });
};
