/**
 * Every table of CleverPlay. Field names follow the spec (../shared/spec); tables the spec's
 * hosted backend kept for itself (users, auth sessions, tokens, runs, ...) are ours.
 * Constraints do the guarding: a rule the database can hold is not left to application code.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();

/* ------------------------------------------------------------------ accounts */

export const users = pgTable(
  "users",
  {
    id: id(),
    /** Null only for a student a teacher made (school_students): they sign in by class code and pictures. */
    email: text("email"),
    emailVerified: boolean("email_verified").notNull().default(false),
    passwordHash: text("password_hash"),
    /** From the sign-up form, used when the profile is created at the first verified sign-in. */
    pendingUsername: text("pending_username"),
    /** Who invited this user (?ref=USERNAME at sign-up); becomes a referrals row with the profile. */
    referrerId: uuid("referrer_id").references((): AnyPgColumn => profiles.id, {
      onDelete: "set null",
    }),
    /** Month and year of birth, asked at sign-up (null for accounts made before it was asked). */
    birthYear: integer("birth_year"),
    birthMonth: integer("birth_month"),
    /** The language the site speaks to them in (app/i18n/config.ts); null: this browser's choice, else its Accept-Language. */
    language: text("language"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    check("users_birth_month_range", sql`${t.birthMonth} between 1 and 12`),
  ],
);

/**
 * A parent's consent for a player under 13 (COPPA): asked at sign-up, answered from the link in
 * the parent's mail. Only a hash of the link's token is kept; the link stays the parent's way to
 * manage the child's account after the answer. A decline, or no answer within 7 days, deletes
 * the child's account (and this row with it).
 */
export const parentalConsents = pgTable(
  "parental_consents",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    parentEmail: text("parent_email").notNull(),
    status: text("status", { enum: ["pending", "approved"] })
      .notNull()
      .default("pending"),
    /** The parent lets the child make the profile public (it starts private either way). */
    publicAllowed: boolean("public_allowed").notNull().default(false),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The parent asked for a weekly summary: when the next one is due (null: none wanted). */
    summaryDueAt: timestamp("summary_due_at", { withTimezone: true }),
    /**
     * The language the parent's mails are written in (app/i18n/config.ts): the child's at sign-up,
     * then the parent's own once they answer or choose one on their page (parent-language.server.ts).
     */
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    index("parental_consents_summary_due_idx")
      .on(t.summaryDueAt)
      .where(sql`${t.summaryDueAt} is not null`),
    index("parental_consents_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check("parental_consents_status_check", sql`${t.status} in ('pending', 'approved')`),
  ],
);

/**
 * The keys to a parent's page: one per e-mail we sent them (consent mail, resend, weekly
 * summary), each live until the parent stops it on the page (docs/decisions/parent-links.md).
 * Only a SHA-256 of the key is kept. A stopped key keeps its row, so its page can say it was
 * stopped rather than that the account may be gone; the rows go with the account.
 */
export const parentLinks = pgTable(
  "parent_links",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => parentalConsents.userId, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** Which e-mail carried it, for the parent's page. */
    mail: text("mail", { enum: ["consent", "summary"] }).notNull(),
    createdAt: createdAt(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("parent_links_token_idx").on(t.tokenHash),
    index("parent_links_user_idx").on(t.userId),
    check("parent_links_mail_check", sql`${t.mail} in ('consent', 'summary')`),
  ],
);

/** Jobs that run once over existing rows (in batches, resumable): how far each got. */
export const maintenanceJobs = pgTable("maintenance_jobs", {
  name: text("name").primaryKey(),
  /** The last key done, for a job that stopped part way. */
  cursor: text("cursor"),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/** Fixed-window counters for rate limits (sign-in, sign-up, resend, reset), shared by every instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_idx").on(t.windowStart)],
);

/**
 * Mail waiting to be sent, and what became of it (app/models/mail.server.ts): a request queues a
 * mail and returns; the sender and the housekeeping job deliver it with retries. Once sent, its
 * text (which may hold a sign-in link) is blanked; sent rows are deleted after 7 days.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the sender gave up (after the last retry): the operator's to look at. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** Sign-in sessions (app/models/auth.server.ts): one per signed-in browser, keyed by the SHA-256 of its cookie token. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", {
      withTimezone: true,
      mode: "date",
    }).notNull(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/** Single-use links: e-mail verification and password reset. Only a hash of the token is kept. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_tokens_user_idx").on(t.userId, t.purpose, t.createdAt),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    displayName: text("display_name"),
    bio: text("bio"),
    /**
     * A generated name (adjective + animal) others see instead of the username and display name
     * while a parent's consent is pending (parental_consents); null otherwise.
     */
    nickname: text("nickname"),
    avatarUrl: text("avatar_url"),
    isPublic: boolean("is_public").notNull().default(true),
    tokens: integer("tokens").notNull().default(0),
    clevercoinBalance: integer("clevercoin_balance").notNull().default(0),
    gamesPlayed: integer("games_played").notNull().default(0),
    equippedBadge: uuid("equipped_badge").references(() => cosmetics.id, {
      onDelete: "set null",
    }),
    equippedAvatarFrame: uuid("equipped_avatar_frame").references(() => cosmetics.id, { onDelete: "set null" }),
    /** The character worn as the avatar's picture (a cosmetic of category "Character"). */
    equippedCharacter: uuid("equipped_character").references(() => cosmetics.id, { onDelete: "set null" }),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    streakDays: integer("streak_days").notNull().default(0),
    dailyChallengesCompleted: integer("daily_challenges_completed").notNull().default(0),
    /** Comfort settings (larger text, readable font, sound, read aloud, less motion): app/utils/comfort.ts. */
    comfort: jsonb("comfort").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("profiles_username_lower_idx").on(sql`lower(${t.username})`),
    check("profiles_balance_non_negative", sql`${t.clevercoinBalance} >= 0`),
    check("profiles_tokens_match_balance", sql`${t.tokens} = ${t.clevercoinBalance}`),
    check("profiles_username_format", sql`${t.username} ~ '^[A-Za-z0-9_-]{3,30}$'`),
    check("profiles_display_name_length", sql`char_length(${t.displayName}) <= 50`),
    check("profiles_bio_length", sql`char_length(${t.bio}) <= 200`),
  ],
);

/* --------------------------------------------------------------------- games */

export const gameCategories = ["math", "reading", "logic", "premium", "special"] as const;
export type GameCategory = (typeof gameCategories)[number];

export const games = pgTable(
  "games",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull().unique(),
    description: text("description").notNull(),
    category: text("category", { enum: gameCategories }).notNull(),
    imageUrl: text("image_url"),
    thumbnailUrl: text("thumbnail_url"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isPremium: boolean("is_premium").notNull().default(false),
    isMultiplayer: boolean("is_multiplayer").notNull().default(false),
    /** Card price in US dollars (premium games); the CC price is `priceCc`. */
    price: numeric("price", { precision: 10, scale: 2 }),
    priceCc: integer("price_cc"),
    minAge: integer("min_age").notNull().default(5),
    maxAge: integer("max_age").notNull().default(18),
    createdAt: createdAt(),
  },
  (t) => [
    check("games_category_check", sql`${t.category} in ('math', 'reading', 'logic', 'premium', 'special')`),
    check("games_ages_check", sql`${t.minAge} <= ${t.maxAge}`),
  ],
);

export const userGameProgress = pgTable(
  "user_game_progress",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    highestScore: integer("highest_score").notNull().default(0),
    /** Finished runs of the game, at every level (the spec's levels_completed, "shown as times played"). */
    timesPlayed: integer("times_played").notNull().default(0),
    totalTimePlayed: integer("total_time_played").notNull().default(0),
    lastPlayedAt: timestamp("last_played_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_game_progress_user_game_idx").on(t.userId, t.gameId),
    // The leaderboard reads the best scores, overall and per game.
    index("user_game_progress_score_idx").on(t.highestScore.desc()),
    index("user_game_progress_game_score_idx").on(t.gameId, t.highestScore.desc()),
  ],
);

