import { house } from "@zedfall/shared";
import { houseAdapter } from "../src/games/house";
import { GameState, Seat } from "../src/schema";
import type { HouseState } from "@zedfall/shared/src/house/types";

/** The schema the sync writes, checked without a server. */
function schemaFor(options = {}) {
  const a = houseAdapter("random");
  const st = new GameState();
  for (const s of a.seats) {
    const seat = new Seat();
    seat.id = s.id;
    seat.role = s.role;
    st.seats.set(s.id, seat);
  }
  const o = a.parseOptions(options);
  a.syncBoard(st, o);
  return { a, st, o };
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

  test("the state: units, deck counts, seats and turn from the spectator view; the hand only through privateOf", () => {
    const { a, st, o } = schemaFor({ characters: "deal" });
    const s = a.setup(o, ["zombie", "human1", "human2"], "sync-seed");
    a.syncPublic(st, s, house.seats(s), house.result(s));
    expect([...st.units.keys()].sort()).toEqual(Object.keys(s.humans).sort());
    expect(st.units.get(Object.keys(s.humans)[0]!)!.placed).toBe(false);
    expect(st.decks.get("zombieHand")).toBe(4);
    expect(st.seats.get("zombie")!.handCount).toBe(4);
    expect(st.seats.get("zombie")!.hand.length).toBe(0);
    expect(JSON.stringify(st.toJSON())).not.toContain(`"${s.zombieHand[0]}"`);
    expect(a.privateOf(s, "zombie").hand).toEqual(s.zombieHand);
    expect(a.privateOf(s, "human1").hand).toEqual([]);
    expect(JSON.parse(st.turn).acting).toEqual(["human1"]);
  });

  test("house §16, §17, DoR 3: crawlers with their climb mark, the baby token and its carrier, the barricaded cellar door; the standing grab answer only for the Zombie seat", () => {
    const { a, st, o } = schemaFor({ characters: "deal", crawlers: true, baby: "search" });
    const s: HouseState = JSON.parse(JSON.stringify(a.setup(o, ["zombie", "human1"], "sync-exp")));
    const [first, second] = Object.keys(s.humans) as (keyof HouseState["humans"])[];
    s.phase = "human";
    s.humans[first!]!.pos = { x: 5, y: 5, z: 0 };
    s.humans[second!]!.pos = { x: 0, y: 4, z: 1 };
    s.zombies = { z7: { id: "z7", kind: "crawler", pos: { x: 3, y: 5, z: 0 }, counted: false, climbing: "3,5|4,5", noActions: false } };
    s.cellar = { revealed: true, door: "S2" };
    s.barricades = ["link"];
    s.baby = { pos: { x: 6, y: 5, z: 0 }, carrier: null };
    s.grabAnswer = "ask";
    a.syncPublic(st, s, house.seats(s), null);
    const c = st.units.get("z7")!;
    expect([c.kind, c.climbing, c.x, c.y, c.z]).toEqual(["crawler", "3,5|4,5", 3, 5, 0]);
    expect(JSON.parse(st.turn).baby).toEqual({ pos: { x: 6, y: 5, z: 0 }, carrier: null });
    const bar = st.barricades.get("link")!;
    // the cellar link's barricade runs from the cellar-door square (S2, the TV stand) to the top stair
    expect([st.board.cellarRevealed, st.board.cellarDoor]).toEqual([true, "9,6"]);
    expect([bar.ax, bar.ay, bar.z, bar.bx, bar.by]).toEqual([9, 6, 0, 0, 0]);
    // carried: the token leaves the board and the carrier's unit says so
    s.baby = { pos: null, carrier: first! };
    s.humans[first!]!.carriesBaby = true;
    a.syncPublic(st, s, house.seats(s), null);
    expect(JSON.parse(st.turn).baby).toEqual({ pos: null, carrier: first });
    expect(st.units.get(first!)!.carriesBaby).toBe(true);
    // the standing answer is private to the Zombie seat
    expect(JSON.parse(a.privateOf(s, "zombie").secret).grabAnswer).toBe("ask");
    expect(a.privateOf(s, "human1").secret).not.toContain("ask");
    expect(st.turn).not.toContain("grabAnswer");
  });
});
