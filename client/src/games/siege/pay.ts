import { actionKey } from "@zedfall/shared/protocol";
import type { Action } from "../../shell/actions";

/** The Actions a player may choose to pay with when both are open (siege §2.4): the seat's own Player Action, or one of the team's Event Actions. */
export type PayChoice = "player" | "event";

/** The fields of an action that name how it is paid (a shot without Ammo pays twice, `pay2`). */
const PAY_FIELDS = ["pay", "pay2"] as const;

/** An action's key without its pay fields: actions with the same one differ only in how they are paid. */
function unpaidKey(a: Action): string {
  const rest: Record<string, unknown> = { ...a };
  for (const f of PAY_FIELDS) delete rest[f];
  return actionKey(rest);
}

/** How many of an action's pay fields are `prefer`. */
function payScore(a: Action, prefer: PayChoice): number {
  return PAY_FIELDS.filter((f) => a[f] === prefer).length;
}

/**
 * The legal actions the lists show (the action list showed every Siege action twice, once per
 * way to pay: 100+ entries): of the actions that differ only in how they are paid, the one paid
 * most with `prefer` (the first listed on a tie), at the place of the first of them; every other
 * action as it is. `choice` says whether some action could be paid either way (the pay switch is
 * shown then). Nothing is decided here: every shown action is one of the server's.
 */
export function onePerPay(actions: readonly Action[], prefer: PayChoice): { shown: Action[]; choice: boolean } {
  const groups = new Map<string, Action[]>();
  for (const a of actions) {
    if (!PAY_FIELDS.some((f) => typeof a[f] === "string")) continue;
    const k = unpaidKey(a);
    const g = groups.get(k);
    if (g) g.push(a);
    else groups.set(k, [a]);
  }
  let choice = false;
  const shown: Action[] = [];
  for (const a of actions) {
    const g = PAY_FIELDS.some((f) => typeof a[f] === "string") ? groups.get(unpaidKey(a)) : undefined;
    if (!g || g.length === 1) {
      shown.push(a);
      continue;
    }
    choice = true;
    if (g[0] !== a) continue;
    shown.push(g.reduce((best, x) => (payScore(x, prefer) > payScore(best, prefer) ? x : best)));
  }
  return { shown, choice };
}

/** The player's pay switch (the Player Action first unless they pick the Event Actions), and whether the last list offered a choice. */
export class PayPreference {
  prefer: PayChoice = "player";
  /** Whether the list last shown had an action payable either way. */
  choice = false;

  /** The actions to show of `actions` (`onePerPay` with the player's choice); remembers whether there was a choice. */
  shown(actions: readonly Action[]): Action[] {
    const r = onePerPay(actions, this.prefer);
    this.choice = r.choice;
    return r.shown;
  }
}
