// End-to-end tests: the built client in Debian's chromium (playwright-core), several browser contexts
// against a real server started here on a free port and stopped by PID. Prints "N passed, N failed".
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { cellarGame } from "./cellar/test.mjs";
import { siegeGame, siegeSolo } from "./siege/test.mjs";
import { siegePressure } from "./siege/pressure.mjs";
import { siegeOdds } from "./siege/odds.mjs";
import { siegeCards } from "./siege/cards.mjs";
import { siegeRolls } from "./siege/rolls.mjs";
import { railsGame } from "./rails/test.mjs";
import { level2Game } from "./level2/test.mjs";
import { phoneLayout } from "./phone/test.mjs";
import { phoneSiegeBoard } from "./phone/siege-board.mjs";
import { turnsGame } from "./turns/test.mjs";
import { openHouseTable } from "./house-table.mjs";
import { notifyTurn } from "./notify/test.mjs";
import { paceGames } from "./pace/test.mjs";
import { warnHouse, warnSiege } from "./warn/test.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const shots = join(root, "e2e", "shots");
mkdirSync(shots, { recursive: true });
const CHROMIUM = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const only = process.argv[2];

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer(port, data, env = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: join(root, "server"), // server/tsconfig.json: legacy decorators (STACK pitfall 4)
    // every browser opens its games from 127.0.0.1: the per-address create limit and connection cap are set out of reach
    env: { ...process.env, PORT: String(port), ZEDFALL_TEST_SEED: "1", ZEDFALL_BOT_DELAY: "40", ZEDFALL_DATA: data, DATABASE_URL: "", ZEDFALL_CREATES_PER_MINUTE: "1000000", ZEDFALL_MAX_CONNECTIONS_PER_ADDRESS: "1000000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const end = Date.now() + 30000;
  while (Date.now() < end) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      if (r.ok) return { child, log: () => out };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGTERM");
  throw new Error(`server did not start:\n${out}`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Longer than the client's double-click gap (client/src/shell/confirm.ts CONFIRM_GAP_MS = 500): a confirming second click this long after the first counts. */
const CONFIRM_GAP = 600;

async function waitFor(fn, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(100);
  }
}

/**
 * A fresh browser context (own storage: a separate player) with a page: `{ ctx, page, errors, close }`,
 * `errors` the page's uncaught errors. The harness (main) fails the test on any of them, takes the
 * failure screenshots and closes the player when the test ends; a test may close it earlier.
 */
async function newPlayer(viewport, locale = "en-US") {
  const dir = mkdtempSync(join(tmpdir(), "zedfall-e2e-"));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    locale,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  if (process.env.E2E_CONSOLE) page.on("console", (m) => console.log(`[page] ${m.text()}`));
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const player = { ctx, page, errors, close };
  open.push(player);
  return player;
}

/** The log's lines on the page (event type and text), oldest first. */
const logLines = (page) => page.evaluate(() => [...document.querySelectorAll("#log li")].map((l) => ({ type: l.dataset.type, text: l.textContent })));

/** Throws unless every line of `before` is still in `after`, in order (the log survived). */
function keptLog(before, after, what) {
  const texts = after.map((l) => l.text);
  let i = 0;
  for (const l of before) {
    i = texts.indexOf(l.text, i);
    if (i < 0) throw new Error(`${what}: the log lost "${l.text}" (had ${before.length} lines, now ${after.length})`);
    i++;
  }
}

const legal = (page) => page.evaluate(() => window.zedfall?.conn?.legal?.actions ?? []);
const stateOf = (page) =>
  page.evaluate(() => {
    const st = window.zedfall.conn.state;
    const units = {};
    st.units.forEach((u, id) => (units[id] = `${u.placed ? `${u.x},${u.y},${u.z}` : "-"} ${u.facing} ${u.alive} ${u.wounds}`));
    return { stage: st.stage, phase: st.phase, round: st.round, seq: st.seq, units, winner: st.result.winner };
  });

/** Clicks the board square of the first legal action of `type` (optionally filtered) on the canvas. */
async function clickSquareAction(page, pred) {
  const acts = await legal(page);
  const a = acts.find(pred);
  if (!a) return null;
  const sq = a.at ?? null;
  const pos = await page.evaluate((act) => {
    const z = window.zedfall;
    const st = z.conn.state;
    let sq = act.at;
    if (!sq && act.dir) {
      const u = st.units.get(act.figure ?? act.zombie);
      const d = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }[act.dir];
      sq = { x: u.x + d[0], y: u.y + d[1], z: u.z };
    }
    if (!sq && act.target) {
      const u = st.units.get(act.target);
      sq = { x: u.x, y: u.y, z: u.z };
    }
    if (!sq) return null;
    // another of the seat's units that can act stands there?
    const mover = act.figure ?? act.zombie;
    const acting = new Set(z.conn.legal.actions.map((b) => b.figure ?? b.zombie).filter(Boolean));
    let other = false;
    st.units.forEach((o, id) => {
      if (id !== mover && o.placed && o.x === sq.x && o.y === sq.y && o.z === sq.z && acting.has(id)) other = true;
    });
    return { ...z.screenOf(sq), key: other ? z.actionKey(act) : null };
  }, a);
  if (!pos) return null;
  void sq;
  const before = await page.evaluate(() => window.zedfall.conn.legal.seq);
  // a tap there would select the unit standing on it: the action list's entry is the way
  if (pos.key) await page.click(`#actions button.act[data-key='${pos.key}']`);
  else await page.mouse.click(pos.x, pos.y);
  // a square with several actions opens a chooser: pick the matching entry
  const chooser = await page.$("#chooser");
  if (chooser) await chooser.$eval("button.act", (b) => b.click());
  await waitFor(async () => (await page.evaluate(() => window.zedfall.conn.legal.seq)) !== before, 5000, `action ${a.type} applied`);
  return a;
}

/**
 * Clicks a DOM button (the action bar or the action list) and waits for the game to move on. The
 * bar and list are rebuilt on every update, so the locator re-queries; `strict` false turns a click
 * that raced with an update into a `false` instead of an error.
 */
async function clickButton(page, selector, strict = true) {
  if (!(await page.$(selector))) return false;
  const before = await page.evaluate(() => window.zedfall.conn.legal.seq);
  try {
    await page.locator(selector).first().click({ timeout: 3000 });
    await waitFor(async () => (await page.evaluate(() => window.zedfall.conn.legal.seq)) !== before, 5000, `${selector} applied`);
  } catch (e) {
    if (strict) throw e;
    return false;
  }
  return true;
}

/**
 * Throws unless the board fills a phone's width and the zoom buttons lie clear of it (* "the board fits the width at a readable size, controls clear of the board").
 */
async function phoneBoardClear(page) {
  const box = await page.evaluate(() => {
    const rect = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width };
    };
    return { canvas: rect(document.querySelector("#board canvas")), zoom: rect(document.querySelector(".zoom")) };
  });
  if (box.canvas.width < 380) throw new Error(`the board canvas is ${box.canvas.width} px wide on a phone`);
  const { canvas: c, zoom: z } = box;
  // a pixel of slack: the canvas is a whole number of pixels, its box may not be
  if (z.left < c.right - 1 && c.left < z.right - 1 && z.top < c.bottom - 1 && c.top < z.bottom - 1) throw new Error(`the zoom buttons lie over the board: ${JSON.stringify(box)}`);
}

