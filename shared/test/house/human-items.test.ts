import { house } from "../../src/house";
import type { HouseState } from "../../src/house/types";
import { edge, scenario } from "./fixture";
import { act, acts, evOf, refused, rolled } from "./human-kit";

const sq = (x: number, y: number, z: 0 | 1 = 0) => ({ x, y, z });
const W3 = edge([3, 5], [4, 5]);

/** 15 barricade keys (every barricadable house opening but W3... and the garage W11, D9). */
const FIFTEEN = [
  [[5, 2], [5, 3]], [[8, 2], [8, 3]], [[12, 2], [12, 3]], [[15, 5], [16, 5]], [[3, 9], [4, 9]], [[6, 10], [6, 11]], [[10, 10], [10, 11]],
  [[14, 10], [14, 11]], [[15, 9], [16, 9]], [[3, 7], [4, 7]], [[15, 7], [16, 7]], [[9, 4], [10, 4]], [[12, 6], [12, 7]], [[6, 7], [6, 8]], [[18, 13], [19, 13]],
].map(([a, b]) => edge(a as [number, number], b as [number, number]));

describe("house §10 barricade", () => {
  test("house §10 a human facing a window puts a barricade on it for 1 action, from inside or outside", () => {
    const a = act(scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }] }), "human1", { type: "barricade", figure: "max" });
    expect(a.state.barricades).toEqual([W3]);
    expect(a.state.humanTurn.actionsLeft).toBe(3);
    const b = act(scenario({ humans: [{ id: "max", at: [3, 5], facing: "E" }] }), "human1", { type: "barricade", figure: "max" });
    expect(b.state.barricades).toEqual([W3]);
  });

  test("house §10 a door can be barricaded; the barricade then blocks moves through it", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 7], facing: "W" }] });
    const a = act(s, "human1", { type: "barricade", figure: "max" }).state;
    expect(a.barricades).toEqual([edge([3, 7], [4, 7])]);
    refused(a, "human1", { type: "move", figure: "max", dir: "W" }, "house.barricadeBlocks", { figure: "max", dir: "W", sq: "4,7,0" });
  });

  test("house G11 barricade needs a faced door or window: not a wall, not an open edge, not the garage vehicle door", () => {
    refused(scenario({ humans: [{ id: "max", at: [4, 4], facing: "W" }] }), "human1", { type: "barricade", figure: "max" }, "house.notFacingOpening", { figure: "max" });
    refused(scenario({ humans: [{ id: "max", at: [10, 1], facing: "E" }] }), "human1", { type: "barricade", figure: "max" }, "house.notFacingOpening", { figure: "max" });
    refused(scenario({ humans: [{ id: "max", at: [15, 11], facing: "S" }] }), "human1", { type: "barricade", figure: "max" }, "house.garageDoor");
  });

  test("house §10 an edge already barricaded cannot take a second token", () => {
    refused(scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], barricades: [W3] }), "human1", { type: "barricade", figure: "max" }, "house.barricadedAlready", { opening: "3,5|4,5" });
  });

  test("house G23 with all 15 tokens on the board no barricade can be placed", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], barricades: FIFTEEN });
    refused(s, "human1", { type: "barricade", figure: "max" }, "house.noTokens");
  });

  test("[H-A2] the cellar door is barricaded from a stair square or while facing the cellar-door square", () => {
    const stair = scenario({ humans: [{ id: "max", at: [0, 1, 1], facing: "S" }] });
    stair.cellar = { revealed: true, door: "S2" };
    expect(act(stair, "human1", { type: "barricade", figure: "max" }).state.barricades).toEqual(["link"]);
    const facing = scenario({ humans: [{ id: "max", at: [9, 5], facing: "S" }] });
    facing.cellar = { revealed: true, door: "S2" };
    expect(act(facing, "human1", { type: "barricade", figure: "max" }).state.barricades).toEqual(["link"]);
    const below = scenario({ humans: [{ id: "max", at: [1, 4, 1], facing: "N" }] });
    below.cellar = { revealed: true, door: "S2" };
    refused(below, "human1", { type: "barricade", figure: "max" }, "house.notFacingOpening", { figure: "max" });
  });

  test("house §12 Petrovich's Carpenter: the first barricade of each Human turn costs 0, the next costs 1", () => {
    const s = scenario({ humans: [{ id: "petrovich", at: [4, 7], facing: "W" }] });
    const a = act(s, "human1", { type: "barricade", figure: "petrovich" });
    expect(a.state.humanTurn.actionsLeft).toBe(4);
    expect(a.state.humanTurn.specialsUsed).toEqual(["carpenter:petrovich"]);
    expect(evOf(a.events, "barricade")[0]!.free).toBe(true);
    // walk him to the bedroom window W7 (6,10)|(6,11): a second barricade this turn costs 1
    const t = JSON.parse(JSON.stringify(a.state)) as HouseState;
    t.humans.petrovich!.pos = sq(6, 10);
    t.humans.petrovich!.facing = "S";
    const c = act(t, "human1", { type: "barricade", figure: "petrovich" });
    expect(c.state.barricades).toEqual([edge([3, 7], [4, 7]), edge([6, 10], [6, 11])]);
    expect(c.state.humanTurn.actionsLeft).toBe(3);
    expect(evOf(c.events, "barricade")[0]!.free).toBe(false);
  });

  test("house §12 in plain mode Petrovich pays 1 action for a barricade", () => {
    const s = scenario({ humans: [{ id: "petrovich", at: [4, 7], facing: "W" }], options: { plainCharacters: true } });
    expect(act(s, "human1", { type: "barricade", figure: "petrovich" }).state.humanTurn.actionsLeft).toBe(3);
  });
});

