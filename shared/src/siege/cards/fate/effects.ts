import type { Continuation, Kernel } from "../../../core/engine";
import { shuffleInPlace } from "../../../core/rng";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, spaceIndex, type TrackId } from "../../board";
import { FATE_CARDS } from "./deck";
import { choice } from "../../procedure/choices";
import { defOf, zedsAt, zedsRoom, zedsHere } from "../../state/occupancy";
import { outbreakSpace, placeZedsAt, placementSpace } from "../../arrivals/zeds";
import { done, then, type StepHandler } from "../../procedure/stack";
import { roll } from "../../procedure/roll";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import { NATIONAL_GUARD } from "../../units/player";
import { INFESTED_VERMIN, ZEDS_COUNTERS } from "../../units/zeds";
import { beginZedsActivations } from "../../procedure/activations";
import { placeNewZedsOnStart } from "../../arrivals/zeds";
import { addUnit, addZeds, placeUnit, placeZeds } from "../../state/counters";
import { drawFromReserve } from "../../arrivals/reserve";
import { unidentifiedMob } from "../../arrivals/vip";
import { marinesDeploy } from "../../arrivals/marines";
import type { SiegeEvent } from "../../state/events";

/** Every Zeds unit on the whole track, Start and Spreaders included (G30), or its Chaos markers (§6.2). */
function trackCount(s: SiegeState, t: TrackId, what: "zeds" | "chaos"): number {
  return B.trackSpaces[t].reduce((n, i) => n + (what === "zeds" ? zedsHere(s, i).length : s.spaces[i]!.chaos), 0);
}

/** The tracks with the most (or fewest) Zeds units or Chaos markers (§6.2, G30); several on a tie. */
export function tracksBy(s: SiegeState, what: "zeds" | "chaos", most: boolean): TrackId[] {
  const counts = B.tracks.map((t) => trackCount(s, t, what));
  const best = most ? Math.max(...counts) : Math.min(...counts);
  return B.tracks.filter((_t, i) => counts[i] === best);
}

/**
 * A Fate draw (§6.2, G13, G15): the top Fate card (an empty deck reshuffles the discards; both empty:
 * the lead picks the track and there is no twist); its Where gives the Fated track — a tie or
 * "choice" is the lead's (D1); the effect that asked (`purpose`) runs with it; then the plot twist:
 * a Keep card goes to the team's Keep hand, a Play card resolves now and is discarded.
 */
export const fateStep: StepHandler<Extract<SiegeStep, { t: "fate" }>> = (s, w, ev, k) => {
  if (w.stage === "twist") {
    if (w.card === "infested-vermin" && !s.zeds[INFESTED_VERMIN.id] && !w.target) {
      const pick = choice(s, w, s.lead, "verminTrack", tracksBy(s, "zeds", true), { key: "verminTrack", params: {} }, "siege §6.2");
      if (pick === null) return;
      w.target = pick as TrackId;
    }
    done(s, w);
    if (w.card && w.card !== "none") twist(s, w.card, w.target, ev, k);
    return;
  }
  if (!w.card) {
    if (s.decks.fate.length === 0 && s.decks.fateDiscard.length) {
      s.decks.fate = s.decks.fateDiscard.splice(0);
      shuffleInPlace(s.rnd, s.decks.fate);
      ev.push({ type: "fateReshuffle", rule: "siege G13" } satisfies SiegeEvent);
    }
    w.card = s.decks.fate.shift() ?? "none";
    if (w.card === "none") ev.push({ type: "fateEmpty", rule: "siege G13" } satisfies SiegeEvent);
    else ev.push({ type: "fateCard", card: w.card, where: FATE_CARDS[w.card].where, rule: "siege §6.2" } satisfies SiegeEvent);
  }
  if (!w.track) {
    const where = w.card === "none" ? "choice" : FATE_CARDS[w.card].where;
    let options: TrackId[];
    if (where === "choice") options = [...B.tracks];
    else if (where === "most-zeds" || where === "fewest-zeds") options = tracksBy(s, "zeds", where === "most-zeds");
    else if (where === "most-chaos" || where === "fewest-chaos") options = tracksBy(s, "chaos", where === "most-chaos");
    else options = [where];
    const pick = choice(s, w, s.lead, "fateTrack", options, { key: "fateTrack", params: {} }, "siege §6.2");
    if (pick === null) return;
    w.track = pick as TrackId;
    ev.push({ type: "fatedTrack", track: w.track, rule: "siege §6.2" } satisfies SiegeEvent);
  }
  w.stage = "twist";
  purposeEffect(s, w.purpose, w.track, ev);
};

