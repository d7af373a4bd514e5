import type { Continuation, Kernel } from "../../../core/engine";
import { drawInt } from "../../../core/rng";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, isStart, spaceIndex, trackOf, type TrackId } from "../../board";
import { EVENT_CARDS } from "./deck";
import { evenColumnHits } from "../../combat/tables";
import { terrainShift } from "../../combat/terrain";
import { choice } from "../../procedure/choices";
import { countsAsZeds, defOf, playerPresent, unitsAt, zedsAt, zedsStrength, zedsHere, unitsHere } from "../../state/occupancy";
import { placeZedsAt } from "../../arrivals/zeds";
import { done, then, type StepHandler } from "../../procedure/stack";
import { roll } from "../../procedure/roll";
import { INFECTION_MAX, RESOURCE_MAX, raiseInfection } from "../../state/resources";
import type { EventCardId } from "../../state/cards";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { ZedsMarker } from "../../state/units";
import { placeNewZedsOnStart } from "../../arrivals/zeds";
import { healOnce } from "../../actions/heal";
import { addUnit } from "../../state/counters";
import { replaceWeakZeds } from "./i-hate-when-that-happens";
import { WATER_CONTINUATIONS, contaminatedWater } from "./contaminated-water";
import { spreadOfTheZedDisease } from "./spread-of-the-zed-disease";
import { HOOKS } from "../../procedure/hooks";
import type { SiegeEvent } from "../../state/events";
import { evenNeed } from "../../combat/needs";

const NIGHT: Partial<Record<EventCardId, TrackId>> = {
  "night-assault-mountain": "mountain",
  "night-assault-suburbs": "suburbs",
  "night-assault-forest": "forest",
  "night-assault-highway": "highway",
  nightfall: "highway",
};

/** Removes every hit marker from every Zeds unit (G26: a reduced one stays reduced). */
export function healAllZeds(s: SiegeState, ev: GameEvent[]): void {
  for (const z of Object.values(s.zeds)) z.hits = 0;
  ev.push({ type: "zedsHealed", rule: "siege G26" } satisfies SiegeEvent);
}

/**
 * The "Start:" text of the round's Event card (§2.1, G15, §6.3, §6.4), run at the Draw. Simple ones
 * apply here; those that need a choice or a Fate draw become steps.
 */
export function startRoundEvent(s: SiegeState, card: EventCardId, ev: GameEvent[], k: Kernel<SiegeState>): void {
  const rule = "siege §6.3";
  const night = NIGHT[card];
  if (night) {
    const n = B.trackSpaces[night].reduce((m, i) => m + zedsHere(s, i).length, 0);
    raiseInfection(s, n, rule, ev);
    placeNewZedsOnStart(s, night, ev);
    s.flags.push("no-terrain");
    return;
  }
  switch (card) {
    case "brains-1":
    case "brains-2":
    case "brains-3":
      s.flags.push("brains");
      return;
    case "national-guard-arrives":
      s.flags.push("round-over");
      then(s, { t: "fate", purpose: "guard" });
      return;
    case "tenacious-zeds":
      placeNewZedsOnStart(s, "mountain", ev);
      then(s, { t: "upgrade", marker: "tenacious" });
      return;
    case "toxic-zeds":
      placeNewZedsOnStart(s, "highway", ev);
      then(s, { t: "upgrade", marker: "toxic" });
      return;
    case "fast-zeds":
      placeNewZedsOnStart(s, "forest", ev);
      then(s, { t: "upgrade", marker: "fast" });
      return;
    case "are-you-kidding-me":
      for (const t of B.tracks) placeNewZedsOnStart(s, t, ev);
      healAllZeds(s, ev);
      return;
    case "where-do-they-all-come-from":
      for (const sp of B.spaces)
        if (sp.kind === "village" && (zedsHere(s, sp.index).length > 0 || s.spaces[sp.index]!.chaos > 0)) placeZedsAt(s, sp.index, false, ev, "siege §6.4");
      healAllZeds(s, ev);
      return;
    case "oh-this-is-bad":
      healAllZeds(s, ev);
      then(s, { t: "fate", purpose: "oh-this-is-bad" });
      return;
    case "what-the-hell-is-that":
      healAllZeds(s, ev);
      raiseInfection(s, INFECTION_MAX - s.infection, "siege §6.4", ev);
      return;
    case "unidentified-mob":
      then(s, { t: "fate", purpose: "unidentified-mob" });
      return;
    case "raiders-appear":
      // §6.4: the Raiders on the Start of the track with most Chaos (raiders/appear.ts); they move in this round's 4R
      then(s, { t: "raidersAppear" });
      return;
    case "the-marines-deploy":
      // §6.4: a Fate draw, the Marines on the Fated Start with +4 Ammo (marines.ts)
      then(s, { t: "fate", purpose: "marines" });
      return;
    case "spread-of-the-zed-disease":
      spreadOfTheZedDisease(s);
      return;
    case "right-under-our-feet":
    case "wandering-zeds":
      then(s, { t: "fate", purpose: "right-under" });
      return;
    case "hard-headed-zeds":
      s.flags.push("no-terrain", "hard-headed");
      return;
    case "total-chaos":
      s.flags.push("total-chaos");
      return;
    case "i-hate-when-that-happens":
      replaceWeakZeds(s, ev);
      return;
    case "contaminated-water":
      contaminatedWater(s, ev, k);
      return;
    case "whats-that-smell":
      // no Start text: its Zeds appear at the end of the Zeds phase (zeds/phase.ts, cards/event/whats-that-smell.ts)
      return;
    case "mine-explosion": {
      const mine = spaceIndex("mountain:4");
      s.spaces[mine]!.noEntry = true;
      ev.push({ type: "noEntry", space: mine, rule } satisfies SiegeEvent);
      then(s, { t: "eventStart", card });
      return;
    }
    case "rule-7-cardio":
      s.flags.push("cardio");
      then(s, { t: "eventStart", card });
      return;
    case "well-armed-civilians":
    case "a-hero-arrives-blue":
    case "a-hero-arrives-green":
    case "keep-calm-and-kill-zeds":
    case "guard-helicopter-strike":
      then(s, { t: "eventStart", card });
      return;
    default:
      return;
  }
}

