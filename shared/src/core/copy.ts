/**
 * A deep copy of plain JSON-shaped data (DESIGN "Speed"): objects, arrays and primitives; every
 * rule state is of this shape (it is stored as JSON and rebuilt from it), so the copy equals
 * `structuredClone` of it, at a fraction of the cost (a House state ~9 µs against ~50 µs,
 * a Siege state ~17 µs against ~130 µs). A shared sub-object becomes two copies, as it would on a
 * JSON round trip. Throws a TypeError on anything else (a Map, a Set, a Date, a class instance, a
 * function), so a state that stops being plain data is found at its first copy.
 */
export function copyPlain<T>(v: T): T {
  return copy(v) as T;
}

function copy(v: unknown): unknown {
  if (v === null || typeof v !== "object") {
    if (typeof v === "function" || typeof v === "symbol" || typeof v === "bigint") throw new TypeError(`copyPlain: a ${typeof v} is not plain data`);
    return v;
  }
  if (Array.isArray(v)) {
    const n = v.length;
    const a = new Array(n);
    for (let i = 0; i < n; i++) a[i] = copy(v[i]);
    return a;
  }
  // a plain object of any realm (Jest's modules run in their own): its prototype is an Object.prototype or null
  const proto = Object.getPrototypeOf(v);
  if (proto !== null && Object.getPrototypeOf(proto) !== null) throw new TypeError(`copyPlain: a ${proto?.constructor?.name ?? "non-plain object"} is not plain data`);
  const o: Record<string, unknown> = {};
  for (const k in v) o[k] = copy((v as Record<string, unknown>)[k]);
  return o;
}
