/**
 * A page's data as its JavaScript asks for it (Remix's single fetch, vite.config.mts): one request
 * to `/path.data` (the home page's is `/_root.data`) answered in turbo-stream, read here as
 * Remix's browser code reads it.
 */
import { decode } from "turbo-stream";

/** The address of the data of the page at `path` (its query kept). */
export function dataPath(path: string): string {
  const url = new URL(path, "http://site");
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url.pathname + url.search;
}

/** A refusal as the page receives it (a thrown Response: its status and data). */
export interface RouteErrorData {
  status: number;
  statusText: string;
  data: unknown;
}

/**
 * The decoded answer: for a page's loaders `{ [routeId]: { data } | { error } }`, for an action
 * `{ data } | { error }`, for a redirect `{ redirect, status }`.
 */
export async function readData(response: Response): Promise<Record<string, unknown>> {
  if (!response.body) throw new Error(`no data in a ${response.status} answer`);
  const decoded = await decode(response.body, {
    plugins: [
      (type: string, ...rest: unknown[]) => {
        if (type === "ErrorResponse") {
          const [data, status, statusText] = rest as [unknown, number, string];
          const value: RouteErrorData = { data, status, statusText };
          return { value };
        }
        if (type === "SanitizedError") return { value: new Error(String(rest[1])) };
        if (type === "SingleFetchRedirect") return { value: rest[0] };
        return undefined;
      },
    ],
  });
  await decoded.done;
  return decoded.value as Record<string, unknown>;
}
