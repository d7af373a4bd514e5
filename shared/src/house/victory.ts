import type { GameEvent, GameResult } from "../core/ruleset";
import { LINK } from "./board";
import { boardOf, isHouseSq, livingHumans } from "./geometry";
import type { HouseReasonKey, HouseState } from "./types";
import { babyOk } from "./baby/state";
import { zombieList } from "./occupancy";
import type { HouseEvent } from "./events";

/** Ends the game with `result` (sets phase "over") and logs it. */
export function endGame(d: HouseState, ev: GameEvent[], result: GameResult & { key: HouseReasonKey }): void {
  d.result = result;
  d.phase = "over";
  d.pending = [];
  ev.push({ type: "gameOver", ...result, rule: result.rule } satisfies HouseEvent);
}

/**
 * Fortress (§15.1.1, G29): every search square on the board (cellar ones once revealed) searched
 * by some human, every exterior opening of the house barricaded, no zombie on a house square, and
 * every living human on a house square.
 */
export function fortressHolds(s: HouseState): boolean {
  const b = boardOf(s);
  // cheap gates first: this runs after every action (G29)
  const counts = boardCounts(b);
  if (s.barricades.length < counts.exterior || s.searched.length < counts.mainSearch) return false;
  const searchedIds = new Set(s.searched.map((k) => k.split(":")[1]));
  for (const [id, sq] of Object.entries(b.search)) if ((sq.z === 0 || s.cellar.revealed) && !searchedIds.has(id)) return false;
  for (const o of b.openings) if (o.exterior && !s.barricades.includes(o.key)) return false;
  for (const z of zombieList(s)) if (isHouseSq(s, z.pos)) return false;
  return livingHumans(s).every((h) => isHouseSq(s, h.pos!));
}

const countsOf = new WeakMap<object, { exterior: number; mainSearch: number }>();
/** Exterior openings and main-board search squares of a board (memoised per board). */
function boardCounts(b: ReturnType<typeof boardOf>): { exterior: number; mainSearch: number } {
  let n = countsOf.get(b);
  if (!n) {
    n = { exterior: b.openings.filter((o) => o.exterior).length, mainSearch: Object.values(b.search).filter((q) => q.z === 0).length };
    countsOf.set(b, n);
  }
  return n;
}

/** Cellar victory [H-A3] as §15.1.3 reads it: link barricaded, every living human below, no zombie below. */
export function cellarHolds(s: HouseState): boolean {
  if (!s.cellar.revealed || !s.barricades.includes(LINK)) return false;
  if (zombieList(s).some((z) => z.pos.z === 1)) return false;
  return livingHumans(s).every((h) => h.pos!.z === 1);
}

function anyHumanAlive(s: HouseState): boolean {
  for (const id in s.humans) if (s.humans[id as keyof typeof s.humans]!.alive) return true;
  return false;
}

/**
 * The victory check of G29, run after every action and automatic step: (1) no living human →
 * the Zombie player wins; (2) Fortress or Cellar with ≥1 living human (and a carried baby when it is
 * on the board). The car (§15.2) and the round limit (§15.3) end the game where they happen.
 * Returns true when the game is over. `deathsPossible: false` skips the "no living human" scan
 * when the caller knows no human died since the last check (it is the costly part on a draft).
 */
export function checkVictory(d: HouseState, ev: GameEvent[], deathsPossible = true): boolean {
  if (d.phase === "over") return true;
  if (d.phase !== "human" && d.phase !== "zombie") return false;
  if (deathsPossible && !anyHumanAlive(d)) {
    endGame(d, ev, { winner: "zombie", rule: "house §15.3", key: "allDead" });
    return true;
  }
  if (babyOk(d) && cellarHolds(d)) {
    endGame(d, ev, { winner: "humans", rule: "H-A3", key: "cellar" });
    return true;
  }
  if (babyOk(d) && fortressHolds(d)) {
    endGame(d, ev, { winner: "humans", rule: "house §15.1", key: "fortress" });
    return true;
  }
  return false;
}

/**
 * End of the Zombie turn of the last round (§15.3, G29): the Zombie player wins, or with
 * `surviveTillDawn` the humans win when at least half the starting figures (rounded up) live.
 */
export function roundLimitReached(d: HouseState, ev: GameEvent[]): void {
  const figures = Object.keys(d.humans).length;
  const alive = livingHumans(d).length;
  if (d.options.surviveTillDawn && alive >= Math.ceil(figures / 2) && babyOk(d))
    endGame(d, ev, { winner: "humans", rule: "house §15.3", key: "dawn", params: { alive, figures } });
  else endGame(d, ev, { winner: "zombie", rule: "house §15.3", key: "roundLimit", params: { round: d.round } });
}
