import { rollsBefore, type PlannedRoll } from "@zedfall/shared/siege/actions/needs-before";
import type { Siege } from "@zedfall/shared";
import { SiegePlannedRoll, SiegePlannedRolls, SiegeRollShift, type SiegeRoomState } from "@zedfall/shared/protocol/schema";
import { putEntries, putFields, putItems, putList } from "../../../schema/put";

/** Writes one planned roll into its typed fields, each only when it changed (a field its need has not keeps its default). */
function writeRoll(r: SiegePlannedRoll, p: PlannedRoll): void {
  const n = p.need as Partial<Record<string, unknown>>;
  putFields(r, {
    purpose: p.purpose,
    read: p.need.read,
    column: typeof n.column === "string" ? n.column : "",
    base: typeof n.base === "string" ? n.base : "",
    strength: typeof n.strength === "number" ? n.strength : 0,
    from: typeof n.from === "number" ? n.from : -1,
    any: n.any === true,
    atLeast: typeof n.atLeast === "number" ? n.atLeast : 0,
    bonus: typeof n.bonus === "number" ? n.bonus : 0,
  });
  putItems(r.shifts, "shifts" in p.need ? p.need.shifts : [], () => new SiegeRollShift(), (x, sh) => putFields(x, { cause: sh.cause, by: sh.by }));
  putList(r.faces, p.need.read === "faces" ? p.need.faces : []);
  putList(r.faces2, p.need.read === "faces" ? (p.need.faces2 ?? []) : []);
}

/**
 * Writes the rolls each action a player could choose now would make, with what each needs (the
 * rules' `rollsBefore`: shots, moves into Zeds or Raiders, Forage, the Siren, the hoses, a
 * re-roll), into `schema.rollNeeds` by action key, as typed fields touched only where they changed;
 * entries of actions no longer possible are deleted. Nothing in a need is secret: the rules read
 * the open board only.
 */
export function syncRollNeeds(schema: SiegeRoomState, s: Siege.SiegeState): void {
  putEntries(schema.rollNeeds, Object.entries(rollsBefore(s)), () => new SiegePlannedRolls(), (item, rolls) => putItems(item.rolls, rolls, () => new SiegePlannedRoll(), writeRoll));
}
