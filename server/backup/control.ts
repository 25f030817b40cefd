/**
 * `npm run db:backup` while the server runs on the embedded database: PGlite belongs to the one
 * process that opened it, so the command asks that process, over a Unix socket in DATA_DIR,
 * and receives the dump. Whoever may open the socket may read DATA_DIR, the database itself,
 * so the folder's permissions are the check (the socket is 0600, the server's user only).
 */
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { BackupError } from "./dump";

export const controlSocketPath = (dataDir: string) => path.resolve(dataDir, "backup.sock");

/** Answers "backup" with "ok" and the dump, or "error <why>". Returns the function that stops it. */
export async function answerBackupRequests(dataDir: string, dump: () => Promise<string>): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  // Left by a process that was killed: the DATA_DIR lock says none runs now.
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.once("data", (request) => {
      if (request.toString().trim() !== "backup") return void socket.end("error unknown request\n");
      dump().then(
        (text) => socket.end(`ok\n${text}`),
        (error: unknown) => {
          console.error("backup asked for by db:backup failed", error);
          socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`);
        },
      );
    });
    socket.on("error", () => socket.destroy());
  });
  try {
    await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socketPath, resolve));
    chmodSync(socketPath, 0o600);
  } catch (error) {
    console.warn(`db:backup cannot reach this server (${socketPath}: ${(error as Error).message}); scheduled backups still run.`);
    return async () => {};
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The running server's dump, or undefined when no server answers on DATA_DIR's socket. */
export async function backupFromRunningServer(dataDir: string): Promise<string | undefined> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath, () => socket.write("backup\n"));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
    socket.on("end", () => {
      const answer = Buffer.concat(chunks).toString("utf8");
      if (answer.startsWith("ok\n")) resolve(answer.slice(3));
      else reject(new BackupError(`the running server could not make the backup: ${answer.replace(/^error /, "").trim() || "no answer"}`));
    });
  });
}
