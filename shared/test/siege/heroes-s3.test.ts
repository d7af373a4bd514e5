import { spaceIndex } from "../../src/siege/board";
import { enterEat } from "../../src/siege/round/phases/eat";
import { firePower } from "../../src/siege/combat/terrain";
import { toCemetery } from "../../src/siege/combat/hits";
import { hthShift } from "../../src/siege/combat/hand-to-hand";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import { arrive } from "../../src/siege/heroes/arrival";
import { mayAct } from "../../src/siege/actions/common";
import { unitStrength } from "../../src/siege/state/occupancy";
import { restoreOrder } from "../../src/siege/round/phases/housekeeping";
import { then } from "../../src/siege/procedure/stack";
import type { SiegeState } from "../../src/siege/state/game";
import { unitDef } from "../../src/siege/units/player";
import { act, actionPhase, blank, ofType, refused, run, unit, zed } from "./kit";

const at = (id: string) => spaceIndex(id);
const legal = (s: SiegeState, seat: "seat1" | "seat2", type: string) => siegeEngine.legalActions(s, seat).filter((a) => a.type === type) as unknown as Record<string, unknown>[];
/** A Hand-to-hand the Zeds on `space` start against the player units there (§4.1), run to its end or first decision. */
const zedsAttack = (s: SiegeState, space: string) => {
  then(s, { t: "hth", space: at(space), attacker: "zeds", retreatFight: false });
  return run(s);
};

describe("siege §3.3 S3 heroes: Sgt. Otto Hauser", () => {
  test("siege §3.3 §5.5 Hauser: +1 to his Forage die (a 3 in town becomes 4: 1 Supply)", () => {
    const s = actionPhase();
    unit(s, "hauser", "forest:0", "seat1");
    s.supplies = 5;
    s.rnd.script = [3];
    const ev = act(s, "seat1", { type: "forage", unit: "hauser", pay: "player" });
    expect(s.supplies).toBe(6);
    // the die as rolled (3): the Supply gained is the +1 at work (a 3 in town alone gains none)
    expect(ofType(ev, "roll")).toMatchObject([{ purpose: "forage", dice: [3] }]);
  });

  test("siege §3.3 Hauser: 1 Action gives a Civilians unit in or next to his space +2 Strength for good (Hand-to-hand and Gunfire), once per unit, gone at the Cemetery", () => {
    const s = actionPhase();
    unit(s, "hauser", "forest:1", "seat1");
    const c = unit(s, "civ1", "forest:2", "seat1"); // 3/1
    unit(s, "civ2", "forest:4", "seat1"); // two spaces away
    expect(legal(s, "seat1", "bolster").map((a) => a.target)).toEqual(["civ1", "civ1"]);
    act(s, "seat1", { type: "bolster", unit: "hauser", target: "civ1", pay: "player" });
    expect([s.actionPhase.playerAction.seat1, c.bonus, unitStrength(c)]).toEqual([false, 2, 5]);
    c.side = "reduced";
    expect(unitStrength(c)).toBe(3);
    refused(s, "seat1", { type: "bolster", unit: "hauser", target: "civ1", pay: "event" }, "siege.heroBolstered", { unit: "civ1" });
    refused(s, "seat1", { type: "bolster", unit: "hauser", target: "civ2", pay: "event" }, "siege.heroBolsterTarget", { unit: "civ2", unit2: "hauser" });
    // its Gunfire reads the bonus: reduced 1 + 2 = Strength 3; 2+3 = 5 on column 3 → 1 hit (column 1 would give none)
    const z = zed(s, "5/3", "forest:3");
    s.rnd.script = [2, 3];
    act(s, "seat1", { type: "fire", unit: "civ1", target: z.id, pay: "event" });
    expect(z.hits).toBe(1);
    toCemetery(s, c, [], "siege §4.6");
    expect(c.bonus).toBeUndefined();
  });

  test("siege §3.3 Hauser: in TC, 1 Action + 1 Ammo takes 1 hit off a Civilians unit in TC; refused outside TC or without Ammo", () => {
    const s = actionPhase();
    const h = unit(s, "hauser", "TC", "seat1");
    const c = unit(s, "civ7", "TC", "seat1", { hits: 1 });
    s.ammo = 1;
    const infection = s.infection;
    act(s, "seat1", { type: "patch", unit: "hauser", target: "civ7", pay: "player" });
    expect([c.hits, s.ammo, s.infection]).toEqual([0, 0, infection]);
    c.hits = 1;
    refused(s, "seat1", { type: "patch", unit: "hauser", target: "civ7", pay: "event" }, "siege.ammoShort", { need: "1", left: 0 });
    s.ammo = 3;
    h.at = at("forest:0");
    refused(s, "seat1", { type: "patch", unit: "hauser", target: "civ7", pay: "event" }, "siege.heroPatchTc", { unit: "hauser" });
    expect(legal(s, "seat1", "patch")).toEqual([]);
  });
});

