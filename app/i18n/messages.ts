/** Message files by path (app/locales/<language>/<namespace>.json) read as language and namespace. */
export function placeOf(path: string): { language: string; namespace: string } {
  const [, language, namespace] = /\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { language, namespace };
}

export type Messages = { [key: string]: string | Messages };
/** Messages by language, then namespace: i18next's `resources`. */
export type Resources = Record<string, Record<string, Messages>>;
