import { rollD6 } from "../../core/rng";
import type { GameEvent } from "../../core/ruleset";
import { emptyZombieTurn, startHumanTurn } from "../turns";
import { countedZombies, hasPlacementSquare, zombieCap, type Placement } from "../placement";
import { roundLimitReached } from "../victory";
import type { Dir, HouseState } from "../types";
import { endZombieActivation } from "./activation";
import { crawlerCount } from "../crawlers/hold";
import { breakBarricades } from "./barricades";
import type { HouseEvent } from "../events";

const EDGE_ROLL: (Dir | "choice")[] = ["N", "E", "S", "W", "choice", "choice"];

/** Placements of these kinds follow the current spawnMode and so the edge roll (§13.1, C4; the crawler pair keeps the spawn's edge). */
function rollsEdge(d: HouseState, p: Placement): boolean {
  return d.options.spawnMode === "edge" && d.options.spawnEdgeRoll && (p.reason === "spawn" || p.reason === "horde" || p.reason === "boring" || p.reason === "legless-legion" || p.reason === "crawler-pair");
}

/** At most 8 crawlers on the board (house §16). */
export const CRAWLER_LIMIT = 8;

/**
 * Makes the first placement batch one that can be made now, or empties the queue (G20, G21,
 * §13.2, §16): a counted batch stops at the cap, a crawler batch at 8 crawlers; with `spawnEdgeRoll` the batch's edge is rolled once
 * (1 N, 2 E, 3 S, 4 W, 5–6 the Zombie player's choice); a batch with no legal square is lost.
 */
export function settlePlacements(d: HouseState, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  while (t.placements.length) {
    const p = t.placements[0]!;
    if (p.left <= 0) {
      t.placements.shift();
      continue;
    }
    if (p.counted && countedZombies(d) >= zombieCap(d)) {
      ev.push({ type: "placementLost", reason: p.reason, lost: p.left, rule: "house §13.2" } satisfies HouseEvent);
      t.placements.shift();
      continue;
    }
    if (p.kind === "crawler" && crawlerCount(d) >= CRAWLER_LIMIT) {
      ev.push({ type: "placementLost", reason: p.reason, lost: p.left, rule: "house §16" } satisfies HouseEvent);
      t.placements.shift();
      continue;
    }
    if (rollsEdge(d, p) && p.edge === undefined) {
      const die = rollD6(d.rnd);
      p.edge = EDGE_ROLL[die - 1]!;
      ev.push({ type: "roll", purpose: "spawn edge", dice: [die], edge: p.edge, rule: "house §13.1" } satisfies HouseEvent);
    }
    if (!hasPlacementSquare(d, p)) {
      ev.push({ type: "placementLost", reason: p.reason, lost: p.left, rule: "house G21" } satisfies HouseEvent);
      t.placements.shift();
      continue;
    }
    return;
  }
}

/** Step 4 begins (G3): with the Refill option, the Zombie player draws 1 card at the start of every 5th Zombie turn (§18.5). */
function enterCardStep(d: HouseState, ev: GameEvent[]): void {
  d.zombieTurn.step = "cards";
  if (d.options.refill && d.round % 5 === 0 && d.zombieDeck.length) {
    const card = d.zombieDeck.shift()!;
    d.zombieHand.push(card);
    ev.push({ type: "zombieDraw", rule: "house §18.5" } satisfies HouseEvent);
    ev.push({ type: "zombieDrawn", card, onlyFor: "zombie", rule: "house §18.5" } satisfies HouseEvent);
  }
}

/**
 * Starts the Zombie turn (house §7, G3): step 1 barricade breaks (§10, G22); step 2 How boring
 * (H-B3, §18.1: no attack or search since the last Zombie turn began, or in round 1 the Human
 * turn; a new window opens now); step 3 the spawn of 1 counted zombie (G20). Steps 2–3 are
 * placements the Zombie seat makes; step 4 (cards) follows when they are done.
 */
export function startZombieTurn(d: HouseState, ev: GameEvent[]): void {
  d.phase = "zombie";
  d.zombieTurn = emptyZombieTurn();
  const t = d.zombieTurn;
  // An infection zombie has no actions only in the turn it rose (G16).
  for (const z of Object.values(d.zombies)) z.noActions = false;
  ev.push({ type: "zombieTurn", round: d.round, rule: "house §7" } satisfies HouseEvent);
  breakBarricades(d, ev);
  if (d.options.howBoring && !d.activity.attackOrSearch) {
    ev.push({ type: "howBoring", rule: "H-B3" } satisfies HouseEvent);
    t.placements.push({ reason: "boring", left: 1, counted: false, kind: "zombie" });
  }
  d.activity.attackOrSearch = false;
  t.placements.push({ reason: "spawn", left: 1, counted: true, kind: "zombie" });
  t.step = "boring";
  advanceZombie(d, ev);
}

/**
 * Automatic Zombie-turn flow after every action (G3, G4): lost placements are skipped and the
 * step follows the placement queue (boring → spawn → cards); the active zombie's activation ends
 * at 0 actions unless an offer for it is open (extra attack G6, Relentless G25).
 */
export function advanceZombie(d: HouseState, ev: GameEvent[]): void {
  const t = d.zombieTurn;
  settlePlacements(d, ev);
  if (t.step === "boring" || t.step === "spawn") {
    const head = t.placements[0];
    if (!head) enterCardStep(d, ev);
    else t.step = head.reason === "boring" ? "boring" : "spawn";
  }
  if (t.active && t.actionsLeft <= 0 && t.extraAttackFor !== t.active && t.relentlessFor !== t.active) endZombieActivation(d, ev);
}

/** Ends the Zombie turn (§7 step 6): the round limit, else the next round's Human turn. */
export function endZombieTurn(d: HouseState, ev: GameEvent[]): void {
  ev.push({ type: "zombieTurnEnd", round: d.round, rule: "house §7" } satisfies HouseEvent);
  if (d.round >= d.options.roundLimit) {
    roundLimitReached(d, ev);
    return;
  }
  d.round += 1;
  startHumanTurn(d, ev);
}
