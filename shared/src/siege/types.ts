import type { Decision } from "../core/decisions";
import type { KernelState } from "../core/engine";
import type { RandomState } from "../core/rng";
import type { GameResult } from "../core/ruleset";
import type { LineId, TrackId } from "./board";
import type { SuperZedsId } from "./units/zeds";
import type { HeroStep } from "./heroes/steps";

/** Siege seat ids (DESIGN "Protocol"): all defenders (D1). */
export type SiegeSeatId = "seat1" | "seat2" | "seat3" | "seat4";

/** The phases of a round, in order (§2), plus `over`. `4r` is the 4R (PRFN) phase of Level II. */
export type Phase = "draw" | "4r" | "infection" | "eat" | "zeds" | "action" | "housekeeping" | "over";

/** The side of a counter that is up (§3.1). */
export type Side = "full" | "reduced";

/** Why a Fate card is drawn (§6.2): the track it points at serves this purpose. */
export type FatePurpose = "outbreak" | "outbreak-unchecked" | "activation-twice" | "guard" | "right-under" | "oh-this-is-bad" | "rumor" | "unidentified-mob" | "spread" | "marines";

/** Room options (D2), validated by `siegeOptionsSchema` (setup.ts). */
export interface SiegeOptions {
  /** The filled seats, in seat order (1–4, D1); units are dealt to them round-robin (G30). */
  seats: SiegeSeatId[];
  /** Event deck length: `normal` 27 cards, `short` 21 (§6.1). */
  deck: "normal" | "short";
  /** The Freight Trains module (Part A1). */
  trains: boolean;
  /** The Rumor Mill module (Part A2). */
  rumors: boolean;
  /**
   * The starting Heroes (§2.0, §7): `draw` 4 random Heroes and 1 random heroic Civilians unit from
   * the Level II pool (the rules' Level II game, heroes/draw.ts); `basic` the Basic four and the
   * Farmingdale Furies (fixed: scripted tests, replays, e2e plans).
   */
  heroes: "draw" | "basic";
  /**
   * Zeds Pressure (G31): `printed` extra moves only in rounds whose Event card carries the Pressure
   * icon (the default, the game as printed); `off` never (an easier game); `every-round` every round
   * (the old reading, a much harder game). Never with one seat.
   */
  pressure: PressureOption;
}

/** The values of the `pressure` room option (G31). */
export type PressureOption = "printed" | "off" | "every-round";

/**
 * Event card ids (§6.3, §6.4): slugs of the English titles. Decision: titles printed more than once
 * get a suffix — BRAINS! by its printed Infection (`brains-1` blue Act 3, `brains-2` blue Act 4,
 * `brains-3` green Act 2), A Hero Arrives by colour; the End cards are prefixed `end-`.
 */
export type EventCardId =
  | "rule-7-cardio"
  | "hunting-cabin"
  | "well-armed-civilians"
  | "night-assault-mountain"
  | "night-assault-suburbs"
  | "night-assault-forest"
  | "night-assault-highway"
  | "right-under-our-feet"
  | "spread-of-the-zed-disease"
  | "are-you-kidding-me"
  | "a-hero-arrives-blue"
  | "mine-explosion"
  | "nightfall"
  | "tenacious-zeds"
  | "whats-that-smell"
  | "brains-1"
  | "keep-calm-and-kill-zeds"
  | "i-hate-when-that-happens"
  | "brains-2"
  | "end-once-and-for-all-goodnight"
  | "end-good-bad-im-the-one-with-the-gun"
  | "wandering-zeds"
  | "you-find-a-pantry"
  | "contaminated-water"
  | "brains-3"
  | "a-hero-arrives-green"
  | "the-marines-deploy"
  | "total-chaos"
  | "toxic-zeds"
  | "fast-zeds"
  | "unidentified-mob"
  | "raiders-appear"
  | "guard-helicopter-strike"
  | "where-do-they-all-come-from"
  | "national-guard-arrives"
  | "hard-headed-zeds"
  | "hospital-efficiency"
  | "oh-this-is-bad"
  | "what-the-hell-is-that"
  | "end-want-a-piece-of-me";

