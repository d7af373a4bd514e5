import type { RandomState } from "../core/rng";
import type { GameResult } from "../core/ruleset";
import type { Decision } from "../core/decisions";
import type { RollWindow } from "../core/dice";
import type { ActionDef } from "../core/engine";

/** Compass direction on the grid; N is y-1, E is x+1 (house §2.1). */
export type Dir = "N" | "E" | "S" | "W";

/** A square: x column, y row, z board (0 main board, 1 cellar inset; house §2.1, §5). */
export interface Sq {
  x: number;
  y: number;
  z: 0 | 1;
}

export type HumanSeatId = "human1" | "human2" | "human3" | "human4";
export type HouseSeatId = "zombie" | HumanSeatId;

/** Every key of a House game's end (the client's `reason.<key>`): the Zombie's wins, the humans' (victory.ts, human/car.ts). */
export const HOUSE_REASON_KEYS = ["allDead", "cellar", "fortress", "dawn", "roundLimit", "car"] as const;

/** A key of a House game's end. */
export type HouseReasonKey = (typeof HOUSE_REASON_KEYS)[number];

/** Characters of house §12 (ids are the English names, lower case). */
export type CharacterId = "max" | "lena" | "olga" | "kostya" | "petrovich" | "vera";

export type WeaponCardId =
  | "kitchen-knife"
  | "baseball-bat"
  | "hockey-stick"
  | "chainsaw"
  | "pistol"
  | "rifle"
  | "shotgun"
  | "double-barrel-shotgun";
export type ItemCardId = "ammo" | "med-pak" | "power-drink" | "car-keys";
export type EventCardId = "cellar" | "lucky-coincidence" | "eureka" | "surprise" | "nothing-useful" | "baby";
/** Search deck card ids: slugs of the English names (house §11.3). */
export type SearchCardId = WeaponCardId | ItemCardId | EventCardId;

/** Zombie card ids: slugs of the English names; the zombie Surprise! is `surprise-zombie` (house §14, G24). */
export type ZombieCardId =
  | "stench-of-fear"
  | "dead-resident"
  | "smash"
  | "surprise-zombie"
  | "shambling-charge"
  | "bloodlust"
  | "relentless"
  | "jammed"
  | "slippery-floor"
  | "horde"
  | "hungry-eyes"
  | "pile-up"
  | "legless-legion"
  | "something-below"
  | "wailing";

/** Options fixed at room creation (house decision of record 2, C12). */
export interface HouseOptions {
  /** Filled human seats (1–4), in seat order; figures are dealt to them round-robin (§4, DoR 1). */
  humanSeats: HumanSeatId[];
  /** Map id from shared/data/house (default "default"). */
  map: string;
  /** `pick`: each seat picks its characters in seat order; `deal`: dealt at random (G31). */
  characters: "pick" | "deal";
  spawnMode: "edge" | "full";
  howBoring: boolean;
  crawlers: boolean;
  baby: "off" | "search" | "setup";
  roundLimit: number;
  surviveTillDawn: boolean;
  infection: boolean;
  fallBack: boolean;
  tearDown: boolean;
  refill: boolean;
  carHorror: boolean;
  plainCharacters: boolean;
  spawnEdgeRoll: boolean;
  reactionSeconds: number;
}

/** A carried weapon: the card, whether it is out of ammo, and the double-barrel spare (G15). */
export interface Weapon {
  card: WeaponCardId;
  ammoOut: boolean;
  spare: boolean;
}

/** A human figure (house §12, §9.5). `wounds` counts wounds taken; it dies at `maxWounds` (G16). */
export interface Human {
  id: CharacterId;
  seat: HumanSeatId;
  /** null before it is placed and after it died. */
  pos: Sq | null;
  facing: Dir;
  alive: boolean;
  wounds: number;
  maxWounds: number;
  weapon: Weapon | null;
  items: ItemCardId[];
  carriesBaby: boolean;
}

/** A zombie or crawler on the board (house §13, §16). */
export interface Zombie {
  id: string;
  kind: "zombie" | "crawler";
  pos: Sq;
  /** Counts toward the cap of 4 × figures (§13.2); bonus zombies do not. */
  counted: boolean;
  /** Edge key of the window a crawler started climbing (§16), else null. */
  climbing: string | null;
  /** Placed this Zombie turn with no actions (infection zombie, G16). */
  noActions: boolean;
}

