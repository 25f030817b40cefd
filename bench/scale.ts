/**
 * `npm run bench:scale` — how the request paths and jobs grow with the data (issue 12, "Growth
 * from 1k to 100k users").
 *
 * On BENCH_DATABASE_URL (PostgreSQL; default postgres://cleverplay:cleverplay@127.0.0.1:5432/cp_scale,
 * a scratch database: its schemas public and drizzle are dropped and recreated), migrates with the
 * app's openDatabase, seeds the catalogue (app/models/seed.server.ts), then grows the data in bulk SQL
 * (./scale-seed.ts) to 1k, 10k and 100k users (BENCH_SCALE_SIZES, comma-separated) — at 100k: 1M
 * ledger rows, 500k finished runs, 200k two-player sessions. At each size, after VACUUM ANALYZE,
 * times every path of ./scale-paths.ts: a warm-up round, then the median of BENCH_SCALE_RUNS
 * calls (default 9), each for another sample user (the same users as the warm-up).
 *
 * Targets: at 100k users every path within 2× of its 1k figure (figures below 1 ms count as
 * 1 ms: one round trip's jitter on a shared machine), and /admin/ledger ≤ 500 ms at 1M ledger rows.
 * Reported as PASS/MISS, not enforced; the exit code is 1 only when the harness failed.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { openDatabase } from "../app/db.server";
import { seed } from "../app/models/seed.server";
import { scalePaths } from "./scale-paths";
import { seedUsers } from "./scale-seed";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://cleverplay:cleverplay@127.0.0.1:5432/cp_scale";
const sizes = (process.env.BENCH_SCALE_SIZES ?? "1000,10000,100000").split(",").map(Number);
const runs = Number(process.env.BENCH_SCALE_RUNS ?? 9);
const timeZone = process.env.APP_TIME_ZONE ?? "UTC";
const FLOOR_MS = 1;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const userUuid = (sql: postgres.Sql, n: number) => sql`select md5(${"cp-user-" + n})::uuid as id`.then(([row]) => row.id as string);

async function main() {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  console.log(`scale bench on ${url.replace(/\/\/[^@]*@/, "//…@")}, sizes ${sizes.join(", ")}, ${runs} runs; load average ${load()}`);
  await admin.unsafe("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;");
  const handle = await openDatabase({ url, poolSize: 4 });
  await seed(handle.db);

  const results: Record<string, number[]> = Object.fromEntries(scalePaths.map((p) => [p.name, []]));
  const loads: string[] = [];
  let seeded = 0;
  for (const size of sizes) {
    let started = performance.now();
    await seedUsers(admin, seeded + 1, size, timeZone);
    seeded = size;
    await admin.unsafe("vacuum analyze");
    const [counts] = await admin`select (select count(*) from profiles) as users, (select count(*) from clevercoin_transactions) as ledger,
      (select count(*) from game_runs) as runs, (select count(*) from multiplayer_sessions) as sessions`;
    console.log(
      `\n${size} users: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s — ${counts.users} profiles, ` +
        `${counts.ledger} ledger rows, ${counts.runs} runs, ${counts.sessions} sessions; load average ${load()}`,
    );
    loads.push(load());
    const sample = await Promise.all(
      Array.from({ length: runs }, async (_, j) => {
        const n = Math.max(2, Math.round((size * (j + 0.5)) / runs));
        return { id: await userUuid(admin, n), other: await userUuid(admin, n - 1) };
      }),
    );
    for (const path of scalePaths) {
      // A first round, untimed, for every sample user: caches warm, and what a first call does
      // once (a badge earned, a day's top 10 paid) is done before the timed round.
      for (const user of sample) await path.run(handle.db, user, timeZone);
      const times: number[] = [];
      for (const user of sample) {
        started = performance.now();
        await path.run(handle.db, user, timeZone);
        times.push(performance.now() - started);
      }
      const ms = median(times);
      results[path.name].push(ms);
      console.log(`  ${path.name.padEnd(48)} ${ms.toFixed(2).padStart(9)} ms`);
    }
  }

  const first = 0;
  const last = sizes.length - 1;
  const header = ["path", ...sizes.map((s) => `${s / 1000}k ms`), `${sizes[last] / 1000}k/${sizes[first] / 1000}k`, "target", ""];
  const rows = scalePaths.map((path) => {
    const ms = results[path.name];
    const ratio = Math.max(ms[last], FLOOR_MS) / Math.max(ms[first], FLOOR_MS);
    const target = path.limitMs ? `≤ ${path.limitMs} ms` : "≤ 2×";
    const pass = path.limitMs ? ms[last] <= path.limitMs : ratio <= 2;
    return [path.name, ...ms.map((m) => m.toFixed(1)), `${ratio.toFixed(1)}×`, target, pass ? "PASS" : "MISS"];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(`\n${line(header)}\n|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nload average (1, 5, 15 min) when each size was measured: ${loads.join(" / ")}; at the end: ${load()} (${os.cpus().length} cores)`,
  );
  console.log(`ratios count figures below ${FLOOR_MS} ms as ${FLOOR_MS} ms`);
  await handle.close();
  await admin.end({ timeout: 5 });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
