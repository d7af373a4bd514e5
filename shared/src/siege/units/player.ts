/**
 * Player-side unit data (siege §3.1, §3.3, G17, G22): strengths per side, Movement, hits per side,
 * Tenacious numbers (Q13), Gunfire strength, and the abilities as data: the Basic four Heroes and
 * the Farmingdale Furies (S1), the S3 heroes of the Level I/II pool ("Staging" S3); the S4 heroes
 * come later (G17).
 */

/** The unit categories that rules key on (§3.3, C5: discoverers of rumors are Heroes and heroic Civilians). */
export type UnitCategory = "hero" | "heroic-civilians" | "civilians" | "villagers" | "refugees" | "national-guard" | "rangers";

/** The abilities of the Heroes and heroic Civilians, as data read by the rule code (§3.3, G22; S3 heroes: heroes/*.ts). */
export interface Abilities {
  /**
   * Long-Range Gunfire (§4.3): up to `range` spaces along one track, with `shift` columns at ranges
   * beyond 1; `fireStrength[r-1]`, when given, replaces the unit's Strength at range r (Piazza
   * 2/4/3, G22). From TC, TC counts as the end of every track (#0 at range 1, G22).
   */
  longRange?: { range: number; shift: number; fireStrength?: readonly number[] };
  /** After firing, a free step 1 toward TC with chosen units of its space (Piazza, G22). */
  stepBackAfterFire?: boolean;
  /** May pay 2 Actions instead of 1 Action + 1 Ammo for a shot (Piazza). */
  fireForTwoActions?: boolean;
  /** May re-roll a Hand-to-hand roll once per Hand-to-hand it fights, the second roll final (Schmidt, Hunt; G22, window W3). */
  rerollHandToHand?: boolean;
  /** Column shift in its Hand-to-hand, attacking or defending (Schmidt +1). */
  handToHandShift?: number;
  /** Character Action: 1 extra Action for himself (Schmidt). */
  extraActionForSelf?: boolean;
  /** Character Action: 1 free Action to a Civilians, heroic Civilians or Refugees unit in or next to its space (Hunt). */
  grantsActionNearby?: boolean;
  /** While in play and not in coma: +1 to every Forage in Town spaces/TC and free entry into TC, for every player unit (the Mayor, G22). */
  mayorAura?: boolean;
  /** Character Action: a unit in TC fires (1 Ammo) with +1 column (the Mayor). */
  tcFireSupport?: boolean;
  /** Once per game: every player unit in Town spaces/TC gets 1 free Action (the Mayor, G22; heroes/powers.ts). */
  townRally?: boolean;
  /** Bonuses when it enters play — the setup deal or any card placing it (Johnson +2 Supplies +3 Ammo, Horatius +3 Supplies, Salvation +2, §3.3; heroes/arrival.ts). */
  arrival?: { supplies?: number; ammo?: number };
  /** Forages with 2 dice (§5.5: the higher die is kept, natural doubles count twice; Johnson, Pickles). */
  scavenger?: boolean;
  /** May take Actions in a Chaos space (§2.6: Pickles, Horatius). */
  actsInChaos?: boolean;
  /** Heal (1 Action + 1 Supply) of a player unit in or next to its space (Johnson, the Salvation troops, §3.3; heroes/heal-nearby.ts). */
  healNearby?: boolean;
  /** Once per game Bastion: 1 Action + 3 Supplies, Terrain 3 on its space for the rest of the game (Kingman, §3.3, §1.4). */
  bastion?: boolean;
  /** Once per game Minefield: 1 Action + 2 Supplies + 1 Ammo; Zeds entering that space take a Strength-7, then a Strength-4 Gunfire attack (Kingman, §3.3, §4.3). */
  minefield?: boolean;
  /** Column shift in a Hand-to-hand it defends (Kingman +1, §3.3). */
  defendingShift?: number;
  /** Zeds moving into its space or an adjacent one are stopped on a die of 5–6 (Kingman, §3.3, G5 step 2). */
  perimeter?: boolean;
  /** Column shift of its Gunfire (Johnson +2, Wright +1, §3.3). */
  gunfireShift?: number;
  /** Traps: Zeds entering its space roll; 4–6 they take 1 hit and it steps back instead of fighting (Johnson, §3.3, G5 step 5). */
  traps?: boolean;
  /** Entering Chaos does not end its Move (Pickles, §2.6). */
  ignoresChaos?: boolean;
  /** Sharing a space with Zeds it rolls: 1 it fights, 2–6 it is hidden there (Pickles, §3.3, §3.4). */
  stealth?: boolean;
  /** Zeds leaving its space are stopped on a die of 4–6 (Pickles' bark, §3.3, G5 step 2). */
  bark?: boolean;
  /** Never builds Barricades (Pickles, §3.3). */
  neverBuilds?: boolean;
  /** Never restores order (Pickles, Horatius, §2.7). */
  noRestoreOrder?: boolean;
  /** Meeting Zeds in a Hand-to-hand it rolls: 1 a normal fight, 2 it may step back, 3–6 +2 columns with no Infection and no hits to it (Alyssa, §3.3). */
  meetingRoll?: boolean;
  /** Brings one more heroic Civilians unit when it enters play (the Clarion Courier, §3.3). */
  bringsHeroicCivilians?: boolean;
  /** While in play, Zeds entering TC fight the TC units (+2 Terrain) instead of winning the game (the Clarion Courier, §3.3, §7). */
  guardsTownCenter?: boolean;
  /** Added to its own Forage die, 6 at most (Hauser +1, §5.5). */
  forageBonus?: number;
  /** Supplies gained on top of every Forage it makes, whatever the roll (Rusty +1). */
  forageSupply?: number;
  /** Its first shot each round costs no Ammo (Rusty, 12th Veterans; heroes/gunfire.ts). */
  freeFirstShot?: boolean;
  /** Infection it never causes: `handToHand` from a Hand-to-hand it fights (Riot Squad, Horatius), `restoreOrder` from Restore Order on its space (Riot Squad; heroes/infection.ts). */
  noInfection?: { handToHand?: boolean; restoreOrder?: boolean };
  /** Always wins its Hand-to-hand against Zeds: the Zeds side loses, the cell's hits apply (12th Veterans; heroes/combat.ts). */
  alwaysWinsHandToHand?: boolean;
  /** Attacking only normal Zeds, it rolls first: 4–6 the Zeds take 1 hit and retreat, no combat, no Infection (Santana; heroes/santana.ts). */
  pushNormalZeds?: boolean;
  /** 1 Action: the next Event card is shown to every seat and logged (Wright, C11; heroes/wright.ts). */
  peekEvent?: boolean;
  /** 1 Action: this much Strength for good on a Civilians unit in or next to its space (Hauser +2; heroes/hauser.ts). */
  bolsterCivilians?: number;
  /** In TC, 1 Action + 1 Ammo: 1 hit off a Civilians unit in TC (Hauser; heroes/hauser.ts). */
  patchInTc?: boolean;
  /** 1 Action: 2 dice ≥ an adjacent Zeds unit's Strength and it retreats (Firefighters; heroes/firefighters.ts). */
  hoses?: boolean;
  /** Character Action: a Holding-Out Civilians unit is freed or Villagers become Refugees, on a Village in or next to its space (Firefighters). */
  rescueVillage?: boolean;
  /** Character Action: 2 Supplies → 1 Ammo (Bauer; heroes/bauer.ts). */
  suppliesToAmmo?: boolean;
  /** Its Barricades cost this many Supplies instead of 2 (Bauer 1). */
  barricadeSupplies?: number;
  /** 1 Action from Suburbs #0–#2: the Suspension Bridge is whole again (Bauer). */
  repairsBridge?: boolean;
  /** Added to the Eat roll while it is in play and awake (Salvation +1, §2.4). */
  eatBonus?: number;
  /** Character Action: 1 free Action to a Civilians or Refugees unit anywhere on the map (WZED; heroes/wzed.ts). */
  grantsActionCivilians?: boolean;
  /** Defending a Hand-to-hand in a Town space or TC it rolls 3 dice and the best 2 count (WZED). */
  extraDefenceDie?: boolean;
}

