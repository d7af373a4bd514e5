import { refuse } from "../../../core/refusal";
import { copyPlain } from "../../../core/copy";
import { z } from "zod";
import type { Decision } from "../../../core/decisions";
import type { RollWindow } from "../../../core/dice";
import type { ActionDef, Kernel } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { seatFor } from "../../state/occupancy";
import type { SiegeState } from "../../state/game";
import type { SiegeSeatId } from "../../state/options";
import type { Pending, RollOutcome } from "../../state/pending";
import type { PlayerUnit } from "../../state/units";
import type { SiegeEvent } from "../../state/events";
import type { OfferKey } from "../../state/keys";

/*
 * The Mystic Amulet (S-R9, G10, G11 W3): once per round, after a server die roll's final dice
 * (after any re-roll choice), its holder's seat may turn one die to 5 — offered only when that
 * changes the resolved outcome. A reaction, not an Action: it works in Chaos, not in coma. The
 * window is a pending decision of kind `amulet` with the holder (`unit`) and the `offers`.
 *
 * What a die change would change: a roll site may give an `outcome` function (the resolved outcome
 * of some dice as a words key and params: two dice with equal outcomes resolve alike); without
 * one, the roll's continuation is run on a copy of the state for the dice as they are and for each
 * changed die, and the outcome changed when the copies differ (their events name it).
 */

/** The Attach rumor this file is about. */
export const AMULET = "mystic-amulet";
/** The round flag of the Amulet's once-per-round use (round flags clear when Housekeeping ends). */
export const AMULET_USED = "amulet-used";

/**
 * One way to use the Amulet on a roll: turn die `die` to 5, giving `dice`, whose outcome is
 * `outcome` with `params` (the roll site's words key, `siege.offer.<key>` on the client), or, for a
 * roll without one, is what `events` the turned die adds (data, worded by the client; `outcome` is
 * then "" — or `dice` with the dice as params when it adds no event).
 */
export interface AmuletOffer {
  die: number;
  dice: number[];
  outcome: OfferKey | "";
  params?: Record<string, string | number>;
  events?: GameEvent[];
}

export type { RollOutcome } from "../../state/pending";

/** What a roll carries to its continuation (the kernel's `RollWindow.roll`). */
type RollRef = RollWindow["roll"];

/** The unit holding the Amulet that may use it now (S-R9, G10): not in coma, not used this round; else null. */
export function amuletHolder(s: SiegeState): PlayerUnit | null {
  if (!s.rumors || s.flags.includes(AMULET_USED)) return null;
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.items.includes(AMULET) && !u.coma) return u;
  }
  return null;
}

/** Runs the roll's continuation on a copy of `s` with `dice`: the copy's state (generator left out) and decisions as a key, and its events but the roll's. */
function simulate(s: SiegeState, k: Kernel<SiegeState>, roll: RollRef, dice: number[]): { key: string; events: GameEvent[] } {
  const c = copyPlain(s);
  // the copy never opens an Amulet window of its own
  c.flags.push(AMULET_USED);
  const ev: GameEvent[] = [];
  const out: Decision[] = [];
  const w: RollWindow = { kind: "amulet", seats: [], mode: "one", passed: [], dice: [...dice], roll };
  k.resolve(c, w, [...dice], ev, out);
  const { rnd: _rnd, ...rest } = c;
  return { key: JSON.stringify([rest, out]), events: ev.filter((e) => e.type !== "roll") };
}

/**
 * The Amulet's offers on a roll with final `dice` (S-R9, G10): for each die not showing 5 whose
 * turn to 5 changes the resolved outcome (by `outcome` when the roll site gives one, else by
 * running the continuation on copies); asked only when someone may use the Amulet now (`amuletWindow`).
 */
function amuletOffers(s: SiegeState, k: Kernel<SiegeState>, roll: RollRef, dice: number[], outcome?: RollOutcome): AmuletOffer[] {
  const offers: AmuletOffer[] = [];
  const turned = (i: number) => dice.map((d, j) => (j === i ? 5 : d));
  if (outcome) {
    const base = JSON.stringify(outcome(dice));
    dice.forEach((d, i) => {
      if (d === 5) return;
      const o = outcome(turned(i));
      if (JSON.stringify(o) !== base) offers.push({ die: i, dice: turned(i), outcome: o.key, params: o.params });
    });
    return offers;
  }
  const base = simulate(s, k, roll, dice);
  dice.forEach((d, i) => {
    if (d === 5) return;
    const sim = simulate(s, k, roll, turned(i));
    if (sim.key === base.key) return;
    const seen = new Set(base.events.map((e) => JSON.stringify(e)));
    const events = sim.events.filter((e) => !seen.has(JSON.stringify(e)));
    offers.push(events.length ? { die: i, dice: turned(i), outcome: "", events } : { die: i, dice: turned(i), outcome: "dice", params: { dice: turned(i).join("+") } });
  });
  return offers;
}

