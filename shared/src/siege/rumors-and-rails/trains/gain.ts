import type { StationId } from "../../board";

/** What each Station pays a train that ends a Departure-side movement there (S-T10): University Infection −4, The Farm +3 Supplies, the Mine +2 Ammo, the Power Plant +2 Event Actions. */
export const STATION_GAIN: Readonly<Record<StationId, number>> = { university: -4, farm: 3, mine: 2, "power-plant": 2 };
