/**
 * `npm run lint` keeps imports pointing one way (docs/decisions/import-layers.md): the fixtures in
 * tests/lint/ are linted with the project's own eslint.config.js, as a contributor's change would be.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The fixtures are left out of `npm run lint` (a circle in the tree would fail it): lint them anyway.
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rules that fired on a fixture linted as if it stood at `asPath`. */
async function lintAs(fixture: string, asPath: string) {
  const code = await readFile(`${root}tests/lint/${fixture}`, "utf8");
  const [result] = await eslint.lintText(code, { filePath: `${root}${asPath}` });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

describe("imports point one way", () => {
  it("refuses a model that imports a route, naming the layers and the decision", async () => {
    const messages = await lintAs("model-imports-route.ts", "app/models/lint-fixture.server.ts");
    expect(messages).toEqual([
      {
        ruleId: "boundaries/dependencies",
        message: "model may not import route: an import runs up the layers (docs/decisions/import-layers.md)",
      },
    ]);
  });

  it("lets a model import a helper below it", async () => {
    expect(await lintAs("model-imports-util.ts", "app/models/lint-fixture.server.ts")).toEqual([]);
  });

  it("refuses two files that import each other", async () => {
    const results = await eslint.lintFiles(["tests/lint/circle-one.ts", "tests/lint/circle-two.ts"]);
    const rules = results.map((result) => result.messages.map((message) => message.ruleId));
    expect(rules).toEqual([["import-x/no-cycle"], ["import-x/no-cycle"]]);
  });
});
