/**
 * Colyseus 0.18 reads the global `WebSocket.OPEN` on its reconnection path; Node 20 has no global
 * WebSocket, so without this the reconnection path throws. Imported first by the server entry and listed in Jest setupFiles.
 */
import { WebSocket as WS } from "ws";
(globalThis as { WebSocket?: unknown }).WebSocket ??= WS;
