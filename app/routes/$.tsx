import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";
import { serverT } from "~/models/language.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

/** Any path no other route claims: log it and answer the 404 page with status 404, in the reader's words. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  console.warn(`404: ${new URL(request.url).pathname}`);
  const t = await serverT(request, context, "common");
  return json({ meta: { title: t("meta.notFound.title"), description: t("meta.notFound.description") } }, { status: 404 });
}

export function ErrorBoundary() {
  return <NotFound />;
}

export default function CatchAll() {
  return <NotFound />;
}
