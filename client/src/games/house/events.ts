import type { WireEvent } from "@zedfall/shared/protocol";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { EventEffects } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import type { HouseBoard } from "./board";
import { eventKeys } from "./event-keys";
import { isSq, type Sq } from "./squares";
import { reasonText } from "./result";
import { rollNeed } from "./roll-needs";
import { edgeLabel, searchName, squareWords } from "./place-names";

/** "crawler z6" / "zombie z3" in the current language (a removed unit keeps its bare id). */
function zombieName(st: RoomState, id: string): string {
  const u = st.units.get(id);
  return u && (u.kind === "crawler" || u.kind === "zombie") ? t(`unit.${u.kind}`, { id }) : id;
}

/**
 * An event's log line in the current language: its most specific variant the words have (see
 * eventKeys; every event type has at least its plain `event.<type>` line), its data filling the sentence.
 */
export function eventText(st: RoomState, e: WireEvent): string {
  const keys = eventKeys(e);
  const key = keys.find((k) => has(k)) ?? keys[keys.length - 1]!;
  const word = (k: string, v: unknown): string => {
    if (isSq(v)) return squareWords(st, v);
    if (Array.isArray(v)) return v.map((x) => word(k, x)).join(", ");
    if (v === null && k === "weapon") return t("card.bare-hands");
    if (typeof v !== "string") return String(v);
    // an edge key "x,y|x,y": its door or window by name, else the two squares it lies between
    if (k === "edge" && v.includes("|")) return edgeLabel(st, v);
    // a search square by its furniture, not its id
    if (k === "search") return searchName(st, v);
    if (k === "edge" && has(`fromEdge.${v}`)) return t(`fromEdge.${v}`);
    if (has(`character.${v}`)) return t(`character.${v}`);
    if (has(`card.${v}`)) return t(`card.${v}`);
    if ((k === "facing" || k === "dir" || k === "edge" || k === "path") && has(`dir.${v}`)) return t(`dir.${v}`);
    if (k === "seat" && has(`seat.${v}`)) return t(`seat.${v}`);
    if (k === "result" && has(`rollResult.${v}`)) return t(`rollResult.${v}`);
    if (k === "answer" && has(`grab.${v}`)) return t(`grab.${v}`);
    if (k === "reason" && has(`placement.${v}`)) return t(`placement.${v}`);
    if (k === "zombie" || k === "crawler") return zombieName(st, v);
    return v;
  };
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(e)) if (k !== "onlyFor") params[k] = word(k, v);
  // the game-over reason by its key in this language
  if (e.type === "gameOver") params.reason = reasonText(st, { key: e.key, params: e.params });
  return t(key, params);
}

/** Animations driven by the events of one action: dice, attack lines, wounds and kills, the result announced. */
export function playEvents(events: WireEvent[], { state: st, board, dice, announce }: EventEffects<HouseBoard>): void {
  const sqOf = (id: unknown): Sq | null => {
    const u = typeof id === "string" ? st.units.get(id) : undefined;
    return u && u.placed ? { x: u.x, y: u.y, z: u.z } : null;
  };
  for (const e of events) {
    if (e.type === "roll" && Array.isArray(e.dice)) dice(e.dice as number[], eventText(st, e), e.rule, rollNeed(e) ?? undefined);
    const attack = /attack/i.test(e.type) || (e.type === "roll" && /attack/.test(String(e.purpose ?? "")));
    if (attack) {
      const from = sqOf(e.zombie) ?? sqOf(e.figure);
      let to = sqOf(e.target) ?? (isSq(e.at) ? e.at : null);
      // a human's melee attack goes to the square it faces
      const u = typeof e.figure === "string" ? st.units.get(e.figure) : undefined;
      if (!to && u?.placed && u.facing) {
        const dx = u.facing === "E" ? 1 : u.facing === "W" ? -1 : 0;
        const dy = u.facing === "S" ? 1 : u.facing === "N" ? -1 : 0;
        to = { x: u.x + dx, y: u.y + dy, z: u.z };
      }
      if (from && to) board.attackLine(from, to);
    }
    if (e.type === "wound") {
      const at = sqOf(e.figure);
      if (at) board.burst(at);
    }
    if ((e.type === "zombieKilled" || e.type === "death") && isSq(e.at)) board.burst(e.at, 0xffffff);
    if (e.type === "gameOver") announce(eventText(st, e));
  }
}
