// Siege cards where they are played and counters you can read: the round strip shows the current
// Event card's text (from the rules reference's words), and a Zeds counter opens its sheet — the mouse
// over it peeks (desktop), a tap pins it under the status line with its Strength both sides, its
// hits, and for a Mob the combined Strength. Desktop in English, phone (390×844) in Russian.
import { join } from "node:path";
import { openSiegeTable } from "../siege-table.mjs";

/**
 * A Zeds counter on a track, its page point, and how far the nearest other counter is on screen:
 * the one standing farthest from any other (a tap beside it can only mean it), or null before the board drew it.
 */
const zedsCounter = (page) =>
  page.evaluate(() => {
    const z = window.zedfall;
    const all = [];
    z.conn.state.units.forEach((u) => {
      const at = z.screenOf(u.id);
      if (at) all.push({ id: u.id, zeds: u.side === "zeds" && u.space.includes(":"), strength: u.strength, at });
    });
    let best = null;
    for (const u of all.filter((x) => x.zeds)) {
      const near = Math.min(Infinity, ...all.filter((o) => o !== u).map((o) => Math.hypot(o.at.x - u.at.x, o.at.y - u.at.y)));
      if (!best || near > best.near) best = { ...u, near };
    }
    return best;
  });

export async function siegeCards({ base, newPlayer, waitFor, sleep, shots }) {
  const cases = [
    { viewport: { width: 1280, height: 800 }, locale: "en-US", name: "desktop-en", strength: /Strength \d+ on the (full|reduced) side \(up\)/, hits: /hits taken \d of \d/ },
    { viewport: { width: 390, height: 844 }, locale: "ru-RU", name: "phone-ru", strength: /Сила \d+ (сильной|слабой) стороной \(сейчас вверху\)/, hits: /ран получено: \d из \d/ },
  ];
  for (const c of cases) {
    const ann = await newPlayer(c.viewport, c.locale);
    const { page: A } = ann;
    await openSiegeTable({ base, A, seed: "cards-1", deck: "normal", bot: true });
    const text = await waitFor(async () => (await A.textContent("#round-strip .event-card .card-text").catch(() => ""))?.trim(), 10000, "the Event card's text on the strip");
    const card = (await A.textContent("#round-strip .event-card .card-title")).trim();
    if (/\{text|\{#/.test(text) || text.length < 10) throw new Error(`the Event card's text: "${text}"`);
    if (c.locale === "ru-RU" && !/[а-яё]/i.test(text)) throw new Error(`the Russian strip shows "${text}"`);
    console.log(`  ${c.name}: ${card} — "${text}"`);
    // a phone shows one part of the board at a time (Town Center first): the switcher brings up a track with Zeds
    const track = await A.$(".siege-views:not([hidden]) button.view:has(.view-zeds)");
    if (track) await track.click();
    const z = await waitFor(() => zedsCounter(A), 10000, "a Zeds counter on the board");
    // the counter inside the page's view (a phone scrolls the board under the strip)
    await A.evaluate((y) => (y > innerHeight - 60 ? scrollBy(0, y - innerHeight / 2) : null), z.at.y);
    await sleep(200);
    const { at } = await zedsCounter(A);
    if (c.name === "desktop-en") {
      await A.mouse.move(at.x, at.y);
      await waitFor(async () => (await A.getAttribute("#unit-peek", "data-unit").catch(() => null)) === z.id, 5000, "the peek of the counter under the mouse");
      await A.screenshot({ path: join(shots, `cards-${c.name}-peek.png`) });
      await A.mouse.move(5, 5);
    }
    // on the phone the tap lands 20 px beside the counter's centre: inside its 44 px target, whatever the chit's drawn size
    const dx = c.name === "phone-ru" ? 20 : 0;
    if (z.near < 2 * dx + 4) throw new Error(`no Zeds counter stands apart from the others (nearest ${Math.round(z.near)} px)`);
    await A.mouse.click(at.x + dx, at.y);
    await waitFor(async () => (await A.getAttribute("#unit-sheet", "data-unit").catch(() => null)) === z.id, 5000, "the counter's sheet after a tap");
    const sheet = await A.textContent("#unit-sheet .unit-sheet");
    if (!c.strength.test(sheet) || !c.hits.test(sheet)) throw new Error(`the sheet says "${sheet}"`);
    const box = await A.$eval("#unit-sheet", (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, h: r.height }; });
    console.log(`  ${c.name}: counter ${z.id} (Strength ${z.strength}) tapped ${dx} px off its centre: sheet "${sheet.replace(/\s+/g, " ").trim()}" (${Math.round(box.h)} px tall)`);
    await A.evaluate(() => document.querySelector("#unit-sheet")?.scrollIntoView({ block: "nearest" }));
    await A.screenshot({ path: join(shots, `cards-${c.name}-sheet.png`) });
    await A.click("#unit-sheet-close");
    await waitFor(async () => await A.$eval("#unit-sheet", (e) => e.hidden), 3000, "the sheet closed by its × button");
    await ann.close();
  }
}
