import { redirect } from "@remix-run/node";

/** Redirects to `pathname`, keeping the request's query string (redirectTo, ref, ...). */
export function redirectKeepingQuery(request: Request, pathname: string) {
  return redirect(`${pathname}${new URL(request.url).search}`);
}
