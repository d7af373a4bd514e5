import { meleeTarget } from "../combat/resolve";
import { fightingAs } from "../combat/weapons";
import type { HouseState, Human, SearchCardId, Weapon } from "../types";

/**
 * The chance one attack of `h` kills a zombie as it fights now (house §9.1, §9.2): the rules' own
 * kill number and confirming roll (combat `fightingAs`, `meleeTarget`), so the bot's estimate never
 * drifts from the rules. A bot's estimate: it ignores shoves and Oops.
 */
export function killChance(s: HouseState, h: Human): number {
  const { kills, confirm } = meleeTarget(s, h.id, fightingAs(h).card);
  const p = (7 - kills) / 6;
  return confirm ? p / 6 : p;
}

/** How much the bots want a weapon card (higher is better; 0 for bare hands). */
export function weaponWorth(w: Pick<Weapon, "card" | "ammoOut"> | null): number {
  if (!w) return 0;
  const base: Record<string, number> = { "kitchen-knife": 2, pistol: 3, "baseball-bat": 4, "hockey-stick": 4, rifle: 6, chainsaw: 6, shotgun: 7, "double-barrel-shotgun": 8 };
  return (base[w.card] ?? 1) - (w.ammoOut ? 2 : 0);
}

/** How much a human side bot wants a search card in hand (Granny's pick, §12): keys first, then weapons by worth, items, events. */
export function cardWorth(h: Human, card: SearchCardId): number {
  if (card === "car-keys") return 100;
  const w = weaponWorth({ card: card as Weapon["card"], ammoOut: false });
  if (w > 1) return w > weaponWorth(h.weapon) ? 20 + w : 1;
  switch (card) {
    case "med-pak":
      return 15;
    case "power-drink":
      return 12;
    case "ammo":
      return h.weapon && ["pistol", "rifle", "shotgun", "double-barrel-shotgun"].includes(h.weapon.card) ? 14 : 5;
    case "eureka":
      return 18;
    case "lucky-coincidence":
      return 10;
    case "surprise":
      return -10;
    default:
      return 0;
  }
}