/**
 * The "Start:" texts that ask the lead (D1, G12): Rule #7's new Zeds (an empty Start of the lead's
 * choice, else the Start with the weakest Zeds; its retreat option is the Hand-to-hand's, G30), Well-Armed Civilians, A Hero Arrives (random available unit, TC or a Start of the lead's
 * choice, G17), Keep Calm's Hero, Guard Helicopter Strike's target, Mine Explosion's hits and retreats (the Raiders' too).
 */
export const eventStartStep: StepHandler<Extract<SiegeStep, { t: "eventStart" }>> = (s, w, ev, k) => {
  const rule = "siege §6.3";
  switch (w.card) {
    case "rule-7-cardio": {
      const starts = B.tracks.map((t) => B.startOf[t]);
      const empty = starts.filter((i) => zedsHere(s, i).length === 0);
      let options = empty;
      if (!options.length) {
        const weakest = Math.min(...starts.map((i) => zedsHere(s, i).reduce((n, z) => n + zedsStrength(z), 0)));
        options = starts.filter((i) => zedsHere(s, i).reduce((n, z) => n + zedsStrength(z), 0) === weakest);
      }
      const pick = choice(s, w, s.lead, "cardioStart", options.map((i) => B.spaces[i]!.id), { key: "cardioStart", params: {} }, rule);
      if (pick === null) return;
      done(s, w);
      placeNewZedsOnStart(s, trackOf(spaceIndex(pick))!, ev);
      return;
    }
    case "well-armed-civilians": {
      const civ = Object.values(s.units).filter((u) => defOf(u).category === "civilians" && u.at !== B.cemetery);
      if (!civ.length) return done(s, w);
      const pick = choice(s, w, s.lead, "wellArmed", civ.map((u) => u.id).sort(), { key: "wellArmed", params: {} }, "siege G28");
      if (pick === null) return;
      done(s, w);
      s.units[pick]!.markers.push("well-armed");
      ev.push({ type: "marker", unit: pick, marker: "well-armed", rule: "siege G28" } satisfies SiegeEvent);
      return;
    }
    case "a-hero-arrives-blue":
    case "a-hero-arrives-green": {
      const heroes = s.available.filter((id) => defOf({ def: id } as never).category === "hero");
      if (!heroes.length) {
        done(s, w);
        ev.push({ type: "noEffect", rule: "siege G17" } satisfies SiegeEvent);
        return;
      }
      const pick = choice(s, w, s.lead, "heroArrives", ["TC", ...B.tracks.map((t) => B.spaces[B.startOf[t]]!.id)], { key: "heroArrives", params: {} }, rule);
      if (pick === null) return;
      done(s, w);
      const id = heroes[drawInt(s.rnd, 0, heroes.length - 1)]!;
      s.available = s.available.filter((x) => x !== id);
      const at = spaceIndex(pick);
      addUnit(s, { id, def: id, seat: s.lead, at, side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] });
      ev.push({ type: "unitArrives", unit: id, space: at, rule } satisfies SiegeEvent);
      HOOKS.arrive(s, s.units[id]!, ev);
      return;
    }
    case "keep-calm-and-kill-zeds": {
      const heroes = Object.values(s.units).filter((u) => defOf(u).category === "hero" && u.at !== B.cemetery);
      if (!heroes.length) return done(s, w);
      const pick = choice(s, w, s.lead, "keepCalm", heroes.map((u) => u.id).sort(), { key: "keepCalm", params: {} }, rule);
      if (pick === null) return;
      done(s, w);
      s.flags.push(`keep-calm:${pick}`);
      ev.push({ type: "keepCalm", unit: pick, rule } satisfies SiegeEvent);
      return;
    }
    case "guard-helicopter-strike": {
      const spaces = B.spaces.filter((sp) => sp.track && !isStart(sp.index) && zedsHere(s, sp.index).some(countsAsZeds)).map((sp) => sp.id);
      if (!spaces.length) return done(s, w);
      const pick = choice(s, w, s.lead, "helicopter", spaces, { key: "helicopter", params: {} }, "siege §6.4");
      if (pick === null) return;
      done(s, w);
      roll(s, ev, k, { purpose: "helicopter", dice: 2, rule: "siege §6.4", need: { read: "table" }, then: "helicopter", data: { space: spaceIndex(pick) } });
      return;
    }
    case "mine-explosion": {
      done(s, w);
      const mine = spaceIndex("mountain:4");
      const steps: SiegeStep[] = [];
      for (const u of unitsAt(s, mine)) if (!["villagers", "refugees"].includes(defOf(u).category)) steps.push({ t: "hitsPlayer", unit: u.id, space: mine, n: 1 });
      if (unitsHere(s, mine).length) steps.push({ t: "retreatPlayers", from: mine, units: unitsHere(s, mine).map((u) => u.id) });
      for (const z of zedsAt(s, mine)) steps.push({ t: "hitsZeds", space: mine, n: 1, chooser: s.lead, only: z.id });
      if (zedsHere(s, mine).length) steps.push({ t: "retreatZeds", from: mine, ids: zedsHere(s, mine).map((z) => z.id) });
      then(s, ...steps);
      // decided: "units at the Mine" are the Raiders too: 1 hit (no roll, §3.3), then they retreat toward their Start (§4.5)
      for (const r of HOOKS.raidersAt(s, mine)) {
        HOOKS.hitRaiders(s, r.id, 1, ev, rule);
        if (s.raiders[r.id]) HOOKS.retreatRaiders(s, s.raiders[r.id]!, ev);
      }
      return;
    }
    case "hospital-efficiency": {
      // G28: the lead chooses at the start of the Action phase; free Heals go to Bed units of the lead's choice
      if (w.n === undefined) {
        const pick = choice(s, w, s.lead, "hospitalEfficiency", ["heal-2", "infection-2", "infection-1-heal-1"], { key: "hospitalEfficiency", params: {} }, "siege G28");
        if (pick === null) return;
        const drop = pick === "infection-2" ? 2 : pick === "infection-1-heal-1" ? 1 : 0;
        if (drop) {
          const before = s.infection;
          s.infection = Math.max(0, s.infection - drop);
          ev.push({ type: "infection", from: before, to: s.infection, rule: "siege §6.4" } satisfies SiegeEvent);
        }
        w.n = pick === "heal-2" ? 2 : pick === "infection-1-heal-1" ? 1 : 0;
      }
      const beds = B.beds.flatMap((b) => unitsAt(s, b)).filter((u) => !s.actionPhase.healed.includes(u.id));
      if (w.n <= 0 || !beds.length) return done(s, w);
      const who = choice(s, w, s.lead, "freeHeal", [...beds.map((u) => u.id), "none"], { key: "freeHeal", params: {} }, "siege §6.4");
      if (who === null) return;
      if (who === "none") return done(s, w);
      w.n -= 1;
      // decided: a free Heal is that unit's Heal of the round (once per unit per round, §2.6)
      s.actionPhase.healed.push(who);
      healOnce(s, s.units[who]!, ev);
      return;
    }
    default:
      return done(s, w);
  }
};