describe("siege §3.3 S3 heroes: Rusty Staub", () => {
  test("siege §3.3 Rusty: full 4 / reduced 5 in Hand-to-hand, fires at 4 / 2, Tenacious on 5–6, Save with 2 dice", () => {
    const d = unitDef("rusty");
    expect([d.full, d.reduced, d.tenacious, d.saveDice]).toEqual([4, 5, [5, 6], 2]);
    expect([firePower(d, "full", 1)!.strength, firePower(d, "reduced", 1)!.strength]).toEqual([4, 2]);
  });

  test("siege §3.3 Rusty: +1 Supply with every Forage, a 1 included", () => {
    const s = actionPhase();
    unit(s, "rusty", "forest:0", "seat1");
    s.supplies = 5;
    s.rnd.script = [1];
    const ev = act(s, "seat1", { type: "forage", unit: "rusty", pay: "player" });
    expect(s.supplies).toBe(6);
    expect(ofType(ev, "forageSupply")).toMatchObject([{ unit: "rusty", supplies: 1 }]);
  });

  test("siege §3.3 Rusty: the first shot each round costs no Ammo, the second does; Housekeeping's reset gives the free shot back", () => {
    const s = actionPhase(["seat1"], 3);
    unit(s, "rusty", "forest:1", "seat1");
    const z = zed(s, "9/4", "forest:2");
    s.ammo = 0;
    s.rnd.script = [1, 1];
    act(s, "seat1", { type: "fire", unit: "rusty", target: z.id, pay: "player" });
    expect([s.ammo, s.actionTrack]).toEqual([0, 3]);
    refused(s, "seat1", { type: "fire", unit: "rusty", target: z.id, pay: "event" }, "siege.ammoShort", { need: 1, left: 0 });
    s.ammo = 2;
    s.rnd.script = [1, 1];
    act(s, "seat1", { type: "fire", unit: "rusty", target: z.id, pay: "event" });
    expect(s.ammo).toBe(1);
    s.flags = [];
    s.rnd.script = [1, 1];
    act(s, "seat1", { type: "fire", unit: "rusty", target: z.id, pay: "event" });
    expect(s.ammo).toBe(1);
  });
});

