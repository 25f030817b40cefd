import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "drizzle-orm";

/** 200 while the database answers, 503 when it does not (Docker HEALTHCHECK, load balancers). */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    await context.db.execute(sql`select 1`);
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("healthz: database did not answer", error);
    return new Response("database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
