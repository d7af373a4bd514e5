import { ArraySchema, Schema, type } from "@colyseus/schema";

/** One column shift of a roll's need and its cause (`RollShift`, shared/src/siege/state/needs.ts). */
export class SiegeRollShift extends Schema {
  @type("string") cause = "";
  @type("int8") by = 0;
}

/**
 * One roll a chosen action would make (`PlannedRoll`, shared/src/siege/actions/needs-before.ts): its
 * purpose and the fields of its need (`RollNeed`) as typed fields, those its kind has not left at
 * their defaults: `read` the kind; `column`, `base`, `strength`, `shifts` and `from` (−1: no total
 * scores) of a table; `faces`, `faces2`, `any` of faces; `atLeast` of a total; `bonus` of a Forage.
 */
export class SiegePlannedRoll extends Schema {
  @type("string") purpose = "";
  @type("string") read = "";
  @type("string") column = "";
  @type("string") base = "";
  @type("uint8") strength = 0;
  @type([SiegeRollShift]) shifts = new ArraySchema<SiegeRollShift>();
  @type("int8") from = -1;
  @type(["uint8"]) faces = new ArraySchema<number>();
  @type(["uint8"]) faces2 = new ArraySchema<number>();
  @type("boolean") any = false;
  @type("uint8") atLeast = 0;
  @type("uint8") bonus = 0;
}

/** The rolls, in order, one action a player could choose now would make. */
export class SiegePlannedRolls extends Schema {
  @type([SiegePlannedRoll]) rolls = new ArraySchema<SiegePlannedRoll>();
}
