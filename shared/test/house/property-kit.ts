import fc from "fast-check";
import { createRandom, drawInt } from "../../src/core/rng";
import { RuleError } from "../../src/core/errors";
import { house, HOUSE_BOTS, replay, type HouseAction, type LogEntry } from "../../src/house";
import type { HouseOptions, HouseSeatId, HouseState, HumanSeatId } from "../../src/house/types";

/** Key-order-free JSON, to compare actions sent in any key order. */
export function canon(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canon).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canon((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

export const optionsArb = fc.record({
  humanSeats: fc.subarray(["human1", "human2", "human3", "human4"] as HumanSeatId[], { minLength: 1 }),
  characters: fc.constantFrom("pick", "deal"),
  spawnMode: fc.constantFrom("edge", "full"),
  howBoring: fc.boolean(),
  roundLimit: fc.integer({ min: 1, max: 20 }),
  surviveTillDawn: fc.boolean(),
  infection: fc.boolean(),
  fallBack: fc.boolean(),
  tearDown: fc.boolean(),
  refill: fc.boolean(),
  carHorror: fc.boolean(),
  plainCharacters: fc.boolean(),
  spawnEdgeRoll: fc.boolean(),
  // the base game: the expansions have their own run below
  crawlers: fc.constant(false),
  baby: fc.constant("off"),
}) as fc.Arbitrary<Partial<HouseOptions>>;

/** Every option on (DoR 2): crawlers, the baby (either variant), How boring and every optional rule. */
export const allOnArb = fc
  .record({
    humanSeats: fc.subarray(["human1", "human2", "human3", "human4"] as HumanSeatId[], { minLength: 1 }),
    characters: fc.constantFrom("pick", "deal"),
    spawnMode: fc.constantFrom("edge", "full"),
    roundLimit: fc.integer({ min: 1, max: 20 }),
    plainCharacters: fc.boolean(),
    baby: fc.constantFrom("search", "setup"),
  })
  .map((o) => ({ ...o, crawlers: true, howBoring: true, surviveTillDawn: true, infection: true, fallBack: true, tearDown: true, refill: true, carHorror: true, spawnEdgeRoll: true })) as fc.Arbitrary<Partial<HouseOptions>>;

/** A random action that is probably not legal: a legal one with a field bent, or junk. */
function bentAction(legal: object[], seat: HouseSeatId, n: number): object {
  const rnd = createRandom(`${seat}:${n}`);
  const pick = legal[drawInt(rnd, 0, legal.length - 1)] as Record<string, unknown>;
  const bends: (() => object)[] = [
    () => ({ ...pick, figure: "nobody" }),
    () => ({ ...pick, at: { x: drawInt(rnd, -2, 22), y: drawInt(rnd, -2, 18), z: 0 } }),
    () => ({ ...pick, dir: ["N", "E", "S", "W", "up"][drawInt(rnd, 0, 4)] }),
    () => ({ ...pick, extra: 1 }),
    () => ({ type: "fly", to: "moon" }),
    () => ({ ...pick, zombie: "z999" }),
    () => ({ ...pick, target: "max" }),
  ];
  return bends[drawInt(rnd, 0, bends.length - 1)]!();
}

/**
 * Plays one whole bot game and checks the invariants of the engine issue at every step: the game
 * ends, every acting seat has a legal action, a bent (non-legal) action is refused with RuleError
 * and changes nothing, and seed + log replay to the same final state. The random bot's choice is
 * made from the legal list computed for the check (the same choice `randomBot` makes).
 */
export function checkGame(options: Partial<HouseOptions>, seed: string, botName: "random" | "greedy"): void {
  const start = house.setup(options, seed);
  const bot = HOUSE_BOTS[botName];
  const rnd = createRandom(`bots:${seed}`);
  const log: LogEntry[] = [];
  const s: HouseState = house.clone(start);
  for (let n = 0; !house.result(s); n++) {
    if (n > 20_000) throw new Error(`game ${seed} did not end in 20000 actions`);
    const acting = house.seats(s).filter((x) => x.active);
    if (acting.length === 0) throw new Error(`game ${seed}: nobody may act at step ${n}`);
    let legal: HouseAction[] = [];
    for (const a of acting) {
      const list = house.legalActions(s, a.seat);
      if (list.length === 0) throw new Error(`game ${seed}: acting seat ${a.seat} has no legal action at step ${n}`);
      if (a === acting[0]) legal = list;
    }
    const seat = acting[0]!.seat as HouseSeatId;
    if (n % 7 === 0) {
      const bent = bentAction(legal, seat, n);
      if (!legal.some((a) => canon(a) === canon(bent))) {
        const before = JSON.stringify(s);
        expect(() => house.apply(s, seat, bent as never)).toThrow(RuleError);
        expect(JSON.stringify(s)).toBe(before);
      }
    }
    const action = botName === "random" ? legal[drawInt(rnd, 0, legal.length - 1)]! : bot(s, seat, rnd)!;
    house.apply(s, seat, action);
    log.push({ seat, action });
  }
  expect(house.result(s)).not.toBeNull();
  expect(JSON.stringify(replay(start, log))).toBe(JSON.stringify(s));
}

