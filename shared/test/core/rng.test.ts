import { createRandom, drawInt, rollD6, seedToInt, shuffleInPlace } from "../../src/core/rng";

describe("DESIGN principle 2: dice from a seeded generator kept in the state", () => {
  test("the same seed gives the same dice; the state is plain JSON that resumes the sequence", () => {
    const a = createRandom("zedfall");
    const b = createRandom("zedfall");
    const rollsA = Array.from({ length: 50 }, () => rollD6(a));
    const resumed = JSON.parse(JSON.stringify(b));
    const rollsB = Array.from({ length: 50 }, () => rollD6(resumed));
    expect(rollsB).toEqual(rollsA);
    expect(rollsA.every((d) => d >= 1 && d <= 6)).toBe(true);
    expect(new Set(rollsA).size).toBe(6);
  });

  test("different seeds give different sequences", () => {
    expect(seedToInt("a")).not.toBe(seedToInt("b"));
    const a = createRandom("a");
    const b = createRandom("b");
    expect(Array.from({ length: 10 }, () => rollD6(a))).not.toEqual(Array.from({ length: 10 }, () => rollD6(b)));
  });

  test("scripted dice are drawn first, then the generator continues unchanged", () => {
    const plain = createRandom("s");
    const scripted = { ...createRandom("s"), script: [6, 1] };
    expect([rollD6(scripted), rollD6(scripted)]).toEqual([6, 1]);
    expect(rollD6(scripted)).toBe(rollD6(plain));
    expect(() => drawInt({ ...createRandom("x"), script: [7] }, 1, 6)).toThrow(/outside 1..6/);
  });

  test("shuffle is a permutation decided by the seed", () => {
    const deck = Array.from({ length: 40 }, (_, i) => i);
    const a = shuffleInPlace(createRandom("deck"), [...deck]);
    const b = shuffleInPlace(createRandom("deck"), [...deck]);
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual(deck);
    expect(a).not.toEqual(deck);
  });
});
