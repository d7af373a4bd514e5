import type { HouseAction } from "../actions";
import { cellAt, keySq, step } from "../board";
import { boardOf, livingHumans, manhattan, reachedSquares } from "../geometry";
import type { Human, HouseState, Sq, Zombie } from "../types";
import { distanceMap, distAt, FAR, type Goal } from "./paths";

/** Steps a barricade is worth to a zombie's path (§10): it waits there for the chain of four. */
const BARRICADE_WAIT = 6;

/** What a Zombie side bot knows for one decision: the hunting map and the humans. */
export interface ZombieView {
  /** Walking distances to the nearest square that reaches a living human (§2.5, §13.3). */
  hunt: Float64Array;
  humans: readonly Human[];
}

/** The hunting map: goals are the squares from which a zombie reaches a living human, weaker humans a step nearer. */
export function zombieView(s: HouseState): ZombieView {
  const humans = livingHumans(s);
  const goals: Goal[] = [];
  const b = boardOf(s);
  for (const h of humans)
    for (const q of reachedSquares(s, h.pos!)) if (cellAt(b, q)?.terrain === "floor") goals.push({ sq: q, extra: h.maxWounds - h.wounds <= 1 ? 0 : 1 });
  return { hunt: distanceMap(s, goals, { side: "zombie", barricadeCost: BARRICADE_WAIT }), humans };
}

function nearestHuman(v: ZombieView, q: Sq): number {
  let best = 40;
  for (const h of v.humans) best = Math.min(best, manhattan(h.pos!, q));
  return best;
}

/** An attack's worth on `target` (§9.3, §9.4): more on the wounded and on a human others attacked (the group +1); Bloodlust only for a kill. */
function attackWorth(s: HouseState, target: Human, bloodlust: boolean | undefined): number {
  const last = target.maxWounds - target.wounds <= 1;
  const gang = (s.zombieTurn.attackers[target.id]?.length ?? 0) > 0 ? 15 : 0;
  return 200 + target.wounds * 10 + gang + (bloodlust ? (last ? 20 : -30) : 0);
}

/**
 * The Zombie side's score of one legal action (higher is better): attacks and packs
 * first (§9.3, §9.4), extra attacks, moves by the steps they gain on the hunting map (a zombie
 * blocked by a barricade waits at it for the chain, §10), cards when they help (§14), placements
 * nearest the humans, grabs (§16). Ending the turn scores 0: a zombie with nothing that gains gives up.
 */
export function scoreZombieAction(s: HouseState, a: HouseAction, v: ZombieView): number {
  const t = s.zombieTurn;
  const switching = (id: string) => (t.active && t.active !== id && t.actionsLeft > 0 ? -8 * t.actionsLeft : 0);
  switch (a.type) {
    case "zAttack":
      return attackWorth(s, s.humans[a.target]!, a.bloodlust) + switching(a.zombie);
    case "extraAttack":
      return attackWorth(s, s.humans[a.target]!, a.bloodlust) + 20;
    case "declarePack":
      return 260 + a.members.length * 10;
    case "zMove":
    case "zWindow": {
      const z = s.zombies[a.zombie]!;
      return zombieMoveWorth(s, v, z, step(z.pos, a.dir), a.type === "zWindow" ? 2 : 1) + switching(a.zombie);
    }
    case "zDescend": {
      const z = s.zombies[a.zombie]!;
      return zombieMoveWorth(s, v, z, boardOf(s).cellar.stairs[0]!, 1) + switching(a.zombie);
    }
    case "zAscend": {
      const z = s.zombies[a.zombie]!;
      return zombieMoveWorth(s, v, z, a.to, 1) + switching(a.zombie);
    }
    case "placeZombie":
      return 100 - nearestHuman(v, a.at) - (distAt(s, v.hunt, a.at) >= FAR ? 30 : 0);
    case "spawnCrawlers":
      return 60;
    case "placeBaby":
      return nearestHuman(v, a.at);
    case "grab":
      return 100;
    case "declineGrab":
      return 0;
    case "playCard":
      return cardWorth(s, v, a);
    case "beginActivation":
      return 10;
    case "endZombieTurn":
      return 0;
    default:
      // setGrabAnswer and anything new: leave it
      return -100;
  }
}

/** A zombie's move: steps gained on the hunting map per action spent (negative when it would leave a human it reaches). */
function zombieMoveWorth(s: HouseState, v: ZombieView, z: Zombie, to: Sq, cost: number): number {
  const d0 = distAt(s, v.hunt, z.pos);
  const d1 = distAt(s, v.hunt, to);
  if (d0 >= FAR) return d1 < FAR ? 20 : -5;
  return ((d0 - d1) * 30) / cost - 1;
}

/** When a zombie card helps (§14): the start-of-turn cards that add zombies always; the others when a zombie is close or blocked. */
function cardWorth(s: HouseState, v: ZombieView, a: Extract<HouseAction, { type: "playCard" }>): number {
  const zs = Object.values(s.zombies);
  const close = zs.filter((z) => distAt(s, v.hunt, z.pos) <= 4).length;
  switch (a.card) {
    case "horde":
    case "dead-resident":
    case "legless-legion":
    case "something-below":
      return 150;
    case "stench-of-fear":
      return close >= 2 ? 150 : -5;
    case "wailing":
      return close >= 1 ? 120 : -5;
    case "relentless":
      return 300;
    case "pile-up":
      return 150;
    case "smash": {
      // a zombie waiting at the barricade on its way in
      const e = keySq(a.edge.split("|")[0] ?? "");
      const at = zs.some((z) => manhattan(z.pos, e) <= 2);
      return at ? 140 : -5;
    }
    case "shambling-charge": {
      const d = distAt(s, v.hunt, s.zombies[a.zombie]!.pos);
      return d > 0 && d <= 5 ? 130 - d * 5 : -5;
    }
    case "hungry-eyes": {
      const z = s.zombies[a.zombie]!;
      let q = z.pos;
      for (const d of a.path) q = step(q, d);
      const gain = distAt(s, v.hunt, z.pos) - distAt(s, v.hunt, q);
      return gain > 0 && distAt(s, v.hunt, z.pos) < FAR ? 40 + gain * 20 : -5;
    }
    default:
      return -100;
  }
}
