import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import { copySq, sqParam } from "../board";
import { placementOk, placementSquares } from "../placement";
import { sqSchema } from "../setup";
import type { HouseState, Sq, HouseActionDef } from "../types";
import { CRAWLER_LIMIT } from "./flow";
import { PLACEMENT_INFO } from "./placement-info";
import { crawlerCount } from "../crawlers/hold";
import { addZombie } from "../zombie-set";
import type { HouseEvent } from "../events";

type PlaceZombie = { type: "placeZombie"; at: Sq };

/**
 * `placeZombie` in the Zombie turn (G3 steps 2–3, G20, C4): places the next zombie of the first
 * placement batch (How boring, spawn, Horde, Dead Resident, Something Below) on one of its legal
 * squares. Batches with no legal square were already skipped as lost (G21).
 */
const placeZombieDef: HouseActionDef<PlaceZombie> = {
  type: "placeZombie",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("placeZombie"), at: sqSchema }).strict(),
  candidates: (s) => {
    const p = s.zombieTurn.placements[0];
    return p ? placementSquares(s, p).map((at) => ({ type: "placeZombie" as const, at })) : [];
  },
  // the candidates are the squares that already passed `placementOk`: for the Zombie seat, all are legal
  legal: (s, seat) => (seat === "zombie" ? placeZombieDef.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (seat !== "zombie") return refuse("house.zombiesOnly");
    const p = s.zombieTurn.placements[0];
    if (!p) return refuse("house.noneWaiting");
    if (!placementOk(s, p, a.at))
      return refuse("house.badSquare", { sq: sqParam(a.at), placement: p.reason, why: whySquare(p.reason, s.options.spawnMode, p.edge) });
    return null;
  },
  exec: (d, _seat, a, ev) => {
    const t = d.zombieTurn;
    const p = t.placements[0]!;
    const id = `z${d.nextZombieNo++}`;
    addZombie(d, { id, kind: p.kind, pos: copySq(a.at), counted: p.counted, climbing: null, noActions: false });
    // A bonus zombie placed during step 5 may activate this turn (G3).
    if (t.step === "activation") t.eligible.push(id);
    p.left -= 1;
    if (p.left <= 0) t.placements.shift();
    ev.push({
      type: "zombiePlaced",
      zombie: id,
      at: { ...a.at },
      reason: p.reason,
      counted: p.counted,
      rule: PLACEMENT_INFO[p.reason].rule,
    } satisfies HouseEvent);
  },
};

/** The placement rule a refused square broke, in player words (H-B1, H-B2, C4). */
function whySquare(reason: string, mode: "edge" | "full", edge: string | undefined): Refusal {
  if (reason === "dead-resident") return refuse("house.squareRoom");
  if (reason === "something-below") return refuse("house.squareCellar");
  if (reason === "boring" && mode === "full") return refuse("house.squareBoring");
  if (mode === "edge") return edge && edge !== "choice" ? refuse("house.squareEdge", { edge }) : refuse("house.squareAnyEdge");
  return refuse("house.squareFree");
}

type SpawnCrawlers = { type: "spawnCrawlers" };

/** Why the Zombie seat may not place 2 crawlers instead of the spawn's zombie now (H-A4, G20), or null. */
function whyNoCrawlers(s: HouseState, seat: string): Refusal | null {
  if (seat !== "zombie") return refuse("house.zombiesOnly");
  if (!s.options.crawlers) return refuse("house.noCrawlers");
  const p = s.zombieTurn.placements[0];
  if (!p || p.reason !== "spawn") return refuse("house.crawlersForSpawn");
  if (crawlerCount(s) >= CRAWLER_LIMIT) return refuse("house.crawlerLimit", { n: CRAWLER_LIMIT });
  return null;
}

/**
 * `spawnCrawlers` (H-A4, §16, G20): instead of the spawn's 1 counted zombie, the Zombie seat places
 * 2 crawlers (not counted to the cap), one at a time by the same placement rules; only while that
 * zombie could be placed (cap not full, a legal square) and fewer than 8 crawlers are out; with
 * one crawler short of the 8, one. The batch keeps the spawn's rolled edge.
 */
const spawnCrawlersDef: HouseActionDef<SpawnCrawlers> = {
  type: "spawnCrawlers",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("spawnCrawlers") }).strict(),
  candidates: (s) => (s.options.crawlers && s.zombieTurn.placements[0]?.reason === "spawn" ? [{ type: "spawnCrawlers" }] : []),
  check: (s, seat) => whyNoCrawlers(s, seat),
  exec: (d, _seat, _a, ev) => {
    const t = d.zombieTurn;
    const p = t.placements[0]!;
    const left = Math.min(2, CRAWLER_LIMIT - crawlerCount(d));
    t.placements[0] = { reason: "crawler-pair", left, counted: false, kind: "crawler", ...(p.edge !== undefined ? { edge: p.edge } : {}) };
    ev.push({ type: "crawlersInstead", left, rule: "H-A4" } satisfies HouseEvent);
  },
};

/** The zombie spawn actions, for the House engine (engine.ts). */
export const zombieSpawnActions = [placeZombieDef, spawnCrawlersDef] as const;
