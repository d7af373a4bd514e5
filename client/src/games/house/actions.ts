import type { RoomState } from "@zedfall/shared/src/protocol";
import { has, t } from "../../shell/i18n";
import { babySquare, stairSquare, turnOf } from "./state";

export type Action = { type: string; [k: string]: unknown };
export interface Sq {
  x: number;
  y: number;
  z: number;
}
export type Group = "move" | "attack" | "search" | "other";

/** How the client shows one legal action: its words, its group, and the square it is bound to (if any). */
export interface ActionView {
  action: Action;
  label: string;
  group: Group;
  /** The board square a click on which sends this action; null → action bar. */
  square: Sq | null;
  /** The unit carrying it out (figure or zombie id), for filtering by the selected unit. */
  actor: string | null;
}

const GROUPS: Record<string, Group> = {
  move: "move", moveWindow: "move", stepBack: "move", turn: "move", zMove: "move", zWindow: "move", placeHuman: "move",
  placeZombie: "move", descend: "move", ascend: "move", chooseEdge: "move", zDescend: "move", zAscend: "move", placeBaby: "move",
  attack: "attack", zAttack: "attack", extraAttack: "attack", declarePack: "attack", reload: "attack", grab: "attack",
  search: "search", pickUp: "search", grannyPick: "search", keepWeapon: "search", pickUpBaby: "search",
};
const DX: Record<string, number> = { N: 0, E: 1, S: 0, W: -1 };
const DY: Record<string, number> = { N: -1, E: 0, S: 1, W: 0 };

const isSq = (v: unknown): v is Sq => !!v && typeof v === "object" && typeof (v as Sq).x === "number" && typeof (v as Sq).y === "number";
export const sqLabel = (s: Sq) => `${s.z === 1 ? "c:" : ""}${s.x},${s.y}`;

/** A stable key of an action (object keys sorted): the DOM's `data-key`, so tests and the grab prompt find one action. */
export function actionKey(a: unknown): string {
  const norm = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(norm) : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, norm((v as Record<string, unknown>)[k])])) : v;
  return JSON.stringify(norm(a));
}

function unitName(st: RoomState, id: string): string {
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
  if (isSq(v)) return sqLabel(v);
  if (Array.isArray(v)) return v.map((x) => word(st, key, x)).join(", ");
  if (typeof v !== "string") return String(v);
  if (has(`character.${v}`)) return t(`character.${v}`);
  if (has(`card.${v}`)) return t(`card.${v}`);
  if ((key === "dir" || key === "to" || key === "edge") && has(`dir.${v}`)) return t(`dir.${v}`);
  if (key === "answer" && has(`grab.${v}`)) return t(`grab.${v}`);
  if (st.units.get(v)) return unitName(st, v);
  return v;
}

/** The label of an action in the current language (falls back to its type and parameters). */
export function labelOf(st: RoomState, a: Action): string {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) if (k !== "type") params[k] = word(st, k, v);
  if (a.type === "keepWeapon") return t(`act.keepWeapon_${a.keep ? "true" : "false"}`);
  // a grab window names the figure it is about (house DoR 3): from the pending decision
  if (a.type === "grab" || a.type === "declineGrab") {
    const p = turnOf(st).pending?.[0];
    params.figure = p?.kind === "grab" && typeof p.figure === "string" ? word(st, "figure", p.figure) : "";
  }
  if (has(`act.${a.type}`)) {
    if (a.type === "attack" && !a.at) return t("act.attack", { ...params, at: "" }).replace(/[\s:]+$/, "");
    return t(`act.${a.type}`, params);
  }
  return t("act.generic", { type: a.type, params: Object.values(params).join(" ") });
}

/** The square an action is bound to on the board, found from its parameters (at, dir from its unit, target, edge). */
export function squareOf(st: RoomState, a: Action): Sq | null {
  if (isSq(a.at)) return a.at as Sq;
  // the cellar (house §5): going down is a click on the top stair, going up one on the square to come up to
  if (a.type === "descend" || a.type === "zDescend") return stairSquare(st, 0);
  if (isSq(a.to)) return a.to as Sq;
  if (a.type === "pickUpBaby") return babySquare(st);
  const actorId = (a.figure ?? a.zombie) as string | undefined;
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
    const [first] = a.edge.split("|");
    const cellar = first!.startsWith("c:");
    const [x, y] = (cellar ? first!.slice(2) : first!).split(",").map(Number);
    return { x: x!, y: y!, z: cellar ? 1 : 0 };
  }
  return null;
}

/** The view of every legal action. */
export function describe(st: RoomState, actions: Action[]): ActionView[] {
  return actions.map((action) => ({
    action,
    label: labelOf(st, action),
    group: GROUPS[action.type] ?? "other",
    square: squareOf(st, action),
    actor: ((action.figure ?? action.zombie) as string | undefined) ?? null,
  }));
}
