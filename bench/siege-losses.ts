/**
 * Where a lost Siege game was lost, for bench/siege-odds.ts: the round, the phase, the loss
 * condition (the result's key and rule: Zeds in TC, siege §2.5 / §3.3; the Chaos pool empty, §5.6),
 * the decisive step that met it, named by the rule its event cites, and the team's state at the
 * loss; then the summary of one setup's losses (by round, phase, condition × step, the mean state).
 */
import type { GameEvent } from "@zedfall/shared";
import type { SiegeState } from "@zedfall/shared/siege/state";

/** The step a loss condition was met in, by the event that starts it (the rule is that event's `rule`). */
export type DecisiveStep = "activation" | "pressure" | "advanceOnWin" | "gateFight" | "outbreak" | "fateCard" | "eventCard" | "napalm" | "playerMove" | "other";

/** The events that start a step a loss can come in, and the step each starts. */
const STEP_OF: Record<string, DecisiveStep> = {
  // a Rule 4.4 activation of a track (siege §2.5), its Fast and Wolf Zeds' extra moves included
  activation: "activation",
  // a Zeds Pressure extra move (siege G31)
  pressure: "pressure",
  // Zeds that won a fight advance again: BRAINS! (siege §2.8), a Berserker (siege §3.2)
  brains: "advanceOnWin",
  berserk: "advanceOnWin",
  // the Clarion Courier's fight at TC (siege §3.3)
  tcStand: "gateFight",
  // an Outbreak (siege §2.3): its Fate draw gives the track of its new Zeds
  outbreak: "outbreak",
  fateCard: "fateCard",
  eventCard: "eventCard",
  // The Red Telephone's napalm strike (S-R20)
  napalm: "napalm",
};

/** One lost game: when, how, and the team's state at the loss. */
export interface LossRecord {
  round: number;
  /** The Siege phase the loss came in (infection, eat, zeds, action, 4r, housekeeping, draw). */
  phase: string;
  /** The result's key (breakIn, gateOpen, gateBeaten, noChaos, noChaosNapalm) and the rule of the loss condition. */
  key: string;
  rule: string;
  step: DecisiveStep;
  /** The rule the decisive step's event cites (the loss condition's rule for `other`). */
  stepRule: string;
  supplies: number;
  ammo: number;
  chaosPool: number;
  infection: number;
  /** Chaos markers on the map's spaces. */
  chaosOnMap: number;
}

/**
 * The events of the phase under way: `window` (the phase's events so far) followed by `batch` (one
 * action's events), from the last `phase` event on. A loss met after a decision (a choice, a roll's
 * window) ends a batch holding little more than that decision, so the step it came in lies in the
 * earlier actions of its phase.
 */
export function phaseEvents(window: GameEvent[], batch: GameEvent[]): GameEvent[] {
  const all = [...window, ...batch];
  let start = 0;
  all.forEach((e, i) => {
    if (e.type === "phase") start = i;
  });
  return all.slice(start);
}

/**
 * The phase a loss came in: the last `phase` event before `gameOver` in `batch` (the events of the
 * action whose settle ended the game), else `phaseBefore` (`s.phase` just before that action).
 */
export function lossPhase(phaseBefore: string, batch: GameEvent[]): string {
  let phase = phaseBefore;
  for (const e of batch) {
    if (e.type === "gameOver") break;
    if (e.type === "phase") phase = String(e.phase);
  }
  return phase;
}

/**
 * The decisive step of a loss in `events` (the events of `phase` up to `gameOver`, see
 * `phaseEvents`): the last event before `gameOver` that starts a step (STEP_OF), with its rule; a
 * Fate card drawn by the Outbreak before it counts as that Outbreak. In the Action phase a player
 * unit's move (siege §2.6) starts a step too (`playerMove`: the move and the Attack it makes, whose
 * Zeds can retreat onto a space that owes Chaos); a fight is always part of the step that brought it
 * (an Outbreak's new Zeds attack in whatever phase the Outbreak comes). None: `other`, with the rule
 * of `gameOver`.
 */
export function decisiveStep(events: GameEvent[], phase: string): { step: DecisiveStep; rule: string } {
  const end = events.findIndex((e) => e.type === "gameOver");
  const before = events.slice(0, end < 0 ? events.length : end);
  const stepOf = (e: GameEvent): DecisiveStep | undefined => (phase === "action" && e.type === "move" ? "playerMove" : STEP_OF[e.type]);
  const starts = before.filter((e) => stepOf(e) !== undefined);
  const last = starts[starts.length - 1];
  if (!last) return { step: "other", rule: String(events[end]?.rule ?? "") };
  const prior = starts[starts.length - 2];
  const e = last.type === "fateCard" && prior?.type === "outbreak" ? prior : last;
  return { step: stepOf(e)!, rule: String(e.rule ?? "") };
}

