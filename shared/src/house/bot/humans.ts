import type { HouseAction } from "../actions";
import { cellAt, opposite, sqKey, step, turnLeft, turnRight } from "../board";
import { boardOf, facedCell, figureAt, livingHumans, manhattan, meleeSquare } from "../geometry";
import { everyoneAtTheCar } from "../human/car";
import { workedEdge } from "../human/barricade";
import type { CharacterId, Dir, Human, HouseState, Sq } from "../types";
import { humanGoals, keysHolder, unsearched } from "./human-goals";
import { distAt, FAR } from "./paths";
import { cardWorth, killChance, weaponWorth } from "./weapons";

/** What a move's step of progress toward the figure's goal is worth (a search is worth 300). */
const STEP = 30;

/** The figure an action is for, or null (decisions and setup). */
function figureOf(a: HouseAction): CharacterId | null {
  return "figure" in a && typeof a.figure === "string" && a.figure !== "any" ? (a.figure as CharacterId) : null;
}

/** Zombies near square `q` on its level, each within `r` (Manhattan). */
function zombiesNear(s: HouseState, q: Sq, r: number): number {
  let n = 0;
  for (const id in s.zombies) if (manhattan(s.zombies[id]!.pos, q) <= r) n++;
  return n;
}

function nearestZombie(s: HouseState, q: Sq): number {
  let best = 20;
  for (const id in s.zombies) best = Math.min(best, manhattan(s.zombies[id]!.pos, q));
  return best;
}

/** How dangerous square `q` is for `h` to end on: zombies close by, worse when it is badly wounded or unarmed. */
function danger(s: HouseState, h: Human, q: Sq): number {
  const close = zombiesNear(s, q, 2);
  if (!close) return 0;
  const hurt = h.maxWounds - h.wounds <= 1 ? 3 : 1;
  const armed = killChance(s, h) >= 1 / 3 ? 0.5 : 1;
  return close * 12 * hurt * armed;
}

/** What facing `dir` from its square would let `h` do next, valued as that action (0 when nothing). */
function facingWorth(s: HouseState, h: Human, dir: Dir, map: Float64Array): number {
  const f: Human = { ...h, facing: dir };
  const holder = keysHolder(s);
  const faced = facedCell(s, f);
  if (faced) {
    const cell = cellAt(boardOf(s), faced);
    if (holder?.id === h.id && cell?.room === "car") return 400;
    if (cell?.search && s.searchDeck.length > 0 && !holder && unsearched(s, h.id).some((t) => t.id === cell.search)) return 250;
  }
  const m = meleeSquare(s, f);
  if (m && figureAt(s, m)?.kind === "zombie") return attackWorth(s, f, map) * 0.9;
  const e = workedEdge(s, f);
  if ("key" in e && !s.barricades.includes(e.key)) return barricadeWorth(s, f, e.key) * 0.9;
  return 0;
}

/** An attack's worth: the kill chance against the cost of an Oops (the actions left, §9.1); more when the zombie stands in the figure's way. */
function attackWorth(s: HouseState, h: Human, map?: Float64Array): number {
  const left = s.humanTurn.active === h.id ? s.humanTurn.actionsLeft : 4;
  const oops = h.weapon?.card === "chainsaw" ? 40 : 0;
  const m = meleeSquare(s, h);
  const inTheWay = map && m && distAt(s, map, m) < distAt(s, map, h.pos!) ? 30 : 0;
  return 420 * killChance(s, h) - (left - 1) * 4 - oops / 6 + inTheWay;
}

/** A barricade's worth on edge `key` faced by `h` (§10): windows zombies are near; doors only with a zombie at them. */
function barricadeWorth(s: HouseState, h: Human, key: string): number {
  if (key === "link") return livingHumans(s).every((o) => o.pos!.z === 1) ? 600 : -20;
  const opening = boardOf(s).edges.get(key)?.opening;
  if (!opening) return -20;
  const near = Math.min(nearestZombie(s, opening.a), nearestZombie(s, opening.b));
  // doors stay open: every room keeps a way out for the figures (no tearDown by default), and to the car
  if (opening.type === "window") return near <= 6 ? 160 - near * 10 : opening.exterior ? 30 : -5;
  return -20;
}

/**
 * The human side's score of one legal action (higher is better): the car when everyone is
 * there (§15.2), searches (§11), arms and items, attacks by their kill chance, barricades on the
 * windows zombies come through, healing, and moves by the steps they gain toward the figure's goal
 * (human-goals.ts) less the danger of the square. Turns only score when they face something to do
 * next; ending an activation scores 0, so a figure with nothing worth doing ends it.
 */
export function scoreHumanAction(s: HouseState, a: HouseAction, maps: Map<CharacterId, Float64Array>): number {
  const id = figureOf(a);
  const h = id ? s.humans[id] : undefined;
  const mapOf = (x: Human) => maps.get(x.id) ?? maps.set(x.id, humanGoals(s, x)).get(x.id)!;
  switch (a.type) {
    case "pickCharacter":
      return { lena: 6, max: 5, olga: 4, kostya: 3, vera: 2, petrovich: 1 }[a.character];
    case "chooseEdge":
      return a.edge === "W" ? 1 : 0;
    case "placeHuman":
      return -manhattan(a.at, { x: 4, y: 10, z: 0 });
    case "keepWeapon": {
      const p = s.pending[0];
      if (p?.kind !== "keepWeapon") return 0;
      const mine = s.humans[p.figure]!.weapon;
      return (a.keep ? 1 : -1) * (weaponWorth({ card: p.card, ammoOut: false }) - weaponWorth(mine) + 0.5);
    }
    case "grannyPick": {
      const p = s.pending[0];
      return p?.kind === "grannyPick" ? cardWorth(s.humans[p.figure]!, a.card) : 0;
    }
    case "luckyBarricade":
      return luckyWorth(s, a.edge);
    case "reroll": {
      const p = s.pending[0];
      if (p?.kind !== "reroll") return 0;
      const die = p.dice[a.die]!;
      return die === 1 ? 30 : die <= 4 ? 20 - die : -10;
    }
    case "keepRoll":
      return 0;
  }
  if (!h || !h.pos) return 0;
  // between activations, the Car Keys holder goes last until everyone else is at the car
  const wait = s.humanTurn.active === null && keysHolder(s)?.id === h.id && !everyoneAtTheCar(s) && othersToGo(s, h) ? -500 : 0;
  return figureScore(s, a, h as Human & { pos: Sq }, mapOf) + wait;
}

