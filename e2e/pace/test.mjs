// The pace of a game and "your seat is yours", in two browsers (Ann: desktop, English, the creator;
// Bob: a 390×844 phone, Russian), on a server of its own whose reconnection window is 2 s:
// a. live: Bob closes his tab for longer than the window; the bot covers his seat (Ann's log says
//    so); he reopens the invite link and is in his own seat again at once, logged, and acts on it;
// b. async: Bob closes his tab for longer than the window; nobody covers his seat, and Ann's status
//    line says the game waits for him and since when ("Waiting for Bob (away 3 min)": Ann's page
//    clock is set 3 minutes on); he reopens the link and acts.
import { join } from "node:path";

/** The reconnection window of this test's server, in seconds. */
const WINDOW_S = 2;

/** The seq and the legal list of a page's connection. */
const seqOf = (page) => page.evaluate(() => window.zedfall.conn.state.seq);
const legal = (page) => page.evaluate(() => window.zedfall?.conn?.legal?.actions ?? []);
const seatOf = (page) => page.evaluate(() => window.zedfall.conn.seat);
/** A seat as a page's state shows it. */
const seatState = (page, id) =>
  page.evaluate((id) => {
    const s = window.zedfall.conn.state.seats.get(id);
    return { kind: s.kind, name: s.name, connected: s.connected, awaySince: s.awaySince };
  }, id);
/** The log's lines (event type and text). */
const logLines = (page) => page.evaluate(() => [...document.querySelectorAll("#log li")].map((l) => ({ type: l.dataset.type, text: l.textContent })));

/**
 * Ann creates a House game at `pace` and takes the Zombie seat; Bob joins by the invite link and
 * takes human1 (who acts first); Ann starts. Returns the invite link.
 */
async function openGame({ A, B, base, waitFor, shots }, pace, seed) {
  await A.goto(`${base}/?seed=${seed}`);
  await A.fill("#name", "Ann");
  await A.selectOption("#pace", pace);
  await A.waitForSelector(`#pace-help:has-text("${pace === "live" ? "Everyone plays now" : "over hours or days"}")`);
  await A.screenshot({ path: join(shots, `pace-00-create-${pace}-ann.png`) });
  await A.click("#create");
  await A.waitForSelector("#invite");
  await A.waitForSelector(`#lobby-pace:has-text("${pace === "live" ? "Live" : "At your own pace"}")`);
  await A.click('li[data-seat="zombie"] button.claim');
  await A.waitForSelector('li[data-seat="zombie"].mine');
  const link = await A.inputValue("#invite");
  await B.goto(link);
  await B.fill("#name", "Bob");
  await B.click("#join");
  await B.waitForSelector('li[data-seat="human1"] button.claim');
  // the lobby says what the pace means, in Russian too
  await B.waitForSelector(`#lobby-pace:has-text("${pace === "live" ? "Вживую" : "В своём темпе"}")`);
  await B.screenshot({ path: join(shots, `pace-00-lobby-${pace}-bob-ru-phone.png`), fullPage: true });
  await B.click('li[data-seat="human1"] button.claim');
  await B.waitForSelector('li[data-seat="human1"].mine');
  await A.waitForSelector('li[data-seat="human1"] .seat-who:has-text("Bob")');
  await A.click("#start");
  await A.waitForSelector("#board canvas");
  await B.waitForSelector("#board canvas");
  await waitFor(async () => (await legal(B)).length > 0, 8000, "Bob may act first");
  return link;
}

/** Bob closes his tab (the page goes; his browser keeps his seat token) and opens a blank one. */
async function closeTab(bob) {
  await bob.page.close();
  bob.page = await bob.ctx.newPage();
}

/** Clicks the first entry of the page's action list and waits until the game moved on; returns the action's type. */
async function actOnce(page, waitFor) {
  const before = await seqOf(page);
  // a phone shows the action list in its own tab
  if (await page.isVisible('.tabs button[data-tab="actions"]')) await page.click('.tabs button[data-tab="actions"]');
  const entry = page.locator("#actions button.act").first();
  const type = await entry.getAttribute("data-type");
  await entry.click();
  const chooser = await page.$("#chooser");
  if (chooser) await chooser.$eval("button.act", (b) => b.click());
  await waitFor(async () => (await seqOf(page)) !== before, 8000, `${type ?? "an action"} applied`);
  return type;
}

