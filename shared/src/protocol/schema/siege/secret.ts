import { Schema, type } from "@colyseus/schema";

/**
 * A Siege seat's private part: an entry of the `@view()` map `secrets` that only the seat's holder
 * has in its StateView. Siege is co-operative and its secrets (deck orders, the reserve, the bag,
 * face-down rumors) are the server's alone (D4), so a seat holds nothing the others may not see:
 * the entry only names the seat, which tells the client whose eyes it looks through.
 */
export class SiegeSecret extends Schema {
  @type("string") seat = "";
}
