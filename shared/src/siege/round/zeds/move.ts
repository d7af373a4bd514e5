import type { Kernel } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, isStart } from "../../board";
import { eliminateZeds } from "../../combat/hits";
import { choice } from "../../procedure/choices";
import { countsAsZeds, defOf, hasZedsAt, unitsAt, zedsRoom, zedsStrength, hasFighterAt } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import { loseGame, raiseInfection } from "../../state/resources";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { ZedsUnit } from "../../state/units";
import { addUnit, placeUnit, placeZeds, removeUnit } from "../../state/counters";
import { reachCamp } from "../../arrivals/camp";
import { HOOKS } from "../../procedure/hooks";
import type { SiegeEvent } from "../../state/events";

/** The strongest first (current Strength, §2.5 step 3, §4.5); ties keep id order. */
function byStrength(zs: ZedsUnit[]): ZedsUnit[] {
  return [...zs].sort((a, b) => zedsStrength(b) - zedsStrength(a) || (a.id < b.id ? -1 : 1));
}

/**
 * Which of `group` go when only `room` of them fit (§2.5 step 3, G5 step 1): the strongest; when the
 * last place falls between units of equal Strength, the lead picks (D1 ties) — returns null while
 * that choice is asked of step `w`.
 */
function strongestThatFit(s: SiegeState, w: SiegeStep & { answer?: string }, group: ZedsUnit[], room: number, where: number, purpose: string): ZedsUnit[] | null {
  const sorted = byStrength(group);
  if (room >= sorted.length) return sorted;
  const cut = zedsStrength(sorted[room - 1]!);
  const sure = sorted.filter((z) => zedsStrength(z) > cut);
  const tied = sorted.filter((z) => zedsStrength(z) === cut);
  const need = room - sure.length;
  if (tied.length === need) return [...sure, ...tied];
  // room is at most 2 and a group at most a Mob, so exactly one tied place is open here
  const pick = choice(s, w, s.lead, purpose, tied.map((z) => z.id), { key: "zedsTie", params: { space: where } }, "siege §2.5");
  if (pick === null) return null;
  return [...sure, s.zeds[pick]!];
}

/**
 * One Rule 4.4 move of a Zeds unit or Mob one space toward TC (§2.5 step 2, G5):
 * 1. destination: TC → the game is lost; No Entry → no move; stacking (G20) → if only one fits,
 *    the Mob's strongest goes and the Mob splits (ties: lead); none fits → no move;
 * 2. cancel rolls: Pickles' bark, then Kingman's perimeter (heroes/cancel.ts); a cancelled move has
 *    no effect at all; with the Clarion Courier in play a move into TC is a fight (heroes/courier.ts);
 * 3. Goodbye: the Ancient Cemetery's 2 hits on each mover (S-R11; if all die, the move stops:
 *    `cemeteryLeave`), then every train on the space left is destroyed (S-T5), then its Barricade
 *    is removed (G19);
 * 4. the move; 5. the Hello results (`hello`).
 * The whole group counts as moved this activation, also the part that stays (§2.5 step 2).
 */
export const advanceStep: StepHandler<Extract<SiegeStep, { t: "advance" }>> = (s, w, ev) => {
  const group = w.ids.map((id) => s.zeds[id]).filter((z): z is ZedsUnit => !!z && z.at === w.from);
  if (group.length === 0) return done(s, w);
  const to = B.toward[w.from]!;
  if (to === B.tc) {
    done(s, w);
    // the Clarion Courier (§3.3): the Zeds must beat a TC unit instead (after the cancel rolls, heroes/cancel.ts)
    if (HOOKS.courierGuards(s)) return then(s, HOOKS.cancelRollStep(s, w.from, to, group, []) ?? { t: "tcStand", from: w.from, ids: group.map((z) => z.id) });
    return loseGame(s, "breakIn", "siege §2.5", ev, w.from, group.map((z) => z.id));
  }
  if (s.spaces[to]!.noEntry) {
    done(s, w);
    ev.push({ type: "zedsHeld", zeds: w.ids, space: w.from, rule: "siege §2.5" } satisfies SiegeEvent);
    return;
  }
  const counting = group.filter(countsAsZeds);
  let movers = group;
  if (counting.length) {
    const room = zedsRoom(s, to);
    if (room <= 0) {
      done(s, w);
      ev.push({ type: "zedsHeld", zeds: w.ids, space: w.from, rule: "siege §2.5" } satisfies SiegeEvent);
      return;
    }
    const fit = strongestThatFit(s, w, counting, room, to, "mover");
    if (fit === null) return;
    movers = [...fit, ...group.filter((z) => !countsAsZeds(z))];
  }
  done(s, w);
  const staying = group.filter((z) => !movers.includes(z));
  // G5 step 2: the cancel rolls of Pickles' bark and Kingman's perimeter (heroes/cancel.ts) come before any effect
  const check = HOOKS.cancelRollStep(s, w.from, to, movers, staying);
  if (check) return then(s, check);
  proceedMove(s, w.from, movers, staying, ev);
};

