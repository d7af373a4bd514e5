import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { helicopterHits } from "../../src/siege/cards/event/effects";
import { riggedLoss, tracksBy } from "../../src/siege/cards/fate/effects";
import type { FateCardId } from "../../src/siege/state/cards";
import type { SiegeState } from "../../src/siege/state/game";
import type { SiegeSeatId } from "../../src/siege/state/options";
import type { SiegeStep } from "../../src/siege/state/steps";
import { blank, choose, draw, ofType, run, unit, zed, zedsOn } from "./kit";

const at = (id: string) => spaceIndex(id);

/** A blank game whose next Fate card is `card`. */
function withFate(card: FateCardId, seats: SiegeSeatId[] = ["seat1"]): SiegeState {
  const s = blank(seats);
  s.decks.fate = [card];
  return s;
}

/** Runs a Fate draw for an Outbreak on a blank map and returns its events. */
function fate(s: SiegeState, purpose: Extract<SiegeStep, { t: "fate" }>["purpose"] = "outbreak"): GameEvent[] {
  s.work.push({ t: "fate", purpose });
  return run(s);
}

/** Runs only the plot twist of the next Fate card (the Where and its effect already done). */
function twist(s: SiegeState): GameEvent[] {
  const card = s.decks.fate.shift()!;
  s.work.push({ t: "fate", purpose: "outbreak", card, track: "forest", stage: "twist" });
  return run(s);
}

describe("siege §6.2 Fate draws", () => {
  test("siege §6.2 a Where of most Zeds with a tie is the lead's choice (G30: every Zeds unit on the track, Start included)", () => {
    const s = withFate("zeds-from-the-lake", ["seat1", "seat2"]);
    s.lead = "seat2";
    zed(s, "3/2", "forest:7");
    zed(s, "4/2", "highway:3");
    expect(tracksBy(s, "zeds", true)).toEqual(["forest", "highway"]);
    s.rnd.script = [0];
    fate(s, "activation-twice");
    const d = s.pending[0] as { purpose: string; options: string[]; seats: string[] };
    expect([d.purpose, d.options, d.seats]).toEqual(["fateTrack", ["forest", "highway"], ["seat2"]]);
  });

  test("siege G13 an empty Fate deck is reshuffled from its discards; the Keep hand stays out", () => {
    const s = blank(["seat1"]);
    s.decks.fate = [];
    s.decks.fateDiscard = ["bad-ammo-expired-supplies"];
    s.decks.keep = ["adrenaline-supply"];
    s.supplies = 3;
    s.ammo = 3;
    const ev = fate(s, "activation-twice");
    expect(ofType(ev, "fateReshuffle")).toHaveLength(1);
    expect([s.supplies, s.ammo, s.decks.keep]).toEqual([1, 2, ["adrenaline-supply"]]);
  });

  test("siege §6.2 a Keep card goes to the team's Keep hand after the effect that drew it", () => {
    const s = withFate("the-man-with-no-name");
    fate(s, "guard");
    // most Chaos: all four tracks tie at 0, so the lead picks; the Guard arrives first, then the card is kept
    expect((s.pending[0] as { options: string[] }).options).toEqual(["forest", "mountain", "highway", "suburbs"]);
    expect(s.decks.keep).toEqual([]);
    choose(s, "seat1", "mountain");
    expect(s.units["national-guard"]!.at).toBe(B.startOf.mountain);
    expect(s.decks.keep).toEqual(["the-man-with-no-name"]);
  });
});

