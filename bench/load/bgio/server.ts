/**
 * The boardgame.io peer's server child (load bench; started by bgio/target.ts through
 * spawn.ts): `node --import tsx bench/load/bgio/server.ts <dataDir>` with NODE_ENV=production.
 *
 * A stock boardgame.io 0.50.2 `Server` with the "house-lite" game (game.ts), its own socket.io
 * transport and its lobby API on the same port, listening on 127.0.0.1 on a free port (0), then
 * the command loop of child.ts (`PORT`, `sample`, `profile`, `stop`).
 *
 * Storage: boardgame.io's `FlatFile` (node-persist, one JSON file per key) in `<dataDir>`, so each
 * state change is written to disk as Zedfall's durable store does. It works on Node 20 with
 * node-persist 3.1.0, which the project installs itself: boardgame.io requires it at run time
 * but lists it only among its devDependencies (`^3.1.0`). 3.1.0 on purpose: later 3.1.x releases
 * (3.1.3 was tried) queue writes by default and flush the queue on a 1 s timer, which FlatFile
 * (it passes only dir/logging/ttl) cannot turn off; with 3.1.3 the smoke's mean action took
 * ~180 ms, the timer and not boardgame.io. 3.1.0 writes each `setItem` at once (`fs.writeFile`,
 * no fsync).
 *
 * Two things of boardgame.io's own design the bench measures as they are: the master broadcasts a
 * state update *before* its storage write (so the update a client sees is not a durability
 * acknowledgement, unlike Zedfall's `ack`; the match's next action waits for the write in the
 * match's queue), and FlatFile's `setState` rewrites the match's whole action log on every action
 * (log read, append, write back), so its cost grows through a match.
 */
import { FlatFile, Origins, Server } from "boardgame.io/server";
import type { Server as HttpServer } from "node:http";
import { serveCommands, type Classify } from "../child";
import { houseLite } from "./game";

const dataDir = process.argv[2];
if (!dataDir) {
  console.error("usage: node --import tsx bench/load/bgio/server.ts <dataDir>");
  process.exit(2);
}

// Native functions (no script url) by name: the fs bindings node-persist's reads and writes end
// in, and the stream writes the WebSocket frames end in. `writeBuffer` is both fs.write's and a
// single-buffer socket write's binding; ws corks its frames (header + payload), which makes its
// socket writes `writev`, so `writeBuffer` is counted as storage.
const NATIVE_FS = new Set(["open", "close", "fstat", "read", "readFileUtf8", "stat", "lstat", "mkdir", "readdir", "rename", "unlink", "writeBuffer", "writeString", "fsync", "fdatasync", "ftruncate"]);
const NATIVE_NET = new Set(["writev", "writeUtf8String", "writeLatin1String", "writeAsciiString", "shutdown"]);

/** Which part of the boardgame.io server a profiled function belongs to, from its script url (and, for a native function, its name). */
export const classify: Classify = (url, fn) => {
  if (url === "" && NATIVE_FS.has(fn)) return "storage";
  if (url === "" && NATIVE_NET.has(fn)) return "socket.io";
  if (url.includes("/bench/load/bgio/game.ts")) return "game rules";
  if (/\/node_modules\/(node-persist|mkdirp)\//.test(url) || /^node:(fs|internal\/fs)/.test(url)) return "storage";
  if (/\/node_modules\/(socket\.io|socket\.io-parser|socket\.io-adapter|@socket\.io|engine\.io|engine\.io-parser|ws|koa-socket-2|base64id)\//.test(url)) return "socket.io";
  if (/^node:(net|internal\/net|internal\/stream_base_commons|internal\/streams|stream|buffer)/.test(url)) return "socket.io";
  if (/\/node_modules\/(koa|@koa|koa-body|koa-compose|co-body|raw-body|formidable|cors)\//.test(url) || /^node:(_http|http|internal\/http)/.test(url)) return "koa/http";
  // boardgame.io's server bundle holds its master, flow, reducer and plugins (and the lobby routes
  // and the FlatFile class, thin wrappers); immer, redux, rfc6902, p-queue are what the master runs.
  if (/\/node_modules\/(boardgame\.io|immer|redux|rfc6902|p-queue|lodash\.isplainobject|flatted|nanoid)\//.test(url)) return "boardgame.io master";
  return "other";
};

const db = new FlatFile({ dir: dataDir });
// Node clients send no Origin header, so CORS does not matter; this only silences the warning.
const server = Server({ games: [houseLite], db, origins: [Origins.LOCALHOST] });

// `run` listens on every interface (it has no host option); the bench stays on loopback, so the
// listen that koa-socket-2 patched onto the app is bound to 127.0.0.1 here.
const app = server.app as unknown as { listen: (...args: unknown[]) => HttpServer };
const listen = app.listen.bind(app);
app.listen = (port: unknown, cb: unknown) => listen(port, "127.0.0.1", cb);

const { appServer } = await server.run(0);
const address = appServer.address();
const port = typeof address === "object" && address ? address.port : 0;

/** Closes the socket.io connections and the HTTP server (the child exits after it). */
async function stop(): Promise<void> {
  const io = (server.app as unknown as { _io?: { close: (cb?: () => void) => void } })._io;
  await new Promise<void>((res) => {
    const t = setTimeout(res, 2000);
    const done = () => {
      clearTimeout(t);
      res();
    };
    if (io) io.close(done);
    else appServer.close(done);
  });
}

serveCommands(port, stop, classify);
