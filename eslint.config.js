/**
 * `npm run lint` (and `npm test`): the recommended rules of ESLint, typescript-eslint, React,
 * its hooks and jsx-a11y. Formatting is Prettier's business, not ESLint's.
 */
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "data/", ".e2e-data*/", ".ci/", "test-results/", "playwright-report/", "bench/results/", "bench/tmp/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    // Rooms a newcomer can read at one sitting (docs/decisions/eslint.md): lines counted as `wc -l`
    // counts them, blank and comment lines too. Content (word lists, trivia, question banks, blog
    // posts) is data in a file of its own and may run longer; the schema is outside app/ and server/.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: [
      "app/games/words/level-*.ts",
      "app/games/*.bank.ts",
      "app/games/blitz/word-lists.ts",
      "app/games/blitz/trivia.ts",
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
    // CommonJS on purpose: it patches a CommonJS module of the Remix compiler before it runs.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright's hooks and tests take their fixtures by destructuring, `({}, testInfo)` when none.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
);
