/*
 * The keys the Siege rules speak to clients with (never words): what a decision asks, what a
 * roll's outcome offers in the Mystic Amulet's window and why a game ended. The client words each
 * key in its own language. Pure data, client-safe.
 */

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
