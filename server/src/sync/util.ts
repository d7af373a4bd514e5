import { ArraySchema } from "@colyseus/schema";

/** Assigns `obj[key] = value` only when it differs, so an unchanged field adds nothing to the patch. */
export function put<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): void {
  if (obj[key] !== value) obj[key] = value;
}

/** Makes an ArraySchema of primitives equal to `values`, touching it only when it differs. */
export function putList<V>(arr: ArraySchema<V>, values: readonly V[]): void {
  if (arr.length === values.length && values.every((v, i) => arr[i] === v)) return;
  arr.splice(0, arr.length, ...values);
}
