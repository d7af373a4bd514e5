// What the Siege browser tests share (e2e/siege, rails, level2): opening a table from the create
// page the way a person does, and sending a scripted plan's entries through each seat's page.

/** The game's seq as the page's connection holds it (-1 before the first state). */
export const seqOf = (page) => page.evaluate(() => window.zedfall?.conn?.state?.seq ?? -1);
/** The page's legal actions for its seat now. */
export const legal = (page) => page.evaluate(() => window.zedfall?.conn?.legal?.actions ?? []);
/** The stable key the client puts on an action's buttons (`data-key`: the action's JSON with sorted keys). */
export const keyOf = (a) => JSON.stringify(Object.fromEntries(Object.keys(a).sort().map((k) => [k, a[k]])));

/**
 * Opens a Siege game on the create page of `A` (name Ann, `?seed=`, the deck and, when given, the
 * Heroes and Zeds Pressure options), runs `beforeCreate(A)` there (checks and screenshots of the create page), creates it
 * and claims seat 1; then seats `A`'s partner: `B` (when given) opens the invite link, joins as Боб
 * and claims seat 2, or, with `bot: true`, seat 2 goes to a bot; `beforeStart(A)` runs in the lobby,
 * then Ann starts and every page waits for the board. Returns nothing; throws on any missing step.
 */
export async function openSiegeTable({ base, A, B = null, seed, deck, heroes, pressure, bot = false, beforeCreate = async () => {}, beforeStart = async () => {} }) {
  await A.goto(`${base}/?seed=${seed}`);
  await A.fill("#name", "Ann");
  await A.selectOption("#game", "siege");
  await A.waitForSelector("#opt-deck");
  await A.selectOption("#opt-deck", deck);
  if (heroes !== undefined) await A.selectOption("#opt-heroes", heroes);
  if (pressure !== undefined) await A.selectOption("#opt-pressure", pressure);
  await beforeCreate(A);
  await A.click("#create");
  await A.waitForSelector('li[data-seat="seat1"] button.claim');
  await A.click('li[data-seat="seat1"] button.claim');
  await A.waitForSelector('li[data-seat="seat1"].mine');
  if (B) {
    await B.goto(await A.inputValue("#invite"));
    await B.fill("#name", "Боб");
    await B.click("#join");
    await B.waitForSelector('li[data-seat="seat2"] button.claim');
    await B.click('li[data-seat="seat2"] button.claim');
    await B.waitForSelector('li[data-seat="seat2"].mine');
    await A.waitForSelector('li[data-seat="seat2"] .seat-who:has-text("Боб")');
  } else if (bot) {
    await A.check('input[data-bot-seat="seat2"]');
    await A.waitForSelector('li[data-seat="seat2"] input[data-bot-seat]:checked');
  }
  await beforeStart(A);
  await A.click("#start");
  for (const p of B ? [A, B] : [A]) await p.waitForSelector("#board canvas");
}

/**
 * Sends a plan's entries `log[from, to)` ({seat, action}) through the page of each entry's seat
 * (`pages[seat]`), each once the page is at its seq and offers it, and waits for it to be applied;
 * at the end every page is at `to`.
 */
export async function fastForward(log, pages, from, to, waitFor) {
  for (let i = from; i < to; i++) {
    const e = log[i];
    const page = pages[e.seat];
    await waitFor(async () => (await seqOf(page)) === i && (await legal(page)).some((a) => keyOf(a) === keyOf(e.action)), 10000, `entry ${i} (${JSON.stringify(e)}) offered to ${e.seat}`);
    await page.evaluate((a) => window.zedfall.conn.act(a), e.action);
    await waitFor(async () => (await seqOf(page)) === i + 1, 10000, `entry ${i} applied`);
  }
  for (const p of Object.values(pages)) await waitFor(async () => (await seqOf(p)) === to, 10000, `every page at entry ${to}`);
}
