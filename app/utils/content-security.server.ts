/**
 * The site's Content-Security-Policy, in one place: documents get it with their render's nonce
 * (app/entry.server.tsx), every other response without one (server/security-headers.ts).
 *
 * - Scripts only from this origin, and inline ones (Remix's context and module loader) only
 *   with the nonce of the render that wrote them: injected markup can run nothing.
 * - Inline styles stay allowed: server-rendered `style` attributes (avatar sizes) must apply
 *   with JavaScript off, and styles cannot run code.
 * - Images from any https origin: avatars may be Google's or a player's own https URL.
 * - No framing at all (frame-ancestors), no plugins, no <base> tricks.
 * form-action is left out on purpose: the purchase and Google sign-in forms post here and are
 * redirected to Stripe or Google, and browsers apply form-action to that redirect.
 */
export function contentSecurityDirectives(nonce?: string): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

export function contentSecurityPolicy(nonce?: string): string {
  return Object.entries(contentSecurityDirectives(nonce))
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
