/**
 * React DOM hydrates the server's HTML, as Remix ships its default client entry (StrictMode
 * included: it checks components for impure renders in development and costs nothing in production).
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