describe("siege §6.5 plot twists", () => {
  test("siege §6.5 Zeds from the Lake: a new Zeds on the Campground", () => {
    const s = withFate("zeds-from-the-lake");
    zed(s, "3/2", "mountain:6");
    s.rnd.script = [0];
    twist(s);
    expect(zedsOn(s, "mountain:2")).toHaveLength(1);
  });

  test("siege G24 Infested Vermin: a Disease Spreader on the Start of the track with most Zeds; none when it is on the map", () => {
    const s = withFate("infested-vermin");
    zed(s, "3/2", "suburbs:2");
    twist(s);
    expect(s.zeds["infested-vermin"]!.at).toBe(B.startOf.suburbs);
    s.decks.fate = ["infested-vermin"];
    const ev = twist(s);
    expect(ofType(ev, "noEffect")).toHaveLength(1);
  });

  test("siege §6.5 The Living Dead!: two new Zeds, a Mob, at St. Thomas", () => {
    const s = withFate("the-living-dead");
    s.rnd.script = [0, 0];
    twist(s);
    expect(zedsOn(s, "forest:4")).toHaveLength(2);
  });

  test("siege §6.5 Bad Ammo, Expired Supplies: −2 Supplies, −1 Ammo, never below 0", () => {
    const s = withFate("bad-ammo-expired-supplies");
    s.supplies = 1;
    s.ammo = 0;
    twist(s);
    expect([s.supplies, s.ammo]).toEqual([0, 0]);
  });

  test("siege §6.5 Rigged Inventories: one die per resource, 1–2 → −2, 3–5 → −1, 6 → 0", () => {
    expect([1, 2, 3, 5, 6].map(riggedLoss)).toEqual([2, 2, 1, 1, 0]);
    const s = withFate("rigged-inventories");
    s.supplies = 5;
    s.ammo = 5;
    s.rnd.script = [2, 6];
    twist(s);
    expect([s.supplies, s.ammo]).toEqual([3, 5]);
  });

  test("siege §6.5 Zombie Call: a counter on each Chaos space if its full Strength is below the space's number", () => {
    const s = withFate("zombie-call");
    s.spaces[at("forest:5")]!.chaos = 1;
    s.spaces[at("highway:2")]!.chaos = 1;
    s.reserve = ["z01", "z34"]; // 2/1 and 9/4
    s.rnd.script = [0, 0]; // forest:5 draws the 2/1 (2 < 5: placed), highway:2 then draws the 9/4 (9 ≥ 2: returned)
    const ev = twist(s);
    expect([zedsOn(s, "forest:5"), zedsOn(s, "highway:2"), s.reserve]).toEqual([["z01"], [], ["z34"]]);
    expect(ofType(ev, "zombieCallReturned")).toHaveLength(1);
  });

  test("siege §6.5 The Bridge Collapses: a Destroyed Bridge on the Suspension Bridge", () => {
    const s = withFate("the-bridge-collapses");
    twist(s);
    expect(s.spaces[at("suburbs:1")]!.bridge).toBe("destroyed");
  });

  test("siege G29 Torrential Rain: each Mountain Zeds rolls, 1–2 a move, 6 a step back, else nothing; the Mountain does not activate", () => {
    const s = withFate("torrential-rain");
    const a = zed(s, "3/2", "mountain:2");
    const b = zed(s, "4/2", "mountain:5");
    s.rnd.script = [1, 6]; // nearest TC first: a moves, b steps back
    twist(s);
    expect([a.at, b.at]).toEqual([at("mountain:1"), at("mountain:6")]);
    expect(s.flags).toContain("torrential-rain");
  });

  test("siege §6.5 What Did You Forget?: Refugees move 1 away from TC, devoured in Zeds, those on #6 stay (G30)", () => {
    const s = withFate("what-did-you-forget");
    unit(s, "refugees", "forest:2", null, { id: "r1" });
    unit(s, "refugees", "forest:6", null, { id: "r2" });
    unit(s, "refugees", "highway:1", null, { id: "r3" });
    zed(s, "3/2", "highway:2");
    s.rnd.script = [1]; // r3's Save
    twist(s);
    choose(s, "seat1", "roll");
    expect([s.units.r1!.at, s.units.r2!.at, s.units.r3!.at, s.infection]).toEqual([at("forest:3"), at("forest:6"), B.cemetery, 2]);
  });
});

