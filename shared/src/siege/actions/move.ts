import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { SIEGE_BOARD as B, isStart, spaceLabel, trackOf } from "../board";
import { defOf, hasZedsAt, playerRoom, zedsHere } from "../state/occupancy";
import { stepRefugee } from "../arrivals/camp";
import { mayEnter } from "../board/entry";
import { placeUnit } from "../state/counters";
import { then } from "../procedure/stack";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { PlayerUnit } from "../state/units";
import { mayAct, mayorAura, payOptions, payRefusal, spend, stillActing, type Pay } from "./common";
import { HOOKS } from "../procedure/hooks";
import type { SiegeEvent } from "../state/events";

/** `move` (§2.6): one Action moves one unit up to its Movement; `to` is the destination space index. */
export interface MoveAction {
  type: "move";
  unit: string;
  to: number;
  pay: Pay;
}

/** A reachable destination with the path to it (G18 needs the path of a losing attacker). */
export interface Reach {
  to: number;
  path: number[];
}

/**
 * The destinations of a Move of `u` (§2.6, §3.4, §1.4, G22, G29, C9): up to its Movement along the
 * tracks and TC (never into a Bed or box); never a Start, No Entry or a Destroyed Bridge (G30), the
 * Mountain under Torrential Rain; entering Zeds or Raiders ends the move (an attack); entering Chaos (not for
 * Pickles) or a Ferry ends it; never through Zeds; through a full friendly space but not ending there; entering
 * TC costs nothing while the Mayor is in play; the National Guard never enters TC. Villagers and
 * Holding-Out Civilians do not move; Refugees move 1 space toward TC only. Breadth-first, so each
 * destination keeps its shortest path.
 */
export function reachable(s: SiegeState, u: PlayerUnit): Reach[] {
  const { ends, from } = search(s, u, -1);
  return ends.map((to) => ({ to, path: pathTo(to, from, u.at) }));
}

/** The destinations of `reachable`, without their paths (what a legal list needs). */
export function destinations(s: SiegeState, u: PlayerUnit): number[] {
  return search(s, u, -1).ends;
}

/** Destination `to` of a Move of `u` with its path, exactly as `reachable` lists it, or null; the search stops once it gets there. */
export function reachTo(s: SiegeState, u: PlayerUnit, to: number): Reach | null {
  const { ends, from } = search(s, u, to);
  return ends.includes(to) ? { to, path: pathTo(to, from, u.at) } : null;
}

/**
 * The search of `reachable`: the destinations in index order, and the space each space was first
 * reached from (-1: not reached). With a `target` space (>= 0) it stops when it takes that space,
 * listing at most it.
 */
function search(s: SiegeState, u: PlayerUnit, target: number): { ends: number[]; from: ArrayLike<number> } {
  // one buffer for every search: its callers read `from` at once (pathTo), before any other search
  const from = FROM.fill(-1);
  const d = defOf(u);
  if (d.category === "villagers" || u.holdingOut || d.movement <= 0) return { ends: [], from };
  if (d.category === "refugees") {
    const to = B.toward[u.at]!;
    if (to < 0) return { ends: [], from };
    if (to !== B.tc && (!mayEnter(s, to) || hasZedsAt(s, to))) return { ends: [], from };
    from[to] = u.at;
    return { ends: [to], from };
  }
  const free = mayorAura(s);
  // Commandeered Vehicles (§6.5): +3 Movement on the Hero's Moves this round (every space is surface at Level II)
  const movement = d.movement + (s.flags.includes(`vehicles:${u.id}`) ? 3 : 0);
  // Dijkstra by levels of cost: a space is entered at the same cost from every neighbour (1, or 0
  // into TC under the Mayor's aura), so it is first reached at its least cost and taken once; the
  // spaces are taken by cost, then in the order they were reached (as from a stable sort by cost),
  // and each keeps the path of the first space that reached it (its `from`: a space other than the
  // start is reached once it has one)
  const end = END.fill(0);
  // mayEnter (four-r.ts) for every neighbour, with the round's Torrential Rain read once
  const rain = s.flags.includes("torrential-rain");
  const enterable = (n: number): boolean => {
    if (isStart(n)) return false;
    const sp = s.spaces[n]!;
    return !(sp.noEntry || sp.bridge === "destroyed") && !(rain && trackOf(n) === "mountain");
  };
  const levels: number[][] = [[u.at]];
  for (let c = 0; c < levels.length; c++) {
    const level = levels[c] ?? [];
    for (let q = 0; q < level.length; q++) {
      const at = level[q]!;
      if (at !== u.at) {
        const zeds = hasZedsAt(s, at) || HOOKS.hasRaidersAt(s, at);
        // (Villagers and Refugees, which ignore stacking, never get here)
        end[at] = zeds || playerRoom(s, at) > 0 ? 1 : 0;
        // each space is taken once, so the target is a destination now or never
        if (at === target) return { ends: end[at] ? [at] : [], from };
        // Pickles is not stopped by Chaos (§2.6)
        if (zeds || (s.spaces[at]!.chaos > 0 && !d.abilities.ignoresChaos) || s.spaces[at]!.bridge === "ferry") continue;
      }
      for (const n of B.neighbours[at]!) {
        if (from[n]! >= 0 || n === u.at) continue;
        if (n !== B.tc && trackOf(n) === null) continue;
        if (n === B.tc && d.category === "national-guard") continue;
        if (n !== B.tc && !enterable(n)) continue;
        const nc = c + (n === B.tc && free ? 0 : 1);
        if (nc > movement) continue;
        from[n] = at;
        (levels[nc] ??= []).push(n);
      }
    }
  }
  const ends: number[] = [];
  for (let i = 0; i < end.length; i++) if (end[i]) ends.push(i);
  return { ends, from };
}

