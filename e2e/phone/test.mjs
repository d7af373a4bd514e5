// The game screen on a phone (390×844 and the small 360×640), checked by boxes, not by eye alone:
// a. a toast (a refusal) lies over no button — not the tabs, the action bar nor the side panel's
//    chat on a desktop — so a player can press what is under it while it shows (House, both sizes
//    and a desktop);
// b. a decision with four choices keeps the tabs in the viewport of the 390×844 phone (House: the
//    entry edge; Siege: the Fate card's track), in English and in Russian, whose words are longer;
//    the small phone scrolls to its tabs with or without a decision and is not checked for it;
// c. the Siege fight panel leaves the space of the fight in sight and most of the board box
//    uncovered (a gunfire and Hand-to-hands on the Mountain and the Highway, on both phones);
// d. a decision with many choices (Siege's I Think I See Someone, 32 targets, and Community Organiser,
//    9) leaves the board its share of the 390×844 phone, drawn, and the tabs in view: the action bar
//    scrolls inside itself (Russian and English; screenshots on the small phone and a desktop); its
//    Hint button looks enabled, and quick taps on it meet no refusal.
// The Siege moments come from the Rumors and Rails plan (e2e/rails/plan.json), sent through each
// seat's page as e2e/siege-table.mjs's fastForward does.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fastForward, keyOf, legal, openSiegeTable, seqOf } from "../siege-table.mjs";
import { openHouseTable } from "../house-table.mjs";

const plan = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "rails", "plan.json"), "utf8"));

/** The page's boxes that matter here (viewport pixels), the game screen scrolled to its top first when `top`. */
const boxes = (page, top = false) =>
  page.evaluate((top) => {
    if (top) document.querySelector(".game")?.scrollTo(0, 0);
    const rect = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const one = (sel) => {
      const el = document.querySelector(sel);
      return el && !el.hidden && el.getClientRects().length ? rect(el) : null;
    };
    // a button a player sees: what is topmost at its centre (a toast aside) is the button, not a band over it or the scroller's edge
    const shown = (el) => {
      if (!el.getClientRects().length) return false;
      const r = el.getBoundingClientRect();
      const top = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2).find((x) => !x.closest("#toasts"));
      return !!top && el.contains(top);
    };
    return {
      vw: innerWidth,
      vh: innerHeight,
      tabs: one(".tabs"),
      bar: one("#actionbar"),
      board: one("#board"),
      combat: one("#combat"),
      toasts: [...document.querySelectorAll("#toasts .toast")].map(rect),
      barButtons: [...document.querySelectorAll("#actionbar button")].map(rect),
      // every button a player could press, but those in a toast or behind the game screen's scroll edge
      buttons: [...document.querySelectorAll("button")].filter((b) => shown(b) && !b.closest("#toasts")).map((b) => ({ ...rect(b), text: b.textContent.trim().slice(0, 30) })),
    };
  }, top);

/** Whether two boxes overlap by more than a pixel each way (a box's edges are not whole pixels). */
const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
const area = (a) => Math.max(0, a.right - a.left) * Math.max(0, a.bottom - a.top);
const clip = (a, b) => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });

/** Shows a refusal toast (an action no game has) and throws if a toast lies over a button or outside the viewport. */
async function toastClear(page, what, waitFor) {
  const before = await page.locator("#toasts .toast").count();
  await page.evaluate(() => window.zedfall.conn.act({ type: "noSuchAction" }));
  await waitFor(async () => (await page.locator("#toasts .toast").count()) > before, 5000, `${what}: the refusal's toast`);
  const b = await boxes(page);
  for (const t of b.toasts) {
    if (t.left < 0 || t.top < 0 || t.right > b.vw + 1 || t.bottom > b.vh + 1) throw new Error(`${what}: a toast lies outside the viewport: ${JSON.stringify(t)}`);
    const under = b.buttons.filter((x) => overlap(x, t));
    if (under.length) throw new Error(`${what}: a toast ${JSON.stringify(t)} lies over the buttons ${JSON.stringify(under)}`);
  }
}

