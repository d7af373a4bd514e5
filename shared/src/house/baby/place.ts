import { z } from "zod";
import { DIRS, cellAt, sameSq, sqKey, step } from "../board";
import { registerActions, type ActionDef } from "../engine";
import { boardOf, edgeNow, figureAt, linkSquares, livingHumans, reachedSquares, roomOf, st0 } from "../geometry";
import { onDeadPending, queuePending } from "../human/common";
import { sqSchema } from "../setup";
import type { HouseState, Sq } from "../types";

/** The baby's rooms in order of priority (H-A12): bathroom, bedroom, living room, kitchen, office, shed or garage, car. */
export const BABY_ROOMS = ["bathroom", "bedroom", "living", "kitchen", "office", "garage", "shed", "car"];

/**
 * Floor squares the humans can walk to (§17 "a human can approach it", G28): from every living
 * human, across open edges, doors, unbarricaded windows and the open cellar link. Figures do not
 * block (they move); walls, obstacles and barricades do.
 */
export function walkableFromHumans(s: HouseState): Set<string> {
  const b = boardOf(s);
  const seen = new Set<string>();
  const queue: Sq[] = [];
  for (const h of livingHumans(s)) {
    if (seen.has(sqKey(h.pos!))) continue;
    seen.add(sqKey(h.pos!));
    queue.push(h.pos!);
  }
  const top = s.cellar.revealed ? st0(s) : null;
  const link = top ? linkSquares(s) : [];
  for (let i = 0; i < queue.length; i++) {
    const q = queue[i]!;
    const next = DIRS.map((d) => step(q, d));
    if (top && sameSq(q, top)) next.push(...link);
    else if (top && link.some((l) => sameSq(l, q))) next.push(top);
    for (const n of next) {
      if (seen.has(sqKey(n)) || cellAt(b, n)?.terrain !== "floor") continue;
      const e = edgeNow(s, q, n);
      if (e.type === "wall" || e.barricaded) continue;
      seen.add(sqKey(n));
      queue.push(n);
    }
  }
  return seen;
}

/**
 * Whether the baby may lie on `sq` (H-A11, §17, G28): any cell, obstacle or not, provided some
 * floor cell a human can walk to, with no zombie on it, reaches it (§2.5, 8 directions) or is it.
 */
function babyMayLie(s: HouseState, walk: Set<string>, sq: Sq): boolean {
  const ok = (f: Sq) => walk.has(sqKey(f)) && figureAt(s, f)?.kind !== "zombie";
  return ok(sq) || reachedSquares(s, sq).some(ok);
}

/**
 * The squares where the Zombie seat may put the baby now (H-A12, §17, G21, G28, C17): the first room
 * of the priority list with no zombie or crawler in it, among the rooms that have a square where the
 * baby may lie; if every such room holds zombies, the one with the fewest (ties by priority). Empty
 * when no room has such a square.
 */
export function babySquares(s: HouseState): Sq[] {
  const b = boardOf(s);
  const walk = walkableFromHumans(s);
  const zombiesIn = new Map<string, number>();
  for (const z of Object.values(s.zombies)) {
    const r = roomOf(s, z.pos);
    if (r) zombiesIn.set(r, (zombiesIn.get(r) ?? 0) + 1);
  }
  let best: { squares: Sq[]; zombies: number } | null = null;
  for (const room of BABY_ROOMS) {
    const cells = b.rooms[room];
    if (!cells) continue;
    const zombies = zombiesIn.get(room) ?? 0;
    if (best && zombies >= best.zombies) continue;
    const squares = cells.filter((q) => babyMayLie(s, walk, q));
    if (!squares.length) continue;
    best = { squares, zombies };
    if (zombies === 0) break;
  }
  return best ? best.squares : [];
}

type PlaceBaby = { type: "placeBaby"; at: Sq };

/**
 * `placeBaby` (H-A9, H-A10, H-A11, H-A12, G28): the Zombie seat puts the baby token on one of
 * `babySquares`. It answers the `babyPlace` decision opened by the Baby card (variant 1) or by the
 * setup (variant 2).
 */
const placeBabyDef: ActionDef<PlaceBaby> = {
  type: "placeBaby",
  pending: "babyPlace",
  schema: z.object({ type: z.literal("placeBaby"), at: sqSchema }).strict(),
  candidates: (s) => babySquares(s).map((at) => ({ type: "placeBaby" as const, at })),
  check: (s, seat, a) => {
    if (seat !== "zombie") return "only the Zombie player places the baby";
    if (!babySquares(s).some((q) => sameSq(q, a.at)))
      return `the baby goes in the first room of bathroom, bedroom, living room, kitchen, office, garage, car with no zombie, on a square a human can come next to [H-A12, H-A11]`;
    return null;
  },
  exec: (d, _seat, a, ev) => {
    d.pending.shift();
    d.baby = { pos: { ...a.at }, carrier: null };
    ev.push({ type: "babyPlaced", at: { ...a.at }, room: roomOf(d, a.at) ?? null, text: `a baby cries in the ${roomOf(d, a.at)} at (${a.at.x},${a.at.y})`, rule: "H-A12" });
    queuePending(d, [], ev);
  },
};

onDeadPending((s, p) => (p.kind === "babyPlace" && babySquares(s).length === 0 ? "no room has a square a human can come next to: the baby does not appear [house G21]" : null));

registerActions(placeBabyDef);
