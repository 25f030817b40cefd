/**
 * Every message file of the repository, for the server: it renders any page in any language. The
 * browser gets only its page's language and namespaces (app/i18n/resources-in-page.tsx).
 */
import { createInstance, type TFunction } from "i18next";
import { DEFAULT_LANGUAGE, i18nextOptions } from "./config";
import { resourcesFrom, type Messages, type Resources } from "./messages";

const files = import.meta.glob<Messages>("../locales/*/*.json", { eager: true, import: "default" });

export const resources: Resources = resourcesFrom(files);

/**
 * The messages of `namespaces` in `language` only: what a page sends the browser. No fallback
 * language goes with them; tests/unit/i18n-messages.test.ts holds every language to every key.
 */
export function resourcesFor(language: string, namespaces: string[]): Resources {
  return {
    [language]: Object.fromEntries(namespaces.filter((ns) => resources[language]?.[ns]).map((ns) => [ns, resources[language][ns]])),
  };
}

/** One i18next for all the server's messages outside a page's render (actions' problems, toasts, loaders' titles). */
const shared = createInstance();
// With the messages given and initImmediate off, init is done when it returns.
void shared.init({ ...i18nextOptions, resources, ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}) });

/** A translation function for `namespace` in `language`. */
export function fixedT(language: string, namespace: string): TFunction {
  return shared.getFixedT(language, namespace);
}

/** The spec's English: the default of model functions whose words a route may ask in the reader's language. */
export const englishT = (namespace: string) => fixedT(DEFAULT_LANGUAGE, namespace);
