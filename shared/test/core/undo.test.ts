import { asks, oneSeat, type Decision } from "../../src/core/decisions";
import { copyPlain } from "../../src/core/copy";
import { createRandom, drawInt } from "../../src/core/rng";
import type { GameEvent } from "../../src/core/ruleset";
import { refuse, type Refusal } from "../../src/core/refusal";
import { defineUndo } from "../../src/core/undo";

/**
 * The kernel's undo guard (core/undo.ts) on a toy game: seat `b` may never take back, `step` and
 * `wait` are undoable, one deck, a game mark (`alarm`), decisions offered to another seat and a turn
 * boundary. Each check gives its reason, and they are asked in the guard's order.
 */
interface Toy {
  rnd: ReturnType<typeof createRandom>;
  pending: Decision[];
  turn: number;
  deck: string[];
  alarm: boolean;
}

const toyUndo = defineUndo<Toy, { type: string }>({
  types: new Set(["step", "wait"]),
  seatRefusal: (seat) => (seat === "b" ? refuse("toy.seatB") : null),
  notUndoable: (type) => refuse("toy.notStep", { type }),
  decks: (s) => [s.deck],
  crossed: (before, after) => (before.alarm !== after.alarm ? refuse("toy.alarm") : null),
  opened: (decisions, seat) => {
    const other = decisions.find((d) => !asks(d, seat));
    return other ? refuse("toy.offered", { seat: other.seats.join(", ") }) : null;
  },
  boundary: (before, after) => (before.turn !== after.turn ? refuse("toy.turn") : null),
});

const fresh = (): Toy => ({ rnd: createRandom("undo-toy"), pending: [], turn: 1, deck: ["x", "y"], alarm: false });
const step = { type: "step" };

/** The refusal of seat `a`'s step when `change` turns the state before into the state after (and `events` were logged). */
function refusalAfter(change: (s: Toy) => void, events: GameEvent[] = []): Refusal | null {
  const before = fresh();
  const after = copyPlain(before);
  change(after);
  return toyUndo.refusal(before, after, "a", step, events);
}

describe("the kernel's undo guard", () => {
  test("undoable: only an allowed seat's allowed types", () => {
    expect(toyUndo.undoable("a", step)).toBe(true);
    expect(toyUndo.undoable("a", { type: "wait" })).toBe(true);
    expect(toyUndo.undoable("a", { type: "shout" })).toBe(false);
    expect(toyUndo.undoable("b", step)).toBe(false);
  });

  test("an action that changed nothing guarded is taken back", () => {
    expect(refusalAfter(() => {})).toBeNull();
  });

  test("a seat the game refuses, then a type it refuses, each with the game's refusal", () => {
    const s = fresh();
    expect(toyUndo.refusal(s, copyPlain(s), "b", step, [])).toEqual(refuse("toy.seatB"));
    expect(toyUndo.refusal(s, copyPlain(s), "a", { type: "shout" }, [])).toEqual(refuse("toy.notStep", { type: "shout" }));
  });

  test("a roll event, a used generator, a drawn card: the kernel's refusals", () => {
    expect(refusalAfter(() => {}, [{ type: "roll" }])).toEqual(refuse("msg.undoRoll"));
    expect(refusalAfter((s) => void drawInt(s.rnd, 1, 6))).toEqual(refuse("msg.undoDice"));
    expect(refusalAfter((s) => void s.deck.pop())).toEqual(refuse("msg.undoCard"));
  });

  test("the game's own mark, an offered decision and the turn boundary: the game's refusals", () => {
    expect(refusalAfter((s) => (s.alarm = true))).toEqual(refuse("toy.alarm"));
    expect(refusalAfter((s) => s.pending.push(oneSeat("pick", "b", {})))).toEqual(refuse("toy.offered", { seat: "b" }));
    expect(refusalAfter((s) => (s.turn = 2))).toEqual(refuse("toy.turn"));
  });

  test("a decision the seat answers itself, or one already open before, is no reason", () => {
    expect(refusalAfter((s) => s.pending.push(oneSeat("pick", "a", {})))).toBeNull();
    const before = fresh();
    before.pending.push(oneSeat("pick", "b", {}));
    expect(toyUndo.refusal(before, copyPlain(before), "a", step, [])).toBeNull();
  });

  test("the first check met gives the reason, in the guard's order", () => {
    const all = (s: Toy) => {
      drawInt(s.rnd, 1, 6);
      s.deck.pop();
      s.alarm = true;
      s.pending.push(oneSeat("pick", "b", {}));
      s.turn = 2;
    };
    expect(refusalAfter(all, [{ type: "roll" }])).toEqual(refuse("msg.undoRoll"));
    expect(refusalAfter(all)).toEqual(refuse("msg.undoDice"));
    expect(refusalAfter((s) => (s.deck.pop(), (s.alarm = true), (s.turn = 2)))).toEqual(refuse("msg.undoCard"));
    expect(refusalAfter((s) => ((s.alarm = true), s.pending.push(oneSeat("pick", "b", {}))))).toEqual(refuse("toy.alarm"));
    expect(refusalAfter((s) => (s.pending.push(oneSeat("pick", "b", {})), (s.turn = 2)))).toEqual(refuse("toy.offered", { seat: "b" }));
  });
});
