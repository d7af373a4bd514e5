import { SIEGE_BOARD } from "@zedfall/shared/siege/board";
import { unitDef } from "@zedfall/shared/siege/units/player";
import { zedsDef } from "@zedfall/shared/siege/state/occupancy";
import { RAIDERS } from "@zedfall/shared/siege/raiders/units";
import { type SiegeRoomState, SiegeUnit } from "@zedfall/shared/protocol/schema";
import { putFields, putList } from "../../../schema/put";
import type { SiegePublic } from "./public";

/** The plain fields of a unit row (what `putFields` writes into a SiegeUnit). */
type UnitRow = Pick<SiegeUnit, "kind" | "def" | "side" | "seat" | "space" | "hits" | "strength" | "otherStrength" | "hitsPerSide" | "reduced" | "coma" | "holdingOut">;

/**
 * Writes the player units, the Zeds counters and the Raiders on the map into `schema.units` by id
 * (§3.1): space id, face up and its Strength, hits and pips per side, owner, coma, Holding Out,
 * markers and the Attach rumors carried (G10). Raiders (§3.3) are their own side, `raiders`, kind
 * and def `raiders`, no seat. Units that left the map are deleted.
 */
export function syncSiegeUnits(schema: SiegeRoomState, s: SiegePublic): void {
  const units = schema.units;
  const seen = new Set<string>();
  for (const id in s.units) {
    const u = s.units[id]!;
    const d = unitDef(u.def);
    const reduced = u.side === "reduced";
    seen.add(id);
    write(units, id, {
      kind: d.category,
      def: u.def,
      side: "defenders",
      seat: u.seat ?? "",
      space: spaceId(u.at),
      hits: u.hits,
      // a Strength held for good (Hauser's +2, siege §3.3) shows on both sides
      strength: (reduced ? d.reduced : d.full) + (u.bonus ?? 0),
      otherStrength: d.twoSided ? (reduced ? d.full : d.reduced) + (u.bonus ?? 0) : 0,
      hitsPerSide: d.hitsPerSide,
      reduced,
      coma: u.coma,
      holdingOut: u.holdingOut,
    }, u.markers, u.items ?? []);
  }
  for (const id in s.zeds) {
    const z = s.zeds[id]!;
    seen.add(id);
    write(units, id, counterRow(z, z.kind, z.kind === "normal" ? "zeds" : z.id, "zeds", zedsDef(z)), z.markers, []);
  }
  for (const id in s.raiders) {
    seen.add(id);
    write(units, id, counterRow(s.raiders[id]!, "raiders", "raiders", "raiders", RAIDERS), [], []);
  }
  if (units.size !== seen.size) for (const id of [...units.keys()]) if (!seen.has(id)) units.delete(id);
}

/** A board space's id from its index ("" off the board). */
const spaceId = (i: number) => SIEGE_BOARD.spaces[i]?.id ?? "";

/**
 * The row of a counter no player owns, Zeds or Raiders (§3.1, §3.3): its space, hits, the side up
 * and both faces' Strength from its counter values `d`; no seat, never in a coma or Holding Out.
 */
function counterRow(c: { at: number; hits: number; side: "full" | "reduced" }, kind: string, def: string, side: "zeds" | "raiders", d: { full: number; reduced: number; hitsPerSide: number }): UnitRow {
  const reduced = c.side === "reduced";
  return { kind, def, side, seat: "", space: spaceId(c.at), hits: c.hits, strength: reduced ? d.reduced : d.full, otherStrength: reduced ? d.full : d.reduced, hitsPerSide: d.hitsPerSide, reduced, coma: false, holdingOut: false };
}

function write(units: SiegeRoomState["units"], id: string, row: UnitRow, markers: readonly string[], items: readonly string[]): void {
  let u = units.get(id);
  if (!u) {
    u = new SiegeUnit();
    u.id = id;
    units.set(id, u);
  }
  putFields(u, row);
  putList(u.markers, markers as string[]);
  putList(u.items, items as string[]);
}
