import { isDeepStrictEqual } from "node:util";
import type { AnyRuleset, GameEvent, SeatId } from "@zedfall/shared";
import { splitStored } from "../rooms/seats/pace";
import { startEvent } from "../rooms/game/room-events";
import { StoreError, type GameMeta, type LogRow, type RawRow, type StoredGame } from "./types";

/** One action of the effective log: what the game consists of once undos are folded in. */
export interface EffectiveEntry {
  seat: SeatId;
  action: { type: string };
  /** The store row that holds it. */
  seq: number;
}

/** The last action still undoable after a rebuild: its seat, the states around it and its events. */
export interface UndoInfo {
  seat: SeatId;
  before: unknown;
  after: unknown;
  events: GameEvent[];
}

/** A game rebuilt from the store: rule state (null in the lobby), effective log, undo info. */
export interface Rebuilt {
  /** With `history`: every batch of events of the game as the room published it (start, actions, undos, the reopening). */
  history?: { seq: number; events: GameEvent[] }[];
  rules: unknown;
  log: EffectiveEntry[];
  /** Number of stored rows (the next append is `rows + 1`). */
  rows: number;
  undo: UndoInfo | null;
  /** How the state was reached: from the start, or from the snapshot after row `fromSnapshot`. */
  fromSnapshot: number | null;
  /** Snapshots that could not be used (damaged JSON), as messages. */
  warnings: string[];
}

/**
 * Parses one stored row; a damaged or truncated row gives a StoreError naming the game and seq.
 * A row is `{seq, seat, kind: act|undo, action: JSON object with a string type (act) or null (undo)}`.
 */
export function parseRow(gameId: string, raw: RawRow, expectedSeq: number): LogRow {
  const seq = Number(raw.seq);
  if (seq !== expectedSeq) throw new StoreError(gameId, expectedSeq, seq > expectedSeq ? `row ${expectedSeq} is missing (the next stored row is ${seq})` : `row ${seq} is stored twice`);
  if (typeof raw.seat !== "string" || !raw.seat) throw new StoreError(gameId, seq, "the row has no seat");
  if (raw.kind === "undo") return { seq, seat: raw.seat, kind: "undo", action: null, at: Number(raw.at) };
  if (raw.kind !== "act") throw new StoreError(gameId, seq, `unknown row kind '${String(raw.kind)}'`);
  let action: unknown;
  try {
    action = JSON.parse(raw.action ?? "");
  } catch (e) {
    throw new StoreError(gameId, seq, `the stored action is damaged or truncated (${(e as Error).message}): ${String(raw.action).slice(0, 80)}`);
  }
  if (!action || typeof action !== "object" || Array.isArray(action) || typeof (action as { type?: unknown }).type !== "string")
    throw new StoreError(gameId, seq, `the stored action is not an action object: ${String(raw.action).slice(0, 80)}`);
  return { seq, seat: raw.seat, kind: "act", action: action as LogRow["action"], at: Number(raw.at) };
}

/**
 * Folds the rows into the effective log: an `undo` row cancels the latest action still in effect,
 * which must be its seat's (DESIGN "Protocol", `undo`). Returns the log and its length after each row.
 */
export function foldRows(gameId: string, raws: RawRow[]): { rows: LogRow[]; log: EffectiveEntry[]; lengthAfter: number[] } {
  const rows: LogRow[] = [];
  const log: EffectiveEntry[] = [];
  const lengthAfter: number[] = [0];
  for (let i = 0; i < raws.length; i++) {
    const row = parseRow(gameId, raws[i]!, i + 1);
    rows.push(row);
    if (row.kind === "undo") {
      const last = log[log.length - 1];
      if (!last) throw new StoreError(gameId, row.seq, "an undo with no action to take back");
      if (last.seat !== row.seat) throw new StoreError(gameId, row.seq, `an undo by ${row.seat} of ${last.seat}'s action (seq ${last.seq})`);
      log.pop();
    } else log.push({ seat: row.seat, action: row.action!, seq: row.seq });
    lengthAfter.push(log.length);
  }
  return { rows, log, lengthAfter };
}

/** The seats filled at the start, in the lobby's seat order (the order `setup` was given). */
export function startedSeats(ruleset: AnyRuleset, started: Record<SeatId, unknown>): SeatId[] {
  return ruleset.lobby.seats.map((s) => s.id).filter((id) => id in started);
}

/** The first state of a game: `setup` from the room's options, the seats filled at the start and the seed. Throws the ruleset's error. */
export function setupOf(ruleset: AnyRuleset, roomOptions: unknown, started: Record<SeatId, unknown>, seed: string): unknown {
  return openingOf(ruleset, roomOptions, started, seed).state;
}