/** Throws unless the tabs and every button of the action bar lie within the viewport with the game screen at its top. */
async function tabsInView(page, what) {
  const b = await boxes(page, true);
  if (!b.tabs || b.tabs.bottom > b.vh + 1) throw new Error(`${what}: the tabs end at ${b.tabs?.bottom} px, below the ${b.vh} px viewport`);
  const out = b.barButtons.filter((x) => x.bottom > b.vh + 1);
  if (out.length) throw new Error(`${what}: action bar buttons below the viewport: ${JSON.stringify(out)}`);
  return b;
}

/**
 * Throws unless, with many choices on the action bar, the board keeps its share of the screen: the
 * board canvas shows at least `share` of the viewport's height, or its whole full-width box when that
 * is smaller (the box follows the board's aspect, so a wide board on a narrow phone is shorter: the
 * Siege board is 310 px on 390×844, 37%); the tabs lie within the viewport; and the board is drawn,
 * neither white nor blank, in a screenshot of the viewport (a tester saw it white when the bar had
 * pushed it up under the game's strip). All with the game screen at its top: the bar scrolls inside itself.
 */
async function boardKept(page, what, share = 0.4) {
  const b = await boxes(page, true);
  const board = await page.evaluate(() => {
    const c = document.querySelector("#board canvas");
    const r = c?.getBoundingClientRect();
    const [w, h] = (document.querySelector("#board").style.getPropertyValue("--board-aspect") || "0 / 1").split("/").map(Number);
    return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom, full: (r.width * h) / w } : null;
  });
  if (!board) throw new Error(`${what}: no board canvas`);
  const shown = Math.min(board.bottom, b.vh) - Math.max(board.top, 0);
  const need = Math.min(share * b.vh, board.full) - 2;
  if (shown < need) throw new Error(`${what}: the board shows ${Math.round(shown)} px of the ${b.vh} px viewport's height (${Math.round((shown / b.vh) * 100)}%), under ${Math.round(need)} px`);
  if (!b.tabs || b.tabs.bottom > b.vh + 1) throw new Error(`${what}: the tabs end at ${b.tabs?.bottom} px, below the ${b.vh} px viewport`);
  // the board's pixels as a player sees them: the viewport's screenshot (WebGL pixels cannot be read back), cut on a 2D canvas
  const png = (await page.screenshot()).toString("base64");
  const px = await page.evaluate(
    async ({ png, r }) => {
      const img = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
      const w = Math.floor(r.right - r.left);
      const h = Math.floor(r.bottom - r.top);
      const c = new OffscreenCanvas(w, h);
      const g = c.getContext("2d");
      g.drawImage(img, -Math.floor(r.left), -Math.floor(r.top));
      const d = g.getImageData(0, 0, w, h).data;
      let white = 0;
      const colours = new Set();
      for (let i = 0; i < d.length; i += 4) {
        if (d[i] > 235 && d[i + 1] > 235 && d[i + 2] > 235) white++;
        if (colours.size < 50) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      }
      return { white: white / (d.length / 4), colours: colours.size };
    },
    { png, r: { left: board.left, top: Math.max(board.top, 0), right: board.right, bottom: Math.min(board.bottom, b.vh) } },
  );
  if (px.white > 0.2 || px.colours < 10) throw new Error(`${what}: the board is not drawn (${Math.round(px.white * 100)}% of it white, ${px.colours} colours)`);
  return { shown, white: px.white, barHeight: b.bar ? b.bar.bottom - b.bar.top : null };
}

