import type { GameEvent } from "../../core/ruleset";
import { actionsOf } from "../characters";
import { startZombieTurn } from "../zombie/flow";
import { openGrabWindow, releaseGrab } from "../crawlers/hold";
import type { CharacterId, HouseState } from "../types";
import type { HouseEvent } from "../events";

/** Makes `figure` the active figure with its actions for this turn (G1). */
export function beginActivation(d: HouseState, figure: CharacterId, ev: GameEvent[]): void {
  const t = d.humanTurn;
  t.active = figure;
  t.actionsLeft = actionsOf(d.options, figure);
  t.started = false;
  ev.push({ type: "activation", figure, rule: "house G1" } satisfies HouseEvent);
}

/** Ends the active figure's activation (G1): remaining actions are lost. */
export function endActivation(d: HouseState, ev: GameEvent[]): void {
  const t = d.humanTurn;
  if (!t.active) return;
  const id = t.active;
  releaseGrab(d, ev);
  if (!t.done.includes(id)) t.done.push(id);
  t.active = null;
  t.actionsLeft = 0;
  ev.push({ type: "activationEnd", figure: id, rule: "house G1" } satisfies HouseEvent);
}

/**
 * Automatic Human-turn flow after an action (G1, G2): an activation ends at 0 actions or death;
 * otherwise, after an action that cost actions, a crawler grab window opens for the active figure
 * (§16: never after its last action or a free one); the Human turn ends when every living figure
 * activated or passed, and the Zombie turn starts.
 */
export function advanceHuman(d: HouseState, ev: GameEvent[]): void {
  const t = d.humanTurn;
  const window = t.grabCheck;
  if (window) t.grabCheck = false;
  if (t.active) {
    const h = d.humans[t.active]!;
    if (!h.alive || t.actionsLeft <= 0) endActivation(d, ev);
    else if (window && openGrabWindow(d, t.active, ev, null)) return;
  }
  if (t.active || d.pending.length) return;
  const waiting = Object.values(d.humans).some((h) => h && h.alive && !t.done.includes(h.id));
  if (!waiting) startZombieTurn(d, ev);
}