describe("house §18.4 tear down", () => {
  test("house §18.4 with the option on, a human removes a barricade it faces for 2 actions; the token returns (G23)", () => {
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], barricades: [W3], options: { tearDown: true } });
    const { state } = act(s, "human1", { type: "tearDown", figure: "max" });
    expect(state.barricades).toEqual([]);
    expect(state.humanTurn.actionsLeft).toBe(2);
  });

  test("house §18.4 tear down is refused with the option off, on an open opening or with 1 action left", () => {
    refused(scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], barricades: [W3] }), "human1", { type: "tearDown", figure: "max" }, "house.tearDownOff");
    refused(scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], options: { tearDown: true } }), "human1", { type: "tearDown", figure: "max" }, "house.noBarricadeHere", { opening: "3,5|4,5" });
    const s = scenario({ humans: [{ id: "max", at: [4, 5], facing: "W" }], barricades: [W3], options: { tearDown: true } });
    const r = acts(s, "human1", { type: "turn", figure: "max", to: "around" }, { type: "turn", figure: "max", to: "left" });
    const back = JSON.parse(JSON.stringify(r.state)) as HouseState;
    back.humans.max!.facing = "W";
    refused(back, "human1", { type: "tearDown", figure: "max" }, "house.costs", { what: "tearing down a barricade", cost: 2, figure: "max", left: 1 });
  });
});

describe("house §8 hand over an item", () => {
  const two = (olga: [number, number], max: [number, number] = [10, 1]) =>
    scenario({ humans: [{ id: "max", at: max, facing: "N", items: ["ammo", "med-pak"] }, { id: "olga", at: olga, seat: "human2" }] });

  test("house §8 an item goes for 1 action to a human the giver reaches orthogonally (any seat)", () => {
    const { state } = act(two([11, 1]), "human1", { type: "giveItem", figure: "max", to: "olga", item: "ammo" });
    expect(state.humans.max!.items).toEqual(["med-pak"]);
    expect(state.humans.olga!.items).toEqual(["ammo"]);
    expect(state.humanTurn.actionsLeft).toBe(3);
  });

  test("house §2.5 a hand-over reaches across a window but not across a wall or diagonally", () => {
    act(two([3, 5], [4, 5]), "human1", { type: "giveItem", figure: "max", to: "olga", item: "ammo" });
    refused(two([3, 4], [4, 4]), "human1", { type: "giveItem", figure: "max", to: "olga", item: "ammo" }, "house.notBesideItem", { figure: "max", figure2: "olga" });
    refused(two([11, 2]), "human1", { type: "giveItem", figure: "max", to: "olga", item: "ammo" }, "house.notBesideItem", { figure: "max", figure2: "olga" });
  });

  test("house §8 weapons can never be handed over; only items the giver holds", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], weapon: "rifle" }, { id: "olga", at: [11, 1] }] });
    refused(s, "human1", { type: "giveItem", figure: "max", to: "olga", item: "rifle" }, "msg.badAction", { type: "giveItem", detail: "item: Invalid option: expected one of \"ammo\"|\"med-pak\"|\"power-drink\"|\"car-keys\"" });
    refused(s, "human1", { type: "giveItem", figure: "max", to: "olga", item: "ammo" }, "house.hasNo", { figure: "max", card: "ammo" });
    refused(two([11, 1]), "human1", { type: "giveItem", figure: "max", to: "max", item: "ammo" }, "house.notOtherHuman", { figure: "max" });
  });
});

