// A Siege game in two browsers (S1): Ann (desktop, English) creates it from the create
// page's game choice and takes seat 1, Bob (phone, Russian) joins by the invite link and takes
// seat 2; each clicks at least one legal action — a space on the board (a Move) or an entry of the
// action list / bar — and both end at the same place. Screenshots at a desktop and a phone
// viewport, in English and in Russian.
import { join } from "node:path";
import { legal, openSiegeTable } from "../siege-table.mjs";

/** The seq of the page's legal lists (they come after the state: a click waits for them, not only the state). */
const legalSeq = (page) => page.evaluate(() => window.zedfall.conn.legal.seq);
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
  const before = await legalSeq(page);
  await page.mouse.click(pos.x, pos.y);
  const chooser = await page.$("#chooser");
  if (chooser) await chooser.$eval("button.act", (b) => b.click());
  await waitFor(async () => (await legalSeq(page)) !== before, 5000, "the Move applied");
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
  const before = await legalSeq(page);
  await page.mouse.click(pos.x, pos.y);
  const chooser = await page.$("#chooser");
  if (chooser) await chooser.$eval("button.act-siege-fight", (b) => b.click());
  await waitFor(async () => (await legalSeq(page)) !== before, 5000, "the shot applied");
  return true;
}

/** Clicks the first entry of the action list (not an Undo) and waits for the game to move on. */
async function clickListed(page, waitFor) {
  const before = await legalSeq(page);
  const btn = page.locator("#actions button.act").first();
  if (!(await btn.count())) return false;
  try {
    await btn.click({ timeout: 3000 });
    await waitFor(async () => (await legalSeq(page)) !== before, 5000, "the listed action applied");
  } catch {
    return false; // the list was rebuilt under the click: try again on the next turn of the loop
  }
  return true;
}


/** The phase and round the page shows: the lit box of the Event card (its data-phase), else the status line's phase; the round from the status line. */
const shownPhase = (page) =>
  page.evaluate(() => ({
    box: document.querySelector("#round-strip li.box.now")?.dataset.phase ?? "",
    phase: document.querySelector(".phase")?.textContent ?? "",
    round: document.querySelector("#round")?.textContent ?? "",
    stPhase: window.zedfall.conn.state.phase,
    stRound: window.zedfall.conn.state.round,
  }));

/** Presses the seat's end (Done, end of 4R) in the action bar: the first click arms it (its label asks for a confirm), the second sends it; waits for the game to move on. */
async function pressEnd(page, waitFor) {
  const btn = page.locator("#actionbar button.act-siege-phase").first();
  if (!(await btn.count())) return false;
  const before = await legalSeq(page);
  try {
    await btn.click({ timeout: 3000 });
    await page.waitForSelector("#actionbar button.act-siege-phase.armed", { timeout: 3000 });
    // the confirming click, not the second half of a double-click (client/src/shell/confirm.ts: 500 ms)
    await page.waitForTimeout(600);
    await page.locator("#actionbar button.act-siege-phase.armed").first().click({ timeout: 3000 });
    await waitFor(async () => (await legalSeq(page)) !== before, 5000, "the end applied");
  } catch {
    return false; // the bar was rebuilt under the click (the other seat acted): the loop tries again
  }
  return true;
}

/** Clicks the first listed entry that is not an end (a choice, a Move, another Action); waits for the game to move on. */
async function clickNonEnd(page, waitFor) {
  const btn = page.locator("#actions button.act:not(.act-siege-phase)").first();
  if (!(await btn.count())) return false;
  const before = await legalSeq(page);
  try {
    await btn.click({ timeout: 3000 });
    await waitFor(async () => (await legalSeq(page)) !== before, 5000, "the listed action applied");
  } catch {
    return false;
  }
  return true;
}

/** One turn of the two seats' clicks: the first seat with something to do answers, moves or acts (once per Action phase), else presses its confirmed end. Returns whether anything was sent. */
async function clickTurn(pages, now, acted, waitFor, sleep, shots) {
  for (const [i, page] of pages.entries()) {
    const acts = await legal(page);
    if (!acts.length) continue;
    const key = `${i}:${now.stRound}:${now.stPhase}`;
    const ends = acts.filter((a) => a.type === "done" || a.type === "endFourR");
    const others = acts.filter((a) => a.type !== "done" && a.type !== "endFourR");
    if (ends.length && (acted.get(key) || !others.length || now.stPhase !== "action")) {
      if (now.stPhase === "action" && !acted.get(`shot:${i}`)) {
        // the first Done of each seat: a look at its armed state (the label asks for a second click)
        await page.locator("#actionbar button.act-siege-phase").first().click().catch(() => {});
        if (await page.$("#actionbar button.act-siege-phase.armed")) {
          acted.set(`shot:${i}`, 1);
          await page.screenshot({ path: join(shots, `s12-siege-done-confirm-${i}.png`) });
        }
      }
      if (await pressEnd(page, waitFor)) return true;
    }
    if (others.length) {
      const ok = (others.some((a) => a.type === "move") && (await clickMove(page, waitFor))) || (await clickNonEnd(page, waitFor));
      if (ok) {
        acted.set(key, 1);
        return true;
      }
    }
  }
  await sleep(150);
  return false;
}