/** One kind of player unit. */
export interface PlayerUnitDef {
  id: string;
  name: string;
  category: UnitCategory;
  /** The level whose pool it belongs to: B(asic), I, II (§3.3). */
  level: "B" | "I" | "II";
  full: number;
  reduced: number;
  movement: number;
  /** Hits per side (§3.1): Hero 1, Civilians kinds 2, National Guard 3; Villagers/Refugees: any hit is the last (1, one side). */
  hitsPerSide: number;
  /** Whether the unit has a reduced side (Villagers and Refugees have one side only, §3.1). */
  twoSided: boolean;
  /** Tenacious: each hit is prevented on a die showing one of these (Q13; default 4–6). */
  tenacious?: readonly number[];
  /** Gunfire strength per side when it differs from Strength; `never` when the unit never fires (§3.3). */
  fire?: { full: number; reduced: number } | "never";
  /** Gunfire costs this much Ammo (National Guard 2, §4.3); default 1. */
  shotAmmo?: number;
  /** Save roll dice (Rusty 2, G14); default 1. */
  saveDice?: number;
  /** A scientist (Seaver, Agee, Xeno): out of the Level II draw (C13). */
  scientist?: boolean;
  /** Kept out of the hero draw for another reason (C5: unused at Level II). */
  notDrawn?: boolean;
  abilities: Abilities;
  /** Whether S1 builds its abilities (false: stat-only entry of G17). */
  abilitiesBuilt: boolean;
}

