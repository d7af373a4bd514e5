// The app icons' PNGs from their SVG sources (client/public/icons/icon.svg and maskable.svg), drawn by
// Debian's chromium through playwright-core: `node client/build/icons.mjs`. Run it after changing an
// SVG and commit the PNGs (the manifest's 192 and 512, the maskable 512, the 180 apple-touch-icon).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");
const PNGS = [
  ["icon.svg", "icon-192.png", 192],
  ["icon.svg", "icon-512.png", 512],
  ["maskable.svg", "maskable-512.png", 512],
  ["maskable.svg", "apple-touch-icon.png", 180],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--headless", "--disable-gpu"] });
try {
  for (const [src, out, side] of PNGS) {
    const page = await browser.newPage({ viewport: { width: side, height: side } });
    const svg = readFileSync(join(dir, src), "utf8").replace("<svg ", `<svg width="${side}" height="${side}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: join(dir, out), omitBackground: true });
    await page.close();
    console.log(`${out} ${side}x${side}`);
  }
} finally {
  await browser.close();
}
