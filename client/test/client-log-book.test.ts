import { LogBook } from "../src/shell/log-book";

/* The client's log book (client/src/shell/log-book.ts): an undo marks the lines of the action it took back. */

const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, text: type, ...extra });

describe("the client's log book", () => {
  test("an undo marks exactly the lines of the action batch it names, not the room's batch at the same seq nor earlier actions; the version changes so the view redraws", () => {
    const book = new LogBook();
    book.replace({ events: [{ seq: 0, events: [ev("start")], room: true }, { seq: 1, events: [ev("move", { n: 1 })] }], chat: [] });
    const v0 = book.version;
    book.append({ seq: 2, events: [ev("move", { n: 2 }), ev("roll")] });
    book.append({ seq: 2, events: [ev("seatToBot")], room: true });
    book.append({ seq: 1, events: [ev("undo", { undone: 2 })] });
    expect(book.events.map((e) => [e.type, book.isUndone(e)])).toEqual([
      ["start", false],
      ["move", false],
      ["move", true],
      ["roll", true],
      ["seatToBot", false],
      ["undo", false],
    ]);
    expect(book.version).toBe(v0 + 1);
    // a batch without an undo leaves the version alone (lines are only appended)
    book.append({ seq: 2, events: [ev("move", { n: 3 })] });
    expect(book.version).toBe(v0 + 1);
    expect(book.isUndone(book.events[book.events.length - 1]!)).toBe(false);
  });

  test("a history replaces the book and its marks", () => {
    const book = new LogBook();
    book.append({ seq: 1, events: [ev("move")] });
    book.append({ seq: 0, events: [ev("undo", { undone: 1 })] });
    expect(book.isUndone(book.events[0]!)).toBe(true);
    book.replace({ events: [{ seq: 1, events: [ev("search")] }], chat: [] });
    expect(book.events.map((e) => [e.type, book.isUndone(e)])).toEqual([["search", false]]);
  });
});
