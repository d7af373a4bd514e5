// The scripted cellar game, replayed by clicks in two browsers: from the fixed seed of
// e2e/cellar/plan.json (found offline by plan.ts) the humans find the basement, go down, kill the
// zombie below, barricade the door and win by the basement rule (H-A3); on the way the Zombie seat
// answers a crawler grab prompt and the crawler is dragged. Human seat in one context, Zombie seat
// in another; every action is a click on the board, the grab prompt, the standing-answer buttons or
// the action bar/list, found by its `data-key`.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const plan = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "plan.json"), "utf8"));

/**
 * Clicks the one control of `action` on `page` and waits until the game moved on: a board square
 * (with the chooser when a square has several actions), else its button in the grab prompt, the
 * standing-answer group, the action bar or the action list. Few round trips: the page waits itself.
 */
async function perform(page, action) {
  // the page's own canonical key (shared/src/protocol/action-key.ts), the one its controls carry
  const key = await page.evaluate((a) => window.zedfall.actionKey(a), action);
  const how = await page.evaluate(async (key) => {
    const find = (sel) => [...document.querySelectorAll(sel)].find((b) => b.dataset.key === key);
    const end = Date.now() + 10000;
    while (!find("#actions button.act")) {
      if (Date.now() > end) return { error: `not offered; legal: ${JSON.stringify(window.zedfall.conn.legal.actions.slice(0, 8))}` };
      await new Promise((r) => setTimeout(r, 20));
    }
    const seq = window.zedfall.conn.legal.seq;
    const square = find("#actions button.act").dataset.square;
    // another unit of the seat that may act stands there: a board tap would select it, so the list entry is the way
    const act = window.zedfall.conn.legal.actions.find((a) => window.zedfall.actionKey(a) === key);
    const mover = act?.figure ?? act?.zombie;
    const acting = new Set(window.zedfall.conn.legal.actions.map((a) => a.figure ?? a.zombie).filter(Boolean));
    let taken = false;
    window.zedfall.conn.state.units.forEach((u, id) => {
      if (square && id !== mover && acting.has(id) && u.placed && `${u.z ? "c:" : ""}${u.x},${u.y}` === square) taken = true;
    });
    if (square && taken) {
      find("#actions button.act").click();
      return { seq, clicked: "#actions button.act (a unit stands on the square)" };
    }
    if (square) {
      const [x, y] = square.replace("c:", "").split(",").map(Number);
      return { seq, square, pos: window.zedfall.screenOf({ x, y, z: square.startsWith("c:") ? 1 : 0 }) };
    }
    for (const sel of ["#grab-prompt button", "#grab-answer button", "#actionbar button", "#actions button.act"]) {
      const b = find(sel);
      if (b) {
        b.click();
        return { seq, clicked: sel };
      }
    }
    return { error: "no control" };
  }, key);
  if (how.error) throw new Error(`${key}: ${how.error}`);
  if (how.pos) {
    await page.mouse.click(how.pos.x, how.pos.y);
    await page.evaluate((key) => [...document.querySelectorAll("#chooser button")].find((b) => b.dataset.key === key)?.click(), key);
  }
  const moved = await page.evaluate(async (seq) => {
    const end = Date.now() + 8000;
    while (window.zedfall.conn.legal.seq === seq) {
      if (Date.now() > end) return false;
      await new Promise((r) => setTimeout(r, 20));
    }
    return true;
  }, how.seq);
  if (!moved) throw new Error(`${key} not applied (${how.square ? `board ${how.square}` : how.clicked})`);
}

/**
 * The scripted game. `ctx`: base URL and run.mjs's helpers (newPlayer, waitFor, sleep, shots).
 * Screenshots (e2e/shots/cellar-*.png): the grab prompt (Zombie seat) and the waiting human seat, the
 * crawler holding the human, after the drag, the revealed cellar inset, the result and the barricaded
 * cellar door.
 */
