/**
 * The message files (app/locales/<language>/<namespace>.json) cannot rot: every language has every
 * key (and every plural form its language needs), every key is used by the code and every key the
 * code names exists. A third language is a folder and a line: tests/fixtures/locales/fr, never shipped.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { describe, expect, test } from "vitest";
import { DEFAULT_LANGUAGE, i18nextOptions, LANGUAGES } from "~/i18n/config";
import { resourcesFrom, type Messages, type Resources } from "~/i18n/messages";
import { resources } from "~/i18n/messages.server";

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every message's key, "a.b.c", with its text. */
function flat(messages: Messages, prefix = ""): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") keys.set(prefix + key, value);
    else for (const [inner, text] of flat(value, `${prefix}${key}.`)) keys.set(inner, text);
  }
  return keys;
}
const baseKeys = (messages: Messages) => new Set([...flat(messages).keys()].map((key) => key.replace(PLURAL, "")));

/** What a language lacks against the default language, namespace by namespace, as "ns:key". */
function missing(all: Resources, language: string, namespaces = Object.keys(all[DEFAULT_LANGUAGE])): string[] {
  const problems: string[] = [];
  for (const ns of namespaces) {
    const theirs = all[language]?.[ns] ?? {};
    const have = flat(theirs);
    for (const key of baseKeys(all[DEFAULT_LANGUAGE][ns])) {
      const plural = [...flat(all[DEFAULT_LANGUAGE][ns]).keys()].some((k) => k.replace(PLURAL, "") === key && k !== key);
      if (!plural) {
        if (!have.has(key)) problems.push(`${ns}:${key}`);
        continue;
      }
      for (const form of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
        if (!have.has(`${key}_${form}`)) problems.push(`${ns}:${key}_${form}`);
      }
    }
    for (const key of baseKeys(theirs))
      if (!baseKeys(all[DEFAULT_LANGUAGE][ns]).has(key)) problems.push(`${ns}:${key} (only in ${language})`);
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "locales" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}
const code = sourceFiles("app")
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

describe("the message files", () => {
  test("every language has every key of every namespace, in every plural form it needs", () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(resources[language] ?? {}).sort(), language).toEqual(Object.keys(resources[DEFAULT_LANGUAGE]).sort());
      expect(missing(resources, language), language).toEqual([]);
    }
  });

  test("a key missing from a language is found", () => {
    const { hero: _hero, ...rest } = resources.es.home as Record<string, Messages>;
    expect(missing({ ...resources, es: { ...resources.es, home: rest } }, "es")).toEqual(
      expect.arrayContaining(["home:hero.title", "home:hero.start"]),
    );
  });

  test("every key is named by the code, in quotes", () => {
    const unused = Object.entries(resources[DEFAULT_LANGUAGE]).flatMap(([ns, messages]) =>
      [...baseKeys(messages)].filter((key) => !code.includes(`"${key}"`)).map((key) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
  });

  test("every key the code asks t() for exists", () => {
    const known = new Set(Object.values(resources[DEFAULT_LANGUAGE]).flatMap((messages) => [...baseKeys(messages)]));
    const asked = [...code.matchAll(/\bt\(\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter((key) => !known.has(key))).toEqual([]);
  });
});

describe("a third language", () => {
  const withFrench = resourcesFrom({
    ...import.meta.glob<Messages>("../../app/locales/*/*.json", { eager: true, import: "default" }),
    ...import.meta.glob<Messages>("../fixtures/locales/*/*.json", { eager: true, import: "default" }),
  });
  // The one line: LANGUAGES in app/i18n/config.ts, here with "fr" added.
  const languages = [...LANGUAGES, "fr"];

  test("is a folder of message files, checked like the others", () => {
    expect(Object.keys(withFrench).sort()).toEqual([...languages].sort());
    expect(missing(withFrench, "fr", ["home"])).toEqual([]);
  });

  test("is detected from the browser and speaks from its files", async () => {
    const detector = new RemixI18Next({
      detection: { supportedLanguages: languages, fallbackLanguage: DEFAULT_LANGUAGE, order: ["header"] },
    });
    const request = new Request("http://cleverplay.test/", { headers: { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" } });
    const language = await detector.getLocale(request);
    expect(language).toBe("fr");
    const i18n = createInstance();
    await i18n.init({ ...i18nextOptions, supportedLngs: languages, lng: language, resources: withFrench });
    expect(i18n.t("hero.title", { ns: "home" })).toBe("Apprends en jouant.");
  });
});
