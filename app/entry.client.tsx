/**
 * React DOM hydrates the server's HTML, as Remix ships its default client entry (StrictMode
 * included: it checks components for impure renders in development and costs nothing in production).
 * The browser's i18next starts from the page's messages (app/i18n/messages-in-page.tsx) and is
 * ready when init returns, so the first render is in the page's language, as the server drew it.
 */
import { RemixBrowser } from "@remix-run/react";
import { createInstance } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nextOptions } from "~/i18n/config";
import { lazyMessages } from "~/i18n/lazy-messages";

const { language, resources } = window.__i18n;
const i18n = createInstance();
void i18n
  .use(initReactI18next)
  // Namespaces of pages visited later, and of another language, come from the build's message files.
  .use(resourcesToBackend(lazyMessages))
  .init({
    ...i18nextOptions,
    lng: language,
    ns: Object.keys(resources[language] ?? {}),
    // The page's messages are complete (tests/unit/i18n-messages.test.ts holds every language to
    // every key): no other language is fetched to fall back on, as the server's page has none.
    fallbackLng: false,
    resources,
    // Resources given and a backend for the rest: i18next uses both.
    partialBundledLanguages: true,
  });

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
