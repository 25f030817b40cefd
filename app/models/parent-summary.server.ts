/**
 * The weekly e-mail a parent who approved can ask for: what their child played in the last seven
 * days (games, minutes, accuracy per game and level, badges), and nothing about anyone else. Off
 * by default; the parent turns it on or off on their page, or stops it from any summary's link
 * without signing in. Each summary carries a link of its own to the parent's page (newParentLink);
 * the links in older mails keep working. The parent's page shows the same week at once, and the
 * data download the same totals over all time (playedBetween).
 */
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { parentalConsents, profiles } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import type { Env } from "~/env.server";
import { engineForTitle } from "~/games";
import type { GameLanguage } from "~/games/language";
import { levelFor, levelNameIn } from "~/games/levels";
import { skillById } from "~/games/skills";
import { skillNameIn } from "~/games/skills/types";
import { skillList } from "~/games/skills/words";
import { buttonMail, sendMail, type Mail } from "./mail.server";
import { consentUrl, newParentLink } from "./parent-links.server";
import type { TFunction } from "i18next";
import { englishT, fixedT } from "~/i18n/messages.server";
import { gameLanguageOf } from "~/games/language";

export const SUMMARY_DAYS = 7;
const DAY_MS = 24 * 3600_000;

/** The parent's choice: on (the first summary a week from now, or when it was due) or off. */
export async function setWeeklySummary(db: Queryable, userId: string, on: boolean, now = new Date()): Promise<void> {
  await db
    .update(parentalConsents)
    .set({
      summaryDueAt: on
        ? sql`coalesce(${parentalConsents.summaryDueAt}, ${new Date(now.getTime() + SUMMARY_DAYS * DAY_MS).toISOString()}::timestamptz)`
        : null,
    })
    .where(and(eq(parentalConsents.userId, userId), eq(parentalConsents.status, "approved")));
}

export interface GameWeek {
  game: string;
  level: string;
  runs: number;
  answered: number;
  correct: number;
}

export interface Played {
  runs: number;
  minutes: number;
  games: GameWeek[];
  badges: string[];
}

/** How long a finished run (`r`) was played: from when answers counted to its end, at most its deadline. */
export const playedSeconds = sql.raw("greatest(0, extract(epoch from least(r.finished_at, r.deadline) - r.plays_from))");

/** What the child did between `since` and `until`: finished runs that count (none that broke the pace), and badges earned. */
export async function playedBetween(
  db: Queryable,
  userId: string,
  sinceDate: Date,
  untilDate: Date,
  t: TFunction = englishT("mail"),
): Promise<Played> {
  // As text: the PostgreSQL driver takes no Date inside raw SQL.
  const [since, until] = [sinceDate.toISOString(), untilDate.toISOString()];
  const rows = await queryRows<{ title: string; level: number | null; runs: number; answered: number; correct: number; seconds: number }>(
    db,
    sql`select g.title, r.level, count(*)::int as runs,
          coalesce(sum(r.answered), 0)::int as answered,
          coalesce(sum(r.correct), 0)::int as correct,
          coalesce(sum(${playedSeconds}), 0)::float8 as seconds
        from game_runs r join games g on g.id = r.game_id
        where r.user_id = ${userId}::uuid and r.finished_at >= ${since}::timestamptz and r.finished_at < ${until}::timestamptz and not r.too_fast
        group by g.title, r.level
        order by g.title, r.level`,
  );
  const badges = await queryRows<{ key: string; name: string }>(
    db,
    sql`select b.key, b.name from user_badges ub join badges b on b.id = ub.badge_id
        where ub.user_id = ${userId}::uuid and ub.earned_at >= ${since}::timestamptz and ub.earned_at < ${until}::timestamptz
        order by ub.earned_at`,
  );
  return {
    runs: rows.reduce((n, row) => n + row.runs, 0),
    minutes: Math.round(rows.reduce((n, row) => n + Number(row.seconds), 0) / 60),
    games: rows.map((row) => ({
      game: row.title,
      level: levelName(row.title, row.level, t),
      runs: row.runs,
      answered: row.answered,
      correct: row.correct,
    })),
    // Each badge's name in the reader's language (the catalogue's, by key; else as stored).
    badges: badges.map((row) => t(row.key, { ns: "catalog", defaultValue: row.name, keySeparator: false, nsSeparator: false })),
  };
}

/**
 * "Level 2: Adding and taking away to 20", as the level picker names it. The words are the
 * reader's (`t`: the `mail` namespace, English by default, as the data download says them).
 */
export function levelName(title: string, level: number | null, t: TFunction = englishT("mail")): string {
  const engine = engineForTitle(title);
  const named = engine && level !== null ? levelFor(engine.key, level) : undefined;
  return named ? t("week.level", { id: named.id, name: levelNameIn(named, languageOf(t)) }) : t("week.anyLevel");
}

/** The language a fixed `t` speaks: i18next's getFixedT keeps it on the function as `lng`. */
function languageOf(t: TFunction): GameLanguage {
  return gameLanguageOf(String(Reflect.get(t, "lng")));
}

/** One line per game and level, in words: "Word Adventure, Level 1: …: 2 games, 8 of 10 answers right (80%)". */
export function playedLines(played: Played, t: TFunction = englishT("mail")): string[] {
  const lines = played.games.map((g) => {
    const words = { game: g.game, level: g.level, games: t("week.games", { count: g.runs }), correct: g.correct, answered: g.answered };
    return g.answered > 0
      ? t("week.gameLinePercent", { ...words, percent: Math.round((100 * g.correct) / g.answered) })
      : t("week.gameLine", words);
  });
  if (played.badges.length > 0) lines.push(t("week.badges", { badges: played.badges.join(", ") }));
  return lines;
}

