import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { siegeEngine } from "../../src/siege/engine";
import { then } from "../../src/siege/procedure";
import { leaveWatch, watchRumors } from "../../src/siege/rumors/reveal";
import type { RumorId, SiegeSeatId, SiegeState } from "../../src/siege/types";
import { viewSiege } from "../../src/siege/view";
import { nextPhase } from "../../src/siege/flow";
import { reachCamp } from "../../src/siege/camp";
import { blank, choose, ofType, run, unit, zed, zedsOn } from "./kit";

const at = (id: string) => spaceIndex(id);

/** A blank game in the Action phase (no flow: the fixture has no card in play). */
function actionPhase(seats: SiegeSeatId[] = ["seat1", "seat2"], events = 2): SiegeState {
  const s = blank(seats);
  s.phase = "action";
  s.actionTrack = events;
  s.actionPhase = { playerAction: Object.fromEntries(seats.map((x) => [x, true])), done: [], healed: [], equipped: false, used: [], free: {} };
  return s;
}

/** Puts a face-down token of `rumor` on space `where`; returns its id. */
function token(s: SiegeState, rumor: RumorId, where: string): string {
  const m = s.rumors!;
  const id = `r${m.nextToken++}`;
  m.stack = m.stack.filter((r) => r !== rumor);
  m.tokens = { ...m.tokens, [id]: { rumor, at: at(where), revealed: false } };
  s.spaces[at(where)]!.rumor = id;
  return id;
}

function act(s: SiegeState, seat: SiegeSeatId, a: object): GameEvent[] {
  return siegeEngine.apply(s, seat, a as never);
}

/** `a` is refused for `seat` with a reason matching `why`, and the state is deep-equal to before. */
function refused(s: SiegeState, seat: SiegeSeatId, a: object, why: RegExp): void {
  const before = structuredClone(s);
  const r = siegeEngine.refusal(s, seat, a);
  expect(r?.message).toMatch(why);
  expect(() => siegeEngine.apply(s, seat, a as never)).toThrow(why);
  expect(s).toEqual(before);
}

/** The JSON of `x` names none of `rumors`. */
function namesNone(x: unknown, rumors: string[]): boolean {
  const j = JSON.stringify(x);
  return rumors.every((r) => !j.includes(r));
}

/** A 4R fixture: Refugees on SU0, the lead (seat1) has `n` movements; no card in play, so only the procedure runs. */
function fourR(n = 1): SiegeState {
  const s = blank(["seat1", "seat2"]);
  s.phase = "4r";
  s.fourR = { left: n };
  unit(s, "refugees", "suburbs:0", null, { id: "refugees-1" });
  return s;
}

