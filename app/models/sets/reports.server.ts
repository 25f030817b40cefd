/**
 * Reports of teachers' sets (docs/decisions/set-reports.md). A report counts only from a
 * signed-in player who has played the set, or who teaches a class that uses it; each account and
 * each address has a daily allowance. Every report reaches the set's teacher (with its reason)
 * and the administrators' review list; the set hides by itself only once players from several
 * networks (an address's /24 or /64) reported it, which one household cannot reach. An
 * administrator can also hide it or dismiss its reports; the teacher's next save clears both.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { classes, classRaces, gameRuns, homework, profiles, setReports, setVersions, teacherSets } from "../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { setContentSchema } from "~/games/sets/content-schema";
import type { SetContent } from "~/games/sets/content";
import type { ReportReason } from "~/utils/set-reports";
import { hitRateLimits } from "../rate-limit.server";

/** What a report's state reads of a set (a `teacher_sets` row, sets.server.ts, has more). */
type ReportedSet = { id: string; hiddenAt: Date | null };

/** A set hides by itself once this many players, from at least this many networks, reported it. */
export const HIDE_AT = { players: 5, networks: 3 } as const;
/** A day's reports: one account; one address (a school's whole building shares one). */
export const REPORTS_PER_ACCOUNT = { max: 10, windowSeconds: 24 * 3600 } as const;
export const REPORTS_PER_ADDRESS = { max: 30, windowSeconds: 24 * 3600 } as const;

/** The part of an address one home or one building holds: an IPv4 /24, an IPv6 /64. */
export function networkOf(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).join(":")}::/64`;
}

export type ReportOutcome = { ok: true; already: boolean } | { ok: false; status: 403 | 429; message: string; retryAfterSeconds?: number };

/** A reason as the teacher and the reviewers read it (the "sets" messages). */
const REASON_KEYS: Record<ReportReason, string> = {
  rude: "reasons.rude",
  personal: "reasons.personal",
  wrong: "reasons.wrong",
  other: "reasons.other",
};

/** Has `userId` played the set, or does a class they teach use it (its homework or a class race)? */
async function mayReport(db: Queryable, setId: string, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ may: boolean }>(
    db,
    sql`select
      exists (select 1 from ${gameRuns} where ${gameRuns.setId} = ${setId} and ${gameRuns.userId} = ${userId})
      or exists (select 1 from ${homework} join ${classes} on ${classes.id} = ${homework.classId}
                  where ${homework.setId} = ${setId} and ${classes.teacherId} = ${userId})
      or exists (select 1 from ${classRaces} where ${classRaces.setId} = ${setId} and ${classRaces.hostId} = ${userId}) as may`,
  );
  return Boolean(row?.may);
}

/** One player's report of a set, once per player, within the day's allowances; a refusal in `t`'s words (the "play" messages). */
export async function reportSet(
  db: Queryable,
  { setId, userId, address, reason }: { setId: string; userId: string; address: string; reason: ReportReason },
  t: TFunction = englishT("play"),
): Promise<ReportOutcome> {
  const limited = await hitRateLimits(db, [
    { key: `set-report:user:${userId}`, ...REPORTS_PER_ACCOUNT },
    { key: `set-report:ip:${address}`, ...REPORTS_PER_ADDRESS },
  ]);
  if (!limited.allowed) {
    const minutes = Math.max(1, Math.ceil(limited.retryAfterSeconds / 60));
    return { ok: false, status: 429, message: t("report.tooMany", { minutes }), retryAfterSeconds: limited.retryAfterSeconds };
  }
  if (!(await mayReport(db, setId, userId))) return { ok: false, status: 403, message: t("report.notPlayed") };
  const stored = await db
    .insert(setReports)
    .values({ setId, reporter: `user:${userId}`, reason, network: networkOf(address) })
    .onConflictDoNothing()
    .returning({ setId: setReports.setId });
  return { ok: true, already: stored.length === 0 };
}

export interface ReportState {
  players: number;
  networks: number;
  /** Each reason given, with how many players gave it, most first. */
  reasons: { reason: string; players: number }[];
  hidden: boolean;
}

/** The reports of each set (a set nobody reported has none): who, from how many networks, why (in `t`'s words), and whether it is hidden. */
export async function reportStates(db: Queryable, sets: ReportedSet[], t: TFunction = englishT("sets")): Promise<Map<string, ReportState>> {
  const states = new Map<string, ReportState>(
    sets.map((s) => [s.id, { players: 0, networks: 0, reasons: [], hidden: s.hiddenAt !== null }]),
  );
  if (sets.length === 0) return states;
  const rows = await db
    .select({
      setId: setReports.setId,
      reason: setReports.reason,
      players: count(),
      networks: sql<string[]>`array_agg(${setReports.network})`,
    })
    .from(setReports)
    .where(inArray(setReports.setId, [...states.keys()]))
    .groupBy(setReports.setId, setReports.reason);
  const networks = new Map<string, Set<string>>();
  for (const row of rows) {
    const state = states.get(row.setId)!;
    state.players += Number(row.players);
    state.reasons.push({ reason: t(REASON_KEYS[row.reason]), players: Number(row.players) });
    const seen = networks.get(row.setId) ?? new Set<string>();
    for (const network of row.networks) seen.add(network);
    networks.set(row.setId, seen);
  }
  for (const [setId, state] of states) {
    state.networks = networks.get(setId)?.size ?? 0;
    state.reasons.sort((a, b) => b.players - a.players);
    state.hidden ||= state.players >= HIDE_AT.players && state.networks >= HIDE_AT.networks;
  }
  return states;
}

export async function reportState(db: Queryable, set: ReportedSet, t: TFunction = englishT("sets")): Promise<ReportState> {
  return (await reportStates(db, [set], t)).get(set.id)!;
}

/** The administrators' review list: every set with a report or hidden by a review, most recently reported first; reasons in `t`'s words. */
export async function reportedSets(db: Queryable, t: TFunction = englishT("sets")) {
  const rows = await db
    .select({
      set: teacherSets,
      teacher: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})`,
      content: setVersions.content,
    })
    .from(teacherSets)
    .innerJoin(profiles, eq(profiles.id, teacherSets.teacherId))
    .innerJoin(setVersions, eq(setVersions.id, teacherSets.versionId))
    .where(
      and(
        isNull(teacherSets.deletedAt),
        sql`(${teacherSets.hiddenAt} is not null or exists (select 1 from ${setReports} where ${setReports.setId} = ${teacherSets.id}))`,
      ),
    )
    .orderBy(desc(sql`(select max(${setReports.createdAt}) from ${setReports} where ${setReports.setId} = ${teacherSets.id})`))
    .limit(100);
  const states = await reportStates(
    db,
    rows.map((r) => r.set),
    t,
  );
  return rows.map((row) => ({
    id: row.set.id,
    title: row.set.title,
    kind: row.set.kind,
    teacher: row.teacher,
    reviewHidden: row.set.hiddenAt !== null,
    lines: contentLines(setContentSchema.parse(row.content)),
    ...states.get(row.set.id)!,
  }));
}

