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
