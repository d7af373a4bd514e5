import { SIEGE_BOARD as B, type TrackId } from "../board";
import { countsAsZeds, fightersAt, unitStrength, zedsAt, zedsStrength } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import { dist } from "./common";
import { holdChance } from "./town";

/**
 * How much a track threatens Town Center (a heuristic): every Zeds unit on it by its Strength and
 * closeness (as greedy.ts weighs danger), plus up to 200 as its Town space is less likely to hold
 * against the nearest of them.
 */
export function trackThreat(s: SiegeState, track: TrackId): number {
  let threat = 0;
  let nearest: number | null = null;
  for (const i of B.trackSpaces[track]) {
    const zs = zedsAt(s, i).filter(countsAsZeds);
    if (!zs.length) continue;
    const str = zs.reduce((n, z) => n + zedsStrength(z), 0);
    threat += (str + 4) * (8 - dist(i)) * (8 - dist(i));
    if (nearest === null || dist(i) < dist(nearest)) nearest = i;
  }
  const town = B.trackSpaces[track][0]!;
  const guards = fightersAt(s, town);
  // the Town space's chance against the track's nearest Zeds (none on the track: whether anybody guards it)
  const hold = nearest === null ? (guards.length ? 1 : 0.5) : holdChance(s, town, zedsAt(s, nearest).filter(countsAsZeds), guards, s.trains.filter((t) => t.at === town).length);
  return threat + (1 - hold) * 200;
}

/** The Fate draw waiting on the lead's choice of track, or null (siege §6.2). */
function fateStep(s: SiegeState): Extract<SiegeStep, { t: "fate" }> | null {
  const d = s.pending[0] as { step?: number } | undefined;
  const w = d?.step !== undefined ? s.work[d.step] : undefined;
  return w?.t === "fate" ? w : null;
}

/**
 * Choice answers the greedy defender scores here (bot/greedy.ts `chooseScore` asks first), or null
 * for a purpose this file does not answer:
 * - `fateTrack` (§6.2): a second activation, an Even attack, Oh, This Is Bad…'s Zeds on #1 or
 *   Spread's new Zeds go to the track that threatens TC least; the National Guard to the one that
 *   threatens it most; V.I.P. Survivors to the quietest; an Outbreak's or a rumor's track is left
 *   to the tie-break (pointing Outbreaks at the quietest track measured slightly worse);
 * - `retreatStop` between player units (G6): the strongest stops on the nearer space (it defends there);
 * - `upgrade` (G25, ties): the marker goes to the Zeds farthest from TC;
 * - `wellArmed` (G28), `keepCalm` (§6.3): the strongest unit gets it.
 * These decisions were left to the tie-break before; measured over 1000 games a deck length
 * (bench seeds, 1–4 seats): mean round 11.15 → 11.19 normal, 10.41 → 10.28 short — within the
 * noise, so they answer by the position rather than by chance without changing the bot's strength.
 */
export function choiceScore(s: SiegeState, purpose: string | undefined, option: string): number | null {
  switch (purpose) {
    case "fateTrack": {
      if (!(B.tracks as readonly string[]).includes(option)) return null;
      const why = fateStep(s)?.purpose;
      // an Outbreak's Zeds go to the track's Chaos space or Village nearest TC (G16), wherever the track stands: no preference
      if (why === "rumor" || why === "outbreak" || why === "outbreak-unchecked") return 0;
      const threat = trackThreat(s, option as TrackId);
      return why === "guard" ? threat : -threat;
    }
    case "verminTrack":
      return (B.tracks as readonly string[]).includes(option) ? -trackThreat(s, option as TrackId) : null;
    case "retreatStop": {
      const u = s.units[option];
      return u ? unitStrength(u) : null;
    }
    case "upgrade": {
      const z = s.zeds[option];
      return z ? dist(z.at) : null;
    }
    case "wellArmed":
    case "keepCalm": {
      const u = s.units[option];
      return u ? unitStrength(u) : null;
    }
  }
  return null;
}
