import fc from "fast-check";
import { actionKey, sameAction } from "../../src/protocol";

/** JSON-like values with what an act can carry besides: undefined fields, NaN, ±Infinity, -0, nested lists. */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(fc.constant(null), fc.constant(undefined), fc.boolean(), fc.integer({ min: -3, max: 3 }), fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, -0), fc.constantFrom("", "a", "b", "0", "null")),
  node: fc.oneof({ depthSize: "small" }, tie("leaf"), fc.array(tie("node"), { maxLength: 3 }), fc.dictionary(fc.constantFrom("type", "x", "y", "to", "__proto__", "constructor"), tie("node"), { maxKeys: 3 })),
})).node;

describe("the canonical action key (DESIGN 'Speed': an act is valid when its canonical key is a listed action's)", () => {
  test("sameAction(a, b) holds exactly when actionKey(a) === actionKey(b), for any pair of values", () => {
    fc.assert(fc.property(value, value, (a, b) => sameAction(a, b) === (actionKey(a) === actionKey(b))), { numRuns: 5000 });
  });

  test("sameAction on near copies: key order and undefined fields do not count, array order and values do", () => {
    fc.assert(
      fc.property(value, (a) => {
        const copy = JSON.parse(JSON.stringify({ v: a }) ?? "{}").v;
        return sameAction(a, copy) === (actionKey(a) === actionKey(copy));
      }),
      { numRuns: 2000 },
    );
    expect(sameAction({ type: "move", to: { x: 1, y: 2 } }, { to: { y: 2, x: 1 }, type: "move", extra: undefined })).toBe(true);
    expect(sameAction({ type: "move", path: [1, 2] }, { type: "move", path: [2, 1] })).toBe(false);
    expect(sameAction({ type: "move", to: 1 }, { type: "move", to: "1" })).toBe(false);
    expect(sameAction({ type: "move" }, { type: "move", to: null })).toBe(false);
  });

  test("the key sorts object keys at every level and leaves out undefined fields, as the client's data-key and the server's membership both need", () => {
    expect(actionKey({ type: "move", to: { y: 2, x: 1 }, extra: undefined })).toBe('{"to":{"x":1,"y":2},"type":"move"}');
    expect(actionKey({ type: "move", path: [2, 1] })).toBe('{"path":[2,1],"type":"move"}');
    expect(actionKey({ b: 1, a: 2 })).toBe(actionKey({ a: 2, b: 1 }));
  });
});
