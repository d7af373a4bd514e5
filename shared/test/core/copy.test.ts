import { copyPlain } from "../../src/core/copy";
import { createRandom, drawInt } from "../../src/core/rng";
import type { BaseAction, Ruleset } from "../../src/core/ruleset";
import { house } from "../../src/house/index";
import { siege } from "../../src/siege/index";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRuleset = Ruleset<any, BaseAction, any, any, any, any>;

/** The states of a legal-random game of `r` from `s`, one every `every` actions, up to `cap` actions. */
function statesOf(r: AnyRuleset, s: unknown, seed: string, every: number, cap: number): unknown[] {
  const rnd = createRandom(seed);
  const out: unknown[] = [structuredClone(s)];
  for (let i = 1; i <= cap && !r.result(s); i++) {
    const seat = r.seats(s).find((x) => x.active)?.seat;
    if (!seat) break;
    const legal = r.legalActions(s, seat);
    if (!legal.length) break;
    r.applyTrusted(s, seat, legal[drawInt(rnd, 0, legal.length - 1)]!);
    if (i % every === 0) out.push(structuredClone(s));
  }
  out.push(structuredClone(s));
  return out;
}

const games: [string, () => unknown, AnyRuleset][] = [
  ["House", () => house.setup({ humanSeats: ["human1", "human2", "human3"] }, "copy-house"), house as unknown as AnyRuleset],
  ["Siege", () => siege.setup(siege.lobby.optionsFor(siege.lobby.parseOptions({ heroes: "draw" }), ["seat1", "seat2", "seat3"]), "copy-siege"), siege as unknown as AnyRuleset],
];

describe("copyPlain, the kernel's state copy (DESIGN Speed)", () => {
  test.each(games)("a %s state's copy equals its structuredClone all through a game, and shares nothing with it", (_name, setup, r) => {
    const states = statesOf(r, setup(), "copy-game", 25, 1500);
    expect(states.length).toBeGreaterThan(5);
    for (const s of states) {
      const c = copyPlain(s);
      expect(c).toStrictEqual(structuredClone(s));
      expect(r.clone(s)).toStrictEqual(c);
      // nothing shared: every object of the copy is a new one
      const seen = new Set<unknown>();
      const walk = (v: unknown) => {
        if (v && typeof v === "object") {
          seen.add(v);
          Object.values(v).forEach(walk);
        }
      };
      walk(s);
      const shared: unknown[] = [];
      const check = (v: unknown) => {
        if (v && typeof v === "object") {
          if (seen.has(v)) shared.push(v);
          Object.values(v).forEach(check);
        }
      };
      check(c);
      expect(shared).toEqual([]);
    }
  });

  test("a copied game goes on exactly as the original does (same legal lists, same events)", () => {
    const r = house as unknown as AnyRuleset;
    const s = house.setup({ humanSeats: ["human1", "human2"] }, "copy-on");
    statesOf(r, s, "copy-on-a", 1000, 120);
    const c = copyPlain(s);
    const rnd = createRandom("copy-on-b");
    for (let i = 0; i < 200 && !r.result(s); i++) {
      const seat = r.seats(s).find((x) => x.active)!.seat;
      const legal = r.legalActions(s, seat);
      expect(r.legalActions(c, seat)).toEqual(legal);
      const a = legal[drawInt(rnd, 0, legal.length - 1)]!;
      expect(r.applyTrusted(c, seat, a)).toEqual(r.applyTrusted(s, seat, a));
    }
    expect(c).toStrictEqual(s);
  });

  test("keeps undefined fields, NaN and null as structuredClone does", () => {
    const v = { a: undefined, b: NaN, c: null, d: [1, undefined, "x"], e: { f: -0 } };
    expect(copyPlain(v)).toStrictEqual(structuredClone(v));
    expect(Object.is(copyPlain(v).e.f, -0)).toBe(true);
  });

  test.each([
    ["a Map", { m: new Map([[1, 2]]) }, /Map is not plain data/],
    ["a Set", { s: [new Set([1])] }, /Set is not plain data/],
    ["a Date", { d: new Date(0) }, /Date is not plain data/],
    ["a function", { f: () => 1 }, /function is not plain data/],
  ])("refuses %s with a TypeError, so a state that stops being plain data is found", (_what, v, message) => {
    expect(() => copyPlain(v)).toThrow(TypeError);
    expect(() => copyPlain(v)).toThrow(message);
  });
});
