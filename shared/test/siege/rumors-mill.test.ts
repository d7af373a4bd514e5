import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B } from "../../src/siege/board";
import { reachCamp } from "../../src/siege/arrivals/camp";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import { then } from "../../src/siege/procedure/stack";
import { leaveWatch, watchRumors } from "../../src/siege/rumors-and-rails/rumors/reveal";
import type { SiegeState } from "../../src/siege/state/game";
import { viewSiege } from "../../src/siege/ruleset/view";
import { blank, choose, ofType, run, unit, zed, zedsOn } from "./kit";
import { act, actionPhase, activate, at, fourR, namesNone, refused, token } from "./rumor-kit";

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
    // the Forest activates: both Zeds move on toward TC; the tokens stay where they were put
    activate(s);
    run(s);
    expect(s.zeds[z.id]!.at).toBe(at("forest:2"));
    expect(zedsOn(s, "forest:5")).toEqual([]);
    expect([s.spaces[at("forest:3")]!.rumor, s.spaces[at("forest:5")]!.rumor]).toEqual(["r1", "r2"]);
    expect(s.rumors!.tokens.r1).toMatchObject({ at: at("forest:3"), revealed: false });
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
    refused(s, "seat1", { type: "reveal", unit: "piazza", pay: "event" }, "siege.noRumorHere", { space: "FO3" });
  });

  test("[S-R3] not with a Chaos marker on the space (refused with the reason, nothing changed); nor with Zeds there (G9)", () => {
    const s = actionPhase();
    unit(s, "piazza", "forest:3", "seat1");
    token(s, "zeds-siren", "forest:3");
    s.spaces[at("forest:3")]!.chaos = 1;
    refused(s, "seat1", { type: "reveal", unit: "piazza", pay: "player" }, "siege.rumorChaos", { space: "FO3" });
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type === "reveal")).toEqual([]);
    s.spaces[at("forest:3")]!.chaos = 0;
    zed(s, "2/1", "forest:3");
    refused(s, "seat1", { type: "reveal", unit: "piazza", pay: "player" }, "siege.rumorZeds", { space: "FO3" });
  });

  test("[S-R4] trains, the National Guard, ordinary Civilians and Refugees cannot discover rumors (refused with the reason, nothing changed)", () => {
    const s = actionPhase(["seat1"]);
    token(s, "zeds-siren", "forest:3");
    s.trains = [{ id: "wh-cargo", at: at("forest:3"), side: "departure", passengers: [] }];
    unit(s, "civ1", "forest:3", "seat1");
    unit(s, "refugees", "forest:3", null, { id: "refugees-1" });
    unit(s, "national-guard", "forest:3", "seat1");
    refused(s, "seat1", { type: "reveal", unit: "wh-cargo", pay: "player" }, "siege.trainsNoRumors");
    refused(s, "seat1", { type: "reveal", unit: "civ1", pay: "player" }, "siege.notDiscoverer", { unit: "civ1" });
    refused(s, "seat1", { type: "reveal", unit: "refugees-1", pay: "player" }, "siege.notDiscoverer", { unit: "refugees-1" });
    refused(s, "seat1", { type: "reveal", unit: "national-guard", pay: "player" }, "siege.notDiscoverer", { unit: "national-guard" });
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type === "reveal")).toEqual([]);
  });

  test("siege C5 a heroic Civilians unit discovers; a Hero in coma does not", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "furies", "mountain:4", "seat1");
    token(s, "final-thesis", "mountain:4");
    expect(siegeEngine.legalActions(s, "seat1")).toContainEqual({ type: "reveal", unit: "furies", pay: "player" });
    s.units.furies!.coma = true;
    refused(s, "seat1", { type: "reveal", unit: "furies", pay: "player" }, "siege.inComa", { unit: "furies" });
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

  test("siege G9 a unit that rides away as a passenger and back before the Action phase has not stood there without a break: it may pay, not wait", () => {
    const s = blank(["seat1"]);
    unit(s, "schmidt", "forest:2", "seat1");
    const t = token(s, "final-thesis", "forest:2");
    s.trains = [{ id: "wh-cargo", at: at("forest:2"), side: "departure", passengers: [] }];
    watchRumors(s);
    expect(s.rumors!.watch).toEqual({ schmidt: at("forest:2") });
    // 4R: out to St. Thomas with Schmidt aboard, turn, back to FO2
    s.phase = "4r";
    s.fourR = { left: 3 };
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "4r" });
    choose(s, "seat1", "schmidt");
    choose(s, "seat1", String(at("forest:4")));
    expect(s.rumors!.watch).toEqual({});
    act(s, "seat1", { type: "trainTurn", train: "wh-cargo", pay: "4r" });
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "4r" });
    choose(s, "seat1", "schmidt");
    choose(s, "seat1", String(at("forest:2")));
    expect(s.units.schmidt!.at).toBe(at("forest:2"));
    const ev = enterAction(s);
    expect(ofType(ev, "rumorRevealed")).toEqual([]);
    expect(s.rumors!.tokens[t]!.revealed).toBe(false);
    expect(siegeEngine.legalActions(s, "seat1")).toContainEqual({ type: "reveal", unit: "schmidt", pay: "player" });
  });
});