/** The score of an action of figure `h` (see scoreHumanAction). */
function figureScore(s: HouseState, a: HouseAction, h: Human & { pos: Sq }, mapOf: (x: Human) => Float64Array): number {
  const left = s.humanTurn.active === h.id ? s.humanTurn.actionsLeft : 4;
  switch (a.type) {
    case "startCar":
      return everyoneAtTheCar(s) ? 10_000 : -1_000;
    case "search":
      return s.searchDeck.length > 0 ? 300 : 5;
    case "attack":
      return attackWorth(s, h, mapOf(h));
    case "reload":
      return 200;
    case "pickUp": {
      const pile = s.piles[sqKey(a.at)] ?? [];
      let v = 0;
      for (const c of pile) v = Math.max(v, cardWorth(h, c) * 12);
      return v;
    }
    case "useMedPak":
    case "medic": {
      const t = a.type === "medic" ? s.humans[a.target]! : h;
      return (t.maxWounds - t.wounds <= 1 ? 260 : 90);
    }
    case "powerDrink":
      return distAt(s, mapOf(h), h.pos) > 0 && distAt(s, mapOf(h), h.pos) < FAR ? 150 : -10;
    case "barricade": {
      const e = workedEdge(s, h);
      return ("key" in e ? barricadeWorth(s, h, e.key) : -20);
    }
    case "pickUpBaby":
      return 500;
    case "turn": {
      const to = a.to === "left" ? turnLeft(h.facing) : a.to === "right" ? turnRight(h.facing) : opposite(h.facing);
      const cost = a.to === "around" ? 2 : 1;
      if (left <= cost) return -50;
      const v = facingWorth(s, h, to, mapOf(h));
      return v > 0 ? v * 0.8 - cost * 5 : -50;
    }
    case "move":
    case "moveWindow":
    case "stepBack": {
      const dir = a.type === "stepBack" ? opposite(h.facing) : a.dir;
      const to = step(h.pos, dir);
      return moveWorth(s, h, mapOf(h), h.pos, to, a.type === "moveWindow" ? 2 : 1) - (a.type === "stepBack" ? 2 : 0);
    }
    case "descend":
      return moveWorth(s, h, mapOf(h), h.pos, boardOf(s).cellar.stairs[0]!, 1);
    case "ascend":
      return moveWorth(s, h, mapOf(h), h.pos, a.to, 1);
    case "endActivation":
      // a pass of a figure that has not acted, or the end of the active one's activation
      return s.humanTurn.active === h.id ? 0 : -1;
    default:
      // tearDown, discard, giveItem, giveBaby, dropBaby: nothing the bot needs
      return -100;
  }
}

/** Whether another living figure has not yet activated this Human turn. */
function othersToGo(s: HouseState, h: Human): boolean {
  return livingHumans(s).some((o) => o.id !== h.id && !s.humanTurn.done.includes(o.id));
}

/** A move's worth: steps gained toward the goal (per action spent), less the danger at the end; fleeing when badly wounded. */
function moveWorth(s: HouseState, h: Human, map: Float64Array, from: Sq, to: Sq, cost: number): number {
  const d0 = distAt(s, map, from);
  const d1 = distAt(s, map, to);
  const hurt = h.maxWounds - h.wounds <= 1;
  // a step that gains nothing is only worth it to flee (one wound from death): bounded non-progress
  if (!(d0 > d1) && !hurt) return -5;
  let v = d1 >= FAR ? -40 : d0 >= FAR ? 5 : ((d0 - d1) * STEP) / cost;
  v -= danger(s, h, to) - danger(s, h, from);
  if (hurt) v += (Math.min(nearestZombie(s, to), 6) - Math.min(nearestZombie(s, from), 6)) * 25;
  // stepping onto a figure of its own side forces a step off (C2); never while a crawler holds it or
  // with 2 actions or fewer left: the drag can take the square to step off to (seen: a stall, no legal action)
  if (figureAt(s, to)?.kind === "human") {
    const left = s.humanTurn.active === h.id ? s.humanTurn.actionsLeft : 4;
    v -= s.humanTurn.grab?.figure === h.id || left <= 2 ? 1000 : 10;
  }
  return v - 1;
}

/** Lucky Coincidence (§11.4): a window with zombies nearest (exterior ones first), never a door the figures need. */
function luckyWorth(s: HouseState, key: string): number {
  const o = boardOf(s).edges.get(key)?.opening;
  if (!o) return key === "link" && livingHumans(s).every((h) => h.pos!.z === 1) ? 100 : -5;
  const near = Math.min(nearestZombie(s, o.a), nearestZombie(s, o.b));
  return (o.type === "window" ? 20 : 0) + (o.exterior ? 5 : 0) - near;
}
