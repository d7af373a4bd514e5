import type { TrackId } from "../../board";
import type { FateCardId } from "../../state/cards";
import type { RumorId } from "../../state/rumors";

/** Where a Fate card points (§6.2): a fixed track, the track with most/fewest Zeds or Chaos, or the lead's choice. */
export type FateWhere = TrackId | "most-zeds" | "fewest-zeds" | "most-chaos" | "fewest-chaos" | "choice";

/** One Fate (Story) card (§6.5): colour, Where, and whether its plot twist is kept for later (Keep) or played now. */
export interface FateCardDef {
  id: FateCardId;
  colour: "blue" | "green";
  where: FateWhere;
  keep: boolean;
}

const f = (id: FateCardId, colour: "blue" | "green", where: FateWhere, keep: boolean): FateCardDef => ({ id, colour, where, keep });

/** The 18 Fate cards of Level II (§6.5), in the table's order; Infested Vermin is in (left out only in the Basic Game). */
export const FATE_CARDS: Readonly<Record<FateCardId, FateCardDef>> = Object.fromEntries(
  [
    f("killer-bulldozer", "blue", "choice", true),
    f("zeds-from-the-lake", "blue", "most-zeds", false),
    f("civilians-organise", "blue", "fewest-zeds", true),
    f("infested-vermin", "blue", "highway", false),
    f("adrenaline-supply", "blue", "suburbs", true),
    f("community-organiser", "blue", "mountain", true),
    f("the-living-dead", "blue", "mountain", false),
    f("last-stand-determination", "blue", "highway", true),
    f("bad-ammo-expired-supplies", "blue", "forest", false),
    f("rigged-inventories", "green", "choice", false),
    f("the-man-with-no-name", "green", "most-chaos", true),
    f("i-think-i-see-someone", "green", "highway", true),
    f("zombie-call", "green", "suburbs", false),
    f("the-bridge-collapses", "green", "suburbs", false),
    f("torrential-rain", "green", "fewest-chaos", false),
    f("what-did-you-forget", "green", "mountain", false),
    f("they-took-the-bait", "green", "forest", true),
    f("commandeered-vehicles", "green", "highway", true),
  ].map((c) => [c.id, c]),
) as Record<FateCardId, FateCardDef>;

/** The Fate card ids in table order. */
export const FATE_CARD_IDS: readonly FateCardId[] = Object.keys(FATE_CARDS) as FateCardId[];

/** A rumor's kind (Part A2): Attach items stay with a unit, Place markers stay on the map, Secure rumors are kept like Keep cards (S-R23). */
export type RumorKind = "attach" | "place" | "secure";

/** The 16 rumors of Part A2 and their kinds. */
export const RUMORS: Readonly<Record<RumorId, RumorKind>> = {
  "darpa-battlesuit": "attach",
  "pulsing-green-crystal": "attach",
  "mystic-amulet": "attach",
  "zeds-siren": "attach",
  "ancient-cemetery": "place",
  "weapons-control-office": "place",
  "secret-air-force-base": "place",
  "tall-mart-distribution-center": "place",
  "dr-marteuses-diary": "secure",
  "giant-hardware-store": "secure",
  "help-arrives": "secure",
  "police-gun-cabinet": "secure",
  "rumors-of-our-downfall": "secure",
  "the-red-telephone": "secure",
  "final-thesis": "secure",
  "battle-plan-code-black": "secure",
};

/** The rumor ids in Part A2's order. */
export const RUMOR_IDS: readonly RumorId[] = Object.keys(RUMORS) as RumorId[];
