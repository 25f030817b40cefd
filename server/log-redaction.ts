/**
 * A failed query's error (drizzle's DrizzleQueryError) carries the query's parameters in its
 * message and its `params`: a child's answer, an e-mail address, a token's hash; the database's
 * error under it may quote a value in its `detail`. Every line the process logs (ours, Remix's,
 * the process guard's) goes through `console`, so that is the one place they are taken out: the
 * query's text, the database's code and message stay, the values never reach a log.
 */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (value: unknown): value is QueryError =>
  value instanceof Error &&
  typeof (value as Partial<QueryError>).query === "string" &&
  Array.isArray((value as Partial<QueryError>).params);

/** `value` as it may be logged: a failed query without its parameters, anything else as it is. */
export function withoutQueryParameters(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, "");
  if (!isQueryError(value)) {
    // An error that wraps a failed query (a transaction's, a caller's) shows it as its cause.
    if (value instanceof Error && isQueryError(value.cause)) {
      const copy = new Error(value.message, { cause: withoutQueryParameters(value.cause) });
      copy.name = value.name;
      copy.stack = value.stack;
      return copy;
    }
    return value;
  }
  const cause = value.cause as { code?: unknown; message?: unknown } | undefined;
  const said = cause ? `\n${[cause.code, cause.message].filter((part) => typeof part === "string").join(": ")}` : "";
  const safe = new Error(`Failed query: ${value.query}${said}`);
  safe.name = "DrizzleQueryError";
  const frames = (value.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join("\n");
  return safe;
}

/** Makes every console method log failed queries without their parameters. */
export function redactQueryParameters() {
  for (const method of ["error", "warn", "log", "info"] as const) {
    const write = console[method].bind(console);
    console[method] = (...args: unknown[]) => write(...args.map(withoutQueryParameters));
  }
}