/**
 * A player's progress at one level of a game (app/games/levels.ts): the best score and how often
 * it was played there. Kept beside user_game_progress (the spec's, all levels together) as runs
 * at a level finish (game-progress.server.ts recordLevelProgress), so the leaderboard of one level
 * and My Games' bests per level read a few index entries, not the runs.
 */
export const userLevelProgress = pgTable(
  "user_level_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    highestScore: integer("highest_score").notNull().default(0),
    timesPlayed: integer("times_played").notNull().default(0),
    lastPlayedAt: timestamp("last_played_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId, t.level] }),
    // A level's board is the first entries of this index (the order the board's query asks for).
    index("user_level_progress_board_idx").on(t.gameId, t.level, t.highestScore.desc()),
    check("user_level_progress_level_check", sql`${t.level} > 0`),
  ],
);

/** A server-verified play: the server holds the seed, the engine state and the deadline. */
export const gameRuns = pgTable(
  "game_runs",
  {
    id: id(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, {
      onDelete: "cascade",
    }),
    /** Visitors play without an account; their runs belong to their browser's id (the cp_guest cookie). */
    visitorId: text("visitor_id"),
    challengeId: uuid("challenge_id").references(() => dailyChallenges.id, {
      onDelete: "set null",
    }),
    seed: text("seed").notNull(),
    state: jsonb("state").notNull(),
    lastFeedback: jsonb("last_feedback"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** When answers start to count: after the loading screen (solo), at the start (a race). */
    playsFrom: timestamp("plays_from", { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    /** An answer came faster than anyone can read (runs.server.ts): the run earns and ranks nothing. */
    tooFast: boolean("too_fast").notNull().default(false),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The score that counts (progress, daily top 10); null for a run that broke the pace. */
    finalScore: integer("final_score"),
    reward: jsonb("reward"),
    /** The player's best at the run's level before it finished (0: none), which its results compare with. */
    levelPreviousBest: integer("level_previous_best"),
    /** A free run of a premium game the player does not own: the day it was that day's one (earns nothing). */
    freeRunDay: date("free_run_day"),
    /** A player's run in a class race: its answers are copied to class_race_answers and announced. */
    classRacePlayerId: uuid("class_race_player_id").references((): AnyPgColumn => classRacePlayers.id, { onDelete: "set null" }),
    /** A solo run's timer (app/games/timer.ts): standard, more-time or none; relaxed runs rank nowhere. */
    timer: text("timer", { enum: ["standard", "more-time", "none"] })
      .notNull()
      .default("standard"),
    // The state's level and answer counts as plain columns, kept by the database: a teacher's
    // class page sums them over a class's runs, and reading them out of the JSON every time cost
    // more than the rest of the page (docs/decisions/classes-and-homework.md).
    // A value that is not a whole number leaves the column null rather than refusing the state.
    level: integer("level").generatedAlwaysAs(sql`case when state->>'level' ~ '^[1-9][0-9]{0,5}$' then (state->>'level')::integer end`),
    correct: integer("correct").generatedAlwaysAs(sql`case when state->>'correct' ~ '^[0-9]{1,6}$' then (state->>'correct')::integer end`),
    answered: integer("answered").generatedAlwaysAs(
      sql`case when state->>'answered' ~ '^[0-9]{1,6}$' then (state->>'answered')::integer end`,
    ),
    /** A run of a teacher's set (teacher_sets): scored from the version it started with, which goes when the set is deleted. */
    setId: uuid("set_id").references((): AnyPgColumn => teacherSets.id, { onDelete: "set null" }),
    setVersionId: uuid("set_version_id").references((): AnyPgColumn => setVersions.id, { onDelete: "set null" }),
  },
  (t) => [
    check("game_runs_owner_check", sql`${t.userId} is not null or ${t.visitorId} is not null`),
    check("game_runs_timer_check", sql`${t.timer} in ('standard', 'more-time', 'none')`),
    index("game_runs_user_idx").on(t.userId, t.startedAt),
    // A class race player's run (one per player).
    uniqueIndex("game_runs_class_race_player_idx")
      .on(t.classRacePlayerId)
      .where(sql`${t.classRacePlayerId} is not null`),
    // One free run per player, game and day, however often Start is sent.
    uniqueIndex("game_runs_free_run_idx")
      .on(t.userId, t.gameId, t.freeRunDay)
      .where(sql`${t.freeRunDay} is not null`),
    // The daily top 10 reads one day's finished runs of players (a range of finished_at), from
    // the index alone: the job stays as fast however many days of runs are kept.
    index("game_runs_finished_scores_idx")
      .on(t.finishedAt, t.gameId, t.userId, t.finalScore)
      .where(sql`${t.userId} is not null and ${t.finalScore} > 0`),
    // A set's runs (homework progress, its deletion).
    index("game_runs_set_idx")
      .on(t.setId, t.finishedAt)
      .where(sql`${t.setId} is not null`),
  ],
);

/**
 * A question a signed-in player got wrong in a run, as it was shown, with its right answer: what a
 * teacher's homework page counts as most missed. Only misses are kept (an answer's other facts live
 * in the run's state), so a right answer writes nothing more.
 */
export const runMisses = pgTable(
  "run_misses",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => gameRuns.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    question: text("question").notNull(),
    correctAnswer: text("correct_answer").notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.index] })],
);

