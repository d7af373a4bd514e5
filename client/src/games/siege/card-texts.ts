import { lang } from "../../shell/i18n";
import { SIEGE_RULES } from "./rules-ref";
import { textsOf } from "./texts";

/** The texts of each language, read from its rules reference once. */
const cache = new Map<string, Record<string, string>>();

/**
 * The text of an Event or Keep card or a Super-Zeds counter (`id`) in the current language, as the
 * rules reference (the `?` button) words it; "" for an id the reference gives no text.
 */
export function cardText(id: string): string {
  const l = lang();
  let texts = cache.get(l);
  if (!texts) cache.set(l, (texts = textsOf(SIEGE_RULES.html(l))));
  return texts[id] ?? "";
}
