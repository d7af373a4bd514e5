import { applied, house } from "@zedfall/shared";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { HouseState } from "@zedfall/shared/house/types";

/**
 * The cellar e2e game (e2e/cellar/plan.json, replayed by clicks in `npm run e2e`) checked offline:
 * when a rule change breaks it, this says so in seconds. Regenerate it with
 * `node --import tsx e2e/cellar/plan.ts`.
 */
describe("the scripted cellar game of the e2e test", () => {
  test("H-A3 the plan replays to the humans' basement victory, with a crawler grab through the `ask` prompt and a drag (H-A6, H-A7, house DoR 3)", () => {
    const plan = JSON.parse(readFileSync(join(process.cwd(), "e2e", "cellar", "plan.json"), "utf8")) as {
      seed: string;
      options: Record<string, unknown>;
      log: { seat: string; action: { type: string } }[];
    };
    let s: HouseState = house.setup({ ...plan.options, humanSeats: ["human1"] }, plan.seed);
    const types: string[] = [];
    for (const [i, e] of plan.log.entries()) {
      let r;
      try {
        r = applied(house, s, e.seat, e.action as never);
      } catch (err) {
        throw new Error(`step ${i} ${JSON.stringify(e)} is refused now: ${(err as Error).message} — regenerate e2e/cellar/plan.json`);
      }
      s = r.state;
      types.push(...r.events.map((ev) => ev.type));
    }
    expect(s.result).toMatchObject({ winner: "humans", rule: "H-A3" });
    for (const t of ["crawlersInstead", "grabOffered", "crawlerDragged", "cellarRevealed", "zombieKilled"]) expect(types).toContain(t);
    expect(s.barricades).toContain("link");
    expect(plan.log.some((e) => e.seat === "zombie" && e.action.type === "grab")).toBe(true);
  });
});
