import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action } from "../../shell/actions";
import { t } from "../../shell/i18n";
import { labelOf } from "./actions";

/**
 * The hint's sentence in House's words (GamePlugin.hintText): what the bot would do for this seat
 * (a human figure's or the Zombie's), by the action's own label.
 */
export function hintText(st: RoomState, action: Action): string {
  return t("hint.house", { label: labelOf(st, action) });
}
