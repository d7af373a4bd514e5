/**
 * House bot strength, a figure of `npm run bench`: bot-vs-bot games from fixed seeds
 * `hbots-<i>` (1–4 human seats by i % 4, default options, the lobby's way), for each pairing of
 * human-side and Zombie-side bot: the humans' and the Zombie's win rates, the mean number of search
 * cards drawn a game (the deck's length when the first Human turn starts minus at the end), games left unfinished at the cap,
 * and the greedy bot's µs per decision. Each figure beside its target.
 * `node --import tsx bench/house-bots.ts [games]` (default 200) prints lines, then `RESULT {json}`.
 */
import { createRandom } from "@zedfall/shared";
import { house, HOUSE_BOTS, type HouseBot } from "@zedfall/shared/house";
import { actingSeats, applyAction } from "@zedfall/shared/house/engine";
import type { HouseSeatId, HouseState, HumanSeatId } from "@zedfall/shared/house/types";
import { timer } from "./engine";
import { timed } from "./timed-bot";

const N = Number(process.argv[2] ?? 200);
/** Actions cap of one game: a game that reaches it counts as unfinished. */
const CAP = 20_000;
const SEATS: HumanSeatId[] = ["human1", "human2", "human3", "human4"];

/** One game (as core/play-out.ts plays it, the first acting seat's bot chooses): the final state, its length, and the deck when play began. */
function play(start: HouseState, humanBot: HouseBot, zombieBot: HouseBot, botSeed: string): { state: HouseState; actions: number; deck: number; stalled: boolean } {
  const rnd = createRandom(botSeed);
  const s = structuredClone(start);
  let deck = -1;
  let n = 0;
  for (; !s.result && n < CAP; n++) {
    if (deck < 0 && s.phase === "human") deck = s.searchDeck.length;
    const seat = actingSeats(s)[0] as HouseSeatId | undefined;
    const action = seat === undefined ? null : (seat === "zombie" ? zombieBot : humanBot)(s, seat, rnd);
    // a seat listed as acting with an empty legal list is an engine defect: the game counts as unfinished
    if (seat === undefined || !action) return { state: s, actions: n, deck, stalled: true };
    applyAction(s, seat, action);
  }
  return { state: s, actions: n, deck, stalled: false };
}

interface Pairing {
  humans: number;
  zombie: number;
  unfinished: number;
  cards: number;
  /** Zombie wins by every human figure dead (§15.3 1), not the round limit. */
  allDead: number;
  /** Games stopped because the acting seat had no legal action (an engine defect; counted in `unfinished` too). */
  stalled: number;
  /** Human figures dead at the end, summed over the games. */
  dead: number;
  games: number;
  actions: number;
}

/** Plays N games of `humanBot` (every human seat) against `zombieBot`. */
function pairing(humanBot: HouseBot, zombieBot: HouseBot, tag: string): Pairing {
  const p: Pairing = { humans: 0, zombie: 0, unfinished: 0, cards: 0, allDead: 0, stalled: 0, dead: 0, games: N, actions: 0 };
  for (let g = 0; g < N; g++) {
    const seats = SEATS.slice(0, 1 + (g % 4));
    const room = house.lobby.parseOptions({});
    const start = house.setup(house.lobby.optionsFor!(room, ["zombie", ...seats]) as never, `hbots-${g}`) as HouseState;
    const { state, actions, deck, stalled } = play(start, humanBot, zombieBot, `hbots-bot-${tag}-${g}`);
    p.actions += actions;
    p.cards += deck - state.searchDeck.length;
    p.dead += Object.values(state.humans).filter((h) => h && !h.alive).length;
    if (state.result?.key === "allDead") p.allDead++;
    if (stalled) p.stalled++;
    if (!state.result) p.unfinished++;
    else if (state.result.winner === "humans") p.humans++;
    else p.zombie++;
  }
  return p;
}

const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)}% (${k}/${n})`;
const clock = { n: 0, ms: 0 };
const greedy = timed(HOUSE_BOTS.greedy, clock);
const random = HOUSE_BOTS.random;
const t = timer();
const rr = pairing(random, random, "rr");
const gr = pairing(greedy, random, "gr");
const rg = pairing(random, greedy, "rg");
const gg = pairing(greedy, greedy, "gg");
const time = t();
const usPerDecision = (clock.ms * 1000) / clock.n;
const lines = [
  `house bots, ${N} games a pairing (seeds hbots-0…, 1–4 human seats, default options; cap ${CAP} actions):`,
  `  (a) greedy humans vs random Zombie: humans win ${pct(gr.humans, N)} (target: clearly above random humans' ${pct(rr.humans, N)} vs the same Zombie)${gr.humans >= rr.humans + Math.max(10, N * 0.1) ? "  met" : "  MISSED"}`,
  `  (b) greedy Zombie vs random humans: Zombie wins ${pct(rg.zombie, N)} (target: clearly above random Zombie's ${pct(rr.zombie, N)})${rg.zombie >= rr.zombie + Math.max(10, N * 0.1) ? "  met" : rr.zombie === N && rg.zombie === N ? "  (both at 100%: compared below)" : "  MISSED"}`,
  `      by killing every human: greedy Zombie ${pct(rg.allDead, N)}, random Zombie ${pct(rr.allDead, N)}; human figures killed a game ${(rg.dead / N).toFixed(2)} vs ${(rr.dead / N).toFixed(2)}${rg.allDead >= rr.allDead + Math.max(10, N * 0.1) ? "  met" : "  MISSED"}`,
  `  (c) search cards drawn a game, greedy humans: ${(gr.cards / N).toFixed(1)} (target >= 8; random humans ${(rr.cards / N).toFixed(1)})${gr.cards / N >= 8 ? "  met" : "  MISSED"}`,
  `  greedy vs greedy (for information): humans ${pct(gg.humans, N)}, Zombie ${pct(gg.zombie, N)}, ${(gg.cards / N).toFixed(1)} search cards a game`,
  `  unfinished at the cap: random/random ${rr.unfinished}, greedy/random ${gr.unfinished}, random/greedy ${rg.unfinished}, greedy/greedy ${gg.unfinished} (of them stalled, an acting seat with no legal action: ${rr.stalled + gr.stalled + rg.stalled + gg.stalled})`,
  `  greedy bot: ${usPerDecision.toFixed(1)} µs of CPU a decision (${clock.n.toLocaleString("en-US")} decisions; target a few hundred at most); ${(time.wallMs / 1000).toFixed(1)} s wall, ${(time.cpuMs / 1000).toFixed(1)} s CPU for ${4 * N} games, 4 pairings (target well under a minute for 200)`,
];
for (const l of lines) console.log(l);
console.log(`RESULT ${JSON.stringify({ rr, gr, rg, gg, usPerDecision, wallMs: time.wallMs, cpuMs: time.cpuMs })}`);
