/**
 * The versions of the Colyseus packages the patches of this folder were written for and checked
 * against (each patch reaches into their internals: a private field, a protected method, the
 * matchmaker controller's methods). server/test/colyseus-patches.test.ts fails when an installed
 * version differs: re-check every patch against the new version's source, then update this table.
 */
export const CHECKED_VERSIONS: Record<string, string> = {
  "@colyseus/core": "0.18.17",
  "@colyseus/ws-transport": "0.18.4",
};
