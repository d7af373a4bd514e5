import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef, Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, trackOf } from "../board";
import { actors, mayAct, payOptions, payRefusal, spend, stillActing, type Pay } from "../actions/common";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { PlayerUnit } from "../state/units";
import type { Abilities } from "../units/player";

/**
 * A hero's ability used as an action (§2.6, §3.3): the unit, its target when it has one, and the
 * payment of 1 Action; a Character Action and the Mayor's rally are paid by nothing.
 */
export type HeroAction =
  | { type: "peek" | "bolster" | "patch" | "hoses" | "repairBridge" | "healNearby" | "bastion" | "minefield"; unit: string; target?: string; pay: Pay }
  | { type: "rescue" | "convert" | "broadcast" | "townRally"; unit: string; target?: string };

/** The Action paid for `a` (undefined for a Character Action). */
const payOf = (a: HeroAction): Pay | undefined => ("pay" in a ? a.pay : undefined);

/** How one kind of hero action works (see `heroAction`). */
export interface HeroActionSpec<T extends HeroAction["type"]> {
  type: T;
  /** The ability that gives it. */
  ability: keyof Abilities;
  /**
   * What it costs: "action", 1 Action paid (`Pay`); "character", a Character Action (§2.6): no payment,
   * once per Action phase for the unit; "none", no payment and no use of the Character Action (the
   * Mayor's once-per-game rally, whose `why` refuses it once used).
   */
  cost: "action" | "character" | "none";
  /** The targets legal now for unit `u` (which has the ability and may act): ids, or `[undefined]` for an action without a target; empty when it cannot be used. */
  targets: (s: SiegeState, u: PlayerUnit) => (string | undefined)[];
  /** Why `target` is not legal for `u` now (its cost included), or null. */
  why: (s: SiegeState, u: PlayerUnit, target: string | undefined) => Refusal | null;
  /** The effect, after the payment. */
  exec: (s: SiegeState, seat: SiegeSeatId, u: PlayerUnit, target: string | undefined, ev: GameEvent[], k: Kernel<SiegeState>) => void;
}

/**
 * A hero's ability as an action of the Action phase (§2.6, §3.3): listed for every unit of the
 * seat that has the ability and may act (`mayAct`: not in coma, not in Chaos unless Horatius), for
 * each legal target and payment; refused with a reason otherwise. A Character Action is free and
 * once per Action phase for its unit (`actionPhase.used`); an "action" costs 1 Action (`Pay`).
 */
export function heroAction<T extends HeroAction["type"]>(spec: HeroActionSpec<T>): ActionDef<SiegeState, HeroAction> {
  const shape = { type: z.literal(spec.type), unit: z.string(), target: z.string().optional() };
  const paid = spec.cost === "action";
  const character = spec.cost === "character";
  return {
    type: spec.type,
    phases: ["action"],
    schema: (paid ? z.object({ ...shape, pay: z.enum(["player", "event", "free"]) }).strict() : z.object(shape).strict()) as unknown as z.ZodType<HeroAction>,
    candidates: (s, seat) => {
      const sid = seat as SiegeSeatId;
      const out: HeroAction[] = [];
      for (const u of actors(s, sid)) {
        if (!defOf(u).abilities[spec.ability]) continue;
        if (character && s.actionPhase.used.includes(u.id)) continue;
        for (const target of spec.targets(s, u)) {
          const base = { type: spec.type, unit: u.id, ...(target === undefined ? {} : { target }) };
          if (paid) for (const pay of payOptions(s, sid, u)) out.push({ ...base, pay } as HeroAction);
          else out.push(base as HeroAction);
        }
      }
      return out;
    },
    check: (s, seat, a) => {
      const sid = seat as SiegeSeatId;
      if (!stillActing(s, sid)) return refuse("siege.doneThisPhase");
      const u = s.units[a.unit];
      if (!u) return refuse("siege.noUnit", { unit: a.unit });
      if (!defOf(u).abilities[spec.ability]) return refuse("siege.heroNoAbility", { unit: u.id });
      if (!mayAct(s, sid, u)) return refuse("siege.notYoursNow", { unit: u.id });
      if (character && s.actionPhase.used.includes(u.id)) return refuse("siege.characterUsed", { unit: u.id });
      if (paid) {
        const why = payRefusal(s, sid, u, payOf(a)!);
        if (why) return why;
      }
      return spec.why(s, u, a.target);
    },
    exec: (s, seat, a, ev, k) => {
      const u = s.units[a.unit]!;
      if (character) s.actionPhase.used.push(u.id);
      if (paid) spend(s, seat as SiegeSeatId, u, payOf(a)!);
      spec.exec(s, seat as SiegeSeatId, u, a.target, ev, k);
    },
  };
}

/** The spaces "in or next to" unit `u`'s space (§3.3): its own and its neighbours (TC's are the four Town spaces). */
export function nearby(u: PlayerUnit): Set<number> {
  return new Set([u.at, ...B.neighbours[u.at]!]);
}

/** Whether unit `t` is on the map or in TC and awake (not in a box, not in coma). */
export function onMap(t: PlayerUnit): boolean {
  return !t.coma && (t.at === B.tc || trackOf(t.at) !== null);
}
