import { Encoder, Reflection, StateView } from "@colyseus/schema";
import { house } from "@zedfall/shared";
import type { HouseState } from "@zedfall/shared/house/types";
import { houseGame } from "../src/games/house";
import { Seat } from "../src/schema";
import { HouseRoomState, SpaceBarricade, SpaceUnit } from "@zedfall/shared/protocol/schema";

/** The schema the sync writes, checked without a server. */
function schemaFor(options = {}) {
  const st = new HouseRoomState();
  for (const s of house.lobby.seats) {
    const seat = new Seat();
    seat.id = s.id;
    seat.role = s.role;
    st.seats.set(s.id, seat);
  }
  const o = house.lobby.parseOptions(options);
  houseGame.syncBoard(st, o);
  const setup = (seats: string[], seed: string) => house.setup(house.lobby.optionsFor(o, seats), seed);
  const sync = (s: HouseState) => {
    houseGame.syncState(st, s, house.seats(s));
    for (const seat of ["zombie", ...s.options.humanSeats]) houseGame.syncPrivate(st, s, seat);
  };
  return { st, setup, sync };
}

const encoders = new WeakMap<HouseRoomState, Encoder>();

/** What a client whose StateView holds `parts` decodes (a full sync, as on join; one encoder per state, as in a room). */
function decoded(st: HouseRoomState, parts: string[]): any {
  let enc = encoders.get(st);
  if (!enc) encoders.set(st, (enc = new Encoder(st)));
  const view = new StateView();
  for (const p of parts) view.add(houseGame.privatePart(st, p)!);
  const it = { offset: 0 };
  enc.encodeAll(it);
  const bytes = enc.encodeAllView(view, it.offset, it);
  const dec = Reflection.decode(Reflection.encode(enc)) as any;
  dec.decode(bytes);
  return dec.state.toJSON();
}

