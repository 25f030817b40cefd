import type { DatabaseHandle } from "~/db.server";
import type { Env } from "~/env.server";

/** What the server hands every loader and action (server/index.ts builds it once). */
export interface CleverPlayContext {
  db: DatabaseHandle["db"];
  database: DatabaseHandle;
  env: Env;
  /** Signs cookies; from SESSION_SECRET or a secret kept in DATA_DIR. */
  sessionSecret: string;
}

declare module "@remix-run/node" {
  interface AppLoadContext extends CleverPlayContext {}
}
