import { Client as Sdk } from "@colyseus/sdk";
import { GAMES } from "../src/games";
import { checkRoom } from "../src/cli/fuzz/check";
import { runFuzz } from "../src/cli/fuzz/run";
import { startFuzzServer } from "../src/cli/fuzz/server";
import { emptySummary, formatSummary } from "../src/cli/fuzz/summary";
import { Table } from "../src/cli/fuzz/table";

/** Messages of the suite's run (FUZZ_MESSAGES by hand; `npm run cli -- fuzz` sends 1,000,000). */
const MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 20_000);

describe("hostile input: the fuzzer in the suite", () => {
  test(`${MESSAGES} fuzzed messages over House and Siege games: no crash, no illegal state change, every answer code exercised`, async () => {
    const s = await runFuzz({ messages: MESSAGES, seed: "suite" });
    console.log(formatSummary(s).join("\n"));
    expect(s.crashNotes).toEqual([]);
    expect(s.crashes).toBe(0);
    expect(s.illegalNotes).toEqual([]);
    expect(s.illegalChanges).toBe(0);
    // a flood that falls due near the end goes out whole: at most one flood more than asked
    expect(s.sent).toBeGreaterThanOrEqual(MESSAGES);
    expect(s.sent).toBeLessThanOrEqual(MESSAGES + 150);
    // every class of answer came back at least once
    const codes = ["ack", "BAD_MESSAGE", "NOT_SEATED", "NOT_YOUR_TURN", "ILLEGAL_ACTION", "RATE_LIMITED"];
    expect(codes.filter((c) => !((s.answered[c] ?? 0) > 0))).toEqual([]);
    // each flood (150 at once against 30 a second) was refused past the limit: at most 60 pass when the second turns during it
    const floods = s.flood.sent / 150;
    expect(floods).toBeGreaterThanOrEqual(1);
    expect(s.flood.limited).toBeGreaterThanOrEqual(s.flood.sent - 60 * floods);
    expect(s.games.house!.finished + s.games.siege!.finished).toBeGreaterThan(0);
    expect(s.serverActions).toBeGreaterThan(0);
    expect(s.clientActions).toBeGreaterThan(0);
  }, 300_000);

  test("the check finds a room whose rule state is not its seed + log replay, and an action row the room never applied", async () => {
    const srv = await startFuzzServer();
    const summary = emptySummary("tamper");
    const sdk = new Sdk(`ws://127.0.0.1:${srv.port}`);
    const t = new Table(sdk, summary, "house", GAMES, 0);
    try {
      await t.open("tamper");
      const ruleset = GAMES.house!.ruleset;
      expect(await checkRoom(t, srv.store, ruleset, true)).toEqual([]);
      // a change of the rule state that no log row explains
      const room = t.room()!;
      (room.rules as { round: number }).round += 3;
      expect(await checkRoom(t, srv.store, ruleset, false)).toEqual([`game ${t.roomId} (house): the room's rule state differs from the replay of its seed and ${(await srv.store.load(t.roomId))!.rows.length} log rows`]);
      (room.rules as { round: number }).round -= 3;
      // a stored action row that the room's pipeline did not apply
      t.applied.server -= 1;
      const rows = (await srv.store.load(t.roomId))!.rows.filter((r) => r.kind === "act").length;
      expect(await checkRoom(t, srv.store, ruleset, false)).toEqual([`game ${t.roomId} (house): ${rows} action rows stored, but the room applied ${rows - 1} actions`]);
    } finally {
      await t.close();
      await srv.stop();
    }
  }, 30_000);
});
