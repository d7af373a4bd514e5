import type { GameEvent, SeatId } from "@zedfall/shared";
import type { GameAdapter } from "../games/types";
import { applyStored, firstOpening, foldRows, startedSeats } from "../store/rebuild";
import type { StoredGame } from "../store/types";
import { startEvent } from "./room-events";

/** One step of a replay: the state after `action` (step 0: the first state) and its events. */
export interface ReplayStep {
  state: unknown;
  events: GameEvent[];
  seat: SeatId | null;
  action: { type: string } | null;
}

/** A finished game rebuilt for its replay: every step, the turns to jump to, the seats of the start, and the stored game. */
export interface ReplayBuild {
  stored: StoredGame;
  adapter: GameAdapter;
  steps: ReplayStep[];
  turns: { step: number; round: number; phase: string }[];
  seats: SeatId[];
}

/**
 * Every step of a finished game from seed + effective log (store/rebuild.ts helpers). Throws the
 * StoreError (game and seq) of a log that does not replay.
 */
export function buildReplay(stored: StoredGame, adapter: GameAdapter): ReplayBuild {
  const { meta } = stored;
  const r = adapter.ruleset;
  const { log } = foldRows(meta.id, stored.rows);
  const started = meta.seats.started ?? {};
  const seats = startedSeats(r, started);
  const names = Object.fromEntries(seats.map((id) => [id, started[id]!.name]));
  const first = firstOpening(r, meta);
  let state = first.state;
  const steps: ReplayStep[] = [{ state, events: [startEvent(seats, names), ...first.events], seat: null, action: null }];
  for (const e of log) {
    state = r.clone(state);
    steps.push({ state, events: applyStored(r, meta.id, state, e), seat: e.seat, action: e.action });
  }
  const turns: ReplayBuild["turns"] = [];
  let last = "";
  steps.forEach((s, i) => {
    const t = r.turnOf(s.state);
    const key = `${t.round}:${t.phase}`;
    if (key !== last) turns.push({ step: i, ...t });
    last = key;
  });
  return { stored, adapter, steps, turns, seats };
}

/**
 * The replays being watched in one process, shared per game (issue 13 finding 3: a replay room
 * rebuilt every step for itself, ~1.1 MB and 35 ms a viewer): each viewer has a replay room of
 * their own (their own step), and the rooms of one game share one build, made once and dropped
 * when the last of them closes.
 */
export class ReplayBuilds {
  private readonly open = new Map<string, { build: Promise<ReplayBuild>; rooms: number }>();

  /** The build of `gameId`, made by `make` if no open replay of that game has one; pair with `release`. A failed build is not kept. */
  acquire(gameId: string, make: () => Promise<ReplayBuild>): Promise<ReplayBuild> {
    let entry = this.open.get(gameId);
    if (!entry) {
      entry = { build: make(), rooms: 0 };
      this.open.set(gameId, entry);
      const made = entry;
      made.build.catch(() => {
        if (this.open.get(gameId) === made) this.open.delete(gameId);
      });
    }
    entry.rooms++;
    return entry.build;
  }

  /** One replay room of `gameId` closed; the last one drops the build. */
  release(gameId: string): void {
    const entry = this.open.get(gameId);
    if (entry && --entry.rooms <= 0) this.open.delete(gameId);
  }

  /** How many games have a build in memory now. */
  get size(): number {
    return this.open.size;
  }
}
