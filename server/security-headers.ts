/**
 * Security headers, with helmet (the maintained set Express apps use; it runs as plain
 * (req, res, next) middleware, so it needs no framework here).
 *
 * Everything a browser may open as a document (pages, data, SVG, any public file) gets the whole
 * set: nosniff, a referrer policy, no framing, and a strict Content-Security-Policy. Pages replace
 * that policy with their own nonce'd one (app/entry.server.tsx): headers a response sets win over
 * these. HSTS only when the public address is https: on a laptop or a school's plain-http install
 * it would lock browsers out.
 *
 * The fingerprinted scripts and stylesheets under /assets/ are never documents: a browser ignores
 * a CSP, a frame or referrer policy on them, so they carry only what acts on a subresource
 * (nosniff, the resource policy, HSTS). A page loads about ten of them, and pictures: the full set
 * is 0.9 kB a response, and on a school's 400 kbps link the store's dozen pictures alone paid
 * 0.2 s for it. The site's pictures may be opened as documents (an SVG can hold script), so they
 * keep a policy, the shortest that is safe: nothing loads or runs, no one frames them.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { contentSecurityDirectives } from "../app/utils/content-security.server";

export function securityHeaders({ https }: { https: boolean }) {
  const strictTransportSecurity = https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false;
  const forDocuments = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives() },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    strictTransportSecurity,
    // Avatars and share images are plain links to other origins; a COEP would block them.
    crossOriginEmbedderPolicy: false,
  });
  const forSubresources = {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as const;
  const forBuildAssets = helmet(forSubresources);
  const forPictures = helmet({
    ...forSubresources,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { "default-src": ["'none'"], "style-src": ["'unsafe-inline'"], "frame-ancestors": ["'none'"] },
    },
  });
  return (req: IncomingMessage, res: ServerResponse) => {
    const middleware = isBuildAsset(req.url) ? forBuildAssets : isPicture(req.url) ? forPictures : forDocuments;
    middleware(req, res, () => {});
  };
}

/** A picture of the site's own (public/…svg, png, ico…): an image on a page, or opened alone. */
function isPicture(url = "/"): boolean {
  return /^\/[^?#]*\.(svg|png|jpe?g|webp|gif|ico)(\?|$)/i.test(url);
}

/** A script or stylesheet of the build: /assets/…js or …css, nothing else under /assets/. */
function isBuildAsset(url = "/"): boolean {
  return /^\/assets\/[^?#]*\.(js|css)(\?|$)/.test(url);
}