/** The pace e2e (see the top of this file). */
export async function paceGames({ newPlayer, waitFor, sleep, shots, ownServer }) {
  const server = await ownServer({ ZEDFALL_RECONNECT_SECONDS: String(WINDOW_S) });
  const ann = await newPlayer({ width: 1280, height: 800 });
  const bob = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  const A = ann.page;
  const t = { A, base: server.base, waitFor, shots };
  // a. live
  const link = await openGame({ ...t, B: bob.page }, "live", "e2e-pace-live");
  await closeTab(bob);
  await waitFor(async () => (await seatState(A, "human1")).kind === "bot", (WINDOW_S + 8) * 1000, "the bot covers Bob's seat");
  await waitFor(async () => (await logLines(A)).some((l) => l.type === "seatToBot" && l.text.includes("while Bob is away")), 5000, "Ann's log: the bot covers Bob's seat");
  await A.waitForSelector('#seats li[data-seat="human1"] .seat-who:has-text("bot, for Bob")');
  // the bot plays on for him (the humans' setup), then the game waits for the Zombie seat
  await waitFor(async () => (await legal(A)).some((a) => a.type === "placeZombie"), 15000, "the bot did Bob's setup");
  await sleep(300);
  await A.screenshot({ path: join(shots, "pace-01-live-bot-covers-ann.png") });
  const B = bob.page;
  await B.goto(link);
  await waitFor(async () => (await B.evaluate(() => window.zedfall?.conn?.seat ?? null)) === "human1", 8000, "Bob is in his own seat again");
  await waitFor(async () => (await seatState(A, "human1")).kind === "player", 5000, "Ann sees Bob in his seat");
  await waitFor(async () => (await logLines(A)).some((l) => l.type === "seatBack" && l.text.includes("Bob is back")), 5000, "Ann's log: Bob is back");
  await B.click('.tabs button[data-tab="log"]');
  await waitFor(async () => (await logLines(B)).some((l) => l.type === "seatBack" && l.text.includes("снова здесь")), 5000, "Bob's Russian log: he is back");
  await sleep(300);
  await B.screenshot({ path: join(shots, "pace-02-live-bob-back-ru-phone.png") });
  // Ann places her zombies, then Bob acts on his own seat
  let guard = 0;
  while ((await legal(A)).length > 0 && (await legal(B)).length === 0 && guard++ < 30) await actOnce(A, waitFor);
  await waitFor(async () => (await legal(B)).length > 0, 10000, "Bob may act");
  const acted = await actOnce(B, waitFor);
  if ((await seatOf(B)) !== "human1") throw new Error("Bob lost his seat while acting");
  if ((await seatState(A, "human1")).kind !== "player") throw new Error("the bot plays Bob's seat after his return");
  await sleep(300);
  await B.screenshot({ path: join(shots, "pace-03-live-bob-acted-ru-phone.png") });
  console.log(`  live: Bob back in human1 and acted (${acted})`);

  // b. async
  const asyncLink = await openGame({ ...t, B: bob.page }, "async", "e2e-pace-async");
  // Ann's page clock is set 3 minutes on: her words say how long the game has waited for Bob
  await A.clock.setFixedTime(Date.now() + 3 * 60_000 + 5_000);
  await closeTab(bob);
  await waitFor(async () => !(await seatState(A, "human1")).connected, 5000, "Ann sees Bob away");
  await sleep((WINDOW_S + 2) * 1000);
  // nobody's seat changed: Bob's is still his, no bot covers it
  const s = await seatState(A, "human1");
  if (s.kind !== "player" || s.name !== "Bob") throw new Error(`Bob's seat changed in an async game: ${JSON.stringify(s)}`);
  if ((await logLines(A)).some((l) => l.type === "seatToBot")) throw new Error("a bot covered a seat of an async game");
  await waitFor(async () => /Waiting for Bob \(away 3 min\)/.test((await A.textContent(".statusline")) ?? ""), 5000, `Ann's status line says "Waiting for Bob (away 3 min)"`);
  await A.waitForSelector('#seats li[data-seat="human1"] .seat-who:has-text("away 3 min")');
  await A.screenshot({ path: join(shots, "pace-04-async-waiting-for-bob-ann.png") });
  // Bob comes back and acts
  const B2 = bob.page;
  await B2.goto(asyncLink);
  await waitFor(async () => (await B2.evaluate(() => window.zedfall?.conn?.seat ?? null)) === "human1", 8000, "Bob is in his seat");
  await waitFor(async () => (await legal(B2)).length > 0, 8000, "Bob may act");
  const first = await actOnce(B2, waitFor);
  await sleep(300);
  await B2.screenshot({ path: join(shots, "pace-05-async-bob-acts-ru-phone.png") });
  console.log(`  async: Bob's seat waited for him, and he acted (${first})`);
}