export const transactions = pgTable(
  "transactions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    gameId: uuid("game_id").references(() => games.id, {
      onDelete: "set null",
    }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    paymentMethod: text("payment_method").notNull(),
    transactionId: text("transaction_id").unique(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("transactions_user_idx").on(t.userId)],
);

export const userOwnedGames = pgTable(
  "user_owned_games",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    purchasePrice: numeric("purchase_price", { precision: 10, scale: 2 }),
    transactionId: text("transaction_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_owned_games_user_game_idx").on(t.userId, t.gameId)],
);

/* ---------------------------------------------------------------- challenges */

export const dailyChallenges = pgTable(
  "daily_challenges",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** The category of its game. */
    category: text("category", { enum: gameCategories }).notNull(),
    /** The game whose finished runs complete it (whether or not started from its card). */
    gameId: uuid("game_id").references(() => games.id, { onDelete: "cascade" }),
    /** Right answers one finished run needs to complete it; a game's challenges of a day each ask for a different number. */
    goalCorrect: integer("goal_correct").notNull().default(1),
    tokensReward: integer("tokens_reward").notNull().default(10),
    activeDate: date("active_date").notNull(),
    /** Its place in the day's list, as drawn: 0 to 5, so a day never holds more than 6. */
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A day's challenges have distinct titles and distinct places (at most 6): however many
    // requests generate a day at once, the rows they insert can only be the same ones.
    uniqueIndex("daily_challenges_date_title_idx").on(t.activeDate, t.title),
    uniqueIndex("daily_challenges_date_position_idx").on(t.activeDate, t.position),
    check("daily_challenges_position_check", sql`${t.position} between 0 and 5`),
  ],
);

export const userChallengeProgress = pgTable(
  "user_challenge_progress",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => dailyChallenges.id, { onDelete: "cascade" }),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("user_challenge_progress_user_challenge_idx").on(t.userId, t.challengeId)],
);

export const dailyGameCompletions = pgTable(
  "daily_game_completions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    completionDate: date("completion_date").notNull(),
    completionCount: integer("completion_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.completionDate] })],
);

/**
 * Each player's best finished run of a game on a day (APP_TIME_ZONE), kept as runs finish
 * (runs.server.ts), so the daily top 10 reads ten rows per game instead of the day's runs.
 * Only runs that rank count: a player's, with a final score above 0 (a run flagged too fast has none).
 */
export const dailyBests = pgTable(
  "daily_bests",
  {
    day: date("day").notNull(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    bestScore: integer("best_score").notNull(),
    /** When the best run finished: of two equal scores, the earlier run places first. */
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.gameId, t.userId] }),
    // A game's top 10 on a day is the first ten entries of this index.
    index("daily_bests_ranking_idx").on(t.day, t.gameId, t.bestScore.desc(), t.finishedAt),
  ],
);

/**
 * What migration 0013 filled daily_bests with from the runs finished before it: their days in
 * `time_zone` (UTC: a migration does not know APP_TIME_ZONE), up to the run that finished last.
 * In another zone, a day that such a run could misfile is ranked from game_runs instead
 * (daily-top.server.ts). One row, or none when there were no runs to fill in.
 */
