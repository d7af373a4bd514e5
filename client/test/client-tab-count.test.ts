import { badgeText, titleWithCount, waitingCount } from "../src/shell/tab-count";

/*
 * The count in the page title and on the favicon: how many of this browser's games wait for it.
 * The polled list (/api/my-games `yourTurn`) counts every game but the one open in the tab, which
 * counts by what its live room says now.
 */
describe("the tab's count of games waiting for this browser", () => {
  const games = [
    { gameId: "a", yourTurn: true },
    { gameId: "b", yourTurn: false },
    { gameId: "c", yourTurn: true },
  ];

  test("on the first page: the games the server marks as waiting", () => {
    expect(waitingCount(games, null)).toBe(2);
    expect(waitingCount([], null)).toBe(0);
    expect(waitingCount([{ gameId: "b", yourTurn: false }], null)).toBe(0);
  });

  test("in a game tab the open game counts by the room, not by the last poll", () => {
    // the poll still says "a" waits, but the seat has just acted in the open room
    expect(waitingCount(games, { gameId: "a", acting: false })).toBe(1);
    // the poll says "b" does not wait, but the open room gives the seat its turn
    expect(waitingCount(games, { gameId: "b", acting: true })).toBe(3);
    // an open game the list does not have yet (a new game) counts too
    expect(waitingCount(games, { gameId: "new", acting: true })).toBe(3);
    expect(waitingCount([], { gameId: "new", acting: false })).toBe(0);
  });

  test("the title: the count in brackets before the base, the base alone at 0", () => {
    expect(titleWithCount(2, "Zedfall")).toBe("(2) Zedfall");
    expect(titleWithCount(1, "▶ Your turn — Zedfall")).toBe("(1) ▶ Your turn — Zedfall");
    expect(titleWithCount(0, "Zedfall")).toBe("Zedfall");
  });

  test("the favicon's badge: the count, 9+ beyond nine, nothing at 0 (the plain icon)", () => {
    expect(badgeText(0)).toBe("");
    expect(badgeText(1)).toBe("1");
    expect(badgeText(9)).toBe("9");
    expect(badgeText(12)).toBe("9+");
  });
});
