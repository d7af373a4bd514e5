import { createRandom } from "../../src/core/rng";
import { greedyBot } from "../../src/siege";
import { actionPhase, unit, zed } from "./kit";

/* The greedy defender and the S3 heroes' actions (siege §3.3): it uses the free ones and judges the rest. */

describe("siege §3.3 the greedy bot with S3 heroes", () => {
  test("siege §3.3 it takes WZED's free Action for a Civilians unit before spending an Action", () => {
    const s = actionPhase(["seat1"], 1);
    unit(s, "wzed", "TC", "seat1");
    unit(s, "civ7", "TC", "seat1");
    expect(greedyBot(s, "seat1", createRandom("b1"))).toEqual({ type: "broadcast", unit: "wzed", target: "civ7" });
  });

  test("siege §3.3 it trades Bauer's 2 Supplies for 1 Ammo only when Ammo runs low and Supplies do not", () => {
    const s = actionPhase(["seat1"], 0);
    s.actionPhase.playerAction.seat1 = false;
    unit(s, "bauer", "TC", "seat1");
    [s.supplies, s.ammo] = [8, 1];
    expect(greedyBot(s, "seat1", createRandom("b2"))).toEqual({ type: "convert", unit: "bauer" });
    [s.supplies, s.ammo] = [3, 1];
    expect(greedyBot(s, "seat1", createRandom("b2"))).toEqual({ type: "done" });
  });

  test("siege §3.3 it turns the Firefighters' hoses on Zeds next to TC that the dice can move", () => {
    const s = actionPhase(["seat1"], 0);
    unit(s, "firefighters", "TC", "seat1");
    const z = zed(s, "5/3", "forest:0"); // hoses: 30/36 to drive it off; an attack (Even after their +1) wins 21/36
    s.ammo = 0;
    expect(greedyBot(s, "seat1", createRandom("b3"))).toMatchObject({ type: "hoses", unit: "firefighters", target: z.id });
  });
});
