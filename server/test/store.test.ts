import { applied } from "@zedfall/shared";
import { house, House } from "@zedfall/shared";
import { foldRows, rebuild, verifyGame } from "../src/store/rebuild";
import { rebuildUnfinished } from "../src/store/resume";
import { StoreError, type GameMeta, type GameStore, type LogRow } from "../src/store/types";
import { STORES, type TestStore } from "./stores";

/** The House ruleset as the store functions take it. */
const rules = house;
/** `setup` from the room options and the filled seats (what the room does at the start). */
const setupWith = (options: never, seats: string[], seed: string) => house.setup(house.lobby.optionsFor(options, seats), seed);
const OPTIONS = { roundLimit: 3, characters: "deal" };

function meta(id: string, extra: Partial<GameMeta> = {}): GameMeta {
  return {
    id,
    ruleset: "house",
    options: house.lobby.parseOptions(OPTIONS),
    seed: "seed-shared",
    status: "play",
    seats: { kinds: { zombie: "bot", human1: "player" }, started: { zombie: { kind: "bot", name: "Bot" }, human1: { kind: "player", name: "Ann" } } },
    players: [{ tokenHash: `hash-${id}`, name: "Ann", seat: "human1", creator: true }],
    seq: 0,
    result: null,
    createdAt: 1000,
    updatedAt: 1000,
    ...extra,
  };
}

/** A random-bot game's log for game `id` (the same seats as `meta`). */
function botLog(id: string, max = 200) {
  const m = meta(id);
  const start = setupWith(m.options as never, ["zombie", "human1"], m.seed);
  return House.playOut(start, {}, House.HOUSE_BOTS.random, `bots-${id}`, max);
}

/** Stores a game with `entries` as act rows (snapshots every `every` rows, as the room does). */
async function storeGame(store: GameStore, id: string, entries: { seat: string; action: { type: string } }[], every = 10): Promise<unknown[]> {
  await store.createGame(meta(id));
  let s: unknown = setupWith(meta(id).options as never, ["zombie", "human1"], meta(id).seed);
  const states: unknown[] = [s];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    s = applied(house, s as never, e.seat, e.action as never).state;
    states.push(s);
    const seq = i + 1;
    const over = house.result(s as never);
    await store.append(id, { seq, seat: e.seat, kind: "act", action: e.action, at: 2000 + seq }, over ? { snapshot: JSON.stringify(s), status: "over", result: over } : { snapshot: seq % every === 0 ? JSON.stringify(s) : undefined });
  }
  return states;
}

