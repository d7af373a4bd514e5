import { SIEGE_BOARD } from "@zedfall/shared/siege/board";
import { SiegeDefense, SiegePlace, type SiegeRoomState, SiegeRumor, SiegeTrain } from "@zedfall/shared/protocol/schema";
import { putEntries, putFields, putList } from "../../../schema/put";
import type { SiegePublic } from "./public";

const idOf = (i: number) => SIEGE_BOARD.spaces[i]?.id ?? "";
/** The suffix of a Minefield's key among the defenses (a space may hold a Bastion and a Minefield). */
const MINEFIELD_KEY = "#minefield";

/**
 * Writes what lies on the spaces (§1.4): Chaos, No Entry and the bridge marker on each space of
 * `schema.board.spaces`, the Barricades and Bastions by space id, Kingman's Minefields, the freight trains with their passengers (Part A1),
 * the rumor tokens (Part A2; a face-down token's rumor is never written, D4) and the Rumor Mill's
 * public part.
 */
export function syncSiegeSpaces(schema: SiegeRoomState, s: SiegePublic): void {
  const defenses: [string, string][] = [];
  s.spaces.forEach((m, i) => {
    const sp = schema.board.spaces[i];
    if (sp) putFields(sp, { chaos: m.chaos, noEntry: m.noEntry, bridge: m.bridge ?? "" });
    if (m.barricade) defenses.push([idOf(i), m.barricade]);
  });
  // Kingman's Minefields (§3.3, shared/src/siege/heroes): keyed `<space>#minefield`, beside a Bastion on the same space
  for (const [i, strength] of Object.entries(s.heroes?.minefields ?? {})) defenses.push([`${idOf(Number(i))}${MINEFIELD_KEY}`, `minefield-${strength}`]);
  putEntries(schema.defenses, defenses, (key) => Object.assign(new SiegeDefense(), { space: key.replace(MINEFIELD_KEY, ""), count: 1 }), (d, kind) => putFields(d, { kind }));
  putEntries(schema.trains, s.trains.map((t) => [t.id, t] as [string, typeof t]), (key) => Object.assign(new SiegeTrain(), { id: key, line: key }), (tr, t) => {
    putFields(tr, { space: idOf(t.at), side: t.side });
    putList(tr.passengers, t.passengers ?? []);
  });
  const tokens = Object.entries(s.rumors?.tokens ?? {});
  putEntries(schema.rumors, tokens, (key) => Object.assign(new SiegeRumor(), { id: key }), (r, t) =>
    putFields(r, { space: idOf(t.at), revealed: t.revealed, rumor: t.revealed ? (t.rumor ?? "") : "", onMap: !t.revealed || s.spaces[t.at]?.rumor === r.id }),
  );
  syncMill(schema, s.rumors);
}

/**
 * The Rumor Mill's public part (Part A2): in play or not, the stack's size (never its order or
 * contents, D4), the team's Secure rumors in the order held, the Place markers by rumor id.
 */
function syncMill(schema: SiegeRoomState, m: SiegePublic["rumors"]): void {
  const mill = schema.mill;
  putFields(mill, { on: m !== null, stack: m?.stackCount ?? 0 });
  putList(mill.secure, m?.secure ?? []);
  const places = Object.entries(m?.places ?? {}).filter((e): e is [string, number] => typeof e[1] === "number");
  putEntries(mill.places, places, (key) => Object.assign(new SiegePlace(), { rumor: key }), (p, at) => putFields(p, { space: idOf(at) }));
}
