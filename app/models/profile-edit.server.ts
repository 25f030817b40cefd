/**
 * Edit Profile (spec section 5): username, display name, bio and visibility. The rules live in
 * ~/utils/profile-form (shared with the form); uniqueness is the database's, checked first for a
 * friendly answer and held by the unique index when two saves race.
 */
import { eq } from "drizzle-orm";
import { profiles } from "../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import { fieldErrors } from "~/utils/forms";
import { profileEditSchema, UPDATE_FAILED, type ProfileErrors, type ProfileFormValues, type ProfileUpdate } from "~/utils/profile-form";
import { usernameMessages, type FormProblem } from "~/utils/validation";
import { isUsernameAvailable } from "./profiles.server";

export type EditResult =
  | { ok: true; profile: ProfileUpdate }
  | {
      ok: false;
      status: 400 | 404 | 409 | 500;
      problem: FormProblem;
      errors: ProfileErrors;
    };

const taken: EditResult = {
  ok: false,
  status: 409,
  problem: { title: "Username Taken", message: usernameMessages.takenOnEdit },
  errors: { username: usernameMessages.takenOnEdit },
};

/** Validates the posted form and saves it to `userId`'s profile. */
export async function updateProfile(db: Queryable, userId: string, form: Record<string, string>): Promise<EditResult> {
  const parsed = profileEditSchema.safeParse(form);
  if (!parsed.success) {
    const errors: ProfileErrors = fieldErrors(parsed.error);
    return {
      ok: false,
      status: 400,
      problem: {
        title: UPDATE_FAILED.title,
        message: errors.username ?? UPDATE_FAILED.message,
      },
      errors,
    };
  }
  const update = parsed.data;

  const [current] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
  if (!current) return { ok: false, status: 404, problem: UPDATE_FAILED, errors: {} };
  if (update.username !== current.username && !(await isUsernameAvailable(db, update.username, userId))) return taken;

  try {
    await db.update(profiles).set(update).where(eq(profiles.id, userId));
  } catch (error) {
    const code = pgErrorCode(error);
    // 23505: someone took the username between the check and the save.
    if (code === "23505") return taken;
    // A check constraint or data error means the input slipped past the form rules: still the input's fault.
    if (code === "23514" || code?.startsWith("22")) return { ok: false, status: 400, problem: UPDATE_FAILED, errors: {} };
    console.error(`profile update for ${userId} failed`, error);
    return { ok: false, status: 500, problem: UPDATE_FAILED, errors: {} };
  }
  return { ok: true, profile: update };
}

/** The saved profile as the form shows it, or null when there is no profile. */
export async function editableProfile(db: Queryable, userId: string): Promise<ProfileFormValues | null> {
  const [row] = await db
    .select({
      username: profiles.username,
      displayName: profiles.displayName,
      bio: profiles.bio,
      isPublic: profiles.isPublic,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row
    ? {
        username: row.username,
        displayName: row.displayName ?? "",
        bio: row.bio ?? "",
        isPublic: row.isPublic,
      }
    : null;
}