/** Guard Helicopter Strike's hits for two dice (§6.4): 2–5 → 1, 6–9 → 2, 10–12 → 3. */
export function helicopterHits(sum: number): number {
  return sum <= 5 ? 1 : sum <= 9 ? 2 : 3;
}

/**
 * An upgrade marker (G25) on the strongest non-Super Zeds on the map by current Strength; ties: the
 * lead. Disease Spreaders are not candidates. No normal Zeds on the map: nothing.
 */
export const upgradeStep: StepHandler<Extract<SiegeStep, { t: "upgrade" }>> = (s, w, ev) => {
  const normals = Object.values(s.zeds).filter((z) => z.kind === "normal");
  if (!normals.length) return done(s, w);
  const best = Math.max(...normals.map(zedsStrength));
  const tied = normals.filter((z) => zedsStrength(z) === best).map((z) => z.id).sort();
  const pick = choice(s, w, s.lead, "upgrade", tied, { key: "upgrade", params: { marker: w.marker } }, "siege G25");
  if (pick === null) return;
  done(s, w);
  const z = s.zeds[pick]!;
  if (!z.markers.includes(w.marker as ZedsMarker)) z.markers.push(w.marker as ZedsMarker);
  ev.push({ type: "zedsMarker", zeds: z.id, marker: w.marker, rule: "siege G25" } satisfies SiegeEvent);
};

