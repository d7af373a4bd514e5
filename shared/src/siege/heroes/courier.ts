import type { Continuation } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import { hthEvent, hthInfection, readHth, rollHth, type HthData } from "../combat/hand-to-hand";
import { hthShifts } from "../combat/shift";
import { HTH_COLUMNS, hthColumn, initialHthColumn } from "../combat/tables";
import { handToHandNeed } from "../combat/needs";
import { choice } from "../procedure/choices";
import { chooserAmong, fightersAt, seatFor, unitStrength, zedsStrength } from "../state/occupancy";
import { hthDice, hthInfectionBy } from "./combat";
import { done, then, type StepHandler } from "../procedure/stack";
import { loseGame, raiseInfection } from "../state/resources";
import type { SiegeState } from "../state/game";
import type { ZedsUnit } from "../state/units";
import { onDuty } from "./on-duty";
import type { HeroStep } from "./steps";
import { lookHolders } from "../state/stacks";
import type { SiegeEvent } from "../state/events";

/*
 * The Clarion Courier's stand (siege §3.3, §7): while it is in play (on the map or in TC, not in
 * coma), Zeds whose move would enter TC do not win the game at once: they fight one unit in TC,
 * which defends with TC's Terrain +2 (+1 per train there, as every defence, G7). Decided where the
 * rules are silent:
 * - the Zeds fight from the Town space they stand on and never enter TC: a Zeds win (the player
 *   side loses, the Doomed included) loses the game; a Zeds loss throws them back, they stay on
 *   their Town space (an attacker goes back whence it came, §4.5);
 * - the defender is chosen as in every Hand-to-hand (its owner, else the lead, G12); with nobody in
 *   TC able to fight, the Zeds win;
 * - it is a real Hand-to-hand: +1 Infection (or the Mob's special value, G25), Schmidt's and Hunt's
 *   re-roll and the Mystic Amulet are offered, the DARPA Battlesuit adds its hits; Last-Stand
 *   Determination is not offered (its retreat has no space to go to);
 * - the cancel rolls of the move (Pickles, Kingman, heroes/cancel.ts) come first.
 */

type TcStand = Extract<HeroStep, { t: "tcStand" }>;
type TcStandEnd = Extract<HeroStep, { t: "tcStandEnd" }>;

/** Whether a Clarion Courier is in play and on duty (on the map or in TC, not in coma), so Zeds entering TC fight instead of winning (§3.3). */
export function courierGuards(s: SiegeState): boolean {
  for (const u of lookHolders(s, "guardsTownCenter")) if (onDuty(u)) return true;
  return false;
}

/** What the TC fight's roll carries: the Hand-to-hand data (`space` is the Town space the Zeds fight from) and the Zeds. */
interface StandData extends HthData {
  ids: string[];
}

/** The TC fight (see the file's note): the defender is picked, the column computed with TC's Terrain, the 2 dice rolled through the kernel. */
export const tcStandStep: StepHandler<TcStand> = (s, w, ev, k) => {
  const zeds = w.ids.map((id) => s.zeds[id]).filter((z): z is ZedsUnit => !!z && z.at === w.from);
  if (zeds.length === 0) return done(s, w);
  const candidates = fightersAt(s, B.tc);
  if (candidates.length === 0) {
    done(s, w);
    return loseGame(s, "gateOpen", "siege §3.3", ev, w.from, zeds.map((z) => z.id));
  }
  const pick = choice(s, w, chooserAmong(s, candidates), "defender", candidates.map((u) => u.id), { key: "gateDefender", params: {} }, "siege §3.3");
  if (pick === null) return;
  done(s, w);
  const u = s.units[pick]!;
  const z = zeds.reduce((n, x) => n + zedsStrength(x), 0);
  const p = unitStrength(u);
  const shifts = hthShifts(s, u.id, B.tc, true, zeds);
  const column = hthColumn(z, p, shifts.reduce((n, x) => n + x.by, 0));
  const data: StandData = { space: w.from, attacker: "zeds", unit: u.id, retreatFight: false, column, ids: zeds.map((x) => x.id) };
  ev.push({ type: "tcStand", space: w.from, unit: u.id, zeds: data.ids, rule: "siege §3.3" } satisfies SiegeEvent);
  rollHth(s, ev, k, u, data, {
    // WZED defending in TC rolls 3 dice, the best 2 count (heroes/combat.ts)
    dice: hthDice(u, B.tc, true),
    rule: "siege §3.3",
    need: handToHandNeed(initialHthColumn(z, p), column, shifts),
    event: { space: B.tc, unit: u.id, zeds: data.ids, column: HTH_COLUMNS[column] },
    then: "tcStand",
  });
};

/** The TC fight's continuation: the cell, the Infection, the hits (Zeds first), then the end (`tcStandEnd`). */
const tcStand: Continuation<SiegeState> = (s, dice, raw, ev) => {
  const d = raw as StandData;
  const zeds = d.ids.map((id) => s.zeds[id]).filter((z): z is ZedsUnit => !!z && z.at === d.space);
  const u = s.units[d.unit]!;
  // the Doomed (§3.2), the 12th Veterans Division (§3.3) and the DARPA Battlesuit (S-R7) as in every Hand-to-hand
  const reading = readHth(s, dice, d);
  const { cell: r, loser, zedsHits } = reading;
  ev.push(hthEvent(dice, d, reading, B.tc, "siege §3.3"));
  // no Infection from the fights of Horatius and the Riot Squad (heroes/combat.ts)
  raiseInfection(s, hthInfectionBy(u, hthInfection(zeds)), "siege §4.1", ev);
  then(s, { t: "hitsZeds", space: d.space, n: zedsHits, chooser: seatFor(s, u) }, { t: "hitsPlayer", unit: d.unit, space: B.tc, n: r.playerHits }, { t: "tcStandEnd", from: d.space, ids: d.ids, loser });
};

/** After the TC fight's hits: a Zeds win with any of them left loses the game (§7); a Zeds loss leaves them where they stand. */
export const tcStandEndStep: StepHandler<TcStandEnd> = (s, w, ev) => {
  done(s, w);
  const left = w.ids.map((id) => s.zeds[id]).filter((z): z is ZedsUnit => !!z && z.at === w.from);
  if (left.length === 0) {
    ev.push({ type: "tcHeld", space: w.from, rule: "siege §3.3" } satisfies SiegeEvent);
    return;
  }
  if (w.loser === "player") return loseGame(s, "gateBeaten", "siege §3.3", ev, w.from, left.map((z) => z.id));
  ev.push({ type: "tcHeld", space: w.from, rule: "siege §3.3" } satisfies SiegeEvent);
};

/** The TC fight's continuation, by the name its roll gives in `then`. */
export const COURIER_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { tcStand };