describe("siege S-R2 G8 placing rumors", () => {
  const t2 = (mobOn: string) => {
    const s = fourR(1);
    s.infection = 5;
    s.supplies = 5;
    s.ammo = 3;
    zed(s, "5/3", mobOn);
    zed(s, "4/2", mobOn);
    zed(s, "6/3", "forest:4");
    zed(s, "3/2", "forest:2");
    token(s, "final-thesis", "forest:4");
    s.rumors!.stack = ["zeds-siren", "giant-hardware-store"];
    s.decks.fate = ["bad-ammo-expired-supplies", "killer-bulldozer"];
    const ev = act(s, "seat1", { type: "refugee", unit: "refugees-1" });
    return { s, ev };
  };

  test("siege T2 no rumor when the strongest Zeds are on Start: Infection 6, the unit in the Camp, the rumor under the stack unnamed, then Bad Ammo", () => {
    const { s, ev } = t2("forest:7");
    expect(s.infection).toBe(6);
    expect(s.units["refugees-1"]!.at).toBe(B.camp);
    expect(ofType(ev, "rumorDrawn")).toHaveLength(1);
    expect(ofType(ev, "fateCard")).toMatchObject([{ card: "bad-ammo-expired-supplies" }]);
    expect(ofType(ev, "rumorUnplaced")).toMatchObject([{ track: "forest", space: at("forest:7") }]);
    expect(ofType(ev, "rumorPlaced")).toEqual([]);
    expect(s.rumors!.stack).toEqual(["giant-hardware-store", "zeds-siren"]);
    expect([s.supplies, s.ammo]).toEqual([3, 2]);
    // the placement comes before the plot twist
    const types = ev.map((e) => e.type);
    expect(types.indexOf("rumorUnplaced")).toBeLessThan(types.indexOf("resources"));
    expect(namesNone(ev, ["zeds-siren"])).toBe(true);
    expect(s.work).toEqual([]);
  });

  test("siege T2 variant: with the Mob on FO6 the rumor goes face down on FO6 under a fresh opaque id", () => {
    const { s, ev } = t2("forest:6");
    const placed = ofType(ev, "rumorPlaced");
    expect(placed).toMatchObject([{ token: "r2", space: at("forest:6") }]);
    expect(s.spaces[at("forest:6")]!.rumor).toBe("r2");
    expect(s.rumors!.tokens.r2).toEqual({ rumor: "zeds-siren", at: at("forest:6"), revealed: false });
    expect(s.rumors!.stack).toEqual(["giant-hardware-store"]);
    expect([s.supplies, s.ammo]).toEqual([3, 2]);
    expect(namesNone(ev, ["zeds-siren"])).toBe(true);
    for (const seat of ["seat1", "seat2", "spectator"] as const) expect(namesNone(viewSiege(s, seat), ["zeds-siren"])).toBe(true);
  });

  test("[S-R2] a Refugees unit placed in the Camp: a rumor drawn unseen and a Story card; it goes face down on the strongest Zeds space of that track without a rumor; ties are the lead's choice", () => {
    const s = fourR(1);
    zed(s, "4/2", "highway:3");
    zed(s, "4/2", "highway:5");
    zed(s, "3/2", "highway:1");
    s.rumors!.stack = ["mystic-amulet", "police-gun-cabinet"];
    s.decks.fate = ["commandeered-vehicles"]; // Highway, a Keep card
    act(s, "seat1", { type: "refugee", unit: "refugees-1" });
    expect(s.pending[0]).toMatchObject({ kind: "choose", purpose: "rumorSpace", seats: ["seat1"], options: ["highway:5", "highway:3"].sort((a, b) => at(a) - at(b)) });
    expect(namesNone(s.pending, ["mystic-amulet"])).toBe(true);
    expect(namesNone(s.work, ["mystic-amulet"])).toBe(true);
    const ev = choose(s, "seat1", "highway:3");
    expect(ofType(ev, "rumorPlaced")).toMatchObject([{ token: "r1", space: at("highway:3") }]);
    expect(s.rumors!.tokens.r1).toMatchObject({ rumor: "mystic-amulet", revealed: false });
    // then the plot twist: the Keep card goes to the hand
    expect(s.decks.keep).toEqual(["commandeered-vehicles"]);
    expect(namesNone(ev, ["mystic-amulet"])).toBe(true);
  });

  test("[S-R2] none on that track: the rumor is not placed (back under the stack); an empty stack skips the procedure and its Fate draw", () => {
    const s = fourR(2);
    unit(s, "refugees", "suburbs:0", null, { id: "refugees-2" });
    s.rumors!.stack = ["final-thesis", "help-arrives"];
    s.decks.fate = ["the-bridge-collapses", "adrenaline-supply"]; // Suburbs; no Zeds there
    const ev = act(s, "seat1", { type: "refugee", unit: "refugees-1" });
    expect(ofType(ev, "rumorUnplaced")).toMatchObject([{ track: "suburbs", space: null }]);
    expect(s.rumors!.stack).toEqual(["help-arrives", "final-thesis"]);
    expect(s.spaces[at("suburbs:1")]!.bridge).toBe("destroyed");
    s.rumors!.stack = [];
    const ev2 = act(s, "seat1", { type: "refugee", unit: "refugees-2" });
    expect(ofType(ev2, "rumorStackEmpty")).toHaveLength(1);
    expect(ofType(ev2, "fateCard")).toEqual([]);
    expect(s.decks.fate).toEqual(["adrenaline-supply"]);
  });

  test("siege G8 several arrivals: the full procedure once per unit, in sequence, each with its own Fate draw", () => {
    const s = fourR(0);
    const r2 = unit(s, "refugees", "TC", null, { id: "refugees-2" });
    const r1 = s.units["refugees-1"]!;
    zed(s, "5/3", "forest:5");
    zed(s, "4/2", "forest:3");
    s.rumors!.stack = ["zeds-siren", "final-thesis", "help-arrives"];
    s.decks.fate = ["they-took-the-bait", "killer-bulldozer"]; // Forest, then the lead's choice
    const ev: GameEvent[] = [];
    reachCamp(s, r1, "siege G8", ev);
    reachCamp(s, r2, "siege G8", ev);
    ev.push(...run(s));
    expect(s.pending[0]).toMatchObject({ purpose: "fateTrack", seats: ["seat1"] });
    ev.push(...choose(s, "seat1", "forest"));
    expect(s.infection).toBe(2);
    expect(ofType(ev, "rumorDrawn").map((e) => e.unit)).toEqual(["refugees-1", "refugees-2"]);
    expect(ofType(ev, "fateCard").map((e) => e.card)).toEqual(["they-took-the-bait", "killer-bulldozer"]);
    expect(ofType(ev, "rumorPlaced").map((e) => e.space)).toEqual([at("forest:5"), at("forest:3")]);
    expect(Object.values(s.rumors!.tokens).map((x) => x.rumor)).toEqual(["zeds-siren", "final-thesis"]);
    expect(s.rumors!.stack).toEqual(["help-arrives"]);
    expect(namesNone(ev, ["zeds-siren", "final-thesis"])).toBe(true);
  });

  test("siege G8 a token stays when its Zeds leave, and a space with a rumor gets no second one", () => {
    const s = fourR(1);
    const z = zed(s, "6/3", "forest:3");
    zed(s, "2/1", "forest:5");
    token(s, "final-thesis", "forest:3");
    s.rumors!.stack = ["zeds-siren"];
    s.decks.fate = ["bad-ammo-expired-supplies"];
    act(s, "seat1", { type: "refugee", unit: "refugees-1" });
    expect(s.spaces[at("forest:5")]!.rumor).toBe("r2");
    s.zeds = Object.fromEntries(Object.entries(s.zeds).filter(([id]) => id !== z.id));
    expect(s.spaces[at("forest:3")]!.rumor).toBe("r1");
  });
});