/** The search buffers of `search` (the space each was reached from; whether it is a destination), reused by every search. */
const FROM = new Int32Array(B.spaces.length);
const END = new Uint8Array(B.spaces.length);

/** The path from `start` to `at` along the spaces that first reached each (`from`). */
function pathTo(at: number, from: ArrayLike<number>, start: number): number[] {
  const path = [at];
  for (let x = at; x !== start; ) path.push((x = from[x]!));
  return path.reverse();
}

/**
 * The destination found by the last `check` and the action object it checked: `apply` runs the
 * exec on the same object and the unchanged state right after, which then needs no second search
 * (a trusted action, never checked, or one checked before another, is searched in its exec). One
 * slot, not a WeakMap: a WeakMap entry per applied move cost more than the search it saved.
 */
let checked: { a: MoveAction; r: Reach } | null = null;

/** The `move` definition (§2.6): candidates from the destinations of `reachable`; a destination with Zeds queues the mover's attack with its path (G18); Refugees step toward TC. */
export const moveAction: ActionDef<SiegeState, MoveAction> = {
  type: "move",
  phases: ["action"],
  schema: z.object({ type: z.literal("move"), unit: z.string(), to: z.number().int(), pay: z.enum(["player", "event", "free"]) }).strict(),
  candidates: (s, seat) => {
    const out: MoveAction[] = [];
    for (const u of Object.values(s.units)) {
      if (!mayAct(s, seat as SiegeSeatId, u)) continue;
      const pays = payOptions(s, seat as SiegeSeatId, u);
      if (!pays.length) continue;
      for (const to of destinations(s, u)) for (const pay of pays) out.push({ type: "move", unit: u.id, to, pay });
    }
    return out;
  },
  // one pass: the candidates are built from exactly the conditions the check asks after
  // stillActing (mayAct, payOptions, the destinations), so they are the legal moves while the seat acts
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? moveAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    const sid = seat as SiegeSeatId;
    if (!stillActing(s, sid)) return refuse("siege.doneThisPhase");
    const u = s.units[a.unit];
    if (!u) return refuse("siege.noUnit", { unit: a.unit });
    if (!mayAct(s, sid, u)) return refuse("siege.notYoursNowWhy", { unit: u.id });
    const why = payRefusal(s, sid, u, a.pay);
    if (why) return why;
    const r = reachTo(s, u, a.to);
    if (!r) return refuse("siege.cannotMove", { unit: u.id, space: spaceLabel(a.to) ?? a.to });
    checked = { a, r };
    return null;
  },
  exec: (s, seat, a, ev) => {
    const u = s.units[a.unit]!;
    // the path the check found for this very action object (the engine runs the exec right after it, on the same state)
    const found = checked !== null && checked.a === a ? checked.r : null;
    checked = null;
    const r = found && found.path[0] === u.at ? found : reachTo(s, u, a.to)!;
    spend(s, seat as SiegeSeatId, u, a.pay);
    if (defOf(u).category === "refugees") return stepRefugee(s, u, ev, "siege §2.6");
    const from = u.at;
    placeUnit(s, u, a.to);
    ev.push({ type: "move", unit: u.id, from, to: a.to, path: r.path, rule: "siege §2.6" } satisfies SiegeEvent);
    if (zedsHere(s, a.to).length) then(s, { t: "hth", space: a.to, attacker: "player", unit: u.id, retreatFight: false, path: r.path });
    else if (HOOKS.hasRaidersAt(s, a.to)) then(s, { t: "raidersFight", space: a.to, raiders: HOOKS.raidersAt(s, a.to)[0]!.id, attacker: "player", unit: u.id, retreatFight: false, path: r.path });
  },
};
