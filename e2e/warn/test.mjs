// House's action bar on a 1280×800 desktop (its third row was cut at the bar's fixed height) and the buttons while the server is away: one browser
// plays House against the bot Zombie. Once a figure may act, every entry of the bar lies inside the
// window and none of its labels is cut (shot: warn-house-bar-1280.png), and no label names a
// square by coordinates; then the server is killed and started again: while it is away the
// bar's buttons are disabled and a line over the bar says why, and once the seat is back they act
// again. Siege (Ann with a bot partner, 1280×800): the Action phase lists each action once, the pay
// switch beside it (shot: warn-siege-pay-1280.png), and a double-click on Done arms it without
// sending it.
import { join } from "node:path";
import { openHouseTable } from "../house-table.mjs";
import { openSiegeTable } from "../siege-table.mjs";

const legal = (page) => page.evaluate(() => window.zedfall?.conn?.legal?.actions ?? []);
const seq = (page) => page.evaluate(() => window.zedfall.conn.legal.seq);

/** Sends the first legal action `pred` picks through its entry in the action list and waits for the next list. */
async function actByList(page, waitFor, pred) {
  const key = await page.evaluate((src) => {
    const z = window.zedfall;
    const a = z.conn.legal.actions.find(new Function("a", `return (${src})(a)`));
    return a ? z.actionKey(a) : null;
  }, pred.toString());
  if (!key) return false;
  const before = await seq(page);
  await page.click(`#actions button.act[data-key='${key}']`);
  await waitFor(async () => (await seq(page)) !== before, 5000, "the action applied");
  return true;
}

/** The action bar's box and each button's: whether it lies inside the window and whether its label is cut. */
const barLayout = (page) =>
  page.evaluate(() => {
    const bar = document.getElementById("actionbar");
    const r = bar.getBoundingClientRect();
    const buttons = [...bar.querySelectorAll("button")].map((b) => {
      const q = b.getBoundingClientRect();
      // inside the window and inside the bar's own visible box (the bar scrolls: a row below its foot is cut)
      return { text: b.textContent, inside: q.left >= 0 && q.right <= innerWidth + 0.5 && q.bottom <= Math.min(innerHeight, r.bottom) + 0.5, cut: b.scrollWidth > b.clientWidth + 1 };
    });
    return { top: r.top, bottom: r.bottom, height: innerHeight, buttons, scrolls: bar.scrollHeight > bar.clientHeight + 2 };
  });

export async function warnHouse({ base, newPlayer, waitFor, restartServer, shots }) {
  const dan = await newPlayer({ width: 1280, height: 800 });
  const { page } = dan;
  await openHouseTable({ page, base, seed: "e2e-warn", name: "Dan" });
  await page.waitForSelector("#board canvas");
  await waitFor(async () => (await legal(page)).some((a) => a.type === "chooseEdge"), 10000, "chooseEdge offered");
  await actByList(page, waitFor, (a) => a.type === "chooseEdge");
  // the placements name their squares in words, not coordinates
  await waitFor(async () => (await legal(page)).some((a) => a.type === "placeHuman"), 10000, "placeHuman offered");
  const placeWords = await page.$$eval('#actions button.act[data-type="placeHuman"]', (bs) => bs.map((b) => b.textContent));
  if (!placeWords.length || placeWords.some((w) => /\d+,\d+/.test(w))) throw new Error(`placement labels with coordinates: ${JSON.stringify(placeWords.slice(0, 4))}`);
  while ((await legal(page)).some((a) => a.type === "placeHuman")) await actByList(page, waitFor, (a) => a.type === "placeHuman");
  await waitFor(async () => (await legal(page)).some((a) => a.type === "move"), 20000, "Dan's first move");
  const layout = await barLayout(page);
  await page.screenshot({ path: join(shots, "warn-house-bar-1280.png") });
  const bad = layout.buttons.filter((b) => !b.inside || b.cut);
  if (!layout.buttons.length || bad.length || layout.bottom > layout.height + 0.5) throw new Error(`the action bar at 1280×800: ${JSON.stringify({ ...layout, bad })}`);

  // the server goes away: every bar button is disabled and the bar says why; back, they act again
  await page.evaluate(() => {
    window.__offline = [];
    new MutationObserver(() => {
      const bar = document.getElementById("actionbar");
      if (!bar) return;
      const buttons = [...bar.querySelectorAll("button")];
      if (bar.querySelector(".bar-offline")) window.__offline.push({ n: buttons.length, disabled: buttons.filter((b) => b.disabled).length });
    }).observe(document.body, { childList: true, subtree: true });
  });
  await restartServer();
  await waitFor(async () => (await page.evaluate(() => window.__offline.length)) > 0, 60000, "the bar's offline line");
  const seen = await page.evaluate(() => window.__offline);
  if (seen.some((s) => s.disabled !== s.n || s.n === 0)) throw new Error(`buttons left enabled while the server was away: ${JSON.stringify(seen)}`);
  await waitFor(async () => (await page.evaluate(() => !document.querySelector("#actionbar .bar-offline") && !!document.querySelector("#actionbar button:not([disabled])"))), 60000, "the bar enabled again");
  await waitFor(async () => (await legal(page)).some((a) => a.type === "move"), 20000, "Dan's move offered again");
  const before = await seq(page);
  await actByList(page, waitFor, (a) => a.type === "move");
  if ((await seq(page)) === before) throw new Error("no action after the server came back");
}

export async function warnSiege({ base, newPlayer, waitFor, sleep, shots }) {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const { page } = ann;
  await openSiegeTable({ base, A: page, seed: "e2e-warn-siege", deck: "short", bot: true });
  // through 4R and any question to Ann's Action phase: a question's first answer, the 4R's end confirmed
  for (let n = 0; n < 40 && !(await legal(page)).some((a) => a.type === "done"); n++) {
    const acts = await legal(page);
    if (acts.some((a) => a.type === "choose")) await actByList(page, waitFor, (a) => a.type === "choose");
    else if (acts.some((a) => a.type === "endFourR")) {
      await page.click('#actionbar button[data-type="endFourR"]');
      await sleep(700);
      const before = await seq(page);
      await page.click('#actionbar button[data-type="endFourR"]');
      await waitFor(async () => (await seq(page)) !== before, 5000, "4R ended");
    } else await sleep(300);
  }
  const acts = await legal(page);
  if (!acts.some((a) => a.type === "done")) throw new Error("Ann's Action phase never came");
  // each action once: the list's entries are the legal actions less one per pair paid either way
  const entries = await page.$$eval("#actions button.act", (bs) => bs.map((b) => b.dataset.key));
  const unpaid = (a) => JSON.stringify({ ...a, pay: undefined, pay2: undefined });
  const distinct = new Set(acts.map(unpaid)).size;
  if (entries.length !== distinct || new Set(entries).size !== entries.length) throw new Error(`the list shows ${entries.length} entries for ${distinct} actions (${acts.length} legal)`);
  if (acts.length > distinct && !(await page.isVisible("#siege-pay"))) throw new Error("no pay switch while actions may be paid either way");
  await page.screenshot({ path: join(shots, "warn-siege-pay-1280.png") });
  // a double-click on Done arms it and sends nothing
  await page.dblclick('#actionbar button[data-type="done"]');
  await sleep(800);
  if (!(await legal(page)).some((a) => a.type === "done")) throw new Error("a double-click on Done sent it");
  if (!(await page.$('#actionbar button[data-type="done"].armed'))) throw new Error("a double-click on Done did not arm it");
}
