import type { RoomState } from "@zedfall/shared/src/protocol";
import type { Action } from "../../shell/actions";
import { t } from "../../shell/i18n";
import { unitName } from "./actions";

/** The Zombie-turn commands that make their zombie the active one (H-B5, G4): another zombie's first one ends the current activation. */
const ACTIVATING = new Set(["zMove", "zWindow", "zAttack", "zDescend", "zAscend"]);

/**
 * The warning before a zombie command that ends another zombie's activation with actions left
 * (house G4: they are lost; issue 14: it happened silently), or null. A pack attack (G5) makes no
 * zombie active, so it ends nothing.
 */
export function warnBefore(st: RoomState, a: Action): string | null {
  const turn = st.zombieTurn;
  if (st.phase !== "zombie" || !turn.active || turn.actionsLeft <= 0 || !ACTIVATING.has(a.type)) return null;
  if (typeof a.zombie !== "string" || a.zombie === turn.active) return null;
  if (a.type === "zAttack" && turn.pack.target) return null;
  return t("game.endsOther", { who: unitName(st, turn.active), count: turn.actionsLeft });
}
