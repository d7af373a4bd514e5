import type { RoomState, WireEvent } from "@zedfall/shared/src/protocol";
import type { EventEffects } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import type { SiegeBoard } from "./board";
import { showCombat } from "./combat";
import { siegeState } from "./state";
import { valueWords } from "./words";

/** A log line in the current language when the event type has words (its data fills the sentence), else the server's English. */
export function eventText(room: RoomState, e: WireEvent): string {
  if (!has(`siege.event.${e.type}`)) return e.text;
  const st = siegeState(room);
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(e)) if (k !== "onlyFor" && k !== "text") params[k] = valueWords(st, v, k);
  if (e.type === "roll") params.purpose = has(`siege.purpose.${String(e.purpose)}`) ? t(`siege.purpose.${String(e.purpose)}`) : String(e.purpose ?? "");
  if (e.type === "handToHand" || e.type === "gunfire") params.loser = has(`siege.loser.${String(e.loser)}`) ? t(`siege.loser.${String(e.loser)}`) : String(e.loser ?? "");
  return t(`siege.event.${e.type}`, params);
}

/** The space id of an event's `space` (a board index or an id), or null. */
function spaceIdOf(room: RoomState, v: unknown): string | null {
  const st = siegeState(room);
  if (typeof v === "number") return st.board.spaces[v]?.id ?? null;
  return typeof v === "string" ? v : null;
}

/**
 * The effects of one action's events: every roll as dice with its caption and rule, each combat's
 * space flashed and its column, shift, dice and result shown in the combat panel, the result
 * announced.
 */
export function playEvents(events: WireEvent[], { state, board, dice, announce }: EventEffects<SiegeBoard>): void {
  for (const e of events) {
    if (e.type === "roll" && Array.isArray(e.dice)) dice(e.dice as number[], eventText(state, e), e.rule);
    const combat = e.type === "handToHand" || e.type === "gunfire";
    if (combat || (e.type === "roll" && (e.purpose === "handToHand" || e.purpose === "gunfire"))) {
      const at = spaceIdOf(state, e.space);
      if (at) board.flash(at);
      showCombat(state, e);
    }
    if (e.type === "gameOver") announce(e.text);
  }
}
