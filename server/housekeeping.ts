/** What the job runner (server/jobs.ts) does, and how often. */
import { dailyChallengesFor } from "../app/models/challenges/daily.server";
import { daysBefore, payDailyTop } from "../app/models/daily-top.server";
import { deliverDueMail } from "../app/models/mail.server";
import { expireUnansweredConsents } from "../app/models/parental-consent.server";
import { sendDueSummaries } from "../app/models/parent-summary.server";
import { pruneRateLimits } from "../app/models/rate-limit.server";
import { deleteExpiredSignInSessions } from "../app/models/auth.server";
import { screenExistingNames } from "../app/models/screen-existing-names.server";
import { renameEmailNames } from "../app/models/email-names.server";
import type { Env } from "../app/env.server";
import { calendarDay } from "../app/utils/dates";
import { dueClassRaces, finishClassRace, tidyClassRaces } from "../app/models/class-races/races.server";
import { dueRaces, finishDueRace } from "../app/models/multiplayer/race.server";
import { cleanupExpiredSessions } from "../app/models/multiplayer/sessions.server";
import type { Job } from "./jobs";

const MINUTE = 60_000;

export function housekeepingJobs(env: Env): Job[] {
  const timeZone = env.APP_TIME_ZONE;
  return [
    // Today's challenges are ready before the first visitor asks (a request would make them too).
    { name: "daily-challenges", everyMs: 15 * MINUTE, run: (db) => dailyChallengesFor(db, calendarDay(new Date(), timeZone)) },
    // Spec: active sessions past expires_at or older than 4 hours become expired, every 10 minutes.
    { name: "session-cleanup", everyMs: 10 * MINUTE, run: (db) => cleanupExpiredSessions(db) },
    // Races whose players all left: the instances' tick timers only cover races someone watches.
    {
      name: "finish-due-races",
      everyMs: MINUTE / 2,
      run: async (db) => {
        for (const id of await dueRaces(db)) await finishDueRace(db, id, timeZone);
        for (const id of await dueClassRaces(db)) await finishClassRace(db, id, timeZone);
      },
    },
    // Class race lobbies nobody started, and races past the 30 days their reports are kept.
    { name: "class-race-cleanup", everyMs: 60 * MINUTE, run: (db) => tidyClassRaces(db) },
    // Pays the last few days, so a server that was down at midnight still pays them (once).
    {
      name: "daily-top-10",
      everyMs: 60 * MINUTE,
      run: async (db) => {
        for (const day of daysBefore(new Date(), timeZone, 3)) await payDailyTop(db, day, timeZone);
      },
    },
    // Rate-limit windows that ended more than a day ago.
    { name: "rate-limit-prune", everyMs: 60 * MINUTE, run: (db) => pruneRateLimits(db) },
    // The one-time screening of names chosen before screening existed: 20 batches of 500 profiles
    // a round, each round committed; a single lookup once the table is done.
    { name: "screen-existing-names", everyMs: 10 * MINUTE, run: (db) => screenExistingNames(db, { batchSize: 500, maxBatches: 20 }) },
    // Likewise the names taken from e-mail addresses before that stopped.
    { name: "email-names", everyMs: 10 * MINUTE, run: (db) => renameEmailNames(db, { batchSize: 500, maxBatches: 20 }) },
    // Sign-in sessions past their 30 days.
    { name: "sign-in-session-cleanup", everyMs: 360 * MINUTE, run: (db) => deleteExpiredSignInSessions(db) },
    // Mail that failed, or whose sender stopped: retried with a growing delay. Each mail is
    // claimed on its own (mail.server.ts), so every instance may take part, outside a transaction.
    { name: "mail-outbox", everyMs: MINUTE / 4, unlocked: true, run: (db) => deliverDueMail({ db, env }) },
    // Parents' weekly summaries that are due. Unlocked: each account's week is claimed on its own.
    { name: "parent-summaries", everyMs: 60 * MINUTE, unlocked: true, run: (db) => sendDueSummaries({ db, env }) },
    // Children's accounts whose parent did not answer within 7 days: deleted, the parent told.
    // Unlocked: each deletion is its own transaction, and one deletion (and one mail) wins a race.
    { name: "unanswered-consents", everyMs: 60 * MINUTE, unlocked: true, run: (db) => expireUnansweredConsents({ db, env }) },
  ];
}
