// The Siege board on a phone (390×844, Russian), solo with a bot teammate, on a server of its own with
// the bots' default pace (ZEDFALL_BOT_DELAY 700 ms, as players meet it; the other tests run them at 40):
// a. the board can be read: every space name and counter Strength drawn in view is at least 11 px tall
//    on screen (the board's rendered sizes, window.zedfall.boardText), and the track switcher's
//    buttons and the spaces are at least 44 px (tap targets); screenshots of a track and of Town Center;
// b. the wait after Done: the time from the confirming click on Done to the player's next decision on
//    the action bar, and to the end of the animations (the last dice box gone), printed for two rounds
//    with where the time went (the actions applied meanwhile, by phase); the fight panel shows no
//    fight older than the phase now; in the next rounds the Skip button (pressed as soon as a roll
//    shows) ends the animations at once.
import { join } from "node:path";
import { legal, openSiegeTable } from "../siege-table.mjs";

/** What the page shows now: seq, phase, round, whether a dice box is up, the decision's buttons on the bar. */
const snap = (page) =>
  page.evaluate(() => {
    const st = window.zedfall.conn.state;
    return {
      seq: st.seq,
      phase: st.phase,
      round: st.round,
      legalSeq: window.zedfall.conn.legal.seq,
      acts: window.zedfall.conn.legal.actions.length,
      dice: !!document.querySelector(".dice"),
      bar: [...document.querySelectorAll("#actionbar button[data-type]")].filter((b) => !b.matches(".hint, .undo")).length,
    };
  });

/** Throws unless every name and Strength drawn in the board box's view is at least `min` px on screen; returns the smallest of each. */
async function readable(page, what, min = 11) {
  const r = await page.evaluate(() => window.zedfall.boardText());
  const small = r.texts.filter((x) => x.inView && (x.kind === "name" || x.kind === "strength") && x.px < min);
  const count = (k) => r.texts.filter((x) => x.inView && x.kind === k).length;
  if (!count("name")) throw new Error(`${what}: no space name in view`);
  if (small.length) throw new Error(`${what}: text under ${min} px on screen: ${JSON.stringify(small.slice(0, 5))}`);
  const least = (k) => Math.min(...r.texts.filter((x) => x.inView && x.kind === k).map((x) => x.px));
  const tiny = r.places.filter((s) => s.inView && (s.w < 44 || s.h < 44));
  if (tiny.length) throw new Error(`${what}: spaces under 44 px: ${JSON.stringify(tiny.slice(0, 5))}`);
  await page.waitForSelector(".siege-views:not([hidden]) button", { state: "visible", timeout: 5000 });
  const buttons = await page.$$eval(".siege-views button", (bs) => bs.map((b) => ({ w: b.getBoundingClientRect().width, h: b.getBoundingClientRect().height, text: b.textContent })));
  if (buttons.length !== 5) throw new Error(`${what}: the track switcher has ${buttons.length} buttons, not 5`);
  const small44 = buttons.filter((b) => b.w < 44 || b.h < 44);
  if (small44.length) throw new Error(`${what}: switcher buttons under 44 px: ${JSON.stringify(small44)}`);
  return { names: count("name"), strengths: count("strength"), name: least("name"), strength: count("strength") ? least("strength") : null };
}

