import type { GameEvent } from "../core/ruleset";
import { advanceHuman } from "./human/flow";
import { advanceZombie } from "./zombie/flow";
import { setupSeat } from "./setup";
import { checkVictory } from "./victory";
import type { HouseSeatId, HouseState } from "./types";

/**
 * Runs after every applied action (G2, G29): the victory check, then the automatic parts of the
 * turn flow (end of an activation, Zombie turn steps, next round), then the victory check again.
 * Does nothing while a decision is pending.
 */
export function settle(d: HouseState, ev: GameEvent[]): void {
  if (checkVictory(d, ev, logsDeath(ev)) || d.pending.length) return;
  if (d.phase === "human") advanceHuman(d, ev);
  else if (d.phase === "zombie") advanceZombie(d, ev);
  if (d.phase !== "over") checkVictory(d, ev, logsDeath(ev));
}

/** A human can only have died if the action logged a death. */
function logsDeath(ev: GameEvent[]): boolean {
  for (const e of ev) if (e.type === "death") return true;
  return false;
}

/**
 * Seats that may act while no decision is pending (the kernel asks the open decision's seats
 * first): in setup the seat whose step it is; in the Human turn the seat of the active figure, or
 * every seat with a living figure that has not activated yet (G1); in the Zombie turn the Zombie
 * seat (G7).
 */
export function actingSeatsOf(s: HouseState): HouseSeatId[] {
  if (s.phase === "over") return [];
  if (s.phase === "human") {
    const t = s.humanTurn;
    if (t.active) return [s.humans[t.active]!.seat];
    const seats = new Set<HouseSeatId>();
    for (const h of Object.values(s.humans)) if (h && h.alive && !t.done.includes(h.id)) seats.add(h.seat);
    return [...seats];
  }
  if (s.phase === "zombie") return ["zombie"];
  const seat = setupSeat(s);
  return seat ? [seat] : [];
}

