import type { RoomState } from "@zedfall/shared/protocol/schema";
import { has, t } from "../../shell/i18n";
import { unitName } from "./actions";

/**
 * Why a House game ended, in the current language: the words of the result's reason key
 * (shared/src/house/victory.ts, car.ts) filled with its params (a figure by its name); "" for a
 * key without words or params that do not parse.
 */
export function reasonText(st: RoomState, r: { key?: unknown; params?: unknown }): string {
  const key = typeof r.key === "string" && r.key ? `reason.${r.key}` : null;
  if (!key || !has(key)) return "";
  let params: Record<string, unknown> = {};
  if (typeof r.params === "string" && r.params) {
    try {
      params = JSON.parse(r.params) as Record<string, unknown>;
    } catch {
      return "";
    }
  } else if (r.params && typeof r.params === "object") params = r.params as Record<string, unknown>;
  const words: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) words[k] = k === "figure" && typeof v === "string" ? unitName(st, v) : String(v);
  return t(key, words);
}

/** The reason of the finished game in the room state, in the current language (the plugin's `resultReason`). */
export const resultReason = (st: RoomState): string => reasonText(st, st.result);
