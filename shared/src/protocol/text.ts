/**
 * People's text on the wire, names and chat lines:
 * one cleaning for the client and the server, used by the zod schemas `playerName` and
 * `chatMessage` (messages.ts), so both sides agree on what a name or a line is.
 */

/**
 * What never reaches another screen: C0 and C1 controls, bidi embeddings, overrides, isolates and
 * marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), zero-width characters (U+200B–U+200D,
 * U+2060, U+FEFF) and the line and paragraph separators U+2028, U+2029.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060\u2066-\u2069\ufeff]/g;
/** CR, LF and TAB: a space in a chat line (a line is one line), removed like any control in a name. */
const BREAKS = /[\r\n\t]/g;

/**
 * Cleans one name or chat line: Unicode NFC; CR/LF/TAB become a space when `breaksAsSpace` (chat);
 * every character of INVISIBLE removed; runs of whitespace collapsed to one space; trimmed. May
 * return "" (nothing visible was sent): the schemas refuse that. Never throws.
 */
export function cleanText(text: string, breaksAsSpace = false): string {
  let s = text.normalize("NFC");
  if (breaksAsSpace) s = s.replace(BREAKS, " ");
  s = s.replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
  // a removed character may have stood between a letter and its accent
  return s.normalize("NFC");
}

/**
 * The key under which two names are the same person's in one game: the cleaned name, NFKC
 * (full-width and other compatibility look-alikes fold to their plain letters), lower case.
 * "Ann", "ANN" and "Ａｎｎ" have one key.
 */
export function nameKey(name: string): string {
  return cleanText(name).normalize("NFKC").toLowerCase();
}
