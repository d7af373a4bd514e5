import { RuleError } from "../src/core/errors";
import type { RefusalParam } from "../src/core/refusal";

/* Refusal assertions of the rules' tests: a refusal is its words key and params (shared/src/core/refusal.ts). */

/** The params of a refusal as a test writes them. */
export type RefusalParams = Record<string, RefusalParam>;

/** Asserts that `err` is a RuleError of refusal `key` with exactly `params` (none when omitted); returns it. */
export function expectRefusalError(err: unknown, key: string, params: RefusalParams = {}): RuleError {
  expect(err).toBeInstanceOf(RuleError);
  const e = err as RuleError;
  expect({ key: e.key, params: e.params }).toEqual({ key, params });
  return e;
}

/** Asserts that `fn` throws a RuleError of refusal `key` with exactly `params` (none when omitted); returns the error. */
export function expectRefusal(fn: () => unknown, key: string, params: RefusalParams = {}): RuleError {
  let err: unknown = null;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  return expectRefusalError(err, key, params);
}
