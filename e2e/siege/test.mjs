// A Siege game in two browsers (issue 9, S1): Ann (desktop, English) creates it from the create
// page's game choice and takes seat 1, Bob (phone, Russian) joins by the invite link and takes
// seat 2; each clicks at least one legal action — a space on the board (a Move) or an entry of the
// action list / bar — and both end at the same place. Screenshots at a desktop and a phone
// viewport, in English and in Russian.
import { join } from "node:path";

const legal = (page) => page.evaluate(() => window.zedfall?.conn?.legal?.actions ?? []);
const seqOf = (page) => page.evaluate(() => window.zedfall.conn.legal.seq);
const stateOf = (page) =>
  page.evaluate(() => {
    const st = window.zedfall.conn.state;
    const units = {};
    st.units.forEach((u, id) => (units[id] = `${u.space} ${u.hits} ${u.reduced}`));
    return { stage: st.stage, phase: st.phase, round: st.round, seq: st.seq, units, supplies: st.tracks.supplies, infection: st.tracks.infection, card: st.event.id };
  });

/** Clicks the board space of the first legal Move (its `to`, a space index) and waits for the game to move on; picks the first entry of the chooser if the space has several. */
async function clickMove(page, waitFor) {
  // the last fight's panel may stand over the space: a player closes it first
  const close = await page.$("#combat:not([hidden]) button.close");
  if (close) await close.click();
  const pos = await page.evaluate(() => {
    const z = window.zedfall;
    const a = z.conn.legal.actions.find((x) => x.type === "move");
    if (!a) return null;
    const sp = z.conn.state.board.spaces[a.to];
    return sp ? z.screenOf(sp.id) : null;
  });
  if (!pos) return false;
  const before = await seqOf(page);
  await page.mouse.click(pos.x, pos.y);
  const chooser = await page.$("#chooser");
  if (chooser) await chooser.$eval("button.act", (b) => b.click());
  await waitFor(async () => (await seqOf(page)) !== before, 5000, "the Move applied");
  return true;
}

/** Clicks the board space of the first legal shot's target (a Zeds counter) and its Fight entry in the chooser; waits for the shot. */
async function clickFire(page, waitFor) {
  const close = await page.$("#combat:not([hidden]) button.close");
  if (close) await close.click();
  const pos = await page.evaluate(() => {
    const z = window.zedfall;
    const a = z.conn.legal.actions.find((x) => x.type === "fire");
    const u = a && z.conn.state.units.get(a.target);
    return u ? z.screenOf(u.space) : null;
  });
  if (!pos) return false;
  const before = await seqOf(page);
  await page.mouse.click(pos.x, pos.y);
  const chooser = await page.$("#chooser");
  if (chooser) await chooser.$eval("button.act-siege-fight", (b) => b.click());
  await waitFor(async () => (await seqOf(page)) !== before, 5000, "the shot applied");
  return true;
}

/** Clicks the first entry of the action list (not an Undo) and waits for the game to move on. */
async function clickListed(page, waitFor) {
  const before = await seqOf(page);
  const btn = page.locator("#actions button.act").first();
  if (!(await btn.count())) return false;
  try {
    await btn.click({ timeout: 3000 });
    await waitFor(async () => (await seqOf(page)) !== before, 5000, "the listed action applied");
  } catch {
    return false; // the list was rebuilt under the click: try again on the next turn of the loop
  }
  return true;
}

