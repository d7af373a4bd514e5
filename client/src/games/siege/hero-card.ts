import { has, t } from "../../shell/i18n";

/** A hero card's words in the current language: its stats line and its abilities text. */
export interface HeroCardWords {
  stats: string;
  abilities: string;
}

/**
 * The card of a named Hero or heroic Civilians unit in the current language (siege §3.3): its
 * stats and ability texts from the `siege.heroes.<def>` words; null for a unit kind without a card.
 */
export function heroCardWords(def: string): HeroCardWords | null {
  if (!has(`siege.heroes.${def}.stats`)) return null;
  return { stats: t(`siege.heroes.${def}.stats`), abilities: t(`siege.heroes.${def}.abilities`) };
}

/**
 * The same card as one line to follow the unit's name (a tooltip); empty for a unit kind without
 * a card there.
 */
export function heroCard(def: string): string {
  const w = heroCardWords(def);
  return w ? ` — ${w.stats}. ${w.abilities}` : "";
}
