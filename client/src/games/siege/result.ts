import type { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import { has, t } from "../../shell/i18n";
import { spaceOf } from "./state";
import { spaceName, valueWords } from "./words";

/**
 * Why the game ended, in the current language: the words of the result's key (`siege.reason.<key>`:
 * shared/src/siege/resources.ts loseGame, flow.ts winGame) with its params worded (the space the
 * loss names, the Zeds that broke in). A result stored before reasons were keys has none: the
 * sentence of its rule, naming its space when the result says it ("зеды прорвались в Центр города
 * из клетки «Деловой район»").
 */
export function resultReason(st: SiegeRoomState): string {
  const params = resultParams(st);
  if (st.result.key) return t(`siege.reason.${st.result.key}`, { space: valueWords(st, params.space, "place"), zeds: valueWords(st, params.zeds, "zeds") });
  const key = `siege.reason.${st.result.rule.replace(/[^A-Za-z0-9]/g, "")}`;
  if (!has(key)) return "";
  const sp = typeof params.space === "string" ? spaceOf(st, params.space) : undefined;
  return sp && has(`${key}_space`) ? t(`${key}_space`, { space: spaceName(sp) }) : t(key);
}

/** The params of a finished game's result (its epilogue score, the space and the Zeds its reason names); {} for none. */
function resultParams(st: SiegeRoomState): Record<string, unknown> {
  try {
    const p = st.result.params ? (JSON.parse(st.result.params) as unknown) : null;
    return p && typeof p === "object" ? (p as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
