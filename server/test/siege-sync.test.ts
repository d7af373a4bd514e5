import { Encoder, Reflection } from "@colyseus/schema";
import { siege, type Siege } from "@zedfall/shared";
import { siegeGame } from "../src/games/siege";
import { Seat } from "../src/schema";
import { SiegeRoomState } from "../src/schema/siege/state";

/*
 * The Siege sync without a server (DESIGN "Schema"): the view goes into typed fields, a sync of an
 * unchanged state sends nothing, and one Move sends only the fields it touched.
 */

/** A fresh Siege schema with its seats and board, and a sync like the room's. */
function schemaFor(seats: Siege.SiegeSeatId[] = ["seat1", "seat2"]) {
  const st = new SiegeRoomState();
  for (const s of siege.lobby.seats) st.seats.set(s.id, Object.assign(new Seat(), { id: s.id, role: s.role }));
  const room = siege.lobby.parseOptions({ deck: "short" });
  siegeGame.syncBoard(st, room);
  const s = siege.setup(siege.lobby.optionsFor(room, seats), "sync-seed");
  const sync = () => {
    siegeGame.syncState(st, s, siege.seats(s));
    for (const seat of seats) siegeGame.syncPrivate(st, s, seat);
  };
  sync();
  return { st, s, sync };
}

/** What a client decodes of the whole schema (as on join). */
function decoded(enc: Encoder): any {
  const dec = Reflection.decode(Reflection.encode(enc)) as any;
  dec.decode(enc.encodeAll());
  return dec.state.toJSON();
}

describe("sync of a Siege game into its schema", () => {
  test("the board, the counters, the tracks and the Event card decode as typed fields from the view", () => {
    const { st, s } = schemaFor();
    const json = decoded(new Encoder(st));
    expect(json.board.spaces).toHaveLength(38);
    expect(json.board.spaces.find((q: any) => q.id === "suburbs:1")).toMatchObject({ name: "Suspension Bridge", kind: "named", line: "express-bv" });
    expect(Object.keys(json.units).sort()).toEqual([...Object.keys(s.units), ...Object.keys(s.zeds)].sort());
    for (const z of Object.values(s.zeds)) expect(json.units[z.id]).toMatchObject({ side: "zeds", hits: z.hits, reduced: z.side === "reduced", hitsPerSide: z.kind === "spreader" ? 2 : 3 });
    expect(json.tracks).toEqual({ supplies: s.supplies, ammo: s.ammo, infection: s.infection, actions: s.actionTrack, chaosPool: s.chaosPool });
    expect(json.event.id).toBe(s.decks.current);
    expect(json.decks).toMatchObject({ event: s.decks.event.length, fate: s.decks.fate.length, reserve: s.reserve.length, bag: s.bag.length });
    expect(Object.keys(json.turns).sort()).toEqual(["seat1", "seat2"]);
    // typed fields only: no JSON written into a string field
    const strings: string[] = [];
    const walk = (v: unknown) => (typeof v === "string" ? strings.push(v) : v && typeof v === "object" ? Object.values(v).forEach(walk) : undefined);
    walk({ ...json, options: undefined });
    expect(strings.filter((x) => /^[[{]/.test(x))).toEqual([]);
  });

  test("a sync of an unchanged state sends nothing; one Move sends only the fields it touched", () => {
    const { st, s, sync } = schemaFor();
    const enc = new Encoder(st);
    enc.encodeAll();
    enc.discardChanges();
    sync();
    expect(enc.hasChanges).toBe(false);
    // play on to the first Move any seat may make, then make it
    for (let n = 0; n < 200; n++) {
      const seat = siege.seats(s).find((i) => i.active && siege.legalActions(s, i.seat).some((a) => a.type === "move"))?.seat;
      if (seat) {
        const move = siege.legalActions(s, seat).find((a) => a.type === "move")!;
        sync();
        enc.encode();
        enc.discardChanges();
        siege.apply(s, seat, move);
        sync();
        const patch = enc.encode();
        expect(patch.byteLength).toBeGreaterThan(0);
        expect(patch.byteLength).toBeLessThan(48);
        return;
      }
      const any = siege.seats(s).find((i) => i.active)!.seat;
      siege.apply(s, any, siege.legalActions(s, any)[0]!);
    }
    throw new Error("no Move in 200 actions");
  });
});
