import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts", "tests/http/**/*.test.ts"],
    // The migrations, once for the whole run on each driver (tests/support/migrated-once.ts).
    globalSetup: ["tests/support/migrated-once.ts"],
    // Two test files at once even on 2 cores (vitest's default there is one): much of a file's
    // time is spent waiting on PostgreSQL, a server process or a timer, not on this process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs its files one after another in one module graph: the app is imported once per
    // worker, not once per file (docs/decisions/suite-speed-sixth-pass.md). No test file changes
    // the environment or a module's state another reads; the one vi.mock (daily-top) wraps the
    // real function, and vitest mocks per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
