import type { ColyseusTestServer } from "@colyseus/testing";
import { siege, type Siege } from "@zedfall/shared";
import { siegeGame } from "../src/games/siege";
import { Seat } from "../src/schema";
import { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import { SIEGE_BOARD as B } from "@zedfall/shared/siege/board";
import { bootServer, driveUntil, siegeTwoSeats, until, type Conn } from "./helpers";

/*
 * The S4 heroes through a real Siege room (siege §3.3): the Mayor's once-per-game rally is a legal
 * action of his seat over the protocol, its free Actions reach that seat's legal list, and a
 * second call is refused with ILLEGAL_ACTION and the rule's reason.
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

const actions = (c: Conn): any[] => c.box.last("legal")?.actions ?? [];
const rally = (c: Conn) => actions(c).find((a) => a.type === "townRally");

describe("the S4 heroes in a Siege room", () => {
  test("siege §3.3 the Mayor's rally over the protocol: every unit in Town Center gets a free Action, once per game", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t, { heroes: "basic" });
    const rules = () => room.rules as Siege.SiegeState;
    // the deal (G30): the Mayor is seat2's, in Town Center with the Basic four, the Furies and a Civilians unit
    expect(rules().units.hernandez).toMatchObject({ seat: "seat2", at: rules().units.piazza!.at });
    const fresh = () => bob.box.last("legal")?.seq === room.record.log.length && ann.box.last("legal")?.seq === room.record.log.length;
    await driveUntil([ann, bob], () => fresh() && rally(bob) !== undefined, 200);
    expect(rally(bob)).toEqual({ type: "townRally", unit: "hernandez" });
    expect(actions(ann).some((a) => a.type === "townRally")).toBe(false);
    const seq = room.record.log.length;
    bob.send("act", { id: "rally", action: { type: "townRally", unit: "hernandez" } });
    const ack = await bob.box.next("ack", (m) => m.id === "rally");
    expect(ack.seq).toBe(seq + 1);
    const events = await bob.box.next("events", (m) => m.seq === ack.seq);
    const line = events.events.find((e: any) => e.type === "townRally");
    const town = new Set([B.tc, ...B.tracks.map((tr) => B.trackSpaces[tr][0]!)]);
    const inTown = Object.values(rules().units)
      .filter((u) => town.has(u.at) && !u.coma && u.def !== "villagers")
      .map((u) => u.id)
      .sort();
    expect(inTown.length).toBeGreaterThan(1);
    expect(line).toMatchObject({ unit: "hernandez", rule: "siege §3.3" });
    expect([...line.units].sort()).toEqual(inTown);
    // each unit in town holds one free Action more than before (Schmidt may have spent his own already)
    const free = rules().actionPhase.free;
    expect(Object.fromEntries(Object.entries(free).filter(([, n]) => n > 0))).toEqual(Object.fromEntries(inTown.map((id) => [id, 1])));
    // the free Actions are in each owner's legal list, paid "free"
    await until(() => bob.box.last("legal").seq === ack.seq && ann.box.last("legal").seq === ack.seq, 3000, "both legal lists after the rally");
    const paidFree = new Set([...actions(ann), ...actions(bob)].filter((a) => a.pay === "free").map((a) => a.unit));
    const acting = inTown.filter((id) => !rules().actionPhase.done.includes(rules().units[id]!.seat!));
    expect(acting).toContain("hunt");
    expect(acting.filter((id) => !paidFree.has(id))).toEqual([]);
    expect(rally(bob)).toBeUndefined();
    bob.send("act", { id: "again", action: { type: "townRally", unit: "hernandez" } });
    const r = await bob.box.next("rejected", (m) => m.id === "again");
    expect(r).toEqual({ id: "again", code: "ILLEGAL_ACTION", key: "siege.rallyUsed", params: {} });
  });
});

describe("the S4 heroes in the Siege schema", () => {
  test("siege §3.3 §1.4 Kingman's Bastion and Minefield on one space are both defenses of that space, the Minefield with its next Strength", () => {
    const st = new SiegeRoomState();
    for (const x of siege.lobby.seats) st.seats.set(x.id, Object.assign(new Seat(), { id: x.id, role: x.role }));
    const room = siege.lobby.parseOptions({ deck: "short" });
    siegeGame.syncBoard(st, room);
    const s = siege.setup(siege.lobby.optionsFor(room, ["seat1"]), "heroes-sync");
    const i = B.trackSpaces.forest[2]!;
    s.spaces[i]!.barricade = "bastion";
    s.heroes = { used: ["bastion:kingman", "minefield:kingman"], minefields: { [String(i)]: 7 }, stealth: {} };
    siegeGame.syncState(st, s, siege.seats(s));
    expect([...st.defenses.values()].map((d) => ({ space: d.space, kind: d.kind })).sort((a, b) => (a.kind < b.kind ? -1 : 1))).toEqual([
      { space: "forest:2", kind: "bastion" },
      { space: "forest:2", kind: "minefield-7" },
    ]);
    s.heroes.minefields = { [String(i)]: 4 };
    siegeGame.syncState(st, s, siege.seats(s));
    expect(st.defenses.get("forest:2#minefield")?.kind).toBe("minefield-4");
    s.heroes.minefields = {};
    siegeGame.syncState(st, s, siege.seats(s));
    expect([...st.defenses.keys()]).toEqual(["forest:2"]);
  });
});
