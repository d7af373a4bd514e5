import { applied } from "@zedfall/shared";
import { house, House } from "@zedfall/shared";
import { EXPORT_FORMAT, exportGame, importGame, verifyGames, type CliIO } from "../src/cli/commands";
import { fuzzCommand, fuzzOptions } from "../src/cli/fuzz/command";
import { rebuild } from "../src/store/rebuild";
import type { GameMeta } from "../src/store/types";
import { STORES, type TestStore } from "./stores";

/** The House ruleset as the store functions take it. */
const rules = house;
/** `setup` from the room options and the filled seats (what the room does at the start). */
const setupWith = (options: never, seats: string[], seed: string) => house.setup(house.lobby.optionsFor(options, seats), seed);
const adapters = { house: rules };

/** A CLI io that keeps what was printed and "files" in memory. */
function memIO() {
  const out: string[] = [];
  const err: string[] = [];
  const files = new Map<string, string>();
  const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l), readFile: (p) => files.get(p) ?? "", writeFile: (p, t) => files.set(p, t) };
  return { io, out, err, files };
}

/** Stores a random-bot game (`n` actions; played to its end when n is large), with an undo row at the end if asked. */
async function stored(ts: TestStore, id: string, n: number, withUndo = false): Promise<void> {
  const options = house.lobby.parseOptions({ characters: "deal", roundLimit: 2 });
  const meta: GameMeta = {
    id,
    ruleset: "house",
    options,
    seed: `cli-${id}`,
    status: "play",
    seats: { kinds: { zombie: "bot", human1: "player" }, started: { zombie: { kind: "bot", name: "Bot" }, human1: { kind: "player", name: "Ann" } } },
    players: [{ tokenHash: "h", name: "Ann", seat: "human1", creator: true }],
    seq: 0,
    result: null,
    createdAt: 1,
    updatedAt: 1,
  };
  await ts.store.createGame(meta);
  const start = setupWith(options as never, ["zombie", "human1"], meta.seed);
  const { log } = House.playOut(start, {}, House.HOUSE_BOTS.random, `cli-bots-${id}`, n);
  let s: any = start;
  let seq = 0;
  for (const e of log) {
    s = applied(house, s, e.seat, e.action).state;
    seq++;
    const over = house.result(s);
    await ts.store.append(id, { seq, seat: e.seat, kind: "act", action: e.action, at: seq }, over ? { snapshot: JSON.stringify(s), status: "over", result: over } : { snapshot: seq % 10 === 0 ? JSON.stringify(s) : undefined });
  }
  if (withUndo) await ts.store.append(id, { seq: seq + 1, seat: log[log.length - 1]!.seat, kind: "undo", action: null, at: seq + 1 });
}

