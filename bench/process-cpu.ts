/**
 * CPU time the processes of a run used, from /proc (Linux): what a measured window's work cost in
 * core-milliseconds, which stays comparable between runs on a shared machine where wall-clock
 * latencies do not (a process waiting for a core adds wall time, not CPU time). The server is one
 * process and one thread for JavaScript: at N answers a second it keeps up only while an answer
 * costs it under 1000 / N ms of CPU.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks a second of /proc's times (USER_HZ: 100 on Linux on every architecture Node runs on). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU ms of process `pid`; 0 when it is gone or /proc is not there. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The name, field 2, is in parentheses and may hold spaces: count fields after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU ms of every PostgreSQL process of the machine (its backends, WAL writer, checkpointer…). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of safeList("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += processCpuMs(Number(entry));
    } catch {
      // Ended while being read.
    }
  }
  return total;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export interface CpuUse {
  /** The app server's CPU ms. */
  serverMs: number;
  /** Every PostgreSQL process's (0 on PGlite, which runs inside the server). */
  postgresMs: number;
  /** The bench's own (its clients). */
  benchMs: number;
}

/** Starts counting now; `stop()` gives the CPU ms used since, by the server `serverPid`, PostgreSQL and the bench. */
export function cpuMeter(serverPid: number | undefined): { stop(): CpuUse } {
  const read = (): CpuUse => {
    const bench = process.cpuUsage();
    return {
      serverMs: serverPid ? processCpuMs(serverPid) : 0,
      postgresMs: postgresCpuMs(),
      benchMs: (bench.user + bench.system) / 1000,
    };
  };
  const start = read();
  return {
    stop() {
      const end = read();
      return {
        serverMs: end.serverMs - start.serverMs,
        postgresMs: end.postgresMs - start.postgresMs,
        benchMs: end.benchMs - start.benchMs,
      };
    },
  };
}
