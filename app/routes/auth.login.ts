import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectKeepingQuery } from "~/utils/redirect.server";

/** Links point to /auth/login too: it is /login, query kept. */
export const loader = ({ request }: LoaderFunctionArgs) => redirectKeepingQuery(request, "/login");
