import type { Continuation } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B } from "../board";
import { done, then, type StepHandler } from "../procedure/stack";
import { roll } from "../procedure/roll";
import type { SiegeState } from "../state/game";
import type { RaidersUnit, ZedsUnit } from "../state/units";
import { proceedMove } from "../round/zeds/move";
import type { HeroStep } from "./steps";
import { barker, watcher } from "./on-duty";
import { HOOKS } from "../procedure/hooks";
import type { SiegeEvent } from "../state/events";
import { facesFrom } from "../state/needs";

/*
 * The cancel rolls of a Zeds move (G5 step 2, siege §3.3): first the Goodbye roll of Pickles' bark
 * on the space the Zeds leave (stopped on 4–6), then the Hello roll of Kingman's perimeter on the
 * space they enter, his own or one next to his (stopped on 5–6). A cancelled move has no effect at
 * all (no train lost, no Barricade removed, no Cemetery hits). Each roll is the kernel's, so the
 * Mystic Amulet may turn a die. They apply to every Rule 4.4 move and extra move (Fast, Wolf,
 * Berserkers, BRAINS!, Pressure) and to a move into TC while the Clarion Courier keeps it from
 * losing the game; decided: not to retreats (a cancelled retreat would leave the losers with the
 * winners, against §3.4) nor to placements of new Zeds (not a move, G16).
 * The bark also stops Raiders (§3.3 "Zeds/Raiders leaving his space stopped on 4–6"): their 4R
 * move off his space (`raidersCancelStep`), the one into TC included (for them TC is a loot, not a
 * lost game, so the bark comes before it); decided: not their retreats (as for Zeds), and
 * Kingman's perimeter stays the Zeds' alone (§3.3 names only Zeds).
 */

type MoveCheck = Extract<HeroStep, { t: "moveCheck" }>;

/** The movers of a cancel-roll step still on the space they leave: its Zeds, or its Raiders unit (`raiders`). */
function moversOf(s: SiegeState, w: MoveCheck): (ZedsUnit | RaidersUnit)[] {
  const pool: Record<string, ZedsUnit | RaidersUnit> = w.raiders ? s.raiders : s.zeds;
  return w.ids.map((id) => pool[id]).filter((z): z is ZedsUnit | RaidersUnit => !!z && z.at === w.from);
}

/** What a cancel roll carries to its continuation: the step it came from. */
interface CheckData {
  step: MoveCheck;
  unit: string;
}

/** Runs one stage of the cancel rolls (see the file's note): the roll of its unit, or the move itself once no roll is left. */
export const moveCheckStep: StepHandler<MoveCheck> = (s, w, ev, k) => {
  done(s, w);
  const movers = moversOf(s, w);
  if (movers.length === 0) return;
  const u = w.stage === "goodbye" ? barker(s, w.from) : watcher(s, w.to);
  if (!u) return goOn(s, w, ev);
  const on = w.stage === "goodbye" ? 4 : 5;
  const data: CheckData = { step: { ...w, ids: movers.map((z) => z.id) }, unit: u.id };
  roll(s, ev, k, {
    purpose: w.stage === "goodbye" ? "bark" : "perimeter",
    dice: 1,
    rule: "siege §3.3",
    need: { read: "faces", faces: facesFrom(on) },
    event: { unit: u.id, ...(w.raiders ? { raiders: data.step.ids[0] } : { zeds: data.step.ids }), space: w.stage === "goodbye" ? w.from : w.to },
    then: "moveCheck",
    data,
    outcome: (d) => ({ key: d[0]! >= on ? "moveStopped" : "moveGoesOn", params: {} }),
  });
};

/** After the last cancel roll: a Raiders unit's move goes on (raiders/move.ts); a Zeds move into TC is the Clarion Courier's fight, any other goes on (zeds/move.ts). */
function goOn(s: SiegeState, w: MoveCheck, ev: GameEvent[]): void {
  if (w.raiders) {
    const r = moversOf(s, w)[0] as RaidersUnit | undefined;
    if (r) HOOKS.raidersGo(s, r, w.to, ev);
    return;
  }
  if (w.stage === "goodbye" && watcher(s, w.to)) return then(s, { ...w, stage: "hello" });
  if (w.to === B.tc) return then(s, { t: "tcStand", from: w.from, ids: w.ids });
  const movers = w.ids.map((id) => s.zeds[id]!).filter((z) => z && z.at === w.from);
  const staying = w.staying.map((id) => s.zeds[id]).filter((z): z is ZedsUnit => !!z);
  proceedMove(s, w.from, movers, staying, ev);
}

/** The cancel roll's continuation: stopped on 4–6 (bark) or 5–6 (perimeter), else the next stage; a stopped Raiders unit logs `raidersStopped`, stopped Zeds `zedsStopped`. */
const moveCheck: Continuation<SiegeState> = (s, [d], raw, ev) => {
  const { step, unit } = raw as CheckData;
  const on = step.stage === "goodbye" ? 4 : 5;
  if (d! >= on && step.raiders) {
    const id = step.ids[0]!;
    ev.push({
      type: "raidersStopped",
      raiders: id,
      space: step.from,
      unit,
      rule: "siege §3.3",
    } satisfies SiegeEvent);
    return;
  }
  if (d! >= on) {
    ev.push({
      type: "zedsStopped",
      zeds: step.ids,
      space: step.from,
      unit,
      rule: "siege §3.3",
    } satisfies SiegeEvent);
    return;
  }
  goOn(s, step, ev);
};

/** The cancel rolls' continuation, by the name their rolls give in `then`. */
export const CANCEL_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { moveCheck };