describe("siege §3.3 S3 heroes: Miguel \"El Toro Loco\" Santana", () => {
  test("siege §3.3 Santana: attacking normal Zeds on 4–6 they take 1 hit and retreat, no Hand-to-hand, no Infection", () => {
    const s = actionPhase();
    const m = unit(s, "santana", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:2");
    s.infection = 2;
    s.rnd.script = [4];
    const ev = act(s, "seat1", { type: "move", unit: "santana", to: at("forest:2"), pay: "player" });
    expect(ofType(ev, "santanaPush")).toHaveLength(1);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect([z.hits, z.at, m.at, s.infection]).toEqual([1, at("forest:3"), at("forest:2"), 2]);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege §3.3 Santana: on 1–3 the Hand-to-hand follows as usual (+1 Infection)", () => {
    const s = actionPhase();
    unit(s, "santana", "forest:1", "seat1"); // 6
    const z = zed(s, "5/3", "forest:2");
    s.infection = 2;
    // charge 3 fails; then Humans+ (6 > 5): 4+4 = 8 → 3/1*
    s.rnd.script = [3, 4, 4];
    const ev = act(s, "seat1", { type: "move", unit: "santana", to: at("forest:2"), pay: "player" });
    expect(ofType(ev, "santanaHeld")).toHaveLength(1);
    expect(ofType(ev, "handToHand")).toMatchObject([{ zedsHits: 3, playerHits: 1, loser: "zeds" }]);
    expect([z.hits, s.infection]).toEqual([0, 3]);
    expect(z.side).toBe("reduced");
  });

  test("siege §3.3 Santana: against Super-Zeds there is no charge roll, only the Hand-to-hand", () => {
    const s = actionPhase();
    unit(s, "santana", "forest:1", "seat1");
    s.bag = s.bag.filter((b) => b !== "giants");
    s.zeds.giants = { id: "giants", kind: "super", at: at("forest:2"), side: "full", hits: 0, markers: [] };
    s.rnd.script = [1, 1]; // Zeds×2 (12 ≥ 2×6): 2 → 0/5
    const ev = act(s, "seat1", { type: "move", unit: "santana", to: at("forest:2"), pay: "player" });
    expect(ofType(ev, "roll").map((e) => e.purpose)).toContain("handToHand");
    expect(ofType(ev, "roll").map((e) => e.purpose)).not.toContain("santanaCharge");
  });
});

describe("siege §3.3 S3 heroes: Special Agent Wright", () => {
  test("siege §3.3 C11 Wright: 1 Action shows the next Event card to every seat and logs it; the deck is unchanged; refused with an empty deck", () => {
    const s = actionPhase();
    unit(s, "wright", "TC", "seat1");
    s.decks.event = ["nightfall", "toxic-zeds"];
    const ev = act(s, "seat1", { type: "peek", unit: "wright", pay: "player" });
    expect(ofType(ev, "peek")).toEqual([{ type: "peek", unit: "wright", card: "nightfall", rule: "siege C11" }]);
    expect(s.decks.event).toEqual(["nightfall", "toxic-zeds"]);
    s.decks.event = [];
    refused(s, "seat1", { type: "peek", unit: "wright", pay: "event" }, "siege.heroDeckEmpty");
    refused(s, "seat2", { type: "peek", unit: "wright", pay: "player" }, "siege.notYoursNow", { unit: "wright" });
  });

  test("siege §3.3 Wright: +1 column in Hand-to-hand and in Gunfire (Strength 4 shoots on column 5: 2+3 = 5 → 2 hits)", () => {
    const s = actionPhase();
    unit(s, "wright", "forest:1", "seat1");
    const z = zed(s, "9/4", "forest:2");
    expect(hthShift(s, "wright", at("forest:1"), false, [z])).toBe(1);
    s.ammo = 3;
    s.rnd.script = [2, 3];
    const ev = act(s, "seat1", { type: "fire", unit: "wright", target: z.id, pay: "player" });
    expect(ofType(ev, "fire")).toMatchObject([{ unit: "wright", target: z.id }]);
    expect(z.hits).toBe(2);
  });
});

describe("siege §3.3 S3 heroes: heroic Civilians", () => {
  test("siege §3.3 §4.1 Riot Squad: no Infection from their Hand-to-hand", () => {
    const s = blank();
    unit(s, "riot-squad", "forest:2", "seat1"); // 5/3
    zed(s, "4/2", "forest:2");
    s.infection = 4;
    s.rnd.script = [4, 4]; // Humans+ defending, +0 terrain (plain): 8 → 3/1*
    const ev = zedsAttack(s, "forest:2");
    expect(ofType(ev, "handToHand")).toHaveLength(1);
    expect(s.infection).toBe(4);
  });

  test("siege §2.7 Riot Squad restores order without the Infection rise; Horatius never restores order", () => {
    const s = blank();
    unit(s, "riot-squad", "forest:3", "seat1");
    unit(s, "horatius", "forest:5", "seat1");
    unit(s, "civ1", "forest:6", "seat1");
    for (const sp of ["forest:3", "forest:5", "forest:6"]) s.spaces[at(sp)]!.chaos = 1;
    s.infection = 3;
    const ev: never[] = [];
    restoreOrder(s, ev);
    expect([s.spaces[at("forest:3")]!.chaos, s.spaces[at("forest:5")]!.chaos, s.spaces[at("forest:6")]!.chaos]).toEqual([0, 1, 0]);
    expect(s.infection).toBe(4); // only the Civilians' Restore Order raised it
  });

  test("siege §3.3 §2.6 Horatius: +3 Supplies on arrival; never raises Infection in Hand-to-hand; acts in Chaos; may re-roll", () => {
    const s = blank();
    const h = unit(s, "horatius", "forest:2", "seat1");
    s.supplies = 18;
    arrive(s, h, []);
    expect(s.supplies).toBe(20);
    zed(s, "3/2", "forest:2");
    s.infection = 5;
    s.rnd.script = [4, 4]; // Humans+ (4 > 3): 8 → 3/1*
    zedsAttack(s, "forest:2");
    // his re-roll window is offered first (G22)
    expect(s.pending[0]).toMatchObject({ kind: "reroll", unit: "horatius" });
    act(s, "seat1", { type: "keepRoll" });
    expect(s.infection).toBe(5);
    const c = actionPhase();
    const h2 = unit(c, "horatius", "forest:2", "seat1");
    const civ = unit(c, "civ1", "forest:2", "seat1");
    c.spaces[at("forest:2")]!.chaos = 1;
    expect([mayAct(c, "seat1", h2), mayAct(c, "seat1", civ)]).toEqual([true, false]);
    expect(legal(c, "seat1", "move").some((a) => a.unit === "horatius")).toBe(true);
  });

  test("siege §3.3 G17 arrival bonuses apply mid-game: Community Organiser brings Horatius into TC with +3 Supplies", () => {
    const s = actionPhase();
    s.decks.keep = ["community-organiser"];
    s.supplies = 4;
    const ev = act(s, "seat1", { type: "playKeep", card: "community-organiser", target: "horatius" });
    expect(s.units.horatius).toMatchObject({ at: spaceIndex("TC"), seat: "seat1" });
    expect(s.available).not.toContain("horatius");
    expect(s.supplies).toBe(7);
    expect(ofType(ev, "arrivalBonus")).toMatchObject([{ unit: "horatius", supplies: 3, ammo: 0 }]);
  });

  test("siege §3.3 Santana: a Mob's one hit is placed by his owner, then the whole Mob retreats", () => {
    const s = actionPhase();
    unit(s, "santana", "forest:1", "seat1");
    const a = zed(s, "5/3", "forest:2");
    const b = zed(s, "4/2", "forest:2");
    s.rnd.script = [6];
    act(s, "seat1", { type: "move", unit: "santana", to: at("forest:2"), pay: "player" });
    expect(s.pending[0]).toMatchObject({ kind: "choose", purpose: "mobHit", seats: ["seat1"] });
    act(s, "seat1", { type: "choose", option: b.id });
    expect([a.hits, b.hits]).toEqual([0, 1]);
    expect([a.at, b.at]).toEqual([at("forest:3"), at("forest:3")]);
  });

  test("siege §3.3 12th Veterans Division: they always win a Hand-to-hand against Zeds, the cell's hits still apply", () => {
    const s = blank();
    const v = unit(s, "veterans", "forest:2", "seat1"); // 3/2
    zed(s, "6/3", "forest:2");
    s.rnd.script = [1, 2, 1, 1]; // Zeds×2 (6 ≥ 2×3): 3 → 0/4; the Veterans have no Tenacious
    const ev = zedsAttack(s, "forest:2");
    expect(ofType(ev, "handToHand")).toMatchObject([{ zedsHits: 0, playerHits: 4, loser: "zeds", rule: "siege §3.3" }]);
    // 4 hits fill both sides: their last hit (a Save is asked); the Zeds lose and retreat
    expect(s.pending[0]).toMatchObject({ purpose: "save", unit: "veterans" });
    expect(v.side).toBe("reduced");
  });

  test("siege §3.3 12th Veterans Division: the first shot each round is free", () => {
    const s = actionPhase();
    unit(s, "veterans", "forest:1", "seat1");
    const z = zed(s, "9/4", "forest:2");
    s.ammo = 0;
    s.rnd.script = [1, 1];
    act(s, "seat1", { type: "fire", unit: "veterans", target: z.id, pay: "player" });
    refused(s, "seat1", { type: "fire", unit: "veterans", target: z.id, pay: "event" }, "siege.ammoShort", { need: 1, left: 0 });
  });

  test("siege §3.3 Firefighters 129: hoses, 1 Action, 2 dice ≥ an adjacent Zeds unit's Strength and it retreats; a lower roll does nothing", () => {
    const s = actionPhase();
    unit(s, "firefighters", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:2");
    const far = zed(s, "4/2", "forest:4");
    s.rnd.script = [2, 2];
    act(s, "seat1", { type: "hoses", unit: "firefighters", target: z.id, pay: "player" });
    expect(z.at).toBe(at("forest:2"));
    s.rnd.script = [3, 2];
    const ev = act(s, "seat1", { type: "hoses", unit: "firefighters", target: z.id, pay: "event" });
    expect(ofType(ev, "hosesRetreat")).toHaveLength(1);
    expect(z.at).toBe(at("forest:3"));
    refused(s, "seat1", { type: "hoses", unit: "firefighters", target: far.id, pay: "event" }, "siege.sirenReach", { zeds: "z06", unit: "firefighters" });
    expect(hthShift(s, "firefighters", at("forest:1"), false, [])).toBe(1);
  });

  test("siege §3.3 Firefighters 129: Character Action on a Village in or next to their space frees Holding-Out Civilians or turns Villagers into Refugees; once per Action phase", () => {
    const s = actionPhase();
    unit(s, "firefighters", "forest:3", "seat1");
    const c = unit(s, "civ2", "forest:4", "seat1", { holdingOut: true });
    unit(s, "villagers-forest:4", "forest:4", null, { def: "villagers" });
    act(s, "seat1", { type: "rescue", unit: "firefighters", target: "civ2" });
    expect(c.holdingOut).toBe(false);
    expect(s.actionPhase.playerAction.seat1).toBe(true);
    refused(s, "seat1", { type: "rescue", unit: "firefighters", target: "villagers-forest:4" }, "siege.characterUsed", { unit: "firefighters" });
    s.actionPhase.used = [];
    act(s, "seat1", { type: "rescue", unit: "firefighters", target: "villagers-forest:4" });
    expect(s.units["villagers-forest:4"]).toBeUndefined();
    expect(Object.values(s.units).filter((u) => u.def === "refugees").map((u) => u.at)).toEqual([at("forest:4")]);
    s.actionPhase.used = [];
    unit(s, "civ3", "forest:6", "seat1", { holdingOut: true });
    refused(s, "seat1", { type: "rescue", unit: "firefighters", target: "civ3" }, "siege.heroRescueTarget", { unit: "civ3", unit2: "firefighters" });
  });

  test("siege §3.3 Bob Bauer's crew: Character Action 2 Supplies → 1 Ammo, once per phase; refused below 2 Supplies", () => {
    const s = actionPhase();
    unit(s, "bauer", "TC", "seat1");
    [s.supplies, s.ammo] = [5, 3];
    act(s, "seat1", { type: "convert", unit: "bauer" });
    expect([s.supplies, s.ammo, s.actionPhase.playerAction.seat1]).toEqual([3, 4, true]);
    refused(s, "seat1", { type: "convert", unit: "bauer" }, "siege.characterUsed", { unit: "bauer" });
    s.actionPhase.used = [];
    s.supplies = 1;
    refused(s, "seat1", { type: "convert", unit: "bauer" }, "siege.heroConvertCost", { left: 1 });
  });

  test("siege §3.3 Bob Bauer's crew: their Barricade costs 1 Supply (others' 2); they repair the bridge from Suburbs #0–#2", () => {
    const s = actionPhase();
    unit(s, "bauer", "suburbs:1", "seat1");
    unit(s, "civ1", "forest:2", "seat1");
    s.supplies = 1;
    refused(s, "seat1", { type: "barricade", unit: "civ1", pay: "player" }, "siege.barricadeCost");
    act(s, "seat1", { type: "barricade", unit: "bauer", pay: "player" });
    expect([s.supplies, s.spaces[at("suburbs:1")]!.barricade]).toEqual([0, "barricade"]);
    refused(s, "seat1", { type: "repairBridge", unit: "bauer", pay: "event" }, "siege.heroBridgeWhole");
    s.spaces[at("suburbs:1")]!.bridge = "destroyed";
    act(s, "seat1", { type: "repairBridge", unit: "bauer", pay: "event" });
    expect(s.spaces[at("suburbs:1")]!.bridge).toBeNull();
    s.spaces[at("suburbs:1")]!.bridge = "ferry";
    s.units.bauer!.at = at("suburbs:4");
    s.actionTrack = 1;
    refused(s, "seat1", { type: "repairBridge", unit: "bauer", pay: "event" }, "siege.heroBridgeSpaces");
  });

  test("siege §3.3 Salvation troops: 1 Action + 1 Supply heals a unit in or next to their space (Infection −1, once per unit per round)", () => {
    // the Salvation troops' Heal is the `healNearby` action they share with Mr. Johnson (heroes/heal-nearby.ts)
    const s = actionPhase();
    unit(s, "salvation", "forest:1", "seat1");
    const c = unit(s, "civ1", "forest:2", "seat1", { hits: 1 });
    unit(s, "civ2", "forest:4", "seat1", { hits: 1 });
    [s.supplies, s.infection] = [2, 3];
    act(s, "seat1", { type: "healNearby", unit: "salvation", target: "civ1", pay: "player" });
    expect([c.hits, s.supplies, s.infection]).toEqual([0, 1, 2]);
    c.hits = 1;
    refused(s, "seat1", { type: "healNearby", unit: "salvation", target: "civ1", pay: "event" }, "siege.healedThisRound", { unit: "civ1" });
    refused(s, "seat1", { type: "healNearby", unit: "salvation", target: "civ2", pay: "event" }, "siege.healNearbyTarget", { unit: "salvation" });
    s.supplies = 0;
    refused(s, "seat1", { type: "healNearby", unit: "salvation", target: "civ2", pay: "event" }, "siege.healNearbyCost");
  });

  test("siege §3.3 §2.4 Salvation troops: +2 Supplies on arrival; +1 to the Eat roll (a 1 against 1 mouth is paid without them, free with them)", () => {
    const s = blank();
    s.decks.current = "nightfall"; // Eat: the die
    unit(s, "refugees-1", "camp", null, { def: "refugees" });
    s.supplies = 4;
    s.rnd.script = [1];
    enterEat(s, [], siegeEngine.kernel);
    run(s);
    expect(s.supplies).toBe(3);
    const t = blank();
    t.decks.current = "nightfall";
    unit(t, "refugees-1", "camp", null, { def: "refugees" });
    const sv = unit(t, "salvation", "TC", "seat1");
    t.supplies = 4;
    arrive(t, sv, []);
    expect(t.supplies).toBe(6);
    t.rnd.script = [1];
    enterEat(t, [], siegeEngine.kernel);
    run(t);
    expect(t.supplies).toBe(6);
  });

  test("siege §3.3 WZED Farmingdale: Character Action gives a Civilians or Refugees unit anywhere 1 free Action; heroic Civilians are refused", () => {
    const s = actionPhase();
    unit(s, "wzed", "TC", "seat1");
    unit(s, "civ5", "mountain:4", "seat1");
    unit(s, "furies", "TC", "seat1");
    act(s, "seat1", { type: "broadcast", unit: "wzed", target: "civ5" });
    expect(s.actionPhase.free).toEqual({ civ5: 1 });
    s.actionPhase.used = [];
    refused(s, "seat1", { type: "broadcast", unit: "wzed", target: "furies" }, "siege.heroBroadcastTarget", { unit: "furies" });
  });

  test("siege §3.3 WZED Farmingdale: defending in a Town space or TC it rolls 3 dice and the best 2 count", () => {
    const s = blank();
    unit(s, "wzed", "forest:0", "seat1"); // 1
    zed(s, "2/1", "forest:0");
    // Zeds×2 (2 ≥ 2×1), Town +2 → Even; dice 1, 6, 1: the best two make 7 → 2/2* (two 1s would be 0/4)
    s.rnd.script = [1, 6, 1];
    const ev = zedsAttack(s, "forest:0");
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Even", dice: [1, 6, 1], zedsHits: 2, playerHits: 2, loser: "zeds" }]);
    const t = blank();
    unit(t, "wzed", "forest:1", "seat1");
    zed(t, "2/1", "forest:1");
    t.rnd.script = [1, 6];
    const plain = zedsAttack(t, "forest:1");
    expect(ofType(plain, "handToHand")[0]!.dice).toEqual([1, 6]);
  });
});
