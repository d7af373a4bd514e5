import { refuse } from "../../core/refusal";
import { heroAction } from "./act";
import type { SiegeEvent } from "../state/events";

/**
 * Special Agent Wright's look at the next Event card (§3.3, C11): 1 Action; the top card of the Event
 * deck is shown to every seat and logged (`peek {unit, card}`, no seat restriction: C11 overrides
 * D4 for this one card). The deck's order is not changed. Refused when the deck is empty.
 */
export const peekAction = heroAction({
  type: "peek",
  ability: "peekEvent",
  cost: "action",
  targets: (s) => (s.decks.event.length ? [undefined] : []),
  why: (s, _u, target) => (target !== undefined ? refuse("siege.heroNoTarget") : s.decks.event.length ? null : refuse("siege.heroDeckEmpty")),
  exec: (s, _seat, u, _t, ev) => {
    const card = s.decks.event[0]!;
    ev.push({ type: "peek", unit: u.id, card, rule: "siege C11" } satisfies SiegeEvent);
  },
});