describe("siege S-R3 S-R4 G9 discovering rumors", () => {
  test("[S-R3] a Hero on a rumor space with no Chaos spends 1 Action to reveal it: an Attach item goes to it, a Secure rumor to the team, the token leaves the map", () => {
    const s = actionPhase();
    unit(s, "piazza", "forest:3", "seat1");
    unit(s, "furies", "highway:2", "seat2");
    const t1 = token(s, "zeds-siren", "forest:3");
    const t2 = token(s, "giant-hardware-store", "highway:2");
    const ev = act(s, "seat1", { type: "reveal", unit: "piazza", pay: "player" });
    expect(ofType(ev, "rumorRevealed")).toMatchObject([{ token: t1, rumor: "zeds-siren", unit: "piazza", space: at("forest:3"), kind: "attach" }]);
    expect(s.units.piazza!.items).toEqual(["zeds-siren"]);
    expect(s.spaces[at("forest:3")]!.rumor).toBeNull();
    expect(s.rumors!.tokens[t1]!.revealed).toBe(true);
    expect(s.actionPhase.playerAction.seat1).toBe(false);
    act(s, "seat2", { type: "reveal", unit: "furies", pay: "event" });
    expect(s.rumors!.secure).toEqual(["giant-hardware-store"]);
    expect(s.rumors!.tokens[t2]!.revealed).toBe(true);
    expect(s.actionTrack).toBe(1);
    // nothing left to reveal there
    refused(s, "seat1", { type: "reveal", unit: "piazza", pay: "event" }, /no face-down rumor/);
  });

  test("[S-R3] not with a Chaos marker on the space (refused with the reason, nothing changed); nor with Zeds there (G9)", () => {
    const s = actionPhase();
    unit(s, "piazza", "forest:3", "seat1");
    token(s, "zeds-siren", "forest:3");
    s.spaces[at("forest:3")]!.chaos = 1;
    refused(s, "seat1", { type: "reveal", unit: "piazza", pay: "player" }, /Chaos/);
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type === "reveal")).toEqual([]);
    s.spaces[at("forest:3")]!.chaos = 0;
    zed(s, "2/1", "forest:3");
    refused(s, "seat1", { type: "reveal", unit: "piazza", pay: "player" }, /Zeds/);
  });

  test("[S-R4] trains, the National Guard, ordinary Civilians and Refugees cannot discover rumors (refused with the reason, nothing changed)", () => {
    const s = actionPhase(["seat1"]);
    token(s, "zeds-siren", "forest:3");
    s.trains = [{ id: "wh-cargo", at: at("forest:3"), side: "departure", passengers: [] }];
    unit(s, "civ1", "forest:3", "seat1");
    unit(s, "refugees", "forest:3", null, { id: "refugees-1" });
    unit(s, "national-guard", "forest:3", "seat1");
    refused(s, "seat1", { type: "reveal", unit: "wh-cargo", pay: "player" }, /trains cannot discover rumors/);
    refused(s, "seat1", { type: "reveal", unit: "civ1", pay: "player" }, /ordinary Civilians cannot discover rumors/);
    refused(s, "seat1", { type: "reveal", unit: "refugees-1", pay: "player" }, /Refugees cannot discover rumors/);
    refused(s, "seat1", { type: "reveal", unit: "national-guard", pay: "player" }, /National Guard cannot discover rumors/);
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type === "reveal")).toEqual([]);
  });

  test("siege C5 a heroic Civilians unit discovers; a Hero in coma does not", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "furies", "mountain:4", "seat1");
    token(s, "final-thesis", "mountain:4");
    expect(siegeEngine.legalActions(s, "seat1")).toContainEqual({ type: "reveal", unit: "furies", pay: "player" });
    s.units.furies!.coma = true;
    refused(s, "seat1", { type: "reveal", unit: "furies", pay: "player" }, /coma/);
  });

  /** A round's Draw (watchRumors) then the Action phase's start, with `card` current. */
  const enterAction = (s: SiegeState) => {
    s.decks.current = "hunting-cabin";
    s.phase = "action";
    then(s, { t: "enter", phase: "action" });
    return run(s);
  };

  test("[S-R5] waiting: the rumor is revealed free at the start of the next round's Action phase if the unit is still there (and no Chaos)", () => {
    const s = blank(["seat1", "seat2"]);
    unit(s, "hunt", "highway:4", "seat2");
    const t = token(s, "pulsing-green-crystal", "highway:4");
    // the round's Draw: Hunt has stood there since before the round
    s.decks.event = ["hunting-cabin"];
    s.phase = "draw";
    then(s, { t: "enter", phase: "draw" });
    run(s);
    expect(s.rumors!.watch).toEqual({ hunt: at("highway:4") });
    const ev = enterAction(s);
    expect(ofType(ev, "rumorRevealed")).toMatchObject([{ token: t, rumor: "pulsing-green-crystal", unit: "hunt", how: "free" }]);
    expect(s.units.hunt!.items).toEqual(["pulsing-green-crystal"]);
    // no Action was spent
    expect(s.actionPhase.playerAction).toEqual({ seat1: true, seat2: true });
  });

  test("siege G9 no free reveal for a unit that came after the round began, one that left the space, or with Chaos there now; several waiting: the lead picks the revealer", () => {
    const s = blank(["seat1", "seat2"]);
    unit(s, "hunt", "highway:4", "seat2");
    unit(s, "schmidt", "forest:5", "seat2");
    unit(s, "furies", "mountain:3", "seat1");
    token(s, "pulsing-green-crystal", "highway:4");
    token(s, "final-thesis", "forest:5");
    token(s, "zeds-siren", "mountain:3");
    watchRumors(s);
    // a late arrival on Hunt's space is not written down; Schmidt rides away as a passenger (G2) and is back
    unit(s, "piazza", "highway:4", "seat1");
    leaveWatch(s, "schmidt");
    s.spaces[at("mountain:3")]!.chaos = 1;
    let ev = enterAction(s);
    expect(ofType(ev, "rumorRevealed")).toMatchObject([{ unit: "hunt", rumor: "pulsing-green-crystal" }]);
    expect(s.spaces[at("forest:5")]!.rumor).not.toBeNull();
    expect(s.spaces[at("mountain:3")]!.rumor).not.toBeNull();
    // next round: Schmidt has now stood on FO5 since before the round (free, alone); Piazza and Hunt both waited on a new rumor on HW4: the lead (seat1) picks
    token(s, "help-arrives", "highway:4");
    s.lead = "seat1";
    watchRumors(s);
    ev = enterAction(s);
    expect(ofType(ev, "rumorRevealed")).toMatchObject([{ unit: "schmidt", rumor: "final-thesis", kind: "secure", how: "free" }]);
    expect(s.pending[0]).toMatchObject({ purpose: "revealer", seats: ["seat1"], options: ["hunt", "piazza"] });
    ev = choose(s, "seat1", "piazza");
    expect(ofType(ev, "rumorRevealed")).toMatchObject([{ unit: "piazza", rumor: "help-arrives", kind: "secure" }]);
    expect(s.rumors!.secure).toEqual(["final-thesis", "help-arrives"]);
    // Chaos still on MO3: the Furies wait on
    expect(s.spaces[at("mountain:3")]!.rumor).not.toBeNull();
  });
});

