import { createRandom } from "../../src/core/rng";
import { spaceIndex } from "../../src/siege/board";
import { SIEGE_BOTS } from "../../src/siege";
import type { SiegeState } from "../../src/siege/state/game";
import type { SiegeSeatId } from "../../src/siege/state/options";
import { actionPhase, blank, run, unit, zed } from "./kit";

const at = (id: string) => spaceIndex(id);

/** What the greedy bot plays for `seat` now. */
const play = (s: SiegeState, seat: SiegeSeatId = "seat1") => SIEGE_BOTS.greedy(s, seat, createRandom("bot-raiders")) as unknown as Record<string, unknown>;

/** Enters the 4R phase of a Raiders Appear! round (4R 1) and runs it up to a decision. */
function fourR(s: SiegeState): void {
  s.decks.current = "raiders-appear";
  s.phase = "4r";
  s.work.push({ t: "enter", phase: "4r" });
  run(s);
}

describe("siege greedy bot: the Raiders' and the Marines' choices", () => {
  test("siege Q5 the bot splits the Raiders' loot to keep the smaller track as high as it can (Supplies 5, Ammo 4, loss 6 → 3 + 3)", () => {
    const s = blank(["seat1"]);
    s.supplies = 5;
    s.ammo = 4;
    s.raiders["raiders-1"] = { id: "raiders-1", at: at("forest:0"), side: "full", hits: 0 };
    fourR(s);
    expect(s.pending[0]).toMatchObject({ purpose: "raidersLoot" });
    expect(play(s)).toEqual({ type: "choose", option: "3+3" });
  });

  test("siege §2.2 the bot steps the Marines off their Start, then toward the strongest Zeds in front of them", () => {
    const s = blank(["seat1"]);
    unit(s, "marines", "forest:7", "seat1");
    fourR(s);
    expect(s.pending[0]).toMatchObject({ purpose: "rangersMove", options: ["stay", "forest:6"] });
    expect(play(s)).toEqual({ type: "choose", option: "forest:6" });
    const t = blank(["seat1"]);
    unit(t, "marines", "forest:3", "seat1");
    zed(t, "5/3", "forest:5");
    fourR(t);
    expect(t.pending[0]).toMatchObject({ purpose: "rangersMove", options: ["stay", "forest:4", "forest:2"] });
    expect(play(t)).toEqual({ type: "choose", option: "forest:4" });
  });

  test("siege §2.6 the bot scores a Move into Raiders as an attack, and shoots Raiders next to Town Center", () => {
    const s = actionPhase(["seat1"]);
    s.raiders["raiders-1"] = { id: "raiders-1", at: at("forest:0"), side: "reduced", hits: 2 };
    unit(s, "furies", "TC", "seat1");
    const a = play(s);
    expect(["move", "fire"]).toContain(a.type);
    expect(a.type === "move" ? a.to : a.target).toBe(a.type === "move" ? at("forest:0") : "raiders-1");
  });
});
