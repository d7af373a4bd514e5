import { chacha20 } from "@noble/ciphers/chacha.js";
import { sha256 } from "@noble/hashes/sha2.js";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

/**
 * The random source of one game, kept inside the game state as plain JSON so that a game is fully
 * described by its seed and action log (docs/development/kernel.md). Two generator versions exist; the
 * seed string names which one a game uses (see `createRandom`), so every stored game keeps the one
 * it was played with.
 */
export type RandomState = LegacyRandom | StreamRandom;

/**
 * Version 1, kept only so that games stored before version 2 (and tests written with plain seed
 * strings) replay exactly: xoroshiro128+ seeded from a 32-bit fold of the seed. Never used for a
 * new game: 2³² seeds can be tried in about a minute, and its low bit is linear, so public dice
 * would give its state away.
 * - `s`: the xoroshiro128+ state words of pure-rand.
 * - `script`: dice queued by a test (see `drawInt`). Never set outside tests.
 */
export interface LegacyRandom {
  s: number[];
  script?: number[];
}

/**
 * Version 2, every new game's: the ChaCha20 keystream (a cryptographic generator: its outputs tell
 * nothing of its key or of later outputs) under a 256-bit key that is SHA-256 of the seed string.
 * The stream is read in chunks of `CHUNK_WORDS` 32-bit words.
 * - `key`: the key as 8 unsigned 32-bit words.
 * - `chunk`: the number of the chunk being read.
 * - `used`: how many words of that chunk were read.
 * - `script`: as in version 1.
 */
export interface StreamRandom {
  v: 2;
  key: number[];
  chunk: number;
  used: number;
  script?: number[];
}

/** Words of the keystream computed at once (4 ChaCha20 blocks of 64 bytes). */
export const CHUNK_WORDS = 64;

/** The prefix of a version-2 seed; any other seed string is a version-1 seed. */
export const SEED_V2_PREFIX = "v2:";

/**
 * A new game's seed from fresh random bytes (the server's CSPRNG; at least 16, 32 recommended):
 * `v2:` and the bytes in hex. Throws Error for fewer than 16 bytes.
 */
export function seedFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new Error("a game seed needs at least 16 random bytes");
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  return SEED_V2_PREFIX + hex;
}

/** Turns a seed string into a 32-bit integer (FNV-1a): the version-1 derivation. */
export function seedToInt(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * Creates the random state of a new game from its seed string: version 2 (ChaCha20 keyed by
 * SHA-256 of the whole seed) for a seed that starts with `v2:`, else version 1 (see LegacyRandom).
 */
export function createRandom(seed: string): RandomState {
  if (!seed.startsWith(SEED_V2_PREFIX)) return { s: [...xoroshiro128plus(seedToInt(seed)).getState()] };
  const digest = sha256(new TextEncoder().encode(seed));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const key: number[] = [];
  for (let i = 0; i < 8; i++) key.push(view.getUint32(i * 4, true));
  return { v: 2, key, chunk: 0, used: 0 };
}

const NONCE = new Uint8Array(12);
const ZEROS = new Uint8Array(CHUNK_WORDS * 4);

/**
 * The chunk a version-2 state is reading, computed once per (key array, chunk): a memo of a pure
 * function, held beside the state (never in it) so the state stays small plain JSON. A copy of the
 * state has a new key array and computes its chunk again, to the same words.
 */
const chunks = new WeakMap<number[], { chunk: number; words: Int32Array }>();

/** Words `chunk * CHUNK_WORDS …` of the ChaCha20 keystream under `key` (8 words). */
function keystream(key: number[], chunk: number): Int32Array {
  const k = new Uint8Array(32);
  const kv = new DataView(k.buffer);
  for (let i = 0; i < 8; i++) kv.setUint32(i * 4, key[i]!, true);
  const out = chacha20(k, NONCE, ZEROS, new Uint8Array(CHUNK_WORDS * 4), (chunk * CHUNK_WORDS) / 16);
  const ov = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const words = new Int32Array(CHUNK_WORDS);
  for (let i = 0; i < CHUNK_WORDS; i++) words[i] = ov.getInt32(i * 4, true);
  return words;
}

/** pure-rand's generator interface over a version-2 state: `next` reads the keystream and advances the state in place. */
class StreamGenerator implements RandomGenerator {
  private memo: { chunk: number; words: Int32Array } | undefined;

  constructor(private readonly rnd: StreamRandom) {
    this.memo = chunks.get(rnd.key);
  }

  next(): number {
    const rnd = this.rnd;
    if (rnd.used === CHUNK_WORDS) {
      rnd.chunk++;
      rnd.used = 0;
    }
    let memo = this.memo;
    if (!memo || memo.chunk !== rnd.chunk) {
      memo = this.memo = { chunk: rnd.chunk, words: keystream(rnd.key, rnd.chunk) };
      chunks.set(rnd.key, memo);
    }
    return memo.words[rnd.used++]!;
  }

  clone(): RandomGenerator {
    throw new Error("the game's generator is never cloned");
  }

  getState(): readonly number[] {
    return [];
  }
}

/** Runs `draw` on a pure-rand generator over `rnd` and advances `rnd` in place. */
function withGenerator<T>(rnd: RandomState, draw: (g: RandomGenerator) => T): T {
  if ("v" in rnd) return draw(new StreamGenerator(rnd));
  const g = xoroshiro128plusFromState(rnd.s);
  const v = draw(g);
  rnd.s = [...g.getState()];
  return v;
}

/**
 * Draws an integer in [min, max] and advances `rnd` in place (call it on a draft).
 * Throws Error when a scripted value lies outside the range (a broken test, not a rule error).
 */
export function drawInt(rnd: RandomState, min: number, max: number): number {
  if (rnd.script && rnd.script.length > 0) {
    const v = rnd.script.shift()!;
    if (!Number.isInteger(v) || v < min || v > max) throw new Error(`scripted value ${v} outside ${min}..${max}`);
    return v;
  }
  return withGenerator(rnd, (g) => uniformInt(g, min, max));
}

/**
 * Draws `n` integers in [min, max], exactly as `n` calls of `drawInt` would (scripted values first,
 * one each), with one generator for the batch; advances `rnd` in place. Throws as `drawInt`.
 */
export function drawInts(rnd: RandomState, n: number, min: number, max: number): number[] {
  const out: number[] = new Array(n);
  if (rnd.script && rnd.script.length > 0) {
    for (let i = 0; i < n; i++) out[i] = drawInt(rnd, min, max);
    return out;
  }
  return withGenerator(rnd, (g) => {
    for (let i = 0; i < n; i++) out[i] = uniformInt(g, min, max);
    return out;
  });
}

/** Rolls one six-sided die: 1..6 pips. */
export function rollD6(rnd: RandomState): number {
  return drawInt(rnd, 1, 6);
}

/** Shuffles `items` in place (Fisher–Yates) with the game's generator; returns the same array. */
export function shuffleInPlace<T>(rnd: RandomState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = drawInt(rnd, 0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}
