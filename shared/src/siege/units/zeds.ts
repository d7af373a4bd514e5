/**
 * Zeds counters as data (siege §3.1, §3.2): the 34 normal counters of the reserve, the 9
 * Super-Zeds of the bag with their abilities as flags, and the Disease Spreader of Level II.
 * Strengths are `[full, reduced]`; every Zeds counter absorbs 3 hits per side (§3.1, Q3) except
 * the Spreader (2 per side, G24).
 */

/** Hits a normal Zeds or Super-Zeds side absorbs (§3.1, Q3). */
export const ZEDS_HITS_PER_SIDE = 3;

/** One normal Zeds counter of the reserve. */
export interface ZedsCounterDef {
  /** `z01` … `z34`. */
  id: string;
  full: number;
  reduced: number;
}

const RESERVE_STRENGTHS: [number, number, number][] = [
  // [full, reduced, how many] in the order of §3.2
  [2, 1, 1], [3, 2, 1], [3, 1, 1], [4, 1, 1], [4, 3, 1], [4, 2, 4], [5, 2, 2], [5, 1, 1], [5, 4, 2], [5, 3, 6],
  [6, 1, 1], [6, 4, 3], [6, 3, 5], [7, 4, 1], [7, 5, 2], [8, 4, 1], [9, 4, 1],
];

/** The 34 normal Zeds counters of §3.2, ids `z01`…`z34` in the order the section lists them. */
export const ZEDS_COUNTERS: readonly ZedsCounterDef[] = RESERVE_STRENGTHS.flatMap(([full, reduced, n]) => Array.from({ length: n }, () => ({ full, reduced }))).map(
  (c, i) => ({ id: `z${String(i + 1).padStart(2, "0")}`, ...c }),
);

/** The Super-Zeds ids (§3.2 table, names as slugs). */
export type SuperZedsId = "wolf-zeds" | "oozers" | "berserkers" | "devastators" | "regenerators" | "doomed" | "ironclads" | "giants" | "leapers";

/**
 * One Super-Zeds (§3.2 "Super-Zeds"): strengths and its ability as flags. Of the nine,
 * 7 are data flags; Berserkers (`advancesOnWin`) and Wolf Zeds (`secondMove`) need code.
 */
export interface SuperZedsDef {
  id: SuperZedsId;
  name: string;
  full: number;
  reduced: number;
  /** Infection a Hand-to-hand against them (or their Mob) gives instead of +1 (G25: replaces, never adds). */
  infection?: number;
  /** After moving they try a second move (Wolf Zeds; G5: the whole Mob moves). */
  secondMove?: boolean;
  /** If they attack and win they advance again at once, repeatedly, leaving their Mob (Berserkers, G5). */
  advancesOnWin?: boolean;
  /** Hits removed from themselves each time their track activates, before moving (Regenerators). */
  regenerates?: number;
  /** Their opponent always loses the combat and retreats; hits still apply (Doomed). */
  opponentAlwaysLoses?: boolean;
  /** Each hit on them is cancelled on a die showing one of these (Ironclads: 1–3). */
  cancelHitOn?: readonly number[];
  /** Units they attack get no Terrain shift, not even Bastion or a train (Leapers, G3). */
  noTerrain?: boolean;
}

/** The 9 Super-Zeds of §3.2. Devastators' "Strength 1 until flipped, 8 once flipped" is their full/reduced pair (G8). */
export const SUPER_ZEDS: Readonly<Record<SuperZedsId, SuperZedsDef>> = {
  "wolf-zeds": { id: "wolf-zeds", name: "Wolf Zeds", full: 5, reduced: 3, infection: 2, secondMove: true },
  oozers: { id: "oozers", name: "Oozers", full: 5, reduced: 3, infection: 3 },
  berserkers: { id: "berserkers", name: "Berserkers", full: 7, reduced: 4, advancesOnWin: true },
  devastators: { id: "devastators", name: "Devastators", full: 1, reduced: 8 },
  regenerators: { id: "regenerators", name: "Regenerators", full: 4, reduced: 3, regenerates: 1 },
  doomed: { id: "doomed", name: "Doomed", full: 7, reduced: 5, opponentAlwaysLoses: true },
  ironclads: { id: "ironclads", name: "Ironclads", full: 10, reduced: 5, cancelHitOn: [1, 2, 3] },
  giants: { id: "giants", name: "Giants", full: 12, reduced: 6 },
  leapers: { id: "leapers", name: "Leapers", full: 4, reduced: 2, noTerrain: true },
};

/** The Super-Zeds ids in the order of §3.2 (the bag's contents at setup, Level I+). */
export const SUPER_ZEDS_IDS: readonly SuperZedsId[] = Object.keys(SUPER_ZEDS) as SuperZedsId[];

/**
 * The Disease Spreader of Level II (§3.2, G24): Infested Vermin 2/1, one counter with 2 hits per
 * side; +1 Infection each Infection phase while off a Start space; outside the stacking limit (G20);
 * when eliminated roll 1 die: on 1–3 it flees back to its Start space, else it is gone.
 */
export const INFESTED_VERMIN = {
  id: "infested-vermin",
  name: "Infested Vermin",
  full: 2,
  reduced: 1,
  hitsPerSide: 2,
  infectionPerPhase: 1,
  fleesOn: [1, 2, 3] as readonly number[],
} as const;
