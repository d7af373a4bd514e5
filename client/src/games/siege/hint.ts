import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action } from "../../shell/actions";
import { t } from "../../shell/i18n";
import { labelOf } from "./actions";

/**
 * The hint's sentence in Siege's words (GamePlugin.hintText): what the defender bot would do for
 * this seat, by the action's own label (a Move names its unit and space, a choice what is chosen).
 */
export function hintText(st: RoomState, action: Action): string {
  return t("siege.hint", { label: labelOf(st, action) });
}
