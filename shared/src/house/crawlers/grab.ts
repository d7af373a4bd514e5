import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { GameEvent } from "../../core/ruleset";
import type { Kernel } from "../../core/engine";
import { beginActivation } from "../human/flow";
import type { CharacterId, HouseSeatId, HouseState, HumanSeatId, HouseActionDef } from "../types";
import { zombieIdSchema } from "../zombie/move";
import { anyCrawler, grabbers, openGrabWindow, rollGrab, whyNoGrab } from "./hold";
import type { HouseEvent } from "../events";

/**
 * The grab window at the start of a human figure's activation (§16, G1, G2, T6): the activation
 * starts with the figure's first action (a pass is not one), so that action waits here. The figure
 * becomes active, and when a crawler may grab it the standing answer decides: `always` rolls at once
 * and the action goes on; `ask` parks the action in the pending `grab` decision (returns true).
 */
export function startOfActivation(d: HouseState, seat: HouseSeatId, a: { type: string }, ev: GameEvent[]): boolean {
  if (d.phase !== "human" || d.pending.length || a.type === "endActivation" || d.grabAnswer === "never") return false;
  const figure = (a as { figure?: CharacterId }).figure;
  if (!figure || d.humanTurn.active === figure || !anyCrawler(d) || !d.humans[figure] || !grabbers(d, figure).length) return false;
  beginActivation(d, figure, ev);
  return openGrabWindow(d, figure, ev, { seat: seat as HumanSeatId, action: JSON.parse(JSON.stringify(a)) });
}

/** Shifts the grab decision off the queue and runs the human action that waited behind it, if any (through the kernel, which checks it again). */
function closeWindow(d: HouseState, ev: GameEvent[], k: Kernel<HouseState>): void {
  const p = d.pending.shift()!;
  if (p.kind !== "grab" || !p.deferred) return;
  const { seat, action } = JSON.parse(JSON.stringify(p.deferred)) as { seat: HouseSeatId; action: { type: string } };
  k.execDeferred(d, seat, action, ev);
}

type Grab = { type: "grab"; crawler: string };
type DeclineGrab = { type: "declineGrab" };
type SetGrabAnswer = { type: "setGrabAnswer"; answer: "always" | "never" | "ask" };

/** `grab` (H-A6, DoR 3): the Zombie seat announces which crawler tries to grab the figure of the open window; d6 3–6 holds it. */
const grabDef: HouseActionDef<Grab> = {
  type: "grab",
  answers: "grab",
  schema: z.object({ type: z.literal("grab"), crawler: zombieIdSchema }).strict(),
  candidates: (s) => {
    const p = s.pending[0]!;
    return p.kind === "grab" ? grabbers(s, p.figure).map((crawler) => ({ type: "grab" as const, crawler })) : [];
  },
  check: (s, seat, a) => {
    const p = s.pending[0]!;
    if (seat !== "zombie" || p.kind !== "grab") return refuse("house.grabOnly");
    return whyNoGrab(s, a.crawler, p.figure);
  },
  exec: (d, _seat, a, ev, k) => {
    const p = d.pending[0]!;
    if (p.kind === "grab") rollGrab(d, a.crawler, p.figure, ev);
    closeWindow(d, ev, k);
  },
};

/**
 * `declineGrab` (DoR 3): no crawler tries in this window (they may in a later one). The server
 * sends this for the Zombie seat when an `ask` window has waited `reactionSeconds` unanswered.
 */
const declineGrabDef: HouseActionDef<DeclineGrab> = {
  type: "declineGrab",
  answers: "grab",
  schema: z.object({ type: z.literal("declineGrab") }).strict(),
  candidates: () => [{ type: "declineGrab" }],
  check: (s, seat) => (seat === "zombie" && s.pending[0]!.kind === "grab" ? null : refuse("house.grabAnswerOnly")),
  exec: (d, _seat, _a, ev, k) => {
    const p = d.pending[0]!;
    if (p.kind === "grab") ev.push({ type: "grabDeclined", figure: p.figure, rule: "house DoR 3" } satisfies HouseEvent);
    closeWindow(d, ev, k);
  },
};

/** A `grab` sent while no window is open: refused with the rule's reason (H-A6), never listed. */
const grabOutsideWindowDef: HouseActionDef<Grab> = {
  type: "grab",
  phases: ["human", "zombie"],
  schema: z.object({ type: z.literal("grab"), crawler: zombieIdSchema }).strict(),
  candidates: () => [],
  check: (_s, _seat, a) => refuse("house.grabNotNow", { crawler: a.crawler }),
  exec: () => {},
};

/** Why the Zombie seat may not change its standing grab answer now (DoR 3, G3 step 4), or null. */
function whyNoAnswerChange(s: HouseState, seat: HouseSeatId): Refusal | null {
  if (seat !== "zombie") return refuse("house.standingOnly");
  if (!s.options.crawlers) return refuse("house.noCrawlers");
  const t = s.zombieTurn;
  if (t.placements.length) return refuse("house.placeFirst");
  if (t.step !== "cards") return refuse("house.standingWhen");
  if (t.grabAnswerSet) return refuse("house.standingChanged");
  return null;
}

/**
 * `setGrabAnswer` (DoR 3, C11, G7): the Zombie seat's standing answer to grab windows — `always`
 * (the lowest-id eligible crawler tries at once), `never`, or `ask` (a pending decision each time,
 * declined by the server after `reactionSeconds`). Design: like `arm` it is a listed command of step
 * 4 of the Zombie turn (the protocol accepts only listed actions, so G7's "meta command" is listed
 * here), changeable once per Zombie turn so that no two commands can undo each other for ever; the
 * greedy bot leaves it alone. Its event goes to the Zombie seat only, and only the Zombie seat's
 * view shows the answer.
 */
const setGrabAnswerDef: HouseActionDef<SetGrabAnswer> = {
  type: "setGrabAnswer",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("setGrabAnswer"), answer: z.enum(["always", "never", "ask"]) }).strict(),
  candidates: (s) =>
    whyNoAnswerChange(s, "zombie") ? [] : (["always", "never", "ask"] as const).filter((x) => x !== s.grabAnswer).map((answer) => ({ type: "setGrabAnswer" as const, answer })),
  check: (s, seat, a) => whyNoAnswerChange(s, seat) ?? (a.answer === s.grabAnswer ? refuse("house.standingIs", { answer: a.answer }) : null),
  exec: (d, _seat, a, ev) => {
    d.grabAnswer = a.answer;
    d.zombieTurn.grabAnswerSet = true;
    ev.push({ type: "grabAnswer", answer: a.answer, onlyFor: "zombie", rule: "house DoR 3" } satisfies HouseEvent);
  },
};

/** The crawlers grab actions, for the House engine (engine.ts). */
export const crawlersGrabActions = [grabDef, declineGrabDef, grabOutsideWindowDef, setGrabAnswerDef] as const;