describe("siege S-R6 G10 Attach items", () => {
  test("[S-R6] an Attach rumor stays with the revealing unit and can be given free to a unit on the same space (any seat's)", () => {
    const s = actionPhase();
    unit(s, "piazza", "forest:3", "seat1");
    unit(s, "civ1", "forest:3", "seat2");
    token(s, "darpa-battlesuit", "forest:3");
    act(s, "seat1", { type: "reveal", unit: "piazza", pay: "player" });
    expect(s.units.piazza!.items).toEqual(["darpa-battlesuit"]);
    const ev = act(s, "seat1", { type: "giveItem", unit: "piazza", item: "darpa-battlesuit", to: "civ1" });
    expect(ofType(ev, "itemGiven")).toMatchObject([{ item: "darpa-battlesuit", from: "piazza", to: "civ1" }]);
    expect(s.units.piazza!.items).toEqual([]);
    expect(s.units.civ1!.items).toEqual(["darpa-battlesuit"]);
    // free: no Action spent
    expect([s.actionPhase.playerAction.seat1, s.actionTrack]).toEqual([false, 2]);
  });

  test("siege G10 no item to a unit elsewhere, to Refugees or Villagers, or to a train (refused with the reason, nothing changed); several items per unit; gone in the Cemetery", () => {
    const s = actionPhase();
    unit(s, "piazza", "forest:3", "seat1", { items: ["zeds-siren", "mystic-amulet"] });
    unit(s, "hunt", "forest:2", "seat2");
    unit(s, "refugees", "forest:3", null, { id: "refugees-1" });
    unit(s, "villagers", "forest:3", null, { id: "villagers-1" });
    s.trains = [{ id: "wh-cargo", at: at("forest:3"), side: "departure", passengers: [] }];
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "hunt" }, /not on/);
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "refugees-1" }, /Villagers and Refugees cannot carry items/);
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "villagers-1" }, /Villagers and Refugees cannot carry items/);
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "wh-cargo" }, /not to a train/);
    refused(s, "seat2", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "hunt" }, /not yours/);
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "darpa-battlesuit", to: "hunt" }, /does not carry/);
    // the carrier takes its last hit and declines the Save: its items are gone
    then(s, { t: "save", unit: "piazza" });
    run(s);
    choose(s, "seat1", "decline");
    expect(s.units.piazza).toMatchObject({ at: B.cemetery, items: [] });
  });

  test("[S-R7] DARPA Battlesuit: +2 hits in every Hand-to-hand its carrier fights (here defending)", () => {
    const s = blank();
    zed(s, "6/3", "forest:3");
    unit(s, "piazza", "forest:2", "seat1", { items: ["darpa-battlesuit"] });
    // Zeds×2 (6 vs 3), FO2 unnamed; 4+4=8 → 1/2; +2 → the Zed takes 3 and flips; Piazza's 2 hits each get a DARPA die: 4 prevents, 2 does not
    s.rnd.script = [4, 4, 4, 2];
    beginForest(s);
    const ev = run(s);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds×2", zedsHits: 3, playerHits: 2, darpa: 2, loser: "player" }]);
    const z = Object.values(s.zeds).find((x) => x.at === at("forest:2"))!;
    expect(z).toMatchObject({ side: "reduced", hits: 0 });
    expect(ofType(ev, "hitPrevented")).toMatchObject([{ unit: "piazza" }]);
    expect(s.units.piazza).toMatchObject({ side: "reduced", hits: 0, at: at("forest:1") });
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R7] DARPA Battlesuit: +2 hits when its carrier attacks too", () => {
    const s = actionPhase(["seat1"]);
    const z = zed(s, "6/3", "forest:2");
    unit(s, "piazza", "forest:1", "seat1", { items: ["darpa-battlesuit"] });
    // 6 vs 3 attacking: Zeds×2, no Terrain for attackers; 6+6=12 → 2/1* → 4 hits on the Zed: it flips and takes 1 more; Piazza's hit: DARPA die 6 prevents it
    s.rnd.script = [6, 6, 6];
    const ev = act(s, "seat1", { type: "move", unit: "piazza", to: at("forest:2"), pay: "player" });
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds×2", zedsHits: 4, playerHits: 1, darpa: 2, loser: "zeds" }]);
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:3"), side: "reduced", hits: 1 });
    expect(s.units.piazza).toMatchObject({ at: at("forest:2"), side: "full", hits: 0 });
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R7] DARPA on an already Tenacious unit: 2 dice per hit, one succeeding on 4–6, one on the unit's own numbers; either prevents (G7)", () => {
    const s = blank();
    zed(s, "8/4", "forest:3");
    unit(s, "wright", "forest:2", "seat1", { items: ["darpa-battlesuit"] }); // 4/2, Tenacious on 5–6
    // Zeds×2 (8 vs 4); 1+1=2 → 0/5 (+2 on the Zeds); the 5 hits: [3,5] prevented (own 5), [4,1] prevented (suit 4), [3,4] hit, [1,6] prevented, [2,2] hit
    s.rnd.script = [1, 1, 3, 5, 4, 1, 3, 4, 1, 6, 2, 2];
    beginForest(s);
    const ev = run(s);
    expect(ofType(ev, "roll").filter((e) => e.purpose === "tenacious").map((e) => e.dice)).toEqual([[3, 5], [4, 1], [3, 4], [1, 6], [2, 2]]);
    expect(ofType(ev, "hitPrevented")).toHaveLength(3);
    // two hits landed: the first flips Wright, the second is a hit on the reduced side
    expect(ofType(ev, "unitFlipped")).toMatchObject([{ unit: "wright" }]);
    expect(ofType(ev, "lastHit")).toMatchObject([{ unit: "wright" }]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ zedsHits: 2, playerHits: 5 }]);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G7 a forced Even-column attack is no Hand-to-hand (no +2), but its hits on the carrier meet the Battlesuit's Tenacity", () => {
    const s = blank();
    unit(s, "piazza", "forest:2", "seat1", { items: ["darpa-battlesuit"] });
    then(s, { t: "evenAttack", track: "forest" });
    // Even, 2+3=5 → 2 hits on Piazza; DARPA dice: 4 prevents, 1 does not
    s.rnd.script = [2, 3, 4, 1];
    const ev = run(s);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(ofType(ev, "evenAttackHits")).toMatchObject([{ unit: "piazza", hits: 2 }]);
    expect(ofType(ev, "roll").filter((e) => e.purpose === "tenacious").map((e) => e.dice)).toEqual([[4], [1]]);
    expect(s.units.piazza).toMatchObject({ side: "reduced", hits: 0 });
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R8] Pulsing Green Crystal: once per round, 1 Action for this unit only; not in Chaos; the flag clears with the round", () => {
    const s = actionPhase(["seat1"], 0);
    unit(s, "hunt", "forest:1", "seat1", { items: ["pulsing-green-crystal"] });
    unit(s, "piazza", "forest:1", "seat1");
    s.actionPhase.playerAction.seat1 = false;
    act(s, "seat1", { type: "crystal", unit: "hunt" });
    expect(s.actionPhase.free).toEqual({ hunt: 1 });
    // the Action is Hunt's own: not Piazza's
    refused(s, "seat1", { type: "move", unit: "piazza", to: at("forest:0"), pay: "free" }, /no free Action/);
    act(s, "seat1", { type: "move", unit: "hunt", to: at("forest:0"), pay: "free" });
    expect(s.units.hunt!.at).toBe(at("forest:0"));
    refused(s, "seat1", { type: "crystal", unit: "hunt" }, /used this round/);
    // next round: usable again, but not in a Chaos space
    s.flags = [];
    s.spaces[at("forest:0")]!.chaos = 1;
    refused(s, "seat1", { type: "crystal", unit: "hunt" }, /Chaos/);
  });

  test("siege G10 the Crystal's once-per-round flag clears when Housekeeping ends", () => {
    const s = actionPhase(["seat1"]);
    s.flags = ["crystal-used", "amulet-used"];
    s.phase = "housekeeping";
    nextPhase(s, []);
    expect(s.flags).toEqual([]);
    expect(s.phase).toBe("draw");
  });
});

