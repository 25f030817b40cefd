/**
 * What the server refuses before any body is read or any route runs: an address with a NUL, a
 * body larger than its route takes (413, judged by Content-Length, so nothing is read), a body
 * of unknown length (411: browsers always send the length of a form), and a form posted by a
 * page of another origin (403, see same-origin.ts).
 */
import type { IncomingMessage } from "node:http";
import type { TrustProxy } from "../app/trust-proxy.server";
import { ROSTER_FORM_BODY_LIMIT } from "../app/utils/roster-import";
import { SET_FORM_BODY_LIMIT } from "../app/utils/sets";
import { isCrossOriginMutation } from "./same-origin";

/** Forms are a few hundred bytes; 64 KB leaves room for the longest bio ten times over. */
export const FORM_BODY_LIMIT = 64 * 1024;
/**
 * Stripe's events are a few kilobytes; its largest checkout sessions stay far below this. A
 * teacher's set editor posts a CSV file or a hundred quiz rows; a roster import, three files.
 */
const BODY_LIMITS: Array<[path: RegExp, bytes: number]> = [
  [/^\/stripe\/webhook$/, 512 * 1024],
  [/^\/teach\/sets\/[^/]+$/, SET_FORM_BODY_LIMIT],
  [/^\/teach\/classes\/[^/]+\/import$/, ROSTER_FORM_BODY_LIMIT],
];

export function bodyLimitFor(pathname: string): number {
  return BODY_LIMITS.find(([path]) => path.test(pathname))?.[1] ?? FORM_BODY_LIMIT;
}

export interface Refusal {
  status: number;
  message: string;
}

export function refusal(req: IncomingMessage, trustProxy: TrustProxy): Refusal | null {
  const url = req.url ?? "/";
  // A NUL in the address is never legitimate, and PostgreSQL would refuse it in a query.
  if (/%00/.test(url)) return { status: 400, message: "Bad request" };
  if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS") {
    const length = req.headers["content-length"];
    if (length === undefined && req.headers["transfer-encoding"]) {
      return { status: 411, message: "Please send the length of the request body." };
    }
    const pathname = url.split("?")[0];
    if (Number(length ?? 0) > bodyLimitFor(pathname)) {
      return { status: 413, message: "This request is too large." };
    }
  }
  if (isCrossOriginMutation(req, trustProxy)) return { status: 403, message: "Cross-origin form posts are not accepted." };
  return null;
}
