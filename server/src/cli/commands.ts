import { z } from "zod";
import type { AnyRuleset } from "@zedfall/shared";
import { foldRows, statesAfterRows, verifyGame } from "../store/rebuild";
import { StoreError, type GameStore, type LogRow } from "../store/types";

/** The format tag of an exported game (`export` writes it, `import` checks it). */
export const EXPORT_FORMAT = "zedfall-game/1";

/** Where a command writes: lines for the person at the terminal, and the data of `export`. */
export interface CliIO {
  out(line: string): void;
  err(line: string): void;
  readFile(path: string): string;
  writeFile(path: string, text: string): void;
}

const exportedRow = z.object({
  seq: z.number().int().min(1),
  seat: z.string().min(1),
  kind: z.enum(["act", "undo"]),
  action: z.object({ type: z.string() }).passthrough().nullable(),
  at: z.number(),
});
const exportedGame = z.object({
  format: z.literal(EXPORT_FORMAT),
  game: z.object({
    id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/),
    ruleset: z.string(),
    options: z.unknown(),
    seed: z.string().min(1),
    status: z.enum(["lobby", "play", "over"]),
    seats: z.object({ kinds: z.record(z.string(), z.enum(["empty", "player", "bot"])), started: z.record(z.string(), z.object({ kind: z.enum(["player", "bot"]), name: z.string() })) }),
    players: z.array(z.object({ tokenHash: z.string(), name: z.string(), seat: z.string().nullable(), creator: z.boolean() })),
    result: z.unknown().nullable(),
    createdAt: z.number(),
    updatedAt: z.number(),
  }),
  rows: z.array(exportedRow),
});
export type ExportedGame = z.infer<typeof exportedGame>;

/** `export <gameId> [file]`: the game as JSON (metadata with hashed tokens only, every log row, undos included). */
export async function exportGame(store: GameStore, io: CliIO, id: string, file?: string): Promise<number> {
  const stored = await store.load(id);
  if (!stored) {
    io.err(`no game ${id} in the store`);
    return 1;
  }
  const { rows } = foldRows(id, stored.rows); // a damaged row stops the export with its game and seq
  const { seq: _s, ...game } = stored.meta;
  const doc: ExportedGame = { format: EXPORT_FORMAT, game: game as ExportedGame["game"], rows };
  const text = `${JSON.stringify(doc, null, 1)}\n`;
  if (file) {
    io.writeFile(file, text);
    io.out(`exported game ${id} (${rows.length} rows) to ${file}`);
  } else io.out(text.trimEnd());
  return 0;
}

/**
 * `import <file> [--as <id>]`: checks the file, replays it (it must replay under today's rules),
 * and stores it with fresh snapshots; refuses an id that is already stored.
 */
export async function importGame(store: GameStore, rulesets: Record<string, AnyRuleset>, io: CliIO, file: string, opts: { as?: string; snapshotEvery?: number } = {}): Promise<number> {
  let doc: ExportedGame;
  try {
    const parsed = exportedGame.safeParse(JSON.parse(io.readFile(file)));
    if (!parsed.success) {
      const i = parsed.error.issues[0]!;
      io.err(`${file}: not a Zedfall game export: ${i.path.join(".") || "file"}: ${i.message}`);
      return 1;
    }
    doc = parsed.data;
  } catch (e) {
    io.err(`${file}: cannot read it as JSON: ${(e as Error).message}`);
    return 1;
  }
  const id = opts.as ?? doc.game.id;
  const ruleset = rulesets[doc.game.ruleset];
  if (!ruleset) {
    io.err(`game ${id}: unknown ruleset '${doc.game.ruleset}'`);
    return 1;
  }
  const rows = doc.rows as LogRow[];
  const meta = { ...doc.game, id, seq: rows.length, result: (doc.game.result ?? null) as never };
  const raw = rows.map((r) => ({ seq: r.seq, seat: r.seat, kind: r.kind, action: r.action ? JSON.stringify(r.action) : null, at: r.at }));
  let snapshots: { seq: number; state: string }[] = [];
  try {
    // the file must fold and replay under today's rules; snapshots at the rows the server takes them
    const { rows: checked } = foldRows(id, raw);
    const states = statesAfterRows(ruleset, meta, checked);
    const every = opts.snapshotEvery ?? 10;
    snapshots = states.map((st, i) => ({ seq: i + 1, st })).filter((x) => x.seq % every === 0 || x.seq === states.length).map((x) => ({ seq: x.seq, state: JSON.stringify(x.st) }));
    const end = states[states.length - 1];
    if (end !== undefined && (meta.status === "over") !== !!ruleset.result(end))
      throw new StoreError(id, rows.length, `the file says the game is ${meta.status}, but its log ${meta.status === "over" ? "does not end it" : "ends it"}`);
  } catch (e) {
    io.err(e instanceof StoreError ? e.message : `game ${id}: ${(e as Error).message}`);
    return 1;
  }
  try {
    await store.importGame({ meta, rows, snapshots });
  } catch (e) {
    io.err((e as Error).message);
    return 1;
  }
  io.out(`imported game ${id} (${rows.length} rows, ${meta.status})`);
  return 0;
}

/**
 * `verify [gameId…]`: replays every stored game (or the given ones) from seed + log, compares it
 * with its snapshots and its stored status and result. One line per game; exit code 1 if any
 * game has a problem. Reads only: nothing is changed or deleted.
 */
export async function verifyGames(store: GameStore, rulesets: Record<string, AnyRuleset>, io: CliIO, ids: string[] = []): Promise<number> {
  const metas = ids.length ? ids : (await store.list()).map((m) => m.id);
  let bad = 0;
  for (const id of metas) {
    let problems: string[];
    let rows = 0;
    try {
      const stored = await store.load(id, { allSnapshots: true });
      if (!stored) problems = [`game ${id}: not in the store`];
      else {
        rows = stored.rows.length;
        const ruleset = rulesets[stored.meta.ruleset];
        problems = ruleset ? verifyGame(ruleset, stored) : [`game ${id}: unknown ruleset '${stored.meta.ruleset}'`];
      }
    } catch (e) {
      problems = [(e as Error).message];
    }
    if (problems.length) {
      bad++;
      for (const p of problems) io.out(`✗ ${p}`);
    } else io.out(`✓ game ${id}: ${rows} rows replay to the stored state`);
  }
  io.out(`${metas.length} games verified: ${metas.length - bad} sound, ${bad} with problems`);
  return bad ? 1 : 0;
}

/** `list`: every stored game with its status and number of rows. */
export async function listGames(store: GameStore, io: CliIO): Promise<number> {
  for (const m of await store.list()) io.out(`${m.id}\t${m.ruleset}\t${m.status}\t${m.seq} rows\t${new Date(m.updatedAt).toISOString()}\t${m.players.map((p) => p.name).join(", ")}`);
  return 0;
}
