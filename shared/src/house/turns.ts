import type { GameEvent } from "../core/ruleset";
import type { HouseState } from "./types";
import type { HouseEvent } from "./events";

/** An empty Human turn record. */
export function emptyHumanTurn(): HouseState["humanTurn"] {
  return { done: [], active: null, actionsLeft: 0, started: false, specialsUsed: [], carHorrorRolled: false, surpriseZombies: [], grab: null, grabTried: [], grabCheck: false };
}

/** An empty Zombie turn record. */
export function emptyZombieTurn(): HouseState["zombieTurn"] {
  return {
    step: "spawn",
    placements: [],
    done: [],
    active: null,
    actionsLeft: 0,
    onlyMoved: true,
    actionsSpent: 0,
    stench: false,
    bonusActions: {},
    attackers: {},
    pack: null,
    extraAttackFor: null,
    relentlessFor: null,
    eligible: [],
    used: {},
    relentlessKeep: 0,
    grabAnswerSet: false,
  };
}

/** Starts a Human turn (§7, G1): every living figure may activate once; once-per-turn specials reset. */
export function startHumanTurn(d: HouseState, ev: GameEvent[]): void {
  d.phase = "human";
  d.humanTurn = emptyHumanTurn();
  ev.push({ type: "humanTurn", round: d.round, rule: "house §7" } satisfies HouseEvent);
}
