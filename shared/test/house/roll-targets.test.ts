import { house } from "../../src/house";
import type { GameEvent } from "../../src/core/ruleset";
import { scenario, type HumanSpec, type ZombieSpec } from "./fixture";
import { act, evOf } from "./human-kit";
import { zplay } from "./zombie-support";

/*
 * Every roll says what it needs and for what, as plain data of its roll event and of the
 * reroll decision (the rules already know it; no outcome changes). Scripted dice.
 */

const ATTACK = (figure = "max") => ({ type: "attack", figure });
const rolls = (events: GameEvent[]) => evOf(events, "roll");

function duel(who: HumanSpec["id"], weapon: HumanSpec["weapon"], dice: number[], zombies: ZombieSpec[] = [{ id: "z1", at: [11, 1] }], extra: Partial<HumanSpec> = {}) {
  return scenario({ humans: [{ id: who, at: [10, 1], facing: "E", weapon, ...extra }], zombies, dice });
}

describe("a roll carries its target", () => {
  test("house §9.1 a baseball bat kills from 5, no confirmation; bare hands kill from 6 and a 6 needs the same number again", () => {
    const bat = act(duel("olga", "baseball-bat", [4]), "human1", ATTACK("olga"));
    expect(rolls(bat.events)).toEqual([expect.objectContaining({ purpose: "attack", weapon: "baseball-bat", kills: 5, confirm: false, dice: [4] })]);
    const bare = act(duel("olga", null, [6, 3]), "human1", ATTACK("olga"));
    expect(rolls(bare.events)).toEqual([
      expect.objectContaining({ purpose: "attack", weapon: null, kills: 6, confirm: true, dice: [6] }),
      expect.objectContaining({ purpose: "confirm", need: 6, dice: [3] }),
    ]);
    // the outcome is the rules' as before: the unconfirmed 6 misses
    expect(bare.state.zombies.z1).toBeDefined();
  });

  test("house §9.1 Max (Bruiser) fights bare-handed with no confirming roll: his attack roll says so", () => {
    const max = act(duel("max", null, [6]), "human1", ATTACK("max"));
    expect(rolls(max.events)).toEqual([expect.objectContaining({ purpose: "attack", kills: 6, confirm: false, dice: [6] })]);
    expect(max.state.zombies.z1).toBeUndefined();
  });

  test("house §9.2 a pistol shot says it kills on 6 and what each die rolls against", () => {
    const { events } = act(duel("max", "pistol", [4], [{ id: "z1", at: [13, 1] }]), "human1", ATTACK("max"));
    expect(rolls(events)).toEqual([expect.objectContaining({ purpose: "shot", weapon: "pistol", kills: 6, vs: ["zombie"], dice: [4] })]);
  });

  test("house §12 Lena's reroll decision says what keeping means (kills from, each die's outcome), and her reroll what it needs", () => {
    const s = scenario({ humans: [{ id: "lena", at: [4, 14], facing: "E", weapon: "shotgun" }], zombies: [{ id: "z1", at: [5, 14] }, { id: "z2", at: [6, 14] }], dice: [6, 2, 5] });
    const a = act(s, "human1", ATTACK("lena"));
    expect(a.state.pending[0]).toMatchObject({ kind: "reroll", dice: [6, 2], kills: 5, outcomes: ["kill", "miss"] });
    const b = act(a.state, "human1", { type: "reroll", die: 1 });
    expect(rolls(b.events)).toEqual([expect.objectContaining({ purpose: "marksman", was: 2, kills: 5, vs: "zombie", dice: [5] })]);
    expect(b.state.zombies).toEqual({});
  });

  test("house §12 a rifle shot's reroll window: a 1 reads as Oops, a 4 as a miss", () => {
    const s = scenario({ humans: [{ id: "lena", at: [10, 1], facing: "E", weapon: "rifle" }], zombies: [{ id: "z1", at: [13, 1] }], dice: [4] });
    expect(act(s, "human1", ATTACK("lena")).state.pending[0]).toMatchObject({ kind: "reroll", kills: 5, outcomes: ["miss"] });
    const one = scenario({ humans: [{ id: "lena", at: [10, 1], facing: "E", weapon: "rifle" }], zombies: [{ id: "z1", at: [13, 1] }], dice: [1] });
    expect(act(one, "human1", ATTACK("lena")).state.pending[0]).toMatchObject({ outcomes: ["oops"] });
  });

  test("[H-B11] [H-B13] a zombie attack's die needs 6 minus its bonus: the first undeclared attacker 6, a second zombie on the same human 5", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1] }], zombies: [{ id: "A", at: [9, 1] }, { id: "B", at: [11, 1] }], turn: "zombie", zombieHand: [], dice: [5, 5] });
    const { events } = zplay(s, { type: "zAttack", zombie: "A", target: "max" }, { type: "zAttack", zombie: "B", target: "max" });
    expect(rolls(events).map((e) => [e.need, e.bonus, e.dice, e.result])).toEqual([
      [6, 0, [5], "miss"],
      [5, 1, [5], "hit"],
    ]);
  });
});

describe("the game-over result names its reason for the client's words", () => {
  test("house §15.3 the Zombie player wins when every human figure is dead: key allDead", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 5], wounds: 4 }], zombies: [{ id: "a", at: [3, 5] }], turn: "zombie", zombieHand: [], dice: [6] });
    const { state, events } = zplay(s, { type: "zAttack", zombie: "a", target: "max" });
    expect(state.result).toEqual({ winner: "zombie", rule: "house §15.3", key: "allDead" });
    expect(evOf(events, "gameOver")[0]).toMatchObject({ key: "allDead", winner: "zombie" });
    expect(house.result(state)).toMatchObject({ key: "allDead" });
  });
});