function beginForest(s: SiegeState, track: "forest" | "mountain" = "forest"): void {
  s.zedsPhase = { activations: [track], current: 0, moved: [] };
  then(s, { t: "activation" });
}

describe("siege S-R10 G10 the Zeds Siren", () => {
  const t1 = () => {
    const s = actionPhase(["seat1"]);
    s.trains = [{ id: "wh-cargo", at: at("forest:2"), side: "departure", passengers: [] }];
    const a = zed(s, "4/2", "forest:2");
    unit(s, "hunt", "forest:1", "seat1", { items: ["zeds-siren"] });
    return { s, a };
  };

  test("siege T1 variant (a): the Siren rolls 3+2=5 ≥ 4: A retreats to FO3 (The Farm), Chaos there; the train stays and survives A's next move", () => {
    const { s, a } = t1();
    s.rnd.script = [3, 2];
    const ev = act(s, "seat1", { type: "siren", unit: "hunt", target: a.id, pay: "player" });
    expect(ofType(ev, "siren")).toMatchObject([{ unit: "hunt", target: a.id, dice: [3, 2], result: "retreat" }]);
    expect(s.zeds[a.id]!.at).toBe(at("forest:3"));
    expect(s.spaces[at("forest:3")]!.chaos).toBe(1);
    expect(s.trains).toHaveLength(1);
    expect(ofType(ev, "trainDestroyed")).toEqual([]);
    // Forest activates: A comes back to FO2, onto the train, which survives (it is entering, not leaving)
    beginForest(s);
    run(s);
    expect(s.zeds[a.id]!.at).toBe(at("forest:2"));
    expect(s.trains).toMatchObject([{ id: "wh-cargo", at: at("forest:2") }]);
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R10] 2 dice ≥ the unit's Strength → it retreats; doubles → also killed, but only on a success (1+1 fails, 2+2 kills)", () => {
    const { s, a } = t1();
    s.rnd.script = [1, 1];
    let ev = act(s, "seat1", { type: "siren", unit: "hunt", target: a.id, pay: "player" });
    expect(ofType(ev, "siren")).toMatchObject([{ dice: [1, 1], result: "fail" }]);
    expect(s.zeds[a.id]!.at).toBe(at("forest:2"));
    s.rnd.script = [2, 2];
    ev = act(s, "seat1", { type: "siren", unit: "hunt", target: a.id, pay: "event" });
    expect(ofType(ev, "siren")).toMatchObject([{ dice: [2, 2], result: "kill" }]);
    expect(s.zeds[a.id]).toBeUndefined();
    expect(s.reserve).toContain(a.id);
    expect(s.trains).toHaveLength(1);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G10 the Siren uses the target's own Strength and leaves its Mob partner; from TC any #0; never a Start (refused with the reason, nothing changed)", () => {
    const s = actionPhase(["seat1"]);
    zed(s, "5/3", "highway:0");
    const weak = zed(s, "3/2", "highway:0");
    unit(s, "hunt", "TC", "seat1", { items: ["zeds-siren"] });
    s.rnd.script = [2, 1];
    act(s, "seat1", { type: "siren", unit: "hunt", target: weak.id, pay: "player" });
    expect(s.zeds[weak.id]!.at).toBe(at("highway:1"));
    expect(zedsOn(s, "highway:0")).toHaveLength(1);
    const st = actionPhase(["seat1"]);
    const onStart = zed(st, "2/1", "forest:7");
    unit(st, "hunt", "forest:6", "seat1", { items: ["zeds-siren"] });
    refused(st, "seat1", { type: "siren", unit: "hunt", target: onStart.id, pay: "player" }, /Start/);
    const far = zed(st, "3/2", "forest:4");
    refused(st, "seat1", { type: "siren", unit: "hunt", target: far.id, pay: "player" }, /not on a space next to/);
    expect(s.rnd.script).toEqual([]);
  });
});

