/**
 * Every message file of the repository, for the server: it renders any page in any language. The
 * browser gets only its page's language and namespaces (app/i18n/resources-in-page.tsx).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createInstance, type TFunction } from "i18next";
import { DEFAULT_LANGUAGE, i18nextOptions } from "./config";
import { resourcesFrom, type Messages, type Resources } from "./messages";

/**
 * The message files: Vite's glob in the app's builds and tests (and scripts/server-bundle.ts's
 * stand-in for the server bundle), else read from disk, for a script that tsx runs (the bench
 * reaches models whose words default to English).
 */
function messageFiles(): Record<string, Messages> {
  try {
    return import.meta.glob<Messages>("../locales/*/*.json", { eager: true, import: "default" });
  } catch {
    const dir = fileURLToPath(new URL("../locales/", import.meta.url));
    return Object.fromEntries(
      readdirSync(dir).flatMap((language) =>
        readdirSync(path.join(dir, language))
          .filter((name) => name.endsWith(".json"))
          .map((name) => [`../locales/${language}/${name}`, JSON.parse(readFileSync(path.join(dir, language, name), "utf8")) as Messages]),
      ),
    );
  }
}

export const resources: Resources = resourcesFrom(messageFiles());

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
