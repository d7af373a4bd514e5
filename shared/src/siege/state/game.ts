import type { KernelState } from "../../core/engine";
import type { RandomState } from "../../core/rng";
import type { GameResult } from "../../core/ruleset";
import type { SuperZedsId } from "../units/zeds";
import type { Decks } from "./cards";
import type { HeroesState } from "./heroes";
import type { SpaceState, Train } from "./map";
import type { SiegeOptions, SiegeSeatId } from "./options";
import type { Pending } from "./pending";
import type { ActionPhase, FourRPhase, Phase, ZedsPhase } from "./phases";
import type { RumorMill } from "./rumors";
import type { SiegeStep } from "./steps";
import type { PlayerUnit, RaidersUnit, ZedsUnit } from "./units";

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
