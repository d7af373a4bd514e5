// Siege, the whole Level II in two browsers: Ann (desktop, English, seat 1) and Bob
// (phone, Russian, seat 2) play the scripted game of e2e/level2/plan.json (made by plan.ts,
// checked offline by server/test/level2-plan.test.ts) with the Heroes drawn. The plan's entries
// are sent through each page's own connection (the seat's client asks the server, as a click
// would); at each moment both pages are checked and photographed:
// a. after the start, each opens the card of a drawn Hero from its button in the seats panel (a
//    click and Enter/Esc on the desktop, a tap and a second tap on the phone) and reads its stats
//    and abilities in its own language;
// b. the Raiders appear: their chit is drawn on their space (pixels of the Raiders' colour there,
//    none a moment before) and the round strip counts them;
// c. the one seat that may act asks for a Hint: its page shows the suggestion (the server's bot's,
//    as the plan computed it), the game's seq stays, the other page gets no hint;
// d. the end: both pages show the game-over dialog with the epilogue score and its breakdown, whole
//    (on the phone and the small phone too), and every log line has its words, in their language.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fastForward, keyOf, openSiegeTable, seqOf } from "../siege-table.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const plan = JSON.parse(readFileSync(join(here, "plan.json"), "utf8"));
const src = join(here, "..", "..", "client", "src");
const json = (...p) => JSON.parse(readFileSync(join(src, ...p), "utf8"));

/** Deep-merges `b` into a copy of `a` (the client merges the game's words into the shell's so). */
function merge(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = v && typeof v === "object" && typeof out[k] === "object" ? merge(out[k], v) : v;
  return out;
}
/** The client's dictionary of `lang`: the shell's words, Siege's and its glossary. */
const dict = (lang) => merge(json("shell", "i18n", `${lang}.json`), merge(json("games", "siege", "i18n", `${lang}.json`), json("games", "siege", "i18n", `glossary.${lang}.json`)));
const WORDS = { en: dict("en"), ru: dict("ru") };
/** The sentence at `path` in `lang` with its {{params}} filled; throws for a missing one (the test would compare with nothing). */
function word(lang, path, params = {}) {
  const s = path.split(".").reduce((at, k) => (at && typeof at === "object" ? at[k] : undefined), WORDS[lang]);
  if (typeof s !== "string") throw new Error(`no ${lang} words at ${path}`);
  return s.replace(/\{\{(\w+)\}\}/g, (_, k) => String(params[k]));
}
const hasWord = (lang, path) => typeof path.split(".").reduce((at, k) => (at && typeof at === "object" ? at[k] : undefined), WORDS[lang]) === "string";

/** The card panel's words as the page shows them, and whether its unit's button says it is open. */
const cardShown = (page, unit) =>
  page.evaluate((u) => {
    const el = document.querySelector("#hero-card");
    const text = (sel) => el?.querySelector(sel)?.textContent ?? null;
    const box = el?.getBoundingClientRect();
    return {
      hidden: !el || el.hidden,
      unit: el?.dataset.unit ?? null,
      name: text(".hero-card-name"),
      stats: text(".hero-card-stats"),
      abilities: text(".hero-card-abilities"),
      expanded: document.querySelector(`#seats button.hero-chip[data-unit="${u}"]`)?.getAttribute("aria-expanded") ?? null,
      box: box ? { left: box.left, right: box.right, top: box.top, bottom: box.bottom } : null,
      overflows: el ? el.scrollWidth > el.clientWidth : false,
      focused: document.activeElement?.dataset?.unit ?? null,
    };
  }, unit);

/** Throws unless the page shows `hero`'s card in `lang`, whole and inside the viewport's width. */
async function expectCard(page, hero, lang, width) {
  await page.waitForSelector(`#hero-card[data-unit="${hero.unit}"]:not([hidden])`, { timeout: 3000 });
  const c = await cardShown(page, hero.unit);
  const want = { name: word(lang, `siege.unit.${hero.def}`), stats: word(lang, `siege.heroes.${hero.def}.stats`), abilities: word(lang, `siege.heroes.${hero.def}.abilities`) };
  const got = { name: c.name, stats: c.stats, abilities: c.abilities };
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${hero.def}'s card in ${lang}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  if (c.expanded !== "true") throw new Error(`${hero.def}'s button does not say its card is open (aria-expanded ${c.expanded})`);
  if (c.box.left < 0 || c.box.right > width || c.overflows) throw new Error(`${hero.def}'s card does not fit ${width} px: ${JSON.stringify(c.box)}, overflows ${c.overflows}`);
  const top = await page.evaluate(() => {
    const r = document.querySelector("#hero-card").getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, vh: innerHeight };
  });
  if (top.top < 0 || top.top > top.vh - 40) throw new Error(`${hero.def}'s card is out of sight: ${JSON.stringify(top)}`);
}

