import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action } from "../../shell/actions";
import { t } from "../../shell/i18n";
import { ACTIVATING_COMMANDS } from "@zedfall/shared/house/zombie/commands";
import { unitName } from "./actions";

/**
 * The warning before a zombie command that ends another zombie's activation with actions left
 * (house G4: they are lost, which the player should not learn afterwards), or null. A pack attack (G5) makes no
 * zombie active, so it ends nothing.
 */
export function warnBefore(st: RoomState, a: Action): string | null {
  const turn = st.zombieTurn;
  if (st.phase !== "zombie" || !turn.active || turn.actionsLeft <= 0 || !ACTIVATING_COMMANDS.has(a.type)) return null;
  if (typeof a.zombie !== "string" || a.zombie === turn.active) return null;
  if (a.type === "zAttack" && turn.pack.target) return null;
  return t("game.endsOther", { who: unitName(st, turn.active), count: turn.actionsLeft });
}
