/**
 * The procedure steps of the S4 heroes (siege §3.3, G5), part of `SiegeStep` (state/steps.ts): plain JSON on
 * the work stack, run by the handlers of heroes/steps.ts.
 */
export type HeroStep =
  /**
   * The cancel rolls of one Zeds move (G5 step 2): Pickles' bark on the space left (`goodbye`), then Kingman's perimeter on the space entered (`hello`); then the move goes on.
   * With `raiders`, `ids` is one Raiders unit on its 4R move (§2.2 step 1): Pickles' bark alone, then the move goes on (raiders/move.ts).
   */
  | { t: "moveCheck"; ids: string[]; from: number; to: number; staying: string[]; stage: "goodbye" | "hello"; raiders?: true }
  /** A Minefield's Gunfire attack on the Zeds that entered its space (§3.3, G5 step 5): the target is picked, then the roll. */
  | { t: "minefield"; space: number; answer?: string }
  /** Johnson's traps (§3.3, G5 step 5): Zeds entered his space; he rolls, 4–6 they take 1 hit and he steps back. */
  | { t: "trap"; space: number; unit: string }
  /** Zeds try to enter TC while the Clarion Courier is in play (§3.3): one fight against a TC unit instead of the loss. */
  | { t: "tcStand"; from: number; ids: string[]; answer?: string }
  /** After the TC fight's hits (§3.3): a Zeds win loses the game, a Zeds loss throws them back where they stand. */
  | { t: "tcStandEnd"; from: number; ids: string[]; loser: "zeds" | "player" };