describe.each(STORES)("the game store on %s", (_name, open) => {
  let ts: TestStore;
  beforeAll(async () => {
    ts = await open();
  });
  afterAll(async () => {
    await ts.drop();
  });

  test("read-your-writes: a read waits for the writes submitted before it (a game reopened while its last append is in the batch reads that row)", async () => {
    const { store } = ts;
    await store.createGame(meta("ryw"));
    const rows = [1, 2, 3].map((seq): LogRow => ({ seq, seat: "human1", kind: "act", action: { type: "pass" }, at: 2000 + seq }));
    // submitted, not awaited: the rows are still queued for the commit when the reads ask
    const appends = rows.map((r) => store.append("ryw", r));
    const [loaded, listed, all] = await Promise.all([store.load("ryw"), store.list(["play"]), store.loadAll(["play"])]);
    expect(loaded!.rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(listed.find((m) => m.id === "ryw")!.seq).toBe(3);
    expect(all.games.find((g) => g.meta.id === "ryw")!.rows).toHaveLength(3);
    await Promise.all(appends);
  });

  test("metadata round trip: options, seed, seats, hashed tokens, status; players upserted; games found by token hash", async () => {
    const { store } = ts;
    await store.createGame(meta("m1", { status: "lobby", seats: { kinds: { zombie: "empty" }, started: {} }, players: [] }));
    await store.saveMeta("m1", { players: [{ tokenHash: "h-ann", name: "Ann", seat: null, creator: true }] });
    await store.saveMeta("m1", { players: [{ tokenHash: "h-bob", name: "Bob", seat: "human1", creator: false }] });
    await store.saveMeta("m1", { players: [{ tokenHash: "h-ann", name: "Ann", seat: "zombie", creator: true }], seats: { kinds: { zombie: "player", human1: "player" }, started: {} } });
    const g = (await store.load("m1"))!;
    expect(g.meta.options).toEqual(meta("m1").options);
    expect(g.meta.seed).toBe("seed-shared");
    expect(g.meta.status).toBe("lobby");
    expect(g.meta.seats.kinds).toEqual({ zombie: "player", human1: "player" });
    expect(g.meta.players.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { tokenHash: "h-ann", name: "Ann", seat: "zombie", creator: true },
      { tokenHash: "h-bob", name: "Bob", seat: "human1", creator: false },
    ]);
    expect(g.rows).toEqual([]);
    await store.saveMeta("m1", { status: "play" });
    const mine = await store.gamesOf(["h-bob", "nobody"], ["lobby", "play"]);
    expect(mine.map((m) => [m.gameId, m.seat, m.name, m.status])).toEqual([["m1", "human1", "Bob", "play"]]);
    expect(mine[0]!.players.map((p) => p.name).sort()).toEqual(["Ann", "Bob"]);
    expect(await store.gamesOf(["h-bob"], ["over"])).toEqual([]);
    expect(await store.load("nope")).toBeNull();
    await expect(store.saveMeta("nope", { status: "over" })).rejects.toThrow(/game nope: no such game/);
  });

  test("gamesOf lists only games a token holds a seat in or created (a seatless visitor stored by an older server lists nothing)", async () => {
    const { store } = ts;
    await store.createGame(meta("seen1", { status: "lobby", players: [{ tokenHash: "seen-ann", name: "Ann", seat: null, creator: true }, { tokenHash: "seen-eve", name: "Eve", seat: null, creator: false }, { tokenHash: "seen-bob", name: "Bob", seat: "human1", creator: false }] }));
    expect(await store.gamesOf(["seen-eve"])).toEqual([]);
    const bob = await store.gamesOf(["seen-bob"]);
    expect(bob.map((g) => [g.gameId, g.seat])).toEqual([["seen1", "human1"]]);
    expect(bob[0]!.players.map((p) => p.name).sort()).toEqual(["Ann", "Bob"]);
    expect((await store.gamesOf(["seen-ann"])).map((g) => [g.gameId, g.seat])).toEqual([["seen1", null]]);
  });

  test("whose turn: the start and every row keep the seats that may act; gamesOf names who plays them, marks the games waiting for the token's seat and lists them first", async () => {
    const { store } = ts;
    const players = (id: string) => [{ tokenHash: `${id}-ann`, name: "Ann", seat: "human1", creator: true }];
    // three games of Ann's, the newest last: the middle one waits for her seat
    await store.createGame(meta("wt-old", { status: "lobby", players: players("wt"), createdAt: 3000, updatedAt: 3000 }));
    await store.createGame(meta("wt-mine", { status: "lobby", players: players("wt"), createdAt: 3001, updatedAt: 3001 }));
    await store.createGame(meta("wt-new", { status: "lobby", players: players("wt"), createdAt: 3002, updatedAt: 3002 }));
    // a lobby: nobody acts yet
    expect((await store.gamesOf(["wt-ann"])).map((g) => [g.gameId, g.toAct, g.yourTurn])).toEqual([
      ["wt-new", [], false],
      ["wt-mine", [], false],
      ["wt-old", [], false],
    ]);
    await store.saveMeta("wt-old", { status: "play", toAct: ["zombie"] });
    await store.saveMeta("wt-mine", { status: "play", toAct: ["zombie"] });
    await store.saveMeta("wt-new", { status: "play", toAct: ["zombie"] });
    // the bot's row in wt-mine hands the turn to Ann's seat; wt-new changes later, still the bot's turn
    // (a row's time is its game's last change; saveMeta's is the clock's: the rows come after it)
    const at = Date.now() + 60_000;
    await store.append("wt-mine", { seq: 1, seat: "zombie", kind: "act", action: { type: "x" }, at }, { toAct: ["human1"] });
    await store.append("wt-new", { seq: 1, seat: "zombie", kind: "act", action: { type: "x" }, at: at + 1000 }, { toAct: ["zombie"] });
    // a row without toAct leaves it as it was
    await store.append("wt-new", { seq: 2, seat: "zombie", kind: "act", action: { type: "x" }, at: at + 1001 });
    const mine = await store.gamesOf(["wt-ann"]);
    // wt-mine first (Ann's turn) though wt-new changed later; then the newest change first
    expect(mine.map((g) => [g.gameId, g.yourTurn])).toEqual([
      ["wt-mine", true],
      ["wt-new", false],
      ["wt-old", false],
    ]);
    // a bot's seat is named by the name it started with, a person's by the player holding it
    expect(mine[0]!.toAct).toEqual([{ seat: "human1", name: "Ann" }]);
    expect(mine[1]!.toAct).toEqual([{ seat: "zombie", name: "Bot" }]);
    // the game ends: [] acts, and it leaves the unfinished list
    await store.append("wt-mine", { seq: 2, seat: "human1", kind: "act", action: { type: "x" }, at: at + 2000 }, { status: "over", result: { winner: "zombie" } as never, toAct: [] });
    expect((await store.gamesOf(["wt-ann"], ["lobby", "play"])).map((g) => g.gameId)).toEqual(["wt-new", "wt-old"]);
    expect((await store.gamesOf(["wt-ann"], ["over"]))[0]!.toAct).toEqual([]);
  });

  test("whose turn unknown: a game whose to_act is NULL (stored before it was kept) or damaged still lists, saying nothing about the turn", async () => {
    const { store } = ts;
    await store.createGame(meta("wu-1", { players: [{ tokenHash: "wu-ann", name: "Ann", seat: "human1", creator: true }] }));
    expect((await store.gamesOf(["wu-ann"])).map((g) => [g.gameId, g.toAct, g.yourTurn])).toEqual([["wu-1", null, false]]);
    await ts.sql(`UPDATE games SET to_act = $1 WHERE id = $2`, ["[1,", "wu-1"]);
    expect((await store.gamesOf(["wu-ann"])).map((g) => [g.gameId, g.toAct, g.yourTurn])).toEqual([["wu-1", null, false]]);
  });

  test("expireLobbies deletes lobbies unchanged since before the given time, with their players, rows and snapshots; kept ids, newer lobbies and started games stay", async () => {
    const { store } = ts;
    // times before those of the other tests' games (1000 and later), which must stay
    const lobby = (id: string, updatedAt: number) => meta(id, { status: "lobby", seats: { kinds: { zombie: "empty" }, started: {} }, createdAt: updatedAt, updatedAt });
    await store.importGame({ meta: lobby("x-old", 500), rows: [{ seq: 1, seat: "zombie", kind: "act", action: { type: "x" }, at: 500 }], snapshots: [{ seq: 1, state: "{}" }] });
    await store.createGame(lobby("x-kept", 500));
    await store.createGame(lobby("x-new", 900));
    await store.createGame(meta("x-play", { updatedAt: 500 }));
    expect(await store.expireLobbies(800, ["x-kept"])).toBe(1);
    expect(await store.load("x-old")).toBeNull();
    for (const table of ["players", "actions", "snapshots"]) expect(await ts.sql(`SELECT game_id FROM ${table} WHERE game_id = $1`, ["x-old"])).toEqual([]);
    expect((await store.load("x-kept"))!.meta.players).toHaveLength(1);
    expect((await store.load("x-new"))!.meta.status).toBe("lobby");
    expect((await store.load("x-play"))!.meta.status).toBe("play");
    expect(await store.expireLobbies(800, ["x-kept"])).toBe(0);
    expect(await store.expireLobbies(800)).toBe(1);
    expect(await store.load("x-kept")).toBeNull();
  });

  test("append: one row per action with its seq; a wrong seq or a second writer is refused naming the game and seq", async () => {
    const { store } = ts;
    const { log } = botLog("a1", 30);
    await storeGame(store, "a1", log.slice(0, 5));
    await expect(store.append("a1", { seq: 7, seat: "zombie", kind: "act", action: { type: "x" }, at: 1 })).rejects.toThrow(/game a1, seq 7: .*previous seq/);
    await expect(store.append("a1", { seq: 5, seat: "zombie", kind: "act", action: { type: "x" }, at: 1 })).rejects.toThrow(StoreError);
    await expect(store.append("zz", { seq: 1, seat: "zombie", kind: "act", action: { type: "x" }, at: 1 })).rejects.toThrow(/game zz, seq 1/);
    const g = (await store.load("a1"))!;
    expect(g.meta.seq).toBe(5);
    expect(g.rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(g.rows.map((r) => JSON.parse(r.action!))).toEqual(log.slice(0, 5).map((e) => e.action));
  });

  test("rebuild: seed + log gives the played state, from the newest usable snapshot or from the start alike; a finished game keeps its result", async () => {
    const { store } = ts;
    const { log, state } = botLog("r1", 5000);
    expect(state.result).not.toBeNull();
    const states = await storeGame(store, "r1", log, 10);
    const g = (await store.load("r1", { allSnapshots: true }))!;
    expect(g.meta.status).toBe("over");
    expect(g.meta.result).toEqual(JSON.parse(JSON.stringify(state.result)));
    expect(g.snapshots.length).toBe(Math.floor(log.length / 10) + (log.length % 10 ? 1 : 0));
    const fast = rebuild(rules, (await store.load("r1"))!);
    const slow = rebuild(rules, g, { useSnapshots: false });
    expect(fast.fromSnapshot).not.toBeNull();
    expect(slow.fromSnapshot).toBeNull();
    expect(JSON.parse(JSON.stringify(fast.rules))).toEqual(JSON.parse(JSON.stringify(state)));
    expect(slow.rules).toEqual(state);
    expect(fast.log.map(({ seat, action }) => ({ seat, action }))).toEqual(log);
    expect(verifyGame(rules, g)).toEqual([]);
    expect(states.length).toBe(log.length + 1);
  });

  test("house DoR 7: an undo is its own row; the fold drops the action it takes back; a snapshot behind an undo is not used", async () => {
    const { store } = ts;
    const { log } = botLog("u1", 40);
    await storeGame(store, "u1", log.slice(0, 10), 10); // snapshot after row 10
    // row 11: human1 acts; row 12: human1 takes it back — but here row 10's state is the snapshot and row 11 the action
    const s10 = rebuild(rules, (await store.load("u1"))!).rules;
    const seat = house.seats(s10 as never).find((x) => x.active)!.seat;
    const a = house.legalActions(s10 as never, seat)[0]!;
    await store.append("u1", { seq: 11, seat, kind: "act", action: a, at: 3 });
    await store.append("u1", { seq: 12, seat, kind: "undo", action: null, at: 4 });
    const g = (await store.load("u1"))!;
    const folded = foldRows("u1", g.rows);
    expect(folded.log.length).toBe(10);
    expect(folded.lengthAfter.slice(-3)).toEqual([10, 11, 10]);
    const r = rebuild(rules, g);
    expect(r.rows).toBe(12);
    expect(r.undo).toBeNull(); // the last row is an undo: nothing more to take back
    expect(JSON.stringify(r.rules)).toBe(JSON.stringify(s10));
    // an undo that reaches behind the snapshot: the snapshot after row 10 cannot be used
    await store.append("u1", { seq: 13, seat: log[9]!.seat, kind: "undo", action: null, at: 5 });
    const r2 = rebuild(rules, (await store.load("u1"))!);
    expect(r2.fromSnapshot).toBeNull();
    expect(r2.log.length).toBe(9);
    expect(r2.rules).toEqual(House.replay(setupWith(meta("u1").options as never, ["zombie", "human1"], "seed-shared"), log.slice(0, 9)));
    // an undo by a seat that did not act last is a damaged log
    await store.append("u1", { seq: 14, seat: log[8]!.seat === "zombie" ? "human1" : "zombie", kind: "undo", action: null, at: 6 });
    const g14 = (await store.load("u1"))!;
    expect(() => rebuild(rules, g14)).toThrow(/game u1, seq 14: an undo by/);
  });

  test("bad rows: a truncated action, a missing row, a log that no longer replays — each names the game and seq; other games are unaffected; nothing is deleted", async () => {
    const { store } = ts;
    const { log } = botLog("b0", 60);
    for (const id of ["b1", "b2", "b3", "ok"]) await storeGame(store, id, log.slice(0, 30), 10);
    // b1: a truncated JSON action at seq 17
    const row17 = JSON.stringify(log[16]!.action);
    await ts.sql(`UPDATE actions SET action = $1 WHERE game_id = $2 AND seq = $3`, [row17.slice(0, row17.length - 4), "b1", 17]);
    // b2: row 12 lost
    await ts.sql(`DELETE FROM actions WHERE game_id = $1 AND seq = $2`, ["b2", 12]);
    // b3: row 25 changed to an action the rules refuse (as after a rule change)
    await ts.sql(`UPDATE actions SET action = $1 WHERE game_id = $2 AND seq = $3`, [JSON.stringify({ type: "fly", to: "moon" }), "b3", 25]);
    const load = async (id: string) => (await store.load(id))!;
    const g1 = await load("b1");
    expect(() => rebuild(rules, g1)).toThrow(/^game b1, seq 17: the stored action is damaged or truncated/);
    const g2 = await load("b2");
    expect(() => rebuild(rules, g2)).toThrow(/^game b2, seq 12: row 12 is missing/);
    const g3 = await load("b3");
    // the snapshot after row 30 would hide the bad row: restore uses it, verify replays everything and finds it
    expect(() => rebuild(rules, g3, { useSnapshots: false })).toThrow(/^game b3, seq 25: the log no longer replays: .*"fly"/);
    expect(verifyGame(rules, await store.load("b3", { allSnapshots: true }).then((g) => g!))).toEqual([expect.stringMatching(/^game b3, seq 25: the log no longer replays/)]);
    expect(verifyGame(rules, g1)[0]).toMatch(/^game b1, seq 17/);
    // the other game is untouched and still rebuilds
    expect(rebuild(rules, await load("ok")).log.length).toBe(30);
    // nothing was deleted by reading
    expect((await load("b1")).rows.length).toBe(30);
    expect((await load("b3")).rows.length).toBe(30);
  });

  test("verify notices a snapshot that differs from the replay and a status that does not match", async () => {
    const { store } = ts;
    const { log } = botLog("v0", 40);
    await storeGame(store, "v1", log.slice(0, 25), 10);
    const snap = JSON.parse(((await ts.sql(`SELECT state FROM snapshots WHERE game_id = $1 AND seq = $2`, ["v1", 10])) as { state: string }[])[0]!.state);
    snap.round = 99;
    await ts.sql(`UPDATE snapshots SET state = $1 WHERE game_id = $2 AND seq = $3`, [JSON.stringify(snap), "v1", 10]);
    await store.saveMeta("v1", { status: "over" });
    const problems = verifyGame(rules, (await store.load("v1", { allSnapshots: true }))!);
    expect(problems).toEqual(["game v1, seq 10: the replayed state differs from the stored snapshot", "game v1, seq 25: stored as over, but the replay has no result"]);
    // a damaged snapshot is skipped by restore (an earlier one or the start is used instead)
    await ts.sql(`UPDATE snapshots SET state = $1 WHERE game_id = $2 AND seq = $3`, ["{\"trunc", "v1", 20]);
    await store.saveMeta("v1", { status: "play" });
    const r = rebuild(rules, (await store.load("v1"))!);
    expect(r.warnings).toEqual([expect.stringMatching(/^game v1, snapshot at seq 20 is damaged/)]);
    expect(r.fromSnapshot).toBe(10);
    expect(r.log.length).toBe(25);
  });

  test("loadAll reads every unfinished game at once, the same as one by one; a game that does not rebuild is named and the others resume", async () => {
    const { store } = ts;
    const { log } = botLog("L0", 60);
    for (const [i, id] of ["L1", "L2", "L3"].entries()) await storeGame(store, id, log.slice(0, 20 + i * 7), 10);
    await store.createGame(meta("L4", { status: "lobby", seats: { kinds: { zombie: "empty" }, started: {} } }));
    await ts.sql(`UPDATE actions SET action = $1 WHERE game_id = $2 AND seq = $3`, ["{oops", "L2", 22]);
    const all = await store.loadAll(["lobby", "play"]);
    for (const id of ["L1", "L2", "L3", "L4"]) {
      const one = (await store.load(id))!;
      const many = all.games.find((g) => g.meta.id === id)!;
      expect(many.meta).toEqual(one.meta);
      expect(many.rows).toEqual(one.rows);
      expect(many.snapshots).toEqual(one.snapshots);
    }
    const r = await rebuildUnfinished(store, { house: rules });
    const ids = r.games.map((g) => g.stored.meta.id);
    expect(ids).toEqual(expect.arrayContaining(["L1", "L3", "L4"]));
    expect(ids).not.toContain("L2");
    expect(r.errors).toContainEqual(expect.stringMatching(/^game L2, seq 22: the stored action is damaged/));
    expect(r.games.find((g) => g.stored.meta.id === "L3")!.rebuilt.log.length).toBe(34);
  });

  test("import writes a whole game once; a second import of the same id is refused", async () => {
    const { store } = ts;
    const { log } = botLog("i0", 20);
    const rows: LogRow[] = log.map((e, i) => ({ seq: i + 1, seat: e.seat, kind: "act", action: e.action, at: i }));
    await store.importGame({ meta: { ...meta("i1"), seq: rows.length }, rows, snapshots: [] });
    const g = (await store.load("i1"))!;
    expect(rebuild(rules, g).log.length).toBe(20);
    await expect(store.importGame({ meta: { ...meta("i1"), seq: rows.length }, rows, snapshots: [] })).rejects.toThrow(/game i1: a game with this id is already stored/);
    expect((await store.load("i1"))!.rows.length).toBe(20);
  });
});
