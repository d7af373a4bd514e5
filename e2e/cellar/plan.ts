import { applied, house } from "@zedfall/shared";
/**
 * Finds the scripted game of the cellar e2e test: from a fixed seed the humans
 * find the basement, go down, kill the zombie below, barricade the door and win by the basement
 * rule (H-A3); on the way a crawler grabs a human (through the Zombie seat's `ask` prompt) and is
 * dragged. The engine plays both seats offline with the policies below; every die comes from the
 * seed, so a seed either works with these policies or not. The first seed that works (few rounds,
 * one cellar inhabitant) is written with its action log to e2e/cellar/plan.json, which the e2e test
 * replays by clicks in two browsers.
 *
 *   node --import tsx e2e/cellar/plan.ts [tries=400]
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DIRS, cellAt, opposite, sameSq, sqKey, step, turnLeft, turnRight } from "@zedfall/shared/house/board";
import { boardOf, edgeNow, figureAt, linkSquares, livingHumans, manhattan, reaches, st0 } from "@zedfall/shared/house/geometry";
import type { CharacterId, Dir, HouseState, Sq } from "@zedfall/shared/house/types";

/** The room options the e2e test creates the game with (everything else default: crawlers on, baby "search"). */
export const OPTIONS = { characters: "pick", reactionSeconds: 60 } as const;
const PICKS: CharacterId[] = ["lena", "kostya", "max", "petrovich"];
/** The figure the crawler grabs (it stays on the entry edge in round 1). */
const BAIT: CharacterId = "max";
/** The figure that searches the cellar-door square. */
const SEARCHER: CharacterId = "kostya";

