import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import { siege } from "../../src/siege";
import { settleSiege } from "../../src/siege/round/settle";
import type { EventCardId } from "../../src/siege/state/cards";
import type { SiegeState } from "../../src/siege/state/game";
import type { SiegeSeatId } from "../../src/siege/state/options";
import type { Phase } from "../../src/siege/state/phases";
import { blank, choose, ofType, run, unit, zed, zedsOn } from "./kit";

/** A blank game (kit) inside a round: `card` is the current Event card, the phase is `phase`. */
function inRound(phase: Exclude<Phase, "over">, card: EventCardId, seats: SiegeSeatId[] = ["seat1", "seat2"]): SiegeState {
  const s = blank(seats);
  s.decks.current = card;
  s.phase = phase;
  return s;
}

/** Enters `phase` and runs only its procedure (the flow does not move on). */
function enter(s: SiegeState, phase: Exclude<Phase, "over">): GameEvent[] {
  s.phase = phase;
  s.work.push({ t: "enter", phase });
  return run(s);
}

/** Runs the whole flow (settle) until a seat must act. */
function flow(s: SiegeState): GameEvent[] {
  const ev: GameEvent[] = [];
  settleSiege(s, ev, siegeEngine.kernel);
  return ev;
}

function act(s: SiegeState, seat: SiegeSeatId, a: object): GameEvent[] {
  return siegeEngine.apply(s, seat, a as never);
}

