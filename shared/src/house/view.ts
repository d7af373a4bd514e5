import { copyPlain } from "../core/copy";
import { asks } from "../core/decisions";
import type { HouseSeatId, HouseState, Pending, ZombieCardId, Armed } from "./types";

/**
 * What one seat may see of a House game (DoR 5, C9): everything public, the number of cards in the
 * search deck, the zombie deck and the zombie hand; the Zombie seat also sees its hand, armed
 * reactions and standing grab answer. Never the generator, the deck order or identities, or
 * another seat's private choice.
 */
export interface HouseView extends Omit<HouseState, "rnd" | "searchDeck" | "zombieDeck" | "zombieHand" | "armed" | "pending" | "grabAnswer"> {
  viewer: HouseSeatId | "spectator";
  searchDeckCount: number;
  zombieDeckCount: number;
  zombieHandCount: number;
  /** Only for the Zombie seat. */
  zombieHand?: ZombieCardId[];
  armed?: Armed[];
  /** Only for the Zombie seat: its standing answer to crawler grab windows (DoR 3). */
  grabAnswer?: HouseState["grabAnswer"];
  /** Pending decisions; cards another seat is choosing among are hidden (only their number shows). */
  pending: (Pending | { kind: Pending["kind"]; seats: string[]; mode: Pending["mode"]; passed: string[]; hidden: number })[];
}

/** Builds the view of `viewer` (a seat id or "spectator"); a fresh object sharing no mutable parts with the state's secrets. */
export function viewHouse(s: HouseState, viewer: HouseSeatId | "spectator"): HouseView {
  const { rnd: _r, searchDeck, zombieDeck, zombieHand, armed, pending, grabAnswer, ...open } = s;
  const v: HouseView = {
    ...copyPlain(open),
    viewer,
    searchDeckCount: searchDeck.length,
    zombieDeckCount: zombieDeck.length,
    zombieHandCount: zombieHand.length,
    pending: pending.map((p) =>
      p.kind === "grannyPick" && !asks(p, viewer) ? { kind: p.kind, seats: [...p.seats], mode: p.mode, passed: [...p.passed], hidden: p.cards.length } : copyPlain(p),
    ),
  };
  if (viewer === "zombie") {
    v.zombieHand = [...zombieHand];
    v.armed = copyPlain(armed);
    v.grabAnswer = grabAnswer;
  }
  return v;
}
