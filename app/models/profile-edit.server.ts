/**
 * Edit Profile (spec section 5): username, display name, bio and visibility. The rules are
 * profileEditSchema below; uniqueness is the database's, checked first for a friendly answer and
 * held by the unique index when two saves race.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { profiles } from "../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import { fieldErrors } from "~/utils/forms";
import { cleanField } from "~/utils/read-form.server";
import type { TFunction } from "i18next";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { fixedT } from "~/i18n/messages.server";
import type { ProfileErrors, ProfileFormValues } from "~/utils/profile-form";
import { BIO_MAX, DISPLAY_NAME_MAX, type FormProblem } from "~/utils/validation";
import { usernameFormProblem } from "./registration.server";
import { isUsernameAvailable } from "./usernames.server";
import { nameProblem } from "./name-refusals.server";
import { childLimits } from "./parental-consent.server";

/** Length in characters as PostgreSQL's char_length counts them: an emoji is one, not two. */
function characters(text: string): number {
  return [...text].length;
}

// PostgreSQL cannot store NUL, and no control character belongs in a name; a bio keeps line breaks and tabs.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /(?![\n\t])\p{Cc}/u;

/** The form's rules, saying what is wrong in the reader's words (`language`; the spec's English by default). */
function profileEditSchemaIn(language: string) {
  const t = fixedT(language, "checks");
  return z
    .object({
      username: cleanField(
        z
          .string({ required_error: t("profile.usernameRequired") })
          .min(1, t("profile.usernameRequired"))
          .superRefine((value, ctx) => {
            const problem = value ? usernameFormProblem(value, fixedT(language, "auth")) : null;
            if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
          }),
      ),
      display_name: cleanField(
        z
          .string()
          .default("")
          .refine((value) => characters(value) <= DISPLAY_NAME_MAX, t("profile.displayNameTooLong", { max: DISPLAY_NAME_MAX }))
          .refine((value) => !CONTROL.test(value), t("profile.displayNameControl")),
      ),
      bio: cleanField(z.string().default(""))
        // Browsers post a textarea's line breaks as CRLF; count and keep each as one character.
        .transform((value) => value.replace(/\r\n?/g, "\n"))
        .refine((value) => characters(value) <= BIO_MAX, t("profile.bioTooLong", { max: BIO_MAX }))
        .refine((value) => !CONTROL_EXCEPT_LINES.test(value), t("profile.bioControl")),
      // A checkbox: posted as "on" when ticked, absent when not.
      is_public: z.enum(["on"], { errorMap: () => ({ message: t("profile.publicChoice") }) }).optional(),
    })
    .transform(toUpdate);
}

function toUpdate(form: { username: string; display_name: string; bio: string; is_public?: "on" }) {
  return {
    username: form.username,
    // Spec: an empty display name with a username given becomes the username.
    displayName: form.display_name || form.username,
    bio: form.bio || null,
    isPublic: form.is_public === "on",
  };
}

/** The form's rules in the spec's English. */
export const profileEditSchema = profileEditSchemaIn(DEFAULT_LANGUAGE);

export type ProfileUpdate = z.output<typeof profileEditSchema>;

export type EditResult =
  | { ok: true; profile: ProfileUpdate }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409 | 500;
      problem: FormProblem;
      errors: ProfileErrors;
    };

/** A save refused by the database's unique username, or found taken first. */
function taken(t: TFunction): EditResult {
  const message = t("profile.taken");
  return { ok: false, status: 409, problem: { title: t("profile.takenTitle"), message }, errors: { username: message } };
}

const updateFailed = (t: TFunction): FormProblem => ({ title: t("profile.updateFailedTitle"), message: t("profile.updateFailed") });

/** The names and bio others may see pass the name screen (name-screening.server.ts). */
function screenProfile(update: ProfileUpdate, t: TFunction): EditResult | null {
  const errors: ProfileErrors = {};
  const username = nameProblem("username", update.username, t);
  if (username) errors.username = username;
  // An empty display name became the username, which has its own message.
  const displayName = update.displayName !== update.username ? nameProblem("displayName", update.displayName, t) : null;
  if (displayName) errors.display_name = displayName;
  const bio = update.bio ? nameProblem("bio", update.bio, t) : null;
  if (bio) errors.bio = bio;
  const first = username ?? displayName ?? bio;
  return first ? { ok: false, status: 400, problem: { title: updateFailed(t).title, message: first }, errors } : null;
}

/** Validates the posted form and saves it to `userId`'s profile; what is wrong is said in `language` (the spec's English by default). */
export async function updateProfile(
  db: Queryable,
  userId: string,
  form: Record<string, string>,
  language: string = DEFAULT_LANGUAGE,
): Promise<EditResult> {
  const t = fixedT(language, "checks");
  const parsed = (language === DEFAULT_LANGUAGE ? profileEditSchema : profileEditSchemaIn(language)).safeParse(form);
  if (!parsed.success) {
    const errors: ProfileErrors = fieldErrors(parsed.error);
    return {
      ok: false,
      status: 400,
      problem: { title: updateFailed(t).title, message: errors.username ?? updateFailed(t).message },
      errors,
    };
  }
  const update = parsed.data;
  const screened = screenProfile(update, t);
  if (screened) return screened;
  const limits = update.isPublic ? await childLimits(db, userId) : null;
  if (limits?.privateOnly) {
    const edit = fixedT(language, "profile");
    const message = limits.schoolStudent ? edit("edit.privateSchool") : edit("edit.privateUntilParent");
    return { ok: false, status: 403, problem: { title: updateFailed(t).title, message }, errors: { is_public: message } };
  }

  const [current] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
  if (!current) return { ok: false, status: 404, problem: updateFailed(t), errors: {} };
  if (update.username !== current.username && !(await isUsernameAvailable(db, update.username, userId))) return taken(t);

  try {
    await db.update(profiles).set(update).where(eq(profiles.id, userId));
  } catch (error) {
    const code = pgErrorCode(error);
    // 23505: someone took the username between the check and the save.
    if (code === "23505") return taken(t);
    // A check constraint or data error means the input slipped past the form rules: still the input's fault.
    if (code === "23514" || code?.startsWith("22")) return { ok: false, status: 400, problem: updateFailed(t), errors: {} };
    console.error(`profile update for ${userId} failed`, error);
    return { ok: false, status: 500, problem: updateFailed(t), errors: {} };
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
  const { privateOnly } = await childLimits(db, userId);
  return row
    ? {
        username: row.username,
        displayName: row.displayName ?? "",
        bio: row.bio ?? "",
        isPublic: row.isPublic,
        publicLocked: privateOnly,
      }
    : null;
}
