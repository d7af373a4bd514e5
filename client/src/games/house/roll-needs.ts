import type { WireEvent } from "@zedfall/shared/protocol";
import { t } from "../../shell/i18n";

/*
 * What a House roll needs, in words, read from the target data the rules put on the
 * roll event (shared/src/house: combat/resolve.ts meleeTarget, the shot's kills/vs, a zombie
 * attack's need, a grab's need, the car's need). The client decides nothing: it says the numbers.
 */

/**
 * The sentence of what a roll event's dice need ("needs 5+ to kill; a 1 is Oops!"), or null when
 * the event carries no target (a spawn edge, the cellar inhabitants: their lines say it already).
 */
export function rollNeed(e: WireEvent): string | null {
  const parts: string[] = [];
  const kills = typeof e.kills === "number" ? e.kills : null;
  const need = typeof e.need === "number" ? e.need : null;
  switch (e.purpose) {
    case "attack":
    case "shot":
    case "marksman": {
      if (kills === null) return null;
      parts.push(t("need.kill", { kills }));
      if (kills > 5) parts.push(t("need.shove"));
      if (e.confirm === true) parts.push(t("need.confirm"));
      const vs = Array.isArray(e.vs) ? e.vs : [e.vs];
      if (vs.includes("human")) parts.push(t("need.human"));
      parts.push(t("need.oops"));
      break;
    }
    case "confirm":
      if (need === null) return null;
      parts.push(t("need.same", { need }));
      break;
    case "zombie attack":
    case "zombie extra attack":
      if (need === null) return null;
      parts.push(t("need.hit", { need }), t("need.oops"));
      break;
    case "grab":
      if (need === null) return null;
      parts.push(t("need.grab", { need }));
      break;
    case "car":
      if (need === null) return null;
      parts.push(t("need.car", { need }));
      break;
    case "infection":
      parts.push(t("need.infection"));
      break;
    default:
      return null;
  }
  return parts.join("; ");
}

/** A die's outcome if kept (the rules' reading: kill, shove, miss, wound, oops) in words. */
export const outcomeWord = (o: string): string => t(`outcome.${o}`, { defaultValue: o });
