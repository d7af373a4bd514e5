/**
 * Siege bot analysis (not a test): plays greedy (or random) games from fixed seeds, 1–4 seats mixed
 * and both deck lengths as the property test does, and counts per game what the rules did:
 * Chaos placed (by cause), Restore Order, Zeds moves, Hand-to-hand, Outbreaks, Infection, Supplies/Ammo,
 * how the game ended. `node --import tsx bench/siege-analysis.ts [games] [greedy|random] [verbose]`.
 *
 * `node --import tsx bench/siege-analysis.ts [games] losses [verbose]` instead reports what ends each
 * lost greedy game on the seeds of bench/siege-bots.ts (`losses` below): where the games were lost
 * (bench/siege-losses.ts: round, phase, condition × decisive step, the team at the loss), how the
 * Zeds got onto the Town space before a loss through TC, the state and the bot's actions in the
 * rounds before, where Chaos goes down, which Refugees are devoured, where Infection comes from.
 */
import { createRandom, type GameEvent } from "@zedfall/shared";
import { SIEGE_BOARD as B, siege, siegeEngine, SIEGE_BOTS, type SiegeSeatId, type SiegeState } from "@zedfall/shared/siege";
import { trackOf } from "@zedfall/shared/siege/board";
import { countsAsZeds, defOf } from "@zedfall/shared/siege/state/occupancy";
import { lossLines, lossRecord, phaseEvents, summarizeLosses, type LossRecord } from "./siege-losses";

const N = Number(process.argv[2] ?? 200);
const verbose = process.argv.includes("verbose");

/** The counts per game (greedy or random bot, `ana-` seeds). */
function analysis(botName: "greedy" | "random"): void {
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
}

type Snap = Record<string, number>;
const FIGHTERS = (s: SiegeState) => Object.values(s.units).filter((u) => !["villagers", "refugees"].includes(defOf(u).category) && (trackOf(u.at) !== null || u.at === B.tc) && !u.coma);

/** The state the next Zeds phase meets (taken as the last seat says done): resources, Chaos, units, Zeds near the Town spaces. */
function snapshot(s: SiegeState): Snap {
  const zeds = Object.values(s.zeds).filter(countsAsZeds);
  const fighters = FIGHTERS(s);
  return {
    pool: s.chaosPool,
    chaosTown: B.tracks.filter((t) => s.spaces[B.trackSpaces[t][0]!]!.chaos > 0).length,
    infection: s.infection,
    supplies: s.supplies,
    ammo: s.ammo,
    fighters: fighters.length,
    inTC: fighters.filter((u) => u.at === B.tc).length,
    guardedTowns: B.tracks.filter((t) => fighters.some((u) => u.at === B.trackSpaces[t][0])).length,
    zedsOnMap: zeds.filter((z) => B.numOf[z.at]! < 7).length,
    zedsOnTown: B.tracks.filter((t) => zeds.some((z) => z.at === B.trackSpaces[t][0])).length,
    zedsOn01: B.tracks.filter((t) => zeds.some((z) => trackOf(z.at) === t && B.numOf[z.at]! <= 1)).length,
  };
}

/** Adds `n` to `m[k]`. */
function bump(m: Record<string, number>, k: string, n = 1): void {
  m[k] = (m[k] ?? 0) + n;
}

/** `m`'s entries, largest first, each divided by `per`, as "value key" text. */
function listed(m: Record<string, number>, per: number, digits = 2): string {
  return Object.entries(m)
    .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
    .map(([k, v]) => `${(v / per).toFixed(digits)} ${k}`)
    .join("; ");
}