export const dailyBestsBackfill = pgTable("daily_bests_backfill", {
  timeZone: text("time_zone").notNull(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }).notNull(),
});

/* -------------------------------------------------------------------- ledger */

/**
 * The Clever Coin ledger. Written only by the SQL functions award_clevercoin and
 * spend_clevercoin (custom migration), which also keep profiles.clevercoin_balance.
 * `transaction_type` is earn or spend; `reason` is the award's type (signup_bonus, ...).
 */
export const clevercoinTransactions = pgTable(
  "clevercoin_transactions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    transactionType: text("transaction_type", {
      enum: ["earn", "spend"],
    }).notNull(),
    reason: text("reason").notNull(),
    amount: integer("amount").notNull(),
    burned: integer("burned").notNull().default(0),
    referenceId: text("reference_id"),
    description: text("description"),
    createdAt: createdAt(),
    /** Entry order: entries made in the same instant (a game's coins and its badge) keep theirs. */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    check("clevercoin_transactions_type_check", sql`${t.transactionType} in ('earn', 'spend')`),
    check("clevercoin_transactions_amount_positive", sql`${t.amount} > 0`),
    // An award is paid at most once per (user, type, reference).
    uniqueIndex("clevercoin_transactions_award_once_idx")
      .on(t.userId, t.reason, sql`coalesce(${t.referenceId}, '')`)
      .where(sql`${t.transactionType} = 'earn'`),
    index("clevercoin_transactions_user_idx").on(t.userId, t.createdAt),
    // The ledger check (/admin/ledger) sums every user's rows in user order from the index
    // alone: one streaming pass, no hash table or sort spilled to disk (docs/decisions/ledger-check-at-scale.md).
    index("clevercoin_transactions_user_amount_idx").on(t.userId, t.transactionType, t.amount),
  ],
);

/* ---------------------------------------------------------- badges, cosmetics */

export const badgeTypes = ["achievement", "skill", "reading", "math", "logic", "special"] as const;

export const badges = pgTable(
  "badges",
  {
    id: id(),
    /** The rule that earns it (first_game, streak_7, ...). */
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    badgeType: text("badge_type", { enum: badgeTypes }).notNull(),
    tokensReward: integer("tokens_reward").notNull().default(10),
    iconUrl: text("icon_url"),
    createdAt: createdAt(),
  },
  (t) => [check("badges_type_check", sql`${t.badgeType} in ('achievement', 'skill', 'reading', 'math', 'logic', 'special')`)],
);

export const userBadges = pgTable(
  "user_badges",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    badgeId: uuid("badge_id")
      .notNull()
      .references(() => badges.id, { onDelete: "cascade" }),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_badges_user_badge_idx").on(t.userId, t.badgeId)],
);

export const cosmeticCategories = ["Avatar Frame", "Badge", "Character"] as const;

/** How rare a character is (docs/decisions/collectible-characters.md); frames and emblems have none. */
export const characterRarities = ["common", "rare", "epic", "legendary"] as const;
export type CharacterRarity = (typeof characterRarities)[number];

export const cosmetics = pgTable(
  "cosmetics",
  {
    id: id(),
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: cosmeticCategories }).notNull(),
    costCc: integer("cost_cc").notNull(),
    adminExclusive: boolean("admin_exclusive").notNull().default(false),
    /**
     * An SVG: a ring drawn over the avatar (frames), a small emblem at its corner (badges) or the
     * avatar's whole picture (characters).
     */
    imageUrl: text("image_url").notNull(),
    /** A character's rarity; null for frames and emblems. */
    rarity: text("rarity", { enum: characterRarities }),
    /**
     * The milestone that gives this character (a rule of characters.server.ts); such a character
     * is never sold (cost 0). Null: bought in the store for cost_cc.
     */
    earnedBy: text("earned_by"),
    createdAt: createdAt(),
  },
  (t) => [
    check("cosmetics_category_check", sql`${t.category} in ('Avatar Frame', 'Badge', 'Character')`),
    check("cosmetics_cost_check", sql`(${t.earnedBy} is null and ${t.costCc} > 0) or (${t.earnedBy} is not null and ${t.costCc} = 0)`),
    check("cosmetics_rarity_check", sql`(${t.category} = 'Character') = (${t.rarity} is not null)`),
    check("cosmetics_earned_by_check", sql`${t.earnedBy} is null or ${t.category} = 'Character'`),
  ],
);

export const userCosmetics = pgTable(
  "user_cosmetics",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    cosmeticId: uuid("cosmetic_id")
      .notNull()
      .references(() => cosmetics.id, { onDelete: "cascade" }),
    isEquipped: boolean("is_equipped").notNull().default(false),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_cosmetics_user_cosmetic_idx").on(t.userId, t.cosmeticId)],
);

export const purchases = pgTable(
  "purchases",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    cosmeticId: uuid("cosmetic_id").references(() => cosmetics.id, {
      onDelete: "set null",
    }),
    gameId: uuid("game_id").references(() => games.id, {
      onDelete: "set null",
    }),
    method: text("method").notNull(),
    clevercoinSpent: integer("clevercoin_spent").notNull().default(0),
    amountPaid: numeric("amount_paid", { precision: 10, scale: 2 }).notNull().default("0"),
    createdAt: createdAt(),
  },
  (t) => [index("purchases_user_idx").on(t.userId)],
);