describe("siege §6.3–§6.4 Event card texts", () => {
  test("siege §6.3 Night Assault: +1 Infection per Zeds on the track, a new Zeds on its Start, no Terrain this round", () => {
    const s = blank(["seat1"]);
    zed(s, "3/2", "forest:3");
    zed(s, "4/2", "forest:7");
    s.rnd.script = [0];
    draw(s, "night-assault-forest");
    expect(s.infection).toBe(2);
    expect(zedsOn(s, "forest:7")).toHaveLength(2);
    expect(s.flags).toContain("no-terrain");
  });

  test("siege G25 Tenacious Zeds: the marker goes on the strongest normal Zeds; a tie is the lead's", () => {
    const s = blank(["seat1"]);
    const a = zed(s, "6/3", "forest:3");
    zed(s, "6/4", "highway:3");
    s.reserve = ["z01"]; // the new one on the Mountain Start is weaker
    s.rnd.script = [0];
    draw(s, "tenacious-zeds");
    const d = s.pending[0] as { purpose: string; options: string[] };
    expect(d.purpose).toBe("upgrade");
    choose(s, "seat1", a.id);
    expect(a.markers).toEqual(["tenacious"]);
  });

  test("siege §6.4 Guard Helicopter Strike: 2–5 one hit, 6–9 two, 10–12 three", () => {
    expect([2, 5, 6, 9, 10, 12].map(helicopterHits)).toEqual([1, 1, 2, 2, 3, 3]);
    const s = blank(["seat1"]);
    const z = zed(s, "6/3", "forest:3");
    s.rnd.script = [3, 4];
    draw(s, "guard-helicopter-strike");
    expect(z.hits).toBe(2);
  });

  test("siege §6.3 Right Under Our Feet: a unit on the Fated track takes an Even-column attack with its Terrain, hits only", () => {
    const s = blank(["seat1"]);
    s.decks.fate = ["bad-ammo-expired-supplies"]; // Forest
    const c = unit(s, "civ7", "forest:4", "seat1"); // 4/2 in St. Thomas: Terrain +1 → Humans+
    s.rnd.script = [2, 3]; // 5 on Humans+: 2/2 → 2 hits to the unit
    draw(s, "right-under-our-feet");
    expect([c.side, c.hits, s.infection]).toEqual(["reduced", 0, 0]);
  });

  test("siege §6.3 Are You Kidding Me?: a new Zeds on every Start, every Zeds loses its hits", () => {
    const s = blank(["seat1"]);
    const z = zed(s, "6/3", "forest:3", { hits: 2 });
    s.rnd.script = [0, 0, 0, 0];
    draw(s, "are-you-kidding-me");
    expect(B.tracks.map((t) => zedsOn(s, `${t}:7`).length)).toEqual([1, 1, 1, 1]);
    expect(z.hits).toBe(0);
  });

  test("siege §6.4 Total Chaos lays 2 Chaos markers where Zeds take a named space", () => {
    const s = blank(["seat1"]);
    s.flags.push("total-chaos");
    const z = zed(s, "3/2", "forest:5");
    s.work.push({ t: "advance", ids: [z.id], from: z.at });
    run(s);
    expect([s.spaces[at("forest:4")]!.chaos, s.chaosPool]).toEqual([2, 8]);
  });

  test("siege §6.4 Hard-headed Zeds smash a Barricade before they fight, and there is no Terrain", () => {
    const s = blank(["seat1"]);
    s.flags.push("hard-headed", "no-terrain");
    s.spaces[at("forest:3")]!.barricade = "barricade";
    unit(s, "civ7", "forest:3", "seat1");
    const z = zed(s, "4/2", "forest:4");
    s.rnd.script = [3, 4, 1, 1];
    s.work.push({ t: "advance", ids: [z.id], from: z.at });
    const ev = run(s);
    expect(s.spaces[at("forest:3")]!.barricade).toBeNull();
    expect(ofType(ev, "handToHand")[0]).toMatchObject({ column: "Even" });
  });

  test("siege G30 Rule #7: Cardio — a defender may retreat instead of fighting: no hits, no Infection", () => {
    const s = blank(["seat1"]);
    s.flags.push("cardio");
    const c = unit(s, "civ7", "forest:3", "seat1");
    const z = zed(s, "4/2", "forest:4");
    s.work.push({ t: "advance", ids: [z.id], from: z.at });
    run(s);
    expect((s.pending[0] as { purpose: string }).purpose).toBe("cardio");
    choose(s, "seat1", "retreat");
    expect([c.at, z.at, s.infection]).toEqual([at("forest:2"), at("forest:3"), 0]);
  });
});