const tests = [];
/** The players and the servers of its own the running test opened: the harness ends them after it. */
const open = [];
const ownServers = [];
const test = (name, fn) => tests.push({ name, fn });

test("two browsers: create, join by invite link, set up, a human activation and a zombie turn by clicks, same board", async ({ base }) => {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const bob = await newPlayer({ width: 390, height: 844 });
  const { page: A } = ann;
  const { page: B } = bob;
  await A.goto(`${base}/?seed=e2e-two`);
  await A.fill("#name", "Ann");
  await A.selectOption("#opt-characters", "deal");
  await A.screenshot({ path: join(shots, "01-create.png") });
  await A.click("#create");
  await A.waitForSelector("#invite");
  await A.click('li[data-seat="zombie"] button.claim');
  await A.waitForSelector('li[data-seat="zombie"].mine');
  const link = await A.inputValue("#invite");
  if (!/\/g\/[A-Za-z0-9_-]+$/.test(link)) throw new Error(`bad invite link ${link}`);
  await B.goto(link);
  // the join page names the game and its creator
  await B.waitForSelector('#join-about:has-text("created by Ann")');
  await B.fill("#name", "Bob");
  await B.click("#join");
  await B.waitForSelector('li[data-seat="human1"] button.claim');
  // the lobby lists who is here without a seat
  await A.waitForSelector('#watchers:has-text("Bob")');
  await B.click('li[data-seat="human1"] button.claim');
  await B.waitForSelector('li[data-seat="human1"].mine');
  await A.waitForSelector('li[data-seat="human1"] .seat-who:has-text("Bob")');
  await A.screenshot({ path: join(shots, "02-lobby-ann.png") });
  await B.screenshot({ path: join(shots, "03-lobby-bob-phone.png") });
  await A.click("#start");
  await A.waitForSelector("#board canvas");
  await B.waitForSelector("#board canvas");
  // setup by clicks: Bob chooses the entry edge (action bar) and places his figures on the board
  await waitFor(async () => (await legal(B)).some((a) => a.type === "chooseEdge"), 5000, "chooseEdge offered");
  if (!(await clickButton(B, '#actionbar button[data-type="chooseEdge"]'))) throw new Error("no chooseEdge button");
  while ((await legal(B)).some((a) => a.type === "placeHuman")) await clickSquareAction(B, (a) => a.type === "placeHuman");
  await waitFor(async () => (await legal(A)).some((a) => a.type === "placeZombie"), 5000, "zombie placement");
  while ((await legal(A)).some((a) => a.type === "placeZombie")) await clickSquareAction(A, (a) => a.type === "placeZombie");
  await A.screenshot({ path: join(shots, "04-setup-done-ann.png") });
  // a human activation: a move on the board, then end the activation from the action bar
  await waitFor(async () => (await legal(B)).length > 0, 5000, "human turn");
  await B.screenshot({ path: join(shots, "05-human-turn-bob-phone.png") });
  await phoneBoardClear(B);
  // a tap on an own figure selects it, even where another of Bob's figures could move onto its square
  // (the tap on Max moved Lena); then a tap on a lit square moves the figure tapped
  const pair = await B.evaluate(() => {
    const z = window.zedfall;
    const st = z.conn.state;
    const D = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
    for (const a of z.conn.legal.actions) {
      if (a.type !== "move" || !D[a.dir]) continue;
      const u = st.units.get(a.figure);
      const to = { x: u.x + D[a.dir][0], y: u.y + D[a.dir][1], z: u.z };
      let onto = null;
      st.units.forEach((o, id) => {
        if (id !== a.figure && o.placed && o.seat === u.seat && o.x === to.x && o.y === to.y && o.z === to.z) onto = id;
      });
      if (onto && z.conn.legal.actions.some((b) => b.type === "move" && b.figure === onto)) return { mover: a.figure, tapped: onto, at: z.screenOf(to) };
    }
    return null;
  });
  if (!pair) throw new Error("the setup gave no figure that could move onto another's square (the e2e's placement order changed?)");
  const seqBefore = (await stateOf(B)).seq;
  const unitsBefore = (await stateOf(B)).units;
  await B.mouse.click(pair.at.x, pair.at.y);
  await sleep(600);
  if ((await stateOf(B)).seq !== seqBefore || (await B.$("#chooser"))) throw new Error(`a tap on ${pair.tapped} sent or offered ${pair.mover}'s move onto its square`);
  const moved = await clickSquareAction(B, (a) => a.type === "move" && a.figure === pair.tapped);
  if (!moved) throw new Error(`no move of ${pair.tapped} among ${(await legal(B)).map((a) => a.type).join(",")}`);
  const unitsAfter = (await stateOf(B)).units;
  if (unitsAfter[pair.tapped] === unitsBefore[pair.tapped] || unitsAfter[pair.mover] !== unitsBefore[pair.mover]) throw new Error(`expected ${pair.tapped} to move and ${pair.mover} to stay: ${JSON.stringify({ unitsBefore, unitsAfter })}`);
  // the Undo button follows the server's word (legal's undo flag: house DoR 7, G8), for Bob and never for the Zombie seat
  await waitFor(async () => (await B.evaluate(() => window.zedfall.conn.legal.seq)) === (await stateOf(B)).seq, 5000, "Bob's list after the move");
  const mayUndo = await B.evaluate(() => window.zedfall.conn.legal.undo);
  await waitFor(async () => !!(await B.$("#actionbar button.undo")) === mayUndo, 3000, `Bob's Undo button ${mayUndo ? "shown" : "hidden"} as the server says`);
  if (await A.$("#actionbar button.undo")) throw new Error("the Zombie seat is offered Undo of a human's move");
  // a plain move can be taken back (house DoR 7): Bob's Undo, and both logs mark the move's line taken back; then the move again
  if (!mayUndo) throw new Error("the server does not offer Undo of a plain move");
  await clickButton(B, "#actionbar button.undo");
  await waitFor(async () => (await stateOf(B)).seq === seqBefore, 5000, "the move taken back");
  for (const p of [A, B]) await p.waitForSelector('#log li[data-type="move"][data-undone="1"] s', { timeout: 5000, state: "attached" });
  if (JSON.stringify((await stateOf(A)).units) !== JSON.stringify(unitsBefore)) throw new Error("the undo did not put the figures back");
  await A.screenshot({ path: join(shots, "05a-ann-sees-undone-move.png") });
  if (!(await clickSquareAction(B, (a) => a.type === "move" && a.figure === pair.tapped))) throw new Error("the move is not offered again after the undo");
  await waitFor(async () => JSON.stringify((await stateOf(B)).units) === JSON.stringify(unitsAfter), 5000, "the same move again");
  // the status line names the active figure's actions left, in both browsers
  for (const p of [A, B]) await p.waitForSelector('#actions-left:text-matches(": [0-9]+ actions? left")', { timeout: 5000 });
  await B.screenshot({ path: join(shots, "05b-bob-after-move-phone.png") });
  // a figure's sheet from its chip in the seats list: Ann (desktop) reads Bob's figure's stats and weapon
  await A.click(`#seats button.fig[data-figure="${pair.tapped}"]`);
  await A.waitForSelector(`#figure-sheet[data-figure="${pair.tapped}"]:not([hidden])`);
  const sheet = await A.textContent("#figure-sheet");
  if (!/wound/i.test(sheet) || sheet.length < 60) throw new Error(`the figure sheet says too little: "${sheet}"`);
  // the Zombie hand's cards open their text on a tap
  const card = await A.getAttribute("#hand button.card-chip", "data-card");
  await A.click(`#hand button.card-chip[data-card="${card}"]`);
  await A.waitForSelector(`#hand #card-text-${card}`);
  await sleep(300);
  await A.screenshot({ path: join(shots, "05c-ann-figure-sheet-and-card.png") });
  await A.click("#sheet-close");
  await A.waitForSelector("#figure-sheet", { state: "hidden" });
  // end the activation from the action bar (a figure stacked on another must step off first, house C2),
  // then the other figures pass
  let guard = 0;
  while ((await stateOf(B)).phase === "human" && guard++ < 20) {
    if (await B.$('#actionbar button[data-type="endActivation"]')) await clickButton(B, '#actionbar button[data-type="endActivation"]');
    else if ((await legal(B)).some((a) => a.type === "move")) await clickSquareAction(B, (a) => a.type === "move");
    else await sleep(100);
  }
  // the zombie turn: placements and moves on the board, then "end the Zombie turn"
  await waitFor(async () => (await stateOf(A)).phase === "zombie", 5000, "zombie turn");
  await A.screenshot({ path: join(shots, "06-zombie-turn-ann.png") });
  guard = 0;
  let zMoves = 0;
  while ((await stateOf(A)).phase === "zombie" && guard++ < 40) {
    const acts = await legal(A);
    if (!acts.length) { await sleep(100); continue; }
    const square = acts.find((a) => a.at && a.type !== "zAttack");
    if (square) { await clickSquareAction(A, (a) => a === square || (a.type === square.type && a.at?.x === square.at.x && a.at?.y === square.at.y)); continue; }
    if (zMoves < 2 && acts.some((a) => a.type === "beginActivation")) { await clickButton(A, '#actionbar button[data-type="beginActivation"]'); continue; }
    // a second zombie's move would end the first one's activation with actions left (house G4): it asks first
    const zt = await A.evaluate(() => ({ active: window.zedfall.conn.state.zombieTurn.active, left: window.zedfall.conn.state.zombieTurn.actionsLeft }));
    const other = zMoves === 1 && zt.active && zt.left > 0 ? acts.find((a) => a.type === "zMove" && a.zombie !== zt.active) : undefined;
    if (other) {
      const key = await A.evaluate((a) => window.zedfall.actionKey(a), other);
      const entry = `#actions button.act[data-key='${key}']`;
      const seq = (await stateOf(A)).seq;
      await A.click(entry);
      await A.waitForSelector('.toast:has-text("click again")', { timeout: 3000 });
      await A.waitForSelector(`${entry}:has-text("click again")`, { timeout: 3000 });
      if ((await stateOf(A)).seq !== seq) throw new Error("the second zombie moved without asking");
      await A.screenshot({ path: join(shots, "06b-zombie-ends-other-ann.png") });
      // a person reads the warning before the confirming click (a second click sooner is a double-click, shell/confirm.ts)
      await sleep(CONFIRM_GAP);
      await A.click(entry);
      await waitFor(async () => (await stateOf(A)).seq !== seq, 5000, "the confirmed move applied");
      zMoves++;
      continue;
    }
    if (zMoves < 2 && acts.some((a) => a.type === "zMove")) { await clickSquareAction(A, (a) => a.type === "zMove"); zMoves++; continue; }
    if (acts.some((a) => a.type === "endZombieTurn") && (zMoves >= 2 || !acts.some((a) => a.type === "beginActivation" || a.type === "zMove"))) {
      await clickButton(A, '#actionbar button[data-type="endZombieTurn"]');
      continue;
    }
    const first = await A.$("#actionbar button.bar-btn:not(.undo)");
    if (first) await clickButton(A, "#actionbar button.bar-btn:not(.undo)");
    else await clickButton(A, "#actions button.act");
  }
  await waitFor(async () => (await stateOf(A)).phase === "human", 5000, "back to the human turn");
  await waitFor(async () => (await stateOf(B)).seq === (await stateOf(A)).seq, 5000, "both at the same seq");
  const sa = await stateOf(A);
  const sb = await stateOf(B);
  if (JSON.stringify(sa.units) !== JSON.stringify(sb.units)) throw new Error(`boards differ:\n${JSON.stringify(sa.units)}\n${JSON.stringify(sb.units)}`);
  if (sa.round !== 2) throw new Error(`expected round 2, got ${sa.round}`);
  // the rules reference: a rule chip in the log opens it at that rule
  const chip = await A.$("#log button.chip[data-rule]");
  if (!chip) throw new Error("no rule chip in the log opens the reference");
  const tag = await chip.getAttribute("data-rule");
  await chip.click();
  await A.waitForSelector("#rules-panel .rules-target", { timeout: 3000 });
  const inView = await A.evaluate(() => {
    const body = document.querySelector("#rules-panel .rules-body").getBoundingClientRect();
    const target = document.querySelector("#rules-panel .rules-target").getBoundingClientRect();
    return target.top >= body.top - 1 && target.top < body.bottom - 20;
  });
  if (!inView) throw new Error(`the rules panel did not open at ${tag}`);
  await A.screenshot({ path: join(shots, "06c-rules-from-chip-ann.png") });
  await A.click("#rules-close");
  if (await A.$("#rules-panel")) throw new Error("the rules panel did not close");
  await sleep(1900); // let the dice overlay leave
  await A.screenshot({ path: join(shots, "07-round2-ann.png") });
  await B.screenshot({ path: join(shots, "08-round2-bob-phone.png") });
  // a network drop: the banner shows, the SDK reconnects, the banner says so
  await B.evaluate(() => window.zedfall.conn.room.connection.transport.ws.close(4010));
  await B.waitForSelector('#banner:has-text("Connection lost")', { timeout: 5000 });
  await B.screenshot({ path: join(shots, "08b-bob-reconnecting.png") });
  await B.waitForSelector('#banner:has-text("Connected again")', { timeout: 15000 });
  await waitFor(async () => (await stateOf(A)).seq === (await stateOf(B)).seq, 5000, "same seq after the reconnection");
  // a chat line from Ann reaches Bob
  await A.fill("#chat-input", "brains at dawn");
  await A.press("#chat-input", "Enter");
  await B.waitForSelector('#chat li:has-text("brains at dawn")', { state: "attached", timeout: 5000 });
  const logBefore = await logLines(B);
  if (!logBefore.some((l) => l.type === "start")) throw new Error(`no start line in the log: ${JSON.stringify(logBefore.slice(0, 3))}`);
  // a refresh: the seat token kept in the browser re-claims the seat; the log and the chat come back (history)
  await B.reload();
  await sleep(1500);
  await B.screenshot({ path: join(shots, "08c-bob-after-refresh.png") });
  await B.waitForSelector("#board canvas");
  await waitFor(async () => (await B.evaluate(() => window.zedfall?.conn?.seat)) === "human1", 10000, "seat re-claimed after a refresh");
  await B.waitForSelector('#chat li:has-text("brains at dawn")', { state: "attached", timeout: 5000 });
  await waitFor(async () => (await logLines(B)).length >= logBefore.length, 5000, "the log back after a refresh");
  keptLog(logBefore.slice(-20), await logLines(B), "refresh");
  // Russian, switched in the corner
  await B.click('.lang button[lang="ru"]');
  await B.waitForSelector('.tabs button:has-text("Журнал")');
  await sleep(300);
  await B.screenshot({ path: join(shots, "09a-bob-ru-board-phone.png") });
  await phoneBoardClear(B);
  await B.click('.tabs button[data-tab="log"]');
  await B.screenshot({ path: join(shots, "09-bob-ru-log.png") });
});