/**
 * Both seats play by clicks to the next round that opens with a 4R phase the seats play (its
 * lit 4R box), then one complete round from there to the start of the round after: answers and Moves
 * by clicks, each seat acting once in the Action phase before its confirmed Done. Returns the
 * phases the first page's Event card lit, in order, and the rounds at both ends.
 */
async function playRound(pages, waitFor, sleep, shots) {
  const A = pages[0];
  const acted = new Map();
  const first = (await shownPhase(A)).stRound;
  let start = null;
  const seen = [];
  for (let n = 0; n < 1500; n++) {
    const now = await shownPhase(A);
    // the round to play starts in a 4R phase that asks the seats something (a round whose card gives no Refugee movement goes on to its Zeds at once)
    if (!start && now.stRound > first && now.box === "4r") start = now;
    if (start) {
      if (now.box && seen[seen.length - 1] !== now.box) seen.push(now.box);
      if (now.stRound > start.stRound && now.stPhase !== "draw") return { start, seen, end: now };
    }
    await clickTurn(pages, now, acted, waitFor, sleep, shots);
  }
  throw new Error(`the round never ended: phases ${JSON.stringify(seen)}, now ${JSON.stringify(await shownPhase(A))}`);
}

/** The Siege e2e game (see the head of this file), run by e2e/run.mjs with its helpers. */
export async function siegeGame({ base, newPlayer, waitFor, sleep, shots }) {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const bob = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  const { page: A } = ann;
  const { page: B } = bob;
  await openSiegeTable({
    base, A, B, seed: "e2e-siege", deck: "short",
    beforeCreate: async () => {
      if (await A.$("#opt-seats")) throw new Error("the seats option is offered on the create page (the lobby fills it)");
      await A.screenshot({ path: join(shots, "s01-siege-create.png") });
    },
    beforeStart: () => A.screenshot({ path: join(shots, "s02-siege-lobby.png") }),
  });
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
  // the rules reference: a rule chip in the log opens it at that rule's heading, in view; "?" opens it in Russian
  const chip = await A.$("#log button.chip[data-rule]");
  if (!chip) throw new Error("no rule chip in the Siege log opens the reference");
  await chip.click();
  await A.waitForSelector("#rules-panel .rules-target", { timeout: 3000 });
  const inView = await A.evaluate(() => {
    const [body, target] = ["#rules-panel .rules-body", "#rules-panel .rules-target"].map((s) => document.querySelector(s).getBoundingClientRect());
    return target.top >= body.top - 1 && target.top < body.bottom - 20;
  });
  if (!inView) throw new Error(`the rules panel did not open at ${await chip.getAttribute("data-rule")}`);
  await A.screenshot({ path: join(shots, "s07b-siege-rules-from-chip-ann.png") });
  await A.click("#rules-close");
  await B.click("header button.about");
  if (!/Центр города/.test(await B.textContent("#rules-panel .rules-body"))) throw new Error("the Siege rules reference is not in Russian");
  await B.keyboard.press("Escape");
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
  await A.click(".zoom button:nth-child(3)");
  // one complete co-op round by clicks: the phase shown advances through the Zeds and Action phases to the next round
  const round = await playRound([A, B], waitFor, sleep, shots);
  // the lit box only moves forward through the round (4R, Infection, Eat, Zeds, Action), then starts again
  const order = ["4r", "infection", "eat", "zeds", "action"];
  const lit = round.seen.map((p) => order.indexOf(p));
  const back = lit.findIndex((x, i) => i > 0 && x < lit[i - 1]);
  if (round.seen[0] !== "4r" || !round.seen.includes("action") || (back !== -1 && back !== lit.length - 1)) throw new Error(`the phase shown did not advance through the round: ${JSON.stringify(round.seen)}`);
  if (round.end.round === round.start.round) throw new Error(`the round shown did not advance: ${JSON.stringify(round)}`);
  // the log names the round's Zeds and Housekeeping phases (they ran by themselves between the clicks)
  const logText = await A.textContent(".sec-log");
  for (const p of ["Zeds", "Housekeeping"]) if (!logText.includes(`Round ${round.start.stRound}: ${p}`)) throw new Error(`the log has no ${p} phase of round ${round.start.stRound}`);
  console.log(`  one round by clicks: ${round.start.round} → ${round.end.round}, phases ${round.seen.join(" → ")}`);
  await waitFor(async () => (await stateOf(A)).seq === (await stateOf(B)).seq, 5000, "both at the same seq after the round");
  await sleep(600);
  await A.screenshot({ path: join(shots, "s13-siege-next-round-ann.png") });
  await B.click('.lang button[lang="ru"]');
  await sleep(600);
  await B.screenshot({ path: join(shots, "s14-siege-next-round-bob-phone-ru.png") });
}

