// Zeds Pressure as printed (siege G31) in the browser: the create page offers the option with a line
// saying what each value does; from seed pz-13 (two seats, default options) round 1's Event card is
// Wandering Zeds, which carries the Pressure icon, so the round strip shows the icon on the card and
// a line that 1 extra Zeds move comes this round; with the option off the icon stays and no line
// shows. Desktop in English, phone (390×844) in Russian.
import { join } from "node:path";
import { openSiegeTable } from "../siege-table.mjs";

/** The round strip's Event card title, whether it shows the Pressure icon, and its Pressure line ("" for none). */
const strip = (page) =>
  page.evaluate(() => ({
    card: document.querySelector("#round-strip .event-card .card-title")?.textContent ?? "",
    icon: !!document.querySelector("#round-strip .event-card .pressure-icon svg"),
    line: document.querySelector("#round-strip .pressure-coming")?.textContent ?? "",
  }));

export async function siegePressure({ base, newPlayer, waitFor, shots }) {
  const cases = [
    { viewport: { width: 1280, height: 800 }, locale: "en-US", pressure: "printed", line: /Zeds Pressure this round: after the activations the Zeds make 1 extra move/, name: "desktop" },
    { viewport: { width: 390, height: 844 }, locale: "ru-RU", pressure: "off", line: null, name: "phone" },
  ];
  for (const c of cases) {
    const ann = await newPlayer(c.viewport, c.locale);
    const { page: A } = ann;
    await openSiegeTable({
      base,
      A,
      seed: "pz-13",
      deck: "normal",
      bot: true,
      beforeCreate: async (P) => {
        const values = await P.$$eval("#opt-pressure option", (os) => os.map((o) => o.value));
        if (values.join() !== "printed,off,every-round") throw new Error(`the pressure option offers ${values.join()}`);
        if ((await P.inputValue("#opt-pressure")) !== "printed") throw new Error("the pressure option's default is not printed");
        const help = await P.textContent("#opt-pressure ~ .opt-help");
        if (!/G31/.test(help ?? "")) throw new Error(`the pressure option's line: "${help}"`);
        await P.selectOption("#opt-pressure", c.pressure);
        await P.screenshot({ path: join(shots, `g31-${c.name}-create.png`), fullPage: true });
      },
    });
    await waitFor(async () => (await strip(A)).card !== "", 10000, "the Event card on the strip");
    const s = await strip(A);
    if (!s.icon) throw new Error(`no Pressure icon on ${s.card}`);
    if (c.line ? !c.line.test(s.line) : s.line !== "") throw new Error(`the Pressure line with option ${c.pressure}: "${s.line}"`);
    const pressure = await A.evaluate(() => window.zedfall.conn.state.event.pressure);
    if (pressure !== (c.pressure === "off" ? 0 : 1)) throw new Error(`the server's count with option ${c.pressure}: ${pressure}`);
    console.log(`  ${c.name} (${c.pressure}): ${s.card.trim()} with the icon; line "${s.line.trim()}"`);
    await A.screenshot({ path: join(shots, `g31-${c.name}-strip.png`) });
    await ann.close();
  }
}
