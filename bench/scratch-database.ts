/**
 * BENCH_DATABASE_URL names a scratch database: each run starts it empty, as a PGlite run starts in
 * a fresh DATA_DIR, so that two runs in a row measure the same thing (the prepare hooks insert
 * thousands of players with fixed names, and a second run on the first one's rows would fail).
 */
import postgres from "postgres";
import { redactUrl } from "./config";

/** Drops everything the app and the bench made there (its tables live in `public`, its migration log in `drizzle`). */
export async function emptyScratchDatabase(url: string, log: (line: string) => void) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe("drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public");
    log(`emptied the scratch database ${redactUrl(url)}`);
  } finally {
    await admin.end();
  }
}
