// Siege rolls say what they need (desktop English, then phone Russian 390×844): from seed rolls-6 (two seats, Ann and a bot
// teammate) a Civilians unit can fire in the first Action phase. Before the dice the shot's entry
// in the action list says what it needs ("needs 5+ to hit (column 4)"), from the rules' need the
// server sent; after the shot the log's roll line, the dice panel's caption and the combat panel
// read the dice against the same need. A Forage's entry says its column before the die. (This seed
// offers no Move into Zeds in that phase: the Hand-to-hand's need before the dice is shown by the
// unit and word tests.)
import { join } from "node:path";
import { legal, openSiegeTable } from "../siege-table.mjs";

/** The action list's entry of a legal shot: its key, label and detail, or null while there is none. */
const shotEntry = (page) =>
  page.evaluate(() => {
    const b = [...document.querySelectorAll('#actions button.act[data-type="fire"]')][0];
    return b ? { key: b.dataset.key, label: b.textContent, detail: b.querySelector(".act-detail")?.textContent ?? "" } : null;
  });

/** The words this test reads, per language (the client's en.json / ru.json siege.need, siege.event.rollNeed, siege.combat.needs). */
const WORDS = {
  en: {
    need: /needs (\d+)\+ to hit \(column ([0-9+]+)/,
    needText: (from, column) => `needs ${from}+ to hit (column ${column}`,
    forage: /read on the Forage table, column (Town|Farm|Mine|named space)/,
    roll: /Gunfire: rolls/,
    total: /rolls (\d), (\d) = (\d+)/,
    needs: "Needs",
    hits: (hit) => (hit ? /[1-9] hits?/ : /0 hits/),
  },
  ru: {
    need: /нужно (\d+)\+ для попадания \(колонка ([0-9+]+)/,
    needText: (from, column) => `нужно ${from}+ для попадания (колонка ${column}`,
    forage: /по таблице поиска, колонка «(город|ферма|шахта|именное поле)»/,
    roll: /Стрельба: выпало/,
    total: /выпало (\d), (\d) = (\d+)/,
    needs: "Нужно",
    hits: null,
  },
};

/** Both screens: the desktop in English, the phone in Russian (its action list is the first tab). */
export async function siegeRolls(ctx) {
  await rollsOn(ctx, { width: 1280, height: 800 }, "en-US", "en", "desktop");
  await rollsOn(ctx, { width: 390, height: 844 }, "ru-RU", "ru", "phone-ru");
}

async function rollsOn({ base, newPlayer, waitFor, shots }, viewport, locale, lng, name) {
  const W = WORDS[lng];
  const ann = await newPlayer(viewport, locale);
  const { page: A } = ann;
  await openSiegeTable({ base, A, seed: "rolls-6", deck: "normal", bot: true });
  await waitFor(async () => (await legal(A)).some((a) => a.type === "fire") && (await shotEntry(A)), 15000, "a shot offered in the action list");
  const before = await shotEntry(A);
  // a Forage says its column before the die, from the rules' need the server sent
  const forage = await A.evaluate(() => {
    const b = [...document.querySelectorAll('#actions button.act[data-type="forage"]')][0];
    return b ? { key: b.dataset.key, detail: b.querySelector(".act-detail")?.textContent ?? "" } : null;
  });
  if (!forage || !W.forage.test(forage.detail)) throw new Error(`the Forage entry says no need before the die: ${JSON.stringify(forage)}`);
  const forageButton = A.locator(`#actions button.act[data-key='${forage.key}']`);
  await forageButton.scrollIntoViewIfNeeded();
  await forageButton.hover();
  await A.screenshot({ path: join(shots, `rolls-forage-before-${name}.png`) });
  const need = before.detail.match(W.need);
  if (!need) throw new Error(`the shot's entry says no need before the dice: "${before.label}"`);
  const entry = A.locator(`#actions button.act[data-key='${before.key}']`);
  await entry.scrollIntoViewIfNeeded();
  await entry.hover();
  await A.screenshot({ path: join(shots, `rolls-before-${name}.png`) });
  const seq = await A.evaluate(() => window.zedfall.conn.legal.seq);
  await entry.click();
  await waitFor(async () => (await A.evaluate(() => window.zedfall.conn.legal.seq)) !== seq, 5000, "the shot applied");
  // the roll's log line: the dice, their total and the need
  const line = await waitFor(
    () => A.evaluate((src) => [...document.querySelectorAll("#log li")].map((l) => l.textContent ?? "").reverse().find((t) => new RegExp(src).test(t)) ?? null, W.roll.source),
    5000,
    "the Gunfire roll in the log",
  );
  if (!line.includes(W.needText(need[1], need[2]))) throw new Error(`the roll's log line does not read the dice against the need: "${line}"`);
  const total = line.match(W.total);
  if (!total || Number(total[1]) + Number(total[2]) !== Number(total[3])) throw new Error(`the roll's log line gives no total: "${line}"`);
  // the combat panel: the need, the dice with their total, the hits
  const panel = await waitFor(() => A.evaluate(() => (document.querySelector("#combat:not([hidden])")?.textContent ?? "") || null), 5000, "the combat panel");
  if (!panel.includes(W.needs) || !panel.includes(W.needText(need[1], need[2])) || !panel.includes(`= ${total[3]}`)) throw new Error(`the combat panel does not read the dice against the need: "${panel}"`);
  const hits = W.hits?.(Number(total[3]) >= Number(need[1]));
  if (hits && !hits.test(panel)) throw new Error(`the combat panel's hits do not agree with the need (${total[3]} against ${need[1]}+): "${panel}"`);
  await A.screenshot({ path: join(shots, `rolls-after-${name}.png`) });
  console.log(`  before: "${before.detail}"; after: "${line.trim()}"; a Forage before: "${forage.detail}"`);
}
