import type { MetaDescriptor } from "@remix-run/node";

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 155;

/** Cuts text to `max` characters, ending with an ellipsis when it had to cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Title and description tags for a page, held to the spec's 60 / 155 characters. */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  const fullTitle = title === "CleverPlay" ? title : `${title} | CleverPlay`;
  const t = truncate(fullTitle.length <= TITLE_MAX ? fullTitle : title, TITLE_MAX);
  const d = truncate(description, DESCRIPTION_MAX);
  return [
    { title: t },
    { name: "description", content: d },
    { property: "og:title", content: t },
    { property: "og:description", content: d },
  ];
}