describe("siege §2 the round", () => {
  test("siege D1: setupWithEvents is setup's game with the events of the first round run before any seat acts (the room logs them at the start)", () => {
    const options = siege.lobby.optionsFor(siege.lobby.parseOptions({}), ["seat1", "seat2"]);
    const { state, events } = siege.setupWithEvents!(options, "open-1");
    expect(state).toStrictEqual(siege.setup(options, "open-1"));
    // seed open-1: round 1's Draw reveals Contaminated Water, whose loss waits on the seats' decision
    expect(events.map((e) => e.type)).toEqual(["phase", "eventCard", "roll", "waterLoss"]);
    expect(events[0]).toMatchObject({ type: "phase", phase: "draw", round: 1 });
    expect(events[1]).toMatchObject({ type: "eventCard", card: "contaminated-water", act: 1 });
    expect(state.decks.current).toBe("contaminated-water");
  });

  test("siege §2.1 the Draw reveals the top card, discards the last one and sets the Action track", () => {
    const s = inRound("draw", "hunting-cabin");
    s.decks.event = ["tenacious-zeds", "nightfall"];
    s.rnd.script = [0];
    const ev = enter(s, "draw");
    expect(s.decks.current).toBe("tenacious-zeds");
    expect(s.decks.eventDiscard).toEqual(["hunting-cabin"]);
    expect(s.actionTrack).toBe(3);
    expect(ofType(ev, "eventCard")).toHaveLength(1);
  });

  test("siege §2.8 National Guard Arrives!: a Fate draw puts the Guard on the Fated Start and the round ends without Housekeeping", () => {
    const s = inRound("draw", "hunting-cabin");
    s.decks.event = ["national-guard-arrives", "nightfall"];
    s.decks.fate = ["bad-ammo-expired-supplies"]; // Where: Forest
    s.supplies = 5;
    s.ammo = 3;
    s.spaces[spaceIndex("forest:3")]!.chaos = 1; // Housekeeping would not touch it: nobody there
    s.spaces[spaceIndex("forest:2")]!.noEntry = true; // stays: no Housekeeping this round
    s.round = 4;
    enter(s, "draw");
    expect(s.units["national-guard"]!.at).toBe(B.startOf.forest);
    expect([s.supplies, s.ammo]).toEqual([3, 2]);
    expect(s.flags).toContain("round-over");
    // the flow goes straight to the next Draw
    s.decks.event = ["nightfall", "tenacious-zeds"];
    const ev = flow(s);
    expect(ofType(ev, "roundOver")).toHaveLength(1);
    expect(s.round).toBeGreaterThanOrEqual(5);
    expect(ofType(ev, "noEntryCleared")).toHaveLength(0);
  });

  test("siege C8 the 4R number is a budget the lead spends on Refugees; reaching TC sends them to the Camp with +1 Infection", () => {
    const s = inRound("4r", "a-hero-arrives-green"); // 4R 2
    unit(s, "refugees", "suburbs:0", null, { id: "r1" });
    unit(s, "refugees", "forest:3", null, { id: "r2" });
    enter(s, "4r");
    expect(s.fourR.left).toBe(2);
    expect(siegeEngine.actingSeats(s)).toEqual(["seat1"]);
    expect(siegeEngine.legalActions(s, "seat2")).toEqual([]);
    expect(siegeEngine.refusal(s, "seat2", { type: "refugee", unit: "r1" })?.code).toBe("NOT_YOUR_TURN");
    s.decks.current = null; // keep the flow from moving on (a fixture)
    act(s, "seat1", { type: "refugee", unit: "r1" });
    expect(s.units.r1!.at).toBe(B.camp);
    expect(s.infection).toBe(1);
    expect(s.fourR.left).toBe(1);
    act(s, "seat1", { type: "endFourR" });
    expect(s.fourR.left).toBe(0);
    expect(s.units.r2!.at).toBe(spaceIndex("forest:3"));
  });

  test("siege §2.2 Refugees cannot step into Zeds", () => {
    const s = inRound("4r", "a-hero-arrives-green");
    unit(s, "refugees", "forest:3", null, { id: "r2" });
    zed(s, "3/2", "forest:2");
    enter(s, "4r");
    expect(siegeEngine.actingSeats(s)).toEqual([]); // nothing to spend it on: the phase does not wait
    expect(s.units.r2!.at).toBe(spaceIndex("forest:3"));
  });

  test("siege §2.3 an Outbreak: 2 dice ≤ Infection, Infection falls by 2 dice, Fate gives the track, the new Zeds goes to its Chaos space nearest TC", () => {
    const s = inRound("infection", "nightfall");
    s.infection = 9;
    s.decks.fate = ["bad-ammo-expired-supplies"]; // Forest
    s.spaces[spaceIndex("forest:5")]!.chaos = 1;
    s.spaces[spaceIndex("forest:2")]!.chaos = 1;
    s.supplies = 4;
    s.ammo = 4;
    s.rnd.script = [4, 5, 2, 3, 0]; // check 9 ≤ 9; reduce by 5; reserve index 0
    const first = s.reserve[0]!;
    enter(s, "infection");
    expect(s.infection).toBe(4);
    expect(zedsOn(s, "forest:2")).toEqual([first]);
    expect([s.supplies, s.ammo]).toEqual([2, 3]);
  });

  test("siege §2.3 no Outbreak when the 2 dice exceed Infection", () => {
    const s = inRound("infection", "nightfall");
    s.infection = 5;
    s.rnd.script = [3, 3];
    const ev = enter(s, "infection");
    expect(ofType(ev, "noOutbreak")).toHaveLength(1);
    expect(s.infection).toBe(5);
  });

  test("siege §2.3 a Disease Spreader off its Start adds +1 Infection", () => {
    const s = inRound("infection", "hunting-cabin"); // no Outbreak icon
    s.zeds["infested-vermin"] = { id: "infested-vermin", kind: "spreader", at: spaceIndex("highway:4"), side: "full", hits: 0, markers: [] };
    enter(s, "infection");
    expect(s.infection).toBe(1);
  });

  test("siege G14 Infection reaching 13 queues an Unchecked Outbreak that runs after the action: a Super-Zeds on the Fated track", () => {
    const s = inRound("4r", "national-guard-arrives"); // 4R 0: the budget is set by hand
    s.infection = 12;
    s.bag = ["giants"];
    s.decks.fate = ["the-bridge-collapses"]; // Where: Suburbs; a Play twist
    unit(s, "refugees", "suburbs:0", null, { id: "r1" });
    s.fourR = { left: 1 };
    s.rnd.script = [1, 1, 0]; // the reduction 1+1; bag index 0
    const ev = act(s, "seat1", { type: "refugee", unit: "r1" });
    expect(ofType(ev, "outbreakQueued")).toHaveLength(1);
    const placed = ofType(ev, "newZeds")[0]!;
    expect([placed.zeds, placed.space]).toEqual(["giants", spaceIndex("suburbs:3")]); // no Chaos there: the Village nearest TC
    expect(ev.findIndex((e) => e.type === "toCamp")).toBeLessThan(ev.findIndex((e) => e.type === "outbreak"));
    expect(s.spaces[spaceIndex("suburbs:1")]!.bridge).toBe("destroyed");
  });
});

