import type { IncomingMessage, Server } from "node:http";
import { ADDRESS_HEADER, clientAddress } from "./create-limits";

/** The settings the address is read with (at every upgrade). */
export interface UpgradeAddressSettings {
  /** Proxies in front of the server whose X-Forwarded-For is believed (ZEDFALL_TRUST_PROXY). */
  trustProxy: number;
}

/**
 * Writes the client address the server decided on (`clientAddress`: the socket's peer, or the
 * trusted proxy's entry) into `ADDRESS_HEADER` of every WebSocket upgrade request of `server`,
 * overwriting whatever a client sent under that name, so a game room reads it from its join's
 * auth context (GameRoom.onAuth) for the per-address hint budget.
 */
export function markUpgradeAddresses(server: Server, settings: UpgradeAddressSettings): void {
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = function (event: string, ...args: unknown[]): boolean {
    if (event === "upgrade") {
      const req = args[0] as IncomingMessage;
      req.headers[ADDRESS_HEADER] = clientAddress(req, settings.trustProxy);
    }
    return emit(event, ...args);
  } as typeof server.emit;
}
