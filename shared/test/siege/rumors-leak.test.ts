import { createRandom, drawInt, type RandomState } from "../../src/core/rng";
import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B, siege, siegeEngine, type SiegeAction, type SiegeSeatId, type SiegeState } from "../../src/siege";

/** Games to play (fixed seeds): 200 by default; RUMOR_LEAK_GAMES by hand. */
const N = Number(process.env.RUMOR_LEAK_GAMES ?? 200);
/** Actions per game at most (most games end sooner): long enough for Refugees to reach the Camp and heroes to reveal rumors, short enough for a few seconds. */
const MAX_ACTIONS = Number(process.env.RUMOR_LEAK_ACTIONS ?? 70);

/**
 * The legal-random bot, eager for rumors (the plain random bot seldom walks Refugees home or steps
 * onto a rumor, so its games would hardly touch the mill): a legal `reveal` or Refugee step is
 * taken when there is one, a Move onto a face-down rumor's space half of the time; else any legal
 * action, uniformly (as the random bot of bot/random.ts picks).
 */
function rumorBot(s: SiegeState, seat: SiegeSeatId, rnd: RandomState): SiegeAction | null {
  const legal = siegeEngine.legalActions(s, seat) as SiegeAction[];
  if (legal.length === 0) return null;
  const pick = (xs: SiegeAction[]) => xs[drawInt(rnd, 0, xs.length - 1)]!;
  const eager = legal.filter((a) => a.type === "reveal" || a.type === "refugee" || (a.type === "move" && s.units[a.unit]?.def === "refugees"));
  if (eager.length) return pick(eager);
  const onto = legal.filter((a) => a.type === "move" && a.to !== B.tc && s.spaces[a.to]!.rumor !== null && !s.rumors!.tokens[s.spaces[a.to]!.rumor!]!.revealed);
  if (onto.length && drawInt(rnd, 0, 1) === 0) return pick(onto);
  return pick(legal);
}

/** The rumors face down now (D4): the secret stack and every token on the map not yet revealed. */
function faceDown(s: SiegeState): string[] {
  const m = s.rumors!;
  return [...m.stack, ...Object.values(m.tokens).filter((t) => !t.revealed).map((t) => t.rumor)];
}

/** The face-down rumors whose identity `x` names (searched in its JSON). */
function leaked(x: unknown, secret: string[]): string[] {
  const j = JSON.stringify(x);
  return secret.filter((r) => j.includes(r));
}

describe("siege D4 the Rumor Mill keeps its secrets", () => {
  test(`siege D4 G8 ${N} rumor-eager random-bot games with both modules: after every step no seat's view and no event names a face-down rumor`, () => {
    let placed = 0;
    let revealed = 0;
    let checked = 0;
    for (let g = 0; g < N; g++) {
      const seats = (["seat1", "seat2", "seat3", "seat4"] as SiegeSeatId[]).slice(0, 1 + (g % 3));
      const s = siege.setup({ seats, trains: true, rumors: true }, `leak-${g}`);
      const rnd = createRandom(`leak-bot-${g}`);
      const viewers = [...s.seats, "spectator" as const];
      // every step: its events and one viewer's view, the viewers taking turns; a step that touched the
      // Rumor Mill (a draw, a placement, a reveal): every viewer's view (a view is built per viewer)
      const check = (ev: GameEvent[]) => {
        const secret = faceDown(s);
        expect(leaked(ev, secret)).toEqual([]);
        const touched = ev.some((e) => e.type.startsWith("rumor") || e.type === "fateCard");
        for (const viewer of touched ? viewers : [viewers[checked % viewers.length]!]) expect(leaked(siege.view(s, viewer), secret)).toEqual([]);
        checked++;
      };
      check([]);
      for (let n = 0; n < MAX_ACTIONS && !s.result; n++) {
        const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
        if (!seat) break;
        const ev = siege.apply(s, seat, rumorBot(s, seat, rnd)!);
        placed += ev.filter((e) => e.type === "rumorPlaced").length;
        revealed += ev.filter((e) => e.type === "rumorRevealed").length;
        check(ev);
      }
    }
    // the search ran over real placements and reveals
    expect(placed).toBeGreaterThan(N);
    expect(revealed).toBeGreaterThanOrEqual(10);
    expect(checked).toBeGreaterThan(N);
    if (process.env.RUMOR_LEAK_GAMES) console.log(`rumor leak: ${N} games, ${checked} steps, ${placed} placed, ${revealed} revealed`);
  });
});
