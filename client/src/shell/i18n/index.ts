import i18next from "i18next";
import en from "./en.json";
import ru from "./ru.json";

/** The languages of the client. */
export const LANGS = ["en", "ru"] as const;
/** One of LANGS. */
export type Lang = (typeof LANGS)[number];
const KEY = "zedfall:lang";

/** The language: the player's pick if any, else the browser's (Russian or English). */
export function initialLang(): Lang {
  const saved = localStorage.getItem(KEY);
  if (saved === "en" || saved === "ru") return saved;
  return navigator.languages?.some((l) => l.toLowerCase().startsWith("ru")) ? "ru" : "en";
}

/** A dictionary of words: nested keys down to strings. */
export type Dict = { [k: string]: string | Dict };

/** `base` with `extra` merged in, key by key (each game's words live in its own files). */
export function merged(base: Dict, extra: Dict): Dict {
  const out: Dict = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = out[k];
    out[k] = typeof v === "object" && typeof b === "object" ? merged(b, v) : v;
  }
  return out;
}

/** Starts i18next with the shell's words and those of the games (bundled: no fetch). */
export async function initI18n(games: Record<Lang, Dict>[]): Promise<void> {
  const words = (l: Lang) => games.reduce((all, g) => merged(all, g[l]), l === "en" ? (en as Dict) : (ru as Dict));
  await i18next.init({ lng: initialLang(), fallbackLng: "en", resources: { en: { translation: words("en") }, ru: { translation: words("ru") } }, interpolation: { escapeValue: false } });
  document.documentElement.lang = i18next.language;
}

/** Switches the language and remembers the pick. */
export async function setLang(lang: Lang): Promise<void> {
  localStorage.setItem(KEY, lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** The words of `key` in the current language, with `opts` filled in. */
export const t = (key: string, opts?: Record<string, unknown>): string => i18next.t(key, opts as never) as unknown as string;
/** The current language. */
export const lang = (): Lang => (i18next.language === "ru" ? "ru" : "en");
/** Whether `key` has words (in the current language or the fallback). */
export const has = (key: string): boolean => i18next.exists(key);
