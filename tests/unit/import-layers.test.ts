/**
 * `npm run lint` keeps imports pointing one way (docs/decisions/import-layers.md) and every form's
 * submit the kit's (docs/decisions/forms-kit.md): the fixtures in tests/lint/ are linted with the
 * project's own eslint.config.js, as a contributor's change would be.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The fixtures are left out of `npm run lint` (a circle in the tree would fail it): lint them anyway.
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rules that fired on a fixture linted as if it stood at `asPath`. */
async function lintAs(fixture: string, asPath: string) {
  const code = await readFile(`${root}tests/lint/${fixture}`, "utf8");
  const [result] = await eslint.lintText(code, { filePath: `${root}${asPath}` });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

// The first lint reads the config, the plugins and the TypeScript project, and the route's imports
// for no-cycle (20-30 s on a busy machine): done in the hook, with the hook's longer limit, not in
// the first test's 30 s.
beforeAll(() => lintAs("model-imports-route.ts", "app/models/lint-fixture.server.ts"));

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

describe("every form uses the kit", () => {
  it("refuses a form whose submit is a bare button: it would not show it is on its way", async () => {
    expect(await lintAs("raw-submit-button.tsx", "app/components/lint-fixture.tsx")).toEqual([
      { ruleId: "react/button-has-type", message: '"submit" is an invalid value for button type attribute' },
    ]);
  });

  it("refuses it on the game stage too, which is a component and may use the kit", async () => {
    const messages = await lintAs("raw-submit-button.tsx", "app/components/stage/lint-fixture.tsx");
    expect(messages.map((message) => message.ruleId)).toEqual(["react/button-has-type"]);
  });

  it("lets the kit's SubmitButton and a plain button that sends nothing through", async () => {
    expect(await lintAs("kit-submit-button.tsx", "app/components/stage/lint-fixture.tsx")).toEqual([]);
  });
});