describe("siege §2.4 Eat", () => {
  test("siege §2.4 a number on the card is paid in Supplies", () => {
    const s = inRound("eat", "whats-that-smell"); // Eat 2
    s.supplies = 5;
    enter(s, "eat");
    expect(s.supplies).toBe(3);
  });

  test("siege §2.4 the die icon pays 1 Supply on a roll ≤ units in the Beds and the Camp", () => {
    const s = inRound("eat", "hunting-cabin"); // Eat die
    s.supplies = 5;
    unit(s, "civ1", "bed1", "seat1", { coma: true });
    unit(s, "refugees", "camp", null, { id: "r1" });
    s.rnd.script = [2];
    enter(s, "eat");
    expect(s.supplies).toBe(4);
    s.rnd.script = [3];
    enter(s, "eat");
    expect(s.supplies).toBe(4);
  });

  test("siege §2.4 each Supply short is a hit on a unit of the lead's choice, never Villagers, Refugees, comatose or Camp units (G30)", () => {
    const s = inRound("eat", "whats-that-smell"); // Eat 2
    s.supplies = 1;
    unit(s, "piazza", "TC", "seat2");
    unit(s, "civ1", "forest:2", "seat1");
    unit(s, "villagers", "forest:4", null, { id: "villagers-forest:4" });
    unit(s, "civ2", "bed1", "seat1", { coma: true });
    // the choice's settle runs on through the Zeds phase, whose end is What's That Smell?'s attack on civ1 (§6.3): no Zeds to draw for it
    s.reserve = [];
    enter(s, "eat");
    expect(s.supplies).toBe(0);
    const d = s.pending[0] as { purpose: string; options: string[]; seats: string[] };
    expect([d.purpose, d.options, d.seats]).toEqual(["eatHit", ["civ1", "piazza"], ["seat1"]]);
    choose(s, "seat1", "civ1");
    expect([s.units.civ1!.hits, s.units.civ1!.side]).toEqual([1, "full"]);
  });
});

