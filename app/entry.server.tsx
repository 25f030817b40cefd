/**
 * Remix's document render (its default node entry), plus the Content-Security-Policy: each render
 * has its own nonce, given to the inline scripts Remix writes and named in the policy header.
 * Setting the header here, on the response that carries the nonce, keeps the two together
 * through the anonymous page cache (server/page-cache.ts keeps headers with the body). The other
 * headers every page and its data get are decided in app/utils/page-headers.server.ts.
 */
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nextOptions, namespacesOf } from "~/i18n/config";
import { languageOf } from "~/models/language.server";
import { resourcesFor } from "~/i18n/messages.server";
import { contentSecurityPolicy } from "~/utils/content-security.server";
import { dataHeaders, pageHeaders } from "~/utils/page-headers.server";
import { NonceProvider } from "~/utils/nonce";

const ABORT_DELAY = 5_000;

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  dataHeaders(request, response.headers);
  return response;
}

/**
 * An i18next for this page: the reader's language (app/models/language.server.ts) and the namespaces of
 * the routes it draws, nothing else, so that what the page sends the browser is only those.
 */
async function pageI18n(request: Request, remixContext: EntryContext, loadContext: AppLoadContext) {
  const language = await languageOf(request, loadContext);
  const namespaces = namespacesOf(
    remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]?.handle),
  );
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ ...i18nextOptions, lng: language, ns: namespaces, resources: resourcesFor(language, namespaces) });
  return i18n;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = randomBytes(16).toString("base64");
  pageHeaders(request, remixContext, responseHeaders);
  const i18n = await pageI18n(request, remixContext, loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      // Done in time: no abort to wait for (its timer would keep the whole render alive 5 s).
      clearTimeout(abortTimer);
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider nonce={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        // Every page is sent once it is rendered in full, never as a shell with parts to come:
        // no loader defers data, and lazily loaded components (app/utils/lazy.tsx) must be in the
        // HTML itself for browsers without JavaScript, which cannot run React's reveal scripts.
        onAllReady: ready,
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by Remix; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}