/**
 * Right Under Our Feet / Wandering Zeds (§6.3, §4.2): a Civilians or Hero unit on the Fated track
 * (not TC, not a Start; lead's choice) takes an Even-column attack shifted by its Terrain: hits
 * only, no Infection, no retreat. Nobody there: no effect.
 */
export const evenAttackStep: StepHandler<Extract<SiegeStep, { t: "evenAttack" }>> = (s, w, ev, k) => {
  const targets = B.trackSpaces[w.track]
    .filter((i) => !isStart(i))
    .flatMap((i) => unitsAt(s, i))
    .filter((u) => ["civilians", "hero"].includes(defOf(u).category) && !u.coma);
  if (!targets.length) {
    done(s, w);
    ev.push({ type: "noEffect", rule: "siege §6.3" } satisfies SiegeEvent);
    return;
  }
  const pick = choice(s, w, s.lead, "evenAttack", targets.map((u) => u.id), { key: "evenAttack", params: {} }, "siege §6.3");
  if (pick === null) return;
  done(s, w);
  const u = s.units[pick]!;
  const shift = s.flags.includes("no-terrain") ? 0 : terrainShift({ space: HOOKS.spaceTerrain(s, u.at), barricade: s.spaces[u.at]!.barricade, trains: s.trains.filter((t) => t.at === u.at).length, noTerrain: false });
  roll(s, ev, k, { purpose: "evenAttack", dice: 2, rule: "siege §4.2", need: evenNeed(shift), then: "evenAttack", data: { unit: u.id, shift } });
};

/** End-of-Action-phase card checks (G15): Hunting Cabin (+2 Ammo for a unit on the Campground), You Find a Pantry (+4 Supplies for a unit on the Forest Town space). */
export function endOfActionPhaseCards(s: SiegeState, ev: GameEvent[]): void {
  const card = s.decks.current;
  // a train counts as a player unit for "a player unit on space X" (G1)
  const present = (id: string) => playerPresent(s, spaceIndex(id));
  if (card === "hunting-cabin" && present("mountain:2")) {
    s.ammo = Math.min(RESOURCE_MAX, s.ammo + 2);
    ev.push({ type: "resources", rule: "siege §6.3" } satisfies SiegeEvent);
  }
  if (card === "you-find-a-pantry" && present("forest:0")) {
    s.supplies = Math.min(RESOURCE_MAX, s.supplies + 4);
    ev.push({ type: "resources", rule: "siege §6.4" } satisfies SiegeEvent);
  }
}

/** The continuations of Event card rolls. */
export const EVENT_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  helicopter: (s, d, data, ev) => {
    const { space } = data as { space: number };
    const n = helicopterHits(d[0]! + d[1]!);
    ev.push({ type: "helicopterHits", space, hits: n, rule: "siege §6.4" } satisfies SiegeEvent);
    then(s, { t: "hitsZeds", space, n, chooser: s.lead });
  },
  evenAttack: (s, d, data, ev) => {
    const { unit, shift } = data as { unit: string; shift: number };
    const u = s.units[unit];
    if (!u) return;
    const n = evenColumnHits(shift, d);
    ev.push({ type: "evenAttackHits", unit, hits: n, rule: "siege §4.2" } satisfies SiegeEvent);
    then(s, { t: "hitsPlayer", unit, space: u.at, n });
  },
  ...WATER_CONTINUATIONS,
};

export { EVENT_CARDS };
