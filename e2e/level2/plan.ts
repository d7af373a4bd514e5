/**
 * Finds the scripted game of the Level II e2e test ("Siege, the whole Level II"): two
 * seats (Ann seat1, Bob seat2), the short deck, trains and rumors on, the Heroes drawn (the
 * default: 4 random Heroes and 1 heroic Civilians unit). The greedy bot plays both seats offline
 * and the plan keeps the moments the browsers then check:
 * - `heroes`: the drawn units with rules of their own beyond the Basic four (POOL_UNITS), by seat;
 * - `raiders`: the first entry before which a Raiders unit stands on the map (an Event card "Raiders
 *   Appear!"), with the Raiders there then;
 * - `hint`: from there, the first entry at which exactly one seat may act, with the suggestion the
 *   server's Hint gives that seat then (the hint bot on the seat's hint state, its generator
 *   seeded `hint:<seat>:<seq>`, server/src/rooms/hints/hints.ts);
 * - the end: the game is won or lost within `MAX_ENTRIES`; `result` is its winner, rule, reason key
 *   and epilogue score (siege §7, the result's params).
 * Every die comes from the seed, so the same log replays the same game on the server (its test seed
 * option). The first seed `level2-<n>` that gives them all is written with its log to
 * e2e/level2/plan.json; server/test/level2-plan.test.ts checks offline that it still replays.
 *
 *   node --import tsx e2e/level2/plan.ts [tries=200]
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRandom } from "@zedfall/shared";
import { greedyBot, siege, siegeEngine, type SiegeAction, type SiegeSeatId, type SiegeState } from "@zedfall/shared/siege";
import { POOL_UNITS } from "@zedfall/shared/siege/units/player";

/** The room options the e2e test creates the game with. */
export const OPTIONS = { deck: "short", trains: true, rumors: true, heroes: "draw" } as const;
export const SEATS: SiegeSeatId[] = ["seat1", "seat2"];
/** The longest game the browsers replay ("ends within a few hundred entries"). */
export const MAX_ENTRIES = 400;

type Entry = { seat: SiegeSeatId; action: SiegeAction };

/** A Level II plan: the seed, its log and the moments the browsers check. */
export interface Level2Plan {
  seed: string;
  log: Entry[];
  heroes: { unit: string; def: string; seat: SiegeSeatId }[];
  raiders: number;
  raidersOnMap: { id: string; at: number }[];
  hint: number;
  hintSeat: SiegeSeatId;
  hintAction: SiegeAction;
  result: { winner: string; rule: string; key: string; params: Record<string, string | number | string[]> };
}

/** The Hint button's answer for `seat` now, as the server computes it at action count `seq` (hints.ts). */
export function hintFor(s: SiegeState, seat: SiegeSeatId, seq: number): SiegeAction | null {
  return siege.bots[siege.hintBot]!(siege.hintState(s, seat), seat, createRandom(`hint:${seat}:${seq}`)) as SiegeAction | null;
}

/** The seats that may act now (legal actions, an open decision's answer included). */
function actors(s: SiegeState): SiegeSeatId[] {
  return SEATS.filter((x) => siegeEngine.legalActions(s, x).length > 0);
}

/** Tries one seed: the plan, or null when a moment is missing or the game runs past MAX_ENTRIES. */
export function tryPlan(seed: string): Level2Plan | null {
  const s = siege.setup({ ...OPTIONS, seats: SEATS }, seed);
  const pool = new Set(POOL_UNITS.map((d) => d.id));
  const heroes = Object.values(s.units)
    .filter((u) => pool.has(u.def))
    .map((u) => ({ unit: u.id, def: u.def, seat: u.seat as SiegeSeatId }));
  if (!heroes.length) return null;
  const rnd = createRandom(`${seed}-bots`);
  const log: Entry[] = [];
  let raiders = -1;
  let raidersOnMap: { id: string; at: number }[] = [];
  let hint: { at: number; seat: SiegeSeatId; action: SiegeAction } | null = null;
  while (!s.result && log.length < MAX_ENTRIES) {
    if (raiders < 0 && Object.keys(s.raiders).length) {
      raiders = log.length;
      raidersOnMap = Object.values(s.raiders).map((r) => ({ id: r.id, at: r.at }));
    }
    if (raiders >= 0 && !hint) {
      const who = actors(s);
      const action = who.length === 1 ? hintFor(s, who[0]!, log.length) : null;
      if (action) hint = { at: log.length, seat: who[0]!, action };
    }
    const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
    if (!seat) return null;
    const a = greedyBot(s, seat, rnd);
    if (!a) return null;
    siege.apply(s, seat, a);
    log.push({ seat, action: a });
  }
  if (!s.result || !hint || !s.result.params) return null;
  const { winner, rule, key, params } = s.result as Level2Plan["result"];
  return { seed, log, heroes, raiders, raidersOnMap, hint: hint.at, hintSeat: hint.seat, hintAction: hint.action, result: { winner, rule, key, params } };
}

if (process.argv[1]?.endsWith("plan.ts")) {
  const tries = Number(process.argv[2] ?? 200);
  for (let i = 0; i < tries; i++) {
    const p = tryPlan(`level2-${i}`);
    if (!p) continue;
    const out = join(dirname(fileURLToPath(import.meta.url)), "plan.json");
    writeFileSync(out, JSON.stringify({ ...p, options: OPTIONS, seats: SEATS }, null, 1) + "\n");
    console.log(
      `${p.seed}: heroes ${p.heroes.map((h) => `${h.def} (${h.seat})`).join(", ")}; Raiders on the map before entry ${p.raiders}; hint for ${p.hintSeat} at entry ${p.hint}: ${JSON.stringify(p.hintAction)}; ${p.result.winner} by ${p.result.rule}, score ${p.result.params.score}; ${p.log.length} entries → ${out}`,
    );
    process.exit(0);
  }
  console.log(`no seed of ${tries} gives every moment`);
  process.exit(1);
}
