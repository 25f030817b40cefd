// An operator backs up the embedded database while the site runs: the command asks the server,
// which alone may open the database; scheduled backups appear, old ones go, /metrics tells.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db.server";
import { restoreBackup } from "../../server/backup/restore";
import { signUp, startApp } from "../support/running-app";

const run = promisify(execFile);
const METRICS_TOKEN = "backup-metrics-token-0123456789";

async function metric(origin: string, name: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
}

describe("backups of a running server", () => {
  it(
    "db:backup gets a consistent dump from the server; scheduled ones are pruned and shown on /metrics",
    { timeout: 120_000 },
    async () => {
      const app = await startApp({ BACKUP_EVERY: "1s", BACKUP_KEEP: "2", METRICS_TOKEN });
      try {
        const player = await signUp(app);
        const file = path.join(mkdtempSync(path.join(tmpdir(), "cp-backup-")), "now.sql");
        const { stdout } = await run(process.execPath, ["build/backup.js", file], {
          env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: "" },
        });
        expect(stdout).toMatch(/^Backup written: .*now\.sql \(\d+ bytes\)\.$/m);
        // The server went on serving with its connection as it was (pg_dump's settings undone).
        expect((await fetch(`${app.origin}/games`)).status).toBe(200);
        await signUp(app);

        const restoredDir = mkdtempSync(path.join(tmpdir(), "cp-restored-"));
        await restoreBackup(readFileSync(file, "utf8"), { dataDir: restoredDir });
        const restored = await openDatabase({ dataDir: restoredDir, migrate: false });
        const emails = await restored.db.query.users.findMany({ columns: { email: true } });
        await restored.close();
        expect(emails.map((u) => u.email)).toContain(player.email);

        // Scheduled: one a second here; only the newest two stay.
        const backups = path.join(app.dataDir, "backups");
        const written = () => app.log().match(/backup written: /g)?.length ?? 0;
        await expect.poll(written, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(3);
        expect(readdirSync(backups).filter((name) => name.endsWith(".sql")).length).toBeLessThanOrEqual(2);
        expect(await metric(app.origin, "cleverplay_backup_last_size_bytes")).toBeGreaterThan(10_000);
        expect(Math.abs((await metric(app.origin, "cleverplay_backup_last_time_seconds")) - Date.now() / 1000)).toBeLessThan(600);
      } finally {
        await app.stop();
      }
    },
  );
});
