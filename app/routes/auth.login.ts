import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectKeepingQuery } from "~/utils/redirect.server";
import { LOGIN_PAGE } from "~/utils/login";

/** Links point to /auth/login too: it is /login, query kept. */
export const loader = ({ request }: LoaderFunctionArgs) => redirectKeepingQuery(request, LOGIN_PAGE);