/** What the Fated track is for (§2.3 c, §2.8, §6.3, §6.4). Runs before the twist. */
function purposeEffect(s: SiegeState, purpose: Extract<SiegeStep, { t: "fate" }>["purpose"], track: TrackId, ev: GameEvent[]): void {
  switch (purpose) {
    case "outbreak":
    case "outbreak-unchecked":
      placeZedsAt(s, outbreakSpace(s, track), purpose === "outbreak-unchecked", ev, "siege §2.3");
      return;
    case "activation-twice":
      beginZedsActivations(s, [track, track]);
      return;
    case "guard": {
      // §2.8: the National Guard on the Fated track's Start (the Tunnel does not exist at Level II); it belongs to the lead (G12)
      const id = "national-guard";
      if (s.units[id]) return;
      addUnit(s, { id, def: NATIONAL_GUARD.id, seat: s.lead, at: B.startOf[track], side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] });
      ev.push({ type: "unitArrives", unit: id, space: B.startOf[track], rule: "siege §2.8" } satisfies SiegeEvent);
      return;
    }
    case "right-under":
      then(s, { t: "evenAttack", track });
      return;
    case "oh-this-is-bad":
      placeZedsAt(s, B.trackSpaces[track][1]!, false, ev, "siege §6.4");
      return;
    case "rumor":
      // S-R2, G8: the drawn rumor is placed on the Fated track before the plot twist (rumors/mill.ts)
      then(s, { t: "rumorPlace", track });
      return;
    case "unidentified-mob":
      unidentifiedMob(s, track, ev);
      return;
    case "marines":
      // The Marines Deploy (§6.4): the Marines on the Fated track's Start, +4 Ammo
      marinesDeploy(s, track, ev);
      return;
    case "spread":
      // Spread of the Zed Disease (§6.3): a new Zeds on the Fated track's Start
      placeNewZedsOnStart(s, track, ev);
      return;
  }
}

/** The plot twist of a Fate card (§6.5), after the effect that drew it. */
function twist(s: SiegeState, card: Exclude<Extract<SiegeStep, { t: "fate" }>["card"], "none" | undefined>, target: TrackId | undefined, ev: GameEvent[], k: Kernel<SiegeState>): void {
  const def = FATE_CARDS[card];
  if (def.keep) {
    s.decks.keep.push(card);
    ev.push({ type: "keepCard", card, rule: "siege §6.2" } satisfies SiegeEvent);
    return;
  }
  s.decks.fateDiscard.push(card);
  const rule = "siege §6.5";
  switch (card) {
    case "zeds-from-the-lake":
      placeZedsAt(s, spaceIndex("mountain:2"), false, ev, rule);
      return;
    case "infested-vermin": {
      if (s.zeds[INFESTED_VERMIN.id]) {
        ev.push({ type: "noEffect", rule: "siege G24" } satisfies SiegeEvent);
        return;
      }
      // the track with the most Zeds; a tie was the lead's choice (`target`, asked by the Fate step)
      const t = target ?? tracksBy(s, "zeds", true)[0]!;
      const at = B.startOf[t];
      addZeds(s, { id: INFESTED_VERMIN.id, kind: "spreader", at, side: "full", hits: 0, markers: [] });
      if (s.zedsPhase) s.zedsPhase.moved.push(INFESTED_VERMIN.id);
      ev.push({ type: "newZeds", zeds: INFESTED_VERMIN.id, space: at, rule } satisfies SiegeEvent);
      return;
    }
    case "the-living-dead": {
      const target = spaceIndex("forest:4");
      // both are placed before either fights: the later Hello step runs first and finds the whole Mob
      placeZedsAt(s, target, false, ev, rule);
      placeZedsAt(s, target, false, ev, rule);
      return;
    }
    case "bad-ammo-expired-supplies": {
      const sup = Math.min(2, s.supplies);
      const am = Math.min(1, s.ammo);
      s.supplies -= sup;
      s.ammo -= am;
      ev.push({ type: "resources", rule } satisfies SiegeEvent);
      return;
    }
    case "rigged-inventories":
      roll(s, ev, k, {
        purpose: "riggedInventories",
        dice: 2,
        rule,
        need: { read: "table" },
        then: "riggedInventories",
        data: null,
      });
      return;
    case "zombie-call":
      for (let i = 0; i < s.spaces.length; i++) {
        if (s.spaces[i]!.chaos <= 0 || !s.reserve.length) continue;
        // the reserve is not empty: a null draw is a counter too strong for the space, left in the reserve
        const id = drawFromReserve(s, (c) => zedsFull(c) < B.spaces[i]!.num);
        if (id !== null) {
          const at = placementSpace(s, i);
          if (at === -1) {
            s.reserve.push(id);
            continue;
          }
          addZeds(s, { id, kind: "normal", at, side: "full", hits: 0, markers: [] });
          if (s.zedsPhase) s.zedsPhase.moved.push(id);
          ev.push({ type: "newZeds", zeds: id, space: at, rule } satisfies SiegeEvent);
          then(s, { t: "hello", space: at, retreat: false });
        } else ev.push({ type: "zombieCallReturned", space: i, rule } satisfies SiegeEvent);
      }
      return;
    case "the-bridge-collapses": {
      const i = spaceIndex("suburbs:1");
      s.spaces[i]!.bridge = "destroyed";
      ev.push({ type: "bridge", space: i, state: "destroyed", rule: "siege §1.4" } satisfies SiegeEvent);
      return;
    }
    case "torrential-rain": {
      if (!s.flags.includes("torrential-rain")) s.flags.push("torrential-rain");
      const zs = B.trackSpaces.mountain.flatMap((i) => zedsAt(s, i)).map((z) => z.id);
      ev.push({ type: "torrentialRain", rule: "siege G29" } satisfies SiegeEvent);
      for (const id of zs.reverse()) then(s, { t: "rain", id });
      return;
    }
    case "what-did-you-forget":
      for (const u of Object.values(s.units).sort((a, b) => (a.id < b.id ? -1 : 1))) {
        if (defOf(u).category !== "refugees" || B.spaces[u.at]!.track === null) continue;
        const to = B.away[u.at]!;
        if (to < 0 || B.spaces[to]!.kind === "start") continue; // G30: Refugees on #6 stay put
        const from = u.at;
        placeUnit(s, u, to);
        ev.push({ type: "refugeesMove", unit: u.id, from, to, rule } satisfies SiegeEvent);
        if (zedsHere(s, to).length) then(s, { t: "civilianFlight", space: to });
      }
      return;
    default:
      return;
  }
}