/**
 * A Rule 4.4 move once its movers are known and no cancel roll stopped it (G5 steps 3–5): the
 * Ancient Cemetery's hits first (S-R11), else the rest of the move (`leave`).
 */
export function proceedMove(s: SiegeState, from: number, movers: ZedsUnit[], staying: ZedsUnit[], ev: GameEvent[]): void {
  // Goodbye (G5 step 3): the Ancient Cemetery's 2 hits on each leaving unit come first (S-R11)
  if (HOOKS.placeOf(s, "ancient-cemetery") === from) {
    then(s, ...cemeteryHits(s, from, movers, ev), { t: "cemeteryLeave", ids: movers.map((z) => z.id), from, staying: staying.map((z) => z.id) });
    return;
  }
  leave(s, from, movers, ev);
}

/**
 * The Ancient Cemetery's Goodbye (S-R11, G5 step 3, G10, G19): 2 hits on every Zeds unit leaving
 * its space (moving, retreating, pushed by the Siren), each placed by the `hitsZeds` step with its
 * Tenacious or Ironclad roll (G7). Logs `cemeteryHits {zeds, space}`; returns the steps.
 */
function cemeteryHits(s: SiegeState, from: number, leaving: ZedsUnit[], ev: GameEvent[]): SiegeStep[] {
  ev.push({ type: "cemeteryHits", zeds: leaving.map((z) => z.id), space: from, hits: 2, rule: "siege S-R11" } satisfies SiegeEvent);
  return leaving.map((z): SiegeStep => ({ t: "hitsZeds", space: from, n: 2, chooser: s.lead, only: z.id }));
}

/**
 * A move off the Ancient Cemetery after its hits (S-R11, G5 step 3): when every leaving unit died
 * the move stops there — the trains and the Barricade of the space survive; else the survivors go
 * on (`leave`).
 */
export const cemeteryLeaveStep: StepHandler<Extract<SiegeStep, { t: "cemeteryLeave" }>> = (s, w, ev) => {
  done(s, w);
  const movers = w.ids.map((id) => s.zeds[id]).filter((z): z is ZedsUnit => !!z && z.at === w.from);
  if (movers.length === 0) {
    ev.push({ type: "cemeteryStops", zeds: w.ids, space: w.from, rule: "siege G5" } satisfies SiegeEvent);
    return;
  }
  leave(s, w.from, movers, ev);
};

/** The rest of a Rule 4.4 move once its movers are known (G5 steps 3–5): trains destroyed, the Barricade removed, the move, the Hello results. */
function leave(s: SiegeState, from: number, movers: ZedsUnit[], ev: GameEvent[]): void {
  const to = B.toward[from]!;
  const trains = HOOKS.trainsAt(s, from);
  if (trains.length) {
    s.trains = s.trains.filter((t) => t.at !== from);
    for (const t of trains) ev.push({ type: "trainDestroyed", train: t.id, space: from, rule: "siege S-T5" } satisfies SiegeEvent);
  }
  // a Barricade goes (G19); Kingman's Bastion is permanent (§1.4)
  if (s.spaces[from]!.barricade === "barricade") {
    s.spaces[from]!.barricade = null;
    ev.push({ type: "barricadeRemoved", space: from, rule: "siege G19" } satisfies SiegeEvent);
  }
  for (const z of movers) placeZeds(s, z, to);
  // Hard-headed Zeds (§6.4): they smash a Barricade in the space they enter before fighting (a Bastion is not a Barricade)
  if (s.flags.includes("hard-headed") && s.spaces[to]!.barricade === "barricade") {
    s.spaces[to]!.barricade = null;
    ev.push({ type: "barricadeRemoved", space: to, rule: "siege §6.4" } satisfies SiegeEvent);
  }
  ev.push({
    type: "zedsMove",
    zeds: movers.map((z) => z.id),
    from: from,
    to,
    rule: "siege §2.5",
  } satisfies SiegeEvent);
  then(s, { t: "hello", space: to, retreat: false });
}

/**
 * The Hello results of Zeds coming to rest on a space (G5 step 5), by a move or a retreat: the
 * Minefield and Johnson's traps (heroes/hello.ts; Hard-headed Zeds smash a Barricade as they enter); a Hand-to-hand with the
 * Zeds attacking when player units that can fight are there (trains do not fight, G1), else when
 * Raiders are there (§2.5 step 5: "player units (or Raiders)", raiders/combat.ts; decided: new Zeds
 * placed on them too, G16's one placement procedure ending here); then
 * unprotected Villagers flee and Refugees are devoured; then Chaos. Nothing on a Start space: no
 * combat ever there (G6), and a Start is not named.
 */