test("cellar: from a fixed seed the humans find the cellar, go down, kill the zombie below, bar the door and win (H-A3); a crawler grabs through the Zombie seat's prompt and is dragged", (ctx) =>
  cellarGame({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("siege: two browsers create and join a Siege game, each clicks an action (a Move on the board), same state; desktop and phone, English and Russian", (ctx) =>
  siegeGame({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("siege: a solo game with one bot teammate runs to its end (a win or a loss in the game-over dialog); while Ann may act the bot leaves the team's Event Actions, Ammo and Supplies to her", (ctx) =>
  siegeSolo({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("siege: Zeds Pressure as printed (G31): the create page's option and its line; an icon card's Pressure icon and the round strip's line (desktop, English), the icon and no line with the option off (phone, Russian)", (ctx) =>
  siegePressure({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("siege odds: the lobby's odds line (G31) quotes the measured table for the seats taken: Ann alone, then Ann and Боб in two browsers (desktop English, phone Russian)", (ctx) =>
  siegeOdds({ ...ctx, newPlayer, waitFor, shots }),
);

test("siege cards: the current Event card's text is on the round strip, and a Zeds counter opens its sheet on hover (desktop) and tap: both Strengths, hits (desktop English, phone Russian)", (ctx) =>
  siegeCards({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("siege rolls: a Gunfire roll says what it needs before the dice (the shot's entry) and reads the dice against it after (the log line, the combat panel); a Forage says its column before the die; desktop English, phone Russian", (ctx) =>
  siegeRolls({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("rails: a train carries a Hero from Town Center to a Station and both browsers show the bonus; a Hero reveals a face-down rumor and both see it and the item it gives (Rumors and Rails)", (ctx) =>
  railsGame({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("phone board: Siege on a 390×844 phone in Russian: space names and counter Strengths at least 11 px on screen, tap targets at least 44 px; the time from Done to the next decision at the bots' default pace, and Skip", (ctx) =>
  phoneSiegeBoard({ ...ctx, newPlayer, waitFor, sleep, shots, ownServer }),
);

test("level2: Siege with drawn Heroes in two browsers: a Hero's card opens in English and Russian, the Raiders show on the board and the round strip, a Hint reaches only the seat that asked and plays nothing, the game ends with its epilogue score", (ctx) =>
  level2Game({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("phone layout: a toast lies over no button (House on a phone, a small phone and a desktop; Siege on both phones), a four-choice decision keeps the tabs in view (House; Siege in Russian and English), the Siege fight panel leaves its space in sight, many choices leave the board its share and the tabs in view (the action bar scrolls inside itself)", (ctx) =>
  phoneLayout({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("warn: House's action bar at 1280×800 lies inside the window with no label cut and no square named by coordinates; while the server is away the bar's buttons are disabled and say why, and act again once it is back", (ctx) =>
  warnHouse({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("warn: Siege's Action phase lists each action once with the pay switch beside it, and a double-click on Done arms it without sending it", (ctx) =>
  warnSiege({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("turns: whose turn everywhere — the first page marks the game waiting for you first, the title and favicon count it (desktop English, phone Russian); after a move the other's list and title follow, a hidden tab plays the opt-in sound; the app manifest and icons are served", (ctx) =>
  turnsGame({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("notify: with notification permission granted, a hidden page gets a 'your turn' notification from its service worker when the other player's play makes its seat act (House in English, Siege in Russian); with no tab on the game a Web Push delivered to the worker shows it in the subscription's language", (ctx) =>
  notifyTurn({ ...ctx, newPlayer, waitFor, sleep, shots }),
);

test("pace: live, a player away longer than the reconnect window reopens the invite link and is in their own seat again, acting; async, nobody's seat changes while they are away and the other browser shows waiting for Bob (away 3 min) (desktop English, phone Russian)", (ctx) =>
  paceGames({ ...ctx, newPlayer, waitFor, sleep, shots, ownServer }),
);

/**
 * A server of a test's own (a free port, a fresh store) with `env` on top of the e2e settings (a
 * short reconnection window…); `stop` ends it by its pid and deletes its store. The harness stops it
 * when the test ends, after closing its pages.
 */
async function ownServer(env) {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), "zedfall-e2e-own-"));
  const server = await startServer(port, data, env);
  let stopped = false;
  const own = {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      server.child.kill("SIGTERM");
      await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once("exit", r)));
      rmSync(data, { recursive: true, force: true });
    },
  };
  ownServers.push(own);
  return own;
}

test("a game with bots in every other seat runs to its result in the page", async ({ base }) => {
  const cam = await newPlayer({ width: 1366, height: 850 });
  const { page } = cam;
  await page.goto(`${base}/?seed=e2e-bots`);
  await page.fill("#name", "Cam");
  await page.selectOption("#opt-characters", "deal");
  await page.fill("#opt-roundLimit", "2");
  await page.click("#create");
  await page.waitForSelector("#invite");
  await page.click('li[data-seat="human1"] button.claim');
  await page.waitForSelector('li[data-seat="human1"].mine');
  for (const seat of ["zombie", "human2", "human3", "human4"]) {
    await page.check(`input[data-bot-seat="${seat}"]`);
    await page.waitForSelector(`li[data-seat="${seat}"] input[data-bot-seat]:checked`);
  }
  await page.screenshot({ path: join(shots, "10-bots-lobby.png") });
  await page.click("#start");
  await page.waitForSelector("#board canvas");
  let clicks = 0;
  const end = Date.now() + 120000;
  while (!(await page.$("#result"))) {
    if (Date.now() > end) throw new Error("the bot game did not end in 120 s");
    const acts = await legal(page);
    if (!acts.length) { await sleep(150); continue; }
    if (acts.some((a) => a.type === "placeHuman")) await clickSquareAction(page, (a) => a.type === "placeHuman").catch(() => null);
    else if (acts.some((a) => a.type === "endActivation") && !acts.some((a) => a.type === "chooseEdge")) await clickButton(page, '#actionbar button[data-type="endActivation"]', false);
    else if (await page.$("#actionbar button.bar-btn:not(.undo)")) await clickButton(page, "#actionbar button.bar-btn:not(.undo)", false);
    else await clickButton(page, "#actions button.act", false);
    clicks++;
  }
  await sleep(1900);
  await page.screenshot({ path: join(shots, "11-bots-result.png") });
  const st = await stateOf(page);
  if (st.stage !== "over" || !st.winner) throw new Error(`no result: ${JSON.stringify(st)}`);
  if (clicks < 2) throw new Error("the player never acted");
  if (cam.errors.length) throw new Error(`page errors: ${cam.errors.join("; ")}`);
  // the finished game's replay: from the game-over dialog to /replay/<id>, stepping through it
  const gameId = await page.evaluate(() => window.zedfall.conn.gameId);
  await page.click("#watch-replay");
  await page.waitForURL(`**/replay/${gameId}`);
  await page.waitForSelector("#replay-step");
  await page.waitForSelector("#board canvas");
  // a replay is a replay: the header names the game's own id, with no invite to copy, and there is no chat
  const header = await page.textContent("header .gamecode");
  if (!header.includes(gameId) || (await page.$("#copy-top")) || (await page.$("#chat-input")) || (await page.$('.tabs button[data-tab="chat"]'))) throw new Error(`the replay page is not a replay: header "${header}", invite or chat shown`);
  const stepText = () => page.textContent("#replay-step");
  const info = () => page.evaluate(() => ({ step: window.zedfall.conn.replay.step, total: window.zedfall.conn.replay.total, seq: window.zedfall.conn.state.seq }));
  const start = await info();
  if (start.step !== 0 || start.total !== st.seq) throw new Error(`replay starts at ${JSON.stringify(start)}, the game had ${st.seq} actions`);
  const units0 = JSON.stringify((await stateOf(page)).units);
  for (let i = 1; i <= 3; i++) {
    await page.click("#replay-next");
    await waitFor(async () => (await info()).seq === i, 5000, `replay step ${i}`);
  }
  if (!/3/.test(await stepText())) throw new Error(`step label: ${await stepText()}`);
  await page.keyboard.press("ArrowLeft");
  await waitFor(async () => (await info()).seq === 2, 5000, "a step back with the arrow key");
  // quick presses add up (none is lost while a step loads), and ← → step the replay without panning the board
  const square0 = () => page.evaluate(() => JSON.stringify(window.zedfall.screenOf({ x: 0, y: 0, z: 0 })));
  const before = await square0();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await waitFor(async () => (await info()).seq === 6, 5000, "four quick steps with the arrow key");
  if ((await square0()) !== before) throw new Error(`the arrow keys panned the board in the replay: ${before} → ${await square0()}`);
  // jump to a turn: the Zombie turn of round 1
  const turn = await page.evaluate(() => window.zedfall.conn.replay.turns.find((t) => t.phase === "zombie"));
  await page.selectOption("#replay-turn", String(turn.step));
  await waitFor(async () => (await stateOf(page)).phase === "zombie" && (await info()).seq === turn.step, 5000, "jump to the Zombie turn");
  if (JSON.stringify((await stateOf(page)).units) === units0) throw new Error("the board did not change between the start and the Zombie turn");
  await sleep(800);
  await page.screenshot({ path: join(shots, "11b-replay-zombie-turn.png") });
  const hidden = await page.textContent("#replay-hidden");
  if (!hidden.includes("Search deck")) throw new Error(`hidden information not shown: ${hidden}`);
  await page.click("#replay-last");
  await waitFor(async () => (await stateOf(page)).stage === "over", 5000, "the end of the replay");
  await page.waitForSelector("#result");
  if (JSON.stringify((await stateOf(page)).units) !== JSON.stringify(st.units)) throw new Error("the replay's end differs from the game's end");
  await sleep(800);
  await page.screenshot({ path: join(shots, "11c-replay-end.png") });
  await page.click("#replay-first");
  await waitFor(async () => (await info()).seq === 0, 5000, "back to the start");
});

test("seat request: a visitor (Russian phone) asks to take over the bot's Zombie seat mid-game; the creator (desktop) sees the request, accepts, and the visitor plays it with its hand", async ({ base }) => {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const vera = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  const { page: A } = ann;
  const { page: V } = vera;
  await A.goto(`${base}/?seed=e2e-takeover`);
  await A.fill("#name", "Ann");
  await A.click("#create");
  await A.waitForSelector("#invite");
  await A.click('li[data-seat="human1"] button.claim');
  await A.waitForSelector('li[data-seat="human1"].mine');
  await A.check('input[data-bot-seat="zombie"]');
  await A.waitForSelector('li[data-seat="zombie"] input[data-bot-seat]:checked');
  const link = await A.inputValue("#invite");
  await A.click("#start");
  await A.waitForSelector("#board canvas");
  await V.goto(link);
  await V.fill("#name", "Вера");
  await V.click("#join");
  await V.waitForSelector("#board canvas");
  await V.click('.tabs button[data-tab="seats"]');
  await V.click('li[data-seat="zombie"] button.seat-claim');
  // the request waits for the creator: no seat, no hand yet
  await V.waitForSelector('li[data-seat="zombie"] .seat-requester');
  if ((await V.evaluate(() => window.zedfall.conn.seat)) !== null) throw new Error("the visitor got the seat before the creator's answer");
  if (await V.$("#hand .card-chip")) throw new Error("the visitor sees the Zombie hand before the grant");
  await A.waitForSelector('li[data-seat="zombie"] button.seat-grant');
  const asks = await A.textContent('li[data-seat="zombie"] .seat-requester');
  if (!asks.includes("Вера")) throw new Error(`the creator's seat row says "${asks}"`);
  await sleep(400);
  await A.screenshot({ path: join(shots, "14-takeover-request-creator.png") });
  await V.screenshot({ path: join(shots, "15-takeover-request-visitor-ru-phone.png") });
  await A.click('li[data-seat="zombie"] button.seat-grant');
  await waitFor(async () => (await V.evaluate(() => window.zedfall.conn.seat)) === "zombie", 8000, "the visitor holds the Zombie seat");
  await V.waitForSelector("#hand .card-chip");
  await A.waitForSelector('li[data-seat="zombie"] .seat-who:has-text("Вера")');
  // both logs say it, the visitor's in Russian
  await waitFor(async () => (await logLines(A)).some((l) => l.type === "seatGranted" && l.text.includes("Ann") && l.text.includes("Вера")), 5000, "the grant in Ann's log");
  await V.click('.tabs button[data-tab="log"]');
  await waitFor(async () => (await logLines(V)).some((l) => l.type === "seatAsked" && l.text.includes("просит место")), 5000, "the request in Vera's Russian log");
  await sleep(400);
  await V.screenshot({ path: join(shots, "16-takeover-granted-visitor-ru-phone.png") });
});

test("a server restart mid-game: the browser says so and takes its seat back, a Russian visitor reads the whole log again in Russian; a refresh keeps the seat; the first page lists the game", async ({ base, restartServer }) => {
  const dan = await newPlayer({ width: 1280, height: 800 });
  let ivan = null;
  const { page } = dan;
  await openHouseTable({ page, base, seed: "e2e-restart", name: "Dan" });
  await page.waitForSelector("#board canvas");
  // Dan sets up (edge, figures) by clicks; the bot places the zombies
  await waitFor(async () => (await legal(page)).some((a) => a.type === "chooseEdge"), 10000, "chooseEdge offered");
  await clickButton(page, '#actionbar button[data-type="chooseEdge"]');
  while ((await legal(page)).some((a) => a.type === "placeHuman")) await clickSquareAction(page, (a) => a.type === "placeHuman");
  await waitFor(async () => (await legal(page)).some((a) => a.type === "move"), 15000, "Dan's first move");
  await clickSquareAction(page, (a) => a.type === "move");
  const before = await stateOf(page);
  const logBefore = await logLines(page);
  const gameId = await page.evaluate(() => window.zedfall.conn.gameId);
  // a Russian visitor on a phone watches by the invite link: after the restart they read the whole log again, in Russian
  ivan = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  await ivan.page.goto(`${base}/g/${gameId}`);
  await ivan.page.fill("#name", "Иван");
  await ivan.page.click("#join");
  await ivan.page.waitForSelector("#board canvas");
  await waitFor(async () => (await logLines(ivan.page)).length >= logBefore.length, 10000, "the visitor's log");
  const ruBefore = await logLines(ivan.page);
  // every banner the page shows, in order (one may stand only for the moment the rejoin takes)
  await page.evaluate(() => {
    window.__banners = [];
    new MutationObserver(() => {
      const b = document.getElementById("banner");
      if (b && window.__banners[window.__banners.length - 1] !== b.textContent) window.__banners.push(b.textContent);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await restartServer();
  await waitFor(async () => (await page.evaluate(() => window.__banners)).some((t) => /seat back/.test(t)), 60000, "the 'taking your seat back' banner");
  await page.screenshot({ path: join(shots, "14-restart-banner.png") });
  await waitFor(async () => (await page.evaluate(() => window.__banners)).some((t) => /Connected again/.test(t)), 60000, "the 'connected again' banner");
  await waitFor(async () => (await page.evaluate(() => window.zedfall?.conn?.seat)) === "human1", 10000, "seat taken back after the restart");
  await waitFor(async () => (await stateOf(page)).seq === before.seq, 10000, "the same place in the game");
  const after = await stateOf(page);
  if (JSON.stringify(after.units) !== JSON.stringify(before.units)) throw new Error(`the board changed over the restart:\n${JSON.stringify(before.units)}\n${JSON.stringify(after.units)}`);
  // the log was rebuilt by the server from the store: every line from before, then "reopened"
  await waitFor(async () => (await logLines(page)).some((l) => l.type === "restored"), 10000, "the 'reopened' line in the log");
  const logAfter = await logLines(page);
  keptLog(logBefore, logAfter, "server restart");
  await waitFor(async () => (await logLines(ivan.page)).some((l) => l.type === "restored"), 60000, "the 'reopened' line in the visitor's log");
  const ruAfter = await logLines(ivan.page);
  keptLog(ruBefore, ruAfter, "server restart, Russian visitor");
  const english = ruAfter.filter((l) => !/[А-Яа-яЁё]/.test(l.text));
  if (english.length) throw new Error(`log lines not in Russian after the restart: ${JSON.stringify(english.slice(0, 5))}`);
  await ivan.page.click('.tabs button[data-tab="log"]');
  await ivan.page.screenshot({ path: join(shots, "14b-restart-ru-visitor-log.png") });
  // and the game goes on
  await waitFor(async () => (await legal(page)).length > 0, 10000, "Dan may act again");
  await clickSquareAction(page, (a) => a.type === "move");
  await sleep(500);
  await page.screenshot({ path: join(shots, "15-after-restart.png") });
  // a refresh: no name asked, same seat
  await page.reload();
  await page.waitForSelector("#board canvas");
  if (await page.$("#name")) throw new Error("the refresh asked for a name");
  await waitFor(async () => (await page.evaluate(() => window.zedfall?.conn?.seat)) === "human1", 10000, "seat kept after a refresh");
  await waitFor(async () => (await logLines(page)).length >= logAfter.length, 5000, "the log back after a refresh");
  keptLog(logAfter, await logLines(page), "refresh after the restart");
  // the first page lists the unfinished game with a link back
  await page.goto(`${base}/`);
  await page.waitForSelector(`#my-games li[data-game="${gameId}"]`, { timeout: 10000 });
  await page.screenshot({ path: join(shots, "16-my-games.png") });
  await page.click(`#my-games li[data-game="${gameId}"] a`);
  await waitFor(async () => (await page.evaluate(() => window.zedfall?.conn?.seat)) === "human1", 10000, "back in the game from the list");
});

test("Russian by default for a Russian browser: create page, lobby and board", async ({ base }) => {
  const ru = await newPlayer({ width: 1280, height: 800 }, "ru-RU");
  const { page } = ru;
  await page.goto(`${base}/?seed=e2e-ru`);
  await page.waitForSelector('h1:has-text("Новая игра")');
  await page.fill("#name", "Лена");
  await page.selectOption("#opt-characters", "deal");
  await page.click("#create");
  await page.waitForSelector('li[data-seat="zombie"] button.claim');
  await page.click('li[data-seat="zombie"] button.claim');
  await page.waitForSelector('li[data-seat="zombie"].mine');
  await page.check('input[data-bot-seat="human1"]');
  await page.waitForSelector('li[data-seat="human1"] input[data-bot-seat]:checked');
  await page.screenshot({ path: join(shots, "12-ru-lobby.png") });
  await page.click("#start");
  await waitFor(async () => (await legal(page)).some((a) => a.type === "placeZombie"), 10000, "zombie placement");
  await page.waitForSelector('#actions button:has-text("Поставить зомби")');
  await page.waitForSelector('h3:has-text("Ваши карты")');
  await sleep(500);
  await page.screenshot({ path: join(shots, "13-ru-board.png") });
  // "?" opens the rules reference, in Russian
  await page.click("header button.about");
  await page.waitForSelector("#rules-panel .rules-body h2, #rules-panel .rules-body h3");
  const ruRules = await page.textContent("#rules-panel .rules-body");
  if (!/Игрок-зомби/.test(ruRules)) throw new Error(`the rules reference is not in Russian: ${ruRules.slice(0, 120)}`);
  await page.screenshot({ path: join(shots, "13b-ru-rules.png") });
  await page.keyboard.press("Escape");
  // a link to no game says so and offers nothing to join (tester: the name field and "Join game" stayed)
  await page.goto(`${base}/g/NoSuchGame1`);
  await waitFor(async () => /нет/.test((await page.textContent("#join-about")) ?? ""), 5000, "the no-such-game line");
  if (await page.isVisible("#join")) throw new Error("the page of a missing game still offers to join");
  if (await page.isVisible("#name")) throw new Error("the page of a missing game still asks for a name");
  await page.screenshot({ path: join(shots, "13c-ru-no-such-game.png") });
});

async function main() {
  if (!CHROMIUM) {
    console.log("chromium not found (apt-get install chromium)");
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
  if (!existsSync(join(root, "client", "dist", "index.html")) || process.env.E2E_BUILD !== "0") execFileSync("npm", ["run", "build", "-w", "@zedfall/client"], { cwd: root, stdio: "inherit" });
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), "zedfall-e2e-data-"));
  let server = await startServer(port, data);
  const base = `http://127.0.0.1:${port}`;
  /** Kills the server process (SIGKILL) and starts it again on the same port with the same store. */
  const restartServer = async () => {
    server.child.kill("SIGKILL");
    await new Promise((r) => (server.child.exitCode !== null || server.child.signalCode !== null ? r() : server.child.once("exit", r)));
    server = await startServer(port, data);
  };
  let passed = 0;
  let failed = 0;
  try {
    for (const tc of tests) {
      if (only && !tc.name.includes(only)) continue;
      open.length = 0;
      ownServers.length = 0;
      const t0 = Date.now();
      try {
        await tc.fn({ base, restartServer });
        // an uncaught error in any page the test opened fails it
        const errors = open.flatMap((p) => p.errors);
        if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
        passed++;
        console.log(`✓ ${tc.name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        for (const [i, p] of open.entries()) await p.page.screenshot({ path: join(shots, `fail-${tests.indexOf(tc)}-${i}.png`) }).catch(() => {});
        console.log(`✗ ${tc.name}\n  ${e?.stack ?? e}`);
      } finally {
        // the pages first, then the servers they talk to
        for (const p of open) await p.close().catch(() => {});
        for (const s of ownServers) await s.stop();
      }
    }
  } finally {
    server.child.kill("SIGTERM");
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once("exit", r)));
    if (failed) console.log(server.log().split("\n").slice(-40).join("\n"));
    rmSync(data, { recursive: true, force: true });
  }
  console.log(`screenshots: ${shots}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

await main();