/** What ends each lost greedy game, per deck length, on the bench seeds of bench/siege-bots.ts (`sbots-<deck>-<i>`, 1–4 seats by i % 4). */
function losses(): void {
  const bot = SIEGE_BOTS.greedy;
  for (const deck of ["normal", "short"] as const) {
    const t = { wins: 0, rounds: 0, entry: {} as Record<string, number>, town: {} as Record<string, number>, chaos: {} as Record<string, number>, devoured: {} as Record<string, number>, infection: {} as Record<string, number> };
    const before: Record<string, { n: number; snap: Snap; acts: Record<string, number> }> = {};
    const records: LossRecord[] = [];
    for (let g = 0; g < N; g++) {
      const seats = (["seat1", "seat2", "seat3", "seat4"] as SiegeSeatId[]).slice(0, 1 + (g % 4));
      const s = siege.setup({ seats, deck }, `sbots-${deck}-${g}`);
      const rnd = createRandom(`sbots-bot-${deck}-${g}`);
      let last: Snap | null = null;
      let zedsAtEnd: Record<string, number> = {}; // Zeds id → space number when the last Action phase ended
      let unitsAtEnd: Record<string, number> = {};
      let step = "";
      let entry = "";
      let open: { space: number; was: number } | null = null;
      const acts: Record<number, Record<string, number>> = {};
      // the current phase's events, the last action's, and the phase before it: where a loss came (siege-losses.ts)
      let phaseLog: GameEvent[] = [];
      let batch: GameEvent[] = [];
      let phaseBefore: string = s.phase;
      for (let n = 0; n < 20_000 && !s.result; n++) {
        const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
        if (!seat) break;
        const phase = s.phase;
        const a = bot(s, seat, rnd)!;
        if ((phase === "action" || phase === "4r") && a.type !== "choose" && a.type !== "done") {
          const k = a.type === "move" ? (defOf(s.units[a.unit]!).category === "refugees" ? "refugeeMove" : Object.values(s.zeds).some((z) => z.at === a.to) ? "attack" : "move") : a.type;
          bump((acts[s.round] ??= {}), k);
        }
        if (a.type === "done" && phase === "action" && s.actionPhase.done.length === s.seats.length - 1) {
          last = snapshot(s);
          zedsAtEnd = Object.fromEntries(Object.values(s.zeds).map((z) => [z.id, B.numOf[z.at]!]));
          unitsAtEnd = Object.fromEntries(Object.values(s.units).map((u) => [u.id, u.at]));
        }
        phaseBefore = phase;
        batch = siegeEngine.apply(s, seat, a);
        phaseLog = phaseEvents(phaseLog, batch);
        const ev = batch as (GameEvent & Record<string, unknown>)[];
        for (const e of ev) {
          // a Zeds move onto a Town space stays open until its Hand-to-hand (perhaps after a defender choice) or the next move
          if (open && (e.type === "zedsMove" || e.type === "activation" || e.type === "pressure" || e.type === "phase" || e.type === "gameOver" || (e.type === "handToHand" && e.space === open.space))) {
            const guard = e.type === "handToHand" ? (e.loser === "zeds" ? "the guard won" : "the guard lost") : "unguarded";
            entry = `${guard}, the Zeds ${open.was === 9 ? "placed since" : open.was <= 2 ? `on #${open.was} at` : "on #3–#6 at"} the Action phase's end`;
            bump(t.entry, entry);
            open = null;
          }
          if (e.type === "zedsMove" && B.numOf[e.to as number] === 0 && phase !== "action") open = { space: e.to as number, was: Math.min(...(e.zeds as string[]).map((id) => zedsAtEnd[id] ?? 9)) };
          // the step Chaos is placed in (the loss's own decisive step is siege-losses.ts')
          if (e.type === "activation") step = s.flags.includes("brains") ? "activation (BRAINS!)" : "activation";
          else if (e.type === "pressure") step = "Zeds Pressure";
          else if (e.type === "outbreak") step = "Outbreak";
          else if (e.type === "phase") step = `${e.phase} phase`;
          else if (e.type === "chaos") bump(t.chaos, `#${B.numOf[e.space as number]} by ${step}`);
          else if (e.type === "devoured") {
            const at = unitsAtEnd[e.unit as string];
            let k = "Refugees new since the Action phase (Villagers fled)";
            const tr = at === undefined ? null : trackOf(at);
            if (tr) {
              const gap = Object.values(s.zeds)
                .filter((z) => trackOf(z.at) === tr && zedsAtEnd[z.id] !== undefined && zedsAtEnd[z.id]! > B.numOf[at!]!)
                .reduce((m, z) => Math.min(m, zedsAtEnd[z.id]! - B.numOf[at!]!), 9);
              k = `on #${B.numOf[at!]} at the Action phase's end, Zeds ${gap === 9 ? "none" : gap} behind`;
            }
            bump(t.devoured, k);
          } else if (e.type === "infection" && e.to !== e.from) {
            // by the rule the event cites (events carry no English text)
            const k = (e.to as number) > (e.from as number) ? `+ ${String(e.rule)}` : `− ${String(e.rule)}`;
            bump(t.infection, k, (e.to as number) - (e.from as number));
          }
        }
      }
      t.rounds += s.round;
      if (!s.result) continue;
      if (s.result.winner === "defenders") {
        t.wins++;
        continue;
      }
      const rule = s.result.rule === "siege §5.6" ? "Chaos pool (§5.6)" : "Zeds in TC (§2.5)";
      const record = lossRecord(s, phaseBefore, batch, phaseLog);
      records.push(record);
      if (!rule.startsWith("Chaos")) bump(t.town, entry || "?");
      const b = (before[rule] ??= { n: 0, snap: {}, acts: {} });
      b.n++;
      for (const [k, v] of Object.entries(last ?? {})) bump(b.snap, k, v);
      for (const r of [s.round - 1, s.round - 2]) for (const [k, v] of Object.entries(acts[r] ?? {})) bump(b.acts, k, v);
      if (verbose) console.log(deck, g, seats.length, s.round, `${record.key} × ${record.step} (${record.stepRule})`, JSON.stringify(last));
    }
    console.log(`== greedy ${deck} deck, ${N} games (bench seeds): ${t.wins} wins, mean round ${(t.rounds / N).toFixed(2)}`);
    for (const line of lossLines("  greedy", summarizeLosses(records))) console.log(line);
    console.log(`  losses through TC by the Zeds' entry onto the Town space before it: ${listed(t.town, 1, 0)}`);
    for (const [rule, b] of Object.entries(before)) {
      console.log(`  before a loss by ${rule} (${b.n}): the last Action phase's end: ${listed(b.snap, b.n)}`);
      console.log(`    Actions in the 2 rounds before, per loss: ${listed(b.acts, b.n)}`);
    }
    console.log(`  Zeds entering a Town space (all games): ${listed(t.entry, 1, 0)}`);
    console.log(`  Chaos placed per game: ${listed(t.chaos, N)}`);
    console.log(`  Refugees devoured per game: ${listed(t.devoured, N)}`);
    console.log(`  Infection per game by the rule that changed it: ${listed(t.infection, N)}`);
  }
}

if (process.argv[3] === "losses") losses();
else analysis((process.argv[3] ?? "greedy") as "greedy" | "random");
