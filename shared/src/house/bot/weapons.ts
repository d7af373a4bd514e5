import type { Human, SearchCardId, Weapon } from "../types";

/**
 * The chance one attack kills a zombie with `w` (house §9.1, §9.2): bare hands 6 confirmed (Max's
 * Bruiser needs no confirming roll), knife 6, bat/stick/rifle/shotgun 5–6, chainsaw 3–6, pistol 6;
 * an empty pistol fights bare-handed, an empty rifle or shotgun is a bat. A bot's estimate.
 */
export function killChance(h: Human): number {
  const bare = h.id === "max" ? 1 / 6 : 1 / 36;
  const w = h.weapon;
  if (!w) return bare;
  if (w.ammoOut) return w.card === "pistol" ? bare : 2 / 6;
  switch (w.card) {
    case "kitchen-knife":
    case "pistol":
      return 1 / 6;
    case "chainsaw":
      return 4 / 6;
    default:
      return 2 / 6;
  }
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
