// An operator's log collector goes away (restarted, or `npm start | head`): the site goes on
// serving and sits idle when nobody asks, instead of spinning on writes to the broken pipe.
import { existsSync, readFileSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { startApp, stillServing, type RunningApp } from "../support/running-app";

let app: RunningApp | undefined;
afterAll(() => app?.stop());

/** CPU time the process has used, in clock ticks (Linux: /proc/PID/stat's utime + stime). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

it.runIf(existsSync("/proc/self/stat"))("keeps serving, and idles, once its log pipe is gone", { timeout: 90_000 }, async () => {
  app = await startApp({ LOG_REQUESTS: "true" });
  const pid = app.process.pid!;
  app.process.stdout!.destroy();
  app.process.stderr!.destroy();
  // Each request writes a log line into the broken pipe.
  for (let i = 0; i < 5; i++) expect(await stillServing(app)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Idle for two seconds: a process looping on failed writes used most of a core (200 ticks).
  const before = cpuTicks(pid);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(cpuTicks(pid) - before).toBeLessThan(40);
  expect(await stillServing(app)).toBe(true);
});
