import type { Placement } from "../placement";

/** What each placement batch is, for the log and its rule citation. */
export const PLACEMENT_INFO: Record<Placement["reason"], { what: string; rule: string }> = {
  spawn: { what: "the spawn", rule: "house §13.1" },
  boring: { what: "the How boring zombie", rule: "H-B3" },
  horde: { what: "the Horde", rule: "house §14 #10" },
  "dead-resident": { what: "the Dead Resident", rule: "house §14 #2" },
  "something-below": { what: "the zombie from below", rule: "house §14 #14" },
  "legless-legion": { what: "the Legless Legion", rule: "house §14 #13" },
  "crawler-pair": { what: "the crawlers", rule: "H-A4" },
};
