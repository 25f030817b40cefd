// The docs name files, migrations and npm scripts in backticks; a rename that forgets them fails here
// instead of misleading the next reader. The rules, so that a doc can be written to pass them:
//
// - A path is a backticked word made of path characters that has a `/` in it or ends in a file
//   extension (`.ts`, `.tsx`, `.md`, `.sql`, …). It must exist relative to the repository's root or the
//   doc's own folder, or else be the end of a real path: a feature map may say `classes/roster.server.ts`
//   under a heading that names `app/models/`, and a bare `HomeworkCards.tsx` must be some file's name.
//   A path ending in `/` names a folder.
// - Not paths: words starting with `/` (the site's URLs, `/usr/bin/chromium`), `@scope/package`,
//   URLs, an extension alone (`.tsx`), and places the app or the build makes: under a setting
//   (`DATA_DIR/…`, `BENCH_*`) or under what git ignores (`build/`, `data/`, `bench/results/`). Files
//   the app writes at run time are named as `DATA_DIR/name`.
// - Something gone is named without backticks ("remix.config.js is gone"). A record replaced by a
//   later one tells of code as it was, so its names are not checked; its date, status and index line are.
// - Placeholders and globs stand for part of one name: `*`, `…`, `<name>` and `{id}` match any
//   characters but `/`, `**` any folders; the word must still match at least one real path.
// - A migration is `NNNN_name` (with or without `.sql`, `…` allowed) or a bare `NNNN` right after the
//   word "migration", in backticks or not: it must match a file in `drizzle/migrations/`.
// - `npm run x`, `npm test`, `npm start` and a bare `db:x` (a prefix some script has) must be scripts
//   in package.json.
// - A Markdown link to a local file must reach it, and its `#anchor` a heading there.
// - Every decision record starts with its title, then `Date: YYYY-MM-DD` and `Status: accepted` (or
//   `Status: replaced by [other](./other.md)`), each followed by a blank line, and has its line in
//   docs/decisions/README.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const texts = new Map<string, string>();
const read = (path: string) => texts.get(path) ?? texts.set(path, readFileSync(join(root, path), "utf8")).get(path)!;

// .gitignore's patterns: one with a `/` before its end is a path from the root, any other a name anywhere.
const ignored = read(".gitignore")
  .split("\n")
  .map((line) => line.trim().replace(/\/$/, ""))
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => ({
    fromRoot: line.includes("/"),
    pattern: new RegExp(
      `^${line
        .replace(/^\//, "")
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, "[^/]*")}$`,
    ),
  }));
/** Whether git ignores `path` (a file or folder, from the root) or a folder it is in. */
const isIgnored = (path: string) =>
  path
    .replace(/\/$/, "")
    .split("/")
    .some((name, index, names) => {
      const fromRoot = names.slice(0, index + 1).join("/");
      return name === ".git" || ignored.some(({ fromRoot: anchored, pattern }) => pattern.test(anchored ? fromRoot : name));
    });

/** Every file and folder of the repository (folders end in `/`), what git ignores left out. */
function repositoryPaths() {
  const paths: string[] = [];
  const madeFolders: string[] = [];
  const walk = (folder: string) => {
    const entries = readdirSync(join(root, folder), { withFileTypes: true });
    if (folder && entries.some((entry) => entry.name === ".gitignore")) madeFolders.push(folder);
    for (const entry of entries) {
      const path = folder + entry.name;
      if (isIgnored(path)) continue;
      if (entry.isDirectory()) {
        paths.push(`${path}/`);
        walk(`${path}/`);
      } else paths.push(path);
    }
  };
  walk("");
  return { paths, madeFolders };
}

const { paths, madeFolders } = repositoryPaths();
const pathSet = new Set(paths);
const byLastName = new Map<string, string[]>();
for (const path of paths) {
  const name = posix.basename(path) + (path.endsWith("/") ? "/" : "");
  byLastName.set(name, [...(byLastName.get(name) ?? []), path]);
}

