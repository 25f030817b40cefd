/**
 * React DOM hydrates the server's HTML, as Remix ships its default client entry (StrictMode
 * included: it checks components for impure renders in development and costs nothing in production).
 * react-i18next is given the page's messages first (app/i18n/messages-in-page.tsx), so the first
 * render is in the page's language, as the server drew it.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { lazyMessages } from "~/i18n/lazy-messages";
import { pageI18n } from "~/i18n/page-i18n";

const i18n = pageI18n(window.__i18n.language, window.__i18n.resources, lazyMessages);

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
