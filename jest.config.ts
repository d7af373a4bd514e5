/** @jest-config-loader esbuild-register */
import type { Config } from "jest";

/** One Jest run over the workspaces (STACK.md: ESM mode, ts-jest; the node20 polyfill for Colyseus reconnection). */
const config: Config = {
  testEnvironment: "node",
  roots: ["<rootDir>/shared", "<rootDir>/server", "<rootDir>/client"],
  testMatch: ["**/test/**/*.test.ts"],
  extensionsToTreatAsEsm: [".ts"],
  setupFiles: ["<rootDir>/server/src/node20-polyfill.ts", "<rootDir>/shared/test/setup-rules.ts"],
  transform: { "^.+\\.tsx?$": ["ts-jest", { useESM: true, tsconfig: "<rootDir>/tsconfig.jest.json", diagnostics: false }] },
  testTimeout: 30000,
  maxWorkers: 1,
};
export default config;
