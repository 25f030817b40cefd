import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectKeepingQuery } from "~/utils/redirect.server";

/** Links point to /auth/register too: it is /register, query kept. */
export const loader = ({ request }: LoaderFunctionArgs) => redirectKeepingQuery(request, "/register");
