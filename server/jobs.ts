/**
 * Housekeeping jobs in the server process. Each job runs on its own interval inside a transaction
 * that first takes a PostgreSQL advisory lock named after the job: with several instances on one
 * database, one of them runs it and the others skip that round. A failing job is logged and tried
 * again next round; it never takes the server down.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Database, type Queryable } from "../app/db.server";

export type Job = { name: string; everyMs: number } & (
  | { unlocked?: false; run(db: Queryable): Promise<unknown> }
  | {
      /**
       * Runs without the lock and its transaction, on every instance: for a job whose every step
       * claims its own rows and that waits on the outside world (sending mail), which must not
       * hold a transaction open meanwhile.
       */
      unlocked: true;
      run(db: Database): Promise<unknown>;
    }
);

export interface JobRunner {
  /** Runs one job now (once, under its lock); false when another instance holds the lock. */
  runNow(name: string): Promise<boolean>;
  stop(): void;
}

/** A stable 32-bit key for the job's advisory lock. */
function lockKey(name: string): number {
  let hash = 0;
  for (const char of `cleverplay:${name}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export interface JobOptions {
  firstRunAfterMs?: number;
  /** Told of every scheduled round: it ran here, another instance held it, or it failed. */
  onRound?: (job: string, outcome: "ran" | "skipped" | "failed") => void;
}

export function startJobs(db: Database, jobs: readonly Job[], { firstRunAfterMs = 5_000, onRound }: JobOptions = {}): JobRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const running = new Set<string>();

  async function runNow(name: string): Promise<boolean> {
    const job = byName.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    if (job.unlocked) {
      await job.run(db);
      return true;
    }
    return db.transaction(async (tx) => {
      const [{ locked }] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${lockKey(name)}) as locked`);
      if (!locked) return false;
      await job.run(tx);
      return true;
    });
  }

  async function tick(job: Job) {
    if (running.has(job.name)) return; // still busy with the previous round
    running.add(job.name);
    try {
      const ran = await runNow(job.name);
      onRound?.(job.name, ran ? "ran" : "skipped");
    } catch (error) {
      onRound?.(job.name, "failed");
      console.error(`job ${job.name} failed; it runs again in ${Math.round(job.everyMs / 1000)} s`, error);
    } finally {
      running.delete(job.name);
    }
  }

  const timers = jobs.flatMap((job) => {
    const first = setTimeout(() => void tick(job), firstRunAfterMs);
    const every = setInterval(() => void tick(job), job.everyMs);
    first.unref();
    every.unref();
    return [first, every];
  });

  return {
    runNow,
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
