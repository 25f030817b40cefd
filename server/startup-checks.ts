/**
 * Settings that can only be checked by trying them, tried before any database work: an operator
 * gets one line naming the setting and the cause instead of a stack after the migrations.
 */
import { createServer } from "node:net";

export class StartupError extends Error {
  name = "StartupError";
}

/** Binds PORT on HOST for a moment, as the server will. */
export function checkListenable(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE")
        reject(new StartupError(`PORT ${port} is already in use on ${host}: stop the other process or set another PORT.`));
      else if (error.code === "EACCES") reject(new StartupError(`PORT ${port} needs privileges on this machine: use a port above 1023.`));
      else
        reject(
          new StartupError(
            `HOST ${host} cannot be listened on (${error.code ?? error.message}): use an address of this machine, such as 0.0.0.0 or 127.0.0.1.`,
          ),
        );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