/** The Amulet's window on a roll (the kernel's `RollRequest.window` shape), or null when nothing is offered. */
export function amuletWindow(s: SiegeState, k: Kernel<SiegeState>, roll: RollRef, dice: number[], outcome?: RollOutcome): { kind: string; seats: SiegeSeatId[]; fields: Record<string, unknown> } | null {
  const u = amuletHolder(s);
  if (!u) return null;
  const offers = amuletOffers(s, k, roll, dice, outcome);
  if (!offers.length) return null;
  return {
    kind: "amulet",
    seats: [seatFor(s, u)],
    // what the window asks, as data: the holder and the roll's purpose (the client says it)
    fields: { unit: u.id, offers, rule: "siege S-R9", key: "amulet", params: { unit: u.id, roll: roll.purpose } },
  };
}

/**
 * Resolves a roll whose re-roll choice is over (G11 W3: re-rolls, then the Amulet): opens the
 * Amulet window when it offers something, else runs the continuation with `dice` now.
 */
export function resolveOrAmulet(s: SiegeState, k: Kernel<SiegeState>, w: RollWindow, dice: number[], ev: GameEvent[], outcome?: RollOutcome): void {
  const out: Decision[] = [];
  const win = amuletWindow(s, k, w.roll, dice, outcome);
  if (win) out.push({ kind: win.kind, seats: [...win.seats], mode: "one", passed: [], ...win.fields, dice: [...dice], roll: w.roll } as RollWindow);
  else k.resolve(s, w, dice, ev, out);
  if (out.length) s.pending.unshift(...(out as Pending[]));
}

/** The Amulet window's answers (S-R9): turn die `die` to 5, or pass. */
export type AmuletAction = { type: "amulet"; die: number } | { type: "amuletPass" };

/** The open Amulet window, or null. */
function openAmulet(s: SiegeState): (RollWindow & { unit: string; offers: AmuletOffer[] }) | null {
  const d = s.pending[0] as (Pending & Partial<RollWindow>) | undefined;
  return d && d.kind === "amulet" && Array.isArray(d.dice) ? (d as unknown as RollWindow & { unit: string; offers: AmuletOffer[] }) : null;
}

/** Takes the open window off and runs its roll's continuation with `dice`. */
function resolveWith(s: SiegeState, k: Kernel<SiegeState>, dice: number[], ev: GameEvent[]): void {
  const w = s.pending.shift() as unknown as RollWindow;
  const out: Decision[] = [];
  k.resolve(s, w, dice, ev, out);
  if (out.length) s.pending.unshift(...(out as Pending[]));
}

/** `amulet` (S-R9): the holder's seat turns one offered die to 5; the Amulet is spent for the round and the roll resolves with the new dice. */
export const amuletAction: ActionDef<SiegeState, Extract<AmuletAction, { type: "amulet" }>> = {
  type: "amulet",
  answers: "amulet",
  schema: z.object({ type: z.literal("amulet"), die: z.number().int() }).strict(),
  candidates: (s) => (openAmulet(s)?.offers ?? []).map((o) => ({ type: "amulet" as const, die: o.die })),
  check: (s, _seat, a) => {
    const w = openAmulet(s);
    if (!w) return refuse("siege.noAmuletRoll");
    return w.offers.some((o) => o.die === a.die) ? null : refuse("siege.amuletDie", { die: a.die, dice: w.offers.map((o) => o.die).join(", ") });
  },
  exec: (s, seat, a, ev, k) => {
    const w = openAmulet(s)!;
    const offer = w.offers.find((o) => o.die === a.die)!;
    s.flags.push(AMULET_USED);
    ev.push({
      type: "amulet",
      unit: w.unit,
      seat,
      die: a.die,
      from: w.dice[a.die],
      to: 5,
      dice: [...offer.dice],
      rule: "siege S-R9",
    } satisfies SiegeEvent);
    resolveWith(s, k, offer.dice, ev);
  },
};

/** `amuletPass` (S-R9): the holder's seat keeps the dice; the Amulet stays ready for a later roll this round. */
export const amuletPassAction: ActionDef<SiegeState, Extract<AmuletAction, { type: "amuletPass" }>> = {
  type: "amuletPass",
  answers: "amulet",
  schema: z.object({ type: z.literal("amuletPass") }).strict(),
  candidates: () => [{ type: "amuletPass" as const }],
  check: (s) => (openAmulet(s) ? null : refuse("siege.noAmuletRoll")),
  exec: (s, _seat, _a, ev, k) => resolveWith(s, k, [...openAmulet(s)!.dice], ev),
};
