import type { RoomState } from "@zedfall/shared/protocol/schema";
import { SCORE_ITEMS } from "@zedfall/shared/siege/state/score";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";

/** One row of the epilogue score as the end of the game shows it: the item in words with its count, and its points. */
export interface ScoreRow {
  label: string;
  points: number;
}

/**
 * The epilogue score of a finished Siege game (siege §7) in the reader's words, from the result's
 * `params` (shared/src/siege/state/score.ts `scoreParams`): one row per item that counted, then the total.
 * Null while the game runs or when the result carries no score.
 */
export function scoreRows(st: RoomState): { rows: ScoreRow[]; total: number } | null {
  if (st.stage !== "over" || !st.result.params) return null;
  let p: Record<string, unknown>;
  try {
    p = JSON.parse(st.result.params) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof p.score !== "number") return null;
  const rows: ScoreRow[] = [];
  for (const item of SCORE_ITEMS) {
    const count = Number(p[item] ?? 0);
    const points = Number(p[`${item}Points`] ?? 0);
    // the unit lines show even at 0; a threshold, Chaos or the unplayed cards only when they count
    if (points !== 0 || item === "units" || item === "civilians") rows.push({ label: t(`siege.score.${item}`, { count }), points });
  }
  return { rows, total: p.score };
}

/** Points with their sign: +3, −1, 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** The epilogue score's table for the end-of-game overlay (GamePlugin.resultDetails), or null. */
export function scoreTable(st: RoomState): HTMLElement | null {
  const sc = scoreRows(st);
  if (!sc) return null;
  return h(
    "table.siege-score#epilogue-score",
    null,
    h("caption", null, t("siege.score.title")),
    ...sc.rows.map((r) => h("tr", null, h("td", null, r.label), h("td.num", null, signed(r.points)))),
    h("tr.total", null, h("th", null, t("siege.score.total")), h("th.num", null, String(sc.total))),
  );
}