describe("house §8 / G16 pick up a pile", () => {
  test("house G16 a pile on the figure's own square or the faced square is picked up whole for 1 action", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "E", items: ["ammo"] }] });
    s.piles = { "10,1": ["med-pak", "car-keys"], "11,1": ["power-drink"] };
    expect(house.legalActions(s, "human1").filter((a) => a.type === "pickUp")).toEqual([
      { type: "pickUp", figure: "max", at: sq(10, 1) },
      { type: "pickUp", figure: "max", at: sq(11, 1) },
    ]);
    const a = act(s, "human1", { type: "pickUp", figure: "max", at: sq(10, 1) }).state;
    expect(a.humans.max!.items).toEqual(["ammo", "med-pak", "car-keys"]);
    expect(a.piles).toEqual({ "11,1": ["power-drink"] });
    expect(a.humanTurn.actionsLeft).toBe(3);
    const b = act(a, "human1", { type: "pickUp", figure: "max", at: sq(11, 1) }).state;
    expect(b.piles).toEqual({});
  });

  test("house G16 no pick-up from under a zombie, nor from a square the figure neither stands on nor faces", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "E" }], zombies: [{ id: "z1", at: [11, 1] }] });
    s.piles = { "11,1": ["ammo"], "10,2": ["ammo"] };
    refused(s, "human1", { type: "pickUp", figure: "max", at: sq(11, 1) }, "house.zombieOnPile", { sq: "11,1,0" });
    refused(s, "human1", { type: "pickUp", figure: "max", at: sq(10, 2) }, "house.noPile", { figure: "max", sq: "10,2,0" });
  });

  test("house §9.5 the items of a dead human lie in a pile on its square and can be picked up", () => {
    const s = scenario({
      humans: [{ id: "kostya", at: [10, 1], facing: "E", weapon: "chainsaw", wounds: 2, items: ["ammo", "car-keys"] }, { id: "max", at: [10, 2], facing: "N", seat: "human2" }],
      zombies: [{ id: "z1", at: [11, 1] }],
      dice: [1],
    });
    const dead = act(s, "human1", { type: "attack", figure: "kostya" }).state;
    expect(dead.humans.kostya!.alive).toBe(false);
    expect(dead.piles).toEqual({ "10,1": ["ammo", "car-keys"] });
    const { state } = act(dead, "human2", { type: "pickUp", figure: "max", at: sq(10, 1) });
    expect(state.humans.max!.items).toEqual(["ammo", "car-keys"]);
  });

  test("house §9.2 a weapon card in a pile is kept or discarded like a found one", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], facing: "E" }] });
    s.piles = { "10,1": ["ammo", "rifle"] };
    const a = act(s, "human1", { type: "pickUp", figure: "max", at: sq(10, 1) }).state;
    expect(a.humans.max!.items).toEqual(["ammo"]);
    expect(a.pending).toEqual([{ kind: "keepWeapon", seats: ["human1"], mode: "one", passed: [], figure: "max", card: "rifle" }]);
  });
});

