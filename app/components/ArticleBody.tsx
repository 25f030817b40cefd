/**
 * Renders the plain-text article format used by `app/content/blog-posts.ts`:
 * blocks are separated by a blank line; a block starting with "## " is a section
 * heading; a block whose every line starts with "- " is a bullet list; anything
 * else is a paragraph (its lines are joined with spaces).
 */

export type ArticleBlock = { type: "heading"; text: string } | { type: "paragraph"; text: string } | { type: "list"; items: string[] };

/** Splits an article body into heading, paragraph and list blocks. Pure. */
export function parseArticle(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const raw of body.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    const lines = raw
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    if (lines.length === 0) continue;

    if (lines[0].startsWith("## ")) {
      const text = [lines[0].slice(3), ...lines.slice(1)].join(" ").trim();
      if (text) blocks.push({ type: "heading", text });
    } else if (lines.every((line) => line.startsWith("- "))) {
      const items = lines.map((line) => line.slice(2).trim()).filter(Boolean);
      if (items.length > 0) blocks.push({ type: "list", items });
    } else {
      blocks.push({ type: "paragraph", text: lines.join(" ") });
    }
  }
  return blocks;
}

export function ArticleBody({ body }: { body: string }) {
  const blocks = parseArticle(body);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-700">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "heading":
            return (
              <h2 key={i} className="pt-4 text-2xl font-bold text-slate-900">
                {block.text}
              </h2>
            );
          case "list":
            return (
              <ul key={i} className="list-disc space-y-2 pl-6 marker:text-brand">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          default:
            return <p key={i}>{block.text}</p>;
        }
      })}
    </div>
  );
}
