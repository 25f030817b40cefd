import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy.server";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.string().url("must be a URL, for example http://localhost:3000").optional());

const timeZone = z
  .string()
  .trim()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "must be an IANA time zone such as UTC or Europe/Paris");

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .transform((value) => (value === "" ? undefined : value === "true" || value === "1"))
  .optional();

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "24h", "30m", "7d", "90s"; "off" (or 0) turns the thing off: null. */
const duration = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(off|0|\d+[smhd])$/, 'must be a number with s, m, h or d (such as 24h), or "off"')
  .transform((value) =>
    value === "off" || value === "0" ? null : Number(value.slice(0, -1)) * UNIT_MS[value.at(-1) as keyof typeof UNIT_MS],
  );

/** Every setting the app reads, with its default. `.env.example` lists the same names. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public address of the site, used in e-mailed and shared links; see app/utils/url.server.ts. */
  APP_URL: optionalUrl,
  /**
   * Without APP_URL: the host names (with the port when not 80/443) a request may name for its
   * links to use, e.g. "play.school.example,cleverplay.local:3000". Any other Host gets links to
   * the server's own address.
   */
  ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where backups go: default DATA_DIR/backups (server/backup/files.ts). */
  BACKUP_DIR: optionalText,
  /** How often the server writes a backup ("24h"; "off": never). */
  BACKUP_EVERY: duration.default("24h"),
  /** Backups kept in BACKUP_DIR; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  APP_TIME_ZONE: timeZone.default("UTC"),
  /** Signs cookies; when unset a random secret is kept in DATA_DIR so restarts keep sessions. */
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** Secure cookies; default: on when NODE_ENV is production and the request came over https. */
  COOKIE_SECURE: booleanFlag,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("CleverPlay <no-reply@cleverplay.app>"),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Only for tests against a local OAuth2 server; Google's endpoints otherwise. */
  GOOGLE_AUTHORIZATION_URL: optionalUrl,
  GOOGLE_TOKEN_URL: optionalUrl,
  GOOGLE_USERINFO_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Only for tests against a local Stripe fake, e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: optionalUrl,
  /**
   * Proxies whose X-Forwarded-For is believed: unset or false, none (the socket's address is the
   * client's); a number of hops; or a comma list of addresses, CIDRs, loopback/linklocal/uniquelocal.
   */
  TRUST_PROXY: optionalText.refine(
    (value) => {
      try {
        parseTrustProxy(value);
        return true;
      } catch {
        return false;
      }
    },
    { message: "must be false, a number of proxies, or a comma-separated list of addresses or CIDR ranges" },
  ),
  LOG_REQUESTS: booleanFlag,
  /** Opens /metrics (Prometheus) to requests with `Authorization: Bearer <token>`; unset: no /metrics. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /**
   * How long a page request may hold its turn before it gives it back (server/turns.ts): "1s".
   * A test of requests that give their turn back themselves sets it long, so none is freed by the clock.
   */
  PAGE_TURN_LEASE: duration.default("1s").pipe(z.number({ invalid_type_error: 'must be a number with s, m or h (such as 1s), not "off"' })),
  /** Length of a two-player race: the spec's 60 s. Only the end-to-end tests shorten it. */
  RACE_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and checks the environment; a bad value names the variable and why. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (PORT=) means "use the default", as in .env.example.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}`);
}

export class EnvError extends Error {
  name = "EnvError";
}

/** For entry points: the checked environment, or a clear message and exit code 1. */
export function loadEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
