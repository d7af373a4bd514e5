/**
 * Finds the scripted game of the Rumors and Rails e2e test (a train carries a
 * hero to a Station and the bonus shows; a rumor is revealed and its effect applied). Two seats
 * (Ann seat1, Bob seat2) with both modules; the engine plays them offline — the greedy bot, eager to
 * walk Refugees home (a Camp arrival lays a rumor) and to step onto face-down rumors — and the plan
 * stops at two moments the browsers then play by clicks:
 * - `train`: the first Action phase in which a seat may run a train out of Town Center to a
 *   Station with one of its Heroes aboard; the plan's next entries are that run (`trainMove`, the
 *   `passengers` choice of the hero, `go` when asked, the Station as `destination`);
 * - `reveal`: later, the first moment a seat may reveal a rumor for an Action and it is the Mystic
 *   Amulet; the next entry is that `reveal`;
 * - `amulet`: after it, the first roll whose outcome the Amulet could change: its window is open for
 *   the holder's seat (the browser picks an offer in the Amulet dialog).
 * Every die comes from the seed, so the same log replays the same game on the server (its test seed
 * option). The first seed that gives the three moments within 12 rounds is written with its log to
 * e2e/rails/plan.json; server/test/rails-plan.test.ts checks offline that it still replays.
 *
 *   node --import tsx e2e/rails/plan.ts [tries=3000]
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRandom, drawInt, type RandomState } from "@zedfall/shared";
import { SIEGE_BOARD as B, greedyBot, siege, siegeEngine, type SiegeAction, type SiegeSeatId, type SiegeState } from "@zedfall/shared/siege";
import { defOf } from "@zedfall/shared/siege/state/occupancy";
import { boardable } from "@zedfall/shared/siege/rumors-and-rails/trains/boarding";
import { destinations } from "@zedfall/shared/siege/rumors-and-rails/trains/lines";
import { discoverer } from "@zedfall/shared/siege/rumors-and-rails/rumors/mill";

/**
 * The room options the e2e test creates the game with. Zeds Pressure every round (siege G31's old
 * reading, the option `every-round`): the plan's game was found that way, and the phone layout test
 * (e2e/phone) names moments of it by entry.
 */
export const OPTIONS = { deck: "short", trains: true, rumors: true, heroes: "basic", pressure: "every-round" } as const;
export const SEATS: SiegeSeatId[] = ["seat1", "seat2"];

type Entry = { seat: SiegeSeatId; action: SiegeAction };

/** The greedy bot, eager for the mill: a legal reveal is kept for the browser (the plan stops there), a Refugee step or walk home is taken, a Move onto a face-down rumor half of the time; never a train run (the browser runs the first one). */
function planBot(s: SiegeState, seat: SiegeSeatId, rnd: RandomState): SiegeAction | null {
  const legal = siegeEngine.legalActions(s, seat) as SiegeAction[];
  if (legal.length === 0) return null;
  const pick = (xs: SiegeAction[]) => xs[drawInt(rnd, 0, xs.length - 1)]!;
  const home = legal.filter((a) => a.type === "refugee" || (a.type === "move" && s.units[a.unit]?.def === "refugees"));
  if (home.length) return pick(home);
  const onto = legal.filter((a) => a.type === "move" && a.to !== B.tc && discoverer(s.units[a.unit]!) && s.spaces[a.to]!.rumor !== null && !s.rumors!.tokens[s.spaces[a.to]!.rumor!]!.revealed);
  if (onto.length && drawInt(rnd, 0, 1) === 0) return pick(onto);
  const a = greedyBot(s, seat, rnd);
  if (a && a.type !== "trainMove") return a;
  return legal.find((x) => x.type !== "trainMove") ?? null;
}

/** A train run of `seat` now from TC to a Station with one of its Heroes aboard: [trainMove, the hero, the Station], or null. */
function stationRun(s: SiegeState, seat: SiegeSeatId): { train: string; hero: string; station: number } | null {
  if (s.phase !== "action" || s.pending.length || !s.actionPhase.playerAction[seat] || s.actionPhase.done.includes(seat)) return null;
  for (const t of s.trains) {
    if (t.at !== B.tc || t.side !== "departure") continue;
    const hero = boardable(s, t, seat).find((id) => defOf(s.units[id]!).category === "hero");
    if (!hero) continue;
    const station = destinations(s, t, { players: 1, refugee: false }).find((i) => B.spaces[i]!.station !== undefined);
    if (station !== undefined) return { train: t.id, hero, station };
  }
  return null;
}

