/** Why a Fate card is drawn (§6.2): the track it points at serves this purpose. */
export type FatePurpose = "outbreak" | "outbreak-unchecked" | "activation-twice" | "guard" | "right-under" | "oh-this-is-bad" | "rumor" | "unidentified-mob" | "spread" | "marines";

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

/** The decks (§6): Event deck (top first, secret order), the current card, Fate deck and discards, the team's Keep hand. */
export interface Decks {
  event: EventCardId[];
  current: EventCardId | null;
  eventDiscard: EventCardId[];
  fate: FateCardId[];
  fateDiscard: FateCardId[];
  keep: FateCardId[];
}
