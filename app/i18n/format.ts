/** Numbers and dates in the reader's language, through Intl (one formatter per language and style). */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 1, ...options })));
  return format.format(value);
}
