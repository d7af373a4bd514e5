import { applied, house } from "@zedfall/shared";
import type { HouseState } from "@zedfall/shared/house/types";
import { scenario } from "../../shared/test/house/fixture";

/** Applies `action` for human1 and asks whether it may be taken back. */
function tryUndo(s: HouseState, action: any, seat = "human1") {
  const r = applied(house, s, seat, action);
  return { why: house.undoRefusal(s, r.state, seat, action, r.events), after: r.state, events: r.events };
}

describe("house G8: what a human seat may take back (DoR 7: misclicks only)", () => {
  const base = () => scenario({ humans: [{ id: "max", at: [10, 12], facing: "N" }], zombies: [{ id: "z1", at: [2, 2] }] });

  test("house G8: a Move, a Step back and a Turn may be taken back", () => {
    expect(tryUndo(base(), { type: "move", figure: "max", dir: "N" }).why).toBeNull();
    expect(tryUndo(base(), { type: "turn", figure: "max", to: "left" }).why).toBeNull();
    const legal = house.legalActions(base(), "human1");
    const back = legal.find((a) => a.type === "stepBack");
    expect(back).toBeDefined();
    expect(tryUndo(base(), back).why).toBeNull();
  });

  test("house G8: no other action may be taken back (end of activation here)", () => {
    expect(tryUndo(base(), { type: "endActivation", figure: "max" }).why).toEqual({ key: "house.undoWhich", params: { type: "endActivation" } });
  });

  test("house G8: a move that made an armed reaction fire (Slippery Floor) cannot be taken back", () => {
    const s = base();
    s.armed = [{ card: "slippery-floor", figure: "any" }];
    const r = tryUndo(s, { type: "move", figure: "max", dir: "N" });
    expect(r.events.some((e) => e.type === "reaction")).toBe(true);
    expect(r.why).toEqual({ key: "house.undoReaction", params: {} });
  });

  test("house G8: refused after a die, a draw or a decision offered to another seat", () => {
    const s = base();
    const a = { type: "move", figure: "max", dir: "N" } as const;
    const after = applied(house, s, "human1", a as never).state;
    expect(house.undoRefusal(s, after, "human1", a, [{ type: "roll", text: "a roll", dice: [3] }])).toEqual({ key: "msg.undoRoll", params: {} });
    expect(house.undoRefusal(s, { ...after, searchDeck: after.searchDeck.slice(1) }, "human1", a, [])).toEqual({ key: "msg.undoCard", params: {} });
    const offered = { ...after, pending: [{ kind: "cellarPlace", seats: ["zombie"], mode: "one", passed: [], left: 1 }] };
    expect(house.undoRefusal(s, offered as unknown as HouseState, "human1", a, [])).toEqual({ key: "house.undoOffered", params: { seat: "zombie" } });
    expect(house.undoRefusal(s, after, "zombie", a, [])).toEqual({ key: "house.undoZombie", params: {} });
  });
});
