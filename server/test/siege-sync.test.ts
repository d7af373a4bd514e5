import { Encoder, Reflection } from "@colyseus/schema";
import { siege, type Siege } from "@zedfall/shared";
import { siegeGame } from "../src/games/siege";
import { Seat } from "../src/schema";
import { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import { rollsBefore, type PlannedRoll } from "@zedfall/shared/siege/actions/needs-before";

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

  test("siege §3.3 Raiders on the map decode as counters of their own side; a hit updates them, and they go when eliminated", () => {
    const { st, s, sync } = schemaFor();
    s.raiders = { "raiders-7": { id: "raiders-7", at: 1, side: "full", hits: 0 } };
    sync();
    const enc = new Encoder(st);
    expect(decoded(enc).units["raiders-7"]).toMatchObject({ kind: "raiders", def: "raiders", side: "raiders", seat: "", space: "forest:6", hits: 0, strength: 6, otherStrength: 3, hitsPerSide: 3, reduced: false });
    s.raiders["raiders-7"] = { id: "raiders-7", at: 1, side: "reduced", hits: 2 };
    sync();
    expect(decoded(enc).units["raiders-7"]).toMatchObject({ hits: 2, strength: 3, otherStrength: 6, reduced: true });
    s.raiders = {};
    sync();
    expect(decoded(enc).units["raiders-7"]).toBeUndefined();
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

  test("Rumors and Rails: trains with line, side, space and passengers; rumor tokens without a face-down identity; Secure rumors, Place markers, items and the Amulet's offers; each change a small patch", () => {
    const { st, s, sync } = schemaFor();
    // a client that decodes the whole state once, then every patch
    const enc = new Encoder(st);
    const dec = Reflection.decode(Reflection.encode(enc)) as any;
    dec.decode(enc.encodeAll());
    enc.discardChanges();
    const json = () => dec.state.toJSON();
    const patch = (edit: () => void): number => {
      edit();
      sync();
      const bytes = enc.encode();
      enc.discardChanges();
      dec.decode(bytes);
      return bytes.byteLength;
    };
    // setup (S-T1): both trains in TC, Departure side up, nobody aboard; the Mill's 16 rumors in the stack
    expect(json().trains).toEqual({
      "wh-cargo": { id: "wh-cargo", line: "wh-cargo", space: "TC", side: "departure", passengers: [] },
      "express-bv": { id: "express-bv", line: "express-bv", space: "TC", side: "departure", passengers: [] },
    });
    expect(json().mill).toEqual({ on: true, stack: 16, secure: [], places: {} });
    const mill = s.rumors!;
    const [faceDown, revealed] = [mill.stack.pop()!, mill.stack.pop()!];
    const unit = s.units[Object.keys(s.units)[0]!]!;
    // a train runs out with a passenger, then turns
    expect(patch(() => Object.assign(s.trains[0]!, { at: 3, passengers: [unit.id] }))).toBeLessThan(48);
    expect(json().trains["wh-cargo"]).toMatchObject({ space: "forest:4", passengers: [unit.id] });
    expect(patch(() => Object.assign(s.trains[0]!, { side: "arrival", passengers: [] }))).toBeLessThan(48);
    expect(json().trains["wh-cargo"]).toMatchObject({ space: "forest:4", side: "arrival", passengers: [] });
    // two face-down tokens: where they are, never which rumor
    expect(
      patch(() => {
        mill.tokens["r1"] = { rumor: faceDown, at: 5, revealed: false };
        s.spaces[5]!.rumor = "r1";
        mill.tokens["r2"] = { rumor: revealed, at: 12, revealed: false };
        s.spaces[12]!.rumor = "r2";
      }),
    ).toBeLessThan(96);
    expect(JSON.stringify(json())).not.toContain(faceDown);
    expect(JSON.stringify(json())).not.toContain(revealed);
    expect(json().rumors.r2).toEqual({ id: "r2", space: "mountain:3", revealed: false, rumor: "", onMap: true });
    expect(json().mill.stack).toBe(14);
    // one is revealed as the Mill does it (S-R3: the token leaves its space): its identity arrives, the other's does not
    expect(
      patch(() => {
        mill.tokens["r2"]!.revealed = true;
        s.spaces[12]!.rumor = null;
      }),
    ).toBeLessThan(64);
    expect(json().rumors.r2).toEqual({ id: "r2", space: "mountain:3", revealed: true, rumor: revealed, onMap: false });
    expect(JSON.stringify(json())).not.toContain(faceDown);
    // an item on a unit, a Secure rumor, a Place marker
    expect(patch(() => unit.items.push("zeds-siren"))).toBeLessThan(48);
    expect(patch(() => mill.secure.push("police-gun-cabinet"))).toBeLessThan(48);
    // a new marker carries its rumor id twice (the key and its field), written once for the game
    expect(patch(() => (mill.places["secret-air-force-base"] = 6))).toBeLessThan(80);
    expect(json().units[unit.id].items).toEqual(["zeds-siren"]);
    expect(json().mill.secure).toEqual(["police-gun-cabinet"]);
    expect(json().mill.places).toEqual({ "secret-air-force-base": { rumor: "secret-air-force-base", space: "forest:1" } });
    // the Mystic Amulet window: a pending decision with its unit and offers
    const offers = [
      { die: 0, dice: [5, 3], outcome: "hthZedsLose", params: { cell: "2/1*" } },
      { die: 1, dice: [2, 5], outcome: "hthZedsLose", params: { cell: "2/2*" } },
    ];
    patch(() => s.pending.unshift({ kind: "amulet", seats: ["seat1"], mode: "one", passed: [], unit: unit.id, dice: [2, 3], offers, key: "amulet", params: { unit: unit.id, roll: "handToHand" } } as never));
    expect(json().pending[0]).toMatchObject({
      kind: "amulet",
      unit: unit.id,
      dice: [2, 3],
      key: "amulet",
      params: JSON.stringify({ unit: unit.id, roll: "handToHand" }),
      offers: offers.map((o) => ({ ...o, params: JSON.stringify(o.params) })),
    });
    // an unchanged state sends nothing; a destroyed train leaves the map
    sync();
    expect(enc.hasChanges).toBe(false);
    patch(() => s.trains.splice(0, 1));
    expect(Object.keys(json().trains)).toEqual(["express-bv"]);
  });
  test("siege §4 the rolls each action would make, with their needs, are the rules' (rollNeeds by action key, typed fields); an action that rolls has its entry; outside the Action phase there are none", () => {
    const { st, s, sync } = schemaFor();
    for (let n = 0; n < 200 && s.phase !== "action"; n++) {
      const any = siege.seats(s).find((i) => i.active)!.seat;
      siege.apply(s, any, siege.legalActions(s, any)[0]!);
    }
    expect(s.phase).toBe("action");
    sync();
    const enc = new Encoder(st);
    const needs = (): Record<string, { rolls: Record<string, unknown>[] }> => decoded(enc).rollNeeds;
    // each planned roll as its typed fields: the need's own fields, `from` −1 for none
    const typed = (p: PlannedRoll) => {
      const n = p.need as Record<string, unknown>;
      return { purpose: p.purpose, read: n.read, ...(n.column === undefined ? {} : { column: n.column }), ...(n.from === undefined ? {} : { from: n.from ?? -1 }), ...(n.atLeast === undefined ? {} : { atLeast: n.atLeast }), ...(n.shifts === undefined ? {} : { shifts: n.shifts }), ...(n.faces === undefined ? {} : { faces: n.faces }) };
    };
    const want = rollsBefore(s);
    expect(Object.keys(want).length).toBeGreaterThan(0);
    expect(Object.keys(needs()).sort()).toEqual(Object.keys(want).sort());
    for (const [key, rolls] of Object.entries(want)) expect([key, needs()[key]!.rolls]).toMatchObject([key, rolls.map(typed)]);
    // every Forage a seat may choose now says what it needs
    const forages = siege.seats(s).flatMap((i) => siege.legalActions(s, i.seat)).filter((a) => a.type === "forage");
    expect(forages.length).toBeGreaterThan(0);
    for (const a of forages) expect(needs()[`forage:${String(a.unit)}`]!.rolls).toMatchObject([{ purpose: "forage", read: "forage", column: expect.stringMatching(/^(town|farm|mine|named)$/) }]);
    s.phase = "housekeeping";
    sync();
    expect(needs()).toEqual({});
  });
});
