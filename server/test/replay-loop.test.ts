import { siege } from "@zedfall/shared";
import type { GameAdapter } from "../src/games/types";
import { History, HISTORY_KEEP } from "../src/rooms/game/history";
import { buildReplay, CHECKPOINT_EVERY, stateAt } from "../src/rooms/replay/replay-builds";
import { rebuild } from "../src/store/rebuild";
import { longSiegeGame } from "./long-game";

/*
 * A finished game of 5,000 rows (two seats passing a unit back and forth, logged before the
 * hand-over bound siege F1): its replay builds in slices that leave the event loop free (a 1 ms
 * timer's longest gap is measured), keeps a state only every CHECKPOINT_EVERY steps, and a room's
 * history of it is capped at HISTORY_KEEP lines, after a `historyCut` line.
 */

const stored = longSiegeGame(5000);
const adapter = { ruleset: siege } as unknown as GameAdapter;

/** The longest gap (ms) between the ticks of a 1 ms timer while `fn` runs. */
async function longestBlock(fn: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await fn();
  longest = Math.max(longest, performance.now() - last);
  clearInterval(tick);
  return longest;
}

describe("a big replay build and a late joiner's history leave the loop free", () => {
  test("a 5,000-row game's replay builds in slices: the loop is never held 100 ms (it was ~0.9 s in one piece), and every step shows the state the game had", async () => {
    let build: Awaited<ReturnType<typeof buildReplay>> | null = null;
    const block = await longestBlock(async () => {
      build = await buildReplay(stored, adapter);
    });
    console.log(`replay build of 5,000 rows: the loop's longest block ${block.toFixed(1)} ms`);
    expect(block).toBeLessThan(100);
    const b = build!;
    expect(b.steps.length).toBe(5001);
    expect(b.checkpoints.length).toBe(Math.floor(5000 / CHECKPOINT_EVERY) + 1);
    // a step between checkpoints, reached from its checkpoint or from the step before, is the game's state then
    const end = rebuild(siege, stored, { useSnapshots: false }).rules;
    expect(stateAt(b, 5000)).toEqual(end);
    const at4999 = stateAt(b, 4999);
    expect(stateAt(b, 5000, { step: 4999, state: at4999 })).toEqual(end);
  });

  test("a room's history of a 5,000-row game keeps the newest HISTORY_KEEP lines, whole batches, after a historyCut line naming the first action kept", async () => {
    const b = await buildReplay(stored, adapter);
    const h = new History();
    b.steps.forEach((st, i) => h.add(i, st.events, i === 0 ? "room" : "action"));
    const m = h.for("seat1");
    const lines = m.events.reduce((n, x) => n + x.events.length, 0);
    expect(lines).toBe(HISTORY_KEEP + 1);
    expect(m.events[0]).toEqual({ seq: 2001, events: [{ type: "historyCut", seq: 2001 }], room: true });
    expect(m.events[1]!.seq).toBe(2001);
    expect(m.events[m.events.length - 1]!.seq).toBe(5000);
    // a short game is sent whole, with no cut line
    const short = new History();
    b.steps.slice(0, 10).forEach((st, i) => short.add(i, st.events, i === 0 ? "room" : "action"));
    expect(short.for("seat1").events.map((x) => x.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
