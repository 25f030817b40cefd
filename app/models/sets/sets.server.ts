/**
 * Teachers' sets (docs/decisions/teacher-sets.md): made by the accounts that may make classes,
 * changed and deleted by their teacher only. Each save is a new immutable version, so a run goes
 * on with the questions it started with; an edit also clears the set's reports and a review's
 * hiding (reports.server.ts). Deleting a set keeps its row (its link then says so) and drops every version and the
 * questions its players missed: the runs keep their scores.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { Language } from "~/i18n/config";
import { englishT } from "~/i18n/messages.server";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { gameRuns, games, runMisses, setReports, setVersions, teacherSets } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engines } from "~/games";
import { SET_STAGE, type SetContent, type SetKind } from "~/games/sets/content";
import { setContentSchema } from "~/games/sets/content-schema";
import { setEngine } from "~/games/sets/engine";
import { UUID } from "~/utils/uuid";
import { versionContent } from "../runs/engines.server";
import { getSignedInUser, requireUser, type SignedInUser } from "../auth.server";
import { serverT } from "../language.server";
import { teacherStatus } from "../teachers.server";
import { clearReports, reportState, reportStates } from "./reports.server";

export type TeacherSet = typeof teacherSets.$inferSelect;

/** Enough for a year of weekly lists, and a bound on what one account stores. */
export const MAX_SETS = 200;

export async function setById(db: Queryable, setId: string): Promise<TeacherSet | null> {
  if (!UUID.test(setId)) return null;
  const [row] = await db.select().from(teacherSets).where(eq(teacherSets.id, setId));
  return row ?? null;
}

/** The current version of one of `teacherId`'s sets with the game it plays on, for homework and races; null for anyone else's, or a deleted one. */
export async function teachersSet(db: Queryable, teacherId: string, setId: string) {
  const set = await setById(db, setId);
  if (!set || set.teacherId !== teacherId || !set.versionId) return null;
  const [game] = await db.select().from(games).where(eq(games.title, engines[SET_STAGE[set.kind]].title));
  return game
    ? { set, versionId: set.versionId, game, engine: setEngine(engines[SET_STAGE[set.kind]], (await versionContent(db, set.versionId))!) }
    : null;
}

/** A teacher's sets as the homework and race forms list them. */
export async function setChoices(db: Queryable, teacherId: string) {
  return (await setsOf(db, teacherId)).map((s) => ({ setId: s.id, title: s.title, kind: s.kind }));
}

export interface SetSummary {
  id: string;
  kind: SetKind;
  title: string;
  items: number | null;
  updatedAt: Date;
  hidden: boolean;
  /** Players who reported it since its last save. */
  reports: number;
}

/** A teacher's sets, newest change first (deleted ones are gone from the list). */
export async function setsOf(db: Queryable, teacherId: string): Promise<SetSummary[]> {
  const rows = await db
    .select({ set: teacherSets, content: setVersions.content })
    .from(teacherSets)
    .innerJoin(setVersions, eq(setVersions.id, teacherSets.versionId))
    .where(and(eq(teacherSets.teacherId, teacherId), isNull(teacherSets.deletedAt)))
    .orderBy(desc(teacherSets.updatedAt));
  const reports = await reportStates(
    db,
    rows.map((r) => r.set),
  );
  return rows.map(({ set, content }) => {
    const parsed = setContentSchema.parse(content);
    return {
      id: set.id,
      kind: set.kind,
      title: set.title,
      items: parsed.kind === "words" ? parsed.words.length : parsed.kind === "quiz" ? parsed.questions.length : null,
      updatedAt: set.updatedAt,
      hidden: reports.get(set.id)!.hidden,
      reports: reports.get(set.id)!.players,
    };
  });
}

/** Hidden from its link: by a review, or by enough players' reports (reports.server.ts). */
export async function isHidden(db: Queryable, set: TeacherSet): Promise<boolean> {
  return (await reportState(db, set)).hidden;
}

