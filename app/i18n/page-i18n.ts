/**
 * The browser's i18next: what react-i18next asks of an i18next instance (getFixedT,
 * hasLoadedNamespace, loadNamespaces, changeLanguage, events), over the messages the page came
 * with and the namespaces fetched since. The server renders with i18next itself; i18next's runtime
 * in the browser was 16.5 kB gzip, past the first-load budget on every page
 * (docs/decisions/i18n.md). Messages use only what `translate` does, and
 * tests/unit/i18n-engines.test.ts holds it to i18next's answer for every message of every language.
 */
import type { i18n as I18n } from "i18next";
import { i18nextOptions } from "./config";
import type { Messages, Resources } from "./messages";

type TOptions = { count?: number; defaultValue?: string; [value: string]: unknown };
type Listener = (...args: unknown[]) => void;
export type LoadMessages = (language: string, namespace: string) => Promise<Messages>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function lookUp(messages: Messages | undefined, key: string): string | undefined {
  let found: string | Messages | undefined = messages;
  for (const part of key.split(".")) found = typeof found === "object" ? found[part] : undefined;
  return typeof found === "string" ? found : undefined;
}

/** One message: `{{name}}` and `{{name, number}}` filled in, the plural form (key_one, key_other...) chosen by `count`. */
export function translate(resources: Resources, language: string, namespace: string, key: string, options: TOptions = {}): string {
  const messages = resources[language]?.[namespace];
  let message: string | undefined;
  if (typeof options.count === "number") {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    if (options.count === 0) message = lookUp(messages, `${key}_zero`);
    message ??= lookUp(messages, `${key}_${rules.select(options.count)}`);
  }
  message ??= lookUp(messages, key) ?? options.defaultValue;
  if (message === undefined) return key;
  return message.replace(/\{\{\s*([\w.]+)\s*(?:,\s*(number)\s*)?\}\}/g, (_, name: string, format?: string) => {
    const value = options[name];
    if (value === undefined || value === null) return "";
    if (format !== "number") return String(value);
    let numbers = numberFormats.get(language);
    if (!numbers) numberFormats.set(language, (numbers = new Intl.NumberFormat(language)));
    return numbers.format(Number(value));
  });
}

function events() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(names: string, listener: Listener) {
      for (const name of names.split(" ")) listeners.set(name, (listeners.get(name) ?? new Set()).add(listener));
    },
    off(names: string, listener: Listener) {
      for (const name of names.split(" ")) listeners.get(name)?.delete(listener);
    },
    emit(name: string, ...args: unknown[]) {
      for (const listener of listeners.get(name) ?? []) listener(...args);
    },
  };
}

/** An instance for react-i18next's I18nextProvider, starting from the page's own messages. */
export function pageI18n(language: string, initial: Resources, load: LoadMessages): I18n {
  // Its own copy: the page's messages (window.__i18n) stay as they were sent.
  const resources: Resources = Object.fromEntries(Object.entries(initial).map(([lng, namespaces]) => [lng, { ...namespaces }]));
  const instanceEvents = events();
  const storeEvents = events();
  const used = new Set(Object.keys(resources[language] ?? {}));
  const loadNamespaces = async (namespaces: string | readonly string[], callback?: () => void) => {
    const lng = instance.language;
    const wanted = (typeof namespaces === "string" ? [namespaces] : namespaces).filter((ns) => !resources[lng]?.[ns]);
    for (const ns of typeof namespaces === "string" ? [namespaces] : namespaces) used.add(ns);
    const loaded = await Promise.all(wanted.map((ns) => load(lng, ns)));
    wanted.forEach((ns, i) => ((resources[lng] ??= {})[ns] = loaded[i]));
    if (wanted.length > 0) storeEvents.emit("added", lng, wanted);
    callback?.();
  };
  const instance = {
    isInitialized: true,
    language,
    languages: [language],
    options: { ...i18nextOptions, lng: language, ns: [...used] },
    store: { data: resources, on: storeEvents.on, off: storeEvents.off },
    on: instanceEvents.on,
    off: instanceEvents.off,
    hasLoadedNamespace: (ns: string, options?: { lng?: string }) => Boolean(resources[options?.lng ?? instance.language]?.[ns]),
    loadNamespaces,
    getFixedT: (lng: string | null, ns: string | readonly string[] | null) => {
      const namespace = (Array.isArray(ns) ? ns[0] : ns) ?? i18nextOptions.defaultNS;
      return (key: string, options?: TOptions) => translate(resources, lng ?? instance.language, namespace, key, options);
    },
    t: (key: string, options?: TOptions) => translate(resources, instance.language, i18nextOptions.defaultNS, key, options),
    async changeLanguage(lng: string) {
      if (lng === instance.language) return instance.getFixedT(lng, null);
      instance.language = lng;
      instance.languages = [lng];
      await loadNamespaces([...used]);
      instanceEvents.emit("languageChanged", lng);
      return instance.getFixedT(lng, null);
    },
  };
  return instance as unknown as I18n;
}