/** Throws unless the fight panel shows, the fight's space (`space`, an id) lies on the board in view and outside the panel, and the panel covers less than half of the board box. */
async function fightClear(page, space, what) {
  const at = await page.evaluate((id) => window.zedfall.screenOf(id), space);
  const b = await boxes(page);
  if (!b.combat) throw new Error(`${what}: no fight panel shows`);
  if (!at || !b.board || at.x < b.board.left || at.x > b.board.right || at.y < b.board.top || at.y > b.board.bottom) throw new Error(`${what}: the fight's space ${space} is not on the board box: ${JSON.stringify({ at, board: b.board })}`);
  const c = b.combat;
  if (at.x >= c.left && at.x <= c.right && at.y >= c.top && at.y <= c.bottom) throw new Error(`${what}: the fight panel ${JSON.stringify(c)} covers the fight's space ${space} at ${JSON.stringify(at)}`);
  const covered = area(clip(c, b.board)) / area(b.board);
  if (covered >= 0.5) throw new Error(`${what}: the fight panel covers ${Math.round(covered * 100)}% of the board box`);
  return { at, combat: c, covered };
}

/** The space id of the last fight in the page's log (a Hand-to-hand's or a shot's space, else its target's). */
const lastFight = (page) =>
  page.evaluate(() => {
    const z = window.zedfall;
    const st = z.conn.state;
    const e = [...z.conn.log.events].reverse().find((x) => ["handToHand", "raidersHandToHand", "fire", "gunfireHits"].includes(x.type));
    if (!e) return null;
    if (typeof e.space === "number") return st.board.spaces[e.space]?.id ?? null;
    return typeof e.space === "string" ? e.space : (st.units.get(e.target)?.space ?? null);
  });

