import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * How the server is installed and shipped (docs/self-hosting/install.md): a first start compiles
 * nothing, the image runs the Node major that `engines` names and CI tests, and the image's build
 * context and run stage hold only what the server needs.
 */
const root = join(import.meta.dirname, "..", "..");
const text = (file: string) => readFileSync(join(root, file), "utf8");

describe("packaging", () => {
  test("no production dependency runs an install script, so a first start compiles nothing and needs no compiler", () => {
    const lock = JSON.parse(text("package-lock.json")) as { packages: Record<string, { hasInstallScript?: boolean; dev?: boolean; optional?: boolean }> };
    const building = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript && !p.dev && !p.optional)
      .map(([path]) => path);
    expect(building).toEqual([]);
  });

  test("the image, engines and CI use one Node major", () => {
    const engines = (JSON.parse(text("package.json")) as { engines: { node: string } }).engines.node;
    const wanted = Number(/^>=\s*(\d+)/.exec(engines)?.[1]);
    const images = [...text("Dockerfile").matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(images).toEqual([wanted, wanted]);
    // CI (.ci/run sets CI=true) tests on the Node the image runs
    if (process.env.CI) expect(Number(process.versions.node.split(".")[0])).toBe(wanted);
  });

  test("the image's run stage installs the server's and shared's production dependencies only", () => {
    const run = text("Dockerfile").split(/^FROM /m)[2]!;
    expect(run).toMatch(/npm ci --omit=dev -w @zedfall\/server -w @zedfall\/shared/);
    expect(run).not.toMatch(/COPY --from=build \/app\/node_modules/);
  });

  test(".dockerignore keeps installs, builds, local games, secrets and git out of the build context", () => {
    const ignored = text(".dockerignore").split("\n").filter((l) => l && !l.startsWith("#"));
    for (const p of ["**/node_modules", "**/dist", ".git", ".env", "data", "server/data", "*.sqlite", "e2e"]) expect(ignored).toContain(p);
  });
});
