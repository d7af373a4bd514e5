import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { GameRefusals } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { edgeLabel, squareWords } from "./place-names";

/*
 * The params of House's own refusals in words: the rules send ids (a figure's character id or
 * "any", a card's or weapon's id, a placement's reason, an opening's edge key or "link" for the
 * cellar door, a square as "x,y,z" with z 1 in the cellar); each is said by the words the log
 * uses (character.*, card.*, dir.*, seat.*, furniture.*, placement.*, edgeName.*).
 */

const word = (key: string, fallback: string): string => (has(key) ? t(key) : fallback);

/** The edge key of the cellar door's link (the rules' LINK). */
const CELLAR_LINK = "link";

/** A square "x,y,z" in words (place-names.ts, the log's words) once the board is there, else "(x,y)", "(x,y) below" in the cellar. */
function squareWord(st: RoomState | null, v: string): string {
  const [x, y, z] = v.split(",");
  if (x === undefined || y === undefined) return v;
  if (st?.board?.squares?.length) return squareWords(st, { x: Number(x), y: Number(y), z: z === "1" ? 1 : 0 });
  return z === "1" ? `(${x},${y}) ${word("refusalWord.below", "below")}` : `(${x},${y})`;
}

/** An opening by its edge key, "link" being the cellar door. */
function openingWord(st: RoomState | null, v: string): string {
  if (v === CELLAR_LINK) return word("refusalWord.cellarDoor", v);
  return st ? edgeLabel(st, v) : v;
}

/** One param of a House refusal in the current language (see GameRefusals.word); an unknown value stays as it is. */
function refusalParam(st: RoomState | null, kind: string, v: string): string {
  switch (kind) {
    case "figure":
      return word(`character.${v}`, v);
    case "seat":
      return v.split(", ").map((s) => word(`seat.${s}`, s)).join(", ");
    case "dir":
      return word(`dir.${v}`, v);
    case "edge":
      return word(`refusalWord.edge.${v}`, v);
    case "sq":
      return squareWord(st, v);
    case "card":
    case "weapon":
      return word(`card.${v}`, v);
    case "search":
      return word(`furniture.${v}`, v);
    case "opening":
      return openingWord(st, v);
    case "what":
      return word(`refusalWord.what.${v}`, v);
    case "placement":
      return word(`placement.${v}`, v);
    case "answer":
      return word(`grab.${v}`, v);
    default:
      return v;
  }
}

/** House's refusal params in words, for the shell (GamePlugin.refusals). */
export const HOUSE_REFUSAL_WORDS: GameRefusals = { word: refusalParam };