/** The phone layout test (see the head of this file), run by e2e/run.mjs with its helpers. */
export async function phoneLayout({ base, newPlayer, waitFor, sleep, shots }) {
  const cat = await newPlayer({ width: 390, height: 844 });
  const ann = await newPlayer({ width: 360, height: 640 });
  const bob = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  // House: the entry edge is a decision with four choices
  const { page: C } = cat;
  await openHouseTable({ page: C, base, seed: "e2e-phone", name: "Cat" });
  await waitFor(async () => (await legal(C)).filter((a) => a.type === "chooseEdge").length === 4, 10000, "the four entry edges");
  await C.waitForSelector('#actionbar button[data-type="chooseEdge"]');
  await tabsInView(C, "House, four entry edges, 390×844 en");
  await toastClear(C, "House, 390×844", waitFor);
  await C.screenshot({ path: join(shots, "p01-house-edges-toast-phone.png") });
  await C.click('.lang button[lang="ru"]');
  await C.waitForSelector('.tabs button:has-text("Журнал")');
  await tabsInView(C, "House, four entry edges, 390×844 ru");
  await C.screenshot({ path: join(shots, "p01b-house-edges-phone-ru.png") });
  await C.click('.lang button[lang="en"]');
  await C.waitForSelector('.tabs button:has-text("Log")');
  await C.setViewportSize({ width: 360, height: 640 });
  await sleep(300);
  await toastClear(C, "House, 360×640", waitFor);
  await C.screenshot({ path: join(shots, "p02-house-toast-small-phone.png") });
  await C.setViewportSize({ width: 1280, height: 800 });
  await sleep(300);
  await toastClear(C, "House, desktop", waitFor);
  await C.screenshot({ path: join(shots, "p03-house-toast-desktop.png") });

  // Siege: Ann (seat 1, small phone, English) and Bob (seat 2, phone, Russian) play the rails plan
  const { page: A } = ann;
  const { page: B } = bob;
  await openSiegeTable({ base, A, B, seed: plan.seed, deck: plan.options.deck, heroes: plan.options.heroes, pressure: plan.options.pressure });
  const pages = { seat1: A, seat2: B };
  const shot = plan.log.findIndex((e) => e.action.type === "fire");
  await fastForward(plan.log, pages, 0, shot, waitFor);
  const fire = plan.log[shot].action;
  const space = await A.evaluate((t) => window.zedfall.conn.state.units.get(t).space, fire.target);
  await A.evaluate((a) => window.zedfall.conn.act(a), fire);
  for (const p of [A, B]) await waitFor(async () => (await seqOf(p)) === shot + 1, 10000, "the shot applied");
  for (const p of [A, B]) await p.waitForSelector("#combat:not([hidden])");
  // the dice leave the board's top first; the panel stays a few seconds more
  await sleep(1900);
  const fights = {};
  for (const [p, what] of [[A, "Siege fight, 360×640 en"], [B, "Siege fight, 390×844 ru"]]) fights[what] = await fightClear(p, space, what);
  await A.screenshot({ path: join(shots, "p04-siege-gunfire-small-phone-en.png") });
  await B.screenshot({ path: join(shots, "p05-siege-gunfire-phone-ru.png") });
  await toastClear(A, "Siege, 360×640 en", waitFor);
  await toastClear(B, "Siege, 390×844 ru", waitFor);
  await A.screenshot({ path: join(shots, "p06-siege-toast-small-phone-en.png") });
  await B.screenshot({ path: join(shots, "p06b-siege-toast-phone-ru.png") });

  // Siege: a track to choose, one of four (Bob's decision, on the phone in Russian)
  const order = plan.log.findIndex((e, i) => i > shot && e.action.type === "choose" && ["forest", "mountain", "highway", "suburbs"].includes(e.action.option));
  await fastForward(plan.log, pages, shot + 1, order, waitFor);
  const who = pages[plan.log[order].seat];
  await waitFor(async () => (await legal(who)).filter((a) => a.type === "choose").length === 4, 5000, "four tracks to choose from");
  await who.waitForSelector(`#actionbar button[data-key='${keyOf(plan.log[order].action)}']`);
  await sleep(400);
  await tabsInView(who, "Siege, four tracks to choose from, 390×844 ru");
  await who.screenshot({ path: join(shots, "p07-siege-four-choices-phone-ru.png") });
  await who.click('.lang button[lang="en"]');
  await who.waitForSelector('.tabs button:has-text("Log")');
  await tabsInView(who, "Siege, four tracks to choose from, 390×844 en");
  await who.screenshot({ path: join(shots, "p08-siege-four-choices-phone-en.png") });
  await who.click('.lang button[lang="ru"]');

  // Siege: Hand-to-hands on the Mountain (the right half: the panel goes left) and on the Highway (the
  // lower middle of the board, where the panel stood on a phone); the plan's entries 38 and 52 end in
  // them (found by replaying the plan offline; the track is checked below)
  let from = order;
  for (const [entry, track, name] of [[38, "mountain", "p09-siege-hand-to-hand-mountain"], [52, "highway", "p10-siege-hand-to-hand-highway"]]) {
    await fastForward(plan.log, pages, from, entry, waitFor);
    await pages[plan.log[entry].seat].evaluate((a) => window.zedfall.conn.act(a), plan.log[entry].action);
    for (const p of [A, B]) await waitFor(async () => (await seqOf(p)) === entry + 1, 10000, `the plan's entry ${entry} applied`);
    for (const p of [A, B]) await p.waitForSelector("#combat:not([hidden])");
    await sleep(1900);
    const at = await lastFight(A);
    if (!at?.startsWith(`${track}:`)) throw new Error(`the plan's entry ${entry} fought at ${at}, not on the ${track} track (the plan changed?)`);
    for (const [p, what] of [[A, `Siege Hand-to-hand at ${at}, 360×640 en`], [B, `Siege Hand-to-hand at ${at}, 390×844 ru`]]) fights[what] = await fightClear(p, at, what);
    await A.screenshot({ path: join(shots, `${name}-small-phone-en.png`) });
    await B.screenshot({ path: join(shots, `${name}-phone-ru.png`) });
    from = entry + 1;
  }
  // Siege: many choices on the action bar: the plan's entry 56 opens an Action phase with I Think I See
  // Someone in the team's Keep hand (a Hero and a Start space for each of its 32 targets, the bar shows 12),
  // its entry 73 one with Community Organiser (9 targets); the board keeps its share of the screen
  const kept = {};
  for (const [entry, card, name] of [[56, "i-think-i-see-someone", "p11-siege-many-choices"], [73, "community-organiser", "p12-siege-organiser"]]) {
    await fastForward(plan.log, pages, from, entry, waitFor);
    for (const p of [A, B]) await waitFor(async () => (await p.locator(`#actionbar button[data-type="playKeep"]`).count()) >= 9, 10000, `${card}'s targets on the action bar`);
    // the phase's Done stays on the bar among so many (it held 12 entries, the Keep card's first 12 targets)
    for (const p of [A, B]) if (!(await p.$('#actionbar button[data-type="done"]'))) throw new Error(`${card}'s targets left no Done on the action bar`);
    await sleep(600);
    kept[`${card}, 390×844 ru`] = await boardKept(B, `Siege, ${card}'s targets, 390×844 ru`);
    // its foot fades while buttons lie below (the bar may end between two rows: nothing else says it scrolls)
    if (!(await B.evaluate(() => document.querySelector("#actionbar").classList.contains("more-below")))) throw new Error(`${card}'s targets: the bar does not show that more lie below`);
    await B.screenshot({ path: join(shots, `${name}-phone-ru.png`) });
    await A.screenshot({ path: join(shots, `${name}-small-phone-en.png`) });
    from = entry;
  }
  // the Hint button looks enabled (its text as bright as the choices'), and quick taps on it meet no
  // refusal (tester: "at most 2 hints a second" toasts stacked): the client paces its requests
  const colours = await B.evaluate(() => ({ hint: getComputedStyle(document.querySelector("#hint-button")).color, choice: getComputedStyle(document.querySelector('#actionbar button[data-type="playKeep"]')).color }));
  if (colours.hint !== colours.choice) throw new Error(`the Hint button's text is ${colours.hint}, the choices' ${colours.choice}: it looks disabled`);
  const errorsBefore = await B.locator("#toasts .toast.error").count();
  await B.evaluate(async () => {
    for (let i = 0; i < 8; i++) {
      document.querySelector("#hint-button")?.click();
      await new Promise((r) => setTimeout(r, 120));
    }
  });
  await B.waitForSelector("#actionbar #hint", { timeout: 5000 });
  await sleep(1500);
  const refusals = await B.locator("#toasts .toast.error").allTextContents();
  if (refusals.length > errorsBefore) throw new Error(`quick taps on Hint were refused: ${JSON.stringify(refusals)}`);
  // the same choices in English on the phone, on a desktop and (the bar and the tabs) on the small phone
  await B.click('.lang button[lang="en"]');
  await B.waitForSelector('.tabs button:has-text("Log")');
  await sleep(300);
  kept["community-organiser, 390×844 en"] = await boardKept(B, "Siege, Community Organiser's targets, 390×844 en");
  await B.screenshot({ path: join(shots, "p12b-siege-organiser-phone-en.png") });
  await B.setViewportSize({ width: 1280, height: 800 });
  await sleep(500);
  await B.screenshot({ path: join(shots, "p12c-siege-organiser-desktop-en.png") });
  await B.setViewportSize({ width: 390, height: 844 });
  await B.click('.lang button[lang="ru"]');
  await A.click('.lang button[lang="ru"]');
  await A.waitForSelector('.tabs button:has-text("Журнал")');
  await sleep(300);
  await A.screenshot({ path: join(shots, "p12d-siege-organiser-small-phone-ru.png") });
  await A.click('.lang button[lang="en"]');
  await A.waitForSelector('.tabs button:has-text("Log")');
  console.log(`  many choices: ${Object.entries(kept).map(([k, v]) => `${k}: board ${Math.round(v.shown)} px (${Math.round(v.white * 100)}% white), bar ${Math.round(v.barHeight)} px`).join("; ")}`);
  console.log(`  fight panels: ${Object.entries(fights).map(([k, v]) => `${k}: ${Math.round(v.covered * 100)}% of the board`).join("; ")}`);
}
