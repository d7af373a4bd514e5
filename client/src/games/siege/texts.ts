/*
 * The texts of Siege's cards and counters as the players' rules reference words them
 * (docs/play/siege/rules.<lang>.md): a list item ending in `{text:ids}` is rendered with
 * `data-text="ids"` (client/build/docs.ts), and its words after the card's name are the text of each id.
 * Pure: no DOM, so the test reads the rendered files the same way.
 */

/** `&amp;`, `&#39;`, `&quot;`, `&lt;`, `&gt;` as marked writes them, back to their characters. */
const decode = (s: string): string =>
  s.replace(/&(amp|quot|lt|gt|#39);/g, (_, e: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'" })[e]!);

/**
 * Takes a rendered rules reference and returns each marked id's text: the item's words without tags,
 * after the names (its first " — ", else, for a counter's "**Wolf Zeds** 5/3: …", its first ": ").
 * An id marked twice keeps its first text.
 */
export function textsOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<li data-text="([^"]+)">([\s\S]*?)<\/li>/g)) {
    const words = decode(m[2]!.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim();
    const dash = words.indexOf(" — ");
    const colon = words.indexOf(": ");
    const text = dash >= 0 ? words.slice(dash + 3) : colon >= 0 ? words.slice(colon + 2) : words;
    for (const id of m[1]!.split(" ")) if (!(id in out)) out[id] = text;
  }
  return out;
}
