import { has, t } from "../../shell/i18n";

/**
 * The abilities printed on a Hero's or heroic Civilians unit's card (siege §3.3), in the reader's
 * language: the `heroes.<unit kind>` words, or "" for a unit without a card (Civilians, Villagers…).
 */
export function abilityText(def: string): string {
  return has(`heroes.${def}`) ? t(`heroes.${def}`) : "";
}