export const helloStep: StepHandler<Extract<SiegeStep, { t: "hello" }>> = (s, w) => {
  done(s, w);
  if (isStart(w.space)) return;
  // the Minefield, then Johnson's traps (heroes/hello.ts)
  const steps: SiegeStep[] = HOOKS.heroHelloSteps(s, w.space);
  const raiders = HOOKS.raidersAt(s, w.space);
  if (hasFighterAt(s, w.space)) steps.push({ t: "hth", space: w.space, attacker: "zeds", retreatFight: w.retreat });
  else if (raiders.length) steps.push({ t: "raidersFight", space: w.space, raiders: raiders[0]!.id, attacker: "zeds", retreatFight: w.retreat });
  steps.push({ t: "civilianFlight", space: w.space }, { t: "chaos", space: w.space });
  then(s, ...steps);
};

/**
 * Zeds on a space with no player unit that can fight there (§2.5 step 5, G6): Villagers become
 * Refugees and flee 1 space toward TC — not into Zeds, No Entry or a Destroyed Bridge (G30): then
 * they stay and are devoured; fleeing into TC takes them to the Refugee Camp (+1 Infection, G8).
 * Refugees left with the Zeds are devoured: +2 Infection each, then their last hit with the lead's
 * Save (Q10, G14).
 */
export const civilianFlightStep: StepHandler<Extract<SiegeStep, { t: "civilianFlight" }>> = (s, w, ev) => {
  done(s, w);
  if (!hasZedsAt(s, w.space) || hasFighterAt(s, w.space)) return;
  const to = B.toward[w.space]!;
  for (const u of unitsAt(s, w.space)) {
    if (defOf(u).category !== "villagers") continue;
    const id = `refugees-${s.nextId++}`;
    removeUnit(s, u.id);
    const r = { ...u, id, def: "refugees" };
    addUnit(s, r);
    const blocked = to !== B.tc && (hasZedsAt(s, to) || s.spaces[to]!.noEntry || s.spaces[to]!.bridge === "destroyed");
    if (blocked) {
      ev.push({ type: "villagersFlee", unit: id, from: w.space, to: w.space, rule: "siege G6" } satisfies SiegeEvent);
    } else if (to === B.tc) {
      ev.push({ type: "villagersFlee", unit: id, from: w.space, to: B.camp, rule: "siege G8" } satisfies SiegeEvent);
      reachCamp(s, r, "siege G8", ev);
    } else {
      placeUnit(s, r, to);
      ev.push({ type: "villagersFlee", unit: id, from: w.space, to, rule: "siege §2.5" } satisfies SiegeEvent);
    }
  }
  const saves: SiegeStep[] = [];
  for (const r of unitsAt(s, w.space)) {
    if (defOf(r).category !== "refugees") continue;
    ev.push({ type: "devoured", unit: r.id, space: w.space, rule: "siege Q10" } satisfies SiegeEvent);
    raiseInfection(s, 2, "siege §2.5", ev);
    saves.push({ t: "save", unit: r.id });
  }
  if (saves.length) then(s, ...saves);
};

/**
 * Chaos where Zeds come to rest (§2.5 step 6, §5.6, G5): a named, non-Start space holding Zeds and
 * no Chaos gets 1 marker from the pool; an empty pool loses the game.
 */
export const chaosStep: StepHandler<Extract<SiegeStep, { t: "chaos" }>> = (s, w, ev) => {
  done(s, w);
  placeChaosIfDue(s, w.space, ev);
};

/** Places the Chaos marker of §2.5 step 6 on space `i` when it is due there (see `chaosStep`). */
export function placeChaosIfDue(s: SiegeState, i: number, ev: GameEvent[]): void {
  const sp = B.spaces[i]!;
  if (!HOOKS.spaceNamed(s, i) || sp.track === null || isStart(i) || s.spaces[i]!.chaos > 0 || !hasZedsAt(s, i)) return;
  // Total Chaos (§6.4): named spaces taken by Zeds this round get 2 markers; an empty pool loses either way (G13)
  const due = s.flags.includes("total-chaos") ? 2 : 1;
  for (let n = 0; n < due; n++) {
    if (s.chaosPool <= 0) return loseGame(s, "noChaos", "siege §5.6", ev, i);
    s.chaosPool -= 1;
    s.spaces[i]!.chaos += 1;
  }
  ev.push({ type: "chaos", space: i, pool: s.chaosPool, rule: "siege §2.5" } satisfies SiegeEvent);
}

