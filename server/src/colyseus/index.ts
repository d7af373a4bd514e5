import { restrictCors } from "./cors";
import { beforeMatchmake, type MatchmakeHook } from "./matchmaker-hooks";

/**
 * Every change this server makes to Colyseus' internals lives in this folder, one file a patch,
 * each written for and checked against the versions of checked.ts (a test fails when they differ):
 * - cors.ts: the matchmaker controller's CORS headers (process-wide, `patchColyseus`);
 * - matchmaker-hooks.ts: checks run before each matchmaker request (process-wide, `patchColyseus`);
 * - transport.ts: the WebSocket transport's heartbeat and corked writes (app.ts makes the server on it);
 * - frame-handler.ts: a room's frame handler (per room, rooms/limits/frames.ts in GameRoom's onCreate);
 * - room-internal-state.ts: a room's private disposing state (read by GameRoom);
 * - http-server.ts: the HTTP server under a Colyseus server (read by index.ts);
 * - matchmake-refusals.ts: the matchmaker's refusal answers gain their words key (app.ts puts it on the HTTP server).
 */

/** What the process-wide patches take: the origins allowed beside the server's own, the matchmaker hooks in order. */
export interface ColyseusPatches {
  corsOrigins: readonly string[];
  beforeMatchmake: readonly MatchmakeHook[];
}

/**
 * Applies the process-wide patches (after `defineServer`, once per server made; a later server's
 * settings replace an earlier one's): only `corsOrigins` and the server's own origin may read its
 * HTTP answers, and each matchmaker request goes through `beforeMatchmake` first.
 */
export function patchColyseus(patches: ColyseusPatches): void {
  restrictCors(patches.corsOrigins);
  beforeMatchmake(patches.beforeMatchmake);
}

export type { MatchmakeHook } from "./matchmaker-hooks";
export { keyMatchmakeRefusals } from "./matchmake-refusals";