/** Fate (Story) card ids (§6.5), slugs of the English titles. */
export type FateCardId =
  | "killer-bulldozer"
  | "zeds-from-the-lake"
  | "civilians-organise"
  | "infested-vermin"
  | "adrenaline-supply"
  | "community-organiser"
  | "the-living-dead"
  | "last-stand-determination"
  | "bad-ammo-expired-supplies"
  | "rigged-inventories"
  | "the-man-with-no-name"
  | "i-think-i-see-someone"
  | "zombie-call"
  | "the-bridge-collapses"
  | "torrential-rain"
  | "what-did-you-forget"
  | "they-took-the-bait"
  | "commandeered-vehicles";

/** Rumor ids (Part A2, S-R7…S-R22): the 16 rumors. */
export type RumorId =
  | "darpa-battlesuit"
  | "pulsing-green-crystal"
  | "mystic-amulet"
  | "zeds-siren"
  | "ancient-cemetery"
  | "weapons-control-office"
  | "secret-air-force-base"
  | "tall-mart-distribution-center"
  | "dr-marteuses-diary"
  | "giant-hardware-store"
  | "help-arrives"
  | "police-gun-cabinet"
  | "rumors-of-our-downfall"
  | "the-red-telephone"
  | "final-thesis"
  | "battle-plan-code-black";

/** Civil Leader (Civilians Organise) and Well-Armed markers: +1 column each, stacking (G28). */
export type UnitMarker = "civil-leader" | "well-armed";

/**
 * A player-side unit on the board or in a box (§3.1, §3.3). `at` is a board space index (a track
 * space, TC, a Bed, the Camp or the Cemetery). Villagers and Refugees are team units (`seat`
 * null, G12); everything else belongs to one seat (D1) and can be handed to another.
 */
export interface PlayerUnit {
  /** Unique id: the kind's id for named units (`piazza`, `civ3`), `villagers-<space>` / `refugees-<n>` for team counters. */
  id: string;
  /** The unit kind (a key of PLAYER_UNITS). */
  def: string;
  seat: SiegeSeatId | null;
  at: number;
  side: Side;
  /** Hit markers on the current side (§3.1); a side is filled at its `hitsPerSide`. */
  hits: number;
  /** In a Hospital Bed with the EKG marker (§4.6). */
  coma: boolean;
  /** Civilians Holding Out in a Village: cannot move until Zeds attack them (§2.0). */
  holdingOut: boolean;
  markers: UnitMarker[];
  /** Attach rumors carried (Part A2, G10). */
  items: RumorId[];
  /** Strength added to both sides for good: Sgt. Hauser's +2 on a Civilians unit (§3.3, heroes/hauser.ts); gone at the Cemetery. */
  bonus?: number;
}

/** Zeds upgrade markers placed by events (§3.2, G25); they leave with their counter. */
export type ZedsMarker = "tenacious" | "toxic" | "fast";

/**
 * A Zeds counter on the map (§3.2): a normal counter of the reserve (`z01`…), a Super-Zeds or the
 * Disease Spreader. Two Zeds units that count toward stacking on one space are a Mob (§3.2, G20).
 */
export interface ZedsUnit {
  /** The counter's id: `z07`, a Super-Zeds id, or `infested-vermin`. */
  id: string;
  kind: "normal" | "super" | "spreader";
  at: number;
  side: Side;
  hits: number;
  markers: ZedsMarker[];
}

/**
 * A Raiders unit (Looters, §3.3): a third side, neither Zeds nor a player unit, controlled by no
 * seat. 6/3, 3 hits per side; the hit that fills its reduced side eliminates it outright (no Save,
 * G14). It walks toward TC along the track of `at` and retreats toward that track's Start (§4.5).
 */
export interface RaidersUnit {
  /** `raiders-<n>`. */
  id: string;
  at: number;
  side: Side;
  hits: number;
}

