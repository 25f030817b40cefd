/**
 * `npm run lint` (and `npm test`): the recommended rules of ESLint, typescript-eslint, React,
 * its hooks and jsx-a11y. Formatting is Prettier's business, not ESLint's.
 */
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports point one way (docs/decisions/import-layers.md): each layer, top to bottom, may import
 * the layers below it and never one above. Layers on one line sit side by side and import none of
 * each other. Inside one layer the files may import each other; circles are the next block's.
 */
const LAYERS = [
  ["entry"],
  ["route"],
  ["root"],
  ["component"],
  ["model"],
  ["content", "economy", "load-context"],
  ["i18n"],
  ["util"],
  ["game"],
  ["comfort-settings"],
  ["db"],
  ["env", "schema"],
];
const below = (category) => LAYERS.slice(LAYERS.findIndex((layer) => layer.includes(category)) + 1).flat();
// Each layer's files, from the project's root. A file takes the first category whose pattern fits.
const LAYER_FILES = {
  entry: ["app/entry.server.tsx", "app/entry.client.tsx"],
  route: ["app/routes/**"],
  root: ["app/root.tsx"],
  component: ["app/components/**"],
  model: ["app/models/**"],
  content: ["app/content/**"],
  economy: ["app/economy.ts"],
  "load-context": ["app/load-context.ts"],
  // The languages, their message files and the browser's translation runtime (docs/decisions/i18n.md).
  i18n: ["app/i18n/**", "app/locales/**"],
  util: ["app/utils/**"],
  game: ["app/games/**"],
  "comfort-settings": ["app/comfort-settings.ts"],
  db: ["app/db.server.ts", "app/data-dir-lock.server.ts", "app/owner-only-files.server.ts"],
  env: ["app/env.server.ts", "app/trust-proxy.server.ts"],
  schema: ["drizzle/**"],
  // Beside the app: the custom server takes the app's build-side modules (models and below), and
  // the app never imports it. The bench and the scripts stand on top; tests take anything.
  server: ["server/**"],
  tool: ["bench/**", "scripts/**"],
  test: ["tests/**"],
  // The stylesheet the root route links: any layer may name it.
  asset: ["app/**/*.css"],
  // A new file of app/ that is in no layer yet: nothing may import it until it is given one above.
  unplaced: ["app/**"],
};
const to = (categories) => ({ to: { file: { categories } } });
const importLayers = {
  files: ["**/*.{ts,tsx,js,mjs,mts}"],
  plugins: { boundaries },
  settings: {
    "import/resolver": { typescript: { project: "./tsconfig.json" } },
    // Re-exports and import() count as imports too, not only `import` statements.
    "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
    "boundaries/files-single-match": true,
    "boundaries/files": Object.entries(LAYER_FILES).map(([category, pattern]) => ({ category, pattern })),
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        checkUnknownLocals: true,
        checkInternals: true,
        message:
          "{{from.file.categories}} may not import {{to.file.categories}}: an import runs up the layers (docs/decisions/import-layers.md)",
        policies: [
          ...LAYERS.flat().map((category) => ({ from: { file: { categories: category } }, allow: to([category, ...below(category)]) })),
          { from: { file: { categories: "server" } }, allow: to(["server", "model", ...below("model")]) },
          { from: { file: { categories: ["tool", "test"] } }, allow: to("*") },
          { allow: to("asset") },
        ],
      },
    ],
  },
};

// No files import each other in a circle, whatever their layers (docs/decisions/import-layers.md).
const noCircles = {
  files: ["**/*.{ts,tsx}"],
  plugins: { "import-x": importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
  },
  // A package cannot import us back: the rule need not read node_modules.
  rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: ["build/", "data/", ".e2e-*/", ".ci/", "test-results/", "playwright-report/", "bench/results/", "bench/tmp/", "tests/lint/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importLayers,
  noCircles,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...jsxA11y.configs.recommended.rules,
      // The forms kit's <Label> (app/components/forms/) is checked where it is used, as <label> was.
      "jsx-a11y/label-has-associated-control": ["error", { labelComponents: ["Label"] }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Types say what props are; prop-types would say it twice.
      "react/prop-types": "off",
      // A name that starts with _ is left out on purpose (a rest's dropped field, an unused argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Every form's submit is the kit's SubmitButton (docs/decisions/forms-kit.md): it shows that the
    // form is on its way and is not sent twice. A <button> says what it is: one without a type is a
    // submit too.
    files: ["app/**/*.tsx"],
    ignores: ["app/components/forms/SubmitButton.tsx"],
    rules: {
      "react/button-has-type": ["error", { submit: false, reset: false }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='input'] > JSXAttribute[name.name='type'][value.value='submit']",
          message: "A form's submit is the forms kit's SubmitButton (docs/decisions/forms-kit.md).",
        },
      ],
    },
  },
  {
    // Rooms a newcomer can read at one sitting (docs/decisions/eslint.md): lines counted as `wc -l`
    // counts them, blank and comment lines too. Content (word lists, trivia, question banks, blog
    // posts) is data in a file of its own and may run longer; the schema is outside app/ and server/.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: [
      "app/games/words/level-*.ts",
      "app/games/*.bank.ts",
      "app/games/blitz/word-lists.ts",
      "app/games/blitz/trivia.ts",
      "app/games/blitz/word-lists-es.ts",
      "app/content/**",
    ],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A route holds a loader, an action and a view; the rest lives in models and components.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A model's or the server's function does one job.
    files: ["app/models/**/*.ts", "server/**/*.ts"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    // A CommonJS file imports with require(). None is left: the compiler patches were the last (React as shipped).
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright's hooks and tests take their fixtures by destructuring, `({}, testInfo)` when none.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
);
