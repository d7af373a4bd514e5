import { ArraySchema, MapSchema, Schema } from "@colyseus/schema";

/** Assigns `obj[key] = value` only when it differs, so an unchanged field adds nothing to the patch. */
export function put<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): void {
  if (obj[key] !== value) obj[key] = value;
}

/**
 * What sync last wrote into a schema object's fields or a list (plain values, compared without the
 * schema's getters and the ArraySchema proxy). Only for objects and lists that sync alone writes,
 * through `putFields` and `putList`; a missing entry is read from the schema once.
 */
const lastFields = new WeakMap<object, Record<string, unknown>>();
const lastLists = new WeakMap<object, readonly unknown[]>();

/**
 * Writes each of `fields` into `obj` where it differs from what `putFields` last wrote there, so an
 * unchanged field costs one plain comparison and adds nothing to the patch. `obj` must be written
 * by `putFields` only.
 */
export function putFields<T extends object>(obj: T, fields: { [K in keyof T]?: T[K] }): void {
  let last = lastFields.get(obj);
  if (!last) lastFields.set(obj, (last = {}));
  for (const k in fields) {
    const v = fields[k];
    const known = k in last;
    if (known ? last[k] === v : obj[k] === v) {
      if (!known) last[k] = v;
      continue;
    }
    obj[k] = v as T[typeof k];
    last[k] = v;
  }
}

/** Makes an ArraySchema of primitives equal to `values`, touching it only when it differs (`arr` is written by `putList` only). */
export function putList<V>(arr: ArraySchema<V>, values: readonly V[]): void {
  const last = lastLists.get(arr);
  if (last ? sameList(last, values) : arr.length === values.length && values.every((v, i) => arr[i] === v)) {
    if (!last) lastLists.set(arr, values.slice());
    return;
  }
  arr.splice(0, arr.length, ...values);
  lastLists.set(arr, values.slice());
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Makes an ArraySchema of schema items as long as `values` and writes item i from values[i] with
 * `write` (which should use `put`, so an unchanged item adds nothing); new items come from `make`.
 */
export function putItems<T extends Schema, V>(arr: ArraySchema<T>, values: readonly V[], make: () => T, write: (item: T, value: V) => void): void {
  while (arr.length > values.length) arr.pop();
  for (let i = 0; i < values.length; i++) {
    const have = arr[i];
    if (have) write(have, values[i]!);
    else {
      const item = make();
      write(item, values[i]!);
      arr.push(item);
    }
  }
}

/**
 * Makes a MapSchema hold exactly the keys of `entries`: each entry is written with `write` into the
 * item of its key (made by `make` when new); keys not listed are deleted.
 */
export function putEntries<T extends Schema, V>(map: MapSchema<T>, entries: Iterable<[string, V]>, make: (key: string) => T, write: (item: T, value: V) => void): void {
  const seen = new Set<string>();
  for (const [key, value] of entries) {
    seen.add(key);
    const have = map.get(key);
    if (have) write(have, value);
    else {
      const item = make(key);
      write(item, value);
      map.set(key, item);
    }
  }
  if (map.size !== seen.size) for (const key of [...map.keys()]) if (!seen.has(key)) map.delete(key);
}
