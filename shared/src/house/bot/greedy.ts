import { drawInt, type RandomState } from "../../core/rng";
import { applyAction, legalActions } from "../engine";
import { boardOf, livingHumans, manhattan } from "../geometry";
import { DIRS, step, cellAt } from "../board";
import type { HouseSeatId, HouseState, Sq } from "../types";
import type { HouseAction } from "../actions";

/** Fixed scores for actions whose outcome depends on dice or hidden cards: the bot never peeks at them. */
const CHANCE_SCORE: Record<string, number> = {
  attack: 60,
  zAttack: 60,
  extraAttack: 70,
  search: 40,
  startCar: 500,
  reroll: 5,
  grab: 50,
};

/** Meta commands the greedy bot leaves alone: they change no position, and it has no use for them. */
const META = new Set(["setGrabAnswer"]);

function nearest(from: Sq, targets: Sq[]): number {
  let best = 99;
  for (const t of targets) best = Math.min(best, manhattan(from, t));
  return best;
}

/** Squares from which an unsearched search square can be searched (floor neighbours). */
function searchSpots(s: HouseState): Sq[] {
  const b = boardOf(s);
  const done = new Set(s.searched.map((k) => k.split(":")[1]));
  const out: Sq[] = [];
  for (const [id, sq] of Object.entries(b.search)) {
    if (done.has(id) || (sq.z === 1 && !s.cellar.revealed)) continue;
    for (const d of DIRS) {
      const n = step(sq, d);
      if (cellAt(b, n)?.terrain === "floor") out.push(n);
    }
  }
  return out;
}

/**
 * How good a position is for a side (higher is better): wounds, deaths, kills, barricades, searches
 * and distances. A heuristic for the greedy bot, not a rule.
 */
export function evaluate(s: HouseState, side: "zombie" | "human"): number {
  if (s.result) return s.result.winner === (side === "zombie" ? "zombie" : "humans") ? 1e6 : -1e6;
  const humans = Object.values(s.humans).filter((h) => h !== undefined);
  const alive = livingHumans(s);
  const wounds = humans.reduce((n, h) => n + (h.alive ? h.wounds : h.maxWounds), 0);
  const dead = humans.length - alive.length;
  const zombies = Object.values(s.zombies);
  const hPos = alive.map((h) => h.pos!);
  const zDist = zombies.reduce((n, z) => n + Math.min(nearest(z.pos, hPos), 12), 0);
  const spots = searchSpots(s);
  const hSearch = alive.reduce((n, h) => n + Math.min(nearest(h.pos!, spots), 20), 0);
  const armed = alive.reduce((n, h) => n + (h.weapon && !h.weapon.ammoOut ? 1 : 0), 0);
  const baby = s.baby?.carrier ? 40 : 0;
  const value = s.searched.length * 8 + s.barricades.length * 6 - wounds * 15 - dead * 100 - zombies.length * 12 - hSearch * 2 + armed * 25 + zDist * 0.5 + baby;
  return side === "human" ? value : -value - zDist * 2;
}

/**
 * The greedy bot: scores every legal action and plays the best (ties broken with `rnd`, the bot's
 * own generator). Deterministic actions are scored by the position they lead to; actions that roll
 * dice or draw cards get fixed scores, so the bot never sees a die before it is rolled. A human-side
 * bot simulates without the Zombie player's armed reactions. Returns null when the seat may not act.
 */
export function greedyBot(s: HouseState, seat: HouseSeatId, rnd: RandomState): HouseAction | null {
  const all = legalActions(s, seat) as HouseAction[];
  if (all.length === 0) return null;
  const plain = all.filter((a) => !META.has(a.type));
  const legal = plain.length ? plain : all;
  const side = seat === "zombie" ? "zombie" : "human";
  const sim: HouseState = side === "human" ? { ...s, armed: [] } : s;
  const base = evaluate(sim, side);
  let best: HouseAction[] = [];
  let bestScore = -Infinity;
  for (const a of legal) {
    let score: number;
    if (a.type in CHANCE_SCORE) score = CHANCE_SCORE[a.type]!;
    else {
      const before = JSON.stringify(sim.rnd);
      const next = structuredClone(sim);
      applyAction(next, seat, a);
      score = JSON.stringify(next.rnd) === before ? evaluate(next, side) - base : 10;
      if (a.type === "endActivation" || a.type === "endZombieTurn") score -= 3;
    }
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = [a];
    } else if (Math.abs(score - bestScore) <= 1e-9) best.push(a);
  }
  return best[drawInt(rnd, 0, best.length - 1)]!;
}