export type SaveOutcome = { ok: true; set: TeacherSet } | { ok: false; message: string };

/** A new set (under a lock on the teacher's row, so two saves cannot pass MAX_SETS together); a refusal in `t`'s words. */
export async function createSet(
  db: Queryable,
  teacherId: string,
  { title, content, language = "en" }: { title: string; content: SetContent; language?: Language },
  t: TFunction = englishT("sets"),
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from profiles where id = ${teacherId} for update`);
    const [made] = await tx
      .select({ n: count() })
      .from(teacherSets)
      .where(and(eq(teacherSets.teacherId, teacherId), isNull(teacherSets.deletedAt)));
    if (Number(made.n) >= MAX_SETS) return { ok: false, message: t("refusals.tooMany", { max: MAX_SETS }) };
    const [set] = await tx.insert(teacherSets).values({ teacherId, kind: content.kind, title, language }).returning();
    return { ok: true, set: await newVersion(tx, set, title, content) };
  });
}

/** A teacher's edit: a new version (runs under way keep theirs), the title, and the reports cleared. */
export async function updateSet(
  db: Queryable,
  set: TeacherSet,
  { title, content }: { title: string; content: SetContent },
): Promise<TeacherSet> {
  return db.transaction(async (tx) => {
    await clearReports(tx, set.id);
    return newVersion(tx, set, title, content);
  });
}

async function newVersion(db: Queryable, set: TeacherSet, title: string, content: SetContent): Promise<TeacherSet> {
  const [version] = await db.insert(setVersions).values({ setId: set.id, content }).returning({ id: setVersions.id });
  const [row] = await db
    .update(teacherSets)
    .set({ title, versionId: version.id, updatedAt: sql`now()` })
    .where(eq(teacherSets.id, set.id))
    .returning();
  return row;
}

/** The set's questions go (its versions, what its players missed); its runs keep their scores. */
export async function deleteSet(db: Queryable, set: TeacherSet): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(teacherSets)
      .set({ deletedAt: sql`now()`, versionId: null })
      .where(eq(teacherSets.id, set.id));
    await tx.delete(setVersions).where(eq(setVersions.setId, set.id));
    await tx
      .delete(runMisses)
      .where(inArray(runMisses.runId, tx.select({ id: gameRuns.id }).from(gameRuns).where(eq(gameRuns.setId, set.id))));
    await tx.delete(setReports).where(eq(setReports.setId, set.id));
  });
}

/**
 * The set behind `setId` for its teacher: 404 for an unknown id, 410 for a deleted one, 403 for
 * anyone else (signed out: to sign in first); each refusal in the reader's words.
 */
export async function taughtSet(
  request: Request,
  context: AppLoadContext,
  setId: string | undefined,
): Promise<{ user: SignedInUser; set: TeacherSet; content: SetContent }> {
  const user = await requireUser(request, context);
  const set = await setById(context.db, setId ?? "");
  const refuse = async (key: string, status: number) => new Response((await serverT(request, context, "sets"))(key), { status });
  if (!set) throw await refuse("refusals.notFound", 404);
  if (set.teacherId !== user.id) throw await refuse("refusals.notYours", 403);
  if (!set.versionId) throw await refuse("refusals.deleted", 410);
  return { user, set, content: (await versionContent(context.db, set.versionId))! };
}

const signInToast = (t: TFunction) => ({ title: t("refusals.signInTitle"), description: t("refusals.signIn") });

/** Sets are made by the accounts that may make classes (/teach asks for a birth month first). */
export async function requireTeacher(request: Request, context: AppLoadContext): Promise<SignedInUser> {
  // A visitor is sent to sign in, told why in their words (looked up for them only).
  const user =
    (await getSignedInUser(request, context)).user ??
    (await requireUser(request, context, { toast: signInToast(await serverT(request, context, "sets")) }));
  if ((await teacherStatus(context.db, user.id)) !== "teacher") throw new Response(null, { status: 302, headers: { Location: "/teach" } });
  return user;
}
