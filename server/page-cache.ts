/**
 * A 2-second micro-cache of anonymous HTML pages. When a class opens the same link at once
 * (thirty visitors loading /games), the page is rendered once and served from memory to the
 * rest. Only cookie-less GET/HEAD requests are served from it, and only 200 HTML answers that
 * set no cookie and allow caching are kept, so nothing personal is ever cached; two seconds
 * keeps it fresh. A cookie-less page's language comes from Accept-Language (app/models/language.server.ts):
 * pages are kept by address and that header together.
 */
const TTL_MS = 2_000;
const MAX_ENTRIES = 200;

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

type Handler = (request: Request) => Promise<Response>;

/** A page is the same for the same address asked in the same languages. */
const keyOf = (request: Request) => `${request.url}\n${request.headers.get("accept-language") ?? ""}`;

export function withPageCache(handler: Handler): Handler {
  const entries = new Map<string, Entry>();
  // Requests arriving while the page renders wait for that render instead of starting their own.
  const rendering = new Map<string, Promise<Entry | Response>>();

  async function render(request: Request): Promise<Entry | Response> {
    const response = await handler(request);
    const cacheable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(response.headers.get("cache-control") ?? "") &&
      (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (!cacheable) return response;
    const entry = {
      expires: Date.now() + TTL_MS,
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(keyOf(request), entry);
    return entry;
  }

  return async (request) => {
    const anonymous = request.method === "GET" && !request.headers.has("cookie") && !request.headers.has("authorization");
    if (!anonymous) return handler(request);

    const key = keyOf(request);
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return new Response(hit.body, { status: hit.status, headers: hit.headers });

    let pending = rendering.get(key);
    const first = !pending;
    if (!pending) {
      pending = render(request).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const result = await pending;
    if (result instanceof Response) return first ? result : handler(request);
    return new Response(result.body, { status: result.status, headers: result.headers });
  };
}
