/**
 * How the browser's i18next gets the namespaces of a page it navigates to (its backend, in
 * app/entry.client.tsx): each message file is a small
 * file of the build (Vite makes one per language and namespace), fetched when first needed.
 * React Router renders a navigation in a transition, so the page it leaves stays until they came.
 */
import type { Messages } from "./messages";

const files = import.meta.glob<Messages>("../locales/*/*.json", { import: "default" });

export async function lazyMessages(language: string, namespace: string): Promise<Messages> {
  const load = files[`../locales/${language}/${namespace}.json`];
  return load ? load() : {};
}