export type Phase = "setup-characters" | "setup-edge" | "setup-humans" | "setup-zombies" | "human" | "zombie" | "over";

/** The Human turn in progress (house §7, G1). */
export interface HumanTurn {
  /** Figures that have activated or passed this Human turn. */
  done: CharacterId[];
  /** The figure whose activation is under way, or null between activations. */
  active: CharacterId | null;
  actionsLeft: number;
  /** The active figure took its first action (Power Drink only before it). */
  started: boolean;
  /** Once-per-turn specials used this Human turn: "marksman:lena", "medic:olga", "carpenter:petrovich". */
  specialsUsed: string[];
  /** Car horror roll made this Human turn (G30). */
  carHorrorRolled: boolean;
  /** Zombies placed by Surprise! this Human turn, with the finder: a kill before the turn ends gives a replacement draw (§11.4). */
  surpriseZombies: { zombie: string; finder: CharacterId; search: string }[];
  /** The crawler holding the active figure (§16, G27): until the end of that figure's activation. */
  grab: { crawler: string; figure: CharacterId } | null;
  /** Crawlers that tried a grab this Human turn: each tries at most once (§16). */
  grabTried: string[];
  /** A grab window is due once the current action has settled (G2: after an action that cost actions). */
  grabCheck: boolean;
}

/** The Zombie turn in progress (house §7, §13.3, G3–G6, G25). */
export interface ZombieTurn {
  /** step: placements (spawn, How boring) → cards/begin → activation. */
  step: "boring" | "spawn" | "cards" | "activation";
  /** Remaining placements of the current step (spawn 1, Horde 2, …) and what they are for. */
  placements: {
    reason: "spawn" | "boring" | "horde" | "legless-legion" | "crawler-pair" | "dead-resident" | "something-below";
    left: number;
    counted: boolean;
    kind: "zombie" | "crawler";
    /** Edge rolled for this batch with `spawnEdgeRoll` (§13.1): a board edge, or "choice" on 5–6; unset before the roll. */
    edge?: Dir | "choice";
  }[];
  /** Zombies that finished their activation this turn. */
  done: string[];
  active: string | null;
  actionsLeft: number;
  /** Every action the active zombie spent so far was a move (extra attack, H-B12). */
  onlyMoved: boolean;
  actionsSpent: number;
  /** Extra actions granted by cards: Stench of Fear doubles, Shambling/Wailing add (G25). */
  stench: boolean;
  bonusActions: Record<string, number>;
  /** Zombie ids that attacked each human this turn (group attack, H-B13 / §9.4). */
  attackers: Record<string, string[]>;
  /** Humans a pack was declared against, with members left to attack (§9.4, G5). */
  pack: { target: CharacterId; members: string[] } | null;
  /** Offers that any other command forfeits (G6, G25). */
  extraAttackFor: string | null;
  relentlessFor: string | null;
  /** Zombie ids allowed to activate this turn (on the board when step 5 started, plus bonus ones). */
  eligible: string[];
  /** Actions a zombie spent before its own activation, as a pack member (§9.4, G5). */
  used: Record<string, number>;
  /** Actions the zombie in `relentlessFor` keeps if Relentless is played (G25). */
  relentlessKeep: number;
  /** The standing grab answer was changed this Zombie turn (once per turn, DoR 3). */
  grabAnswerSet: boolean;
  /** `arm` and `disarm` commands sent this Zombie turn (F1: ARMING_BOUND at most); absent until the turn's first one. */
  armings?: number;
}

/**
 * A decision the game waits for (the kernel's Decision: `seats` may answer, `mode` one/any/all,
 * `passed` so far), with the House decision's own fields beside the kernel's. Every House decision
 * is answered by its one seat (`mode: "one"`). The first entry of `pending` is the one open now.
 */
