import type { RoomState } from "@zedfall/shared/protocol/schema";
import { has, t } from "../../shell/i18n";
import { placeSq, sqLabel } from "./squares";

/*
 * Places by their names in words: a search square by its furniture (the board data
 * names every one: S14 "woodpile"), an edge by its door or window (D3, W5), read from the synced
 * board; ids and keys only as the fallback.
 */

/** A search square's name in the current language ("woodpile", «поленница»), else its board name, else its id. */
export function searchName(st: RoomState, id: string): string {
  const name = st.board?.searchSquares?.get(id)?.name;
  if (!name) return id;
  const key = `furniture.${name}`;
  return has(key) ? t(key) : name;
}

/**
 * A square in words: its coordinates and its room's name ("0,12 (Kitchen)", «0,12 (Кухня)»: no case to agree with), or the
 * coordinates alone outside the rooms (the yard) or before the board arrived (tester: "Place a zombie
 * at 0,12" named a square the board does not label).
 */
export function squareWords(st: RoomState, sq: { x: number; y: number; z?: number }): string {
  const z = sq.z ?? 0;
  let room = "";
  st.board?.squares?.forEach((q) => {
    if (!room && q.x === sq.x && q.y === sq.y && q.z === z && q.room) room = q.room;
  });
  const at = sqLabel({ x: sq.x, y: sq.y, z } as never);
  return room && has(`room.${room}`) ? `${at} (${t(`room.${room}`)})` : at;
}

/** An edge key "x,y|x,y" by its door or window ("door D3", «окно W5»), else the two squares it lies between. */
export function edgeLabel(st: RoomState, key: string): string {
  let found: { type: string; name: string } | null = null;
  st.board?.edges?.forEach((e) => {
    if (!found && e.key === key && e.name) found = { type: e.type, name: e.name };
  });
  const e = found as { type: string; name: string } | null;
  if (e && has(`edgeName.${e.type}`)) return t(`edgeName.${e.type}`, { name: e.name });
  if (e) return e.name;
  return key.includes("|") ? key.split("|").map((k) => sqLabel(placeSq(k))).join("–") : key;
}
