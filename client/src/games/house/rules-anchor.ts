/**
 * Where a House rule tag of the log ("H-B11", "house §9.1", "house G27", "house DoR 3",
 * "house C5", "house §14 #13") points in the rules reference (docs/play/house/rules.*.md): the id of
 * its heading. One scheme for every tag: seed clauses keep their id in lower case (`h-b11`),
 * sections become `s` + the numbers joined by `-` (`s9-1`, `s14-13`), decisions, settled
 * contradictions and this game's bounds on free actions their letter and number (`g27`, `c5`, `f1`), decisions of record `dor` + number (`dor3`).
 * Returns null for anything else (a tag of another game, a typo).
 */
export function rulesAnchor(tag: string): string | null {
  const t = tag.trim();
  const seed = /^H-([AB])(\d+)$/.exec(t);
  if (seed) return `h-${seed[1]!.toLowerCase()}${seed[2]}`;
  const m = /^house\s+(.+)$/.exec(t);
  if (!m) return null;
  const rest = m[1]!.trim();
  const sec = /^§(\d+(?:\.\d+)*)(?:\s*#(\d+))?$/.exec(rest);
  if (sec) return `s${sec[1]!.replace(/\./g, "-")}${sec[2] ? `-${sec[2]}` : ""}`;
  const gc = /^([GCF])(\d+)$/.exec(rest);
  if (gc) return `${gc[1]!.toLowerCase()}${gc[2]}`;
  const dor = /^DoR\s*(\d+)$/.exec(rest);
  if (dor) return `dor${dor[1]}`;
  return null;
}
