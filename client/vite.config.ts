import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
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

/**
 * The service worker (src/sw/service-worker.ts) as one self-contained script `/sw.js` at the root
 * (so its scope is the whole site: the invite links /g/<id> it opens), bundled by esbuild apart
 * from the app's chunks (a worker cannot load them) with only the words it needs. `vite dev`
 * serves it at the same address.
 */
function serviceWorker(): Plugin {
  // of the word files the worker imports, only the keys it reads: the shell's `notify` and each game's `gameName`
  const onlyTurnWords: EsbuildPlugin = {
    name: "turn-words-only",
    setup(b) {
      b.onLoad({ filter: /[\\/]i18n[\\/][^\\/]+\.json$/ }, ({ path }) => {
        const all = JSON.parse(readFileSync(path, "utf8"));
        return { contents: JSON.stringify({ notify: all.notify, gameName: all.gameName }), loader: "json" };
      });
    },
  };
  const bundle = async () =>
    (
      await build({
        entryPoints: [join(import.meta.dirname, "src/sw/service-worker.ts")],
        bundle: true,
        write: false,
        format: "iife",
        target: "es2020",
        minify: true,
        plugins: [onlyTurnWords],
      })
    ).outputFiles[0]!.text;
  return {
    name: "zedfall-service-worker",
    configureServer(server) {
      server.middlewares.use("/sw.js", (_req, res, next) => {
        bundle().then((js) => {
          res.setHeader("Content-Type", "text/javascript");
          res.setHeader("Cache-Control", "no-cache");
          res.end(js);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: "asset", fileName: "sw.js", source: await bundle() });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [gameIcons(), gameDocs(join(import.meta.dirname, "..")), serviceWorker()],
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // `npm run dev -w @zedfall/client` talks to a server on :2567 (VITE_SERVER); the built client is served by the server itself
  server: { port: 5173 },
});
