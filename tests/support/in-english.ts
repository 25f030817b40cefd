/**
 * A component drawn as an English reader's page draws it: inside react-i18next's provider with
 * the English messages of every namespace (app/locales/en), as app/entry.server.tsx does for a page.
 */
import { createInstance } from "i18next";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nextOptions } from "~/i18n/config";
import { resources } from "~/i18n/messages.server";

const english = createInstance();
void english.use(initReactI18next).init({ ...i18nextOptions, lng: "en", ns: Object.keys(resources.en), resources });

export function drawInEnglish(element: ReactElement): string {
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: english }, element));
}