/** Pixels of the Raiders' chit colour (palette.ts RAIDERS, #8a4b2a) in a square of the page around `at`. */
async function raidersPixels(page, at) {
  // the last fight's panel stays until closed; on a phone it may lie over the space (the half of the board away from its fight)
  if (await page.isVisible("#combat")) await page.click("#combat button.close");
  // a roll's dice box lies over the top of the board (the Forest track) for a moment: wait until the rolls shown are done
  await page.waitForSelector("#dice", { state: "detached", timeout: 15000 });
  const vp = page.viewportSize();
  const r = 40;
  const clip = { x: Math.max(0, at.x - r), y: Math.max(0, at.y - r), width: 2 * r, height: 2 * r };
  clip.width = Math.min(clip.width, vp.width - clip.x);
  clip.height = Math.min(clip.height, vp.height - clip.y);
  const png = (await page.screenshot({ clip })).toString("base64");
  return page.evaluate(async (b64) => {
    const img = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const c = new OffscreenCanvas(img.width, img.height);
    const g = c.getContext("2d");
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0x8a) <= 10 && Math.abs(d[i + 1] - 0x4b) <= 10 && Math.abs(d[i + 2] - 0x2a) <= 10) n++;
    return n;
  }, png);
}

/** Where the plan's Raiders stand on a page: their space id (the client's), its page point, and the Raiders the page's state holds. */
const raidersOn = (page) =>
  page.evaluate((want) => {
    const z = window.zedfall;
    const st = z.conn.state;
    const units = [];
    st.units.forEach((u, id) => u.side === "raiders" && units.push({ id, space: u.space }));
    const spaces = want.map((r) => st.board.spaces[r.at].id);
    return { units, spaces, at: z.screenOf(spaces[0]) };
  }, plan.raidersOnMap);

/**
 * Throws unless the game-over dialog lies whole within the board's box (a phone's: the screen), its
 * content whole without scrolling inside it (tester: on a phone the score was cut mid-line and its
 * total hidden unless one scrolled in the dialog) and the score's total above its buttons.
 */
async function overFits(p, name) {
  const fit = await p.evaluate(() => {
    const over = document.querySelector("#over");
    const o = over.getBoundingClientRect();
    const w = matchMedia("(max-width: 800px)").matches ? { top: 0, bottom: innerHeight, left: 0, right: innerWidth } : document.querySelector(".board-wrap").getBoundingClientRect();
    const total = document.querySelector("#epilogue-score tr.total").getBoundingClientRect();
    const buttons = over.querySelector(".over-buttons").getBoundingClientRect();
    return {
      inside: o.top >= w.top - 1 && o.bottom <= w.bottom + 1 && o.left >= w.left - 1 && o.right <= w.right + 1,
      whole: over.scrollHeight <= over.clientHeight + 1,
      total: total.bottom <= buttons.top + 1,
      over: [o.top, o.bottom],
      box: [w.top, w.bottom],
      content: [over.scrollHeight, over.clientHeight],
    };
  });
  if (!fit.inside || !fit.whole || !fit.total) throw new Error(`${name}'s game-over dialog does not fit: ${JSON.stringify(fit)}`);
}

