import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { PlayerUnit } from "../state/units";
import { mayAct, payOptions, payRefusal, spend, stillActing, type Pay } from "./common";

const PAY = z.enum(["player", "event", "free"]);

/** Whether `seat` may decide for `u` (its own unit, or a team unit). */
export function owns(seat: SiegeSeatId, u: PlayerUnit): boolean {
  return u.seat === seat || u.seat === null;
}

/**
 * An Action phase action paid with an Action (`pay`: the seat's, an Event Action or free): its
 * candidates are `units` with each payment the seat may make; its check refuses a seat that said
 * done, an unknown unit, a unit the seat may not act with (or, without `actorCheck`, does not own),
 * an impossible payment, then whatever `why` says; its exec spends the payment and runs `exec`.
 */
export function paid<A extends { type: string; unit: string; pay: Pay }>(type: A["type"], units: (s: SiegeState, seat: SiegeSeatId) => PlayerUnit[], why: (s: SiegeState, seat: SiegeSeatId, u: PlayerUnit) => Refusal | null, exec: ActionDef<SiegeState, A>["exec"], actorCheck = true): ActionDef<SiegeState, A> {
  const def: ActionDef<SiegeState, A> = {
    type,
    phases: ["action"],
    schema: z.object({ type: z.literal(type), unit: z.string(), pay: PAY }).strict() as unknown as z.ZodType<A>,
    candidates: (s, seat) => units(s, seat as SiegeSeatId).flatMap((u) => payOptions(s, seat as SiegeSeatId, u).map((pay) => ({ type, unit: u.id, pay }) as A)),
    // one pass: `units` lists exactly the units the check accepts (its actor or owner test and `why`)
    // and the payments are `payOptions`, so the candidates are the legal ones while the seat acts
    legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? def.candidates(s, seat) : []),
    check: (s, seat, a) => {
      const sid = seat as SiegeSeatId;
      if (!stillActing(s, sid)) return refuse("siege.doneThisPhase");
      const u = s.units[a.unit];
      if (!u) return refuse("siege.noUnit", { unit: a.unit });
      if (actorCheck && !mayAct(s, sid, u)) return refuse("siege.notYoursNow", { unit: u.id });
      if (!actorCheck && !owns(sid, u)) return refuse("siege.anotherSeats", { unit: u.id });
      return payRefusal(s, sid, u, a.pay) ?? why(s, sid, u);
    },
    exec: (s, seat, a, ev, k) => {
      spend(s, seat as SiegeSeatId, s.units[a.unit]!, a.pay);
      exec(s, seat, a, ev, k);
    },
  };
  return def;
}