/**
 * The first state of a game as `setupOf` makes it, with the events of what the setup ran (the
 * ruleset's `setupWithEvents`; none without it), which the room logs at seq 0 after the start's
 * own line. Throws the ruleset's error.
 */
export function openingOf(ruleset: AnyRuleset, roomOptions: unknown, started: Record<SeatId, unknown>, seed: string): { state: unknown; events: GameEvent[] } {
  const options = ruleset.lobby.optionsFor(roomOptions, startedSeats(ruleset, started));
  return ruleset.setupWithEvents ? ruleset.setupWithEvents(options, seed) : { state: ruleset.setup(options, seed), events: [] };
}

/** The first state of a stored, started game; a StoreError (seq 0) when it cannot be set up again. */
export function firstState(ruleset: AnyRuleset, meta: GameMeta): unknown {
  return firstOpening(ruleset, meta).state;
}

/** The first state of a stored, started game and its setup's events (`openingOf`, from the stored options without the pace); a StoreError (seq 0) when it cannot be set up again. */
export function firstOpening(ruleset: AnyRuleset, meta: GameMeta): { state: unknown; events: GameEvent[] } {
  try {
    return openingOf(ruleset, splitStored(meta.options).ruleOptions, meta.seats.started ?? {}, meta.seed);
  } catch (e) {
    throw new StoreError(meta.id, 0, `the game cannot be set up again: ${(e as Error).message}`);
  }
}

/**
 * Applies one stored action to `state` in place and returns its events (`applyStored`: the bounds
 * on free actions hold for new actions only, so a game stored before them replays as it was played);
 * a refusal (the rules changed since) names the game and the row, and leaves `state` as it was.
 */
export function applyStored(ruleset: AnyRuleset, gameId: string, state: unknown, e: EffectiveEntry): GameEvent[] {
  try {
    return ruleset.applyStored(state, e.seat, e.action);
  } catch (err) {
    throw new StoreError(gameId, e.seq, `the log no longer replays: ${e.seat} ${JSON.stringify(e.action)} is refused: ${(err as Error).message}`);
  }
}

/**
 * Rebuilds a stored game: folds the rows, takes the newest usable snapshot (one that no later undo
 * reaches behind, and behind the last action so that it stays undoable) or the first state, and
 * applies the rest of the effective log. Throws StoreError naming the game and seq when a row is
 * damaged or no longer replays; never changes the store.
 */
export function rebuild(ruleset: AnyRuleset, stored: StoredGame, opts: { useSnapshots?: boolean; history?: boolean } = {}): Rebuilt {
  const { meta } = stored;
  const { rows, log, lengthAfter } = foldRows(meta.id, stored.rows);
  if (meta.seq !== rows.length) throw new StoreError(meta.id, meta.seq, `the game says its log ends at seq ${meta.seq}, but ${rows.length} rows are stored`);
  if (meta.status === "lobby") {
    if (rows.length) throw new StoreError(meta.id, 1, "a game in its lobby has logged actions");
    return { rules: null, log: [], rows: 0, undo: null, fromSnapshot: null, warnings: [], history: opts.history ? [] : undefined };
  }
  if (opts.history) return { ...replayAll(ruleset, meta, rows), log, rows: rows.length, fromSnapshot: null, warnings: [] };
  const warnings: string[] = [];
  const lastIsAct = rows.length > 0 && rows[rows.length - 1]!.kind === "act";
  let state: unknown = null;
  let from = 0;
  let fromSnapshot: number | null = null;
  if (opts.useSnapshots !== false) {
    for (const snap of [...stored.snapshots].sort((a, b) => b.seq - a.seq)) {
      if (snap.seq > rows.length) continue;
      const len = lengthAfter[snap.seq]!;
      let usable = true;
      for (let k = snap.seq + 1; k <= rows.length; k++) if (lengthAfter[k]! < len) usable = false;
      if (lastIsAct && len >= log.length) usable = false;
      if (!usable) continue;
      try {
        state = JSON.parse(snap.state);
      } catch (e) {
        warnings.push(`game ${meta.id}, snapshot at seq ${snap.seq} is damaged (${(e as Error).message}); replaying from an earlier point`);
        continue;
      }
      from = len;
      fromSnapshot = snap.seq;
      break;
    }
  }
  if (fromSnapshot === null) state = firstState(ruleset, meta);
  let undo: UndoInfo | null = null;
  for (let i = from; i < log.length; i++) {
    const last = i === log.length - 1 && lastIsAct;
    // only the last action can be taken back: keep the state before it, and only when the rules allow an undo of it
    const before = last && ruleset.undoable(state, log[i]!.seat, log[i]!.action) ? ruleset.clone(state) : null;
    const events = applyStored(ruleset, meta.id, state, log[i]!);
    if (before) undo = { seat: log[i]!.seat, before, after: state, events };
  }
  return { rules: state, log, rows: rows.length, undo, fromSnapshot, warnings };
}