describe("house §9.5 Med-Pak and §12 Medic", () => {
  test("house §9.5 a Med-Pak on oneself: 1 action, one box back; Olga's heal 2 (never below 0)", () => {
    const m = act(scenario({ humans: [{ id: "max", at: [10, 1], wounds: 2, items: ["med-pak"] }] }), "human1", { type: "useMedPak", figure: "max" }).state;
    expect(m.humans.max!.wounds).toBe(1);
    expect(m.humans.max!.items).toEqual([]);
    expect(m.humanTurn.actionsLeft).toBe(3);
    const o = act(scenario({ humans: [{ id: "olga", at: [10, 1], wounds: 3, items: ["med-pak"] }] }), "human1", { type: "useMedPak", figure: "olga" }).state;
    expect(o.humans.olga!.wounds).toBe(1);
    const o1 = act(scenario({ humans: [{ id: "olga", at: [10, 1], wounds: 1, items: ["med-pak"] }] }), "human1", { type: "useMedPak", figure: "olga" }).state;
    expect(o1.humans.olga!.wounds).toBe(0);
  });

  test("house G16 a Med-Pak is illegal on an unwounded figure, and needs the card", () => {
    refused(scenario({ humans: [{ id: "max", at: [10, 1], items: ["med-pak"] }] }), "human1", { type: "useMedPak", figure: "max" }, "house.notWounded", { figure: "max" });
    refused(scenario({ humans: [{ id: "max", at: [10, 1], wounds: 1 }] }), "human1", { type: "useMedPak", figure: "max" }, "house.hasNo", { figure: "max", card: "med-pak" });
  });

  test("house §12 Medic: once per Human turn, 1 action, one wound off Olga herself", () => {
    const s = scenario({ humans: [{ id: "olga", at: [10, 1], facing: "E", wounds: 2 }] });
    const a = act(s, "human1", { type: "medic", figure: "olga", target: "olga" }).state;
    expect(a.humans.olga!.wounds).toBe(1);
    expect(a.humanTurn.actionsLeft).toBe(3);
    refused(a, "human1", { type: "medic", figure: "olga", target: "olga" }, "house.medicUsed", { figure: "olga" });
  });

  test("house §12 Medic treats the human Olga faces, not one beside her", () => {
    const s = scenario({ humans: [{ id: "olga", at: [10, 1], facing: "E" }, { id: "max", at: [11, 1], wounds: 1 }, { id: "kostya", at: [10, 2], wounds: 1 }] });
    expect(act(s, "human1", { type: "medic", figure: "olga", target: "max" }).state.humans.max!.wounds).toBe(0);
    refused(s, "human1", { type: "medic", figure: "olga", target: "kostya" }, "house.medicWhom", { figure: "olga" });
  });

  test("house G16 Medic is illegal on an unwounded figure; nobody but Olga has it", () => {
    refused(scenario({ humans: [{ id: "olga", at: [10, 1] }] }), "human1", { type: "medic", figure: "olga", target: "olga" }, "house.notWounded", { figure: "olga" });
    refused(scenario({ humans: [{ id: "max", at: [10, 1], wounds: 1 }] }), "human1", { type: "medic", figure: "max", target: "max" }, "house.notMedic", { figure: "max" });
    refused(scenario({ humans: [{ id: "olga", at: [10, 1], wounds: 1 }], options: { plainCharacters: true } }), "human1", { type: "medic", figure: "olga", target: "olga" }, "house.notMedic", { figure: "olga" });
  });
});

describe("house §11.4 Power Drink and §8 discard", () => {
  test("house §11.4 a Power Drink at the start of the activation gives +4 actions (free; it starts the activation)", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], items: ["power-drink", "power-drink"] }] });
    const a = act(s, "human1", { type: "powerDrink", figure: "max" }).state;
    expect(a.humanTurn.active).toBe("max");
    expect(a.humanTurn.actionsLeft).toBe(8);
    expect(a.humans.max!.items).toEqual(["power-drink"]);
    refused(a, "human1", { type: "powerDrink", figure: "max" }, "house.drinkWhen");
    const k = act(scenario({ humans: [{ id: "kostya", at: [10, 1], items: ["power-drink"] }] }), "human1", { type: "powerDrink", figure: "kostya" }).state;
    expect(k.humanTurn.actionsLeft).toBe(9);
  });

  test("house G1 a Power Drink is refused after the figure's first action", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], items: ["power-drink"] }] });
    const a = act(s, "human1", { type: "turn", figure: "max", to: "left" }).state;
    refused(a, "human1", { type: "powerDrink", figure: "max" }, "house.drinkWhen");
    refused(scenario({ humans: [{ id: "max", at: [10, 1] }] }), "human1", { type: "powerDrink", figure: "max" }, "house.hasNo", { figure: "max", card: "power-drink" });
  });

  test("house §8 discarding a card is free; a discarded weapon leaves the game", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], weapon: "rifle", items: ["ammo", "ammo"] }] });
    const a = act(s, "human1", { type: "discard", figure: "max", card: "ammo" }).state;
    expect(a.humans.max!.items).toEqual(["ammo"]);
    expect(a.humanTurn.actionsLeft).toBe(4);
    expect(a.humanTurn.active).toBe("max");
    const b = act(a, "human1", { type: "discard", figure: "max", card: "rifle" }).state;
    expect(b.humans.max!.weapon).toBeNull();
    refused(b, "human1", { type: "discard", figure: "max", card: "rifle" }, "house.holdsNo", { figure: "max", card: "rifle" });
  });

  test("house §11.4 a free discard at the start of an activation still lets a Power Drink follow", () => {
    const s = scenario({ humans: [{ id: "max", at: [10, 1], items: ["ammo", "power-drink"] }] });
    const a = act(s, "human1", { type: "discard", figure: "max", card: "ammo" }).state;
    expect(act(a, "human1", { type: "powerDrink", figure: "max" }).state.humanTurn.actionsLeft).toBe(8);
  });
});

