// Names taken from e-mail addresses before that stopped: the housekeeping job gives such a
// username a nickname and such a display name the username, and leaves every chosen name alone.
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { profiles, users } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { EMAIL_NAMES_JOB, renameEmailNames } from "~/models/email-names.server";
import { describeEachDatabase } from "../support/database";

interface OldAccount {
  email: string;
  /** What the player typed at sign-up (null: nothing). */
  chosen: string | null;
  username: string;
  displayName: string | null;
}

const NICKNAME = /^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/;

async function addAccounts(db: Queryable, accounts: OldAccount[]) {
  const ids: string[] = [];
  for (const account of accounts) {
    const [user] = await db
      .insert(users)
      .values({ email: account.email, emailVerified: true, pendingUsername: account.chosen })
      .returning({ id: users.id });
    await db.insert(profiles).values({ id: user.id, username: account.username, displayName: account.displayName });
    ids.push(user.id);
  }
  return ids;
}

async function namesOf(db: Queryable, ids: string[]) {
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, displayName: profiles.displayName })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

describeEachDatabase("names taken from e-mail addresses", (database) => {
  it("renames only the accounts whose names came from their e-mail", async () => {
    const { db } = database();
    const [leo, rivera, joann, numbered, chose, google, kept] = await addAccounts(db, [
      // Chose a username; the display name was the address's local part.
      { email: "leo6jxk0@example.com", chosen: "LeoQuick6jxk0", username: "LeoQuick6jxk0", displayName: "leo6jxk0" },
      // Chose nothing: both names from the address.
      { email: "ms.rivera@school.example", chosen: null, username: "msrivera", displayName: "ms.rivera" },
      // Chose a name that was taken: the old rule's name, numbered.
      { email: "jo.ann-smith@example.com", chosen: "taken_name", username: "joannsmith42", displayName: "jo.ann-smith" },
      { email: "max@example.com", chosen: null, username: "max_0a1b2c", displayName: "max_0a1b2c" },
      // Chose the same name as the address: theirs to keep.
      { email: "sam_99@example.com", chosen: "sam_99", username: "sam_99", displayName: "sam_99" },
      // Google's name for the person, and a display name they wrote themselves: not from the address.
      { email: "ada@example.com", chosen: null, username: "AdaL", displayName: "Ada Lovelace" },
      { email: "tom.jones@example.com", chosen: "TJ_plays", username: "TJ_plays", displayName: "Tommy" },
    ]);
    const untouched = await namesOf(db, [chose, google, kept]);

    expect(await renameEmailNames(db)).toEqual({ usernamesReplaced: 3, displayNamesReplaced: 4, finished: true });

    const [leoNow, riveraNow, joannNow, numberedNow] = await namesOf(db, [leo, rivera, joann, numbered]);
    expect(leoNow).toMatchObject({ username: "LeoQuick6jxk0", displayName: "LeoQuick6jxk0" });
    for (const renamed of [riveraNow, joannNow, numberedNow]) {
      expect(renamed.username).toMatch(NICKNAME);
      expect(renamed.displayName).toBe(renamed.username);
    }
    expect(await namesOf(db, [chose, google, kept])).toEqual(untouched);

    // Done once: a later round reads nothing, even a name set to the address since.
    await db.update(profiles).set({ displayName: "sam_99" }).where(eq(profiles.id, google));
    expect(await renameEmailNames(db)).toEqual({ usernamesReplaced: 0, displayNamesReplaced: 0, finished: true });
    expect(EMAIL_NAMES_JOB).toBe("email-names-v1");
  });
});
