/**
 * The account behind a school sign-in (docs/decisions/school-sign-in.md): the one linked to this
 * school's identity; else a student the school's teachers rostered, by the roster's id; else the
 * account with the e-mail the school vouched for; else a new one under the school's authorisation:
 * the verified school e-mail, no password, a private profile under a generated nickname.
 */
import { and, eq, exists, isNotNull, not, sql } from "drizzle-orm";
import { oauthAccounts, schoolStudents, users } from "../../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";
import { linkByVouchedEmail, linkedUser, linkOrCreateRetried } from "~/models/oauth-links.server";
import { startPrivateProfile } from "~/models/school-students/accounts.server";
import type { User } from "~/models/users.server";
import type { SchoolIdentity } from "./oidc.server";
import { schoolProvider, type School } from "./schools.server";

export type SchoolAccountOutcome = "existing" | "rostered" | "linked" | "created";

export function findOrCreateSchoolUser(
  db: Database,
  school: School,
  identity: SchoolIdentity,
): Promise<{ user: User; outcome: SchoolAccountOutcome }> {
  const provider = schoolProvider(school.id);
  return linkOrCreateRetried(db, async (tx) => {
    const linked = await linkedUser(tx, provider, identity.sub);
    if (linked) return { user: linked, outcome: "existing" };
    const rostered = identity.rosterId ? await rosteredStudent(tx, provider, identity.rosterId) : null;
    if (rostered) {
      await tx.insert(oauthAccounts).values({ provider, providerUserId: identity.sub, userId: rostered.id });
      return { user: rostered, outcome: "rostered" };
    }
    const vouched = await linkByVouchedEmail(tx, provider, identity.sub, identity.email);
    if (vouched) return { user: vouched, outcome: "linked" };

    const [user] = await tx.insert(users).values({ email: identity.email, emailVerified: true, passwordHash: null }).returning();
    await tx.insert(oauthAccounts).values({ provider, providerUserId: identity.sub, userId: user.id });
    await startPrivateProfile(tx, user.id);
    return { user, outcome: "created" };
  });
}

/**
 * A student a teacher made from the roster with this id, not yet linked to anyone of this school.
 * Roster ids are only unique within a school, so only teachers who sign in with this school count:
 * a made student of another school with the same id is never matched. Exactly one, or none.
 */
async function rosteredStudent(db: Queryable, provider: string, rosterId: string): Promise<User | null> {
  const teacherLink = db
    .select({ one: sql`1` })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.userId, schoolStudents.teacherId)));
  const studentLink = db
    .select({ one: sql`1` })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.userId, schoolStudents.userId)));
  const found = await db
    .select({ user: users })
    .from(schoolStudents)
    .innerJoin(users, eq(users.id, schoolStudents.userId))
    .where(and(isNotNull(schoolStudents.rosterId), eq(schoolStudents.rosterId, rosterId), exists(teacherLink), not(exists(studentLink))))
    .limit(2);
  return found.length === 1 ? found[0].user : null;
}
