// `npm start`: installs what is missing, builds the client when its sources changed, and serves the game
// at http://localhost:${PORT:-2567}. Uses only Node built-ins, so it runs on a fresh clone. Prints a line
// per step as it begins and how long it took, so a first start (a minute or so) is never silent.
import { spawn, execSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const run = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit" });

/** The newest modification time (ms) of the files under `dir`, 0 when it does not exist. */
function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Prints `[n/3] title`, then runs `work` when `needed`, and says how long it took or why it was skipped. */
function step(n, title, needed, skipped, work) {
  if (!needed) return console.log(`[${n}/3] ${title}: ${skipped}`);
  console.log(`[${n}/3] ${title}…`);
  const t = Date.now();
  work();
  console.log(`[${n}/3] ${title}: done in ${Math.round((Date.now() - t) / 1000)} s`);
}

// the Node major `engines` names (the one CI tests and the image runs); an older one stops here in one line
const wanted = Number(/\d+/.exec(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines.node)[0]);
const major = Number(process.versions.node.split(".")[0]);
if (major < wanted) {
  console.error(`Zedfall needs Node ${wanted} or newer; this is Node ${process.versions.node} (${process.execPath})`);
  process.exit(1);
}

const lock = join(root, "package-lock.json");
const installed = join(root, "node_modules", ".package-lock.json");
step(1, "Installing dependencies (npm ci)", !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs, "up to date", () =>
  run("npm ci --no-audit --no-fund"),
);
const built = join(root, "client", "dist", "index.html");
const sources = Math.max(newest(join(root, "client", "src")), newest(join(root, "shared", "src")), statSync(join(root, "client", "index.html")).mtimeMs);
step(2, "Building the client (vite build)", !existsSync(built) || statSync(built).mtimeMs < sources, "up to date", () => run("npm run build -w @zedfall/client"));

// run from server/ so tsx applies server/tsconfig.json (legacy decorators for the schema, STACK pitfall 4)
// games are kept in ./data of the project (SQLite) unless ZEDFALL_DATA or DATABASE_URL says otherwise
console.log(`[3/3] Starting the server on port ${process.env.PORT ?? 2567}…`);
const env = { ...process.env, ZEDFALL_DATA: process.env.ZEDFALL_DATA ?? join(root, "data") };
const server = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], { cwd: join(root, "server"), stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