const allDocs = ["README.md", "CONTRIBUTING.md", ...paths.filter((path) => path.startsWith("docs/") && path.endsWith(".md"))];
const isReplaced = (doc: string) => /^Status: replaced by /m.test(read(doc).split("\n", 6).join("\n"));
const docs = allDocs.filter((doc) => !isReplaced(doc));
const scripts = Object.keys(JSON.parse(read("package.json")).scripts as Record<string, string>);
const migrations = readdirSync(join(root, "drizzle/migrations")).filter((name) => name.endsWith(".sql"));

const extensions = /\.(ts|tsx|js|mjs|cjs|mts|json|md|sql|sh|css|ya?ml|conf|csv|txt|html|svg|png|webp)$/;
const pathWord = /^[\w.$~\-[\]*<>{}…]+(\/[\w.$~\-[\]*<>{}…]*)*$/;
const hasPlaceholder = /[*…<{]/;

function patternOf(path: string) {
  const escaped = path.replace(/[.+^$()|[\]\\]/g, "\\$&");
  return escaped
    .replace(/\*\*\//g, "(.*/)?")
    .replace(/<[^>/]*>|\{[^}/]*\}|\*|…/g, "[^/]*")
    .replace(/\\\.\\\.\\\./g, "[^/]*");
}

/** Whether a backticked path names something real, and so whether it needs checking at all. */
function findPath(written: string, doc: string): "real" | "missing" | "not a path" {
  // `~/` is tsconfig's name for `app/`, as the code's imports write it.
  const word = written.replace(/^~\//, "app/");
  if (!pathWord.test(word) || word.startsWith("/") || /^\d/.test(word) || /^\.\w+$/.test(word)) return "not a path";
  if (!word.includes("/") && !extensions.test(word)) return "not a path";
  const [first] = word.split("/");
  if (/^[A-Z][A-Z0-9_]*$/.test(first) && word.includes("/")) return "not a path";
  if (word.includes("/") && !extensions.test(word) && !word.endsWith("/")) {
    // `text/event-stream` is no path; `app/components/stage` is.
    const folders = [first, posix.join(posix.dirname(doc), first)];
    if (!folders.some((folder) => pathSet.has(`${folder}/`) || pathSet.has(folder))) return "not a path";
  }
  const candidates = [word, posix.join(posix.dirname(doc), word)].map((path) => posix.normalize(path));
  if (candidates.some((path) => isIgnored(path) || madeFolders.some((folder) => path.startsWith(folder)))) {
    return "not a path";
  }
  const folder = word.endsWith("/");
  const target = word.replace(/\/$/, "");
  if (hasPlaceholder.test(target)) {
    const pattern = new RegExp(`(^|/)${patternOf(target)}${folder ? "/" : "/?"}$`);
    return paths.some((path) => pattern.test(path)) ? "real" : "missing";
  }
  if (candidates.some((path) => pathSet.has(path) || pathSet.has(`${path.replace(/\/$/, "")}/`))) return "real";
  const name = posix.basename(target);
  const named = [...(folder ? [] : (byLastName.get(name) ?? [])), ...(byLastName.get(`${name}/`) ?? [])];
  return named.some((path) => `/${path}`.replace(/\/$/, "").endsWith(`/${target}`)) ? "real" : "missing";
}

type Named = { doc: string; line: number; text: string };

/** The backticked words of each doc (code blocks left out: they show commands, not names). */
function backticked() {
  const found: Named[] = [];
  for (const doc of docs) {
    let inBlock = false;
    read(doc)
      .split("\n")
      .forEach((line, index) => {
        if (line.trimStart().startsWith("```")) inBlock = !inBlock;
        else if (!inBlock) for (const match of line.matchAll(/`([^`]+)`/g)) found.push({ doc, line: index + 1, text: match[1] });
      });
  }
  return found;
}

const named = backticked();
const where = ({ doc, line, text }: Named) => `${doc}:${line} \`${text}\``;

describe("the docs name only things that exist", () => {
  it("every file and folder they name in backticks is in the repository", () => {
    const missing = named.flatMap((name) =>
      name.text
        .split(/\s+/)
        .filter((word) => findPath(word, name.doc) === "missing")
        .map((word) => `${where(name)}: ${word}`),
    );
    expect(missing).toEqual([]);
  });

  it("every migration they name is a file in drizzle/migrations/", () => {
    const migrationNames = named
      .filter(({ text }) => /^\d{4}_/.test(text))
      .map((name) => ({ name, pattern: new RegExp(`^${patternOf(name.text.replace(/\.sql$/, ""))}(\\.sql$|_)`) }));
    const migrationNumbers = docs.flatMap((doc) =>
      [...read(doc).matchAll(/migrations? `?(\d{4})`?/g)].map((match) => ({
        name: { doc, line: read(doc).slice(0, match.index).split("\n").length, text: match[1] },
        pattern: new RegExp(`^${match[1]}_`),
      })),
    );
    const missing = [...migrationNames, ...migrationNumbers]
      .filter(({ pattern }) => !migrations.some((file) => pattern.test(file)))
      .map(({ name }) => where(name));
    expect(migrationNames.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it("every npm script they name is in package.json", () => {
    const namespaces = new Set(scripts.filter((script) => script.includes(":")).map((script) => script.split(":")[0]));
    const missing = named.flatMap((name) => {
      const run = [...name.text.matchAll(/\bnpm (?:run(?: -s| --silent)? ([\w:.-]+)|(test|start|stop|restart)\b)/g)].map(
        (m) => m[1] ?? m[2],
      );
      const bare = /^([a-z]+):[\w-]+$/.exec(name.text);
      const asked = [...run, ...(bare && namespaces.has(bare[1]) ? [name.text] : [])];
      return asked.filter((script) => !scripts.includes(script)).map((script) => `${where(name)}: ${script}`);
    });
    expect(missing).toEqual([]);
  });

  it("every link to a local file reaches it, and its anchor a heading there", () => {
    const slug = (heading: string) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-");
    const anchors = (path: string) =>
      new Set(
        read(path)
          .split("\n")
          .filter((line) => /^#{1,6} /.test(line))
          .map((line) => slug(line.replace(/^#+ /, ""))),
      );
    const broken = docs.flatMap((doc) =>
      read(doc)
        .split("\n")
        .flatMap((line, index) =>
          [...line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)]
            .map((match) => match[1])
            .filter((target) => !/^[a-z]+:/.test(target))
            .filter((target) => {
              const [file, anchor] = target.split("#");
              const path = file ? posix.normalize(posix.join(posix.dirname(doc), file)) : doc;
              if (!existsSync(join(root, path))) return true;
              return anchor !== undefined && path.endsWith(".md") && !anchors(path).has(anchor);
            })
            .map((target) => `${doc}:${index + 1} (${target})`),
        ),
    );
    expect(broken).toEqual([]);
  });
});

describe("decision records", () => {
  const records = allDocs.filter((doc) => doc.startsWith("docs/decisions/") && !doc.endsWith("/README.md"));
  const index = read("docs/decisions/README.md");

  it("each says under its title when it was made and whether it still holds", () => {
    const unmarked = records.filter((record) => {
      const [title, gap1, date, gap2, status, gap3] = read(record).split("\n");
      const day = /^Date: (\d{4}-\d{2}-\d{2})$/.exec(date)?.[1];
      return !(
        title.startsWith("# ") &&
        gap1 === "" &&
        day &&
        new Date(`${day}T00:00:00Z`).toISOString().startsWith(day) &&
        gap2 === "" &&
        /^Status: (accepted|replaced by \[[^\]]+\]\(\.\/[\w-]+\.md\))$/.test(status) &&
        gap3 === ""
      );
    });
    expect(records.length).toBeGreaterThan(50);
    expect(unmarked).toEqual([]);
  });

  it("each has its line in docs/decisions/README.md", () => {
    const unlisted = records.filter((record) => !index.includes(`](${posix.basename(record)})`));
    expect(unlisted).toEqual([]);
  });
});
