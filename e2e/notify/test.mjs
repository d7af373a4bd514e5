// "Your turn" browser notifications (issue: turn notifications): Bob's browser context has the
// notification permission granted; he presses "Notify me when it's my turn" in the game screen,
// his page is then hidden (another tab in front), and when Ann's play makes his seat one that may
// act, his service worker shows "Your turn in <game>" (read back with registration.getNotifications()).
// House (Bob in English, the Zombie seat; then, with no tab on the game, a Web Push in Russian
// delivered to his worker) and Siege (Боб in Russian, seat 2).
import { join } from "node:path";
import { openSiegeTable } from "../siege-table.mjs";
import { openHouseForTwo } from "../house-table.mjs";

const legal = (page) => page.evaluate(() => window.zedfall?.conn?.legal?.actions ?? []);
const seqOf = (page) => page.evaluate(() => window.zedfall?.conn?.state?.seq ?? -1);

/** The notifications Bob's service worker shows now: title, body, tag. */
const shown = (page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });

/** Makes `page` hidden, as when another tab is in front: document.visibilityState/hidden and a visibilitychange event. */
const hide = (page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

/** Plays the first legal action of `page` through its connection and waits until it is applied. */
async function actFirst(page, waitFor) {
  const seq = await seqOf(page);
  const [a] = await legal(page);
  if (!a) return false;
  await page.evaluate((x) => window.zedfall.conn.act(x), a);
  await waitFor(async () => (await seqOf(page)) !== seq, 10000, `${a.type} applied`);
  return true;
}

/**
 * After the start: Bob asks for notifications with the game screen's button; both play (whoever
 * may act) until Bob may not act and Ann may; Bob's page goes hidden; Ann plays until Bob's seat
 * may act. Returns the notifications Bob's worker shows then.
 */
async function untilBobsTurn({ base, A, B, waitFor, sleep, shots, name }) {
  // Ann was never asked (permission is asked only by the button): her screen offers the button
  await A.waitForSelector("#notify-ask", { state: "attached" });
  if ((await A.evaluate(() => Notification.permission)) !== "default") throw new Error("Ann's page asked for the notification permission by itself");
  // Bob's context was granted the permission beforehand: the button may already have given way
  await B.waitForSelector("#notify-ask, #notify-on", { state: "attached" });
  if (await B.$("#notify-ask")) await B.click("#notify-ask");
  await B.waitForSelector("#notify-on", { state: "attached" });
  // the worker the server serves at /sw.js covers the whole site (the invite links it opens)
  const scope = await B.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  if (scope !== `${base}/`) throw new Error(`the service worker's scope is ${scope}`);
  await B.$eval("#notify", (el) => el.scrollIntoView({ block: "center" }));
  await B.screenshot({ path: join(shots, `notify-${name}-1-bob-asked.png`) });
  if ((await shown(B)).length) throw new Error("a notification before Bob's turn");
  for (let guard = 0; ; guard++) {
    if (guard > 200) throw new Error("never a moment where only Ann may act");
    const [a, b] = [await legal(A), await legal(B)];
    if (a.length && !b.length) break;
    if (b.length) await actFirst(B, waitFor);
    else await sleep(100);
  }
  await hide(B);
  for (let guard = 0; !(await legal(B)).length; guard++) {
    if (guard > 300) throw new Error("Bob's seat never came to act");
    if (!(await actFirst(A, waitFor))) await sleep(100);
  }
  await waitFor(async () => (await shown(B)).length > 0, 5000, "the notification in Bob's service worker");
  await B.screenshot({ path: join(shots, `notify-${name}-2-bob-turn.png`) });
  await A.screenshot({ path: join(shots, `notify-${name}-3-ann.png`) });
  return shown(B);
}

/** The e2e of turn notifications in both games. */
export async function notifyTurn({ base, newPlayer, waitFor, sleep, shots }) {
  // House: Ann the human, Bob the Zombie (English)
  {
    const ann = await newPlayer({ width: 1280, height: 800 });
    const bob = await newPlayer({ width: 1280, height: 800 });
    await bob.ctx.grantPermissions(["notifications"], { origin: base });
    const { page: A } = ann;
    const { page: B } = bob;
    await openHouseForTwo({ A, B, base, seed: "e2e-notify-house", seats: ["human1", "zombie"] });
    for (const p of [A, B]) await p.waitForSelector("#board canvas");
    const list = await untilBobsTurn({ base, A, B, waitFor, sleep, shots, name: "house" });
    const gameId = await B.evaluate(() => window.zedfall.conn.gameId);
    if (list.length !== 1 || list[0].title !== "Your turn in House" || list[0].tag !== `turn-${gameId}`) throw new Error(`House: Bob's notifications ${JSON.stringify(list)}`);
    if (/card|hand/i.test(JSON.stringify(list))) throw new Error("a notification names a card or a hand");
    // no tab on the game any more: a Web Push as the server words it (server/src/notify/push.ts) reaches
    // the service worker (Chrome's DevTools protocol delivers it in place of a push service)
    await B.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).forEach((n) => n.close()));
    await B.goto(`${base}/`);
    const cdp = await bob.ctx.newCDPSession(B);
    const registered = new Promise((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
        const reg = e.registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
        if (reg) resolve(reg.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    const registrationId = await registered;
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: base, registrationId, data: JSON.stringify({ kind: "turn", game: "house", gameId, url: `/g/${gameId}`, lang: "ru" }) });
    await waitFor(async () => (await shown(B)).length > 0, 5000, "the push's notification");
    const pushed = await shown(B);
    if (pushed.length !== 1 || pushed[0].title !== "Ваш ход в игре «Дом»" || pushed[0].body !== "Откройте игру, чтобы сходить." || pushed[0].tag !== `turn-${gameId}`)
      throw new Error(`House: the push showed ${JSON.stringify(pushed)}`);
    await ann.close();
    await bob.close();
  }
  // Siege: Ann seat 1, Боб seat 2 (Russian)
  {
    const ann = await newPlayer({ width: 1280, height: 800 });
    const bob = await newPlayer({ width: 390, height: 844 }, "ru-RU");
    await bob.ctx.grantPermissions(["notifications"], { origin: base });
    const { page: A } = ann;
    const { page: B } = bob;
    await openSiegeTable({ base, A, B, seed: "e2e-notify-siege", deck: "short" });
    // on a phone the button is in the Seats tab
    await B.click('nav.tabs button[data-tab="seats"]');
    const list = await untilBobsTurn({ base, A, B, waitFor, sleep, shots, name: "siege" });
    if (list.length !== 1 || list[0].title !== "Ваш ход в игре «Осада»") throw new Error(`Siege: Bob's notifications ${JSON.stringify(list)}`);
    await ann.close();
    await bob.close();
  }
}
