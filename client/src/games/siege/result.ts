import type { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import { has, lang, t } from "../../shell/i18n";
import { spaceOf } from "./state";
import { spaceName } from "./words";

/**
 * Why the game ended: in English the server's reason; in another language the sentence of its rule
 * (the reason's own words are English), naming the space the loss was at when the result says it
 * (its `params.space`: "зеды прорвались в Центр города из клетки «Деловой район»").
 */
export function resultReason(st: SiegeRoomState): string {
  const key = `siege.reason.${st.result.rule.replace(/[^A-Za-z0-9]/g, "")}`;
  if (lang() === "en" || !has(key)) return st.result.reason;
  const sp = spaceOf(st, resultSpace(st) ?? "");
  return sp && has(`${key}_space`) ? t(`${key}_space`, { space: spaceName(sp) }) : t(key);
}

/** The id of the space a finished game's result names (its params' `space`), or null. */
function resultSpace(st: SiegeRoomState): string | null {
  try {
    const p = st.result.params ? (JSON.parse(st.result.params) as { space?: unknown }) : null;
    return typeof p?.space === "string" ? p.space : null;
  } catch {
    return null;
  }
}