export const socialShares = pgTable(
  "social_shares",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    gameId: uuid("game_id").references(() => games.id, { onDelete: "cascade" }),
    tokensRewarded: integer("tokens_rewarded").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("social_shares_user_idx").on(t.userId, t.createdAt)],
);

/* --------------------------------------------------------------- multiplayer */

export const sessionStatuses = ["active", "waiting", "expired", "completed", "ended"] as const;
/** A two-player session's race: none running (idle: before the first, between races) or racing. */
export const raceStates = ["idle", "racing"] as const;

export const multiplayerSessions = pgTable(
  "multiplayer_sessions",
  {
    id: id(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    inviteCode: text("invite_code").notNull().unique(),
    status: text("status", { enum: sessionStatuses }).notNull().default("active"),
    player1Id: uuid("player1_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    /**
     * How many may race in it, host included (2 to 8): the host chooses when creating, 2 as the
     * spec's flow. Its players are its seats (session_seats, docs/decisions/party-races.md).
     */
    maxPlayers: smallint("max_players").notNull().default(2),
    /** Whether a race is running (the spec's `state`, waiting or playing); `status` is the session's life. */
    raceState: text("race_state", { enum: raceStates }).notNull().default("idle"),
    /** The race's shared seed: every player gets the same draw, each at their own level. */
    seed: text("seed"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The race's deadline; time left is derived from it, never counted down in the database. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** When the last race ended (at its deadline, once). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The last race's winner by race points (each score against its level's target); null for a tie. */
    raceWinnerId: uuid("race_winner_id").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * Counts the row's changes (a trigger adds 1 on every update): a server instance applies a
     * race answer's notice to the state it holds only when it is the very next change.
     */
    version: integer("version").notNull().default(0),
  },
  (t) => [
    check("multiplayer_sessions_status_check", sql`${t.status} in ('active', 'waiting', 'expired', 'completed', 'ended')`),
    check("multiplayer_sessions_code_format", sql`${t.inviteCode} ~ '^[A-Z0-9]{6}$'`),
    check("multiplayer_sessions_max_players", sql`${t.maxPlayers} between 2 and 8`),
    check("multiplayer_sessions_race_state_check", sql`${t.raceState} in ('idle', 'racing')`),
    // A user hosts at most one active session.
    uniqueIndex("multiplayer_sessions_one_active_per_host_idx")
      .on(t.player1Id)
      .where(sql`${t.status} = 'active'`),
    index("multiplayer_sessions_status_expiry_idx").on(t.status, t.expiresAt),
    // A player's sessions as host or guest: the 'won a race' badge, the header's active session,
    // and the SET NULL of both seats when a profile is deleted.
    index("multiplayer_sessions_player1_idx").on(t.player1Id),
    // Races past their deadline (the due-races job): only the few rows racing now are indexed.
    index("multiplayer_sessions_racing_ends_idx")
      .on(t.endsAt)
      .where(sql`${t.raceState} = 'racing'`),
  ],
);

/**
 * The players of a friend session, one row a seat: seat 1 is the host's (multiplayer_sessions.player1_id
 * stays the host, for the one-active-session-per-host index), guests take the lowest free seat up to
 * max_players (join_session_atomic, under the session's row lock). A seat change touches the
 * session row too, so its version counts it and its notice goes out.
 */
export const sessionSeats = pgTable(
  "session_seats",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => multiplayerSessions.id, { onDelete: "cascade" }),
    seat: smallint("seat").notNull(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ready: boolean("ready").notNull().default(false),
    /** The seat's score in the race under way or the last one (its run's, the spec's player score). */
    score: integer("score").notNull().default(0),
    /**
     * The level this player races at (levels.ts), chosen with I'm Ready: a 10-year-old and a
     * 15-year-old each meet their own questions (docs/decisions/fair-friend-races.md).
     */
    level: integer("level").notNull().default(1),
    /** This player's server-verified run of the current (or last) race. */
    runId: uuid("run_id").references(() => gameRuns.id, { onDelete: "set null" }),
    /** The language this player's race runs are played in (app/games/language.ts): theirs when they took the seat; null: English. */
    language: text("language"),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.seat] }),
    check("session_seats_seat_range", sql`${t.seat} between 1 and 8`),
    // One seat a player in a session.
    uniqueIndex("session_seats_one_per_player_idx").on(t.sessionId, t.profileId),
    // A player's sessions: the header's active session, the 'won a race' badge, account data.
    index("session_seats_profile_idx").on(t.profileId),
  ],
);

/* -------------------------------------------------------------- class races */

export const classRaceStatuses = ["lobby", "playing", "finished"] as const;
/** How a class race is played (app/games/class-race-modes.ts says what each one is). */
export const classRaceModes = ["classic", "gold", "teams", "powerups"] as const;

/**
 * A race for a whole class behind one code (models/class-races/): a host, up to `seats`
 * players, one seed. Each player's race is an ordinary server-verified run (game_runs with
 * class_race_player_id), so answers, pace, deadlines and rewards are the solo rules.
 */