/**
 * A solo Siege game with one bot teammate (short deck): Ann answers by clicks and ends each of her
 * phases with a confirmed Done; the game runs to its end, a win or a loss in the game-over dialog.
 */
export async function siegeSolo({ base, newPlayer, waitFor, sleep, shots }) {
  const ann = await newPlayer({ width: 1280, height: 800 });
  const { page: A } = ann;
  await openSiegeTable({ base, A, seed: "e2e-siege-solo", deck: "short", bot: true });
  // the creator's Bot button on its own seat asks first (a tester gave their seat away with one click)
  await A.click('li[data-seat="seat1"] button.seat-bot');
  await A.waitForSelector('li[data-seat="seat1"] button.seat-bot.armed:has-text("Hand to a bot?")', { timeout: 3000 });
  await sleep(300);
  if (!(await A.$('li[data-seat="seat1"].mine'))) throw new Error("one click on Bot gave Ann's seat away");
  const t0 = Date.now();
  let shotChoice = false;
  let waited = false;
  while (Date.now() - t0 < 240000) {
    if (await A.$("#result")) break;
    const acts = await legal(A);
    if (!acts.length) {
      await sleep(150);
      continue;
    }
    const others = acts.filter((a) => a.type !== "done" && a.type !== "endFourR");
    // the bot of seat2 leaves the team's pool to Ann while she may act (README Siege item 3, bot/teammate.ts):
    // in an Action phase with Event Actions on the track, 1.5 s of the bot's turns (40 ms apart) spend none of it
    const pool = () => A.evaluate(() => { const st = window.zedfall.conn.state; return st.phase === "action" && !st.pending.length ? { actions: st.tracks.actions, ammo: st.tracks.ammo, supplies: st.tracks.supplies } : null; });
    const before = waited ? null : await pool();
    if (before && before.actions > 0) {
      waited = true;
      await sleep(1500);
      const after = await pool();
      if (!after || after.actions < before.actions || after.ammo < before.ammo || after.supplies < before.supplies) throw new Error(`the bot spent the team's pool while Ann could act: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
      console.log(`  the bot left the pool to Ann: ${JSON.stringify(before)} unchanged after 1.5 s`);
      // and the strip says why the bot has not said done
      const why = await A.textContent("#round-strip .bots-wait");
      if (!/leave the team's Event Actions/.test(why ?? "")) throw new Error(`the round strip does not say the bots wait: "${why}"`);
      await A.screenshot({ path: join(shots, "s14b-siege-bots-wait.png") });
    }
    // a question of the game (a choice): answered by its first entry, after a look at the prompt
    if (others.some((a) => a.type === "choose")) {
      if (!shotChoice) {
        shotChoice = true;
        await sleep(300);
        await A.screenshot({ path: join(shots, "s15-siege-solo-choice.png") });
      }
      await clickNonEnd(A, waitFor);
      continue;
    }
    if (!(await pressEnd(A, waitFor))) await clickNonEnd(A, waitFor);
  }
  if (!waited) throw new Error("no Action phase with Event Actions was met while Ann could act");
  await A.waitForSelector("#result", { timeout: 5000 });
  const over = await A.evaluate(() => ({ winner: window.zedfall.conn.state.result.winner, reason: window.zedfall.conn.state.result.key, round: window.zedfall.conn.state.round }));
  console.log(`  solo game over after ${Math.round((Date.now() - t0) / 1000)} s, round ${over.round}: ${over.winner} (${over.reason})`);
  await A.waitForSelector(".over-winner");
  await sleep(400);
  await A.screenshot({ path: join(shots, "s16-siege-solo-over-en.png") });
  const strip = await A.textContent("#decision");
  if (/by itself/.test(strip ?? "")) throw new Error(`the round strip says "${strip}" after the end`);
  await A.click('.lang button[lang="ru"]');
  await sleep(600);
  await A.screenshot({ path: join(shots, "s17-siege-solo-over-ru.png") });
  await A.setViewportSize({ width: 390, height: 844 });
  await sleep(600);
  await A.screenshot({ path: join(shots, "s18-siege-solo-over-ru-phone.png") });
}
