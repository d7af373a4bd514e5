import fc from "fast-check";
import { checkGame, optionsArb } from "./property-kit";

test("house engine property: 2,000 bot-vs-bot games from random seeds end with a result; every acting seat has a legal action; replay gives the same state; bent actions change nothing", () => {
  fc.assert(
    fc.property(optionsArb, fc.string({ minLength: 1, maxLength: 12 }), (options, seed) => checkGame(options, seed, "random")),
    { numRuns: 2000, seed: 20261130 },
  );
});
