import { setImmediate as nextTurn } from "node:timers/promises";
import type { GameEvent, SeatId } from "@zedfall/shared";
import type { GameAdapter } from "../../games/types";
import { applyStored, firstOpening, foldRows, startedSeats } from "../../store/rebuild";
import type { StoredGame } from "../../store/types";
import { startEvent } from "../game/room-events";

/** One step of a replay: the action that made it (step 0: none, the first state), its seat and its events. */
export interface ReplayStep {
  events: GameEvent[];
  seat: SeatId | null;
  action: { type: string } | null;
}

/**
 * A finished game rebuilt for its replay: every step, the state after every CHECKPOINT_EVERY-th
 * step (`checkpoints[k]` is the state after step k × CHECKPOINT_EVERY; `stateAt` makes the others),
 * the turns to jump to, the seats of the start, and the stored game.
 */
export interface ReplayBuild {
  stored: StoredGame;
  adapter: GameAdapter;
  steps: ReplayStep[];
  checkpoints: unknown[];
  turns: { step: number; round: number; phase: string }[];
  seats: SeatId[];
}

/**
 * How long a replay build runs at a time (ms) before it lets the event loop serve the rooms of the
 * process: a 5,000-row game took 0.88 s in one piece, the game rooms' messages and `/health` waiting
 * behind it; in slices of this length nothing waits much longer.
 */
export const BUILD_SLICE_MS = 8;

/**
 * Every how many steps a build keeps a state. A state for every step (a co-op game state is ~9 KB of
 * JSON, several times that in memory) made a 5,000-row build hold ~55 MB, and the garbage
 * collector's pauses over it held the loop up to ~140 ms; a step between two checkpoints is
 * rebuilt from the one before it, at most CHECKPOINT_EVERY − 1 actions (a few ms).
 */
export const CHECKPOINT_EVERY = 50;

/**
 * Every step of a finished game from seed + effective log (store/rebuild.ts helpers), built in
 * slices of BUILD_SLICE_MS that yield to the event loop in between. Rejects with the StoreError
 * (game and seq) of a log that does not replay.
 */
export async function buildReplay(stored: StoredGame, adapter: GameAdapter): Promise<ReplayBuild> {
  const { meta } = stored;
  const r = adapter.ruleset;
  const { log } = foldRows(meta.id, stored.rows);
  // reading the rows is a slice of its own (~5–20 ms for 5,000 rows)
  await nextTurn();
  const started = meta.seats.started ?? {};
  const seats = startedSeats(r, started);
  const first = firstOpening(r, meta);
  const state = first.state;
  const steps: ReplayStep[] = [{ events: [startEvent(seats), ...first.events], seat: null, action: null }];
  const checkpoints: unknown[] = [r.clone(state)];
  const turns: ReplayBuild["turns"] = [];
  let last = "";
  const turnAt = (step: number) => {
    const t = r.turnOf(state);
    const key = `${t.round}:${t.phase}`;
    if (key !== last) turns.push({ step, ...t });
    last = key;
  };
  turnAt(0);
  let slice = performance.now();
  for (const e of log) {
    if (performance.now() - slice >= BUILD_SLICE_MS) {
      await nextTurn();
      slice = performance.now();
    }
    steps.push({ events: applyStored(r, meta.id, state, e), seat: e.seat, action: e.action });
    const step = steps.length - 1;
    if (step % CHECKPOINT_EVERY === 0) checkpoints.push(r.clone(state));
    turnAt(step);
  }
  return { stored, adapter, steps, checkpoints, turns, seats };
}

/**
 * The state after step `n` of `build`, a fresh copy the caller may change: from `from` (a state
 * after step `from.step` ≤ n that the caller gives up, changed in place) when it is closer than the
 * checkpoint before n, else from a copy of that checkpoint; then the steps' actions up to n.
 */
export function stateAt(build: ReplayBuild, n: number, from?: { step: number; state: unknown }): unknown {
  const r = build.adapter.ruleset;
  const k = Math.floor(n / CHECKPOINT_EVERY);
  const base = k * CHECKPOINT_EVERY;
  const near = from && from.step <= n && from.step >= base;
  const state = near ? from.state : r.clone(build.checkpoints[k]);
  for (let i = (near ? from.step : base) + 1; i <= n; i++) {
    const s = build.steps[i]!;
    applyStored(r, build.stored.meta.id, state, { seat: s.seat!, action: s.action!, seq: i });
  }
  return state;
}

/**
 * The replays being watched in one process, shared per game (a replay room that rebuilt every step
 * for itself cost ~1.1 MB and 35 ms a viewer): each viewer has a replay room of their own (their
 * own step), and the rooms of one game share one build, made once and dropped when the last of
 * them closes.
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
