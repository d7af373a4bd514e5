import type { GameEvent } from "../../core/ruleset";
import { emptyZombieTurn } from "../setup";
import { startHumanTurn } from "../human/flow";
import { roundLimitReached } from "../victory";
import type { HouseState } from "../types";

/** Starts the Zombie turn (§7): barricade breaks, How boring, spawn, cards, activation. */
export function startZombieTurn(d: HouseState, ev: GameEvent[]): void {
  d.phase = "zombie";
  d.zombieTurn = emptyZombieTurn();
  d.zombieTurn.step = "activation";
  d.zombieTurn.eligible = Object.keys(d.zombies);
  ev.push({ type: "zombieTurn", round: d.round, text: `round ${d.round}: Zombie turn`, rule: "house §7" });
}

/** Automatic Zombie-turn flow after an action (skips steps with nothing to do). */
export function advanceZombie(_d: HouseState, _ev: GameEvent[]): void {}

/** Ends the Zombie turn (§7 step 6): the round limit, else the next round's Human turn. */
export function endZombieTurn(d: HouseState, ev: GameEvent[]): void {
  ev.push({ type: "zombieTurnEnd", round: d.round, text: `round ${d.round}: the Zombie turn ends`, rule: "house §7" });
  if (d.round >= d.options.roundLimit) {
    roundLimitReached(d, ev);
    return;
  }
  d.round += 1;
  startHumanTurn(d, ev);
}
