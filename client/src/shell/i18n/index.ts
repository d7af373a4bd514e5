import i18next from "i18next";
import en from "../../games/house/i18n/en.json";
import ru from "../../games/house/i18n/ru.json";
import enExpansions from "../../games/house/i18n/expansions.en.json";
import ruExpansions from "../../games/house/i18n/expansions.ru.json";

export const LANGS = ["en", "ru"] as const;
export type Lang = (typeof LANGS)[number];
const KEY = "zedfall:lang";

/** The language: the player's pick if any, else the browser's (Russian or English). */
export function initialLang(): Lang {
  const saved = localStorage.getItem(KEY);
  if (saved === "en" || saved === "ru") return saved;
  return navigator.languages?.some((l) => l.toLowerCase().startsWith("ru")) ? "ru" : "en";
}

type Dict = { [k: string]: string | Dict };

/** `base` with `extra` merged in, key by key (the expansions' words live in their own files). */
function merged(base: Dict, extra: Dict): Dict {
  const out: Dict = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = out[k];
    out[k] = typeof v === "object" && typeof b === "object" ? merged(b, v) : v;
  }
  return out;
}

/** Starts i18next with both dictionaries (bundled: no fetch). */
export async function initI18n(): Promise<void> {
  await i18next.init({ lng: initialLang(), fallbackLng: "en", resources: { en: { translation: merged(en, enExpansions) }, ru: { translation: merged(ru, ruExpansions) } }, interpolation: { escapeValue: false } });
  document.documentElement.lang = i18next.language;
}

/** Switches the language and remembers the pick. */
export async function setLang(lang: Lang): Promise<void> {
  localStorage.setItem(KEY, lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export const t = (key: string, opts?: Record<string, unknown>): string => i18next.t(key, opts as never) as unknown as string;
export const lang = (): Lang => (i18next.language === "ru" ? "ru" : "en");
export const has = (key: string): boolean => i18next.exists(key);
