// Rumors and Rails in two browsers: Ann (desktop, English, seat 1) and Bob (phone,
// Russian, seat 2) play the scripted game of e2e/rails/plan.json (made by plan.ts, checked offline
// by server/test/rails-plan.test.ts). The moves between the two moments under test are sent
// through each page's own connection (the seat's client asks the server, as a click would); the
// two moments are played by clicks: Ann runs a train out of Town Center with a Hero aboard to a
// Station (the action list, the passenger and Go in the list, the Station on the board) and both
// browsers show the bonus; later a Hero reveals a face-down rumor (the action list) and both
// browsers show the reveal and the item on its counter (the Mystic Amulet); then a roll the Amulet
// could change opens its dialog for the holder's seat, which picks an offer. Screenshots at each
// moment, both pages.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { fastForward, keyOf, legal, openSiegeTable, seqOf } from "../siege-table.mjs";

const plan = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "plan.json"), "utf8"));

const logTypes = (page) => page.evaluate(() => [...document.querySelectorAll("#log li")].map((l) => l.dataset.type));

/** Clicks the action-list button of `action` on `page` and waits for the game to move on from `seq`. */
async function clickListed(page, action, seq, waitFor) {
  await waitFor(async () => (await seqOf(page)) === seq && (await legal(page)).some((a) => keyOf(a) === keyOf(action)), 10000, `${JSON.stringify(action)} offered`);
  await page.click(`#actions button.act[data-key='${keyOf(action)}']`);
  await waitFor(async () => (await seqOf(page)) === seq + 1, 5000, `${JSON.stringify(action)} applied`);
}

