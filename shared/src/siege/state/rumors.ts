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
