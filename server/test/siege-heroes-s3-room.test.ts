import type { ColyseusTestServer } from "@colyseus/testing";
import { Siege, siege } from "@zedfall/shared";
import { siegeGame } from "../src/games/siege";
import { Seat } from "../src/schema";
import { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import { bootServer, siegeTwoSeats } from "./helpers";

/*
 * Siege's Level II hero draw and an S3 hero's action through the room (siege §7, C11): a room made
 * with the default options deals 4 drawn Heroes and 1 heroic Civilians unit, and Special Agent
 * Wright's look at the next Event card goes through the protocol to both seats.
 */

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterEach(async () => {
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
});

const SEATS = ["seat1", "seat2"];
const HEROES = ["piazza", "hernandez", "schmidt", "hunt", "hauser", "santana", "rusty", "wright", "kingman", "johnson", "pickles", "alyssa"];
const HEROIC = ["furies", "horatius", "firefighters", "bauer", "riot-squad", "veterans", "salvation", "wzed", "clarion-courier"];

/** The game a two-seat room with the default options and `seed` starts (the room replays this setup, siege-room.test.ts). */
const gameOf = (seed: string) => siege.setup(siege.lobby.optionsFor(siege.lobby.parseOptions({ deck: "short" }), SEATS), seed);

/** The first seed whose game opens with Wright's look among a seat's legal actions. */
function peekSeed(): { seed: string; seat: string } {
  for (let n = 0; n < 200; n++) {
    const seed = `heroes-room-${n}`;
    const s = gameOf(seed);
    const seat = SEATS.find((x) => siege.legalActions(s, x).some((a) => a.type === "peek"));
    if (seat) return { seed, seat };
  }
  throw new Error("no seed opens with Wright's look");
}

describe("the Siege room with drawn Heroes", () => {
  test("siege §7 D2 a room made with the default options deals 4 drawn Heroes and 1 heroic Civilians unit into TC; every client sees them", async () => {
    const { ann, room } = await siegeTwoSeats(t, { seed: "heroes-room-deal" });
    const rules = room.rules as Siege.SiegeState;
    expect(rules.options.heroes).toBe("draw");
    const inTc = Object.values(rules.units).filter((u) => HEROES.includes(u.def) || HEROIC.includes(u.def));
    expect(inTc.filter((u) => HEROES.includes(u.def))).toHaveLength(4);
    // (the Clarion Courier would bring one more, §3.3: not in this seed's deal)
    expect(inTc.some((u) => u.def === "clarion-courier")).toBe(false);
    expect(inTc.filter((u) => HEROIC.includes(u.def))).toHaveLength(1);
    // dealt in TC at setup (§2.0); the first round has not moved anybody before the first seat acts
    expect(inTc.every((u) => u.at === Siege.SIEGE_BOARD.tc)).toBe(true);
    expect([...rules.available, ...inTc.map((u) => u.id)].sort()).toEqual([...HEROES, ...HEROIC].sort());
    const st: any = ann.room.state;
    for (const u of inTc) expect(st.units.get(u.id)).toMatchObject({ side: "defenders", seat: u.seat });
    // the room's game is the setup of its seed and options (replayable, DESIGN principle 2)
    expect(inTc.map((u) => u.id).sort()).toEqual(Object.values(gameOf("heroes-room-deal").units).filter((u) => HEROES.includes(u.def) || HEROIC.includes(u.def)).map((u) => u.id).sort());
  });

  test("siege C11 Wright's look at the next Event card goes through the room: acked, logged to both seats with the card, the deck unchanged", async () => {
    const { seed, seat } = peekSeed();
    const { ann, bob, room } = await siegeTwoSeats(t, { seed });
    const rules = room.rules as Siege.SiegeState;
    const c = seat === "seat1" ? ann : bob;
    const other = c === ann ? bob : ann;
    const legal = c.box.last("legal");
    const peek = legal.actions.find((a: any) => a.type === "peek");
    expect(peek).toMatchObject({ type: "peek", unit: "wright" });
    const deck = [...rules.decks.event];
    other.box.mark();
    c.send("act", { id: "peek-1", action: peek });
    const ack = await c.box.next("ack", (m) => m.id === "peek-1");
    expect(ack.seq).toBe(legal.seq + 1);
    for (const x of [c, other]) {
      const m = await x.box.next("events", (e) => e.events.some((ev: any) => ev.type === "peek"));
      expect(m.events.find((ev: any) => ev.type === "peek")).toMatchObject({ unit: "wright", card: deck[0], rule: "siege C11" });
    }
    expect(rules.decks.event).toEqual(deck);
  });
});

describe("sync of an S3 hero's effect", () => {
  test("siege §3.3 a Civilians unit with Hauser's +2 shows its Strength with the bonus on both sides", () => {
    const st = new SiegeRoomState();
    for (const x of siege.lobby.seats) st.seats.set(x.id, Object.assign(new Seat(), { id: x.id, role: x.role }));
    const room = siege.lobby.parseOptions({ deck: "short", heroes: "basic" });
    siegeGame.syncBoard(st, room);
    const s = siege.setup(siege.lobby.optionsFor(room, SEATS), "sync-hauser");
    const civ = Object.values(s.units).find((u) => u.def.startsWith("civ") && u.at === Siege.SIEGE_BOARD.tc)!;
    siegeGame.syncState(st, s, siege.seats(s));
    const before = [st.units.get(civ.id)!.strength, st.units.get(civ.id)!.otherStrength];
    expect(before[0]).toBeGreaterThan(before[1]!);
    civ.bonus = 2;
    siegeGame.syncState(st, s, siege.seats(s));
    expect([st.units.get(civ.id)!.strength, st.units.get(civ.id)!.otherStrength]).toEqual([before[0]! + 2, before[1]! + 2]);
  });
});
