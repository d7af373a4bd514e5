/**
 * The canonical key of an action (DESIGN "Speed"): its JSON with object keys sorted at every level
 * (undefined fields left out, as JSON does), so two equal actions have the same key whatever
 * their key order. One key for both sides: the server's legal-list membership and hints
 * (`sameAction` is the same comparison), the client's DOM `data-key` by which tests and panels
 * find one action. Takes any value; a value JSON leaves out (undefined) is "null".
 */
export function actionKey(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "null";
  if (Array.isArray(v)) return `[${v.map(actionKey).join(",")}]`;
  const o = v as Record<string, unknown>;
  const parts: string[] = [];
  for (const k of Object.keys(o).sort()) if (o[k] !== undefined) parts.push(`${JSON.stringify(k)}:${actionKey(o[k])}`);
  return `{${parts.join(",")}}`;
}

/** A value's key when it is not an object (actionKey's leaves: what JSON writes, "null" for what it leaves out). */
const leafKey = (v: unknown): string => JSON.stringify(v) ?? "null";

/**
 * Whether `a` and `b` have the same canonical key (`actionKey(a) === actionKey(b)`), compared in
 * place without building the keys (the keys of every listed action of the type were
 * built at each act).
 */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const ao = a !== null && typeof a === "object";
  const bo = b !== null && typeof b === "object";
  if (!ao || !bo) {
    if (ao || bo) return false;
    // two different strings, or two different finite numbers, never have the same JSON
    if (typeof a === typeof b && (typeof a === "string" || (typeof a === "number" && Number.isFinite(a) && Number.isFinite(b)))) return false;
    return leafKey(a) === leafKey(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameAction(a[i], bs[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let fields = 0;
  for (const k of Object.keys(x)) {
    if (x[k] === undefined) continue;
    fields++;
    if (!Object.prototype.propertyIsEnumerable.call(y, k) || y[k] === undefined || !sameAction(x[k], y[k])) return false;
  }
  for (const k of Object.keys(y)) if (y[k] !== undefined) fields--;
  return fields === 0;
}
