// An operator starts several instances, or a script beside the server: the database is never
// migrated twice at once, and an embedded database is never opened by two processes.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { freePort, startApp, startExpectingFailure } from "../support/running-app";

describe("processes sharing a database", () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    "two servers starting at once on a fresh PostgreSQL both come up",
    { timeout: 120_000 },
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `cp_start_${randomBytes(6).toString("hex")}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const apps = await Promise.all([startApp({ DATABASE_URL: url.toString() }), startApp({ DATABASE_URL: url.toString() })]);
        for (const app of apps) expect((await fetch(`${app.origin}/games`)).status).toBe(200);
        await Promise.all(apps.map((app) => app.stop()));
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );

  it("a second process on the same DATA_DIR is refused with a message, and the first keeps serving", { timeout: 120_000 }, async () => {
    const app = await startApp();
    try {
      for (const script of ["build/server.js", "build/seed.js", "build/migrate.js"]) {
        // A port nobody holds: the next one up may be another test's app, and a taken port is refused first.
        const { code, output } = await startExpectingFailure({ DATA_DIR: app.dataDir, PORT: String(await freePort()) }, script);
        expect(code, script).toBe(1);
        expect(output.trim(), script).toBe(
          `DATA_DIR ${app.dataDir} is in use by another CleverPlay process (a running server, db:migrate or db:seed): stop it first.`,
        );
      }
      expect((await fetch(`${app.origin}/games`)).status).toBe(200);
    } finally {
      await app.stop();
    }
    // Once it has stopped, the folder is free again.
    const again = await startApp({ DATA_DIR: app.dataDir });
    expect((await fetch(`${again.origin}/games`)).status).toBe(200);
    await again.stop();
  });

  it(
    "a server killed with kill -9 is replaced at once by its restart, which holds the folder as firmly",
    { timeout: 120_000 },
    async () => {
      const app = await startApp();
      const exited = new Promise((resolve) => app.process.once("exit", resolve));
      app.process.kill("SIGKILL");
      await exited;
      // As a supervisor restarts it: at once, on the same folder, no retries.
      const again = await startApp({ DATA_DIR: app.dataDir });
      try {
        expect((await fetch(`${again.origin}/games`)).status).toBe(200);
        const { code, output } = await startExpectingFailure({ DATA_DIR: app.dataDir, PORT: String(await freePort()) });
        expect(code).toBe(1);
        expect(output).toMatch(/is in use by another CleverPlay process/);
        expect((await fetch(`${again.origin}/games`)).status).toBe(200);
      } finally {
        await again.stop();
      }
    },
  );
});
