/**
 * The SQLite store's writer thread (a worker_threads entry; sqlite-thread.ts starts it). It owns
 * the store's only writing connection, so the COMMIT and its fsync (synchronous=FULL) block this
 * thread and never the game server's event loop.
 *
 * workerData: `{ file, synchronous }`. Messages in: `{ batch, writes }` (one transaction for all of
 * them, each write in a savepoint of its own so that a write the data refuses fails alone), or
 * `{ close: true }`. Messages out: `{ batch, results }`, one `WriteResult` per write in order, or
 * `{ batch, fatal }` when the transaction itself failed (nothing of the batch is stored).
 */
import { parentPort, workerData } from "node:worker_threads";
import Database from "libsql";
import { StoreError } from "./types";
import { sqliteWriter, type SqliteWrite } from "./sqlite-writes";

/** What became of one write of a batch: its value, or its error (a StoreError's fields kept). */
export type WriteResult =
  | { ok: true; value?: number }
  | { ok: false; message: string; store?: { gameId: string; seq: number | null; reason: string } };

/** A message to the writer thread. */
export type WriterIn = { batch: number; writes: SqliteWrite[] } | { close: true };
/** A message from the writer thread. */
export type WriterOut = { batch: number; results: WriteResult[] } | { batch: number; fatal: string };

const { file, synchronous } = workerData as { file: string; synchronous: "FULL" | "NORMAL" };
const db = new Database(file);
db.pragma("journal_mode = WAL");
db.pragma(`synchronous = ${synchronous}`);
db.pragma("busy_timeout = 5000");
const run = sqliteWriter(db);

function writeBatch(writes: SqliteWrite[]): WriteResult[] {
  db.exec("BEGIN");
  const results = writes.map((w): WriteResult => {
    db.exec("SAVEPOINT w");
    try {
      const value = run(w);
      db.exec("RELEASE w");
      return value === undefined ? { ok: true } : { ok: true, value };
    } catch (e) {
      db.exec("ROLLBACK TO w");
      db.exec("RELEASE w");
      const err = e as Error;
      return e instanceof StoreError
        ? { ok: false, message: err.message, store: { gameId: e.gameId, seq: e.seq, reason: e.reason } }
        : { ok: false, message: String(err?.message ?? e) };
    }
  });
  db.exec("COMMIT");
  return results;
}

parentPort!.on("message", (m: WriterIn) => {
  if ("close" in m) {
    db.close();
    parentPort!.close();
    return;
  }
  let out: WriterOut;
  try {
    out = { batch: m.batch, results: writeBatch(m.writes) };
  } catch (e) {
    if (db.inTransaction) db.exec("ROLLBACK");
    out = { batch: m.batch, fatal: String((e as Error)?.message ?? e) };
  }
  parentPort!.postMessage(out);
});
