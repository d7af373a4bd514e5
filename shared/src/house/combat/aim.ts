import { LINK, cellAt, sameSq, step, turnLeft, turnRight } from "../board";
import { boardOf, cellarDoorSq, edgeNow, facedCell, figureAt, isBarricaded, linkSquares, meleeSquare, reaches, st0 } from "../geometry";
import type { Dir, Human, HouseState, Sq } from "../types";
import { WEAPONS, fightingAs } from "./weapons";

/** One square of an attack's field: its distance ahead and its shotgun lane (G13). */
export interface FieldSq {
  sq: Sq;
  d: number;
  lane: "centre" | "left" | "right";
}

/**
 * What an attack covers (§9.1, §9.2, §2.7, C1, G13, G17): the squares in roll order, and whether
 * it crosses the cellar link (then nothing is pushed).
 */
export interface Field {
  squares: FieldSq[];
  link: boolean;
}

/** Whether the edge from a to its orthogonal neighbour b lets a shot or a lane through: not a wall, not barricaded (§2.7). */
function shotPasses(s: HouseState, a: Sq, b: Sq): boolean {
  const e = edgeNow(s, a, b);
  return e.type !== "wall" && !e.barricaded;
}

function isFloor(s: HouseState, q: Sq): boolean {
  return cellAt(boardOf(s), q)?.terrain === "floor";
}

/**
 * Line of fire of §2.7: squares straight ahead from `from` along `dir`, up to `range`, stopping
 * after the first occupied square or before a wall, barricade, obstacle or the board edge (windows
 * and doorways do not stop a shot).
 */
export function lineOfFire(s: HouseState, from: Sq, dir: Dir, range: number): FieldSq[] {
  const out: FieldSq[] = [];
  let cur = from;
  for (let d = 1; d <= range; d++) {
    const next = step(cur, dir);
    if (!isFloor(s, next) || !shotPasses(s, cur, next)) break;
    out.push({ sq: next, d, lane: "centre" });
    if (figureAt(s, next)) break;
    cur = next;
  }
  return out;
}

/**
 * The shotgun box of G13, in roll order (by distance, then centre, left, right): the centre lane is
 * d 1..5 straight ahead; each side lane starts at the diagonal square ahead, used only if the
 * shooter reaches it (§2.5), and runs straight on to d 5. A lane ends at a wall, barricade,
 * obstacle, the board edge or the cellar link; figures do not end lanes.
 */
export function shotgunBox(s: HouseState, from: Sq, dir: Dir): FieldSq[] {
  const lanes: { lane: FieldSq["lane"]; squares: Sq[] }[] = [];
  for (const lane of ["centre", "left", "right"] as const) {
    const squares: Sq[] = [];
    let cur = from;
    for (let d = 1; d <= 5; d++) {
      let next = step(cur, dir);
      if (d === 1 && lane !== "centre") next = step(next, lane === "left" ? turnLeft(dir) : turnRight(dir));
      const open = d === 1 && lane !== "centre" ? reaches(s, from, next) : shotPasses(s, cur, next);
      if (!isFloor(s, next) || !open) break;
      squares.push(next);
      cur = next;
    }
    lanes.push({ lane, squares });
  }
  const out: FieldSq[] = [];
  for (let d = 1; d <= 5; d++) for (const l of lanes) if (l.squares[d - 1]) out.push({ sq: l.squares[d - 1]!, d, lane: l.lane });
  return out;
}

/** Whether the cellar link is open for combat (revealed, not barricaded; G17). */
function linkOpen(s: HouseState): boolean {
  return s.cellar.revealed && !isBarricaded(s, LINK);
}

/** The link squares a human on st0 may attack (G17); empty elsewhere. */
export function linkTargets(s: HouseState, h: Human): Sq[] {
  return h.pos && linkOpen(s) && sameSq(h.pos, st0(s)) ? linkSquares(s) : [];
}

/**
 * The field of `h`'s attack now (§9.1, §9.2, C1, G12, G13, G17). With `at`: the chosen link square
 * of a human on st0 (null if not one). Without: a human facing the cellar-door square attacks st0;
 * otherwise a loaded firearm covers its line (pistol, rifle) or box (shotguns) and every other way of
 * fighting covers the C1 melee square. Every weapon treats a link square as its whole field.
 */
export function attackField(s: HouseState, h: Human, at?: Sq): Field | null {
  if (!h.pos) return null;
  if (at) return linkTargets(s, h).some((q) => sameSq(q, at)) ? { squares: [{ sq: at, d: 1, lane: "centre" }], link: true } : null;
  const door = cellarDoorSq(s);
  if (door && linkOpen(s) && sameSq(facedCell(s, h), door)) return { squares: [{ sq: st0(s), d: 1, lane: "centre" }], link: true };
  const how = fightingAs(h);
  if (how.fires && how.card) {
    const row = WEAPONS[how.card];
    return { squares: row.reach === "box" ? shotgunBox(s, h.pos, h.facing) : lineOfFire(s, h.pos, h.facing, row.range!), link: false };
  }
  const m = meleeSquare(s, h);
  return { squares: m ? [{ sq: m, d: 1, lane: "centre" }] : [], link: false };
}