/** The Level II e2e game (see the head of this file), run by e2e/run.mjs with its helpers. */
export async function level2Game({ base, newPlayer, waitFor, sleep, shots }) {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const bob = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  const { page: A } = ann;
  const { page: B } = bob;
  await openSiegeTable({
    base, A, B, seed: plan.seed, deck: plan.options.deck,
    // the Level II game is the default: Heroes drawn, both Rumors and Rails modules on (S-T0)
    beforeCreate: async () => {
      if ((await A.inputValue("#opt-heroes")) !== plan.options.heroes) throw new Error(`the Heroes option is not "${plan.options.heroes}" by default`);
      for (const o of ["trains", "rumors"]) if (!(await A.isChecked(`#opt-${o}`))) throw new Error(`the ${o} option is not on by default`);
    },
  });
  for (const p of [A, B]) {
    // every hint message the page gets, from now on
    await p.evaluate(() => {
      window.__hints = [];
      window.zedfall.conn.on("hint", (m) => window.__hints.push(m));
    });
  }
  const pages = { seat1: A, seat2: B };

  // a. a drawn Hero's card on each page: Ann's by a click, then the keyboard; Bob's by a tap
  const annHero = plan.heroes.find((x) => x.seat === "seat1") ?? plan.heroes[0];
  const bobHero = plan.heroes.find((x) => x.seat === "seat2") ?? plan.heroes[0];
  const chip = (u) => `#seats button.hero-chip[data-unit="${u}"]`;
  await A.click(chip(annHero.unit));
  await expectCard(A, annHero, "en", 1280);
  await sleep(300);
  await A.screenshot({ path: join(shots, "l01-level2-hero-card-ann.png") });
  await A.keyboard.press("Escape");
  await A.waitForSelector("#hero-card", { state: "hidden", timeout: 3000 });
  if ((await cardShown(A, annHero.unit)).focused !== annHero.unit) throw new Error("Esc did not give the focus back to the Hero's button");
  await A.keyboard.press("Enter");
  await expectCard(A, annHero, "en", 1280);
  await A.keyboard.press(" ");
  await A.waitForSelector("#hero-card", { state: "hidden", timeout: 3000 });
  if ((await cardShown(A, annHero.unit)).expanded !== "false") throw new Error("the Hero's button still says its card is open");
  await B.click('.tabs button[data-tab="seats"]');
  await B.click(chip(bobHero.unit));
  await expectCard(B, bobHero, "ru", 390);
  await sleep(300);
  await B.screenshot({ path: join(shots, "l02-level2-hero-card-bob-phone-ru.png") });
  await B.click(chip(bobHero.unit));
  await B.waitForSelector("#hero-card", { state: "hidden", timeout: 3000 });
  // the × closes it too
  await B.click(chip(bobHero.unit));
  await expectCard(B, bobHero, "ru", 390);
  await B.click("#hero-card-close");
  await B.waitForSelector("#hero-card", { state: "hidden", timeout: 3000 });

  // b. the Raiders appear: none on their space a moment before, their chit there after, counted on the strip
  await fastForward(plan.log, pages, 0, plan.raiders - 1, waitFor);
  await sleep(2000); // the dice overlay leaves
  const before = {};
  for (const [name, p] of [["ann", A], ["bob", B]]) {
    const r = await raidersOn(p);
    if (r.units.length) throw new Error(`${name}'s page shows Raiders before the plan's moment: ${JSON.stringify(r.units)}`);
    before[name] = await raidersPixels(p, r.at);
  }
  await fastForward(plan.log, pages, plan.raiders - 1, plan.raiders, waitFor);
  await sleep(2000);
  for (const [name, p] of [["ann", A], ["bob", B]]) {
    const r = await raidersOn(p);
    const want = plan.raidersOnMap.map((x, i) => ({ id: x.id, space: r.spaces[i] }));
    if (JSON.stringify(r.units) !== JSON.stringify(want)) throw new Error(`${name}'s page holds Raiders ${JSON.stringify(r.units)}, expected ${JSON.stringify(want)}`);
    const px = await raidersPixels(p, r.at);
    if (before[name] !== 0 || px < 12) throw new Error(`${name}'s board: ${before[name]} Raiders-coloured pixels on ${r.spaces[0]} before, ${px} after`);
    const meter = await p.evaluate(() => document.querySelector("#round-strip .meter-raiders .meter-value")?.textContent ?? null);
    if (meter !== String(want.length)) throw new Error(`${name}'s round strip counts ${meter} Raiders, expected ${want.length}`);
  }
  const meterTitle = await B.getAttribute("#round-strip .meter-raiders", "title");
  if (meterTitle !== word("ru", "siege.term.raiders")) throw new Error(`the Raiders counter is called "${meterTitle}" in Russian`);
  await A.screenshot({ path: join(shots, "l03-level2-raiders-ann.png") });
  await B.screenshot({ path: join(shots, "l04-level2-raiders-bob-phone-ru.png") });

  // c. the Hint of the one seat that may act: its suggestion on its page only, nothing played
  await fastForward(plan.log, pages, plan.raiders, plan.hint, waitFor);
  const asker = pages[plan.hintSeat];
  const other = asker === A ? B : A;
  const lang = asker === A ? "en" : "ru";
  if (asker === B) await B.click('.tabs button[data-tab="actions"]');
  await asker.waitForSelector("#hint-button", { timeout: 5000 });
  if (await other.$("#hint-button")) throw new Error("the seat that may not act is offered a Hint");
  await asker.click("#hint-button");
  await asker.waitForSelector("#hint", { timeout: 5000 });
  const hinted = await asker.evaluate(() => {
    const b = document.querySelector("#actions button.act.hinted");
    return { key: b?.dataset.key ?? null, label: b?.firstChild?.textContent ?? null, text: document.querySelector("#hint")?.textContent ?? null, hints: window.__hints };
  });
  if (hinted.key !== keyOf(plan.hintAction)) throw new Error(`the hinted entry is ${hinted.key}, the server's bot suggests ${keyOf(plan.hintAction)}`);
  if (hinted.text !== word(lang, "siege.hint", { label: hinted.label })) throw new Error(`the hint says "${hinted.text}" (the entry "${hinted.label}")`);
  if (JSON.stringify(hinted.hints) !== JSON.stringify([{ seq: plan.hint, action: plan.hintAction }])) throw new Error(`the asking page got ${JSON.stringify(hinted.hints)}`);
  await sleep(800);
  for (const p of [A, B]) if ((await seqOf(p)) !== plan.hint) throw new Error(`the Hint changed the game: seq ${await seqOf(p)}, was ${plan.hint}`);
  const otherSaw = await other.evaluate(() => ({ hints: window.__hints, line: !!document.querySelector("#hint"), marked: !!document.querySelector(".hinted") }));
  if (JSON.stringify(otherSaw) !== JSON.stringify({ hints: [], line: false, marked: false })) throw new Error(`the other page got the hint: ${JSON.stringify(otherSaw)}`);
  await asker.screenshot({ path: join(shots, `l05-level2-hint-${asker === A ? "ann" : "bob-phone-ru"}.png`) });
  await other.screenshot({ path: join(shots, `l06-level2-no-hint-${other === A ? "ann" : "bob-phone-ru"}.png`) });

  // d. the end: the game-over dialog with the epilogue score, in each page's language
  await fastForward(plan.log, pages, plan.hint, plan.log.length, waitFor);
  const params = plan.result.params;
  const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
  for (const [p, lng, name] of [[A, "en", "ann"], [B, "ru", "bob-phone-ru"]]) {
    await p.waitForSelector("#over:not([hidden]) #epilogue-score", { timeout: 10000 });
    const shown = await p.evaluate(() => ({
      winner: document.querySelector("#over .over-winner")?.textContent ?? null,
      reason: document.querySelector("#over .over-reason")?.firstChild?.textContent ?? null,
      caption: document.querySelector("#epilogue-score caption")?.textContent ?? null,
      rows: [...document.querySelectorAll("#epilogue-score tr")].map((r) => [...r.children].map((c) => c.textContent)),
    }));
    const rows = ["units", "civilians", "supplies", "ammo", "infection", "chaos", "unplayed"]
      .filter((item) => params[`${item}Points`] !== 0 || item === "units" || item === "civilians")
      .map((item) => [word(lng, `siege.score.${item}`, { count: params[item] }), signed(params[`${item}Points`])]);
    const want = {
      winner: word(lng, `game.winner_${plan.result.winner}`),
      // the result's key in the page's language, naming the space (params.space) and the Zeds that broke in (checked below)
      reason: shown.reason,
      caption: word(lng, "siege.score.title"),
      rows: [...rows, [word(lng, "siege.score.total"), String(params.score)]],
    };
    // the reason: the words of its key with the space's name; the Zeds by name, never by counter id
    const esc = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const sentence = word(lng, `siege.reason.${plan.result.key}`, { space: word(lng, `siege.space.${params.space.replace(":", "-")}`), zeds: "\u0000" });
    const zedsName = new RegExp(`^${sentence.split("\u0000").map(esc).join("(.+)")}$`).exec(shown.reason ?? "")?.[1];
    if (!zedsName || /\{\{|\bz\d+\b/.test(shown.reason)) throw new Error(`${name}'s game-over reason "${shown.reason}" is not "${sentence}" with the Zeds named`);
    if (JSON.stringify(shown) !== JSON.stringify(want)) throw new Error(`${name}'s game-over dialog:\n${JSON.stringify(shown)}\nexpected\n${JSON.stringify(want)}`);
    await overFits(p, name);
    await p.locator("#over a.button.primary").scrollIntoViewIfNeeded();
    await sleep(1500);
    await p.screenshot({ path: join(shots, `l07-level2-over-${name}.png`) });
  }
  // the small phone in Russian, whose words are longer: the dialog still fits whole
  await B.setViewportSize({ width: 360, height: 640 });
  await sleep(500);
  await overFits(B, "bob-small-phone-ru");
  await B.screenshot({ path: join(shots, "l07-level2-over-bob-small-phone-ru.png") });
  await B.setViewportSize({ width: 390, height: 844 });
  // every event's text: each log line has its sentence in the page's language, every placeholder filled
  await B.click('.tabs button[data-tab="log"]');
  for (const [p, lng] of [[A, "en"], [B, "ru"]]) {
    const lines = await p.evaluate(() => [...document.querySelectorAll("#log li")].map((l) => ({ type: l.dataset.type, text: l.textContent })));
    const bad = lines.filter((l) => !hasWord(lng, `siege.event.${l.type}`) && !(l.type === "noTarget" && hasWord(lng, "siege.event.noTargetRumor")));
    const raw = lines.filter((l) => /\{\{|siege\.|undefined|NaN/.test(l.text));
    if (!lines.some((l) => l.type === "gameOver") || bad.length || raw.length) throw new Error(`${lng} log: ${lines.length} lines; without words: ${JSON.stringify(bad.slice(0, 5))}; unfilled: ${JSON.stringify(raw.slice(0, 5))}`);
  }
  await B.screenshot({ path: join(shots, "l08-level2-log-bob-phone-ru.png") });
}