/** What a reviewer reads of a set: every word with its hint, every question with its answers (a math set is numbers only). */
function contentLines(content: SetContent): string[] {
  if (content.kind === "words") return content.words.map((w) => (w.hint ? `${w.word} - ${w.hint}` : w.word));
  if (content.kind === "quiz")
    return content.questions.map((q) => `${q.question} (${q.answers.join(" / ")})${q.explanation ? ` ${q.explanation}` : ""}`);
  return [];
}

/** An administrator's decision: hide the set until its teacher edits it, or dismiss its reports (it shows again). */
export async function reviewSet(db: Queryable, setId: string, decision: "hide" | "dismiss"): Promise<boolean> {
  if (decision === "hide") {
    const hidden = await db
      .update(teacherSets)
      .set({ hiddenAt: sql`now()` })
      .where(and(eq(teacherSets.id, setId), isNull(teacherSets.deletedAt)))
      .returning({ id: teacherSets.id });
    return hidden.length > 0;
  }
  return db.transaction(async (tx) => {
    const shown = await tx.update(teacherSets).set({ hiddenAt: null }).where(eq(teacherSets.id, setId)).returning({ id: teacherSets.id });
    await tx.delete(setReports).where(eq(setReports.setId, setId));
    return shown.length > 0;
  });
}

/** The teacher's save answers the reports: they and a review's hiding are cleared. */
export async function clearReports(db: Queryable, setId: string): Promise<void> {
  await db.delete(setReports).where(eq(setReports.setId, setId));
  await db.update(teacherSets).set({ hiddenAt: null }).where(eq(teacherSets.id, setId));
}
