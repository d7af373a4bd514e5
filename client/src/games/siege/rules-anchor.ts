/**
 * Where a Siege rule tag of the log ("siege §4.3", "siege G22", "siege D1", "siege Q10",
 * "siege S-R9") points in the rules reference (docs/play/siege/rules.*.md): the id of its heading. One
 * scheme for every tag: sections become `s` + the numbers joined by `-` (`s4-3`, `s2`); decisions
 * and settled contradictions (G, C), decisions of record (D), resolved questions (Q) and this
 * game's bounds on free actions (F) their letter in lower case and number (`g22`, `c10`, `d1`, `q10`, `f1`); seed clauses keep their id in lower
 * case (`s-r9`, `s-t7`), with or without the "siege" prefix. Returns null for anything else (a tag
 * of another game, a typo).
 */
export function rulesAnchor(tag: string): string | null {
  const t = tag.trim();
  const m = /^(?:siege\s+)?(S-[TR]\d+)$/.exec(t);
  if (m) return m[1]!.toLowerCase();
  const g = /^siege\s+(.+)$/.exec(t);
  if (!g) return null;
  const rest = g[1]!.trim();
  const sec = /^§(\d+(?:\.\d+)*)$/.exec(rest);
  if (sec) return `s${sec[1]!.replace(/\./g, "-")}`;
  const dec = /^([GCDQF])(\d+)$/.exec(rest);
  if (dec) return `${dec[1]!.toLowerCase()}${dec[2]}`;
  return null;
}