const ZEDS_FULL = new Map(ZEDS_COUNTERS.map((c) => [c.id, c.full]));

/** The printed full Strength of a normal Zeds counter (Zombie Call compares it with the space's number). */
function zedsFull(id: string): number {
  return ZEDS_FULL.get(id) ?? 99;
}

/** Rigged Inventories' loss for one die (§6.5): 1–2 → 2, 3–5 → 1, 6 → 0. */
export function riggedLoss(die: number): number {
  return die <= 2 ? 2 : die <= 5 ? 1 : 0;
}

/**
 * Torrential Rain for one Mountain Zeds unit (G29), nearest TC first: 1–2 an ordinary G5 move (TC =
 * loss), 6 one step toward Start if there is room, else nothing.
 */
export const rainStep: StepHandler<Extract<SiegeStep, { t: "rain" }>> = (s, w, ev, k) => {
  done(s, w);
  const z = s.zeds[w.id];
  if (!z) return;
  roll(s, ev, k, { purpose: "torrentialRain", dice: 1, rule: "siege G29", need: { read: "table" }, then: "rain", data: { id: z.id } });
};

/** The continuations of Fate twists' rolls. */
export const FATE_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  riggedInventories: (s, d, _data, ev) => {
    const sup = Math.min(riggedLoss(d[0]!), s.supplies);
    const am = Math.min(riggedLoss(d[1]!), s.ammo);
    s.supplies -= sup;
    s.ammo -= am;
    ev.push({ type: "resources", rule: "siege §6.5" } satisfies SiegeEvent);
  },
  rain: (s, [d], data, ev) => {
    const z = s.zeds[(data as { id: string }).id];
    if (!z) return;
    if (d! <= 2) then(s, { t: "advance", ids: [z.id], from: z.at });
    else if (d === 6) {
      const back = B.away[z.at]!;
      if (back >= 0 && (z.kind === "spreader" || zedsRoom(s, back) > 0) && !s.spaces[back]!.noEntry) {
        const from = z.at;
        placeZeds(s, z, back);
        ev.push({ type: "zedsRetreat", zeds: z.id, from, to: back, rule: "siege G29" } satisfies SiegeEvent);
      }
    }
  },
};
