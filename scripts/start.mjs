// `npm start`: installs what is missing, builds the client when its sources changed, and serves the game
// at http://localhost:${PORT:-2567}. Uses only Node built-ins, so it runs on a fresh clone.
import { spawn, execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const run = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit" });

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const lock = join(root, "package-lock.json");
const installed = join(root, "node_modules", ".package-lock.json");
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log("Installing dependencies (npm ci)…");
  run("npm ci --no-audit --no-fund");
}
const built = join(root, "client", "dist", "index.html");
const sources = Math.max(newest(join(root, "client", "src")), newest(join(root, "shared", "src")), statSync(join(root, "client", "index.html")).mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log("Building the client…");
  run("npm run build -w @zedfall/client");
}
// run from server/ so tsx applies server/tsconfig.json (legacy decorators for the schema, STACK pitfall 4)
// games are kept in ./data of the project (SQLite) unless ZEDFALL_DATA or DATABASE_URL says otherwise
const env = { ...process.env, ZEDFALL_DATA: process.env.ZEDFALL_DATA ?? join(root, "data") };
const server = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], { cwd: join(root, "server"), stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
