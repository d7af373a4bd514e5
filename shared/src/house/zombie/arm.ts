import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import { CHARACTER_IDS } from "../characters";
import { livingHumans } from "../geometry";
import type { Armed, CharacterId, HouseSeatId, HouseState, HouseActionDef } from "../types";
import type { HouseEvent } from "../events";

const REACTIONS: Armed["card"][] = ["surprise-zombie", "jammed", "slippery-floor"];
const figureSchema = z.enum(["any", ...CHARACTER_IDS] as [string, ...string[]]);

type Arm = { type: "arm"; card: Armed["card"]; figure: CharacterId | "any" };
type Disarm = { type: "disarm"; card: Armed["card"] };

/** Arming and disarming happen in step 4, after the placements, before beginActivation (G3, C8). */
function whyNotArmingStep(s: HouseState, seat: HouseSeatId): Refusal | null {
  if (seat !== "zombie") return refuse("house.armOnly");
  if (s.zombieTurn.placements.length) return refuse("house.placeFirst");
  return s.zombieTurn.step === "cards" ? null : refuse("house.armWhen");
}

/**
 * How many `arm` and `disarm` commands the Zombie seat may send in one Zombie turn (F1, a bound of
 * ours: C8 sets no limit, and two free commands that undo each other could be sent for ever, each a
 * log row). Six is two for each of the three Reaction cards (arm it, then aim it elsewhere or take
 * it back); no honest Zombie player needs more in one turn.
 */
export const ARMING_BOUND = 6;

/** The F1 bound shared by `arm` and `disarm`: null while the turn has commands left, else why not. */
function armingBound(s: HouseState): Refusal | null {
  return (s.zombieTurn.armings ?? 0) < ARMING_BOUND ? null : refuse("house.armingBound", { n: ARMING_BOUND });
}

/** Counts one `arm` or `disarm` command of this Zombie turn (F1). */
function countArming(d: HouseState): void {
  d.zombieTurn.armings = (d.zombieTurn.armings ?? 0) + 1;
}

/**
 * `arm` (DoR 3, C8): the Zombie seat arms a Reaction card of its hand (#4 Surprise!, #8 Jammed!,
 * #9 Slippery Floor) against one figure or "any"; the human-turn rules fire the first match
 * without a pause. Design: arming belongs to step 4 of the Zombie turn, with the start-of-turn
 * cards (G3): the Zombie seat may not act in the Human turn, and a card armed then stays armed
 * through it; re-arming a card changes its filter, `disarm` takes it back. (Allowing it in step 5
 * too would let a bot shuffle filters for ever between two zombie actions.) Bounded (F1): at most
 * ARMING_BOUND arm and disarm commands in one Zombie turn; past it neither is legal, and a stored
 * log past it still replays (engine `applyStored`).
 * The card stays in the hand until it fires, so the public hand count reveals nothing; the
 * command's event goes to the Zombie seat only.
 */
const armDef: HouseActionDef<Arm> = {
  type: "arm",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("arm"), card: z.enum(REACTIONS as [Armed["card"], ...Armed["card"][]]), figure: figureSchema }).strict() as z.ZodType<Arm>,
  candidates: (s) => {
    const out: Arm[] = [];
    if (whyNotArmingStep(s, "zombie")) return out;
    for (const card of REACTIONS) {
      if (!s.zombieHand.includes(card)) continue;
      out.push({ type: "arm", card, figure: "any" });
      for (const h of livingHumans(s)) out.push({ type: "arm", card, figure: h.id });
    }
    return out;
  },
  check: (s, seat, a) => {
    const why = whyNotArmingStep(s, seat);
    if (why) return why;
    if (!s.zombieHand.includes(a.card)) return refuse("house.noCardInHand", { card: a.card });
    if (a.figure !== "any" && !s.humans[a.figure]?.alive) return refuse("house.notLivingInPlay", { figure: a.figure });
    if (s.armed.some((x) => x.card === a.card && x.figure === a.figure)) return refuse("house.armedAlready", { card: a.card, figure: a.figure });
    return null;
  },
  bound: (s) => armingBound(s),
  exec: (d, _seat, a, ev) => {
    countArming(d);
    d.armed = d.armed.filter((x) => x.card !== a.card);
    d.armed.push({ card: a.card, figure: a.figure });
    ev.push({ type: "armed", card: a.card, figure: a.figure, onlyFor: "zombie", rule: "house C8" } satisfies HouseEvent);
  },
};

/** `disarm` (C8): takes an armed Reaction card back into the plain hand; bounded with `arm` (F1). */
const disarmDef: HouseActionDef<Disarm> = {
  type: "disarm",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("disarm"), card: z.enum(REACTIONS as [Armed["card"], ...Armed["card"][]]) }).strict(),
  candidates: (s) => (whyNotArmingStep(s, "zombie") ? [] : s.armed).map((x) => ({ type: "disarm" as const, card: x.card })),
  check: (s, seat, a) => {
    const why = whyNotArmingStep(s, seat);
    if (why) return why;
    return s.armed.some((x) => x.card === a.card) ? null : refuse("house.notArmed", { card: a.card });
  },
  bound: (s) => armingBound(s),
  exec: (d, _seat, a, ev) => {
    countArming(d);
    d.armed = d.armed.filter((x) => x.card !== a.card);
    ev.push({ type: "disarmed", card: a.card, onlyFor: "zombie", rule: "house C8" } satisfies HouseEvent);
  },
};

/** The zombie arm actions, for the House engine (engine.ts). */
export const zombieArmActions = [armDef, disarmDef] as const;
