import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import { gameDocs } from "./build/docs";
import { gameFolders } from "./build/games";
import { turnWords } from "./build/turn-words";

/**
 * The game-icons (CC BY 3.0) the games draw, from each game folder's icons.ts (every list of names
 * it exports), bundled by esbuild and loaded here; only these are bundled, not the whole 4000-icon set.
 */
async function gameIconNames(): Promise<string[]> {
  const names = new Set<string>();
  for (const id of gameFolders(import.meta.dirname)) {
    const file = join(import.meta.dirname, "src", "games", id, "icons.ts");
    const js = (await build({ entryPoints: [file], bundle: true, write: false, format: "esm", platform: "neutral" })).outputFiles[0]!.text;
    const mod: Record<string, unknown> = await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`);
    for (const list of Object.values(mod)) if (Array.isArray(list)) for (const n of list) names.add(String(n));
  }
  return [...names];
}

/** `virtual:icons`: { name: { body, width, height } } read from @iconify-json/game-icons at build time. */
function gameIcons(): Plugin {
  const id = "virtual:icons";
  return {
    name: "zedfall-game-icons",
    resolveId: (s) => (s === id ? "\0" + id : null),
    async load(s) {
      if (s !== "\0" + id) return null;
      const req = createRequire(import.meta.url);
      const set = JSON.parse(readFileSync(req.resolve("@iconify-json/game-icons/icons.json"), "utf8"));
      const out: Record<string, { body: string; width: number; height: number }> = {};
      for (const n of await gameIconNames()) {
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
  // `virtual:turn-words`: the shell's `notify` words and every game's `gameName`, gathered from the game folders
  const words: EsbuildPlugin = {
    name: "turn-words",
    setup(b) {
      b.onResolve({ filter: /^virtual:turn-words$/ }, () => ({ path: "turn-words", namespace: "zedfall" }));
      b.onLoad({ filter: /.*/, namespace: "zedfall" }, () => ({ contents: JSON.stringify(turnWords(import.meta.dirname)), loader: "json" }));
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
        plugins: [words],
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