/**
 * Replays every row from the first state, undone actions and undos included, and collects the
 * events as the room published them: `start` (seq 0), each action's events at the effective-log
 * length after it, and an undo row takes its action's events out again (the room's history is the
 * game as it stands, rooms/game/history.ts). A copy of the state is kept only before an
 * action that a later row takes back (and before the last action when it may be taken back).
 */
function replayAll(ruleset: AnyRuleset, meta: GameMeta, rows: LogRow[]): Pick<Rebuilt, "rules" | "undo" | "history"> {
  const undone = new Set<number>();
  const open: number[] = [];
  rows.forEach((r, i) => (r.kind === "act" ? open.push(i) : undone.add(open.pop()!)));
  const started = meta.seats.started ?? {};
  const filled = startedSeats(ruleset, started);
  const first = firstOpening(ruleset, meta);
  const history: { seq: number; events: GameEvent[] }[] = [{ seq: 0, events: [startEvent(filled), ...first.events] }];
  let state = first.state;
  const stack: { seat: SeatId; action: { type: string }; before: unknown; events: GameEvent[] }[] = [];
  const lastAt = rows.length - 1;
  rows.forEach((row, i) => {
    if (row.kind === "act") {
      const action = row.action!;
      const keep = undone.has(i) || (i === lastAt && ruleset.undoable(state, row.seat, action));
      const before = keep ? ruleset.clone(state) : null;
      const events = applyStored(ruleset, meta.id, state, { seat: row.seat, action, seq: row.seq });
      stack.push({ seat: row.seat, action, before, events });
      history.push({ seq: stack.length, events });
    } else {
      // as the room keeps it: the undone action's lines leave the history (rooms/game/history.ts takeBack)
      for (let k = history.length - 1; k > 0; k--)
        if (history[k]!.seq === stack.length) {
          history.splice(k, 1);
          break;
        }
      const top = stack.pop()!;
      state = top.before;
    }
  });
  const top = stack[stack.length - 1];
  const undo = top && rows[lastAt]?.kind === "act" && top.before ? { seat: top.seat, before: top.before, after: state, events: top.events } : null;
  return { rules: state, undo, history };
}

/**
 * Checks a stored game the slow way (CLI `verify`): replays every row from the first state,
 * compares the state after each snapshot's row with that snapshot, and the end with the stored
 * status and result. Returns the problems found (empty when the game is sound).
 */
export function verifyGame(ruleset: AnyRuleset, stored: StoredGame): string[] {
  const { meta } = stored;
  const problems: string[] = [];
  let folded: ReturnType<typeof foldRows>;
  try {
    folded = foldRows(meta.id, stored.rows);
  } catch (e) {
    return [(e as Error).message];
  }
  if (meta.seq !== folded.rows.length) problems.push(new StoreError(meta.id, meta.seq, `the game says its log ends at seq ${meta.seq}, but ${folded.rows.length} rows are stored`).message);
  if (meta.status === "lobby") {
    if (folded.rows.length) problems.push(new StoreError(meta.id, 1, "a game in its lobby has logged actions").message);
    return problems;
  }
  const snaps = new Map(stored.snapshots.map((s) => [s.seq, s.state]));
  let state: unknown;
  try {
    state = firstState(ruleset, meta);
  } catch (e) {
    return [...problems, (e as Error).message];
  }
  // replay row by row, so that each snapshot is compared with the state after its own row
  const stack: unknown[] = [state];
  for (const row of folded.rows) {
    if (row.kind === "undo") {
      stack.pop();
      state = stack[stack.length - 1];
    } else {
      try {
        state = ruleset.clone(state);
        applyStored(ruleset, meta.id, state, { seat: row.seat, action: row.action!, seq: row.seq });
      } catch (e) {
        problems.push((e as Error).message);
        return problems;
      }
      stack.push(state);
    }
    const snap = snaps.get(row.seq);
    if (snap !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(snap);
      } catch (e) {
        problems.push(new StoreError(meta.id, row.seq, `the snapshot is damaged (${(e as Error).message})`).message);
        continue;
      }
      if (!matchesSnapshot(withoutRetiredWords(parsed), JSON.parse(JSON.stringify(state)))) problems.push(new StoreError(meta.id, row.seq, "the replayed state differs from the stored snapshot").message);
    }
  }
  const result = ruleset.result(state);
  if ((meta.status === "over") !== !!result)
    problems.push(new StoreError(meta.id, meta.seq, meta.status === "over" ? "stored as over, but the replay has no result" : `the replay ends the game (${result?.key}), but it is stored as ${meta.status}`).message);
  else if (result && meta.result && !sameResult(JSON.parse(JSON.stringify(result)), meta.result))
    problems.push(new StoreError(meta.id, meta.seq, `the replayed result (${result.winner}: ${result.key}) differs from the stored one (${meta.result.winner}: ${meta.result.key ?? meta.result.rule})`).message);
  return problems;
}