export async function cellarGame({ base, newPlayer, waitFor, sleep, shots }) {
  // the Zombie seat plays in Russian (the seeds' terms: ползун, подвал, баррикада), the human seat in English
  const zed = await newPlayer({ width: 1366, height: 850 }, "ru-RU");
  const hum = await newPlayer({ width: 1280, height: 800 });
  const { page: Z } = zed;
  const { page: H } = hum;
  await Z.goto(`${base}/?seed=${plan.seed}`);
  await Z.fill("#name", "Zoe");
  for (const [k, v] of Object.entries(plan.options)) {
    const el = `#opt-${k}`;
    if (typeof v === "boolean") await (v ? Z.check(el) : Z.uncheck(el));
    else if (typeof v === "number") await Z.fill(el, String(v));
    else await Z.selectOption(el, v);
  }
  // the expansions are on by default (house DoR 2)
  if (!(await Z.isChecked("#opt-crawlers"))) throw new Error("crawlers are not on by default");
  if ((await Z.inputValue("#opt-baby")) !== "search") throw new Error("the baby is not 'search' by default");
  await Z.click("#create");
  await Z.waitForSelector('li[data-seat="zombie"] button.claim');
  await Z.click('li[data-seat="zombie"] button.claim');
  await Z.waitForSelector('li[data-seat="zombie"].mine');
  const link = await Z.inputValue("#invite");
  await H.goto(link);
  await H.fill("#name", "Hugo");
  await H.click("#join");
  await H.waitForSelector('li[data-seat="human1"] button.claim');
  await H.click('li[data-seat="human1"] button.claim');
  await H.waitForSelector('li[data-seat="human1"].mine');
  await Z.waitForSelector('li[data-seat="human1"] .seat-who:has-text("Hugo")');
  await Z.click("#start");
  await Z.waitForSelector("#board canvas");
  await H.waitForSelector("#board canvas");
  // every die box the human's page shows: what the dice need is written with the dice, before the result line
  await H.evaluate(() => {
    window.__needs = [];
    new MutationObserver(() => {
      const box = document.querySelector("#dice");
      const need = box?.querySelector(".dice-need")?.textContent;
      if (need && !window.__needs.some((n) => n.need === need)) window.__needs.push({ need, caption: box.querySelector(".dice-caption")?.textContent ?? "" });
    }).observe(document.body, { childList: true, subtree: true });
  });
  const pages = { zombie: Z, human1: H };
  const seen = new Set();
  const t0 = Date.now();
  for (const [i, { seat, action }] of plan.log.entries()) {
    if (process.env.E2E_VERBOSE) console.log(`  ${((Date.now() - t0) / 1000).toFixed(1)}s step ${i} ${seat} ${JSON.stringify(action)}`);
    const page = pages[seat];
    if (action.type === "grab") {
      // the prompt is up for the Zombie seat, the human seat is told who decides
      await Z.waitForSelector("#grab-prompt.mine button.grab-btn.primary");
      await H.waitForSelector('#grab-prompt:not([hidden]):not(.mine)');
      await sleep(300);
      await Z.screenshot({ path: join(shots, "cellar-1-grab-prompt-zombie.png") });
      await H.screenshot({ path: join(shots, "cellar-2-grab-waiting-human.png") });
    }
    try {
      await perform(page, action);
    } catch (e) {
      throw new Error(`step ${i} (${seat} ${JSON.stringify(action)}): ${e.message} (after a rule change: node --import tsx e2e/cellar/plan.ts rewrites plan.json)`);
    }
    if (action.type === "grab") {
      await sleep(1900); // the grab die lands and leaves
      await H.screenshot({ path: join(shots, "cellar-3-crawler-holds-human.png") });
    }
    const lines = await H.evaluate(() => [...document.querySelectorAll("#log li")].map((l) => l.dataset.type));
    for (const l of lines) seen.add(l);
    if (seen.has("crawlerDragged") && !seen.has("shot:dragged")) {
      seen.add("shot:dragged");
      await sleep(1200); // the dice leave
      await H.screenshot({ path: join(shots, "cellar-4-crawler-dragged-human.png") });
    }
    if (action.type === "placeZombie" && action.at.z === 1 && !seen.has("shot:cellar")) {
      seen.add("shot:cellar");
      await sleep(1200);
      await H.screenshot({ path: join(shots, "cellar-5-revealed-human.png") });
    }
  }
  await waitFor(async () => (await H.evaluate(() => window.zedfall.conn.state.stage)) === "over", 5000, "the game is over");
  const result = await H.evaluate(() => {
    const r = window.zedfall.conn.state.result;
    return { winner: r.winner, rule: r.rule, reason: r.reason };
  });
  if (result.winner !== "humans" || result.rule !== "H-A3") throw new Error(`expected the humans' basement victory, got ${JSON.stringify(result)}`);
  for (const need of ["crawlersInstead", "grabOffered", "crawlerDragged", "cellarRevealed", "zombieKilled", "barricade", "gameOver"])
    if (!seen.has(need)) throw new Error(`no '${need}' line in the log`);
  const bars = await H.evaluate(() => [...window.zedfall.conn.state.barricades.keys()]);
  if (!bars.includes("link")) throw new Error(`the cellar door is not barricaded: ${bars}`);
  await sleep(1500);
  const needs = await H.evaluate(() => window.__needs);
  if (!needs.some((n) => /^needs \d\+ to kill/.test(n.need)) || !needs.some((n) => /^needs \d\+ to hold on/.test(n.need))) throw new Error(`the dice did not say what they need: ${JSON.stringify(needs)}`);
  await H.screenshot({ path: join(shots, "cellar-6-victory-human.png") });
  await H.click("#over button");
  await H.screenshot({ path: join(shots, "cellar-7-barricaded-human.png") });
  await Z.screenshot({ path: join(shots, "cellar-8-victory-zombie.png") });
}