/** The markers and rumor token of one board space (§1.4, §1.5), indexed like `SiegeBoard.spaces`. */
export interface SpaceState {
  /** Chaos markers on the space (Total Chaos can put 2, §5.6). */
  chaos: number;
  /** No Entry for the rest of the round, cleared in Housekeeping (§1.4, G15). */
  noEntry: boolean;
  barricade: "barricade" | "bastion" | null;
  /** Only on the Suspension Bridge (§1.4). */
  bridge: "destroyed" | "ferry" | null;
  /** The opaque id of a face-down or revealed rumor token here (G8), else null. */
  rumor: string | null;
}

/** A freight train (Part A1): its line (the id), space and side. */
export interface Train {
  id: LineId;
  at: number;
  side: "departure" | "arrival";
  /** The units declared aboard for the movement being decided or ridden (G2: passengers exist only for one movement; empty between movements). */
  passengers: string[];
}

/** A rumor token on the map: opaque id → which rumor and whether it is revealed (D4, G8). */
export interface RumorToken {
  rumor: RumorId;
  at: number;
  revealed: boolean;
}

/** The Rumor Mill (Part A2): the face-down stack (secret order), tokens on the map, Secure rumors held by the team. */
export interface RumorMill {
  stack: RumorId[];
  tokens: Record<string, RumorToken>;
  secure: RumorId[];
  /** The Place rumors on the map for the rest of the game (S-R11…S-R14): rumor → space index. */
  places: Partial<Record<RumorId, number>>;
  nextToken: number;
  /**
   * The free reveal's watch (G9, rumors/reveal.ts): eligible unit id → the rumor space it stood on
   * when this round's Draw began; a unit that leaves the space drops out. Missing before the first Draw.
   */
  watch?: Record<string, number>;
  /** Two-use Secure rumors turned over after their first play (Battle Plan Code: Black, S-R22): rumor → the round of that play. */
  turned?: Partial<Record<RumorId, number>>;
}

/** The decks (§6): Event deck (top first, secret order), the current card, Fate deck and discards, the team's Keep hand. */
export interface Decks {
  event: EventCardId[];
  current: EventCardId | null;
  eventDiscard: EventCardId[];
  fate: FateCardId[];
  fateDiscard: FateCardId[];
  keep: FateCardId[];
}

/** The Zeds phase in progress (§2.5, G15): the card's activations, which one runs, and the Zeds that moved in it. */
export interface ZedsPhase {
  /** The tracks to activate, in order (a repeated track activates again). */
  activations: TrackId[];
  /** Index of the activation under way. */
  current: number;
  /** Ids of the Zeds that have moved, or been held back, in the current activation (§2.5 step 2). */
  moved: string[];
}

/** The Action phase bookkeeping (D1): each seat's one Player Action (true while unspent) and the seats that said done. */
export interface ActionPhase {
  playerAction: Partial<Record<SiegeSeatId, boolean>>;
  done: SiegeSeatId[];
  /** Units healed this round (Heal is once per unit per round, §2.6). */
  healed: string[];
  /** Equip Refugees was used this round (once per round, §2.6). */
  equipped: boolean;
  /** Character Actions used this Action phase, by unit id (§2.6: once per Action phase). */
  used: string[];
  /** Free Actions granted to units this phase (Schmidt's own extra Action, Hunt's gift): unit id → count. */
  free: Record<string, number>;
  /** Hand-overs of each unit this phase (F1: HAND_OVER_BOUND at most): unit id → count; absent until the phase's first hand-over. */
  handOvers?: Record<string, number>;
}

/** The 4R phase's budget (C8, G4): movements left to spend by the lead, and whether it said done. */
export interface FourRPhase {
  left: number;
  /** The Refugees units that walked this phase: each walks at most once (G4); absent until the first walks (a snapshot stored before G4 had none). */
  walked?: string[];
}

/**
 * A choice the rules leave to a seat (D1, D6, G12), asked by the procedure step on top of `work`:
 * the seat answers with one of `options` (unit ids, `roll` / `decline`, …) through the `choose`
 * action, and the step resumes with it. `step` is that step's position in `work` (a bug check).
 */
