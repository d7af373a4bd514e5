import { createRandom, drawInt } from "../../src/core/rng";
import { house } from "../../src/house";
import type { HouseState } from "../../src/house/types";
import { ACTIVATING_COMMANDS } from "../../src/house/zombie/commands";

// The list the client warns by against what the rules do, over random games with every
// expansion on: a zombie command of another zombie while one is active with actions left ends that
// activation (house G4, H-B5) exactly when its type is listed; a pack attack (G5) ends nothing.
describe("house G4 the commands that activate their zombie", () => {
  test("house G4 another zombie's command ends the active one's activation exactly for the listed types", () => {
    const seen = new Map<string, { ended: number; kept: number }>();
    for (let g = 0; g < 40; g++) {
      const s = house.setup(house.lobby.optionsFor(house.lobby.parseOptions({ crawlers: true, characters: "deal" }), ["zombie", "human1", "human2"]), `zc-${g}`) as HouseState;
      const rnd = createRandom(`zcb-${g}`);
      for (let n = 0; n < 3000 && !house.result(s); n++) {
        const seat = house.seats(s).find((x) => x.active)?.seat;
        if (!seat) break;
        const legal = house.legalActions(s, seat);
        if (!legal.length) break;
        const a = legal[drawInt(rnd, 0, legal.length - 1)]! as { type: string; zombie?: unknown };
        const t = s.zombieTurn;
        const other = s.phase === "zombie" && !!t.active && t.actionsLeft > 0 && typeof a.zombie === "string" && a.zombie !== t.active && !(a.type === "zAttack" && t.pack);
        const ev = house.apply(s, seat, a as never);
        if (!other) continue;
        const row = seen.get(a.type) ?? { ended: 0, kept: 0 };
        if (ev.some((e) => e.type === "zombieActivationEnd")) row.ended++;
        else row.kept++;
        seen.set(a.type, row);
      }
    }
    for (const type of ACTIVATING_COMMANDS) if (seen.has(type)) expect([type, seen.get(type)!.kept]).toEqual([type, 0]);
    for (const [type, row] of seen) if (!ACTIVATING_COMMANDS.has(type)) expect([type, row.ended]).toEqual([type, 0]);
    expect(seen.get("zMove")?.ended ?? 0).toBeGreaterThan(0);
  });
});