/** The phone board test (see the head of this file), run by e2e/run.mjs with its helpers and a server of its own. */
export async function phoneSiegeBoard({ newPlayer, waitFor, sleep, shots, ownServer }) {
  const { base } = await ownServer({ ZEDFALL_BOT_DELAY: "700", ZEDFALL_METRICS: "on" });
  const ann = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  const { page: A } = ann;
  await openSiegeTable({ base, A, seed: "e2e-phone-board", deck: "short", bot: true });
  const waits = [];
  let looked = false;
  // the first wait as it comes; then Dones with Skip pressed until a roll met it (at most five rounds)
  while (waits.length < 2 || (!waits.some((w) => w.skipped !== null) && waits.length < 6)) {
    await waitFor(async () => (await legal(A)).length > 0, 30000, "Ann's decision");
    const acts = await legal(A);
    const done = acts.find((a) => a.type === "done");
    if (!done) {
      // a question of the game: its first answer
      const before = await A.evaluate(() => window.zedfall.conn.legal.seq);
      await A.evaluate((a) => window.zedfall.conn.act(a), acts[0]);
      await waitFor(async () => (await A.evaluate(() => window.zedfall.conn.legal.seq)) !== before, 10000, "the answer applied");
      continue;
    }
    if (!looked) {
      looked = true;
      await sleep(800);
      const seen = await readable(A, "Siege board, 390×844 ru");
      await A.screenshot({ path: join(shots, "pb1-siege-board-track-phone-ru.png") });
      await A.click(".siege-views button[data-view='town']");
      await sleep(300);
      const town = await readable(A, "Siege board, Town Center, 390×844 ru");
      await A.screenshot({ path: join(shots, "pb2-siege-board-town-phone-ru.png") });
      console.log(`  phone board: ${seen.names} names (smallest ${seen.name.toFixed(1)} px), ${seen.strengths} Strengths (smallest ${seen.strength?.toFixed(1)} px); Town Center view: ${town.names} names, smallest ${town.name.toFixed(1)} px`);
    }
    // Done, and the second click that confirms it (a bot's move in between disarms it: again then)
    const from = await snap(A);
    let t0 = 0;
    for (let tries = 0; ; tries++) {
      if (tries > 5) throw new Error("Done was not applied after six tries");
      // the bar is drawn again with each bot's move: a click that met a replaced button is tried again
      if (!(await A.click('#actionbar button[data-type="done"]', { timeout: 3000 }).then(() => true, () => false))) continue;
      await A.waitForSelector('#actionbar button[data-type="done"].armed', { timeout: 5000 }).catch(() => {});
      if (await A.$('#actionbar button[data-type="done"].armed')) {
        // the confirming click, not the second half of a double-click (client/src/shell/confirm.ts: 500 ms)
        await A.waitForTimeout(600);
        if (!(await A.click('#actionbar button[data-type="done"].armed', { timeout: 3000 }).then(() => true, () => false))) continue;
        t0 = Date.now();
        const out = await waitFor(async () => !(await legal(A)).some((a) => a.type === "done"), 3000, "Done applied").catch(() => false);
        if (out) break;
      }
    }
    const steps = [];
    let last = from;
    let decided = null;
    let calm = null;
    // the second wait: Skip pressed as soon as a roll shows, and its box gone at once with every roll queued behind it
    const skip = waits.length >= 1;
    let skipped = null;
    for (;;) {
      if (skip && skipped === null && (await A.$(".dice .dice-skip"))) {
        const caption = await A.textContent(".dice .dice-caption").catch(() => null);
        // a real click, not waiting for the tumbling box to stand still (the wait is being timed); a box gone meanwhile is tried at the next
        if (caption !== null && (await A.click(".dice .dice-skip", { force: true, timeout: 1000 }).then(() => true, () => false))) {
          skipped = Date.now() - t0;
          await sleep(100);
          // a roll that came after the Skip shows (it is news); the skipped one and those queued with it do not
          const still = await A.$$eval(".dice .dice-caption", (cs) => cs.map((c) => c.textContent));
          if (still.includes(caption)) throw new Error(`Skip left the roll "${caption}" on screen`);
        }
      }
      const s = await snap(A);
      const t = Date.now() - t0;
      if (s.seq !== last.seq) steps.push({ t, seq: s.seq, phase: s.phase, round: s.round });
      last = s;
      if (decided === null && s.seq > from.seq && s.acts > 0 && s.bar > 0) decided = t;
      if (decided !== null && !s.dice) {
        calm = t;
        break;
      }
      if (t > 60000) throw new Error(`no decision of Ann within 60 s of Done: ${JSON.stringify(s)}`);
      await sleep(50);
    }
    const phases = {};
    let prev = 0;
    for (const s of steps) {
      phases[s.phase] = (phases[s.phase] ?? 0) + (s.t - prev);
      prev = s.t;
    }
    // the fight panel shows no fight older than the phase now: shown, its fight came after the last phase began
    const panel = await A.evaluate(() => {
      const ev = window.zedfall.conn.log.events;
      const lastFight = ev.findLastIndex((x) => ["handToHand", "raidersHandToHand", "fire", "gunfireHits"].includes(x.type));
      const lastPhase = ev.findLastIndex((x) => x.type === "phase");
      return { shown: !!document.querySelector("#combat:not([hidden])"), lastFight, lastPhase };
    });
    if (panel.shown && panel.lastFight < panel.lastPhase) throw new Error(`the fight panel shows an older fight: ${JSON.stringify(panel)}`);
    waits.push({ round: from.round, decided, calm, skipped, actions: steps.length, phases, panel: panel.shown });
    await A.screenshot({ path: join(shots, `pb3-siege-after-done-${waits.length}-phone-ru.png`) });
  }
  if (!waits.some((w) => w.skipped !== null)) throw new Error("no roll showed after Done in five rounds: Skip was not tried");
  for (const w of waits) console.log(`  Done → next decision, round ${w.round}: ${(w.decided / 1000).toFixed(1)} s (animations over at ${(w.calm / 1000).toFixed(1)} s${w.skipped !== null ? `, Skip pressed at ${(w.skipped / 1000).toFixed(1)} s` : ""}); ${w.actions} actions applied meanwhile, time to each by phase ${JSON.stringify(w.phases)}; fight panel ${w.panel ? "shown (its fight is the newest)" : "hidden"}`);
  // the bots' own thinking on the server (its /metrics): part of the wait, beside their pace
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const of = (name) => Number(new RegExp(`^${name}\\{game="siege"\\} (\\S+)`, "m").exec(metrics)?.[1] ?? NaN);
  const moves = of("zedfall_bot_move_seconds_count");
  console.log(`  the bots' decisions: ${moves} moves, ${((of("zedfall_bot_move_seconds_sum") / moves) * 1000).toFixed(0)} ms each on average`);
}
