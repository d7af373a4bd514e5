import { meetingRoll, meetShift, meetUnharmed } from "../heroes/alyssa";
import { arrive } from "../heroes/arrival";
import { barricadeSupplies } from "../heroes/bauer";
import { hthDice, hthInfectionBy, hthLoser, keptDice } from "../heroes/combat";
import { courierGuards } from "../heroes/courier";
import { eatBonus } from "../heroes/eat";
import { forageBonusOf, forageSupply } from "../heroes/forage";
import { fireShiftOf, shotAmmo, shotFired, strengthBonus } from "../heroes/gunfire";
import { heroHelloSteps } from "../heroes/hello";
import { cancelRollStep } from "../heroes/on-duty";
import { restoreOrderBy } from "../heroes/restore";
import { santanaCharge } from "../heroes/santana";
import { forageDice, forageRead } from "../heroes/scavenger";
import { stealthRoll } from "../heroes/stealth";
import { retreatRaiders } from "../raiders/combat";
import { raidersMoveWork, raidersGo } from "../raiders/move";
import { hitRaiders, raidersAt, raidersName, raidersStrength, hasRaidersAt } from "../raiders/units";
import { sirenTargets } from "../rumors-and-rails/rumors/items";
import { amuletHolder, amuletWindow, resolveOrAmulet } from "../rumors-and-rails/rumors/amulet";
import { airBaseDue, tallMartDue } from "../rumors-and-rails/rumors/bonuses";
import { forageColumn, placeOf, spaceTerrain, spaceNamed } from "../rumors-and-rails/rumors/named";
import { watchRumors } from "../rumors-and-rails/rumors/reveal";
import { playSecure } from "../rumors-and-rails/rumors/secure";
import { trainOptionOpen } from "../rumors-and-rails/trains";
import { trainName, trainsAt } from "../rumors-and-rails/trains/lines";
import { registerHooks } from "../procedure/hooks";

/**
 * Wires Siege's expansions into the base rules (hooks.ts): hands each expansion's function to the
 * hook the base rules call, in this fixed order. The engine (engine.ts) calls it once as it loads,
 * before any rule runs; it does no I/O and keeps no other state.
 */
export function wireExpansions(): void {
  registerHooks({
    // heroes/alyssa.ts
    meetingRoll,
    meetShift,
    meetUnharmed,
    // heroes/arrival.ts
    arrive,
    // heroes/bauer.ts
    barricadeSupplies,
    // heroes/combat.ts
    hthDice,
    hthInfectionBy,
    hthLoser,
    keptDice,
    // heroes/courier.ts
    courierGuards,
    // heroes/eat.ts
    eatBonus,
    // heroes/forage.ts
    forageBonusOf,
    forageSupply,
    // heroes/gunfire.ts
    fireShiftOf,
    shotAmmo,
    shotFired,
    strengthBonus,
    // heroes/hello.ts
    heroHelloSteps,
    // heroes/on-duty.ts
    cancelRollStep,
    // heroes/restore.ts
    restoreOrderBy,
    // heroes/santana.ts
    santanaCharge,
    // heroes/scavenger.ts
    forageDice,
    forageRead,
    // heroes/stealth.ts
    stealthRoll,
    // raiders/combat.ts
    retreatRaiders,
    // raiders/move.ts
    raidersMoveWork,
    raidersGo,
    // raiders/units.ts
    hitRaiders,
    raidersAt,
    raidersName,
    raidersStrength,
    hasRaidersAt,
    // rumors/items.ts
    sirenTargets,
    // rumors/amulet.ts
    amuletHolder,
    amuletWindow,
    resolveOrAmulet,
    // rumors/bonuses.ts
    airBaseDue,
    tallMartDue,
    // rumors/named.ts
    forageColumn,
    placeOf,
    spaceTerrain,
    spaceNamed,
    // rumors/reveal.ts
    watchRumors,
    // rumors/secure.ts
    playSecure,
    // trains/index.ts
    trainOptionOpen,
    // trains/lines.ts
    trainName,
    trainsAt,
  });
}