/**
 * Whether a replayed result is the stored one. A result stored while reasons were English
 * sentences (it has a `reason`) matches when every other value it holds is the replay's (the replay
 * adds the reason's `key` and the ids its words need); a result stored with a key matches exactly.
 */
function sameResult(replayed: unknown, stored: unknown): boolean {
  if (!stored || typeof stored !== "object" || !("reason" in stored)) return isDeepStrictEqual(replayed, stored);
  const { reason: _reason, ...rest } = stored as Record<string, unknown>;
  return matchesSnapshot(rest, replayed);
}

/**
 * A stored snapshot without the words the rules no longer keep in their state: a pending decision
 * stored with an English sentence (`text`) loses it and its offers' English `outcome` (the replay
 * has a words key and params instead), a result its English `reason` (see sameResult). Other
 * values are kept as stored.
 */
function withoutRetiredWords(snapshot: unknown): unknown {
  if (!snapshot || typeof snapshot !== "object" || Array.isArray(snapshot)) return snapshot;
  const s = { ...(snapshot as Record<string, unknown>) };
  if (Array.isArray(s.pending))
    s.pending = s.pending.map((d: unknown) => {
      if (!d || typeof d !== "object" || !("text" in d)) return d;
      const { text: _text, ...rest } = d as Record<string, unknown>;
      if (Array.isArray(rest.offers)) rest.offers = rest.offers.map((o: unknown) => (o && typeof o === "object" ? (({ outcome: _o, ...x }) => x)(o as Record<string, unknown>) : o));
      return rest;
    });
  if (s.result && typeof s.result === "object" && "reason" in s.result) {
    const { reason: _reason, ...rest } = s.result as Record<string, unknown>;
    s.result = rest;
  }
  return s;
}

/**
 * Whether a replayed state is the one a snapshot stored: every value the snapshot holds is equal in
 * the replay (arrays element by element, same length). A field only the replay has was added to
 * the state by a later version of the rules (a new option, which a game stored before it replays
 * with, set to the reading it was played under) and is not a difference; a field only the
 * snapshot has is one.
 */
export function matchesSnapshot(snapshot: unknown, replayed: unknown): boolean {
  if (typeof snapshot !== "object" || snapshot === null || typeof replayed !== "object" || replayed === null) return isDeepStrictEqual(snapshot, replayed);
  if (Array.isArray(snapshot) !== Array.isArray(replayed)) return false;
  if (Array.isArray(snapshot)) return snapshot.length === (replayed as unknown[]).length && snapshot.every((v, i) => matchesSnapshot(v, (replayed as unknown[])[i]));
  const r = replayed as Record<string, unknown>;
  return Object.entries(snapshot as Record<string, unknown>).every(([k, v]) => k in r && matchesSnapshot(v, r[k]));
}

/**
 * The rule state after every stored row, from the first state (undo rows go back to the state
 * before the action they take back). Throws StoreError at the first row that does not replay.
 */
export function statesAfterRows(ruleset: AnyRuleset, meta: GameMeta, rows: LogRow[]): unknown[] {
  const stack: unknown[] = [firstState(ruleset, meta)];
  const out: unknown[] = [];
  for (const row of rows) {
    if (row.kind === "undo") {
      if (stack.length < 2) throw new StoreError(meta.id, row.seq, "an undo with no action to take back");
      stack.pop();
    } else {
      const next = ruleset.clone(stack[stack.length - 1]);
      applyStored(ruleset, meta.id, next, { seat: row.seat, action: row.action!, seq: row.seq });
      stack.push(next);
    }
    out.push(stack[stack.length - 1]);
  }
  return out;
}