export const classRaces = pgTable(
  "class_races",
  {
    id: id(),
    /** From the same code space as multiplayer_sessions.invite_code: /join/{code} finds either. */
    inviteCode: text("invite_code").notNull().unique(),
    hostId: uuid("host_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    level: integer("level"),
    /** Raced from a class's page: the class's students join from their own pages, without the code. */
    classId: uuid("class_id").references((): AnyPgColumn => classes.id, { onDelete: "set null" }),
    /** Raced on a teacher's set instead of a level. */
    setId: uuid("set_id").references((): AnyPgColumn => teacherSets.id, { onDelete: "set null" }),
    seats: integer("seats").notNull().default(40),
    visitorsAllowed: boolean("visitors_allowed").notNull().default(true),
    /** Locked by its host: nobody new joins (its players come back as before). */
    locked: boolean("locked").notNull().default(false),
    status: text("status", { enum: classRaceStatuses }).notNull().default("lobby"),
    /** The mode the host chose: classic (most points wins), gold (Gold Quest's chests), teams, powerups. */
    mode: text("mode", { enum: classRaceModes }).notNull().default("classic"),
    /** Teams mode: how many teams the class is split into (2-6); null in the other modes. */
    teamCount: integer("team_count"),
    /** Every player's run starts from it: the same questions for the whole class. */
    seed: text("seed").notNull(),
    seconds: integer("seconds").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** When answers start to count (after the countdown). */
    playsFrom: timestamp("plays_from", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("class_races_status_check", sql`${t.status} in ('lobby', 'playing', 'finished')`),
    check("class_races_code_format", sql`${t.inviteCode} ~ '^[A-Z0-9]{6}$'`),
    check("class_races_seats_range", sql`${t.seats} between 2 and 100`),
    check("class_races_mode_check", sql`${t.mode} in ('classic', 'gold', 'teams', 'powerups')`),
    check(
      "class_races_team_count",
      sql`(${t.mode} = 'teams') = (${t.teamCount} is not null) and coalesce(${t.teamCount}, 2) between 2 and 6`,
    ),
    // A host's races (My Races, the open-races limit).
    index("class_races_host_idx").on(t.hostId, t.createdAt),
    // A class's races waiting for its students (their pages' invitations).
    index("class_races_class_lobby_idx")
      .on(t.classId)
      .where(sql`${t.status} = 'lobby'`),
    // Races past their deadline (the due-races job): only the few racing now are indexed.
    index("class_races_racing_ends_idx")
      .on(t.endsAt)
      .where(sql`${t.status} = 'playing'`),
  ],
);

export const classRacePlayers = pgTable(
  "class_race_players",
  {
    id: id(),
    raceId: uuid("race_id")
      .notNull()
      .references(() => classRaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    /** A visitor: their browser's id (the cp_guest cookie), and the nickname the race gave them (never typed). */
    visitorId: text("visitor_id"),
    nickname: text("nickname"),
    joinedAt: createdAt(),
    /** Gold Quest: the player's gold (never below zero: a steal takes at most what there is). */
    gold: integer("gold").notNull().default(0),
    /**
     * Gold Quest: the chests the player has opened, always their chest events' count: the SQL
     * function open_gold_chest adds one in the statement that writes the event (a count of the
     * events grew with the race, and was read on every chest).
     */
    chestsOpened: integer("chests_opened").notNull().default(0),
    /** Teams: the player's team (1..team_count), set by the host in the lobby; null before. */
    team: integer("team"),
    /** Right answers in a row (a wrong one resets it): power-ups are earned by streaks. */
    streak: integer("streak").notNull().default(0),
    /** Power-ups: the points a double added (the race counts score + bonus; coins stay the engine's score's). */
    bonus: integer("bonus").notNull().default(0),
    /** The language this player's run is played in (app/games/language.ts): theirs when they joined; null: English. */
    language: text("language"),
  },
  (t) => [
    check("class_race_players_gold", sql`${t.gold} >= 0`),
    check("class_race_players_one_owner", sql`(${t.userId} is null) <> (${t.visitorId} is null)`),
    check("class_race_players_visitor_nickname", sql`${t.visitorId} is null or ${t.nickname} is not null`),
    uniqueIndex("class_race_players_user_idx").on(t.raceId, t.userId),
    uniqueIndex("class_race_players_visitor_idx").on(t.raceId, t.visitorId),
    index("class_race_players_user_id_idx").on(t.userId),
  ],
);

/**
 * What a class race's mode made happen (a chest opened, gold stolen, a power-up used), in order:
 * the projector's feed, each player's polite log, the report and its CSV. Written by the mode's
 * model (models/class-races/modes/) in the transaction that decided it.
 */
export const classRaceEvents = pgTable(
  "class_race_events",
  {
    /** The order of events (a race's feed reads the ones after the last it showed). */
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    raceId: uuid("race_id")
      .notNull()
      .references(() => classRaces.id, { onDelete: "cascade" }),
    /** Who did it (opened the chest, used the power-up). */
    playerId: uuid("player_id")
      .notNull()
      .references(() => classRacePlayers.id, { onDelete: "cascade" }),
    /** Who it was done to (stolen from, swapped with, frozen), if anyone. */
    targetId: uuid("target_id").references(() => classRacePlayers.id, { onDelete: "set null" }),
    /** What happened, named by the mode (for example "chest:steal", "power:freeze"). */
    kind: text("kind").notNull(),
    /** Gold or points moved (signed: what the player gained), 0 when nothing moved. */
    amount: integer("amount").notNull().default(0),
    /** The mode's own facts, enough for the report to explain it (the draw number, the chances). */
    detail: jsonb("detail").notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("class_race_events_race_idx").on(t.raceId, t.seq),
    // A player's own events: a place's deletion cascades to them. (Gold Quest counted its chests here by kind
    // until it kept the count in the place, class_race_players.chests_opened.)
    index("class_race_events_player_idx").on(t.playerId, t.kind),
    index("class_race_events_target_idx").on(t.targetId),
  ],
);

/** Every counted answer of a class race (a trigger copies it from the run): the host's report. */
export const classRaceAnswers = pgTable(
  "class_race_answers",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => classRacePlayers.id, { onDelete: "cascade" }),
    raceId: uuid("race_id")
      .notNull()
      .references(() => classRaces.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    answer: text("answer").notNull(),
    correct: boolean("correct").notNull(),
    points: integer("points").notNull(),
    correctAnswer: text("correct_answer").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.index] }), index("class_race_answers_race_idx").on(t.raceId, t.index)],
);