describe("siege G11 windows for Keep cards", () => {
  test("siege G23 Last-Stand Determination turns a Zeds win: 0 hits to the unit, exactly 1 to the Zeds, they retreat; the +1 Infection stands", () => {
    const s = blank(["seat1"]);
    s.decks.keep = ["last-stand-determination"];
    const c = unit(s, "civ7", "forest:3", "seat1");
    const z = zed(s, "9/4", "forest:4");
    s.rnd.script = [1, 1]; // 2 on Zeds×2 (+1 Farm): 0/5
    s.work.push({ t: "advance", ids: [z.id], from: z.at });
    run(s);
    expect((s.pending[0] as { purpose: string }).purpose).toBe("lastStand");
    choose(s, "seat1", "play");
    expect([c.hits, c.side, z.hits, z.at, s.infection, s.decks.keep]).toEqual([0, "full", 1, at("forest:4"), 1, []]);
  });

  test("siege G11 W1 They Took the Bait cancels a group's move and heals it; 4–6 keeps the card", () => {
    const s = blank(["seat1"]);
    s.decks.keep = ["they-took-the-bait"];
    const z = zed(s, "6/3", "forest:4", { hits: 2 });
    s.zedsPhase = { activations: ["forest"], current: 0, moved: [] };
    s.work.push({ t: "activation" });
    run(s);
    expect((s.pending[0] as { purpose: string }).purpose).toBe("bait");
    s.rnd.script = [5];
    choose(s, "seat1", "play");
    expect([z.at, z.hits, s.decks.keep]).toEqual([at("forest:4"), 1, ["they-took-the-bait"]]);
  });
});

describe("siege §2.7 Housekeeping", () => {
  test("siege §2.7 Restore Order TC outward: a Chaos space with a player unit loses a marker, +1 Infection; Refugees do not restore; No Entry clears", () => {
    const s = blank(["seat1", "seat2"]);
    s.decks.current = "hunting-cabin";
    s.spaces[at("forest:2")]!.chaos = 1;
    s.spaces[at("forest:5")]!.chaos = 1;
    s.spaces[at("highway:3")]!.noEntry = true;
    s.chaosPool = 8;
    unit(s, "civ1", "forest:2", "seat1");
    unit(s, "refugees", "forest:5", null, { id: "r1" });
    s.work.push({ t: "enter", phase: "housekeeping" });
    s.phase = "housekeeping";
    run(s);
    expect([s.spaces[at("forest:2")]!.chaos, s.spaces[at("forest:5")]!.chaos, s.chaosPool, s.infection, s.spaces[at("highway:3")]!.noEntry]).toEqual([0, 1, 9, 1, false]);
  });

  test("siege G5 no Restore Order on a space that also holds Zeds: a train sharing a Chaos space with Zeds restores nothing; a train alone restores", () => {
    const s = blank(["seat1"]);
    s.decks.current = "hunting-cabin";
    s.spaces[at("forest:2")]!.chaos = 1;
    s.spaces[at("highway:2")]!.chaos = 1;
    s.chaosPool = 8;
    zed(s, "3/2", "forest:2");
    s.trains = [
      { id: "wh-cargo", at: at("forest:2"), side: "departure", passengers: [] },
      { id: "express-bv", at: at("highway:2"), side: "departure", passengers: [] },
    ];
    s.work.push({ t: "enter", phase: "housekeeping" });
    s.phase = "housekeeping";
    const ev = run(s);
    expect(ofType(ev, "restoreOrder").map((e) => (e as { space?: number }).space)).toEqual([at("highway:2")]);
    expect([s.spaces[at("forest:2")]!.chaos, s.spaces[at("highway:2")]!.chaos, s.chaosPool, s.infection]).toEqual([1, 0, 9, 1]);
  });
});