/** The Rumors and Rails e2e game (see the head of this file), run by e2e/run.mjs with its helpers. */
export async function railsGame({ base, newPlayer, waitFor, sleep, shots }) {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const bob = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  const { page: A } = ann;
  const { page: B } = bob;
  // the plan's log was played with the Basic four and the Furies (§2.0), not drawn Heroes
  await openSiegeTable({
    base, A, B, seed: plan.seed, deck: plan.options.deck, heroes: plan.options.heroes, pressure: plan.options.pressure,
    // both modules are on by default (S-T0)
    beforeCreate: async () => {
      for (const o of ["trains", "rumors"]) if (!(await A.isChecked(`#opt-${o}`))) throw new Error(`the ${o} option is not on by default`);
    },
  });
  const pages = { seat1: A, seat2: B };
  const runner = pages[plan.run.seat];

  // moment 1: the train run, by clicks of its seat
  await fastForward(plan.log, pages, 0, plan.train, waitFor);
  const [move, hero, go, dest] = plan.log.slice(plan.train, plan.trainEnd).map((e) => e.action);
  await clickListed(runner, move, plan.train, waitFor);
  await runner.screenshot({ path: join(shots, "r01-rails-passengers.png") });
  await clickListed(runner, hero, plan.train + 1, waitFor);
  let seq = plan.train + 2;
  if (dest) await clickListed(runner, go, seq++, waitFor);
  const station = dest ?? go;
  // the destination: the Station's space on the board, lit for the choice
  await waitFor(async () => (await legal(runner)).some((a) => keyOf(a) === keyOf(station)), 5000, "the destination choice");
  await sleep(300);
  await runner.screenshot({ path: join(shots, "r02-rails-destinations.png") });
  const at = await runner.evaluate((i) => {
    const z = window.zedfall;
    return z.screenOf(z.conn.state.board.spaces[i].id);
  }, plan.run.station);
  if (!at) throw new Error("the Station is not on the board");
  await runner.mouse.click(at.x, at.y);
  const chooser = await runner.$("#chooser");
  if (chooser) await runner.click(`#chooser button[data-key='${keyOf(station)}']`);
  await waitFor(async () => (await seqOf(runner)) === seq + 1, 5000, "the ride applied");
  for (const p of [A, B]) {
    await waitFor(async () => (await seqOf(p)) === plan.trainEnd, 5000, "both pages after the ride");
    const where = await p.evaluate((r) => {
      const st = window.zedfall.conn.state;
      return { train: st.trains.get(r.train)?.space, hero: st.units.get(r.hero)?.space, station: st.board.spaces[r.station].id };
    }, plan.run);
    if (where.train !== where.station || where.hero !== where.station) throw new Error(`the train and its Hero are not on the Station: ${JSON.stringify(where)}`);
    await waitFor(async () => (await logTypes(p)).includes("stationBonus"), 5000, "the Station bonus in the log");
  }
  await A.waitForSelector(".toast");
  await sleep(400);
  await A.screenshot({ path: join(shots, "r03-rails-station-ann.png") });
  await B.screenshot({ path: join(shots, "r04-rails-station-bob-phone-ru.png") });

  // moment 2: a rumor revealed by a click (the plan's entry: the Mystic Amulet)
  await fastForward(plan.log, pages, plan.trainEnd, plan.reveal, waitFor);
  const reveal = plan.log[plan.reveal].action;
  const revealer = pages[plan.log[plan.reveal].seat];
  const token = await revealer.evaluate((u) => {
    const st = window.zedfall.conn.state;
    let id = null;
    st.rumors.forEach((r, k) => {
      if (!r.revealed && r.space === st.units.get(u).space) id = k;
    });
    return id;
  }, reveal.unit);
  const before = await revealer.evaluate((id) => window.zedfall.conn.state.rumors.get(id)?.rumor ?? null, token);
  if (before !== "") throw new Error(`the face-down rumor ${token} is named in the client's state: ${before}`);
  await revealer.screenshot({ path: join(shots, "r05-rails-before-reveal.png") });
  await clickListed(revealer, reveal, plan.reveal, waitFor);
  for (const p of [A, B]) {
    await waitFor(async () => (await seqOf(p)) === plan.reveal + 1, 5000, "both pages after the reveal");
    await waitFor(async () => (await logTypes(p)).includes("rumorRevealed"), 5000, "the reveal in the log");
    const seen = await p.evaluate(({ id, u }) => {
      const st = window.zedfall.conn.state;
      return { rumor: st.rumors.get(id)?.rumor ?? "", items: [...(st.units.get(u)?.items ?? [])] };
    }, { id: token, u: reveal.unit });
    if (seen.rumor !== "mystic-amulet" || !seen.items.includes(seen.rumor)) throw new Error(`the reveal is not shown: ${JSON.stringify(seen)}`);
  }
  await A.waitForSelector(".toast:has-text(' revealed')");
  const name = (await A.locator(".toast:has-text(' revealed')").last().innerText()).split(" revealed")[0];
  await sleep(400);
  await A.screenshot({ path: join(shots, "r06-rails-revealed-ann.png") });
  await B.screenshot({ path: join(shots, "r07-rails-revealed-bob-phone-ru.png") });
  // the Rumors and Rails panel: the trains, the Stations, the stack and the item now carried
  await A.locator("#rails").scrollIntoViewIfNeeded();
  const panel = await A.locator("#rails").innerText();
  if (!panel.includes("WH-Cargo") || !panel.includes(name)) throw new Error(`the Rumors and Rails panel does not show the trains and the item: ${panel}`);
  await A.locator("#rails").screenshot({ path: join(shots, "r08-rails-panel-ann.png") });

  // moment 3: a roll the Amulet could change; its holder's seat picks an offer in the dialog
  await fastForward(plan.log, pages, plan.reveal + 1, plan.amulet, waitFor);
  const holderSeat = await A.evaluate(() => {
    const st = window.zedfall.conn.state;
    const d = st.pending.length ? st.pending[0] : null;
    return d?.kind === "amulet" ? d.seats.toArray()[0] ?? null : null;
  });
  const holder = pages[holderSeat];
  if (!holder) throw new Error(`no Amulet window is open at the plan's moment (${holderSeat})`);
  await holder.waitForSelector("#amulet-prompt:not([hidden]) button.amulet-btn.primary");
  const other = holder === A ? B : A;
  await other.waitForSelector("#amulet-prompt:not([hidden])");
  await sleep(300);
  await holder.screenshot({ path: join(shots, `r09-rails-amulet-${holder === A ? "ann" : "bob-phone-ru"}.png`) });
  await other.screenshot({ path: join(shots, `r10-rails-amulet-waiting-${other === A ? "ann" : "bob-phone-ru"}.png`) });
  const offer = await holder.locator("#amulet-prompt button.amulet-btn.primary").first().innerText();
  await holder.locator("#amulet-prompt button.amulet-btn.primary").first().click();
  for (const p of [A, B]) {
    await waitFor(async () => (await seqOf(p)) === plan.amulet + 1, 5000, "both pages after the Amulet");
    await waitFor(async () => (await logTypes(p)).includes("amulet"), 5000, "the Amulet in the log");
  }
  if (!/5/.test(offer)) throw new Error(`the Amulet offer does not say what it turns the die to: ${offer}`);
  await sleep(400);
  await holder.screenshot({ path: join(shots, "r11-rails-after-amulet.png") });
}
