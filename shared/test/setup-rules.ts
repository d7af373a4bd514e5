/**
 * Jest setup (jest.config.ts setupFiles): turns on the House occupancy self-check before the rules
 * load, so every lookup while an action is carried out is compared with a fresh index and a rule
 * that moves a figure without `figuresMoved` fails the tests (shared/src/house/occupancy.ts).
 */
(globalThis as { zedfallCheckOccupancy?: boolean }).zedfallCheckOccupancy = true;
