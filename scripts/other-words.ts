/**
 * Writes app/games/words/other-words.json, the other real words made of Word Adventure's tiles in
 * English and Spanish (app/games/words/other-words.server.ts), from the pinned word lists in
 * node_modules: run `npx tsx scripts/other-words.ts` after changing a level's words or a list's
 * version (tests/unit/games/word-adventure-other-words.test.ts fails until then). Takes a few
 * seconds: the reading of the lists the server no longer does on a child's answer.
 */
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { englishOtherWords } from "~/games/words/dictionary.server";
import { spanishOtherWords } from "~/games/words/spanish-dictionary.server";

const FILE = "app/games/words/other-words.json";
const text = JSON.stringify({ en: englishOtherWords(), es: spanishOtherWords() });
writeFileSync(FILE, await format(text, { ...(await resolveConfig(FILE)), filepath: FILE }));
console.log(`${FILE} written`);
