/**
 * The loopback WebSocket echo of the load bench (npm `ws`, in a process of its own): a message
 * from a connection of group `/g<k>` is sent back to every connection of that group, the sender
 * included, the way a room's state patch reaches all its clients. No parsing, no state, no disk:
 * what any WebSocket server pays for the same traffic. Command loop: child.ts.
 */
import { WebSocketServer, type WebSocket } from "ws";
import { freeLoopbackPort } from "../../server/src/free-port";
import { serveCommands } from "./child";

const groups = new Map<string, Set<WebSocket>>();
const port = await freeLoopbackPort();
const wss = new WebSocketServer({ port, host: "127.0.0.1" });
wss.on("connection", (ws, req) => {
  const key = req.url ?? "/";
  const group = groups.get(key) ?? groups.set(key, new Set()).get(key)!;
  group.add(ws);
  ws.on("message", (data, binary) => {
    for (const peer of group) peer.send(data, { binary });
  });
  ws.on("close", () => group.delete(ws));
});
await new Promise<void>((r) => wss.once("listening", () => r()));
serveCommands(port, () => new Promise<void>((r) => wss.close(() => r())), (url) => (url.includes("/ws/") ? "websocket" : url.startsWith("node:") ? "node internals" : "other"));
