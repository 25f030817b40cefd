/**
 * A backup: one plain SQL file (pg_dump's plain format, rows as INSERTs) that PostgreSQL's own
 * `psql -1 -f FILE` restores, and so does `npm run db:restore` (restore.ts) on either driver.
 * The embedded database is dumped by pglite-tools' pg_dump (PostgreSQL's pg_dump built for
 * PGlite), PostgreSQL by the `pg_dump` installed beside it. See docs/decisions/backups.md.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { protocol, type PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import type { DatabaseHandle } from "../../app/db.server";

/**
 * No owners or grants (the restoring role owns what it creates, on any server), and rows as
 * multi-row INSERTs rather than COPY blocks, which only psql can feed.
 */
const DUMP_ARGS = ["--no-owner", "--no-privileges", "--rows-per-insert=500"];

/** A backup that could not be made or read: its message says why, for the operator. */
export class BackupError extends Error {
  name = "BackupError";
}

/** The database as one sealed SQL text (see `seal`). */
export async function dumpDatabase(source: DatabaseHandle["source"]): Promise<string> {
  return seal(source.driver === "pglite" ? await dumpPglite(source.client) : await dumpPostgres(source.url));
}

/**
 * pg_dump runs on the app's own connection (PGlite has one), synchronously: nothing else runs
 * in the process while it reads, so its snapshot is the database between two transactions.
 * It starts while PGlite's transaction lock is held, so no transaction of the app is open in
 * it; the lock is taken here rather than by pgDump's own queries, which would wait for it, so
 * they go straight to the connection. pg_dump leaves its read-only transaction open (it expects
 * its connection to close) and its settings (an empty search_path among them) on the shared
 * connection: both are undone before the app's next query.
 */
async function dumpPglite(client: PGlite): Promise<string> {
  const [{ search_path: searchPath }] = (await client.query<{ search_path: string }>("show search_path")).rows;
  return client._runExclusiveTransaction(async () => {
    const direct = (sql: string) => client.execProtocol(protocol.serialize.query(sql));
    const connection = {
      query: async () => ({ rows: [{ search_path: searchPath }] }),
      exec: direct,
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    };
    try {
      const file = await pgDump({ pg: connection as unknown as PGlite, args: DUMP_ARGS });
      return await file.text();
    } finally {
      await direct("ROLLBACK");
      await direct(`RESET ALL; DEALLOCATE ALL; SET search_path = ${searchPath}`);
    }
  });
}

const run = promisify(execFile);

async function dumpPostgres(url: string): Promise<string> {
  const pgDumpPath = findPgDump();
  if (!pgDumpPath) {
    throw new BackupError(
      "pg_dump is not installed here: install PostgreSQL's client (Debian: apt-get install postgresql-client), or run pg_dump where the database is (docs/operations.md#backups).",
    );
  }
  // The password goes in the environment, not the command line that `ps` shows.
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  try {
    const { stdout } = await run(pgDumpPath, [...DUMP_ARGS, "--dbname", address.toString()], {
      env: { ...process.env, PGPASSWORD: password },
      maxBuffer: 4 * 1024 ** 3,
      encoding: "utf8",
    });
    return stdout;
  } catch (error) {
    throw new BackupError(`pg_dump failed: ${String((error as { stderr?: string }).stderr || error).trim()}`);
  }
}

/** pg_dump on the PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function findPgDump(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "pg_dump"))) return path.join(dir, "pg_dump");
  }
  const debian = "/usr/lib/postgresql";
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian)
    .filter((version) => existsSync(path.join(debian, version, "bin/pg_dump")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(debian, versions[0], "bin/pg_dump");
}

const SEAL = /^-- CleverPlay backup, sha256 ([0-9a-f]{64}) of what follows\n/;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The dump as a file: a first comment line carrying the checksum of the rest, so a damaged or
 * cut file is refused before anything is changed (psql reads the line as a comment). Settings
 * PostgreSQL 15 does not know (PGlite is a newer PostgreSQL) are left out.
 */
export function seal(dump: string): string {
  const body = dump.replace(/^SET transaction_timeout = 0;\n/m, "");
  return `-- CleverPlay backup, sha256 ${sha256(body)} of what follows\n${body}`;
}

/**
 * The SQL of a backup file, checked: a sealed file must match its checksum, and any dump must be
 * complete (pg_dump's last line) and hold no COPY block (only psql can feed those).
 */
export function unseal(file: string): string {
  const sealed = SEAL.exec(file);
  const body = sealed ? file.slice(sealed[0].length) : file;
  if (sealed && sha256(body) !== sealed[1]) {
    throw new BackupError("the backup is damaged: its checksum does not match its contents (cut short or changed since it was written).");
  }
  if (!/^-- PostgreSQL database dump\n/m.test(body)) throw new BackupError("this is not a pg_dump SQL file.");
  if (!/^-- PostgreSQL database dump complete\n/m.test(body)) {
    throw new BackupError("the backup is incomplete: pg_dump's closing line is missing (the file was cut short).");
  }
  if (/^COPY .* FROM stdin;$/m.test(body)) {
    throw new BackupError("the dump holds COPY blocks: make it with `npm run db:backup` or `pg_dump --inserts`, or restore it with psql.");
  }
  // psql's \restrict guard lines (pg_dump 15.14 and later) are for psql alone.
  return body.replace(/^\\(?:un)?restrict\b.*\n/gm, "");
}
