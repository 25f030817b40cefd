/**
 * The languages of the site and how i18next is set up for them, the same on the server and in the
 * browser (docs/decisions/i18n.md). A language is a folder of message files in app/locales/ and
 * its code in LANGUAGES: nothing else names it.
 */
import type { InitOptions } from "i18next";

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** What a language is called in its own words, for the footer's switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** Every page's namespace: the header, the footer, the error pages and the shell's toasts. */
export const SHELL_NAMESPACE = "common";

/** A route names the namespaces its page uses: `export const handle = { i18n: ["auth"] }`. */
export interface I18nHandle {
  i18n?: string | string[];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The options both sides give i18next; each adds its language, namespaces and messages. */
export const i18nextOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: SHELL_NAMESPACE,
  // React escapes what it renders; messages never reach HTML any other way.
  interpolation: { escapeValue: false },
  // Messages are in memory (server) or in the page (browser): ready at once, so the first render is the translated one.
  initImmediate: false,
  react: { useSuspense: true },
} satisfies InitOptions;

/** The namespaces a set of route handles asks for, the shell's first. */
export function namespacesOf(handles: unknown[]): string[] {
  const asked = handles.flatMap((handle) => {
    const i18n = (handle as I18nHandle | undefined)?.i18n;
    return typeof i18n === "string" ? [i18n] : Array.isArray(i18n) ? i18n.filter((ns) => typeof ns === "string") : [];
  });
  return [...new Set([SHELL_NAMESPACE, ...asked])];
}