describe("siege S-R9 G10 the Mystic Amulet", () => {
  test("siege T6 Terrain stacking with a train, and the Amulet: 2+3 on Even is fatal; die 2→5 gives 2/1*: the Zed takes 2, Piazza flips, the Zed retreats to MO3", () => {
    const s = blank();
    unit(s, "piazza", "mountain:2", "seat2", { items: ["mystic-amulet"] });
    s.trains = [{ id: "express-bv", at: at("mountain:2"), side: "departure", passengers: [] }];
    const z = zed(s, "6/3", "mountain:3");
    s.infection = 2;
    s.rnd.script = [2, 3];
    beginForest(s, "mountain");
    let ev = run(s);
    expect(ofType(ev, "roll").find((e) => e.purpose === "handToHand")).toMatchObject({ column: "Even", dice: [2, 3] });
    expect(s.pending[0]).toMatchObject({
      kind: "amulet",
      seats: ["seat2"],
      unit: "piazza",
      dice: [2, 3],
      offers: [
        { die: 0, dice: [5, 3], outcome: "2/1* (the Zeds lose)" },
        { die: 1, dice: [2, 5], outcome: "2/2* (the Zeds lose)" },
      ],
    });
    ev = act(s, "seat2", { type: "amulet", die: 0 });
    expect(ofType(ev, "amulet")).toMatchObject([{ unit: "piazza", die: 0, from: 2, to: 5 }]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ dice: [5, 3], zedsHits: 2, playerHits: 1, loser: "zeds" }]);
    expect(s.zeds[z.id]).toMatchObject({ at: at("mountain:3"), side: "full", hits: 2 });
    expect(s.units.piazza).toMatchObject({ at: at("mountain:2"), side: "reduced", hits: 0 });
    expect(s.infection).toBe(3);
    expect(s.spaces[at("mountain:3")]!.chaos + s.spaces[at("mountain:2")]!.chaos).toBe(0);
    expect(s.flags).toContain("amulet-used");
    expect(s.rnd.script).toEqual([]);
  });

  test("siege T6 variant, Night Assault: no Terrain at all, the column stays Zeds×2", () => {
    const s = blank();
    unit(s, "piazza", "mountain:2", "seat2", { items: ["mystic-amulet"] });
    s.trains = [{ id: "express-bv", at: at("mountain:2"), side: "departure", passengers: [] }];
    zed(s, "6/3", "mountain:3");
    s.flags.push("no-terrain");
    s.rnd.script = [2, 3];
    beginForest(s, "mountain");
    const ev = run(s);
    expect(ofType(ev, "roll").find((e) => e.purpose === "handToHand")).toMatchObject({ column: "Zeds×2" });
  });

  test("[S-R9] once per round, after a die is rolled, turn it to 5 — offered only when that changes the outcome (a Forage: 3 finds nothing, 5 a Supply)", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "hunt", "forest:4", "seat1", { items: ["mystic-amulet"] }); // St. Thomas: the named column
    s.supplies = 4;
    s.rnd.script = [3];
    act(s, "seat1", { type: "forage", unit: "hunt", pay: "player" });
    expect(s.pending[0]).toMatchObject({ kind: "amulet", seats: ["seat1"], dice: [3], offers: [{ die: 0, dice: [5] }] });
    expect((s.pending[0] as unknown as { offers: { outcome: string }[] }).offers[0]!.outcome).toMatch(/\+1 Supplies/);
    // bad input: a die that is not offered
    refused(s, "seat1", { type: "amulet", die: 1 }, /not offered/);
    act(s, "seat1", { type: "amulet", die: 0 });
    expect(s.supplies).toBe(5);
    // used for this round: the next roll gets no window
    s.rnd.script = [3];
    act(s, "seat1", { type: "forage", unit: "hunt", pay: "event" });
    expect(s.pending).toEqual([]);
    expect(s.supplies).toBe(5);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G10 the Amulet is not offered when a 5 would change nothing, nor in coma; it works in Chaos; a pass keeps it for later in the round", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "hunt", "forest:4", "seat1", { items: ["mystic-amulet"] });
    s.rnd.script = [4];
    act(s, "seat1", { type: "forage", unit: "hunt", pay: "player" });
    expect(s.pending).toEqual([]); // 4 and 5 both find 1 Supply
    // the holder in a Chaos space: another unit's Forage still gets the window; pass
    unit(s, "piazza", "forest:3", "seat1");
    s.spaces[at("forest:4")]!.chaos = 1;
    s.rnd.script = [1];
    act(s, "seat1", { type: "forage", unit: "piazza", pay: "event" });
    expect(s.pending[0]).toMatchObject({ kind: "amulet", unit: "hunt" });
    act(s, "seat1", { type: "amuletPass" });
    expect(s.flags).not.toContain("amulet-used");
    s.units.hunt!.coma = true;
    s.rnd.script = [1];
    act(s, "seat1", { type: "forage", unit: "piazza", pay: "event" });
    expect(s.pending).toEqual([]);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G10 the Amulet on any server roll: a failed Siren (2+1 against 4) turned to a retreat, and the next roll this round (a Save) gets no window", () => {
    const s = actionPhase(["seat1"]);
    const a = zed(s, "4/2", "forest:2");
    unit(s, "hunt", "forest:1", "seat1", { items: ["zeds-siren", "mystic-amulet"] });
    s.rnd.script = [2, 1];
    act(s, "seat1", { type: "siren", unit: "hunt", target: a.id, pay: "player" });
    expect(s.pending[0]).toMatchObject({
      kind: "amulet",
      dice: [2, 1],
      offers: [
        { die: 0, dice: [5, 1], outcome: "the Zeds unit retreats" },
        { die: 1, dice: [2, 5], outcome: "the Zeds unit retreats" },
      ],
    });
    const ev = act(s, "seat1", { type: "amulet", die: 1 });
    expect(ofType(ev, "siren")).toMatchObject([{ dice: [2, 5], result: "retreat" }]);
    expect(s.zeds[a.id]!.at).toBe(at("forest:3"));
    unit(s, "piazza", "forest:0", "seat1");
    then(s, { t: "save", unit: "piazza" });
    run(s);
    s.rnd.script = [3];
    choose(s, "seat1", "roll");
    expect(s.pending).toEqual([]);
    expect(s.units.piazza!.at).toBe(B.cemetery);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G10 the Amulet on a Save (no outcome given: the continuation is tried on copies): 3 → 5 saves the unit", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "hunt", "TC", "seat1", { items: ["mystic-amulet"] });
    unit(s, "piazza", "forest:0", "seat1");
    then(s, { t: "save", unit: "piazza" });
    run(s);
    s.rnd.script = [3];
    choose(s, "seat1", "roll");
    expect(s.pending[0]).toMatchObject({ kind: "amulet", dice: [3], offers: [{ die: 0, dice: [5] }] });
    expect((s.pending[0] as unknown as { offers: { outcome: string }[] }).offers[0]!.outcome).toMatch(/saved/);
    expect(s.units.piazza!.at).toBe(at("forest:0"));
    act(s, "seat1", { type: "amulet", die: 0 });
    expect(s.units.piazza).toMatchObject({ at: B.beds[0], coma: true });
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G11 W3 the Amulet's window comes after the re-roll choice (Schmidt keeps his roll, then may turn a die)", () => {
    const s = blank();
    zed(s, "6/3", "forest:3");
    unit(s, "schmidt", "forest:2", "seat1", { items: ["mystic-amulet"] });
    // 6 vs 4: Zeds+, +1 Schmidt → Even; 2+3=5 → 1/2
    s.rnd.script = [2, 3];
    beginForest(s);
    run(s);
    expect(s.pending[0]).toMatchObject({ kind: "reroll" });
    act(s, "seat1", { type: "keepRoll" });
    expect(s.pending[0]).toMatchObject({ kind: "amulet", unit: "schmidt", dice: [2, 3] });
    act(s, "seat1", { type: "amulet", die: 1 });
    expect(s.flags).toContain("amulet-used");
    expect(s.rnd.script).toEqual([]);
  });
});