describe("sync of the House board and state into the schema", () => {
  test("the board: every square, doors and windows by name, walls, room labels on floor squares, search squares", () => {
    const { st } = schemaFor();
    const b = st.board;
    expect(b.width * b.height + b.cellarWidth * b.cellarHeight).toBeGreaterThanOrEqual(b.squares.length);
    expect(b.squares.filter((q) => q.z === 0).length).toBe(20 * 16);
    const d1 = b.edges.find((e) => e.name === "D1")!;
    expect([d1.type, d1.ax, d1.ay, d1.bx, d1.by]).toEqual(["door", 3, 7, 4, 7]);
    expect(b.edges.find((e) => e.name === "W1")!.type).toBe("window");
    expect(b.edges.filter((e) => e.type === "wall").length).toBeGreaterThan(40);
    const living = b.rooms.find((r) => r.id === "living")!;
    const sq = b.squares.find((q) => q.x === living.x && q.y === living.y && q.z === 0)!;
    expect([sq.room, sq.terrain]).toEqual(["living", "floor"]);
    expect(b.searchSquares.get("S1")!.name).toBe("bookshelf");
  });

  test("DoR 5: the state from the rule state's public fields; the hand only in the Zombie seat's private part, which only its holder decodes", () => {
    const { st, setup, sync } = schemaFor({ characters: "deal" });
    const s = setup(["zombie", "human1", "human2"], "sync-seed");
    sync(s);
    expect([...st.units.keys()].sort()).toEqual(Object.keys(s.humans).sort());
    expect(st.units.get(Object.keys(s.humans)[0]!)!.placed).toBe(false);
    expect(st.decks.zombieHand).toBe(4);
    expect(st.secrets.get("zombie")!.hand!.toArray()).toEqual(s.zombieHand);
    expect(st.acting.toArray()).toEqual(["human1"]);
    const humanState = decoded(st, ["human1"]);
    const human = JSON.stringify(humanState);
    const zombie = decoded(st, ["zombie"]);
    for (const card of s.zombieHand) expect(human).not.toContain(`"${card}"`);
    expect(Object.keys(humanState.secrets)).toEqual(["human1"]);
    expect(humanState.secrets.human1).toEqual({ seat: "human1", pending: [] });
    expect(zombie.secrets.zombie.hand).toEqual(s.zombieHand);
    expect(Object.keys(zombie.secrets)).toEqual(["zombie"]);
    // nothing is a JSON string any more: no `turn`, no `log`
    expect(human).not.toMatch(/"turn"|"log"/);
  });

  test("house §16, §17, DoR 3: crawlers with their climb mark, the baby token and its carrier, the barricaded cellar door; the grab answer only for the Zombie seat", () => {
    const { st, setup, sync } = schemaFor({ characters: "deal", crawlers: true, baby: "search" });
    const s: HouseState = JSON.parse(JSON.stringify(setup(["zombie", "human1"], "sync-exp")));
    const [first, second] = Object.keys(s.humans) as (keyof HouseState["humans"])[];
    s.phase = "human";
    s.humans[first!]!.pos = { x: 5, y: 5, z: 0 };
    s.humans[second!]!.pos = { x: 0, y: 4, z: 1 };
    s.zombies = { z7: { id: "z7", kind: "crawler", pos: { x: 3, y: 5, z: 0 }, counted: false, climbing: "3,5|4,5", noActions: false } };
    s.cellar = { revealed: true, door: "S2" };
    s.barricades = ["link"];
    s.baby = { pos: { x: 6, y: 5, z: 0 }, carrier: null };
    s.grabAnswer = "ask";
    sync(s);
    const c = st.units.get("z7")!;
    expect([c.kind, c.climbing, c.x, c.y, c.z]).toEqual(["crawler", "3,5|4,5", 3, 5, 0]);
    expect([st.baby.where, st.baby.x, st.baby.y, st.baby.z, st.baby.carrier]).toEqual(["board", 6, 5, 0, ""]);
    const bar = st.barricades.get("link")!;
    // the cellar link's barricade runs from the cellar-door square (S2, the TV stand) to the top stair
    expect([st.board.cellarRevealed, st.board.cellarDoor]).toEqual([true, "9,6"]);
    expect([bar.ax, bar.ay, bar.z, bar.bx, bar.by]).toEqual([9, 6, 0, 0, 0]);
    expect(st.decks.barricadesLeft).toBe(14);
    // carried: the token leaves the board and the carrier's unit says so
    s.baby = { pos: null, carrier: first! };
    s.humans[first!]!.carriesBaby = true;
    sync(s);
    expect([st.baby.where, st.baby.carrier]).toEqual(["carried", first]);
    expect(st.units.get(first!)!.carriesBaby).toBe(true);
    // the standing answer is private to the Zombie seat
    expect(st.secrets.get("zombie")!.grabAnswer).toBe("ask");
    expect(JSON.stringify(decoded(st, ["human1"]))).not.toContain("ask");
  });

  test("house §11.4: a Granny pick's cards reach only the deciding seat; the public decision counts them", () => {
    const { st, setup, sync } = schemaFor({ characters: "deal" });
    const s: HouseState = JSON.parse(JSON.stringify(setup(["zombie", "human1", "human2"], "sync-granny")));
    s.pending = [{ kind: "grannyPick", seats: ["human2"], mode: "one", passed: [], figure: "vera", cards: ["chainsaw", "ammo"], searchAt: { x: 1, y: 2, z: 0 } }];
    sync(s);
    const pub = st.pending[0]!;
    expect([pub.kind, pub.figure, pub.cards.length, pub.hidden, pub.hasAt, pub.atX, pub.atY]).toEqual(["grannyPick", "vera", 0, 2, true, 1, 2]);
    expect(st.secrets.get("human2")!.pending![0]!.cards.toArray()).toEqual(["chainsaw", "ammo"]);
    expect(st.secrets.get("human1")!.pending!.length).toBe(0);
    expect(JSON.stringify(decoded(st, ["human1"]))).not.toContain("chainsaw");
    expect(JSON.stringify(decoded(st, ["human2"]))).toContain("chainsaw");
  });
});

describe("the generic space shapes (for the next game)", () => {
  test("a SpaceUnit and a SpaceBarricade survive an encode → decode round trip", () => {
    const u = new SpaceUnit();
    Object.assign(u, { id: "u1", kind: "militia", side: "defenders", space: "s12", hits: 1, strength: 3, reduced: true });
    const b = new SpaceBarricade();
    Object.assign(b, { space: "s12", count: 2 });
    for (const [obj, want] of [
      [u, { id: "u1", kind: "militia", side: "defenders", space: "s12", hits: 1, strength: 3, reduced: true }],
      [b, { space: "s12", count: 2 }],
    ] as const) {
      const enc = new Encoder(obj);
      const dec = Reflection.decode(Reflection.encode(enc)) as any;
      dec.decode(enc.encodeAll());
      expect(dec.state.toJSON()).toEqual(want);
    }
  });
});
