import { LegalLists } from "../src/rooms/game/legal";

describe("legal membership (DESIGN 'Speed': an act is valid when its canonical key is a listed action's)", () => {
  test("member returns the list's own action equal to the act, whatever its key order; an unlisted act is undefined", () => {
    const lists = new LegalLists();
    const listed = [{ type: "move", to: { x: 1, y: 2 } }, { type: "move", to: { x: 2, y: 2 } }, { type: "turn", facing: "N" }];
    const compute = () => listed;
    expect(lists.member("human1", { to: { y: 2, x: 2 }, type: "move" }, compute)).toBe(listed[1]);
    expect(lists.member("human1", { type: "move", to: { x: 3, y: 2 } }, compute)).toBeUndefined();
    expect(lists.member("human1", { type: "turn", facing: "N", extra: 1 }, compute)).toBeUndefined();
    expect(lists.member("human1", null, compute)).toBeUndefined();
  });
});
