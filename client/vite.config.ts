import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { defineConfig, type Plugin } from "vite";
import { gameDocs } from "./build/docs";
import { HOUSE_ICONS } from "./src/games/house/icons";
import { SIEGE_ICONS } from "./src/games/siege/icons";

/** The game-icons (CC BY 3.0) the games draw; only these are bundled, not the whole 4000-icon set. */
const ICONS = [...new Set([...HOUSE_ICONS, ...SIEGE_ICONS])];

/** `virtual:icons`: { name: { body, width, height } } read from @iconify-json/game-icons at build time. */
function gameIcons(): Plugin {
  const id = "virtual:icons";
  return {
    name: "zedfall-game-icons",
    resolveId: (s) => (s === id ? "\0" + id : null),
    load(s) {
      if (s !== "\0" + id) return null;
      const req = createRequire(import.meta.url);
      const set = JSON.parse(readFileSync(req.resolve("@iconify-json/game-icons/icons.json"), "utf8"));
      const out: Record<string, { body: string; width: number; height: number }> = {};
      for (const n of ICONS) {
        const icon = set.icons[n];
        if (!icon) throw new Error(`game-icons has no icon '${n}'`);
        out[n] = { body: icon.body, width: icon.width ?? set.width ?? 512, height: icon.height ?? set.height ?? 512 };
      }
      return `export default ${JSON.stringify(out)};`;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [gameIcons(), gameDocs(join(import.meta.dirname, ".."))],
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // `npm run dev -w @zedfall/client` talks to a server on :2567 (VITE_SERVER); the built client is served by the server itself
  server: { port: 5173 },
});
