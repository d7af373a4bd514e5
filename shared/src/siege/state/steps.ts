import type { LineId, TrackId } from "../board";
import type { HeroStep } from "../heroes/steps";
import type { EventCardId, FateCardId, FatePurpose } from "./cards";
import type { SiegeSeatId } from "./options";
import type { Phase } from "./phases";
import type { RumorId } from "./rumors";
import type { ZedsMarker } from "./units";
import type { RollNeed } from "./needs";

/**
 * One step of a rule procedure waiting to run (the Zeds phase's moves and everything they start),
 * kept as plain JSON on `SiegeState.work` so a procedure can stop for a choice or a reaction window
 * and resume after the answer (DESIGN "Pending decisions"). The last entry runs first. A step that
 * asked a choice finds the answer in its `answer` field.
 */
export type SiegeStep =
  /** Enters a phase of the round (§2): its start-of-phase procedure. */
  | { t: "enter"; phase: Exclude<Phase, "over"> }
  /** A Fate draw (§6.2): Where → the Fated track for `purpose`, then the plot twist. */
  | { t: "fate"; purpose: FatePurpose; card?: FateCardId | "none"; track?: TrackId; stage?: "twist"; target?: TrackId; answer?: string }
  /** An Even-column attack on a Civilians/Hero unit of `track` (Right Under Our Feet, Wandering Zeds; §4.2, §6.3). */
  | { t: "evenAttack"; track: TrackId; answer?: string }
  /** Torrential Rain's roll for one Mountain Zeds unit (G29). */
  | { t: "rain"; id: string }
  /** A Forage roll of 6 in a Town space or TC: 1 Supply or 1 Ammo, the forager's owner picks (§5.5). */
  | { t: "forageTake"; unit: string; answer?: string }
  /** An Event card's "Start:" text that needs steps or choices (§2.1, §6.3, §6.4). */
  | { t: "eventStart"; card: EventCardId; answer?: string; n?: number }
  /** Window W3 on a Zeds win (G11, G23): the lead may play Last-Stand Determination instead of the result. */
  | { t: "lastStand"; space: number; unit: string; zedsHits: number; playerHits: number; retreatFight: boolean; answer?: string }
  /** Window W1 before a Zeds group moves (G11): the lead may play They Took the Bait to cancel its activation. */
  | { t: "bait"; ids: string[]; from: number; answer?: string }
  /** What's That Smell? at the end of the Zeds phase (§6.3): a reduced Zeds appears on a player unit's space of the lead's choice and attacks. */
  | { t: "smell"; answer?: string }
  /** Contaminated Water's losses (§6.4): `n` left, each 1 Supply or 1 hit to a player unit, the lead's pick. */
  | { t: "water"; n: number; answer?: string }
  /** A Civilians unit that fell on `space` on a Spread of the Zed Disease round rises as a new Zeds unit there (§6.3, G16). */
  | { t: "spreadSpawn"; space: number; unit: string }
  /** The Raiders' 4R move (§2.2 step 1): the Raiders units in `left` move 1 toward TC one after the other, each fighting where it lands. */
  | { t: "raidersMove"; left: string[] }
  /** Raiders that reached TC (§2.2 step 1, Q5): a combined loss of `n` Supplies and Ammo, split by the lead, then the unit is removed. */
  | { t: "raidersLoot"; raiders: string; n: number; answer?: string }
  /** A Hand-to-hand of Raiders on `space` (§4.1 "also Raiders vs anyone"): against the Zeds there, or against one player unit (`unit`, chosen when the Raiders attack). */
  | { t: "raidersFight"; space: number; raiders: string; attacker: "raiders" | "zeds" | "player"; unit?: string; retreatFight: boolean; path?: number[]; answer?: string; w2?: boolean }
  /** After a Raiders Hand-to-hand's hits: the loser retreats (§4.5, G6); `foe` is `zeds` or the player unit's id. */
  | { t: "raidersFightEnd"; space: number; raiders: string; attacker: "raiders" | "zeds" | "player"; foe: string; loser: "raiders" | "foe"; retreatFight: boolean; path?: number[] }
  /** Raiders Appear! (§6.4): the Raiders on the Start of the track with most Chaos (ties: the lead). */
  | { t: "raidersAppear"; answer?: string }
  /** The Rangers' free 4R move (§2.2 step 2): each Rangers unit in `left` may move 1 space, its owner's choice or `stay`; `unit` is the one asked now. */
  | { t: "rangers"; left: string[]; unit?: string; answer?: string }
  /** V.I.P. Survivors in the Refugee Camp give their bonus, the lead's pick (§3.3, G8), before their rumor procedure. */
  | { t: "vipBonus"; unit: string; answer?: string }
  /** An upgrade marker for the strongest non-Super Zeds on the map (G25; ties: lead). */
  | { t: "upgrade"; marker: ZedsMarker; answer?: string }
  /** An Outbreak (§2.3 step 3): reduce Infection, Fate draw, the new Zeds placed (`unchecked`: a Super-Zeds). */
  | { t: "outbreak"; unchecked: boolean; track?: TrackId; stage: "reduce" | "fate" | "place" }
  /** Places a new Zeds unit on `track` (G16): the Chaos space nearest TC, else the Village nearest TC, else Start; or `at` exactly. */
  /** Eat hits (§2.4): `n` hits that the lead gives to player units one at a time. */
  | { t: "eatHits"; n: number; answer?: string }
  /** The Eat is short and the team holds the Giant Hardware Store: the lead may play it before paying (G11 W4). */
  | { t: "eatShort"; n: number; answer?: string }
  /** Zeds Pressure (G31, C10): `left` extra moves, each to a different unit or Mob. */
  | { t: "pressure"; left: number; pressed: string[]; answer?: string }
  /** The extra moves after the activations (Fast marker, Wolf Zeds; §2.5 step 4). */
  | { t: "extraMoves"; track: TrackId; done: string[] }
  /** A Gunfire shot at one Zeds unit (§4.3). */
  | { t: "gunfire"; unit: string; target: string; column: number; stepBack: boolean; need: RollNeed }
  /** Piazza's free step back after firing (G22): which companions go along. */
  | { t: "stepBack"; unit: string; from: number; answer?: string }
  /** The lead orders the "all" activations (§2.5): the tracks still to order. */
  | { t: "allOrder"; left: TrackId[]; chosen: TrackId[]; answer?: string }
  /** Runs the Zeds phase's end (Pressure, extra moves, Regenerators) after the activations. */
  | { t: "zedsEnd" }
  /** Runs the Action phase's end-of-phase card checks once every seat said done (G15). */
  | { t: "actionEnd" }
  /** Runs the Zeds phase's activations one after the other (§2.5). */
  | { t: "activation" }
  /** One track's pass, Town Center outward (§2.5 step 2). */
  | { t: "pass"; track: TrackId }
  /** One Zeds unit or Mob on `from` moves one space toward TC by the G5 pipeline. */
  | { t: "advance"; ids: string[]; from: number; answer?: string }
  /** The Hello results of Zeds coming to rest on `space` (G5 step 5). */
  | { t: "hello"; space: number; retreat: boolean }
  /** A Hand-to-hand on `space` (§4.1); `unit` is the attacking player unit when the attacker is the player side; `meet` is Alyssa's meeting roll (heroes/alyssa.ts); `charged`: Santana's charge was rolled (heroes/santana.ts). */
  | { t: "hth"; space: number; attacker: "zeds" | "player"; unit?: string; retreatFight: boolean; answer?: string; path?: number[]; asked?: string[]; w2?: boolean; meet?: number; charged?: boolean }
  /** Hits to the Zeds side on `space`, one at a time (G7); `chooser` allocates them in a Mob (G12). */
  | { t: "hitsZeds"; space: number; n: number; chooser: SiegeSeatId; answer?: string; only?: string }
  /** Hits to one player unit on `space`, one at a time with its Tenacious dice (G7, §4.6). */
  | { t: "hitsPlayer"; unit: string; space: number; n: number }
  /** After a Hand-to-hand's hits: Holding Out ends, the loser retreats (§4.1 step 6, §4.5, G6). */
  | { t: "hthEnd"; space: number; attacker: "zeds" | "player"; unit: string; loser: "zeds" | "player"; retreatFight: boolean; path?: number[] }
  /** Player units retreating from `from` toward TC, one at a time (G6). */
  | { t: "retreatPlayers"; from: number; units: string[]; answer?: string }
  /** Zeds retreating from `from` toward their Start (§4.5, G6). */
  | { t: "retreatZeds"; from: number; ids: string[]; answer?: string }
  /** Unprotected Villagers flee and Refugees are devoured where Zeds stand (§2.5 step 5, G6). */
  | { t: "civilianFlight"; space: number }
  /** Chaos where Zeds came to rest (§2.5 step 6, G5). */
  | { t: "chaos"; space: number }
  /** A player unit took its last hit: the owner's optional Save (§4.6, G14). */
  | { t: "save"; unit: string; answer?: string }
  /** A saved unit finds every Bed taken: discharge one first, or the unit dies (G13). */
  | { t: "hospitalFull"; unit: string; answer?: string }
  /** The rumor procedure of one Refugees arrival in the Camp (S-R2, G8): the secret draw, then its Fate draw. */
  | { t: "rumorArrival"; unit: string }
  /** The drawn rumor (the top of the stack) goes face down on the Fated track's strongest Zeds space without a rumor (S-R2, G8; ties: lead). */
  | { t: "rumorPlace"; track: TrackId; answer?: string }
  /** The free reveals at the start of the Action phase (S-R5, G9, G15); several units on one rumor: the lead picks the revealer. */
  | { t: "freeReveal"; answer?: string }
  /** A revealed Place rumor's marker goes on the map (S-R11…S-R14, G10): the lead picks the space where there is a choice (G12). */
  | { t: "placeRumor"; rumor: RumorId; unit: string; answer?: string }
  /** The Secret Air Force Base at the end of the Action phase (S-R13, G10, G11 W6): the lead picks a free Heal or +1 Action used at once. */
  | { t: "airBase"; answer?: string }
  /** The Tall-Mart bonus in Housekeeping after Restore Order (S-R14, G11 W7): the lead picks +2 Supplies or +1 Ammo. */
  | { t: "tallMart"; answer?: string }
  /** A Zeds move off the Ancient Cemetery after its 2 hits on each leaving unit (S-R11, G5 step 3): the survivors go on, or the move stops. */
  | { t: "cemeteryLeave"; ids: string[]; from: number; staying: string[] }
  /** A Zeds retreat off the Ancient Cemetery after its hits (S-R11, G19): the survivors retreat as `retreatZeds` does. */
  | { t: "cemeteryRetreat"; from: number; ids: string[]; answer?: string }
  /** A played Secure rumor's choices and effect (S-R15…S-R22): `seat` played it; `left` counts picks still due, `pick` a unit picked, `spaces` the Red Telephone's targets. */
  | { t: "secure"; rumor: RumorId; seat: SiegeSeatId; stage?: "adjacent" | "chaos"; left?: number; pick?: string; spaces?: number[]; answer?: string }
  /** A train's movement after its payment (S-T7, G2): `seat` picks the passengers one at a time, pays a Refugees unit's boarding (`boarding`), then the destination; then the ride. */
  | { t: "trainRide"; train: LineId; seat: SiegeSeatId; stage: "passengers" | "boardingPay" | "destination"; boarding?: string; answer?: string }
  /** Passengers who got off onto Zeds on `space` attack one at a time, in `seat`'s order, while Zeds remain (G2); `units` have not fought yet. */
  | { t: "trainOff"; train: LineId; space: number; units: string[]; seat: SiegeSeatId; answer?: string }
  /** The S4 heroes' steps (heroes/steps.ts). */
  | HeroStep;
