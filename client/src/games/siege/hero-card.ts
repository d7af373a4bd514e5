import { has, t } from "../../shell/i18n";

/**
 * The card of a named Hero or heroic Civilians unit in the current language (siege §3.3): its
 * stats and ability texts from the `siege.heroes.<def>` words, as one line to follow its name;
 * empty for a unit kind without a card there.
 */
export function heroCard(def: string): string {
  if (!has(`siege.heroes.${def}.stats`)) return "";
  return ` — ${t(`siege.heroes.${def}.stats`)}. ${t(`siege.heroes.${def}.abilities`)}`;
}
