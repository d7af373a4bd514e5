import { CHAT_LINES_KEPT, keepLastChildren, lastLines } from "../src/shell/chat-keep";

/**
 * The client's chat is bounded (the browser's chat list grew forever). The
 * chat panel trims its list with keepLastChildren after every line and shows lastLines of a
 * history; checked here on a stand-in for the list element (no browser in the unit tests).
 */

/** A stand-in for an element's children: what keepLastChildren reads and removes. */
function fakeList(n: number) {
  const items = Array.from({ length: n }, (_, i) => i);
  const list = {
    get childElementCount() {
      return items.length;
    },
    get firstElementChild() {
      return items.length ? { remove: () => void items.shift() } : null;
    },
    items,
  };
  return list;
}

describe("client chat bound", () => {
  test("the client keeps the last 500 chat lines, the same bound as the connection's memory", () => {
    expect(CHAT_LINES_KEPT).toBe(500);
  });

  test("the chat list keeps only its newest 500 lines after each line added", () => {
    const list = fakeList(0);
    for (let i = 0; i < 1200; i++) {
      list.items.push(i);
      keepLastChildren(list);
      expect(list.childElementCount).toBeLessThanOrEqual(500);
    }
    expect(list.items[0]).toBe(700);
    expect(list.items.at(-1)).toBe(1199);
  });

  test("a history longer than the bound is shown from its last 500 lines; a short one whole", () => {
    const lines = Array.from({ length: 800 }, (_, i) => i);
    expect(lastLines(lines)).toEqual(lines.slice(300));
    const few = [1, 2, 3];
    expect(lastLines(few)).toBe(few);
  });
});