const TEN: readonly number[] = [4, 5, 6];
const TEN56: readonly number[] = [5, 6];

const hero = (d: Omit<PlayerUnitDef, "category" | "hitsPerSide" | "twoSided" | "abilitiesBuilt" | "abilities"> & { abilities?: Abilities; abilitiesBuilt?: boolean }): PlayerUnitDef => ({
  category: "hero",
  hitsPerSide: 1,
  twoSided: true,
  abilities: {},
  abilitiesBuilt: false,
  ...d,
});
const heroic = (d: Omit<PlayerUnitDef, "category" | "hitsPerSide" | "twoSided" | "abilitiesBuilt" | "abilities"> & { abilities?: Abilities; abilitiesBuilt?: boolean }): PlayerUnitDef => ({
  category: "heroic-civilians",
  hitsPerSide: 2,
  twoSided: true,
  abilities: {},
  abilitiesBuilt: false,
  ...d,
});

/** The Basic four Heroes and the Farmingdale Furies (§2.0 Basic setup, §3.3, G22), abilities built in S1. */
export const BASIC_UNITS: readonly PlayerUnitDef[] = [
  hero({
    id: "piazza",
    name: "Captain Piazza",
    level: "B",
    full: 3,
    reduced: 2,
    movement: 5,
    abilities: { longRange: { range: 3, shift: 0, fireStrength: [2, 4, 3] }, stepBackAfterFire: true, fireForTwoActions: true },
    abilitiesBuilt: true,
  }),
  hero({
    id: "hernandez",
    name: "Mayor Hernandez",
    level: "B",
    full: 2,
    reduced: 1,
    movement: 4,
    abilities: { mayorAura: true, tcFireSupport: true, townRally: true },
    abilitiesBuilt: true,
  }),
  hero({
    id: "schmidt",
    name: "Deputy Schmidt",
    level: "B",
    full: 4,
    reduced: 2,
    movement: 4,
    tenacious: TEN,
    abilities: { extraActionForSelf: true, handToHandShift: 1, rerollHandToHand: true },
    abilitiesBuilt: true,
  }),
  hero({
    id: "hunt",
    name: "Sheriff Hunt",
    level: "B",
    full: 5,
    reduced: 3,
    movement: 4,
    tenacious: TEN,
    abilities: { grantsActionNearby: true, longRange: { range: 2, shift: -1 }, rerollHandToHand: true },
    abilitiesBuilt: true,
  }),
  heroic({ id: "furies", name: "Farmingdale Furies", level: "B", full: 6, reduced: 3, movement: 4, tenacious: TEN, fire: "never", abilitiesBuilt: true }),
];

/**
 * The pool of G17: every non-scientist Level I/II Hero and heroic Civilians unit of §3.3 beyond
 * the Basic units, each with its abilities (§3.3; their rule code in shared/src/siege/heroes): the S3
 * heroes and the S4 heroes (Kingman, Johnson, Pickles, Alyssa and the Clarion Courier). Scientists
 * (Seaver, Agee, Xeno) stay out until Level III (C13).
 */