/**
 * The record of a lost game: `s` is the state after the loss (its `result` set by the Zeds),
 * `phaseBefore` its phase just before the last action, `batch` that action's events and `events`
 * the phase's events through that action (`phaseEvents`).
 */
export function lossRecord(s: SiegeState, phaseBefore: string, batch: GameEvent[], events: GameEvent[]): LossRecord {
  const phase = lossPhase(phaseBefore, batch);
  const { step, rule: stepRule } = decisiveStep(events, phase);
  return {
    round: s.round,
    phase,
    key: String(s.result?.key ?? ""),
    rule: s.result?.rule ?? "",
    step,
    stepRule,
    supplies: s.supplies,
    ammo: s.ammo,
    chaosPool: s.chaosPool,
    infection: s.infection,
    chaosOnMap: s.spaces.reduce((n, sp) => n + sp.chaos, 0),
  };
}

/** The round buckets losses are counted in. */
export const ROUND_BUCKETS = ["1–5", "6–10", "11–15", "16–20", "21+"] as const;

/** The bucket of round `round` (1 → "1–5", 21 and later → "21+"). */
export function roundBucket(round: number): (typeof ROUND_BUCKETS)[number] {
  return ROUND_BUCKETS[Math.min(ROUND_BUCKETS.length - 1, Math.max(0, Math.floor((round - 1) / 5)))]!;
}

/** One setup's losses summed up. */
export interface LossSummary {
  losses: number;
  byRound: Record<string, number>;
  byPhase: Record<string, number>;
  /** By `<key> × <step> (<step's rule>)`. */
  byCauseStep: Record<string, number>;
  /** Means at the loss (null without losses). */
  mean: { supplies: number; ammo: number; chaosPool: number; infection: number; chaosOnMap: number } | null;
  /** The shares of the losses (0–1) with Supplies 0 and with Ammo 0. */
  supplies0: number;
  ammo0: number;
}

/** Sums up `records` (one setup's lost games): counts by round bucket, phase and condition × step, the mean state, the empty-track shares. */
export function summarizeLosses(records: LossRecord[]): LossSummary {
  const n = records.length;
  const count = (key: (r: LossRecord) => string, order: readonly string[] = []) => {
    const out: Record<string, number> = Object.fromEntries(order.map((k) => [k, 0]));
    for (const r of records) out[key(r)] = (out[key(r)] ?? 0) + 1;
    const entries = Object.entries(out);
    return Object.fromEntries(order.length ? entries : entries.sort((a, b) => b[1] - a[1]));
  };
  const mean = (f: (r: LossRecord) => number) => round2(records.reduce((t, r) => t + f(r), 0) / n);
  const share = (f: (r: LossRecord) => boolean) => (n ? round2(records.filter(f).length / n) : 0);
  return {
    losses: n,
    byRound: count((r) => roundBucket(r.round), ROUND_BUCKETS),
    byPhase: count((r) => r.phase),
    byCauseStep: count((r) => `${r.key} × ${r.step} (${r.stepRule})`),
    mean: n ? { supplies: mean((r) => r.supplies), ammo: mean((r) => r.ammo), chaosPool: mean((r) => r.chaosPool), infection: mean((r) => r.infection), chaosOnMap: mean((r) => r.chaosOnMap) } : null,
    supplies0: share((r) => r.supplies === 0),
    ammo0: share((r) => r.ammo === 0),
  };
}

/** The printed lines of one setup's summary, under the caption `label` (bot, seats, pressure). */
export function lossLines(label: string, m: LossSummary): string[] {
  const list = (o: Record<string, number>) => Object.entries(o).map(([k, v]) => `${k} ${v}`).join(", ");
  if (!m.losses || !m.mean) return [`${label}  no losses`];
  const pct = (x: number) => `${Math.round(100 * x)} %`;
  return [
    `${label}  ${m.losses} losses by round: ${list(m.byRound)}`,
    `    by phase: ${list(m.byPhase)}`,
    `    by condition × step: ${list(m.byCauseStep)}`,
    `    at the loss, mean: Supplies ${m.mean.supplies}, Ammo ${m.mean.ammo}, Chaos pool ${m.mean.chaosPool}, Infection ${m.mean.infection}, Chaos on the map ${m.mean.chaosOnMap}; Supplies 0 in ${pct(m.supplies0)}, Ammo 0 in ${pct(m.ammo0)}`,
  ];
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