describe.each(STORES)("the store's command line on %s", (_name, open) => {
  let ts: TestStore;
  beforeAll(async () => {
    ts = await open();
    await stored(ts, "done", 5000);
    await stored(ts, "mid", 23, true);
  });
  afterAll(async () => {
    await ts.drop();
  });

  test("export writes the game as JSON (hashed tokens only, every row, undos included); import stores it again and it replays the same", async () => {
    const { io, files, out } = memIO();
    expect(await exportGame(ts.store, io, "mid", "mid.json")).toBe(0);
    expect(out).toEqual(["exported game mid (24 rows) to mid.json"]);
    const doc = JSON.parse(files.get("mid.json")!);
    expect(doc.format).toBe(EXPORT_FORMAT);
    expect(doc.game.players).toEqual([{ tokenHash: "h", name: "Ann", seat: "human1", creator: true }]);
    expect(doc.rows.length).toBe(24);
    expect(doc.rows[23]).toMatchObject({ seq: 24, kind: "undo", action: null });
    expect(await importGame(ts.store, adapters, io, "mid.json", { as: "mid-copy" })).toBe(0);
    const a = rebuild(rules, (await ts.store.load("mid"))!);
    const b = rebuild(rules, (await ts.store.load("mid-copy"))!);
    expect(b.rules).toEqual(a.rules);
    expect(b.log).toEqual(a.log);
    expect((await ts.store.load("mid-copy", { allSnapshots: true }))!.snapshots.map((s) => s.seq).sort((x, y) => x - y)).toEqual([10, 20, 24]);
    // the same id twice is refused, nothing is overwritten
    const again = memIO();
    again.files.set("mid.json", files.get("mid.json")!);
    expect(await importGame(ts.store, adapters, again.io, "mid.json", { as: "mid-copy" })).toBe(1);
    expect(again.err).toEqual(["game mid-copy: a game with this id is already stored"]);
    expect(await exportGame(ts.store, again.io, "nope")).toBe(1);
    expect(again.err[1]).toBe("no game nope in the store");
  });

  test("import refuses a file that is not an export, or whose log no longer replays, naming the game and seq; nothing is stored", async () => {
    const { io, files, err } = memIO();
    await exportGame(ts.store, io, "mid", "mid.json");
    const doc = JSON.parse(files.get("mid.json")!);
    doc.rows[4].action = { type: "fly" };
    files.set("bad.json", JSON.stringify(doc));
    files.set("junk.json", '{"format": "something else"}');
    files.set("cut.json", files.get("mid.json")!.slice(0, 300));
    expect(await importGame(ts.store, adapters, io, "bad.json", { as: "bad" })).toBe(1);
    expect(err[0]).toMatch(/^game bad, seq 5: the log no longer replays: .*"fly"/);
    expect(await ts.store.load("bad")).toBeNull();
    expect(await importGame(ts.store, adapters, io, "junk.json")).toBe(1);
    expect(err[1]).toMatch(/^junk.json: not a Zedfall game export: format/);
    expect(await importGame(ts.store, adapters, io, "cut.json")).toBe(1);
    expect(err[2]).toMatch(/^cut.json: cannot read it as JSON/);
  });

  test("verify replays every stored game: sound games pass; a damaged row is reported with its game and seq, the others still pass", async () => {
    const ok = memIO();
    expect(await verifyGames(ts.store, adapters, ok.io)).toBe(0);
    expect(ok.out.filter((l) => l.startsWith("✓")).length).toBeGreaterThanOrEqual(2);
    expect(ok.out[ok.out.length - 1]).toMatch(/games verified: \d+ sound, 0 with problems$/);
    await stored(ts, "hurt", 30);
    await ts.sql(`UPDATE actions SET action = $1 WHERE game_id = $2 AND seq = $3`, ['{"type":"move","fig', "hurt", 9]);
    const bad = memIO();
    expect(await verifyGames(ts.store, adapters, bad.io)).toBe(1);
    expect(bad.out).toContainEqual(expect.stringMatching(/^✗ game hurt, seq 9: the stored action is damaged or truncated \(.*\): \{"type":"move","fig$/));
    expect(bad.out).toContain("✓ game done: " + (await ts.store.load("done"))!.rows.length + " rows replay to the stored state");
    expect(bad.out[bad.out.length - 1]).toMatch(/games verified: \d+ sound, 1 with problems$/);
    // verify only reads
    expect((await ts.store.load("hurt"))!.rows.length).toBe(30);
  });
});

describe("the fuzz command's arguments", () => {
  test("fuzz reads --messages, --seed and --batch (1,000,000 messages by default); a bad argument is refused with exit code 1 before anything runs", async () => {
    expect(fuzzOptions([])).toEqual({ messages: 1_000_000, seed: "1", batch: 5000 });
    expect(fuzzOptions(["--messages", "20_000", "--seed", "abc"])).toEqual({ messages: 20_000, seed: "abc", batch: 2000 });
    expect(fuzzOptions(["--messages", "300", "--batch", "100", "--progress"])).toEqual({ messages: 300, seed: "1", batch: 100 });
    expect(fuzzOptions(["--messages", "-5"])).toBe("fuzz: --messages needs a whole number above 0, not '-5'");
    expect(fuzzOptions(["--port", "80"])).toBe("fuzz: unknown argument '--port'");
    const { io, err, out } = memIO();
    expect(await fuzzCommand(["--messages", "many"], io)).toBe(1);
    expect(err).toEqual(["fuzz: --messages needs a whole number above 0, not 'many'"]);
    expect(out).toEqual([]);
  });
});