export const POOL_UNITS: readonly PlayerUnitDef[] = [
  hero({ id: "hauser", name: "Sgt. Otto Hauser", level: "I", full: 3, reduced: 2, movement: 4, tenacious: TEN, abilities: { bolsterCivilians: 2, patchInTc: true, forageBonus: 1 }, abilitiesBuilt: true }),
  hero({ id: "santana", name: "Miguel \"El Toro Loco\" Santana", level: "I", full: 6, reduced: 4, movement: 3, fire: { full: 3, reduced: 2 }, abilities: { pushNormalZeds: true }, abilitiesBuilt: true }),
  hero({ id: "rusty", name: "Rusty Staub", level: "I", full: 4, reduced: 5, movement: 4, tenacious: TEN56, fire: { full: 4, reduced: 2 }, saveDice: 2, abilities: { forageSupply: 1, freeFirstShot: true }, abilitiesBuilt: true }),
  hero({ id: "wright", name: "Special Agent Wright", level: "II", full: 4, reduced: 2, movement: 4, tenacious: TEN56, abilities: { handToHandShift: 1, gunfireShift: 1, peekEvent: true }, abilitiesBuilt: true }),
  heroic({ id: "horatius", name: "Horatius", level: "I", full: 4, reduced: 3, movement: 4, tenacious: TEN, fire: "never", abilities: { arrival: { supplies: 3 }, noInfection: { handToHand: true }, rerollHandToHand: true, actsInChaos: true, noRestoreOrder: true }, abilitiesBuilt: true }),
  heroic({ id: "firefighters", name: "Firefighters 129", level: "I", full: 3, reduced: 2, movement: 3, abilities: { handToHandShift: 1, rescueVillage: true, hoses: true }, abilitiesBuilt: true }),
  heroic({ id: "bauer", name: "Bob Bauer's crew", level: "I", full: 3, reduced: 2, movement: 3, abilities: { suppliesToAmmo: true, barricadeSupplies: 1, repairsBridge: true }, abilitiesBuilt: true }),
  heroic({ id: "riot-squad", name: "F.D.P.D. Riot Squad", level: "I", full: 5, reduced: 3, movement: 3, fire: "never", abilities: { noInfection: { handToHand: true, restoreOrder: true } }, abilitiesBuilt: true }),
  heroic({ id: "veterans", name: "12th Veterans Division", level: "I", full: 3, reduced: 2, movement: 3, abilities: { freeFirstShot: true, alwaysWinsHandToHand: true }, abilitiesBuilt: true }),
  heroic({ id: "salvation", name: "Salvation troops", level: "II", full: 2, reduced: 1, movement: 3, abilities: { arrival: { supplies: 2 }, healNearby: true, eatBonus: 1 }, abilitiesBuilt: true }),
  heroic({ id: "wzed", name: "WZED Farmingdale", level: "II", full: 1, reduced: 1, movement: 3, abilities: { grantsActionCivilians: true, extraDefenceDie: true }, abilitiesBuilt: true }),
  hero({ id: "kingman", name: "Colonel Kingman", level: "I", full: 3, reduced: 2, movement: 4, abilities: { bastion: true, minefield: true, defendingShift: 1, perimeter: true }, abilitiesBuilt: true }),
  hero({ id: "johnson", name: "Mr. Johnson", level: "I", full: 3, reduced: 2, movement: 4, abilities: { arrival: { supplies: 2, ammo: 3 }, scavenger: true, gunfireShift: 2, traps: true, healNearby: true }, abilitiesBuilt: true }),
  hero({ id: "pickles", name: "Pickles", level: "I", full: 2, reduced: 1, movement: 6, fire: "never", abilities: { ignoresChaos: true, actsInChaos: true, scavenger: true, stealth: true, bark: true, neverBuilds: true, noRestoreOrder: true }, abilitiesBuilt: true }),
  hero({ id: "alyssa", name: "Alyssa Darling", level: "I", full: 3, reduced: 2, movement: 5, tenacious: TEN56, abilities: { meetingRoll: true }, abilitiesBuilt: true }),
  heroic({ id: "clarion-courier", name: "Clarion Courier", level: "II", full: 1, reduced: 1, movement: 3, abilities: { bringsHeroicCivilians: true, guardsTownCenter: true }, abilitiesBuilt: true }),
];

/** The 7 ordinary Civilians counters (§3.3): 3/1 ×2, 2/1 ×4, 4/2; Movement 2, 2 hits per side, fire range 1. */
export const CIVILIANS: readonly PlayerUnitDef[] = (
  [
    [3, 1],
    [3, 1],
    [2, 1],
    [2, 1],
    [2, 1],
    [2, 1],
    [4, 2],
  ] as const
).map(([full, reduced], i) => ({
  id: `civ${i + 1}`,
  name: "Civilians",
  category: "civilians" as const,
  level: "B" as const,
  full,
  reduced,
  movement: 2,
  hitsPerSide: 2,
  twoSided: true,
  abilities: {},
  abilitiesBuilt: true,
}));

