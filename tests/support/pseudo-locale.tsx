/**
 * A pseudo-locale, for tests only: every English message wrapped in ⟦ ⟧ with its letters
 * accented (placeholders kept), so a page drawn in it shows at a glance any word that did not come
 * through the translation function. `untranslated` lists them.
 */
import { createRemixStub } from "@remix-run/testing";
import { createInstance, type TFunction } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { ComponentType, ReactNode } from "react";
import { Outlet } from "@remix-run/react";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { Toasts } from "~/components/Toasts";
import { i18nextOptions, namespacesOf } from "~/i18n/config";
import type { Messages, Resources } from "~/i18n/messages";
import { resources } from "~/i18n/messages.server";
import { monthName } from "~/i18n/format";

export const PSEUDO = "en-XA";
const ACCENTED: Record<string, string> = { a: "á", e: "é", i: "í", o: "ö", u: "ü", A: "Á", E: "É", I: "Í", O: "Ö", U: "Ü", n: "ñ", c: "ç" };

function pseudoMessage(message: string): string {
  // Letters outside {{placeholders}} and <tags> (Trans's elements in a sentence, e.g. a link) only.
  const accented = message
    .split(/(\{\{[^}]*\}\}|<\/?\w+\s*\/?>)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[aeiouAEIOUnc]/g, (letter) => ACCENTED[letter])))
    .join("");
  return `⟦${accented}⟧`;
}

function pseudoOf(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, typeof value === "string" ? pseudoMessage(value) : pseudoOf(value)]),
  );
}

/** The English messages of every namespace, in the pseudo-locale. */
export const pseudoResources: Resources = {
  [PSEUDO]: Object.fromEntries(Object.entries(resources.en).map(([ns, messages]) => [ns, pseudoOf(messages)])),
};

/** An i18next in the pseudo-locale with `namespaces` only (all by default). */
function pseudoI18n(namespaces = Object.keys(pseudoResources[PSEUDO])) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nextOptions,
    supportedLngs: [PSEUDO],
    fallbackLng: false,
    lng: PSEUDO,
    ns: namespaces,
    // A copy: i18next keeps the object it is given as its store.
    resources: { [PSEUDO]: Object.fromEntries(namespaces.map((ns) => [ns, pseudoResources[PSEUDO][ns]])) },
  });
  return i18n;
}

export const pseudoT = (namespace: string): TFunction => pseudoI18n().getFixedT(PSEUDO, namespace);

const signedOut = { user: null };

/** The site's frame around a page, as the root draws it (header, toasts, main, footer). */
function Shell() {
  return (
    <>
      <Header user={signedOut.user} />
      <Toasts toasts={[]} />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

export interface PageToDraw {
  path: string;
  /** The route module: its view and its handle (the namespaces it asks for). */
  module: { default: ComponentType; handle?: unknown };
  /** The page's loader data (what its view reads). */
  data: unknown;
  /** Its action data, for a state after a post. */
  actionData?: unknown;
  /** Whether the site's header and footer are around it (the sign-in pages have none). */
  shell: boolean;
}

/** The page's HTML in the pseudo-locale, drawn by Remix's test router with the given data. */
export function drawInPseudoLocale(page: PageToDraw, extra?: ReactNode): string {
  // Every namespace the page's routes ask for must be enough: the others are left out, as the server leaves them out.
  return draw(page, pseudoI18n(namespacesOf([page.module.handle])), extra);
}

/** The page's HTML in a language of the site, with its real messages (the namespaces its route asks for). */
export function drawInLanguage(page: PageToDraw, language: string): string {
  const namespaces = namespacesOf([page.module.handle]);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nextOptions,
    lng: language,
    fallbackLng: false,
    ns: namespaces,
    resources: { [language]: Object.fromEntries(namespaces.map((ns) => [ns, resources[language][ns]])) },
  });
  return draw(page, i18n);
}

function draw(page: PageToDraw, i18n: ReturnType<typeof createInstance>, extra?: ReactNode): string {
  const Page = page.module.default;
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: page.shell ? Shell : Outlet,
      children: [
        {
          id: "page",
          path: page.path === "/" ? undefined : page.path.slice(1),
          index: page.path === "/" ? true : undefined,
          Component: () => (
            <>
              <Page />
              {extra}
            </>
          ),
          handle: page.module.handle,
        } as never,
      ],
    },
  ]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub
        initialEntries={[page.path]}
        hydrationData={{
          loaderData: { root: null, page: page.data },
          actionData: page.actionData ? { page: page.actionData } : undefined,
        }}
      />
    </I18nextProvider>,
  );
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&");
}

/** Intl's compact number letters in a language ("K" of "1.3K"): formatCount's short counts. */
const compactLetters = (language: string) =>
  [1_500, 1_500_000].flatMap((n) =>
    new Intl.NumberFormat(language, { notation: "compact" })
      .formatToParts(n)
      .filter((part) => part.type === "compact")
      .map((part) => part.value),
  );

/** What Intl writes in the pseudo-locale's language (month names, compact numbers): translated by Intl, not by a message. */
const INTL_WORDS = [...Array.from({ length: 12 }, (_, i) => monthName(i + 1, PSEUDO)), ...compactLetters(PSEUDO)];

/**
 * Words a reader sees (text, and the labels, titles, placeholders and alternative texts of
 * elements) that are not inside a pseudo-locale message and are not `dataWords`: each one a string
 * written in a component instead of a message file.
 */
export function untranslated(html: string, dataWords: string[]): string[] {
  // A message is left out whole, with the elements inside it (Trans: a link in a sentence).
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, "").replace(/⟦[^⟧]*⟧/g, " ");
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((match) => match[1]);
  const texts = body.split(/<[^>]*>/);
  const found: string[] = [];
  for (const raw of [...texts, ...attributes]) {
    let text = decode(raw).replace(/⟦[^⟧]*⟧/g, " ");
    for (const word of [...dataWords, ...INTL_WORDS].sort((a, b) => b.length - a.length)) text = text.split(word).join(" ");
    // Digits, punctuation and symbols carry no language; e-mail addresses are data.
    text = text.replace(/\S+@\S+\.\w+/g, " ");
    if (/\p{L}/u.test(text)) found.push(text.trim());
  }
  return found;
}
