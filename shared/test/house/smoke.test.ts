import { applied } from "../../src/core/applied";
import { house } from "../../src/house";

test("house §6 a game can be set up and played through a round", () => {
  let s = house.setup({ humanSeats: ["human1"] }, "seed-1");
  expect(s.phase).toBe("setup-characters");
  expect(house.legalActions(s, "human1").length).toBe(6);
  for (let i = 0; i < 200 && !house.result(s); i++) {
    const seat = house.seats(s).find((x) => x.active)!.seat;
    const legal = house.legalActions(s, seat);
    s = applied(house, s, seat, legal[0]!).state;
  }
  expect(s.round).toBeGreaterThan(1);
});
