/** Message files by path (app/locales/<language>/<namespace>.json) read as language and namespace. */
export function placeOf(path: string): { language: string; namespace: string } {
  const [, language, namespace] = /\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { language, namespace };
}

export type Messages = { [key: string]: string | Messages };
/** Messages by language, then namespace: i18next's `resources`. */
export type Resources = Record<string, Record<string, Messages>>;

/** Message files (by path, as import.meta.glob gives them) as i18next's resources. */
export function resourcesFrom(files: Record<string, Messages>): Resources {
  const resources: Resources = {};
  for (const [path, messages] of Object.entries(files)) {
    const { language, namespace } = placeOf(path);
    (resources[language] ??= {})[namespace] = messages;
  }
  return resources;
}