/** The summary's first sentence; `when` is "In the last 7 days" or "Since signing up on May 5, 2026". */
export function playedIntro(childName: string, played: Played, when: string, t: TFunction = englishT("mail")): string {
  if (played.runs === 0) return t("week.noPlay", { when, child: childName });
  const time = played.minutes === 0 ? t("week.lessThanAMinute") : t("week.aboutMinutes", { count: played.minutes });
  return t("week.played", { when, child: childName, games: t("week.games", { count: played.runs }), time });
}

/** "In the last 7 days", in the reader's words. */
export const lastWeek = (t: TFunction = englishT("mail")) => t("week.lastDays", { days: SUMMARY_DAYS });

/**
 * The skills the child first mastered between `since` and `until`, by name in `language` (the
 * parent's), easiest level first (a teacher's set by its title in quotes); a set deleted since is left out.
 */
export async function masteredBetween(
  db: Queryable,
  userId: string,
  since: Date,
  until: Date,
  language: GameLanguage = "en",
): Promise<string[]> {
  const rows = await queryRows<{ skill: string; set_title: string | null }>(
    db,
    sql`select e.skill, s.title as set_title from skill_estimates e
          left join teacher_sets s on e.skill = 'set:' || s.id::text
        where e.user_id = ${userId}::uuid and e.mastered_at >= ${since.toISOString()}::timestamptz and e.mastered_at < ${until.toISOString()}::timestamptz
        order by e.mastered_at, e.skill`,
  );
  // Easiest first (by level; a set after the games' skills), in the order mastered within a level.
  const named = rows.flatMap((row) => {
    const skill = skillById(row.skill);
    if (skill) return [{ name: skillNameIn(skill, language), level: skill.level }];
    return row.set_title !== null ? [{ name: `“${row.set_title}”`, level: Infinity }] : [];
  });
  return named.sort((a, b) => a.level - b.level).map((skill) => skill.name);
}

/** "This week Sam mastered: the 7 times table, adding within 20.", or nothing when none. */
export function masteredSentence(childName: string, mastered: string[], t: TFunction = englishT("mail")): string[] {
  return mastered.length === 0 ? [] : [t("week.mastered", { child: childName, skills: skillList(mastered) })];
}

/** The week in the summary's words: the intro, the skills mastered, then a line per game and level and the badges. */
function weekInWords(childName: string, week: Played, mastered: string[], t: TFunction) {
  return {
    intro: playedIntro(childName, week, lastWeek(t), t),
    lines: [...masteredSentence(childName, mastered, t), ...playedLines(week, t)],
  };
}

/**
 * The child's last seven days in the summary's words, for the parent's page (the same as the next
 * e-mail would say), in the page's language (`t`: the `mail` namespace; `language`: its skills' names).
 */
export async function lastWeekInWords(
  db: Queryable,
  userId: string,
  childName: string,
  t: TFunction,
  language: GameLanguage = "en",
  now = new Date(),
) {
  const since = new Date(now.getTime() - SUMMARY_DAYS * DAY_MS);
  const [week, mastered] = await Promise.all([playedBetween(db, userId, since, now, t), masteredBetween(db, userId, since, now, language)]);
  return weekInWords(childName, week, mastered, t);
}

/** The summary as the parent reads it: one line per game and level, in words. */
export function summaryMail({
  to,
  childName,
  week,
  mastered,
  pageUrl,
  t = englishT("mail"),
}: {
  to: string;
  childName: string;
  week: Played;
  mastered: string[];
  pageUrl: string;
  /** The parent's language (parent-language.server.ts), the `mail` namespace. */
  t?: TFunction;
}): Mail {
  return buttonMail({
    to,
    subject: t("summary.subject", { child: childName }),
    ...weekInWords(childName, week, mastered, t),
    action: t("summary.action"),
    url: `${pageUrl}/stop-summary`,
    outro: t("summary.outro", { child: childName, url: pageUrl }),
    t,
  });
}

/**
 * Sends each summary that is due, one account at a time: the claim moves the account's next due
 * date a week on, so another instance's round (or a retry) never sends the same week twice.
 * Links point at APP_URL (a scheduled mail has no request to take a site address from).
 */
export async function sendDueSummaries(context: { db: Queryable; env: Env }, now = new Date()): Promise<number> {
  const { db, env } = context;
  const origin = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const due = await db
    .select({ userId: parentalConsents.userId })
    .from(parentalConsents)
    .where(and(isNotNull(parentalConsents.summaryDueAt), lte(parentalConsents.summaryDueAt, now)))
    .limit(50);
  let sent = 0;
  for (const { userId } of due) {
    const [claimed] = await db
      .update(parentalConsents)
      .set({ summaryDueAt: new Date(now.getTime() + SUMMARY_DAYS * DAY_MS) })
      .where(and(eq(parentalConsents.userId, userId), lte(parentalConsents.summaryDueAt, now), eq(parentalConsents.status, "approved")))
      .returning({ parentEmail: parentalConsents.parentEmail, language: parentalConsents.language });
    if (!claimed) continue;
    const [child] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
    if (!child) continue;
    const since = new Date(now.getTime() - SUMMARY_DAYS * DAY_MS);
    const t = fixedT(claimed.language, "mail");
    const week = await playedBetween(db, userId, since, now, t);
    const mastered = await masteredBetween(db, userId, since, now, gameLanguageOf(claimed.language));
    const pageUrl = consentUrl(origin, await newParentLink(db, userId, "summary", now));
    await sendMail(context, summaryMail({ to: claimed.parentEmail, childName: child.username, week, mastered, pageUrl, t }));
    sent++;
  }
  return sent;
}
