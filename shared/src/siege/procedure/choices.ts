import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { ChoiceDecision } from "../state/pending";
import type { SiegeStep } from "../state/steps";
import type { SiegeEvent } from "../state/events";
import type { AskKey } from "../state/keys";

/**
 * What a choice asks, as data: the client's words key (`siege.ask.<key>`) and the values its
 * sentence names (unit ids, space indices, track, rumor and marker ids, numbers), never words.
 */
export interface Ask {
  key: AskKey;
  params: Record<string, string | number>;
}

/** The answer to a choice: one of the decision's options (D6). */
export interface ChooseAction {
  type: "choose";
  option: string;
}

/**
 * Gets a choice for the procedure step `w`, which must be on top of `s.work` (D1, D6, G12):
 * the step's recorded answer when it has one (cleared on use), the only option when there is just
 * one ("a choice with only one legal answer is taken automatically", D6), else a `choose` decision
 * for `seat` is pushed and null returned (the step runs again once it is answered); `ask` is what
 * the decision asks, as a words key and its params (the client says it). `loses` names
 * the options that would lose the game at once (G10), carried on the decision for the client to
 * warn about. Throws Error for an empty option list (a bug of the caller).
 */
export function choice(
  s: SiegeState,
  w: SiegeStep & { answer?: string },
  seat: SiegeSeatId,
  purpose: string,
  options: string[],
  ask: Ask,
  rule: string,
  loses: string[] = [],
): string | null {
  if (options.length === 0) throw new Error(`a ${purpose} choice without options`);
  if (w.answer !== undefined) {
    const a = w.answer;
    delete w.answer;
    if (options.includes(a)) return a;
    throw new Error(`the ${purpose} answer '${a}' is not among the options`);
  }
  if (options.length === 1) return options[0]!;
  if (s.work[s.work.length - 1] !== w) throw new Error(`only the step on top of the work stack may ask (${purpose})`);
  const d: ChoiceDecision = { kind: "choose", seats: [seat], mode: "one", passed: [], purpose, options: [...options], key: ask.key, params: { ...ask.params }, rule, step: s.work.length - 1 };
  // the unit the step is about (a Save's, a retreat's), for the clients to point at
  const unit = (w as { unit?: unknown }).unit;
  if (typeof unit === "string") d.unit = unit;
  const losing = loses.filter((o) => options.includes(o));
  if (losing.length) d.loses = losing;
  s.pending.unshift(d);
  return null;
}

/** The open choice decision, or null when the top decision is something else. */
export function openChoice(s: SiegeState): ChoiceDecision | null {
  const d = s.pending[0];
  return d && d.kind === "choose" ? (d as ChoiceDecision) : null;
}

/**
 * The `choose` action (D6): the asked seat picks one of the open choice's options; the asking step
 * gets it as its answer and the procedure resumes in the engine's settle.
 */
export const chooseAction: ActionDef<SiegeState, ChooseAction> = {
  type: "choose",
  answers: "choose",
  schema: z.object({ type: z.literal("choose"), option: z.string() }).strict(),
  candidates: (s) => (openChoice(s)?.options ?? []).map((option) => ({ type: "choose" as const, option })),
  check: (s, _seat, a) => {
    const d = openChoice(s);
    if (!d) return refuse("siege.noChoice");
    return d.options.includes(a.option) ? null : refuse("siege.notAnOption", { option: a.option, options: d.options.join(", ") });
  },
  exec: (s, seat, a, ev) => {
    const d = s.pending.shift() as ChoiceDecision;
    const w = s.work[d.step];
    if (!w || d.step !== s.work.length - 1) throw new Error(`the ${d.purpose} choice lost its step`);
    (w as { answer?: string }).answer = a.option;
    ev.push({ type: "chose", seat, purpose: d.purpose, option: a.option, rule: d.rule } satisfies SiegeEvent);
  },
};
