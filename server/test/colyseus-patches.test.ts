import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHECKED_VERSIONS } from "../src/colyseus/checked";

/**
 * The patches of Colyseus' internals (server/src/colyseus) reach into private fields, protected
 * methods and the matchmaker controller: each was checked against one version of the packages.
 * An upgrade of Colyseus fails here until every patch is re-checked against the new version's
 * source and CHECKED_VERSIONS is updated.
 */

const SERVER = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The version of `name` the server runs with: the package.json of the node_modules/`name` node
 * finds first from server/ upwards (the packages' exports do not expose their package.json).
 */
function installed(name: string): string {
  for (let dir = SERVER; ; dir = dirname(dir)) {
    const file = join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}

test("the patches name @colyseus/core among the packages they were checked against", () => {
  expect(Object.keys(CHECKED_VERSIONS)).toContain("@colyseus/core");
});

test.each(Object.entries(CHECKED_VERSIONS))("the installed %s is the version the Colyseus patches were checked against (%s)", (name, checked) => {
  const version = installed(name);
  if (version !== checked)
    throw new Error(
      `${name} is ${version}, but the patches of server/src/colyseus were checked against ${checked}: re-check each patch there against ${name} ${version}'s source (the private fields, protected methods and controller methods it names), then update server/src/colyseus/checked.ts`,
    );
  expect(version).toBe(checked);
});
