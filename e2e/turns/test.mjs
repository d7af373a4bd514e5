// Whose turn, everywhere: two browsers in one House game, Ann (desktop, English, the Zombie seat) and
// Bob (a 390×844 phone, Russian, human1). While the game waits for Bob:
//   - his game tab's title counts it ("(1) ▶ Ваш ход — Zedfall") and the favicon wears a badge;
//   - his first page lists the game first, marked "ваш ход", before a newer game of his own, and the
//     title says "(1) Zedfall"; Ann's first page (a second tab of hers) names Bob as the one to act,
//     with the plain title and icon.
// Bob sets up by clicks until the Zombie seat may act. Then Ann's game tab, hidden and with the turn
// sound on, plays the sound (its oscillators are counted); her first page's poll (every 30 s) marks
// the game "your turn" and counts it in the title; Bob's tab counts nothing any more.
// Also: the web app manifest is served as application/manifest+json with its icons.
import { join } from "node:path";
import { openHouseForTwo } from "../house-table.mjs";

/** The page's title, its favicon's address and the count the tab shows. */
const tab = (page) =>
  page.evaluate(() => ({ title: document.title, icon: document.querySelector("link[rel~='icon']")?.href ?? "", count: document.documentElement.dataset.turnCount ?? "" }));

/** The first page's list of games: id, whether marked "your turn", and the text of each. */
const listed = (page) =>
  page.evaluate(() => [...document.querySelectorAll("#my-games li.mine-game")].map((li) => ({ game: li.dataset.game, yours: li.dataset.yourTurn === "true", text: li.textContent })));

const legal = (page) => page.evaluate(() => window.zedfall?.conn?.legal?.actions ?? []);
const seq = (page) => page.evaluate(() => window.zedfall.conn.legal.seq);

/** Throws unless the tab shows `count` games waiting: the title's "(n) " and a drawn icon, or neither at 0. */
async function expectCount(page, count, what) {
  const t = await tab(page);
  const titled = count ? t.title.startsWith(`(${count}) `) : !/^\(\d+\)/.test(t.title);
  const icon = count ? t.icon.startsWith("data:image/png") : t.icon.endsWith("/icons/icon.svg");
  if (!titled || !icon || t.count !== String(count)) throw new Error(`${what}: expected a count of ${count}, the tab shows ${JSON.stringify({ ...t, icon: t.icon.slice(0, 40) })}`);
}

/**
 * The e2e test (see the header). `newPlayer(viewport, locale)` opens a browser context; the rest
 * are e2e/run.mjs's helpers.
 */
