import type { Queryable } from "~/db.server";
import type { Language } from "~/i18n/config";
import { exportAccountData } from "../account-data.server";

/**
 * The "Download their data" file, as every download gives it (the account's own, a parent's by
 * mailed link or by the letter's code): the JSON of exportAccountData in the downloader's
 * `language`, never cached. Null when the account is gone. `name` goes into the file's name, kept
 * to letters, digits, _ and -.
 */
export async function accountDataFile(
  db: Queryable,
  { userId, name, language }: { userId: string; name: string; language: Language },
  headers: Record<string, string> = {},
): Promise<Response | null> {
  const data = await exportAccountData(db, userId, language);
  if (!data) return null;
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="cleverplay-data-${name.replace(/[^A-Za-z0-9_-]/g, "_")}.json"`,
      "Cache-Control": "private, no-store",
      ...headers,
    },
  });
}
