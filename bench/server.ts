/**
 * Builds the app and runs it as a child process, as production does (`node build/server.js`, or
 * `node --import tsx server/index.ts` for a build made before the server was bundled), from a
 * copy of the build; also the realtime benchmarks' bare servers (./bare-relay-server.ts, ./bare-room-server.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const KEEP_LINES = 200;

/** `npm run build`; its output is shown only when it fails. */
export async function runBuild(root: string): Promise<void> {
  const child = spawn("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`npm run build failed (${signal ?? `exit ${code}`}):\n${output.trim()}`);
}

/**
 * A copy of what the server reads from its working directory (build/, public/, drizzle/ and
 * package.json, node_modules linked) in a new temporary directory. The working tree is shared:
 * someone's `npm run build` or `npm run dev` replaces build/ mid-run, and the measured pages
 * would then load without their scripts (404s) and look fast. The caller deletes the directory.
 */
export function snapshotApp(root: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cleverplay-bench-app-"));
  for (const entry of ["build", "public", "drizzle", "package.json"]) {
    if (existsSync(path.join(root, entry))) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, "close");
  return port;
}

export interface AppServerOptions {
  root: string;
  /** The server's working directory (build/, public/, drizzle/): a snapshotApp copy; root when unset. */
  appDir?: string;
  port: number;
  /** Always set: the PGlite database (without databaseUrl) and the session secret live there. */
  dataDir: string;
  databaseUrl?: string;
  startTimeoutMs: number;
  /** Echo the server's output to stderr as it comes. */
  verbose: boolean;
}

export class AppServer {
  private child?: ChildProcess;
  private exited?: Promise<void>;
  private lines: string[] = [];

  constructor(private readonly options: AppServerOptions) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** The server process's id (for its CPU time), while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The server's last lines of output, for error messages. */
  recentOutput(): string {
    return this.lines.join("\n");
  }

  /** Spawns the server and resolves once GET /healthz answers 200. */
  async start(): Promise<void> {
    if (this.running) throw new Error("the server is already running");
    const { root, port, dataDir, databaseUrl } = this.options;
    const env: NodeJS.ProcessEnv = { ...process.env };
    // Nothing of the caller's own configuration may leak into the measured server.
    for (const name of ["DATABASE_URL", "DATA_DIR", "PORT", "HOST", "NODE_ENV", "LOG_REQUESTS"]) delete env[name];
    Object.assign(env, {
      NODE_ENV: "production",
      LOG_REQUESTS: "false",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });

    const cwd = this.options.appDir ?? root;
    const args = existsSync(path.join(cwd, "build/server.js"))
      ? ["build/server.js"]
      : ["--import", "tsx", path.join(root, "server/index.ts")];
    // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in
    // Chrome's DevTools), to see where a load's time goes. NODE_OPTIONS may not carry --cpu-prof.
    const profileDir = process.env.BENCH_CPU_PROFILE?.trim();
    if (profileDir) args.unshift("--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`);
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    this.exited = once(child, "exit").then(() => undefined);
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (!line.trim()) continue;
        this.lines.push(line);
        if (this.options.verbose) process.stderr.write(`[server] ${line}\n`);
      }
      if (this.lines.length > KEEP_LINES) this.lines.splice(0, this.lines.length - KEEP_LINES);
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);

    const deadline = Date.now() + this.options.startTimeoutMs;
    let lastProblem = "no answer yet";
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`the server exited during start-up (${describeExit(child)}). Its output:\n${this.recentOutput()}`);
      }
      try {
        const response = await fetch(`${this.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) return;
        lastProblem = `/healthz answered ${response.status}`;
      } catch (error) {
        lastProblem = (error as Error).cause ? String((error as Error).cause) : String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await this.stop();
    throw new Error(
      `the server did not answer /healthz with 200 within ${this.options.startTimeoutMs / 1000} s ` +
        `(last: ${lastProblem}). Its output:\n${this.recentOutput()}`,
    );
  }

  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. Safe to call twice. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.child && this.running) await terminate(this.child, this.exited!, graceMs, "the server");
  }

  /** Last resort from a synchronous 'exit' handler. */
  killNow(): void {
    if (this.running) this.child!.kill("SIGTERM");
  }
}

/**
 * Runs `work` (one measurement) with `server` up: a server found stopped is started again first,
 * and a measurement during which it stopped is taken again, once, each time said in `warn`. The
 * machine is shared: a server has been seen to get a SIGTERM from outside the bench mid-run, and
 * a figure taken while it was down is not one. Its database and session secret stay in its
 * DATA_DIR, so the signed-in player's cookie still opens its pages after a restart.
 */
export function guardFor(server: AppServer, name: string, warn: (message: string) => void) {
  const lastLine = () => server.recentOutput().split("\n").at(-1) ?? "";
  return async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    if (!server.running) {
      warn(`${name} had stopped before ${what} (its last line: "${lastLine()}"); started again`);
      await server.start();
    }
    for (let attempt = 1; ; attempt++) {
      const result = await work();
      if (server.running) return result;
      if (attempt === 2) throw new Error(`${name} stopped twice while ${what}. Its output:\n${server.recentOutput()}`);
      warn(`${name} stopped while ${what} (its last line: "${lastLine()}"); started again and measured again`);
      await server.start();
    }
  };
}

export type Guard = ReturnType<typeof guardFor>;

export interface BareRelay {
  /** ws://127.0.0.1:PORT */
  url: string;
  stop(): Promise<void>;
}

/**
 * A bare server in its own process (./bare-relay-server.ts by default, or ./bare-room-server.ts
 * with its arguments), once it listens.
 */
export async function startBareRelay(
  root: string,
  startTimeoutMs: number,
  script = "bench/bare-relay-server.ts",
  args: string[] = [],
): Promise<BareRelay> {
  // stdin stays open: the relay exits when it closes, so it cannot outlive the bench.
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const exited = once(child, "exit").then(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) await terminate(child, exited, 5_000, "the bare relay server");
  };
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the bare relay server did not start within ${startTimeoutMs / 1000} s`)),
        startTimeoutMs,
      );
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /\{"port":(\d+)\}/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once("exit", () => {
        clearTimeout(timer);
        reject(new Error(`the bare relay server exited (${describeExit(child)}): ${output.trim()}`));
      });
    });
    return { url: `ws://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
async function terminate(child: ChildProcess, exited: Promise<void>, graceMs: number, name: string): Promise<void> {
  child.kill("SIGTERM");
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs).unref());
  if ((await Promise.race([exited, timer])) === "timeout") {
    console.error(`bench: ${name} ignored SIGTERM for ${graceMs / 1000} s; sending SIGKILL`);
    child.kill("SIGKILL");
    await exited;
  }
}

function describeExit(child: ChildProcess): string {
  return child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`;
}
