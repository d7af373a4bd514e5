import { house } from "@zedfall/shared";
import { houseAdapter } from "../src/games/house";
import { GameState, Seat } from "../src/schema";

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
});
