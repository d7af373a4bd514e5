/**
 * Siege bot analysis (not a test): plays greedy (or random) games from fixed seeds, 1–4 seats mixed
 * and both deck lengths as the property test does, and counts per game what the rules did:
 * Chaos placed (by cause), Restore Order, Zeds moves, Hand-to-hand, Outbreaks, Infection, Supplies/Ammo,
 * how the game ended. `node --import tsx bench/siege-analysis.ts [games] [greedy|random] [verbose]`.
 */
import { createRandom } from "../shared/src/core/rng";
import type { GameEvent } from "../shared/src/core/ruleset";
import { SIEGE_BOARD as B, siege, siegeEngine, SIEGE_BOTS, type SiegeSeatId } from "../shared/src/siege";
import { trackOf } from "../shared/src/siege/board";
import { defOf } from "../shared/src/siege/occupancy";

const N = Number(process.argv[2] ?? 200);
const botName = (process.argv[3] ?? "greedy") as "greedy" | "random";
const verbose = process.argv.includes("verbose");
const bot = SIEGE_BOTS[botName];

type Row = Record<string, number | string>;
const rows: Row[] = [];
for (const deck of ["normal", "short"] as const) {
  let wins = 0;
  for (let g = 0; g < N; g++) {
    const seats = (["seat1", "seat2", "seat3", "seat4"] as SiegeSeatId[]).slice(0, 1 + (g % 4));
    const s = siege.setup({ seats, deck }, `ana-${deck}-${g}`);
    const rnd = createRandom(`anab-${g}`);
    const c: Row = { deck, seats: seats.length, chaos: 0, chaosMove: 0, chaosRetreat: 0, chaosPlace: 0, chaosOther: 0, restore: 0, zedsMoves: 0, newZeds: 0, hth: 0, outbreaks: 0, maxInf: 0, minSup: 99, minAmmo: 99, fires: 0, forages: 0, trainActs: 0, univ: 0, heals: 0, barricades: 0, unitMovesIntoChaos: 0, unspent: 0, zedsOnTown: 0, inTC: 0, onTown: 0, onTrack: 0, inBox: 0 };
    let last = "";
    const trace: string[] = [];
    for (let n = 0; n < 20000 && !s.result; n++) {
      const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
      if (!seat) break;
      const a = bot(s, seat, rnd)!;
      if (a.type === "fire") (c.fires as number)++;
      if (a.type === "forage") (c.forages as number)++;
      if (a.type === "trainMove" || a.type === "trainTurn") (c.trainActs as number)++;
      if (a.type === "heal") (c.heals as number)++;
      if (a.type === "barricade") (c.barricades as number)++;
      if (a.type === "move" && s.spaces[a.to]!.chaos > 0) (c.unitMovesIntoChaos as number)++;
      if (a.type === "done" && s.phase === "action" && s.actionPhase.done.length === s.seats.length - 1) {
        // Actions left unspent when the Action phase ends (Event Actions and Player Actions are lost)
        c.unspent = (c.unspent as number) + s.actionTrack + Object.values(s.actionPhase.playerAction).filter(Boolean).length;
        // Town spaces held by Zeds when the Action phase ends: their next move (an activation or Zeds Pressure) enters TC
        c.zedsOnTown = (c.zedsOnTown as number) + B.tracks.filter((t) => Object.values(s.zeds).some((z) => z.at === B.trackSpaces[t][0])).length;
        // where the player units stand when the Action phase ends
        for (const u of Object.values(s.units)) {
          if (u.coma || ["villagers", "refugees"].includes(defOf(u).category)) continue;
          const k = u.at === B.tc ? "inTC" : trackOf(u.at) === null ? "inBox" : B.numOf[u.at] === 0 ? "onTown" : "onTrack";
          c[k] = ((c[k] as number) ?? 0) + 1;
        }
      }
      const ev = siegeEngine.apply(s, seat, a) as (GameEvent & Record<string, unknown>)[];
      for (const e of ev) {
        const t = e.type as string;
        if (t === "zedsMove") { (c.zedsMoves as number)++; last = "move"; }
        else if (t === "zedsRetreat") last = "retreat";
        else if (t === "newZeds") { (c.newZeds as number)++; last = "place"; }
        else if (t === "chaos") {
          (c.chaos as number)++;
          const k = last === "move" ? "chaosMove" : last === "retreat" ? "chaosRetreat" : last === "place" ? "chaosPlace" : "chaosOther";
          (c[k] as number)++;
          if (verbose) trace.push(`r${s.round} ${s.phase} chaos(${last}) ${e.text}`);
        } else if (t === "restoreOrder") { (c.restore as number)++; if (verbose) trace.push(`r${s.round} restore ${e.text}`); }
        else if (t === "outbreak") (c.outbreaks as number)++;
        else if (t === "stationBonus" && e.station === "university") (c.univ as number)++;
        else if (t === "hth" || (t === "roll" && String(e.text ?? "").includes("Hand-to-hand"))) (c.hth as number)++;
        else if (t === "gameOver" && verbose) trace.push(`r${s.round} ${e.text}`);
      }
      c.maxInf = Math.max(c.maxInf as number, s.infection);
      c.minSup = Math.min(c.minSup as number, s.supplies);
      c.minAmmo = Math.min(c.minAmmo as number, s.ammo);
    }
    c.round = s.round;
    c.result = s.result ? `${s.result.winner}:${s.result.rule}` : "none";
    c.why = s.result ? String((s.result as { reason?: string }).reason ?? "") : "";
    c.poolEnd = s.chaosPool;
    c.chaosOnMap = s.spaces.reduce((n, sp) => n + sp.chaos, 0);
    if (s.result?.winner === "defenders") wins++;
    rows.push(c);
    if (verbose && g < 3) console.log(trace.join("\n"), "\n", JSON.stringify(c));
  }
  const mine = rows.filter((r) => r.deck === deck);
  const mean = (k: string) => (mine.reduce((n, r) => n + (r[k] as number), 0) / mine.length).toFixed(2);
  const chaosLoss = mine.filter((r) => r.result === "zeds:siege §5.6").length;
  const rounds = mine.map((r) => r.round as number).sort((x, y) => x - y);
  console.log(`${botName} ${deck}: ${wins}/${N} wins; mean round ${mean("round")} (90th percentile ${rounds[Math.floor(rounds.length * 0.9)]}, best ${rounds[rounds.length - 1]}), Chaos placed ${mean("chaos")}, restored ${mean("restore")}, Outbreaks ${mean("outbreaks")}, Hand-to-hand ${mean("hth")}, University stops ${mean("univ")}; losses: ${chaosLoss} Chaos pool, ${mine.length - wins - chaosLoss} Zeds in TC`);
}
const keys = Object.keys(rows[0]!).filter((k) => typeof rows[0]![k] === "number" && k !== "seats");
for (const deck of ["normal", "short"]) for (const seats of [1, 2, 3, 4]) {
  const rs = rows.filter((r) => r.deck === deck && r.seats === seats);
  const avg = Object.fromEntries(keys.map((k) => [k, +(rs.reduce((n, r) => n + (r[k] as number), 0) / rs.length).toFixed(2)]));
  const ends: Record<string, number> = {};
  for (const r of rs) { const k = `${r.result}`; ends[k] = (ends[k] ?? 0) + 1; }
  console.log(deck, seats, JSON.stringify(avg), JSON.stringify(ends));
}
