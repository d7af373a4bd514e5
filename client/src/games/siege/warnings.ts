import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action } from "../../shell/actions";
import { t } from "../../shell/i18n";
import { openDecision, siegeState } from "./state";

/**
 * The warning before a choice the server marks as losing the game at once (siege G10: a Red
 * Telephone target the Chaos pool cannot pay for, the open decision's `loses`), or null. The rule
 * is the server's: the client only says what the decision carries.
 */
export function warnBefore(state: RoomState, a: Action): string | null {
  if (a.type !== "choose" || typeof a.option !== "string") return null;
  const d = openDecision(siegeState(state));
  if (!d || !d.loses?.toArray().includes(a.option)) return null;
  return t("siege.losesGame");
}