type Action = { type: string; [k: string]: unknown };
type Entry = { seat: string; action: Action };
type Node = { q: Sq; f: Dir };
const nk = (q: Sq, f: Dir) => `${sqKey(q)}/${f}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every floor square of both boards (the cellar once revealed). */
function floorSquares(s: HouseState): Sq[] {
  const b = boardOf(s);
  const out: Sq[] = [];
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) if (cellAt(b, { x, y, z: 0 })?.terrain === "floor") out.push({ x, y, z: 0 });
  if (s.cellar.revealed)
    for (let y = 0; y < b.cellar.height; y++) for (let x = 0; x < b.cellar.width; x++) if (cellAt(b, { x, y, z: 1 })?.terrain === "floor") out.push({ x, y, z: 1 });
  return out;
}

/** The moves of a human figure on the empty board (figures ignored): move, window move, turns, going down. */
function transitions(s: HouseState, n: Node): { to: Node; cost: number }[] {
  const b = boardOf(s);
  const out: { to: Node; cost: number }[] = [];
  for (const d of DIRS) {
    const m = step(n.q, d);
    if (cellAt(b, m)?.terrain !== "floor") continue;
    const e = edgeNow(s, n.q, m);
    if (e.barricaded) continue;
    if (e.type === "open" || e.type === "door") out.push({ to: { q: m, f: d }, cost: 1 });
    else if (e.type === "window") out.push({ to: { q: m, f: d }, cost: 2 });
  }
  out.push({ to: { q: n.q, f: turnLeft(n.f) }, cost: 1 }, { to: { q: n.q, f: turnRight(n.f) }, cost: 1 }, { to: { q: n.q, f: opposite(n.f) }, cost: 2 });
  const door = s.cellar.revealed ? boardOf(s).search[s.cellar.door!]! : null;
  if (door && !s.barricades.includes("link") && linkSquares(s).some((l) => sameSq(l, n.q)) && sameSq(step(n.q, n.f), door)) out.push({ to: { q: st0(s), f: "S" }, cost: 1 });
  return out;
}

/** Cost from every node to the nearest goal node (Dijkstra on the reversed graph, figures ignored). */
function distances(s: HouseState, goal: (n: Node) => boolean): Map<string, number> {
  const nodes: Node[] = [];
  for (const q of floorSquares(s)) for (const f of DIRS) nodes.push({ q, f });
  const rev = new Map<string, { from: Node; cost: number }[]>();
  for (const n of nodes) for (const t of transitions(s, n)) {
    const k = nk(t.to.q, t.to.f);
    if (!rev.has(k)) rev.set(k, []);
    rev.get(k)!.push({ from: n, cost: t.cost });
  }
  const dist = new Map<string, number>();
  let frontier: Node[] = nodes.filter(goal);
  for (const n of frontier) dist.set(nk(n.q, n.f), 0);
  // costs are 1 or 2: a simple label-correcting loop is enough for ~1,500 nodes
  while (frontier.length) {
    const next: Node[] = [];
    for (const n of frontier) {
      const d0 = dist.get(nk(n.q, n.f))!;
      for (const r of rev.get(nk(n.q, n.f)) ?? []) {
        const k = nk(r.from.q, r.from.f);
        if ((dist.get(k) ?? Infinity) > d0 + r.cost) {
          dist.set(k, d0 + r.cost);
          next.push(r.from);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/** The node a legal move-like action of `fig` leads to, or null for other actions. */
function resultNode(s: HouseState, fig: CharacterId, a: Action): Node | null {
  const h = s.humans[fig]!;
  const here: Node = { q: h.pos!, f: h.facing };
  if (a.figure !== fig) return null;
  if (a.type === "move" || a.type === "moveWindow") return { q: step(here.q, a.dir as Dir), f: a.dir as Dir };
  if (a.type === "turn") return { q: here.q, f: a.to === "left" ? turnLeft(here.f) : a.to === "right" ? turnRight(here.f) : opposite(here.f) };
  if (a.type === "descend") return { q: st0(s), f: "S" };
  return null;
}

/**
 * The legal action of `fig` that goes down a shortest path toward `goal` (null when it is there, or
 * when every step on a shortest path is blocked by a figure: then it waits).
 */
function stepToward(s: HouseState, fig: CharacterId, goal: (n: Node) => boolean): Action | null {
  const h = s.humans[fig]!;
  const dist = distances(s, goal);
  const d0 = dist.get(nk(h.pos!, h.facing));
  if (d0 === undefined || d0 === 0) return null;
  const legal = house.legalActions(s, h.seat) as Action[];
  let best: { a: Action; v: number } | null = null;
  for (const a of legal) {
    const n = resultNode(s, fig, a);
    if (!n) continue;
    const cost = a.type === "moveWindow" || (a.type === "turn" && a.to === "around") ? 2 : 1;
    const v = cost + (dist.get(nk(n.q, n.f)) ?? Infinity);
    if (v < d0 + 1e-9 && (!best || v < best.v)) best = { a, v };
  }
  return best?.a ?? null;
}

const zombiesBelow = (s: HouseState) => Object.values(s.zombies).filter((z) => z.pos.z === 1);

/** Whether a pistol shot from `n` would hit a zombie first (house §2.7: straight ahead, 5 squares). */
function hasShot(s: HouseState, n: Node): boolean {
  const b = boardOf(s);
  let q = n.q;
  for (let i = 0; i < 5; i++) {
    const m = step(q, n.f);
    const c = cellAt(b, m);
    const e = edgeNow(s, q, m);
    if (!c || c.terrain !== "floor" || e.type === "wall" || e.barricaded) return false;
    const f = figureAt(s, m);
    if (f) return f.kind === "zombie";
    q = m;
  }
  return false;
}

/** Facing a zombie on the neighbouring square across an open edge (a melee attack, house §9.1, C1). */
function facesZombie(s: HouseState, n: Node): boolean {
  const m = step(n.q, n.f);
  const e = edgeNow(s, n.q, m);
  return (e.type === "open" || e.type === "door") && !e.barricaded && figureAt(s, m)?.kind === "zombie";
}

interface Memo {
  grabbed: boolean;
  answerAsk: boolean;
  answerNever: boolean;
}

/** What a human figure does next (null: it ends its activation, or passes). */
function figureAction(s: HouseState, fig: CharacterId, memo: Memo): Action | null {
  const h = s.humans[fig]!;
  const legal = house.legalActions(s, h.seat) as Action[];
  const has = (a: Action) => legal.find((x) => same(x, a)) ?? null;
  const b = boardOf(s);
  if (!s.cellar.revealed) {
    if (fig === BAIT && s.humanTurn.grab?.figure === BAIT) {
      // held: walk on toward the house, dragging the crawler along (H-A7)
      const target = b.search[DOOR]!;
      return stepToward(s, fig, (n) => manhattan(n.q, target) <= 3 && n.q.z === 0) ?? stepToward(s, fig, (n) => n.q.z === 0 && !sameSq(n.q, h.pos!));
    }
    if (fig === BAIT && !memo.grabbed) {
      const crawlers = Object.values(s.zombies).filter((z) => z.kind === "crawler");
      if (!crawlers.length) return null; // waits on the edge for the crawlers
      return stepToward(s, fig, (n) => crawlers.some((c) => reaches(s, c.pos, n.q)));
    }
    const target = b.search[DOOR]!;
    if (fig === SEARCHER) {
      const search = has({ type: "search", figure: fig });
      if (search && sameSq(step(h.pos!, h.facing), target)) return search;
      return stepToward(s, fig, (n) => sameSq(step(n.q, n.f), target) && edgeNow(s, n.q, step(n.q, n.f)).type !== "wall");
    }
    // the others wait near the door square
    return manhattan(h.pos!, target) <= 3 ? null : stepToward(s, fig, (n) => manhattan(n.q, target) <= 3);
  }
  const below = zombiesBelow(s);
  if (h.pos!.z === 0) {
    if (fig === BAIT && !memo.grabbed) return null;
    return stepToward(s, fig, (n) => n.q.z === 1 && sameSq(n.q, st0(s))) ?? null;
  }
  // below: kill the inhabitants (Lena shoots, the others strike bare-handed), then bar the door
  if (below.length) {
    const here: Node = { q: h.pos!, f: h.facing };
    const gun = h.weapon && !h.weapon.ammoOut;
    const attack = has({ type: "attack", figure: fig });
    if (attack && (gun ? hasShot(s, here) : facesZombie(s, here))) return attack;
    const toward = stepToward(s, fig, (n) => n.q.z === 1 && (gun ? hasShot(s, n) : facesZombie(s, n)));
    if (toward) return toward;
    return parkAction(s, fig);
  }
  const everyoneBelow = livingHumans(s).every((x) => x.pos!.z === 1);
  if (everyoneBelow) {
    const bar = has({ type: "barricade", figure: fig });
    if (bar) return bar;
  }
  return parkAction(s, fig);
}

/** Off the stairs, into the cellar room (so that the next figure can come down). */
function parkAction(s: HouseState, fig: CharacterId): Action | null {
  const h = s.humans[fig]!;
  const b = boardOf(s);
  const onStairs = cellAt(b, h.pos!)?.stair !== undefined;
  const everyoneBelow = livingHumans(s).every((x) => x.pos!.z === 1);
  // the last one down stays on the stairs to bar the door
  if (onStairs && everyoneBelow && zombiesBelow(s).length === 0) return null;
  if (!onStairs && h.pos!.y >= 3) return null;
  return stepToward(s, fig, (n) => n.q.z === 1 && n.q.y >= 3 && !figureAt(s, n.q));
}

let DOOR = "S2";

/** The human seat's next action. */
function humanPolicy(s: HouseState, memo: Memo, edge: Dir): Action {
  const legal = house.legalActions(s, "human1") as Action[];
  if (s.phase === "setup-characters") return legal.find((a) => a.character === PICKS.find((p) => legal.some((x) => x.character === p)))!;
  if (s.phase === "setup-edge") return legal.find((a) => a.edge === edge)!;
  if (s.phase === "setup-humans") {
    const fig = legal[0]!.figure as CharacterId;
    const target = boardOf(s).search[DOOR]!;
    const places = legal.filter((a) => a.figure === fig);
    // the bait keeps to a corner of the entry edge, the others start as near the door square as they can
    const score = (a: Action) => manhattan(a.at as Sq, target) * (fig === BAIT ? -1 : 1);
    return places.reduce((p, c) => (score(c) < score(p) ? c : p));
  }
  const t = s.humanTurn;
  if (t.active) {
    const a = figureAction(s, t.active, memo);
    if (a && legal.some((x) => same(x, a))) return a;
    const end = legal.find((x) => x.type === "endActivation" && x.figure === t.active);
    if (end) return end;
    return legal[0]!;
  }
  // the next figure: the first that has something to do, else they all pass
  const order: CharacterId[] = [SEARCHER, "lena", "petrovich", BAIT];
  for (const fig of order) {
    const h = s.humans[fig];
    if (!h || !h.alive || t.done.includes(fig)) continue;
    const a = figureAction(s, fig, memo);
    if (a && legal.some((x) => same(x, a))) return a;
  }
  const pass = legal.find((x) => x.type === "endActivation");
  return pass ?? legal[0]!;
}

/** The Zombie seat's next action: as passive as the rules allow, except the crawler pair and its grab. */
function zombiePolicy(s: HouseState, memo: Memo): Action {
  const legal = house.legalActions(s, "zombie") as Action[];
  const pick = (type: string) => legal.find((a) => a.type === type);
  const humans = livingHumans(s).map((h) => h.pos!);
  const door = boardOf(s).search[DOOR]!;
  const far = (a: Action) => Math.min(manhattan(a.at as Sq, door), ...humans.map((q) => manhattan(a.at as Sq, q)));
  const p = s.pending[0];
  if (p?.kind === "grab") {
    if (p.figure === BAIT && !memo.grabbed) return legal.find((a) => a.type === "grab")!;
    return pick("declineGrab")!;
  }
  if (p?.kind === "cellarPlace") return pick("placeZombie")!;
  if (s.phase === "setup-zombies") return legal.reduce((a, c) => (far(c) > far(a) ? c : a));
  const t = s.zombieTurn;
  if (t.placements.length) {
    const pl = t.placements[0]!;
    if (pl.reason === "spawn" && !memo.grabbed && !Object.values(s.zombies).some((z) => z.kind === "crawler") && pick("spawnCrawlers")) return pick("spawnCrawlers")!;
    const places = legal.filter((a) => a.type === "placeZombie");
    if (pl.kind === "crawler") {
      const bait = s.humans[BAIT]!.pos!;
      return places.reduce((a, c) => (manhattan(c.at as Sq, bait) < manhattan(a.at as Sq, bait) ? c : a));
    }
    return places.reduce((a, c) => (far(c) > far(a) ? c : a));
  }
  if (!memo.answerAsk && legal.some((a) => a.type === "setGrabAnswer" && a.answer === "ask")) {
    memo.answerAsk = true;
    return legal.find((a) => a.type === "setGrabAnswer" && a.answer === "ask")!;
  }
  if (memo.grabbed && !memo.answerNever && legal.some((a) => a.type === "setGrabAnswer" && a.answer === "never")) {
    memo.answerNever = true;
    return legal.find((a) => a.type === "setGrabAnswer" && a.answer === "never")!;
  }
  return pick("endZombieTurn") ?? legal[0]!;
}

interface Outcome {
  ok: boolean;
  why: string;
  log: Entry[];
  rounds: number;
  inhabitants: number;
  events: string[];
}

/** Plays one seed to the end with the policies; `ok` when the humans won by H-A3 after a crawler dragged the bait. */
export function tryPlan(seed: string, edge: Dir, door: string): Outcome {
  DOOR = door;
  let s = house.setup({ ...OPTIONS, humanSeats: ["human1"] }, seed);
  const memo: Memo = { grabbed: false, answerAsk: false, answerNever: false };
  const log: Entry[] = [];
  const events: string[] = [];
  let inhabitants = 0;
  while (!s.result && log.length < 900) {
    const seat = house.seats(s).find((i) => i.active)!.seat;
    const a = seat === "zombie" ? zombiePolicy(s, memo) : humanPolicy(s, memo, edge);
    const r = applied(house, s, seat, a as never);
    for (const e of r.events) {
      if (e.type === "crawlerDragged") memo.grabbed = true;
      if (e.type === "roll" && (e as { purpose?: string }).purpose === "cellar inhabitants") inhabitants = ((e as { dice: number[] }).dice[0]! <= 2 ? 1 : (e as { dice: number[] }).dice[0]! <= 4 ? 2 : 3);
      if (["cellarRevealed", "crawlersInstead", "grabOffered", "crawlerDragged", "grabEnds", "zombieKilled", "barricade", "gameOver", "cellarReshuffled", "death", "wound"].includes(e.type)) events.push(`${s.round}:${e.type}`);
      if (e.type === "search" || (e.type === "roll" && (e as { purpose?: string }).purpose === "grab")) events.push(`${s.round}:${e.type}:${JSON.stringify((e as { dice?: unknown }).dice ?? (e as { card?: unknown }).card ?? "")}`);
    }
    s = r.state;
    log.push({ seat, action: a });
  }
  const res = s.result;
  const ok = !!res && res.winner === "humans" && res.rule === "H-A3" && memo.grabbed;
  return { ok, why: res ? `${res.winner} ${res.rule} ${res.reason}` : "no result", log, rounds: s.round, inhabitants, events };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const tries = Number(process.argv[2] ?? 400);
  const doors = (process.argv[3] ?? "S2,S1").split(",");
  let best: (Outcome & { seed: string; edge: Dir; door: string }) | null = null;
  for (let i = 0; i < tries; i++) {
    const seed = `cellar-${i}`;
    // only seeds whose first search card is the Cellar are worth playing
    const probe = house.setup({ ...OPTIONS, humanSeats: ["human1"] }, seed);
    let p = probe;
    for (const c of PICKS) p = applied(house, p, "human1", { type: "pickCharacter", character: c } as never).state;
    if (p.searchDeck[0] !== "cellar") continue;
    for (const door of doors)
      for (const edge of ["N", "W", "E", "S"] as Dir[]) {
        const o = tryPlan(seed, edge, door);
        console.log(seed, edge, door, o.ok, o.why, `rounds ${o.rounds} inhabitants ${o.inhabitants} actions ${o.log.length}`, o.events.join(" "));
        if (o.ok && o.inhabitants === 1 && (!best || o.log.length < best.log.length)) best = { ...o, seed, edge, door };
      }
  }
  if (!best) {
    console.log("no seed works");
    process.exit(1);
  }
  const out = join(dirname(fileURLToPath(import.meta.url)), "plan.json");
  writeFileSync(out, JSON.stringify({ seed: best.seed, options: OPTIONS, edge: best.edge, door: best.door, rounds: best.rounds, events: best.events, log: best.log }, null, 1) + "\n");
  console.log(`best: ${best.seed} ${best.edge} ${best.door}, ${best.log.length} actions, ${best.rounds} rounds → ${out}`);
}
