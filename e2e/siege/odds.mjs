// The lobby's odds line (siege G31) in two browsers: Ann (desktop, English) creates a Siege table
// with the measured setup (the options' defaults) and takes seat 1 alone; her lobby quotes the strong
// bot's one-seat row of the measured table. At a second table Боб (phone 390×844, Russian) joins and
// takes seat 2: both lobbies quote the two-seat row, each in its own language. The expected figures are read
// from the table the lobby reads (shared/src/siege/odds.json), so a new measurement needs no edit here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openSiegeTable } from "../siege-table.mjs";

const ODDS = JSON.parse(readFileSync(new URL("../../shared/src/siege/odds.json", import.meta.url), "utf8"));

/** The strong bot's printed-Pressure row for `seats`: its rounded win percent and games. */
function strongRow(seats) {
  const r = ODDS.rows.find((x) => x.bot === "strong" && x.seats === seats && x.pressure === "printed");
  if (!r) throw new Error(`no strong row for ${seats} seat(s) in odds.json`);
  return { percent: Math.round((100 * r.wins) / r.games), games: r.games };
}

const note = (page) => page.evaluate(() => document.querySelector("#lobby-note")?.textContent ?? "");

export async function siegeOdds({ base, newPlayer, waitFor, shots }) {
  const { page: A } = await newPlayer({ width: 1280, height: 800 }, "en-US");
  const { page: B } = await newPlayer({ width: 390, height: 844 }, "ru-RU");
  const one = strongRow(1);
  const two = strongRow(2);
  const en = (r) => `A strong team of bots wins about ${r.percent} % of such games (${r.games} games measured).`;
  const ru = (r) => `Сильная команда ботов выигрывает примерно ${r.percent} % таких партий (измерено на ${r.games} партиях).`;
  // Ann alone at a table of her own: the one-seat row
  await openSiegeTable({
    base,
    A,
    seed: "odds-lobby-1",
    deck: "normal",
    beforeStart: async () => {
      await waitFor(async () => (await note(A)) === en(one), 10000, `Ann's one-seat line "${en(one)}"`);
      console.log(`  one seat: "${await note(A)}"`);
    },
  });
  // Ann and Боб: the two-seat row on both pages
  await openSiegeTable({
    base,
    A,
    B,
    seed: "odds-lobby",
    deck: "normal",
    beforeStart: async () => {
      await waitFor(async () => (await note(A)) === en(two), 10000, `Ann's line "${en(two)}"`);
      await waitFor(async () => (await note(B)) === ru(two), 10000, `Боб's line "${ru(two)}"`);
      await A.screenshot({ path: join(shots, "odds-ann-desktop-en.png"), fullPage: true });
      await B.screenshot({ path: join(shots, "odds-bob-phone-ru.png"), fullPage: true });
      console.log(`  two seats: "${await note(A)}" / "${await note(B)}"`);
    },
  });
}
