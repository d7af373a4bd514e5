import { matchesSnapshot } from "../src/store/rebuild";

describe("cli verify: a replayed state matches a stored snapshot", () => {
  test("every value the snapshot holds must be equal; a field added to the state since it was stored is not a difference", () => {
    const snap = { round: 3, options: { deck: "short" }, units: [{ id: "a", hits: 1 }] };
    expect(matchesSnapshot(snap, { round: 3, options: { deck: "short", pressure: "every-round" }, units: [{ id: "a", hits: 1 }] })).toBe(true);
    expect(matchesSnapshot(snap, { round: 4, options: { deck: "short" }, units: [{ id: "a", hits: 1 }] })).toBe(false);
    expect(matchesSnapshot(snap, { round: 3, options: {}, units: [{ id: "a", hits: 1 }] })).toBe(false);
    expect(matchesSnapshot(snap, { round: 3, options: { deck: "short" }, units: [{ id: "a", hits: 1 }, { id: "b", hits: 0 }] })).toBe(false);
    expect(matchesSnapshot(snap, { round: 3, options: { deck: "short" }, units: { 0: { id: "a", hits: 1 } } })).toBe(false);
    expect(matchesSnapshot({ a: null }, { a: {} })).toBe(false);
  });
});
