/**
 * The last line of defence: an error that escapes a connection's handlers (a socket reset, a
 * protocol error on a socket nobody listened to) is logged and the process goes on serving
 * everyone else. Any other uncaught error means the process's state is unknown: it exits, and
 * the container's restart policy brings it back.
 */
const CONNECTION_ERRORS =
  /^(WS_ERR_|HPE_|ECONNRESET$|EPIPE$|ECONNABORTED$|ETIMEDOUT$|ERR_STREAM_(PREMATURE_CLOSE|DESTROYED|WRITE_AFTER_END)$)/;

export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && CONNECTION_ERRORS.test(code);
}

export function guardProcess() {
  // The log's own pipe broke (a log collector restarted, `| head`): nothing can be written, and
  // reporting that would write again. Without these listeners each failed write came back as an
  // uncaught EPIPE whose report failed the same way, a loop that kept a core busy for good.
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
  process.on("uncaughtException", (error) => {
    if (isConnectionError(error)) {
      console.error(`connection error (the connection was closed): ${(error as Error).message}`);
      return;
    }
    console.error(error);
    process.exit(1);
  });
  // A promise nobody awaited failed: one operation's error, logged; it must not stop the site.
  process.on("unhandledRejection", (reason) => console.error("unhandled rejection:", reason));
}
