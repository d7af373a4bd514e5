import fc from "fast-check";
import { allOnArb, checkGame } from "./property-kit";

test("house engine property, every option on (crawlers, baby, How boring, infection, fall back, tear down, refill, car horror, edge roll): 2,000 bot-vs-bot games end with a result; every acting seat has a legal action; replay gives the same state; bent actions change nothing", () => {
  fc.assert(
    fc.property(allOnArb, fc.string({ minLength: 1, maxLength: 12 }), (options, seed) => checkGame(options, seed, "random")),
    { numRuns: 2000, seed: 20261201 },
  );
});