export interface ChoiceDecision extends Decision<"choose", SiegeSeatId> {
  /** What is being chosen, for clients and bots: `defender`, `mobHit`, `mover`, `retreatStop`, `save`, `hospitalFull`. */
  purpose: string;
  options: string[];
  /** What is asked: the client's words key (`siege.ask.<key>`); a decision stored before asks were keys has none (and a `text`). */
  key: string;
  /** The values the asking sentence names: unit ids, space indices, track, rumor and marker ids, numbers. */
  params: Record<string, string | number>;
  rule: string;
  step: number;
  /** The unit the choice is about (the work step's `unit`), when it has one. */
  unit?: string;
  /** The options that lose the game at once (G10: the Red Telephone on an empty Chaos pool, §5.6): the client warns before sending one. */
  loses?: string[];
}

/** A pending decision of Siege: a choice, or a roll's reaction window (core/dice.ts), with the game's own fields. */
export type Pending = ChoiceDecision | (Decision & Record<string, unknown>);

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
  | { t: "gunfire"; unit: string; target: string; column: number; stepBack: boolean }
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

/**
 * The whole Siege game state: plain JSON, mutated in place by `apply` (DESIGN "Speed"). Secrets
 * (D4) — deck orders, the Zeds reserve, the Super-Zeds bag, face-down rumors, `rnd` — stay here
 * and reach clients only through `view`.
 */
export interface SiegeState extends KernelState {
  game: "siege";
  options: SiegeOptions;
  phase: Phase;
  pending: Pending[];
  rnd: RandomState;
  seq: number;
  /** The round number, 1 for the first Event card. */
  round: number;
  /** The filled seats, in seat order (D1). */
  seats: SiegeSeatId[];
  /** The round's lead seat: seats[(round − 1) mod seats] (G12). */
  lead: SiegeSeatId;
  /** Player units by id. */
  units: Record<string, PlayerUnit>;
  /** Zeds counters on the map by id. */
  zeds: Record<string, ZedsUnit>;
  /** Raiders units on the map by id (§3.3, Raiders Appear!): public, nothing secret about them. */
  raiders: Record<string, RaidersUnit>;
  /** Markers per board space, indexed like the board's spaces. */
  spaces: SpaceState[];
  /** Chaos markers left in the pool (Level II: 10, §1.4); an empty pool when one must be placed loses (§5.6). */
  chaosPool: number;
  /** 0–20 each (§5.1). */
  supplies: number;
  ammo: number;
  /** 0–13 (§5.2). */
  infection: number;
  /** The Action track: the round's Event Actions left (§5.3, unbounded, Q7). */
  actionTrack: number;
  /** Normal Zeds counters in the reserve (drawn at random, §3.2). */
  reserve: string[];
  /** Super-Zeds in the bag (§3.2; killed ones leave the game, G27). */
  bag: SuperZedsId[];
  /** Civilians counters not in play (§2.0: the 7th). */
  spareCivilians: string[];
  /** Heroes and heroic Civilians available to arrive (G17), not in play and not in the Cemetery. */
  available: string[];
  decks: Decks;
  /** The freight trains still in the game (empty without the module). */
  trains: Train[];
  /** The Rumor Mill, or null without the module. */
  rumors: RumorMill | null;
  zedsPhase: ZedsPhase | null;
  /** The procedure steps waiting to run, last first (see `SiegeStep`). */
  work: SiegeStep[];
  /** Infection reached 13: an Unchecked Outbreak waits for the current atomic step to end (§2.3, G14). */
  outbreakQueued: boolean;
  actionPhase: ActionPhase;
  fourR: FourRPhase;
  /** Round flags of events and Fate cards, cleared in Housekeeping (§2.7): e.g. `torrential-rain`, `night-assault`, `brains`. */
  flags: string[];
  /** The Level I resource roll of setup (§2.0: Supplies = sum, Ammo = 6 − lower die), kept so the first log can show it (D5). */
  setupRoll: number[];
  /** Counter for new unit ids (Refugees). */
  nextId: number;
  /** The S4 heroes' once-per-game powers, Minefields and Pickles' stealth (heroes/state.ts); absent until first needed. */
  heroes?: HeroesState;
  result: GameResult | null;
}

