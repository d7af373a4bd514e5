import { has, t } from "../../shell/i18n";
import type { HiddenPart } from "../../shell/plugin";

const cardName = (c: unknown) => (typeof c === "string" && has(`card.${c}`) ? t(`card.${c}`) : String(typeof c === "object" ? JSON.stringify(c) : c));
const list = (items: unknown): string[] => (Array.isArray(items) ? items.map(cardName) : []);

/** The hidden parts of a finished House game at a replay step: the Zombie hand, the armed reactions, both decks (top first). */
export function describeHidden(hidden: Record<string, unknown>): HiddenPart[] {
  const armed = (hidden.armed as { card: string; figure: string }[] | undefined)?.map((a) => `${cardName(a.card)} → ${has(`character.${a.figure}`) ? t(`character.${a.figure}`) : a.figure}`);
  return [
    { label: t("replay.zombieHand"), items: list(hidden.zombieHand) },
    { label: t("replay.armed"), items: list(armed) },
    { label: t("replay.searchDeck"), items: list(hidden.searchDeck) },
    { label: t("replay.zombieDeck"), items: list(hidden.zombieDeck) },
  ];
}