export type Pending =
  | (Decision<"keepWeapon", HumanSeatId> & { figure: CharacterId; card: WeaponCardId })
  | (Decision<"grannyPick", HumanSeatId> & { figure: CharacterId; cards: SearchCardId[]; searchAt: Sq })
  | (Decision<"luckyBarricade", HumanSeatId> & { figure: CharacterId })
  /** §12 Marksman: the reaction window of Lena's shot roll (the kernel's RollWindow). */
  | RerollWindow
  | (Decision<"surprisePlace", "zombie"> & { searchAt: Sq; finder: CharacterId; source: "search" | "card" })
  | (Decision<"cellarPlace", "zombie"> & { left: number })
  /** DoR 3, §16: the Zombie seat may announce a grab of `figure` by one of `crawlers` (`ask` answer); `deferred` is the human action waiting behind a start-of-activation window. */
  | (Decision<"grab", "zombie"> & { figure: CharacterId; crawlers: string[]; deferred: { seat: HumanSeatId; action: { type: string } } | null })
  /** §17, G28: the Zombie seat places the baby token. */
  | Decision<"babyPlace", "zombie">;

/** Lena's Marksman window (§12): her shot's dice and the `shot` continuation that settles them. */
export type RerollWindow = Decision<"reroll", HumanSeatId> &
  RollWindow & {
    figure: CharacterId;
    /** The die from which the shot kills a zombie (§9.2; the decision says what a reroll needs). */
    kills: number;
    /** What each die does if kept, the rules' reading (combat/resolve.ts shotOutcomes). */
    outcomes: DieOutcome[];
  };

/** A Reaction zombie card armed in advance (C8): fires on the first matching human action. */
export interface Armed {
  card: "surprise-zombie" | "jammed" | "slippery-floor";
  /** A figure id, or "any". */
  figure: CharacterId | "any";
}

/** Activity in the window that "How boring" looks at (§18.1, G32). */
export interface Activity {
  attackOrSearch: boolean;
}

/** The whole state of a House game: plain JSON, no class instances (so it can be stored and replayed). */
export interface HouseState {
  game: "house";
  options: HouseOptions;
  rnd: RandomState;
  /** Number of actions applied so far. */
  seq: number;
  phase: Phase;
  round: number;
  /** Owner seat of each figure slot, in slot order (round-robin deal, DoR 1). */
  slots: HumanSeatId[];
  entryEdge: Dir | null;
  /** Human figures by character id, in slot order. */
  humans: Partial<Record<CharacterId, Human>>;
  zombies: Record<string, Zombie>;
  nextZombieNo: number;
  /** Barricaded edges (edge keys; the cellar link is "link"); the supply is 15 minus this length (§10). */
  barricades: string[];
  cellar: { revealed: boolean; door: string | null };
  /** Search deck, top card first (§11). */
  searchDeck: SearchCardId[];
  zombieDeck: ZombieCardId[];
  zombieHand: ZombieCardId[];
  zombieDiscard: ZombieCardId[];
  armed: Armed[];
  /** "character:searchId" pairs already searched (§11.1). */
  searched: string[];
  /** Dropped item piles by square key (§9.5). */
  piles: Record<string, (ItemCardId | WeaponCardId)[]>;
  humanTurn: HumanTurn;
  zombieTurn: ZombieTurn;
  activity: Activity;
  pending: Pending[];
  result: GameResult | null;
  /** The baby token (§17): null while not on the board; else on a square (`pos`) or carried (`carrier`). */
  baby: { pos: Sq | null; carrier: CharacterId | null } | null;
  /** The Zombie seat's standing answer to grab windows (DoR 3): `always` (lowest-id crawler, C11), `never`, or `ask`. Seen only by the Zombie seat. */
  grabAnswer: "always" | "never" | "ask";
}

/**
 * One kind of House action (house §21 "Commands") in the kernel's form (core/engine.ts `ActionDef`)
 * over House states and seats: `phases` when it may be taken while no decision is pending,
 * `answers` the decision kind it answers instead.
 */
export type HouseActionDef<A extends { type: string }> = ActionDef<HouseState, A, HouseSeatId>;

/** What one attack die does (§9.1): Oops, a miss, a shove, a kill or a wound. */
export type DieOutcome = "oops" | "miss" | "shove" | "kill" | "wound";
