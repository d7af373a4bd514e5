import type { GameEvent } from "@zedfall/shared";
import { LogLine, type GameState } from "../schema";

/** How many log lines the schema keeps (older ones stay in the action log, not in the patch). */
export const LOG_KEEP = 150;

/**
 * Appends the public events of one applied action to the schema's log (events addressed to one
 * seat with `onlyFor` never enter the public state).
 */
export function appendLog(schema: GameState, seq: number, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.onlyFor) continue;
    const { type, text, rule, onlyFor: _o, ...data } = e;
    const line = new LogLine();
    line.seq = seq;
    line.type = type;
    line.text = text;
    line.rule = rule ?? "";
    line.data = JSON.stringify(data);
    schema.log.push(line);
  }
  const extra = schema.log.length - LOG_KEEP;
  if (extra > 0) schema.log.splice(0, extra);
}

/** The events a client holding `seat` may receive: public ones and those addressed to its seat. */
export function eventsFor(events: readonly GameEvent[], seat: string | null): GameEvent[] {
  return events.filter((e) => !e.onlyFor || e.onlyFor === seat);
}
