import { checkGame } from "./property-kit";

test("house engine property: greedy bots play whole default games to a result", () => {
  for (let i = 0; i < 20; i++) checkGame({ humanSeats: ["human1", "human2"] }, `greedy-${i}`, "greedy");
});
