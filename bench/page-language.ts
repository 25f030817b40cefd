/**
 * A page's Spanish row is read in Spanish (issue 50, item 5): before its Spanish rows are weighed,
 * audited and loaded, each page is fetched with its language's cookie and checked: `<html
 * lang="es">`, and the words a reader sees not those of its English row. What a reader sees is the
 * HTML without its scripts and styles: the inline messages script (app/i18n/messages-in-page.tsx)
 * carries every text of the page's namespaces, so a check of the raw HTML would find any word.
 */
import { pageCookie, type BenchPage } from "./config";

/** The page's text as a reader sees it: no <script> or <style> contents, no tags, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The `lang` of the page's <html>. */
export function htmlLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
}

async function fetchPage(baseUrl: string, page: BenchPage, cookie: string | undefined): Promise<string> {
  const sent = pageCookie(page, cookie);
  const response = await fetch(baseUrl + page.path, { headers: sent ? { Cookie: sent } : {}, signal: AbortSignal.timeout(30_000) });
  return response.text();
}

/** What is wrong with the language of each page that has one (none: every such page speaks it). */
export async function languageProblems(baseUrl: string, pages: BenchPage[], cookie: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  for (const page of pages.filter((candidate) => candidate.language)) {
    const english = pages.find((candidate) => candidate.path === page.path && !candidate.language);
    const html = await fetchPage(baseUrl, page, cookie);
    const lang = htmlLang(html);
    if (lang !== page.language) problems.push(`${page.path} (${page.language}): <html lang="${lang ?? ""}">`);
    else if (english && visibleText(html) === visibleText(await fetchPage(baseUrl, english, cookie))) {
      problems.push(`${page.path} (${page.language}): reads the same as in English`);
    }
  }
  return problems;
}
