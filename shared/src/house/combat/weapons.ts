import type { DieOutcome, Human, WeaponCardId } from "../types";

/** A weapon row of house §9.2: how it reaches and from which die it kills. */
export interface WeaponRow {
  name: string;
  /** melee: the C1 square; line: first figure ahead within `range` (§2.7); box: the shotgun box (G13). */
  reach: "melee" | "line" | "box";
  /** Die results from this number up are kills (head shots). */
  killsFrom: number;
  range?: number;
  /** What an empty firearm fights as (G12): bare hands (pistol) or a baseball bat (rifle, shotguns). */
  empty?: "bare" | "baseball-bat";
}

/** The weapons of house §9.2. */
export const WEAPONS: Record<WeaponCardId, WeaponRow> = {
  "kitchen-knife": { name: "kitchen knife", reach: "melee", killsFrom: 6 },
  "baseball-bat": { name: "baseball bat", reach: "melee", killsFrom: 5 },
  "hockey-stick": { name: "hockey stick", reach: "melee", killsFrom: 5 },
  chainsaw: { name: "chainsaw", reach: "melee", killsFrom: 3 },
  pistol: { name: "pistol", reach: "line", killsFrom: 6, range: 5, empty: "bare" },
  rifle: { name: "rifle", reach: "line", killsFrom: 5, range: 10, empty: "baseball-bat" },
  shotgun: { name: "shotgun", reach: "box", killsFrom: 5, empty: "baseball-bat" },
  "double-barrel-shotgun": { name: "double-barrel shotgun", reach: "box", killsFrom: 5, empty: "baseball-bat" },
};

/** Whether a weapon card is a firearm (§9.2): it can run out of ammo and be reloaded. */
export function isFirearm(card: WeaponCardId): boolean {
  return WEAPONS[card].reach !== "melee";
}

/**
 * How a human fights now (§9.2, G12): `fires` with a loaded firearm; otherwise the melee weapon it
 * swings — its own melee weapon, a baseball bat for an empty rifle or shotgun, or bare hands
 * (`card` null) with no weapon or an empty pistol.
 */
export function fightingAs(h: Human): { fires: boolean; card: WeaponCardId | null } {
  const w = h.weapon;
  if (!w) return { fires: false, card: null };
  const row = WEAPONS[w.card];
  if (row.reach === "melee") return { fires: false, card: w.card };
  if (!w.ammoOut) return { fires: true, card: w.card };
  return { fires: false, card: row.empty === "bare" ? null : "baseball-bat" };
}

/** Outcome of one attack die against a zombie or a human (§9.1, §9.2, C5, C15). */
export type { DieOutcome } from "../types";

/**
 * Reads one die (§9.1): natural 1 = Oops; against a zombie a result from the weapon's kill number up
 * kills, a 5 below it is a shove (push); against a human (shotgun only, C5) 6 wounds, 5 shoves.
 * `card` null = bare hands, read here as a 6 kill / 5 shove (confirmation is rolled separately).
 */
export function readDie(die: number, card: WeaponCardId | null, vs: "zombie" | "human"): DieOutcome {
  if (die === 1) return "oops";
  if (vs === "human") return die === 6 ? "wound" : die === 5 ? "shove" : "miss";
  const killsFrom = card ? WEAPONS[card].killsFrom : 6;
  if (die >= killsFrom) return "kill";
  return die === 5 ? "shove" : "miss";
}