/** Applies `a` for `seat`, logging it. */
function play(s: SiegeState, log: Entry[], seat: SiegeSeatId, a: SiegeAction): void {
  siege.apply(s, seat, a);
  log.push({ seat, action: a });
}

/** Answers the open `choose` of `seat` with `option`; throws when it is not offered. */
function answer(s: SiegeState, log: Entry[], seat: SiegeSeatId, option: string): void {
  const legal = siegeEngine.legalActions(s, seat) as SiegeAction[];
  const a = legal.find((x) => x.type === "choose" && x.option === option);
  if (!a) throw new Error(`'${option}' is not offered (${legal.map((x) => JSON.stringify(x)).join(", ")})`);
  play(s, log, seat, a);
}

/** Tries one seed: the plan, or null when the three moments do not all come within 12 rounds. */
export function tryPlan(seed: string): { seed: string; log: Entry[]; train: number; trainEnd: number; reveal: number; amulet: number; run: { train: string; hero: string; station: number; seat: SiegeSeatId } } | null {
  const s = siege.setup({ ...OPTIONS, seats: SEATS }, seed);
  const rnd = createRandom(`${seed}-bots`);
  const log: Entry[] = [];
  let train = -1;
  let trainEnd = -1;
  let run: { train: string; hero: string; station: number; seat: SiegeSeatId } | null = null;
  let reveal = -1;
  for (let n = 0; n < 3000 && !s.result && s.round <= 12; n++) {
    const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
    if (!seat) return null;
    if (train < 0) {
      const found = SEATS.map((x) => ({ x, r: stationRun(s, x) })).find((v) => v.r);
      if (found) {
        train = log.length;
        run = { ...found.r!, seat: found.x };
        play(s, log, found.x, { type: "trainMove", train: run.train as "wh-cargo", pay: "player" });
        answer(s, log, found.x, run.hero);
        if (openPurpose(s) === "passengers") answer(s, log, found.x, "go");
        answer(s, log, found.x, String(run.station));
        trainEnd = log.length;
        continue;
      }
    } else if (reveal < 0) {
      const by = s.phase === "action" ? SEATS.find((x) => (siegeEngine.legalActions(s, x) as SiegeAction[]).some((a) => a.type === "reveal")) : undefined;
      // the reveal the browser clicks: the Mystic Amulet, so that its offer comes up later
      if (by && revealsAmulet(s, by)) {
        reveal = log.length;
        play(s, log, by, (siegeEngine.legalActions(s, by) as SiegeAction[]).find((a) => a.type === "reveal")!);
        continue;
      }
    } else if ((s.pending[0] as { kind?: string } | undefined)?.kind === "amulet") return { seed, log, train, trainEnd, reveal, amulet: log.length, run: run! };
    const a = planBot(s, seat, rnd);
    if (!a) return null;
    play(s, log, seat, a);
  }
  return null;
}

/** Whether `seat`'s first legal reveal now turns up the Mystic Amulet, tried on a copy (the plan is made offline, knowing every secret). */
function revealsAmulet(s: SiegeState, seat: SiegeSeatId): boolean {
  const a = (siegeEngine.legalActions(s, seat) as SiegeAction[]).find((x) => x.type === "reveal")!;
  const copy = siege.clone(s);
  const ev = siege.apply(copy, seat, a) as { type: string; rumor?: string }[];
  return ev.some((e) => e.type === "rumorRevealed" && e.rumor === "mystic-amulet");
}

function openPurpose(s: SiegeState): string | undefined {
  return (s.pending[0] as { purpose?: string } | undefined)?.purpose;
}

if (process.argv[1]?.endsWith("plan.ts")) {
  const tries = Number(process.argv[2] ?? 3000);
  for (let i = 0; i < tries; i++) {
    const p = tryPlan(`rails-${i}`);
    if (!p) continue;
    const out = join(dirname(fileURLToPath(import.meta.url)), "plan.json");
    writeFileSync(out, JSON.stringify({ ...p, options: OPTIONS, seats: SEATS }, null, 1) + "\n");
    console.log(`rails-${i}: train run at entry ${p.train} (${p.run.seat} ${p.run.train} with ${p.run.hero} to space ${p.run.station}), reveal at entry ${p.reveal}, Amulet offer at entry ${p.amulet}; ${p.log.length} entries → ${out}`);
    process.exit(0);
  }
  console.log(`no seed of ${tries} gives both moments`);
  process.exit(1);
}
