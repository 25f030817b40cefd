/**
 * `npm run dev`'s process, which scripts/dev.sh runs again on every change of app/, server/ or
 * vite.config.mts: the development build (Remix's Vite compiler), then the server from its
 * TypeScript. One after the other, so the server never starts on a build being written.
 */
import { execFileSync } from "node:child_process";

execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build", "--mode", "development", "--sourcemapClient"], {
  stdio: ["ignore", "ignore", "inherit"],
});
await import("../server/index");
