import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta({ title: "Page Not Found", description: "This page does not exist. Find a game to play on CleverPlay." });

/** Any path no other route claims: log it and answer the 404 page with status 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  console.warn(`404: ${new URL(request.url).pathname}`);
  throw new Response("Not Found", { status: 404 });
}

export function ErrorBoundary() {
  return <NotFound />;
}

export default function CatchAll() {
  return <NotFound />;
}
