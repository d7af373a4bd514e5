/**
 * Target 3 of the engine issue as it defines it, "server cost per action with 3 seats (apply +
 * views + sync + encode)", measured in this process on the room's own parts: for every action of
 * recorded random-bot games (the Zombie seat and two human seats), what the game room does between
 * an accepted `act` and the sockets: `applyTrusted` (the act was found in the seat's cached legal
 * list), the three seats' legal lists for the next `legal` messages (the bot picks from those), the schema sync
 * (public fields and the three private parts, server/src/games' adapter), and the patch encoding
 * for three StateViews (as Colyseus' SchemaSerializer does: one shared encode, one encodeView per
 * view). Not included: sockets, the store, message framing (server-cost.ts measures the whole
 * process). Prints `RESULT {"usPerAction": …, "actions": …}`. New tree only (the old room had no
 * such parts: it took ~800 µs per action for its apply + views + sync).
 * Usage: node --import tsx bench/server-pipeline.ts [games]
 */
import { importTree } from "./tree";

await importTree("server/src/node20-polyfill.ts");
const { Encoder, StateView } = await importTree("node_modules/@colyseus/schema/build/index.mjs");
const { GAMES } = await importTree("server/src/games/index.ts");
const { Seat } = await importTree("server/src/schema/root.ts");
const { createRandom, drawInt } = await importTree("shared/src/core/rng.ts");

const games = Number(process.argv[2] ?? 20);
const adapter = GAMES.house;
const rules = adapter.ruleset;
const seats = ["zombie", "human1", "human2"];

/** One room's schema, encoder and three views, as a game room holds them after the start. */
function room(options: unknown) {
  const st = new adapter.State();
  st.game = rules.id;
  st.options = JSON.stringify(options);
  for (const s of rules.lobby.seats) {
    const seat = new Seat();
    seat.id = s.id;
    seat.role = s.role;
    st.seats.set(s.id, seat);
  }
  adapter.syncBoard(st, options);
  const encoder = new Encoder(st);
  const views = seats.map(() => new StateView());
  return { st, encoder, views };
}

/** The per-action work after the apply; returns every seat's legal list (and counts the encoded bytes in `sink`). */
function afterAction(r: ReturnType<typeof room>, s: any, seq: number, shown: boolean[]): Map<string, { type: string }[]> {
  const infos = rules.seats(s);
  const turn = rules.turnOf(s);
  r.st.phase = turn.phase;
  r.st.round = turn.round;
  r.st.seq = seq;
  adapter.syncState(r.st, s, infos);
  seats.forEach((seat, i) => {
    const part = adapter.syncPrivate(r.st, s, seat);
    if (!shown[i]) {
      r.views[i]!.add(part);
      shown[i] = true;
    }
  });
  const it = { offset: 1 };
  sink += r.encoder.encode(it).length;
  const shared = it.offset;
  for (const v of r.views) sink += r.encoder.encodeView(v, shared, it).length;
  r.encoder.discardChanges();
  return new Map(seats.map((seat) => [seat, rules.legalActions(s, seat)]));
}

/**
 * Games played first and not counted: a server that holds rooms runs warm, and a process that has
 * played one game still spends about half its CPU in V8's optimising compiler threads (they count
 * in process CPU; a profile showed it): with one warm-up game the figure measured compilation more
 * than the room's work. BENCH_PIPELINE_WARMUP sets it (1 gives the old cold figure).
 */
const WARMUP_GAMES = Number(process.env.BENCH_PIPELINE_WARMUP ?? 10);

let actions = 0;
let sink = 0;
let us = 0;
for (let g = -WARMUP_GAMES; g < games; g++) {
  const options = rules.lobby.parseOptions({ characters: "deal" });
  const s = rules.setup(rules.lobby.optionsFor(options, seats), `pipeline-${g}`);
  const r = room(options);
  const shown = seats.map(() => false);
  let legal = afterAction(r, s, 0, shown);
  const rnd = createRandom(`pipeline-bots-${g}`);
  let seq = 0;
  const c0 = process.cpuUsage();
  while (!rules.result(s) && seq < 5000) {
    const seat = seats.find((x) => legal.get(x)!.length > 0);
    if (!seat) break;
    const list = legal.get(seat)!;
    rules.applyTrusted(s, seat, list[drawInt(rnd, 0, list.length - 1)]);
    seq++;
    legal = afterAction(r, s, seq, shown);
  }
  const t = process.cpuUsage(c0);
  // the warm-up games are not counted
  if (g >= 0) {
    us += t.user + t.system;
    actions += seq;
  }
}
console.log(`RESULT ${JSON.stringify({ usPerAction: us / actions, actions, sink })}`);
