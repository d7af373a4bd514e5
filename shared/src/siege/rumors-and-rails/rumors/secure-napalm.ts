import type { Kernel } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, isStart, isTrackSpace, spaceIndex } from "../../board";
import { eliminateZeds } from "../../combat/hits";
import { choice } from "../../procedure/choices";
import { unitsAt, zedsAt } from "../../state/occupancy";
import { trainsAt } from "../trains/lines";
import { done, then } from "../../procedure/stack";
import { loseGame } from "../../state/resources";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import { eliminateRaiders, raidersAt } from "../../raiders/units";
import type { SiegeEvent } from "../../state/events";

const RULE = "siege S-R20";

/** The Red Telephone's main targets (C6): the track spaces #0–#6 (no Start, no TC, no box), in board order. */
export function napalmTargets(): number[] {
  return B.spaces.filter((sp) => isTrackSpace(sp.index) && !isStart(sp.index)).map((sp) => sp.index);
}

/** The optional second target next to `main` (S-R20, C6): an adjacent track space that is not a Start (TC is no track space). */
export function napalmAdjacent(main: number): number[] {
  return B.neighbours[main]!.filter((i) => isTrackSpace(i) && !isStart(i)).sort((a, b) => a - b);
}

/**
 * Kills everything on one napalm target (S-R20, G10, G1, G27): every player unit there takes its
 * last hit — the `save` step: its owner may roll the Save, Villagers have none, Refugees the lead's
 * (Q10; decided: no +2 Infection, they are not devoured); every Zeds unit is eliminated (normal
 * counters to the reserve, Super-Zeds out of the game, the Disease Spreader rolls to flee); Raiders
 * are removed (G10); every train is destroyed. Rumor tokens stay. Returns the Save steps and the ids killed.
 */
function burn(s: SiegeState, i: number, ev: GameEvent[], k: Kernel<SiegeState>): { saves: SiegeStep[]; killed: string[] } {
  const killed: string[] = [];
  const saves: SiegeStep[] = [];
  for (const u of unitsAt(s, i)) {
    killed.push(u.id);
    ev.push({ type: "lastHit", unit: u.id, space: i, rule: RULE } satisfies SiegeEvent);
    saves.push({ t: "save", unit: u.id });
  }
  for (const z of zedsAt(s, i)) {
    killed.push(z.id);
    eliminateZeds(s, z, ev, k);
  }
  for (const r of raidersAt(s, i)) {
    killed.push(r.id);
    eliminateRaiders(s, r, ev, RULE);
  }
  const trains = trainsAt(s, i);
  if (trains.length) {
    s.trains = s.trains.filter((t) => t.at !== i);
    for (const t of trains) {
      killed.push(t.id);
      ev.push({ type: "trainDestroyed", train: t.id, space: i, rule: RULE } satisfies SiegeEvent);
    }
  }
  return { saves, killed };
}

/**
 * The Red Telephone (S-R20, C6, G10), the `secure` step of `the-red-telephone`, asked of the seat
 * that played it: the main target among the track spaces #0–#6 (purpose `napalm`), then `none` or
 * one adjacent track space that is not a Start (`napalmAdjacent`). The main target gets No Entry
 * until Housekeeping; everything on each target dies (`burn`, logged `napalm {spaces, killed}`);
 * once the Saves are done, 1 Chaos marker goes on each target even if one is there already, and an
 * empty pool loses the game (§5.6, G13). The choices name the targets that would lose that way
 * (`loses`: every main target with an empty pool, every adjacent one with a single marker left), so
 * the client warns before one is chosen (G10).
 */
export function napalmStep(s: SiegeState, w: Extract<SiegeStep, { t: "secure" }>, ev: GameEvent[], k: Kernel<SiegeState>): void {
  if (w.stage === "chaos") {
    done(s, w);
    for (const i of w.spaces!) {
      if (s.chaosPool <= 0) return loseGame(s, "noChaosNapalm", "siege §5.6", ev, i);
      s.chaosPool -= 1;
      s.spaces[i]!.chaos += 1;
      ev.push({ type: "chaos", space: i, pool: s.chaosPool, rule: RULE } satisfies SiegeEvent);
    }
    return;
  }
  // G10: each target takes 1 Chaos marker, so a target that finds the pool empty loses the game (§5.6); the decision names it for the client's warning
  if (!w.spaces) {
    const targets = napalmTargets().map((i) => B.spaces[i]!.id);
    const main = choice(s, w, w.seat, "napalm", targets, { key: "napalm", params: {} }, RULE, s.chaosPool < 1 ? targets : []);
    if (main === null) return;
    w.spaces = [spaceIndex(main)];
  }
  const adjacent = napalmAdjacent(w.spaces[0]!).map((i) => B.spaces[i]!.id);
  const second = choice(s, w, w.seat, "napalmAdjacent", ["none", ...adjacent], { key: "napalmAdjacent", params: {} }, RULE, s.chaosPool < 2 ? adjacent : []);
  if (second === null) return;
  if (second !== "none") w.spaces = [w.spaces[0]!, spaceIndex(second)];
  w.stage = "chaos";
  const main = w.spaces[0]!;
  s.spaces[main]!.noEntry = true;
  ev.push({ type: "noEntry", space: main, rule: RULE } satisfies SiegeEvent);
  const saves: SiegeStep[] = [];
  const killed: string[] = [];
  for (const i of w.spaces) {
    const b = burn(s, i, ev, k);
    saves.push(...b.saves);
    killed.push(...b.killed);
  }
  ev.push({ type: "napalm", spaces: [...w.spaces], killed, rule: RULE } satisfies SiegeEvent);
  // the step stays below the Saves and places the Chaos once they are done
  then(s, ...saves);
}
