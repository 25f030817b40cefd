import { RouteError } from "./RouteError";

/** The 404 page: any path no route claims, and a route's "not found" the root shows. */
export function NotFound() {
  return <RouteError code="404" title="Oops! Page not found" link={{ to: "/", label: "Return to Home" }} />;
}
