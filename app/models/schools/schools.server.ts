/**
 * Schools whose own identity provider signs their people in (docs/decisions/school-sign-in.md):
 * the operator sets each up at /admin/schools; /login lists them; a teacher whose school the
 * operator verified skips the school-use statement.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { z } from "zod";
import { oauthAccounts, schools } from "../../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import type { Env } from "~/env.server";
import { englishT } from "~/i18n/messages.server";
import { cleanField } from "~/utils/read-form.server";

export type School = typeof schools.$inferSelect;

/** The provider name a school's identities are linked under in oauth_accounts. */
export const schoolProvider = (schoolId: string) => `school:${schoolId}`;

export const SCHOOL_SLUG = /^[a-z0-9-]{2,40}$/;
/** A lower-case host name of two labels or more: "school.example", "pupils.school.example". */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Only a provider on this machine may speak plain http, and only outside production (tests, development). */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function issuerAllowed(issuer: URL, env: Pick<Env, "NODE_ENV">): boolean {
  if (issuer.protocol === "https:") return true;
  return issuer.protocol === "http:" && env.NODE_ENV !== "production" && LOCAL_HOSTS.has(issuer.hostname);
}

/**
 * The operator's form: add (a secret is required) or edit (an empty secret keeps the stored one);
 * refused in the reader's words (`t`: the "schools" messages, as every word of this module).
 */
export function schoolForm(env: Pick<Env, "NODE_ENV">, { editing }: { editing: boolean }, t: TFunction = englishT("schools")) {
  return z.object({
    slug: cleanField(z.string().toLowerCase().regex(SCHOOL_SLUG, t("problems.slug"))),
    name: cleanField(
      z
        .string()
        .min(1, t("problems.name"))
        .max(80, t("problems.nameTooLong", { max: 80 })),
    ),
    issuer: cleanField(
      z
        .string()
        .url(t("problems.issuerAddress"))
        .max(500)
        .refine((value) => issuerAllowed(new URL(value), env), t("problems.issuerHttps"))
        .refine((value) => !new URL(value).search && !new URL(value).hash, t("problems.issuerPlain")),
    ),
    clientId: cleanField(z.string().min(1, t("problems.clientId")).max(500)),
    clientSecret: editing
      ? z.string().trim().max(2000).default("")
      : z
          .string()
          .trim()
          .min(1, t("problems.clientSecret"))
          .max(2000, t("problems.clientSecretTooLong", { max: 2000 })),
    emailDomain: cleanField(
      z
        .string()
        .toLowerCase()
        .transform((value) => value.replace(/^@/, ""))
        .pipe(z.string().regex(DOMAIN, t("problems.emailDomain"))),
    ),
    verified: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  });
}
export type SchoolForm = z.output<ReturnType<typeof schoolForm>>;

export async function allSchools(db: Queryable): Promise<School[]> {
  return db.select().from(schools).orderBy(asc(schools.name));
}

/** What /login offers: names and short names only. */
export async function schoolChoices(db: Queryable): Promise<{ slug: string; name: string }[]> {
  return db.select({ slug: schools.slug, name: schools.name }).from(schools).orderBy(asc(schools.name));
}

export async function schoolBySlug(db: Queryable, slug: string): Promise<School | null> {
  if (!SCHOOL_SLUG.test(slug)) return null;
  const [row] = await db.select().from(schools).where(eq(schools.slug, slug));
  return row ?? null;
}

/** The school a person typed or picked on /login: its short name or its name, in any case. */
export async function findSchool(db: Queryable, typed: string): Promise<School | null> {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return null;
  const [row] = await db
    .select()
    .from(schools)
    .where(sql`${schools.slug} = ${wanted} or lower(${schools.name}) = ${wanted}`)
    .limit(1);
  return row ?? null;
}

export type SaveSchoolOutcome = { ok: true; school: School } | { ok: false; message: string; status: number };

const slugTaken = (t: TFunction): SaveSchoolOutcome => ({ ok: false, message: t("problems.slugTaken"), status: 409 });

export async function addSchool(db: Queryable, form: SchoolForm, t: TFunction = englishT("schools")): Promise<SaveSchoolOutcome> {
  try {
    const [school] = await db.insert(schools).values(form).returning();
    return { ok: true, school };
  } catch (error) {
    if (pgErrorCode(error) === "23505") return slugTaken(t);
    throw error;
  }
}

export async function updateSchool(
  db: Queryable,
  id: string,
  form: SchoolForm,
  t: TFunction = englishT("schools"),
): Promise<SaveSchoolOutcome> {
  const { clientSecret, ...rest } = form;
  try {
    const [school] = await db
      .update(schools)
      .set(clientSecret ? { ...rest, clientSecret } : rest)
      .where(eq(schools.id, id))
      .returning();
    return school ? { ok: true, school } : { ok: false, message: t("problems.notFound"), status: 404 };
  } catch (error) {
    if (pgErrorCode(error) === "23505") return slugTaken(t);
    throw error;
  }
}

/** The school goes; the accounts its people made stay (their links no longer sign anyone in). */
export async function removeSchool(db: Queryable, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(schools).where(eq(schools.id, id)).returning({ id: schools.id });
    if (gone.length) await tx.delete(oauthAccounts).where(eq(oauthAccounts.provider, schoolProvider(id)));
    return gone.length > 0;
  });
}

/** The verified school this account signs in with, which vouches that they teach there; or null. */
export async function vouchingSchool(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: schools.name })
    .from(oauthAccounts)
    .innerJoin(schools, sql`${oauthAccounts.provider} = 'school:' || ${schools.id}::text`)
    .where(sql`${oauthAccounts.userId} = ${userId} and ${schools.verified}`)
    .limit(1);
  return row?.name ?? null;
}
