import { cellAt, sqKey, type Board } from "../board";
import { boardOf, livingHumans, reachedSquares, roomOf } from "../geometry";
import { zombieList } from "../occupancy";
import { walkSteps } from "../search/surprise-squares";
import type { HouseState, Pending, Sq } from "../types";

/** The baby's rooms in order of priority (H-A12): bathroom, bedroom, living room, kitchen, office, shed or garage, car. */
export const BABY_ROOMS = ["bathroom", "bedroom", "living", "kitchen", "office", "garage", "shed", "car"];

/** A dense index of a square: main board cells first, then the cellar inset. */
function cellIndex(b: Board, q: Sq): number {
  return q.z === 0 ? q.y * b.width + q.x : b.width * b.height + q.y * b.cellar.width + q.x;
}

const componentCache = new Map<string, Int32Array>();

/**
 * Walking components of the floor (by `cellIndex`; -1 off the floor): squares joined by open edges,
 * doors, unbarricaded windows and the open cellar link. They depend only on the map, the cellar door
 * and the barricades, so they are memoised by those (a pure function; the cache is only speed).
 */
function components(s: HouseState): Int32Array {
  const key = `${s.options.map}|${s.cellar.revealed ? s.cellar.door : "-"}|${[...s.barricades].sort().join(";")}`;
  const hit = componentCache.get(key);
  if (hit) return hit;
  const b = boardOf(s);
  const all: Sq[] = [];
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) all.push({ x, y, z: 0 });
  if (s.cellar.revealed) for (let y = 0; y < b.cellar.height; y++) for (let x = 0; x < b.cellar.width; x++) all.push({ x, y, z: 1 });
  const comp = new Int32Array(b.width * b.height + b.cellar.width * b.cellar.height).fill(-1);
  let label = 0;
  for (const start of all) {
    if (cellAt(b, start)?.terrain !== "floor" || comp[cellIndex(b, start)] !== -1) continue;
    const queue = [start];
    comp[cellIndex(b, start)] = label;
    const visit = (n: Sq) => {
      const i = cellIndex(b, n);
      if (comp[i] !== -1) return;
      comp[i] = label;
      queue.push(n);
    };
    for (let i = 0; i < queue.length; i++) walkSteps(s, queue[i]!).forEach(visit);
    label++;
  }
  if (componentCache.size >= 256) componentCache.clear();
  componentCache.set(key, comp);
  return comp;
}

/**
 * Floor squares the humans can walk to (§17 "a human can approach it", G28), as a test on a
 * square: in the walking component of some living human. Figures do not block (they move); walls,
 * obstacles and barricades do.
 */
export function walkableFromHumans(s: HouseState): (q: Sq) => boolean {
  const b = boardOf(s);
  const comp = components(s);
  const reached = new Set<number>();
  for (const h of livingHumans(s)) reached.add(comp[cellIndex(b, h.pos!)]!);
  return (q) => {
    const c = cellAt(b, q) ? comp[cellIndex(b, q)]! : -1;
    return c !== -1 && reached.has(c);
  };
}

/**
 * Whether the baby may lie on `sq` (H-A11, §17, G28): any cell, obstacle or not, provided some
 * floor cell a human can walk to, with no zombie on it, reaches it (§2.5, 8 directions) or is it.
 */
function babyMayLie(s: HouseState, walk: (q: Sq) => boolean, zombieAt: Set<string>, sq: Sq): boolean {
  const ok = (f: Sq) => walk(f) && !zombieAt.has(sqKey(f));
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
  const zombieAt = new Set<string>();
  for (const z of zombieList(s)) {
    zombieAt.add(sqKey(z.pos));
    const r = roomOf(s, z.pos);
    if (r) zombiesIn.set(r, (zombiesIn.get(r) ?? 0) + 1);
  }
  let best: { squares: Sq[]; zombies: number } | null = null;
  for (const room of BABY_ROOMS) {
    const cells = b.rooms[room];
    if (!cells) continue;
    const zombies = zombiesIn.get(room) ?? 0;
    if (best && zombies >= best.zombies) continue;
    const squares = cells.filter((q) => babyMayLie(s, walk, zombieAt, q));
    if (!squares.length) continue;
    best = { squares, zombies };
    if (zombies === 0) break;
  }
  return best ? best.squares : [];
}

/** The baby placement lapses when no room has a square a human can come next to (G21). */
export function babyLapse(s: HouseState, p: Pending): string | null {
  return p.kind === "babyPlace" && babySquares(s).length === 0 ? "no room has a square a human can come next to: the baby does not appear [house G21]" : null;
}