/** Pickles' last stealth roll (§3.3, §3.4): where, against which Zeds and Raiders, and whether he hid. */
export interface StealthRoll {
  at: number;
  zeds: string[];
  /** The Raiders units it stands for (met, or joined since); absent when none (a roll from before the Raiders had one). */
  raiders?: string[];
  hidden: boolean;
}

/** The S4 heroes' state (siege §3.3, S4: the once-per-game powers used, the Minefields, Pickles' stealth; see heroes/state.ts). */
export interface HeroesState {
  /** Once-per-game powers used, as `<power>:<unit>`: `bastion:kingman`, `minefield:kingman`, `townRally:hernandez`. */
  used: string[];
  /** The Minefields on the map: space index → the Strength of its next Gunfire attack (7, then 4, then it is gone). */
  minefields: Record<string, 7 | 4>;
  /** Pickles' stealth rolls by unit id (see `isHidden`). */
  stealth: Record<string, StealthRoll>;
}

/** Every key a Siege decision asks with (the client's `siege.ask.<key>`): the choices', and the Mystic Amulet window's (`amulet`). */
export const SIEGE_ASK_KEYS = [
  "cardio", "defender", "w2", "retreatStop", "lastStand", "mobHit", "save", "hospitalFull", "vip", "diary", "helpArrives",
  "helpArrivesSpace", "downfall", "thesis", "battlePlan", "rumorSpace", "revealer", "airBase", "tallMart", "place", "napalm",
  "napalmAdjacent", "forage", "stepBack", "passengers", "boardingPay", "destination", "passengerFightRaiders", "passengerFightZeds",
  "rangersMove", "eatShort", "eatHit", "verminTrack", "fateTrack", "water", "cardioStart", "wellArmed", "heroArrives", "keepCalm",
  "helicopter", "hospitalEfficiency", "freeHeal", "upgrade", "evenAttack", "smell", "gateDefender", "meetingStepBack",
  "minefieldTarget", "raidersTrack", "raidersDefender", "raidersW2", "raidersLoot", "pressure", "activationOrder", "bait", "zedsTie",
  "zedsRetreatStop", "amulet",
] as const;

/** A key a Siege decision asks with. */
export type AskKey = (typeof SIEGE_ASK_KEYS)[number];

/** Every key of a roll's outcome in the Mystic Amulet's offers (the client's `siege.offer.<key>`). */
export const SIEGE_OFFER_KEYS = [
  "hthZedsLose", "hthPlayerLoses", "raidersLose", "raidersWin", "sirenFail", "sirenRetreat", "sirenKill", "zedsRetreat", "zedsStay",
  "pushHit", "handToHandFollows", "fights", "hides", "moveStopped", "moveGoesOn", "normalFight", "mayStepBack", "unharmed", "hits",
  "minefieldHits", "trapsSprung", "trapsFail", "dice",
] as const;

/** A key of a roll's outcome. */
export type OfferKey = (typeof SIEGE_OFFER_KEYS)[number];

/** Every key of a Siege game's end (the client's `siege.reason.<key>`): the losses (resources.ts loseGame) and the wins (flow.ts winGame). */
export const SIEGE_REASON_KEYS = ["breakIn", "gateOpen", "gateBeaten", "noChaos", "noChaosNapalm", "deckOut", "lastCard"] as const;

/** A key of a Siege game's end. */
export type SiegeReasonKey = (typeof SIEGE_REASON_KEYS)[number];

/**
 * A roll's resolved outcome as data, for the Mystic Amulet's window (rumors/amulet.ts): the client's
 * words key (`siege.offer.<key>`) and its values (a table cell such as `2/1*`, a count, dice), never words.
 */
export interface DiceOutcome {
  key: OfferKey;
  params: Record<string, string | number>;
}

/** The resolved outcome of a roll's dice (two dice resolve alike when their outcomes are equal), for the Mystic Amulet's window. */
export type RollOutcome = (dice: number[]) => DiceOutcome;