describe("siege G11 W4: a prompt before a short Eat payment", () => {
  /** Eat 2 (What's That Smell?) with 1 Supply; two player units to take hunger hits; the team holds `held` Secure rumors. */
  const shortEat = (held: string[]) => {
    const s = inRound("eat", "whats-that-smell");
    s.supplies = 1;
    s.rumors!.secure = held as never;
    unit(s, "piazza", "TC", "seat2");
    unit(s, "civ1", "forest:2", "seat1");
    s.reserve = []; // What's That Smell?'s end-of-Zeds attack draws no Zeds
    return s;
  };

  test("siege G11 W4 [S-R16]: the Eat is short and the team holds the Giant Hardware Store: the lead is asked first; play → +7 Supplies, the Eat is paid in full, nobody takes a hunger hit", () => {
    const s = shortEat(["giant-hardware-store"]);
    enter(s, "eat");
    expect(s.supplies).toBe(1);
    const d = s.pending[0] as { purpose: string; options: string[]; seats: string[] };
    expect([d.purpose, d.options, d.seats]).toEqual(["eatShort", ["play", "pay"], ["seat1"]]);
    const ev = choose(s, "seat1", "play");
    expect(ofType(ev, "securePlayed")).toMatchObject([{ rumor: "giant-hardware-store", seat: "seat1" }]);
    expect(ofType(ev, "supplies")).toMatchObject([{ paid: 2, short: 0, to: 6 }]);
    expect(s.rumors!.secure).toEqual([]);
    expect(ofType(ev, "eatHit")).toEqual([]);
    expect([s.units.piazza!.hits, s.units.civ1!.hits]).toEqual([0, 0]);
  });

  test("siege G11 W4: answered pay, the Eat is paid as the team can and the missing Supply is a hunger hit; the card stays in the hand", () => {
    const s = shortEat(["giant-hardware-store"]);
    enter(s, "eat");
    const ev = choose(s, "seat1", "pay");
    expect(ofType(ev, "supplies")).toMatchObject([{ paid: 1, short: 1, to: 0 }]);
    expect((s.pending[0] as { purpose: string }).purpose).toBe("eatHit");
    expect(s.rumors!.secure).toEqual(["giant-hardware-store"]);
  });

  test("siege G11 W4: no prompt where the card could not apply — Supplies enough, or no Giant Hardware Store held (the Police Gun Cabinet gives Ammo)", () => {
    const enough = shortEat(["giant-hardware-store"]);
    enough.supplies = 2;
    enter(enough, "eat");
    expect(enough.supplies).toBe(0);
    expect(enough.pending).toEqual([]);
    const without = shortEat(["police-gun-cabinet"]);
    enter(without, "eat");
    expect(without.supplies).toBe(0);
    expect((without.pending[0] as { purpose: string }).purpose).toBe("eatHit");
  });
});

