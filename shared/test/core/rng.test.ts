import { createCipheriv, createHash } from "node:crypto";
import { CHUNK_WORDS, createRandom, drawInt, drawInts, rollD6, seedFromBytes, seedToInt, shuffleInPlace, type RandomState, type StreamRandom } from "../../src/core/rng";

/** The first 12 dice of seed "zedfall", recorded with the generator as it was before version 2. */
const LEGACY_ZEDFALL_D6 = [1, 1, 2, 5, 3, 2, 6, 3, 1, 6, 4, 6];

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

describe("generator versions: every new game's seed is version 2; version-1 seeds replay as they always did", () => {
  test("version 1 (plain seed strings: stored games and tests) deals exactly what it dealt before version 2 existed", () => {
    const a = createRandom("zedfall");
    expect(Array.from({ length: 12 }, () => rollD6(a))).toEqual(LEGACY_ZEDFALL_D6);
    expect("s" in a).toBe(true);
  });

  test("version 2: the key is SHA-256 of the seed; the words are the ChaCha20 keystream (checked against Node's own ChaCha20)", () => {
    const seed = seedFromBytes(new Uint8Array(32).map((_, i) => i * 7));
    const rnd = createRandom(seed) as StreamRandom;
    const key = createHash("sha256").update(seed, "utf8").digest();
    expect(rnd.key).toEqual(Array.from({ length: 8 }, (_, i) => key.readUInt32LE(i * 4)));
    // Node's chacha20 takes a 16-byte IV: the 32-bit block counter, then the 96-bit nonce (zero here)
    const stream = createCipheriv("chacha20", key, Buffer.alloc(16)).update(Buffer.alloc(CHUNK_WORDS * 4 * 3));
    const words = Array.from({ length: CHUNK_WORDS * 3 }, (_, i) => stream.readInt32LE(i * 4));
    // a full-range draw reads one word: pure-rand's uniformInt over 2^32 values is the signed word + 2^31
    const drawn = drawInts(rnd, CHUNK_WORDS * 3, -(2 ** 31), 2 ** 31 - 1);
    expect(drawn).toEqual(words);
    expect(rnd).toMatchObject({ chunk: 2, used: CHUNK_WORDS });
  });

  test("version 2 state is small plain JSON that resumes mid-chunk and across chunks", () => {
    const a = createRandom(seedFromBytes(new Uint8Array(16).fill(1)));
    drawInts(a, CHUNK_WORDS - 3, 1, 6);
    const copy = JSON.parse(JSON.stringify(a)) as RandomState;
    expect(JSON.stringify(copy).length).toBeLessThan(140);
    expect(drawInts(copy, 10, 1, 6)).toEqual(drawInts(a, 10, 1, 6));
    expect(copy).toEqual(a);
    const scripted = { ...(JSON.parse(JSON.stringify(a)) as RandomState), script: [2] };
    expect(rollD6(scripted)).toBe(2);
    expect(rollD6(scripted)).toBe(rollD6(a));
  });

  test("seedFromBytes: `v2:` and the bytes in hex; fewer than 16 bytes is refused", () => {
    expect(seedFromBytes(new Uint8Array(16).fill(255))).toBe(`v2:${"ff".repeat(16)}`);
    expect(() => seedFromBytes(new Uint8Array(15))).toThrow(/16 random bytes/);
    const v2 = createRandom(seedFromBytes(new Uint8Array(16)));
    const v1 = createRandom("0".repeat(32));
    expect(Array.from({ length: 20 }, () => rollD6(v2))).not.toEqual(Array.from({ length: 20 }, () => rollD6(v1)));
  });
});