/** Villagers (Level II, §3.3): Strength 1, never move or fight, ignore stacking; any hit is the last; no Save (G14). */
export const VILLAGERS: PlayerUnitDef = { id: "villagers", name: "Villagers", category: "villagers", level: "II", full: 1, reduced: 1, movement: 0, hitsPerSide: 1, twoSided: false, fire: "never", abilities: {}, abilitiesBuilt: true };

/** Refugees (Level II, §3.3): move 1, never fight or retreat; any hit is the last. */
export const REFUGEES: PlayerUnitDef = { id: "refugees", name: "Refugees", category: "refugees", level: "II", full: 1, reduced: 1, movement: 1, hitsPerSide: 1, twoSided: false, fire: "never", abilities: {}, abilitiesBuilt: true };

/**
 * V.I.P. Survivors (special Refugees, §3.3, G8), put on a Start by Unidentified Mob (§6.4): Refugees
 * in every rule (category `refugees`: move 1, never fight or retreat, any hit the last, Q10); on
 * reaching the Refugee Camp they give a bonus of the lead's choice (vip.ts). Counter ids `vip-<n>`.
 */
export const VIP_SURVIVORS: PlayerUnitDef = { id: "vip", name: "V.I.P. Survivors", category: "refugees", level: "II", full: 1, reduced: 1, movement: 1, hitsPerSide: 1, twoSided: false, fire: "never", abilities: {}, abilitiesBuilt: true };

/** The National Guard (Rescuers, §3.3, D2): 10/6, Movement 1, 3 hits per side, each shot 2 Ammo; never into a Start space or TC (C9). */
export const NATIONAL_GUARD: PlayerUnitDef = { id: "national-guard", name: "National Guard", category: "national-guard", level: "II", full: 10, reduced: 6, movement: 1, hitsPerSide: 3, twoSided: true, shotAmmo: 2, abilities: {}, abilitiesBuilt: true };

/**
 * The Marines (a Ranger unit, §3.3), put on a Start by The Marines Deploy (§6.4): 5/3, Movement 3,
 * +1 column in Hand-to-hand (decided: "in combat" is the Hand-to-hand column, as Schmidt's; their
 * Gunfire rule is Long-Range 2 at −1 column), a free 1-space move in 4R (rangers.ts). Category
 * `rangers`: no Hero or Civilians rule applies to them (rumor discovery, Forage, Keep Calm…).
 * Decided: 2 hits per side, as the other non-Hero fighting units of §3.1 below the Guard.
 */
export const MARINES: PlayerUnitDef = { id: "marines", name: "Marines", category: "rangers", level: "II", full: 5, reduced: 3, movement: 3, hitsPerSide: 2, twoSided: true, abilities: { handToHandShift: 1, longRange: { range: 2, shift: -1 } }, abilitiesBuilt: true };

/** Every player unit definition by id (`villagers`, `refugees` and `vip` are shared by all such counters). */
export const PLAYER_UNITS: Readonly<Record<string, PlayerUnitDef>> = Object.fromEntries(
  [...BASIC_UNITS, ...POOL_UNITS, ...CIVILIANS, VILLAGERS, REFUGEES, VIP_SURVIVORS, NATIONAL_GUARD, MARINES].map((d) => [d.id, d]),
);

// a Map for the lookup (asked for every unit of every scan): a keyed read of a large object built key by key can be a slow dictionary read in V8
const UNIT_DEFS = new Map(Object.entries(PLAYER_UNITS));

/** The definition of unit kind `id`; throws Error for an unknown id (a bug of the caller). */
export function unitDef(id: string): PlayerUnitDef {
  const d = UNIT_DEFS.get(id);
  if (!d) throw new Error(`no player unit '${id}'`);
  return d;
}

/** The Supplies a Barricade costs (§2.6: 2; a unit kind's own price, Bob Bauer's crew 1, §3.3). */
export const BARRICADE_SUPPLIES = 2;

/** The Supplies a Barricade built by a unit of kind `id` costs (§2.6, §3.3); throws Error for an unknown id (a bug of the caller). */
export function barricadeCostOf(id: string): number {
  return unitDef(id).abilities.barricadeSupplies ?? BARRICADE_SUPPLIES;
}
