import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action } from "../../shell/actions";
import type { ActionGroup } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { babySquare, pendingDecision, stairSquare } from "./state";
import { isSq, placeSq, sqLabel, type Sq } from "./squares";
import { outcomeWord } from "./roll-needs";
import { edgeLabel, searchName, squareWords } from "./place-names";

/** The groups of the House action list (docs/development/client.md: move, attack, search, other) with their icons. */
export const GROUPS: readonly ActionGroup[] = [
  { id: "move", icon: "footsteps" },
  { id: "attack", icon: "crossed-swords" },
  { id: "search", icon: "magnifying-glass" },
  { id: "other", icon: "hand" },
];

const GROUP_OF: Record<string, string> = {
  move: "move", moveWindow: "move", stepBack: "move", turn: "move", zMove: "move", zWindow: "move", placeHuman: "move",
  placeZombie: "move", descend: "move", ascend: "move", chooseEdge: "move", zDescend: "move", zAscend: "move", placeBaby: "move",
  attack: "attack", zAttack: "attack", extraAttack: "attack", declarePack: "attack", reload: "attack", grab: "attack",
  search: "search", pickUp: "search", grannyPick: "search", keepWeapon: "search", pickUpBaby: "search",
};
const DX: Record<string, number> = { N: 0, E: 1, S: 0, W: -1 };
const DY: Record<string, number> = { N: -1, E: 0, S: 1, W: 0 };

/** The group of a House action. */
export const groupOf = (a: Action): string => GROUP_OF[a.type] ?? "other";

/** The figure or zombie carrying out an action, or null. */
export const actorOf = (a: Action): string | null => ((a.figure ?? a.zombie) as string | undefined) ?? null;

/** The actions that end a figure's activation or the Zombie turn (the E key). */
export const isEnd = (a: Action): boolean => a.type === "endActivation" || a.type === "endZombieTurn";

/** Whether a number key may press an action of the bar (GamePlugin.keyed): not a discard, whose card leaves the game (the keys stay with the turns and steps). */
export const keyed = (a: Action): boolean => a.type !== "discard";

/** A figure's or zombie's name in the current language: the character, "crawler z6" / "zombie z3", else its own name or id. */
export function unitName(st: RoomState, id: string): string {
  if (has(`character.${id}`)) return t(`character.${id}`);
  const u = st.units.get(id);
  if (u && (u.kind === "crawler" || u.kind === "zombie")) return t(`unit.${u.kind}`, { id });
  return u ? u.name : id;
}

function unitSq(st: RoomState, id: unknown): Sq | null {
  if (typeof id !== "string") return null;
  const u = st.units.get(id);
  return u && u.placed ? { x: u.x, y: u.y, z: u.z } : null;
}

/** Words for a parameter value: characters, cards, directions, squares, lists. */
function word(st: RoomState, key: string, v: unknown): string {
  if (isSq(v)) return squareWords(st, v);
  if (Array.isArray(v)) return v.map((x) => word(st, key, x)).join(", ");
  if (typeof v !== "string") return String(v);
  if (has(`character.${v}`)) return t(`character.${v}`);
  if (has(`card.${v}`)) return t(`card.${v}`);
  if ((key === "dir" || key === "to" || key === "edge" || key === "path") && has(`dir.${v}`)) return t(`dir.${v}`);
  // a barricade's edge by its door or window, a search square by its furniture
  if (key === "edge" && v.includes("|")) return edgeLabel(st, v);
  if (key === "search") return searchName(st, v);
  if (key === "answer" && has(`grab.${v}`)) return t(`grab.${v}`);
  if (st.units.get(v)) return unitName(st, v);
  return v;
}

/** The label of an action in the current language (falls back to its type and parameters). */
export function labelOf(st: RoomState, a: Action): string {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) if (k !== "type") params[k] = word(st, k, v);
  if (a.type === "keepWeapon") return t(`act.keepWeapon_${a.keep ? "true" : "false"}`);
  // Lena's reroll window says what keeping means and what a reroll needs: from the pending decision
  if (a.type === "reroll" || a.type === "keepRoll") {
    const p = pendingDecision(st);
    if (p?.kind === "reroll" && p.dice.length) {
      if (a.type === "keepRoll") return t("act.keepRoll", { dice: p.dice.join(", "), outcomes: p.outcomes.map(outcomeWord).join(", ") });
      const value = typeof a.die === "number" ? p.dice[a.die] : undefined;
      if (value !== undefined) return t("act.reroll", { value, kills: p.kills });
    }
  }
  // a grab window names the figure it is about (house DoR 3): from the pending decision
  if (a.type === "grab" || a.type === "declineGrab") {
    const p = pendingDecision(st);
    params.figure = p?.kind === "grab" && typeof p.figure === "string" ? word(st, "figure", p.figure) : "";
  }
  // a zombie card names what it is played on: the zombie (with Hungry Eyes' steps) or the edge's two squares
  if (a.type === "playCard" && (typeof a.zombie === "string" || typeof a.edge === "string")) {
    const on = typeof a.zombie === "string" ? params.zombie! : edgeLabel(st, a.edge as string);
    return t("act.playCardOn", { card: params.card, on: Array.isArray(a.path) ? `${on} (${params.path})` : on });
  }
  if (has(`act.${a.type}`)) {
    if (a.type === "attack" && !a.at) return t("act.attack", { ...params, at: "" }).replace(/[\s:—]+$/, "");
    return t(`act.${a.type}`, params);
  }
  return t("act.generic", { type: a.type, params: Object.values(params).join(" ") });
}

/** The square an action is bound to on the board, found from its parameters (at, dir from its unit, target, edge). */
function squareOf(st: RoomState, a: Action): Sq | null {
  if (isSq(a.at)) return a.at as Sq;
  // the cellar (house §5): going down is a click on the top stair, going up one on the square to come up to
  if (a.type === "descend" || a.type === "zDescend") return stairSquare(st, 0);
  if (isSq(a.to)) return a.to as Sq;
  if (a.type === "pickUpBaby") return babySquare(st);
  const actorId = actorOf(a);
  if (typeof a.dir === "string" && actorId) {
    const from = unitSq(st, actorId);
    if (from) return { x: from.x + DX[a.dir]!, y: from.y + DY[a.dir]!, z: from.z };
  }
  if (a.type !== "declarePack" && typeof a.target === "string") return unitSq(st, a.target);
  if (a.type === "giveItem") return null;
  if (a.type === "search" && actorId) {
    const u = st.units.get(actorId);
    if (u?.placed && u.facing) return { x: u.x + DX[u.facing]!, y: u.y + DY[u.facing]!, z: u.z };
  }
  if (typeof a.edge === "string" && a.edge.includes("|")) {
    return placeSq(a.edge.split("|")[0]!);
  }
  return null;
}

/** The place key of an action's square (the action list's `data-square`), or null for the action bar. */
export function targetOf(st: RoomState, a: Action): string | null {
  const sq = squareOf(st, a);
  return sq ? sqLabel(sq) : null;
}