export async function turnsGame({ base, newPlayer, waitFor, shots }) {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const bob = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  const A = ann.page;
  const B = bob.page;
  // the app installs: the manifest and its icons, served with their types
  await A.goto(`${base}/`);
  const manifest = await A.evaluate(async () => {
    const r = await fetch(document.querySelector("link[rel=manifest]").href);
    const m = await r.json();
    const icons = await Promise.all(m.icons.map(async (i) => { const x = await fetch(i.src); return `${i.sizes} ${i.purpose} ${x.status} ${x.headers.get("content-type")}`; }));
    return { type: r.headers.get("content-type"), display: m.display, start: m.start_url, icons, apple: (await fetch(document.querySelector("link[rel=apple-touch-icon]").href)).status };
  });
  if (!/^application\/manifest\+json/.test(manifest.type) || manifest.display !== "standalone" || manifest.start !== "/" || manifest.apple !== 200) throw new Error(`the manifest: ${JSON.stringify(manifest)}`);
  for (const want of ["192x192 any 200 image/png", "512x512 any 200 image/png", "512x512 maskable 200 image/png"]) if (!manifest.icons.includes(want)) throw new Error(`the manifest lacks the icon ${want}: ${JSON.stringify(manifest.icons)}`);
  await expectCount(A, 0, "Ann's first page with no game");

  // Ann creates, takes the Zombie seat; Bob joins by the link and takes human1; Ann starts
  const link = await openHouseForTwo({ A, B, base, seed: "e2e-turns", seats: ["zombie", "human1"] });
  const gameId = link.split("/g/")[1];
  await B.waitForSelector("#board canvas");
  await waitFor(async () => (await legal(B)).some((a) => a.type === "chooseEdge"), 10000, "Bob's entry edge offered");
  // Bob's game tab counts the game waiting for him
  await waitFor(async () => (await tab(B)).title === "(1) ▶ Ваш ход — Zedfall", 5000, "Bob's game tab title '(1) ▶ Ваш ход — Zedfall'");
  await expectCount(B, 1, "Bob's game tab on his turn");
  await B.screenshot({ path: join(shots, "turns-01-bob-game-title-phone.png") });

  // Bob opens a game of his own (a newer change), then the first page: Ann's game first, "ваш ход"
  await B.goto(`${base}/`);
  await B.fill("#name", "Bob");
  await B.click("#create");
  await B.waitForSelector('li[data-seat="human1"] button.claim');
  await B.click('li[data-seat="human1"] button.claim');
  await B.waitForSelector('li[data-seat="human1"].mine');
  const ownId = (await B.inputValue("#invite")).split("/g/")[1];
  await B.goto(`${base}/`);
  await waitFor(async () => (await listed(B)).length === 2, 10000, "Bob's two games listed");
  const bobs = await listed(B);
  if (bobs[0].game !== gameId || !bobs[0].yours || !/ваш ход/.test(bobs[0].text) || bobs[1].game !== ownId || bobs[1].yours) throw new Error(`Bob's first page: ${JSON.stringify(bobs)}`);
  await waitFor(async () => (await tab(B)).title === "(1) Zedfall", 5000, "Bob's first page title '(1) Zedfall'");
  await expectCount(B, 1, "Bob's first page");
  await B.screenshot({ path: join(shots, "turns-02-bob-first-page-phone.png"), fullPage: true });

  // Ann's first page, in a second tab (her game tab stays open): Bob to act, nothing waits for her
  const A2 = await ann.ctx.newPage();
  await A2.goto(`${base}/`);
  await waitFor(async () => (await listed(A2)).length === 1, 10000, "Ann's game listed");
  const anns = await listed(A2);
  if (anns[0].game !== gameId || anns[0].yours || !/turn: Bob/.test(anns[0].text)) throw new Error(`Ann's first page before Bob's move: ${JSON.stringify(anns)}`);
  await expectCount(A2, 0, "Ann's first page while Bob is to act");
  await A2.screenshot({ path: join(shots, "turns-03-ann-first-page-bobs-turn.png") });

  // Ann's game tab: the sound on (a click: the browser lets the page play from then on), then hidden;
  // the sound's oscillators are counted
  await A.bringToFront();
  await A.click("#sound-toggle");
  if ((await A.getAttribute("#sound-toggle", "aria-pressed")) !== "true") throw new Error("the sound toggle did not turn on");
  if ((await A.evaluate(() => localStorage.getItem("zedfall:turn-sound"))) !== "1") throw new Error("the sound choice is not kept");
  await A.screenshot({ path: join(shots, "turns-04-ann-sound-on.png") });
  await A.evaluate(() => {
    window.__tones = 0;
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      window.__tones++;
      return make.call(this);
    };
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
  });

  // Bob goes back to the game from his list and sets up by clicks (his action list) until the Zombie seat may act
  await B.click(`#my-games li[data-game="${gameId}"] a`);
  await B.waitForSelector("#board canvas");
  await waitFor(async () => (await legal(B)).length > 0, 10000, "Bob's actions back");
  for (let guard = 0; (await legal(B)).length && guard < 20; guard++) {
    const before = await seq(B);
    await B.locator("#actions button.act").first().click({ timeout: 5000 });
    await waitFor(async () => (await seq(B)) !== before, 5000, "Bob's action applied");
  }
  await waitFor(async () => (await legal(A)).length > 0, 10000, "the Zombie seat may act");
  await waitFor(async () => (await tab(B)).title === "Zedfall", 5000, "Bob's title without a count");
  await expectCount(B, 0, "Bob's game tab after his move");
  await B.screenshot({ path: join(shots, "turns-05-bob-after-move-phone.png") });
  // Ann's hidden game tab played the sound (two tones) when her turn began
  await waitFor(async () => (await A.evaluate(() => window.__tones)) >= 2, 5000, "the turn sound in Ann's hidden tab");

  // Ann's first page updates at its next poll (at most 30 s): her game first, "your turn", counted
  await waitFor(async () => (await listed(A2))[0]?.yours === true, 40000, "Ann's first page marks her turn");
  const after = await listed(A2);
  if (!/your turn/.test(after[0].text)) throw new Error(`Ann's first page after Bob's move: ${JSON.stringify(after)}`);
  await waitFor(async () => (await tab(A2)).title === "(1) Zedfall", 5000, "Ann's first page title '(1) Zedfall'");
  await expectCount(A2, 1, "Ann's first page on her turn");
  await A2.screenshot({ path: join(shots, "turns-06-ann-first-page-her-turn.png") });
  // and Bob's first page names Ann as the one to act
  await B.goto(`${base}/`);
  await waitFor(async () => (await listed(B)).length === 2, 10000, "Bob's games listed again");
  const bobAfter = await listed(B);
  const shared = bobAfter.find((g) => g.game === gameId);
  if (!shared || shared.yours || !/ходит: Ann/.test(shared.text)) throw new Error(`Bob's first page after his move: ${JSON.stringify(bobAfter)}`);
  await expectCount(B, 0, "Bob's first page after his move");
  await B.screenshot({ path: join(shots, "turns-07-bob-first-page-anns-turn-phone.png"), fullPage: true });
}