/* ------------------------------------------------------------ growth, content */

export const referrals = pgTable(
  "referrals",
  {
    id: id(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    referredId: uuid("referred_id")
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("referrals_not_self", sql`${t.referrerId} <> ${t.referredId}`)],
);

/** Stripe events and Checkout sessions already applied, so a replay changes nothing. */
export const processedPaymentEvents = pgTable("processed_payment_events", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const blogPosts = pgTable("blog_posts", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  publishedAt: date("published_at").notNull(),
  imageUrl: text("image_url"),
  tags: text("tags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  body: text("body").notNull(),
  createdAt: createdAt(),
});

/**
 * A teacher's class, kept all year: joined by a code from the same space as sessions and class
 * races (/join/{code} finds any of them). Archived classes keep their work and take no joins.
 */
export const classes = pgTable(
  "classes",
  {
    id: id(),
    teacherId: uuid("teacher_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    joinCode: text("join_code").notNull().unique(),
    seats: integer("seats").notNull().default(40),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("classes_teacher_idx").on(t.teacherId, t.createdAt),
    check("classes_code_format", sql`${t.joinCode} ~ '^[A-Z0-9]{6}$'`),
    check("classes_seats_range", sql`${t.seats} between 2 and 100`),
    check("classes_name_length", sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/** Who is in a class: a student who leaves, or is removed, is gone from the teacher's tables. */
export const classStudents = pgTable(
  "class_students",
  {
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index("class_students_user_idx").on(t.userId)],
);

/**
 * A student account a teacher made for a class, with no e-mail (docs/decisions/school-students.md):
 * made under the school's authorisation, so no parent's consent mail; signed in at /class-login
 * with the class code, their name and two pictures, or by the card's QR link. The pictures, the
 * card key and the parent code are kept readable because the teacher prints them on cards and
 * letters; the class code gate and the lock-out (failed_sign_ins, locked_until) guard them.
 */
export const schoolStudents = pgTable(
  "school_students",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The teacher who made the account and answers for it: their account's deletion takes it too. */
    teacherId: uuid("teacher_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The class whose code the student signs in with (also a class_students row). */
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    /** As the teacher sees them: a first name and the last name's initial ("Maya R."). */
    firstName: text("first_name").notNull(),
    lastInitial: text("last_initial").notNull().default(""),
    /** The teacher's own student id, optional: a second import of the same list matches by it. */
    studentRef: text("student_ref"),
    /** The roster's sourcedId (OneRoster users.csv), when the student came from a roster file. */
    rosterId: text("roster_id"),
    /** When a later import of the roster no longer had the student: shown, never deleted for it. */
    leftRosterAt: timestamp("left_roster_at", { withTimezone: true }),
    /** The picture password: two of the nine login pictures (app/utils/login-pictures.ts), in order. */
    picture1: integer("picture_1").notNull(),
    picture2: integer("picture_2").notNull(),
    /** The secret in the card's QR link (/class-login/card/{key}); a reset makes a new one. */
    cardKey: text("card_key").notNull(),
    /** The code on the letter home with which a parent sees the child's data (/parent/code). */
    parentCode: text("parent_code").notNull(),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("school_students_class_idx").on(t.classId, t.firstName),
    index("school_students_teacher_idx").on(t.teacherId),
    uniqueIndex("school_students_card_key_idx").on(t.cardKey),
    uniqueIndex("school_students_parent_code_idx").on(t.parentCode),
    uniqueIndex("school_students_student_ref_idx").on(t.teacherId, t.studentRef),
    uniqueIndex("school_students_roster_id_idx").on(t.teacherId, t.rosterId),
    check("school_students_pictures_range", sql`${t.picture1} between 0 and 8 and ${t.picture2} between 0 and 8`),
    check("school_students_first_name_length", sql`char_length(${t.firstName}) between 1 and 30`),
    check("school_students_last_initial_length", sql`char_length(${t.lastInitial}) <= 1`),
  ],
);

/**
 * A school's own identity provider (OpenID Connect), set up by the operator at /admin/schools
 * (docs/decisions/school-sign-in.md). Students and teachers whose e-mail is in the domain sign in
 * with it at /auth/school/{slug}; their identity is kept in oauth_accounts as provider "school:{id}".
 */
export const schools = pgTable(
  "schools",
  {
    id: id(),
    /** The school's part of the sign-in address: /auth/school/{slug}. */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    clientSecret: text("client_secret").notNull(),
    /** Only e-mail addresses in this domain may sign in ("school.example"). */
    emailDomain: text("email_domain").notNull(),
    /** The operator checked the school: its teachers skip the school-use statement. */
    verified: boolean("verified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("schools_slug_format", sql`${t.slug} ~ '^[a-z0-9-]{2,40}$'`),
    check("schools_name_length", sql`char_length(${t.name}) between 1 and 80`),
  ],
);

/**
 * A student the teacher removed: they cannot join again with the class's code until the teacher
 * lets them back or makes a new code.
 */
export const classRemovals = pgTable(
  "class_removals",
  {
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] })],
);

/**
 * Homework: a game at a level, a goal (runs finished, answers right, or stars in one run) and a
 * window. Progress is read from the students' ordinary runs (server-scored); nothing is stored.
 */
export const homework = pgTable(
  "homework",
  {
    id: id(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** The game's level; null for homework on a teacher's set (`set_id`, played on the game's stage). */
    level: integer("level"),
    setId: uuid("set_id").references((): AnyPgColumn => teacherSets.id, { onDelete: "cascade" }),
    goal: text("goal", { enum: ["runs", "correct", "stars", "skill"] }).notNull(),
    target: integer("target").notNull(),
    /** A "skill" goal's skill (app/games/skills/: one of the game's at the homework's level): done when the child has mastered it. */
    skill: text("skill"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** The language its title is in: its teacher's when they set it (a title is the teacher's words, read as written). */
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    index("homework_class_idx").on(t.classId, t.dueAt),
    check("homework_goal_check", sql`${t.goal} in ('runs', 'correct', 'stars', 'skill')`),
    check("homework_skill_goal", sql`(${t.goal} = 'skill') = (${t.skill} is not null)`),
    check("homework_target_range", sql`${t.target} between 1 and 500`),
    check("homework_window", sql`${t.dueAt} > ${t.startsAt}`),
    check("homework_level_or_set", sql`(${t.level} is null) <> (${t.setId} is null)`),
  ],
);

/**
 * A teacher's own set (docs/decisions/teacher-sets.md): a word list, a math set or a quiz, played
 * on Word Adventure's, Math Quest's or Logic Lab's stage. Its content is the current version's;
 * a deleted set keeps its row (its link says it was deleted) and loses every version.
 */
export const teacherSets = pgTable(
  "teacher_sets",
  {
    id: id(),
    teacherId: uuid("teacher_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["words", "math", "quiz"] }).notNull(),
    title: text("title").notNull(),
    versionId: uuid("version_id").references((): AnyPgColumn => setVersions.id, { onDelete: "set null" }),
    /** The language its words are in (the teacher's when they made it): the name screen reads them in it. */
    language: text("language").notNull().default("en"),
    /** Hidden by an administrator's review until its teacher edits it. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("teacher_sets_teacher_idx").on(t.teacherId, t.createdAt),
    check("teacher_sets_kind_check", sql`${t.kind} in ('words', 'math', 'quiz')`),
    check("teacher_sets_title_length", sql`char_length(${t.title}) between 1 and 60`),
  ],
);

/** A set's content as saved once: never changed, so a run started on it is scored from it to the end. */
export const setVersions = pgTable(
  "set_versions",
  {
    id: id(),
    setId: uuid("set_id")
      .notNull()
      .references((): AnyPgColumn => teacherSets.id, { onDelete: "cascade" }),
    content: jsonb("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("set_versions_set_idx").on(t.setId)],
);

/**
 * A signed-in player's report of a set (`user:{id}`), with its reason and the network it came
 * from (an address's /24 or /64): enough players from enough networks hide the set until its
 * teacher edits it (docs/decisions/set-reports.md).
 */
export const setReports = pgTable(
  "set_reports",
  {
    setId: uuid("set_id")
      .notNull()
      .references(() => teacherSets.id, { onDelete: "cascade" }),
    reporter: text("reporter").notNull(),
    reason: text("reason", { enum: ["rude", "personal", "wrong", "other"] })
      .notNull()
      .default("other"),
    network: text("network").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.setId, t.reporter] }),
    check("set_reports_reason_check", sql`${t.reason} in ('rude', 'personal', 'wrong', 'other')`),
  ],
);

/**
 * Every counted answer of a signed-in player's run, with the skill it practised (app/games/skills/)
 * and where the question came from (its address: the game asks it again from that, for review).
 * Learning reads them when the run finishes (models/learning/): a run that broke the pace teaches
 * the estimates nothing.
 */
export const runAnswers = pgTable(
  "run_answers",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => gameRuns.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    skill: text("skill").notNull(),
    correct: boolean("correct").notNull(),
    /** The chance of a right answer by guessing (a four-option choice: 0.25), which the model allows for. */
    guess: real("guess").notNull().default(0),
    address: jsonb("address").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.index] })],
);

/**
 * What a child knows, skill by skill: the model's estimate (app/games/learning/model.ts) after
 * every counted answer, and when the skill was first mastered.
 */
export const skillEstimates = pgTable(
  "skill_estimates",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    skill: text("skill").notNull(),
    ability: real("ability").notNull().default(0),
    answers: integer("answers").notNull().default(0),
    correct: integer("correct").notNull().default(0),
    /** The chance of guessing right on this skill's questions (the last answer's). */
    guess: real("guess").notNull().default(0),
    masteredAt: timestamp("mastered_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skill] }),
    check("skill_estimates_counts_check", sql`${t.answers} >= ${t.correct} and ${t.correct} >= 0`),
  ],
);

/**
 * A question a child missed, to meet again (issue 49; docs/decisions/practice-and-review.md): its
 * skill and address (a game asks it again from these alone), and its spaced-repetition card, as
 * the scheduling library (ts-fsrs) keeps it. A practice run takes the cards that are due.
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The question's address as one key (reviews.server.ts): one card per question a child missed. */
    question: text("question").notNull(),
    skill: text("skill").notNull(),
    address: jsonb("address").notNull(),
    /** The library's card (its dates as ISO text). */
    card: jsonb("card").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.question] }), index("review_cards_user_due_idx").on(t.userId, t.due)],
);
