import type { SearchCardId } from "../types";

/** Display names of the search cards (house §11.3). */
export const SEARCH_CARD_NAMES: Record<SearchCardId, string> = {
  "kitchen-knife": "Kitchen knife",
  "baseball-bat": "Baseball bat",
  "hockey-stick": "Hockey stick",
  chainsaw: "Chainsaw",
  pistol: "Pistol",
  rifle: "Rifle",
  shotgun: "Shotgun",
  "double-barrel-shotgun": "Double-barrel shotgun",
  ammo: "Ammo",
  "med-pak": "Med-Pak",
  "power-drink": "Power Drink",
  "car-keys": "Car Keys",
  cellar: "Cellar",
  "lucky-coincidence": "Lucky Coincidence",
  eureka: "Eureka!",
  surprise: "Surprise!",
  "nothing-useful": "Nothing useful",
  baby: "Baby",
};
