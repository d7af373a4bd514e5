import type { Continuation, Kernel } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B } from "../../board";
import { EVENT_CARDS } from "../../cards/event/deck";
import { choice } from "../../procedure/choices";
import { eatTargets, unitsHere } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import { roll } from "../../procedure/roll";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import { HOOKS } from "../../procedure/hooks";
import type { SiegeEvent } from "../../state/events";

/**
 * Pays `n` Supplies (§5.1): as many as there are; each one that cannot be paid becomes a hit to a
 * player unit of the lead's choice (§2.4, G12) — the `eatHits` step. `why` names the cause.
 */
export function paySupplies(s: SiegeState, n: number, rule: string, ev: GameEvent[]): void {
  if (n <= 0) return;
  const paid = Math.min(n, s.supplies);
  s.supplies -= paid;
  ev.push({ type: "supplies", paid, short: n - paid, to: s.supplies, rule } satisfies SiegeEvent);
  if (n > paid) then(s, { t: "eatHits", n: n - paid });
}

/**
 * Pays the Eat's `n` Supplies (§2.4). When they fall short and the team holds the Giant Hardware
 * Store, the lead is asked first whether to play it (G11 W4: a prompt before the Eat payment, only
 * where the card could apply; S-R16): the `eatShort` step. Otherwise `paySupplies` at once.
 */
function payEat(s: SiegeState, n: number, ev: GameEvent[]): void {
  if (n > s.supplies && s.rumors?.secure.includes("giant-hardware-store")) then(s, { t: "eatShort", n });
  else paySupplies(s, n, "siege §2.4", ev);
}

/**
 * The W4 prompt of a short Eat (G11, S-R16): the lead plays the Giant Hardware Store (+7 Supplies)
 * before paying, or pays as the team can (each missing Supply a hit, `eatHits`).
 */
export const eatShortStep: StepHandler<Extract<SiegeStep, { t: "eatShort" }>> = (s, w, ev) => {
  const pick = choice(s, w, s.lead, "eatShort", ["play", "pay"], { key: "eatShort", params: { n: w.n, supplies: s.supplies } }, "siege G11");
  if (pick === null) return;
  done(s, w);
  if (pick === "play" && s.rumors?.secure.includes("giant-hardware-store")) HOOKS.playSecure(s, s.lead, "giant-hardware-store", ev);
  paySupplies(s, w.n, "siege §2.4", ev);
};

/**
 * Enters the Eat phase (§2.4): a number on the card is paid in Supplies; the die icon rolls 1 die
 * and pays 1 Supply when it is at most the units in Hospital Beds plus the units in the Refugee Camp
 * (the Salvation troops add +1 to the roll, §3.3).
 */
export function enterEat(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>): void {
  const eat = EVENT_CARDS[s.decks.current!].eat;
  if (eat === "die") {
    const mouths = B.beds.reduce((n, b) => n + unitsHere(s, b).length, 0) + unitsHere(s, B.camp).length;
    // the Salvation troops' +1 (§3.3)
    const bonus = HOOKS.eatBonus(s);
    roll(s, ev, k, {
      purpose: "eat",
      dice: 1,
      rule: "siege §2.4",
      need: { read: "sum", atMost: mouths - bonus },
      then: "eat",
      data: { mouths, bonus },
    });
    return;
  }
  if (eat > 0) payEat(s, eat, ev);
}

/** Unpaid Supplies as hits (§2.4): the lead gives each to a unit (`eatTargets`), one at a time, with its Tenacious roll; none left → the hits are lost. */
export const eatHitsStep: StepHandler<Extract<SiegeStep, { t: "eatHits" }>> = (s, w, ev) => {
  if (w.n <= 0) return done(s, w);
  const targets = eatTargets(s);
  if (targets.length === 0) {
    ev.push({ type: "noTarget", rule: "siege §2.4" } satisfies SiegeEvent);
    return done(s, w);
  }
  const pick = choice(s, w, s.lead, "eatHit", targets.map((u) => u.id), { key: "eatHit", params: {} }, "siege §2.4");
  if (pick === null) return;
  w.n -= 1;
  if (w.n <= 0) done(s, w);
  const u = s.units[pick]!;
  ev.push({ type: "eatHit", unit: u.id, rule: "siege §2.4" } satisfies SiegeEvent);
  then(s, { t: "hitsPlayer", unit: u.id, space: u.at, n: 1 });
};

/** The Eat roll's continuation. */
export const EAT_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  eat: (s, [d], data, ev) => {
    const { mouths, bonus } = data as { mouths: number; bonus?: number };
    if (d! + (bonus ?? 0) <= mouths) payEat(s, 1, ev);
    else ev.push({ type: "eatFree", rule: "siege §2.4" } satisfies SiegeEvent);
  },
};