/** The Siege e2e game (see the head of this file), run by e2e/run.mjs with its helpers. */
export async function siegeGame({ base, onFail, newPlayer, waitFor, sleep, shots }) {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const bob = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  try {
    const { page: A } = ann;
    const { page: B } = bob;
    await A.goto(`${base}/?seed=e2e-siege`);
    await A.fill("#name", "Ann");
    await A.selectOption("#game", "siege");
    await A.waitForSelector("#opt-deck");
    await A.selectOption("#opt-deck", "short");
    if (await A.$("#opt-seats")) throw new Error("the seats option is offered on the create page (the lobby fills it)");
    await A.screenshot({ path: join(shots, "s01-siege-create.png") });
    await A.click("#create");
    await A.waitForSelector('li[data-seat="seat1"] button.claim');
    await A.click('li[data-seat="seat1"] button.claim');
    await A.waitForSelector('li[data-seat="seat1"].mine');
    const link = await A.inputValue("#invite");
    await B.goto(link);
    await B.fill("#name", "Боб");
    await B.click("#join");
    await B.waitForSelector('li[data-seat="seat2"] button.claim');
    await B.click('li[data-seat="seat2"] button.claim');
    await B.waitForSelector('li[data-seat="seat2"].mine');
    await A.waitForSelector('li[data-seat="seat2"] .seat-who:has-text("Боб")');
    await A.screenshot({ path: join(shots, "s02-siege-lobby.png") });
    await A.click("#start");
    await A.waitForSelector("#board canvas");
    await B.waitForSelector("#board canvas");
    await A.waitForSelector("#round-strip .event-card");
    await sleep(600);
    await A.screenshot({ path: join(shots, "s03-siege-start-ann.png") });
    await B.screenshot({ path: join(shots, "s04-siege-start-bob-phone-ru.png") });
    // each seat clicks: a shot on the board (once, when one is offered), a Move on the board, else the first listed action
    const clicked = { A: 0, B: 0, board: 0, fire: 0 };
    for (let n = 0; n < 60 && (clicked.A === 0 || clicked.B === 0 || clicked.board === 0); n++) {
      const [la, lb] = [await legal(A), await legal(B)];
      const who = la.length && (clicked.A === 0 || !lb.length) ? "A" : lb.length ? "B" : null;
      if (!who) {
        await sleep(150);
        continue;
      }
      const page = who === "A" ? A : B;
      const acts = who === "A" ? la : lb;
      if (!clicked.fire && acts.some((a) => a.type === "fire") && (await clickFire(page, waitFor))) {
        clicked.fire = 1;
        clicked[who]++;
        await sleep(700);
        await page.screenshot({ path: join(shots, `s05b-siege-gunfire-${who === "A" ? "ann" : "bob-phone-ru"}.png`) });
      } else if (acts.some((a) => a.type === "move") && (await clickMove(page, waitFor))) {
        clicked.board++;
        clicked[who]++;
        if (clicked.board === 1) {
          await sleep(300);
          await page.screenshot({ path: join(shots, `s05-siege-after-move-${who === "A" ? "ann" : "bob-phone-ru"}.png`) });
        }
      } else if (await clickListed(page, waitFor)) clicked[who]++;
    }
    if (!clicked.A || !clicked.B) throw new Error(`a seat never acted: ${JSON.stringify(clicked)}`);
    await waitFor(async () => (await stateOf(A)).seq === (await stateOf(B)).seq, 5000, "both at the same seq");
    const [sa, sb] = [await stateOf(A), await stateOf(B)];
    if (JSON.stringify(sa) !== JSON.stringify(sb)) throw new Error(`the two browsers differ:\n${JSON.stringify(sa)}\n${JSON.stringify(sb)}`);
    await sleep(1900); // the dice leave
    await A.screenshot({ path: join(shots, "s06-siege-ann.png") });
    await B.screenshot({ path: join(shots, "s07-siege-bob-phone-ru.png") });
    await B.click('.tabs button[data-tab="log"]');
    await B.screenshot({ path: join(shots, "s08-siege-bob-phone-ru-log.png") });
    // the other language on each viewport
    await A.click('.lang button[lang="ru"]');
    await A.waitForSelector('.sec-log h2:has-text("Журнал")');
    await sleep(600);
    await A.screenshot({ path: join(shots, "s09-siege-ann-ru.png") });
    await B.click('.lang button[lang="en"]');
    await B.waitForSelector('.tabs button:has-text("Log")');
    await B.click('.tabs button[data-tab="actions"]');
    await sleep(600);
    await B.screenshot({ path: join(shots, "s10-siege-bob-phone-en.png") });
    // zoomed in around Town Center: the counters' Strength and pips, the markers, the names
    await A.click('.lang button[lang="en"]');
    for (let i = 0; i < 4; i++) await A.click(".zoom button:first-child");
    await sleep(400);
    await A.screenshot({ path: join(shots, "s11-siege-ann-zoom.png") });
    for (const p of [ann, bob]) if (p.errors.length) throw new Error(`page errors: ${p.errors.join("; ")}`);
  } catch (e) {
    await onFail();
    throw e;
  } finally {
    await ann.close();
    await bob.close();
  }
}
