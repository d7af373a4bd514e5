import { drawInt, type RandomState } from "../../core/rng";
import type { SiegeAction } from "../actions";
import { SIEGE_BOARD as B, trackOf } from "../board";
import { siegeEngine } from "../engine";
import { defOf, unitStrength, zedsAt, zedsStrength } from "../occupancy";
import type { SiegeSeatId, SiegeState } from "../types";

/** How close to TC a space is (0 = a Town space … 7 = Start; TC and boxes 8, i.e. not a threat). */
function dist(i: number): number {
  return trackOf(i) === null ? 8 : B.numOf[i]!;
}

/**
 * Scores one legal action for the greedy defender (a heuristic, not a rule; it never peeks at dice
 * or decks): shoot the Zeds nearest TC, attack them when the odds are good, heal and discharge,
 * forage when Supplies or Ammo run low, Barricade the spaces in front of TC, move Refugees home,
 * keep Ammo for shots at close Zeds; choices pick the option that hurts least.
 */
function score(s: SiegeState, a: SiegeAction): number {
  const freePay = "pay" in a && a.pay !== "player" && a.pay !== "event" ? 2 : 0;
  const evPay = "pay" in a && a.pay === "event" ? 0.5 : 0;
  switch (a.type) {
    case "fire": {
      const z = s.zeds[a.target]!;
      return 60 - dist(z.at) * 6 + zedsStrength(z) + freePay + evPay - (a.noAmmo ? 5 : 0) - (s.ammo <= 1 && dist(z.at) > 2 ? 30 : 0);
    }
    case "move": {
      const u = s.units[a.unit]!;
      const zs = zedsAt(s, a.to);
      if (defOf(u).category === "refugees") return 45;
      if (zs.length) {
        const zStr = zs.reduce((n, z) => n + zedsStrength(z), 0);
        const ratio = unitStrength(u) / zStr;
        return ratio >= 2 ? 55 - dist(a.to) * 3 : ratio >= 1 ? 20 - dist(a.to) * 2 : -50;
      }
      // block: stand right in front of the Zeds nearest TC (they attack the blocker and stop there)
      const ahead = B.away[a.to]!;
      if (ahead >= 0 && zedsAt(s, ahead).length && B.away[u.at] !== -2) {
        const here = B.away[u.at]!;
        if (here >= 0 && zedsAt(s, here).length) return -5; // already blocking
        return 40 - dist(a.to) * 4 + unitStrength(u);
      }
      if (a.to === B.tc) return u.hits > 0 || u.side === "reduced" ? 15 : 2;
      return -3;
    }
    case "heal":
      return 50 + freePay;
    case "discharge":
      return s.units[a.unit]!.coma ? -100 : 40;
    case "forage":
      return (s.supplies < 4 || s.ammo < 3 ? 35 : 12) + freePay + evPay;
    case "barricade": {
      const u = s.units[a.unit]!;
      return s.supplies > 4 ? 30 - dist(u.at) * 3 : -10;
    }
    case "ferry":
      return 5;
    case "equip":
      return 45;
    case "ability":
      return 70;
    case "playKeep":
      return a.card === "adrenaline-supply" || a.card === "community-organiser" || a.card === "civilians-organise" || a.card === "i-think-i-see-someone" ? 65 : 3;
    case "refugee":
      return 40;
    case "guardStep":
      return 5;
    case "endFourR":
      return 0;
    case "done":
      return 0.5;
    case "reroll":
    case "keepRoll":
      return 0;
    case "choose":
      return chooseScore(s, a.option);
  }
  return 0;
}

/** Choice answers: always roll Saves, discharge rather than die, send the strongest defender, and so on. */
function chooseScore(s: SiegeState, option: string): number {
  const d = s.pending[0] as { purpose?: string } | undefined;
  const purpose = d?.purpose;
  if (option === "roll") return 10;
  if (option === "decline" || option === "die") return -10;
  if (option.startsWith("discharge:")) return s.units[option.slice(10)]?.coma ? 1 : 5;
  const u = s.units[option];
  if (u && purpose === "defender") return unitStrength(u);
  if (u && purpose === "eatHit") return unitStrength(u) - (u.side === "reduced" ? 5 : 0);
  const z = s.zeds[option];
  if (z && purpose === "mobHit") return -zedsStrength(z) - z.hits * 2;
  if (option === "supplies") return s.supplies <= s.ammo ? 1 : 0;
  if (option === "ammo") return s.ammo < s.supplies ? 1 : 0;
  if (option === "stay") return 0;
  if (option === "alone" || option.startsWith("with:")) return 1;
  return 0;
}

/**
 * The greedy defender: scores every legal action (`score`) and plays the best; ties broken with
 * `rnd`, the bot's own generator. Re-rolls a Hand-to-hand only when the kept roll loses. Returns
 * null when the seat may not act.
 */
export function greedyBot(s: SiegeState, seat: SiegeSeatId, rnd: RandomState): SiegeAction | null {
  const legal = siegeEngine.legalActions(s, seat) as SiegeAction[];
  if (legal.length === 0) return null;
  const w = s.pending[0] as { kind?: string; dice?: number[] } | undefined;
  if (w?.kind === "reroll" && w.dice) {
    const sum = w.dice[0]! + w.dice[1]!;
    return legal.find((a) => a.type === (sum <= 6 ? "reroll" : "keepRoll")) ?? legal[0]!;
  }
  let best: SiegeAction[] = [];
  let bestScore = -Infinity;
  for (const a of legal) {
    const sc = score(s, a);
    if (sc > bestScore + 1e-9) {
      bestScore = sc;
      best = [a];
    } else if (Math.abs(sc - bestScore) <= 1e-9) best.push(a);
  }
  return best[drawInt(rnd, 0, best.length - 1)]!;
}
