/**
 * vitest's global setup: the migrations run once per `vitest run`, not once per test file on
 * PGlite and once per test on PostgreSQL (together most of the unit run's time). It leaves a
 * migrated PGlite data dir in a file and a migrated PostgreSQL database to copy, and names them
 * to the test processes (tests/support/fresh-database.ts); both are gone at the end.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "~/db.server";
import { migratedPgliteDataDir, postgresUrl } from "./fresh-database";

export default async function migrateOnce() {
  const dir = mkdtempSync(path.join(tmpdir(), "cp-migrated-"));
  const snapshot = path.join(dir, "pglite.tar");
  writeFileSync(snapshot, Buffer.from(await (await migratedPgliteDataDir()).arrayBuffer()));
  process.env.TEST_PGLITE_SNAPSHOT = snapshot;

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = `cp_template_${randomBytes(6).toString("hex")}`;
  const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : undefined;
  if (admin) {
    await admin.unsafe(`create database ${template}`);
    // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
    await (await openDatabase({ url: postgresUrl(template), poolSize: 1 })).close();
    process.env.TEST_DATABASE_TEMPLATE = template;
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin) {
      await admin.unsafe(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}
