// What the image keeps after `npm prune --omit=dev` is enough to run what an operator runs there:
// the server and the database scripts are plain JavaScript that imports production dependencies
// only, and no command of theirs needs tsx (a dev dependency: 11 MB of esbuild left out).
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** What the image runs (Dockerfile, docs/operations.md): `node build/<name>.js`. */
const BUNDLES = ["server", "migrate", "seed", "backup", "restore", "move-to-postgres"];

/** The packages a built file imports (its static and dynamic imports' package names). */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gm),
    ...text.matchAll(/^import\s*"([^"]+)"/gm),
    ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
  ].map((match) => match[1]);
  return [...new Set(specifiers.filter((s) => !s.startsWith(".") && !s.startsWith("/") && !s.startsWith("node:")))]
    .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]))
    .filter((name) => !builtinModules.includes(name));
}

it("the server and the database scripts the image runs import production dependencies only", () => {
  const remixBuild = readdirSync("build/server", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  expect(remixBuild.length).toBeGreaterThan(1);
  for (const file of [...BUNDLES.map((name) => `build/${name}.js`), ...remixBuild.map((file) => `build/server/${file}`)]) {
    const missing = importedPackages(file).filter((name) => !(name in pkg.dependencies));
    expect(missing, file).toEqual([]);
  }
});

it("tsx is a dev dependency, and the commands an operator runs on a pruned install do not call it", () => {
  expect(pkg.dependencies).not.toHaveProperty("tsx");
  expect(pkg.devDependencies).toHaveProperty("tsx");
  for (const script of ["start", "db:backup", "db:restore", "db:move-to-postgres"]) {
    expect(pkg.scripts[script], script).not.toMatch(/\btsx\b/);
    expect(pkg.scripts[script], script).toMatch(/node build\/[\w-]+\.js/);
  }
});