/** The Start spaces in the order of Q4 (Forest, Mountain, Highway, Suburbs). */
function startsInOrder(): number[] {
  return B.tracks.map((t) => B.startOf[t]);
}

/**
 * Where one retreating Zeds unit from `from` stops (§4.5, G6): the first space away from TC that
 * is not No Entry and has room (passing over full and No Entry spaces — decided, as G6 says for
 * player units); from a full Start, the first Start with room in the order Forest, Mountain,
 * Highway, Suburbs (Q4); -1 when there is none.
 */
export function zedsRetreatSpace(s: SiegeState, from: number): number {
  let at = B.away[from]!;
  if (at === -1) at = from; // already on its Start: it looks for room there, then on the other Starts
  for (;;) {
    if (!s.spaces[at]!.noEntry && zedsRoom(s, at) > 0) return at;
    if (isStart(at)) break;
    at = B.away[at]!;
  }
  return startsInOrder().find((st) => !s.spaces[st]!.noEntry && zedsRoom(s, st) > 0) ?? -1;
}

/**
 * Zeds retreat from `from` toward their Start (§4.5, G6, G19), one at a time, strongest first: the
 * strongest stops nearest TC, the weaker go on until they find room (`zedsRetreatSpace`); no room
 * anywhere → eliminated. When two of equal Strength would stop on different spaces, the lead picks
 * which stops nearer TC (D1). Disease Spreaders ignore stacking and go 1 space back. A retreat
 * destroys no train and removes no Barricade (G5, G19). Where they come to rest the Hello results
 * follow, nearest TC first; a fight there is a retreat fight (G6).
 */
export const retreatZedsStep: StepHandler<Extract<SiegeStep, { t: "retreatZeds" }>> = (s, w, ev, k) => {
  const group = w.ids.map((id) => s.zeds[id]).filter((z): z is ZedsUnit => !!z && z.at === w.from);
  if (group.length === 0) return done(s, w);
  // Goodbye: the Ancient Cemetery hits retreating Zeds too (S-R11, G19); the survivors retreat after
  if (HOOKS.placeOf(s, "ancient-cemetery") === w.from) {
    done(s, w);
    then(s, ...cemeteryHits(s, w.from, group, ev), { t: "cemeteryRetreat", from: w.from, ids: w.ids });
    return;
  }
  retreatZeds(s, w, ev, k);
};

/** A retreat off the Ancient Cemetery after its hits (S-R11, G19): the survivors retreat as `retreatZedsStep` says; none left, nothing happens. */
export const cemeteryRetreatStep: StepHandler<Extract<SiegeStep, { t: "cemeteryRetreat" }>> = (s, w, ev, k) => retreatZeds(s, w, ev, k);

/** The retreat itself (see `retreatZedsStep`), for the step `w` on top of the work stack. */
function retreatZeds(s: SiegeState, w: Extract<SiegeStep, { t: "retreatZeds" | "cemeteryRetreat" }>, ev: GameEvent[], k: Kernel<SiegeState>): void {
  const group = w.ids.map((id) => s.zeds[id]).filter((z): z is ZedsUnit => !!z && z.at === w.from);
  if (group.length === 0) return done(s, w);
  let order = byStrength(group.filter(countsAsZeds));
  if (order.length === 2 && zedsStrength(order[0]!) === zedsStrength(order[1]!)) {
    const dest = zedsRetreatSpace(s, w.from);
    if (dest !== -1 && zedsRoom(s, dest) === 1) {
      const pick = choice(s, w, s.lead, "retreatStop", order.map((z) => z.id), { key: "zedsRetreatStop", params: { space: dest } }, "siege §4.5");
      if (pick === null) return;
      order = [s.zeds[pick]!, ...order.filter((z) => z.id !== pick)];
    }
  }
  done(s, w);
  const rests: number[] = [];
  const move = (z: ZedsUnit, to: number) => {
    placeZeds(s, z, to);
    ev.push({ type: "zedsRetreat", zeds: z.id, from: w.from, to, rule: "siege §4.5" } satisfies SiegeEvent);
    if (!rests.includes(to)) rests.push(to);
  };
  for (const z of order) {
    const to = zedsRetreatSpace(s, w.from);
    if (to === -1) {
      ev.push({ type: "zedsNoRoom", zeds: z.id, rule: "siege G6" } satisfies SiegeEvent);
      eliminateZeds(s, z, ev, k);
    } else move(z, to);
  }
  for (const z of group.filter((x) => !countsAsZeds(x))) move(z, B.away[w.from] === -1 ? w.from : B.away[w.from]!);
  then(s, ...rests.map((space): SiegeStep => ({ t: "hello", space, retreat: true })));
}