describe("siege §2.5 the Zeds phase's remaining parts", () => {
  test("siege C10 Zeds Pressure: with 3 seats two extra moves go to the two strongest groups off Start, one each", () => {
    // Nightfall carries the Pressure icon (G31)
    const s = inRound("zeds", "nightfall", ["seat1", "seat2", "seat3"]);
    zed(s, "9/4", "forest:5");
    zed(s, "8/4", "highway:4");
    zed(s, "7/4", "suburbs:3");
    zed(s, "6/1", "mountain:7");
    s.work.push({ t: "zedsEnd" });
    run(s);
    expect(zedsOn(s, "forest:4")).toHaveLength(1);
    expect(zedsOn(s, "highway:3")).toHaveLength(1);
    expect(zedsOn(s, "suburbs:3")).toHaveLength(1);
  });

  test("siege D3 solo ignores Zeds Pressure", () => {
    // an icon card (G31) and the option that presses hardest: still no move with one seat
    const s = inRound("zeds", "nightfall", ["seat1"]);
    s.options.pressure = "every-round";
    const z = zed(s, "9/4", "forest:5");
    s.work.push({ t: "zedsEnd" });
    run(s);
    expect(z.at).toBe(spaceIndex("forest:5"));
  });

  test("siege §2.5 step 4 a Fast Zeds makes its extra move after its track's pass", () => {
    const s = inRound("zeds", "hunting-cabin", ["seat1"]);
    const f = zed(s, "5/3", "forest:5", { markers: ["fast"] });
    const o = zed(s, "4/2", "forest:3");
    s.zedsPhase = { activations: ["forest"], current: 0, moved: [] };
    s.work.push({ t: "activation" });
    run(s);
    expect(f.at).toBe(spaceIndex("forest:3"));
    expect(o.at).toBe(spaceIndex("forest:2"));
  });

  test("siege §3.2 Regenerators lose a hit as their track activates, before moving", () => {
    const s = inRound("zeds", "hunting-cabin", ["seat1"]);
    s.zeds.regenerators = { id: "regenerators", kind: "super", at: spaceIndex("highway:5"), side: "reduced", hits: 0, markers: [] };
    s.zedsPhase = { activations: ["highway"], current: 0, moved: [] };
    s.work.push({ t: "activation" });
    run(s);
    expect(s.zeds.regenerators).toMatchObject({ side: "full", hits: 2, at: spaceIndex("highway:4") });
  });

  test("siege §2.8 an End card wins at the start of its Zeds phase; the blue Fate×2 one at the start of the Action phase", () => {
    const s = inRound("zeds", "end-want-a-piece-of-me");
    enter(s, "zeds");
    expect(s.result).toMatchObject({ winner: "defenders", rule: "siege §2.8" });
    const t = inRound("zeds", "end-good-bad-im-the-one-with-the-gun", ["seat1"]);
    t.decks.fate = ["adrenaline-supply"]; // Suburbs, Keep
    enter(t, "zeds");
    expect(t.result).toBeNull();
    expect(t.zedsPhase).toBeNull();
    // activated twice: the first activation finds no Zeds and places one on the Start, the second moves it
    expect(Object.values(t.zeds).map((z) => z.at)).toEqual([spaceIndex("suburbs:6")]);
    expect(t.decks.keep).toEqual(["adrenaline-supply"]);
    enter(t, "action");
    expect(t.result).toMatchObject({ winner: "defenders" });
  });

  test("siege §2.8 BRAINS!: +N Infection at the start of the Zeds phase, winning Zeds advance again, no Action phase", () => {
    const s = inRound("zeds", "brains-2", ["seat1"]); // +2
    s.flags.push("brains");
    s.work.push({ t: "zedsEnd" });
    s.phase = "zeds";
    enter(s, "zeds");
    const d = s.pending[0] as { purpose: string };
    expect(d.purpose).toBe("activationOrder");
    expect(s.infection).toBe(2);
    const t = inRound("action", "brains-2", ["seat1"]);
    t.flags.push("brains");
    enter(t, "action");
    expect(t.actionPhase.done).toEqual(["seat1"]);
  });

  test("siege §2.8 BRAINS!: Zeds that attack and win advance again at once", () => {
    const s = inRound("zeds", "brains-1", ["seat1"]);
    s.flags.push("brains");
    const z = zed(s, "9/4", "forest:4");
    unit(s, "civ1", "forest:3", "seat1");
    s.rnd.script = [1, 1, 1]; // 2 → Zeds×3 0/5; the Civilians' Save 1
    s.work.push({ t: "advance", ids: [z.id], from: z.at });
    run(s);
    choose(s, "seat1", "roll");
    expect(z.at).toBe(spaceIndex("forest:2"));
  });
});

describe("siege G14 the Unchecked Outbreak waits for the atomic step, not the phase", () => {
  test("siege G14 Infection reaching 13 in one group's fight: the Outbreak runs before the next group moves; its new Zeds does not move this activation", () => {
    const s = blank(["seat1"]);
    s.infection = 12;
    s.bag = ["giants"];
    s.decks.fate = ["bad-ammo-expired-supplies"]; // Forest
    unit(s, "civ7", "forest:3", "seat1");
    const a = zed(s, "3/2", "forest:4");
    const b = zed(s, "4/2", "forest:6");
    s.zedsPhase = { activations: ["forest"], current: 0, moved: [] };
    s.work.push({ t: "activation" });
    s.rnd.script = [6, 6, 1, 1, 0]; // a attacks civ7: 12, the Zeds lose 3/0* (Infection 13); reduction 2; bag index 0
    const ev = run(s);
    const iOut = ev.findIndex((e) => e.type === "outbreak");
    const iB = ev.findIndex((e) => e.type === "zedsMove" && (e.zeds as string[]).includes(b.id));
    expect(iOut).toBeGreaterThan(-1);
    expect(iOut).toBeLessThan(iB);
    expect(s.infection).toBe(11);
    // decided: the Giants placed mid-activation do not move in it
    expect([s.zeds.giants!.at, a.at, b.at]).toEqual([spaceIndex("forest:4"), spaceIndex("forest:4"), spaceIndex("forest:5")]);
  });
});
