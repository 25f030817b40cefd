/**
 * Run by `npm run build` after the Remix build: bundles the server (server/index.ts and the app
 * modules it imports) and the database scripts into plain JavaScript in build/, so production
 * runs `node build/server.js` with no TypeScript compiler at run time (tsx would start an esbuild
 * helper and write to /tmp, which fails on a read-only container). Packages stay imports from
 * node_modules.
 */
import { build } from "esbuild";
import { serverBundleOptions } from "./server-bundle";

await build({
  ...serverBundleOptions,
  entryPoints: {
    server: "server/index.ts",
    migrate: "scripts/migrate.ts",
    seed: "scripts/seed.ts",
    backup: "scripts/backup.ts",
    restore: "scripts/restore.ts",
    "move-to-postgres": "scripts/move-to-postgres.ts",
  },
  outdir: "build",
  // The Remix build (build/server/index.js) is loaded at run time by path, not bundled again.
  banner: { js: "// Built by scripts/build-server.ts from server/index.ts: do not edit." },
});
console.log("server bundled: build/server.js and the database scripts build/{migrate,seed,backup,restore,move-to-postgres}.js");
