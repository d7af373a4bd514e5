import type { CharacterId, Human, HumanSeatId, HouseOptions, Sq } from "./types";

/** A character card of house §12: display name, wound boxes, actions per turn, special. */
export interface CharacterCard {
  id: CharacterId;
  name: string;
  wounds: number;
  actions: number;
  special: "bruiser" | "marksman" | "medic" | "sprinter" | "carpenter" | "knows-the-house";
}

/** The six characters of house §12. */
export const CHARACTERS: Record<CharacterId, CharacterCard> = {
  max: { id: "max", name: "Max", wounds: 5, actions: 4, special: "bruiser" },
  lena: { id: "lena", name: "Lena", wounds: 4, actions: 4, special: "marksman" },
  olga: { id: "olga", name: "Olga", wounds: 4, actions: 4, special: "medic" },
  kostya: { id: "kostya", name: "Kostya", wounds: 3, actions: 5, special: "sprinter" },
  petrovich: { id: "petrovich", name: "Petrovich", wounds: 4, actions: 4, special: "carpenter" },
  vera: { id: "vera", name: "Granny Vera", wounds: 3, actions: 4, special: "knows-the-house" },
};

export const CHARACTER_IDS = Object.keys(CHARACTERS) as CharacterId[];

/** Whether the figure has its character special (never in `plainCharacters` mode, §12). */
export function hasSpecial(o: HouseOptions, id: CharacterId, special: CharacterCard["special"]): boolean {
  return !o.plainCharacters && CHARACTERS[id].special === special;
}

/** Wound boxes of a figure: 4 in plain mode, else the character's (§12, G16). */
export function maxWoundsOf(o: HouseOptions, id: CharacterId): number {
  return o.plainCharacters ? 4 : CHARACTERS[id].wounds;
}

/** Actions per Human turn: 4, Kostya 5 (§8, §12). */
export function actionsOf(o: HouseOptions, id: CharacterId): number {
  return o.plainCharacters ? 4 : CHARACTERS[id].actions;
}

/** A new, unplaced human figure for `seat` (§6.1): full health, Lena with her Pistol unless plain. */
export function newHuman(o: HouseOptions, id: CharacterId, seat: HumanSeatId, pos: Sq | null = null): Human {
  return {
    id,
    seat,
    pos,
    facing: "S",
    alive: true,
    wounds: 0,
    maxWounds: maxWoundsOf(o, id),
    weapon: id === "lena" && !o.plainCharacters ? { card: "pistol", ammoOut: false, spare: false } : null,
    items: [],
    carriesBaby: false,
  };
}

/** Display name of a character. */
export function nameOf(id: CharacterId): string {
  return CHARACTERS[id].name;
}
