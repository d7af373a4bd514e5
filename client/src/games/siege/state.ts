import type { RoomState, SiegeDecision, SiegeRoomState, SiegeSpace, SiegeUnit } from "@zedfall/shared/protocol/schema";

/*
 * The Siege reading of the room state (`SiegeRoomState` of shared/src/protocol/schema): the shell hands every plugin
 * the room state under its generic type, and this file is the one place that reads it as Siege's.
 */

/** The room state read as Siege's. */
export const siegeState = (st: RoomState): SiegeRoomState => st as unknown as SiegeRoomState;

/** The space of id `id`, or undefined. */
export function spaceOf(st: SiegeRoomState, id: string): SiegeSpace | undefined {
  let out: SiegeSpace | undefined;
  st.board.spaces.forEach((s) => {
    if (s.id === id) out = s;
  });
  return out;
}

/** The counters on space `id`: player units first, then Zeds, each in id order. */
export function unitsOn(st: SiegeRoomState, id: string): SiegeUnit[] {
  const out: SiegeUnit[] = [];
  st.units.forEach((u) => {
    if (u.space === id) out.push(u);
  });
  return out.sort((a, b) => (a.side !== b.side ? (a.side === "defenders" ? -1 : 1) : a.id < b.id ? -1 : 1));
}

/** The decision the game waits on first, or null. */
export function openDecision(st: SiegeRoomState): SiegeDecision | null {
  return st.pending.length ? st.pending[0]! : null;
}

/** The seats that decide now: those of the open decision that have not passed, else the seats that may act. */
export function deciders(st: SiegeRoomState): string[] {
  const d = openDecision(st);
  if (d) {
    const passed = d.passed.toArray();
    return d.seats.toArray().filter((s) => !passed.includes(s));
  }
  return st.acting.toArray();
}

/** Whether the room's module option `key` (`trains`, `rumors`) is on: constant JSON in the root state; the modules are on unless the options turn them off (siege D2). */
export function moduleOn(st: SiegeRoomState, key: "trains" | "rumors"): boolean {
  try {
    return (JSON.parse(st.options || "{}") as Record<string, unknown>)[key] !== false;
  } catch {
    return false;
  }
}