describe("house §15.2 start the car (C13, G30)", () => {
  const car = (extra: object[] = [], options = {}) =>
    scenario({ humans: [{ id: "max", at: [4, 12], facing: "W", items: ["car-keys"] }, ...(extra as never[])], options });

  test("house §15.2 the Car Keys holder facing the car spends 4 actions; with everyone at the car the humans win", () => {
    const s = car([{ id: "olga", at: [1, 11], seat: "human2" }]);
    const { state, events } = act(s, "human1", { type: "startCar", figure: "max" });
    expect(state.result).toMatchObject({ winner: "humans", rule: "house §15.2" });
    expect(state.phase).toBe("over");
    expect(evOf(events, "gameOver")).toHaveLength(1);
  });

  test("house G30 if not every living human reaches a car square the 4 actions are wasted", () => {
    const s = car([{ id: "olga", at: [10, 1], seat: "human2" }]);
    const { state, events } = act(s, "human1", { type: "startCar", figure: "max" });
    expect(state.result).toBeNull();
    expect(evOf(events, "carWasted")).toHaveLength(1);
    expect(state.humanTurn.done).toContain("max");
  });

  test("house C13 starting the car needs 4 actions of one activation, the keys and the car faced", () => {
    const a = act(car(), "human1", { type: "turn", figure: "max", to: "around" }).state;
    const back = act(a, "human1", { type: "turn", figure: "max", to: "around" }).state;
    expect(back.humanTurn.active).toBeNull();
    const one = act(car(), "human1", { type: "turn", figure: "max", to: "left" }).state;
    const t = JSON.parse(JSON.stringify(one)) as HouseState;
    t.humans.max!.facing = "W";
    refused(t, "human1", { type: "startCar", figure: "max" }, "house.costs", { what: "starting the car", cost: 4, figure: "max", left: 3 });
    refused(scenario({ humans: [{ id: "max", at: [4, 12], facing: "W" }] }), "human1", { type: "startCar", figure: "max" }, "house.hasNo", { figure: "max", card: "car-keys" });
    refused(scenario({ humans: [{ id: "max", at: [4, 12], facing: "N", items: ["car-keys"] }] }), "human1", { type: "startCar", figure: "max" }, "house.carFacing", { figure: "max" });
  });

  test("house §15.2 car horror: a d6 after the 4 actions, only a 6 starts the engine; at most one try per Human turn (G30)", () => {
    const miss = car([], { carHorror: true });
    miss.rnd.script = [5];
    const a = act(miss, "human1", { type: "startCar", figure: "max" });
    expect(rolled(a.events)).toEqual([[5]]);
    expect(a.state.result).toBeNull();
    expect(a.state.humanTurn.carHorrorRolled).toBe(true);
    const again = car([{ id: "kostya", at: [3, 11], facing: "S", items: ["car-keys"], seat: "human2" }], { carHorror: true });
    again.humanTurn.carHorrorRolled = true;
    refused(again, "human2", { type: "startCar", figure: "kostya" }, "house.engineTried");
    const hit = car([], { carHorror: true });
    hit.rnd.script = [6];
    expect(act(hit, "human1", { type: "startCar", figure: "max" }).state.result).toMatchObject({ winner: "humans" });
  });

  test("house G30 with car horror and someone missing, no roll is made and the try is not used up", () => {
    const s = car([{ id: "olga", at: [10, 1], seat: "human2" }], { carHorror: true });
    const { state, events } = act(s, "human1", { type: "startCar", figure: "max" });
    expect(rolled(events)).toEqual([]);
    expect(state.humanTurn.carHorrorRolled).toBe(false);
  });
});
