import { gunfireColumn } from "../combat/tables";

/** The Gunfire columns' names (§4.3): Strength 1 … 7+. */
export const GUNFIRE_COLUMNS = ["1", "2", "3", "4", "5", "6", "7+"] as const;

export { gunfireColumn };
