import { createRandom, shuffleInPlace } from "../../src/core/rng";
import { house, HOUSE_BOTS, playOut } from "../../src/house";
import { actingSeats } from "../../src/house/engine";
import { houseHintState } from "../../src/house/hint";
import type { HouseSeatId, HouseState, ZombieCardId } from "../../src/house/types";

/*
 * house DoR 5: the hint runs the greedy bot on the state as the asking seat may know it (hint.ts):
 * the decks' orders, the generator and, for a human seat, the Zombie hand, its armed reactions and
 * its grab answer are stand-ins that depend on nothing secret, so the hint cannot reveal one.
 */

/** A House game some way in (two human seats, greedy bots), at a position where `seat` may act. */
function midGame(seed: string): HouseState {
  const room = house.lobby.parseOptions({});
  const start = house.setup(house.lobby.optionsFor!(room, ["zombie", "human1", "human2"]) as never, seed) as HouseState;
  return playOut(start, {}, HOUSE_BOTS.greedy, `${seed}-bot`, 60).state;
}

/** `s` with other secrets: both decks reordered, another Zombie hand (swapped with deck cards), armed reactions, another generator and grab answer. */
function otherSecrets(s: HouseState): HouseState {
  const c = structuredClone(s);
  const rnd = createRandom("other secrets");
  shuffleInPlace(rnd, c.searchDeck);
  const pool = shuffleInPlace(rnd, [...c.zombieDeck, ...c.zombieHand]) as ZombieCardId[];
  c.zombieHand = pool.slice(0, c.zombieHand.length);
  c.zombieDeck = pool.slice(c.zombieHand.length);
  c.armed = [{ card: "jammed", figure: "any" }];
  c.grabAnswer = c.grabAnswer === "always" ? "never" : "always";
  c.rnd = createRandom("another generator");
  return c;
}

describe("house DoR 5 the hint state", () => {
  const games = ["hh-a", "hh-b", "hh-c"].map(midGame);

  test("house DoR 5 for a human seat, games that differ only in the decks, the Zombie's hand and armed cards give the same hint state and the same hint", () => {
    for (const s of games) {
      const o = otherSecrets(s);
      for (const seat of ["human1", "human2"] as HouseSeatId[]) {
        expect(houseHintState(o, seat)).toEqual(houseHintState(s, seat));
        expect(house.legalActions(houseHintState(s, seat), seat)).toEqual(house.legalActions(s, seat));
      }
      for (const seat of actingSeats(s).filter((x) => x !== "zombie")) expect(HOUSE_BOTS.greedy(houseHintState(o, seat), seat, createRandom("h"))).toEqual(HOUSE_BOTS.greedy(houseHintState(s, seat), seat, createRandom("h")));
    }
  });

  test("house DoR 5 the Zombie seat keeps its own hand, armed cards and grab answer, not the deck orders; the game is untouched", () => {
    for (const s of games) {
      const before = JSON.stringify(s);
      const z = house.hintState(s, "zombie");
      expect(JSON.stringify(s)).toBe(before);
      expect(z.zombieHand).toEqual(s.zombieHand);
      expect(z.armed).toEqual(s.armed);
      expect(z.grabAnswer).toBe(s.grabAnswer);
      expect(z.searchDeck).toHaveLength(s.searchDeck.length);
      expect(z).toEqual(houseHintState({ ...structuredClone(s), searchDeck: shuffleInPlace(createRandom("x"), [...s.searchDeck]) }, "zombie"));
      expect(house.legalActions(z, "zombie")).toEqual(house.legalActions(s, "zombie"));
      expect(house.view(house.hintState(s, "human1"), "human1")).toEqual(house.view(s, "human1"));
    }
  });
});
