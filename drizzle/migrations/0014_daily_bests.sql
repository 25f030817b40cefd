CREATE TABLE "daily_bests" (
	"day" date NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"best_score" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_bests_day_game_id_user_id_pk" PRIMARY KEY("day","game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "daily_bests_backfill" (
	"time_zone" text NOT NULL,
	"last_finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_bests" ADD CONSTRAINT "daily_bests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_bests" ADD CONSTRAINT "daily_bests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_bests_ranking_idx" ON "daily_bests" USING btree ("day","game_id","best_score" DESC NULLS LAST,"finished_at");--> statement-breakpoint
-- The runs finished before this migration: each player's best per (day, game), the earlier run
-- first on a tie. A migration does not know APP_TIME_ZONE, so these are UTC days, and that is
-- written down, with the last such run: in another zone, the daily top 10 ranks the days those
-- runs could misfile from game_runs (app/models/daily-top.server.ts, docs/decisions/daily-bests.md).
INSERT INTO "daily_bests" ("day", "game_id", "user_id", "best_score", "finished_at")
SELECT DISTINCT ON (("finished_at" AT TIME ZONE 'UTC')::date, "game_id", "user_id")
       ("finished_at" AT TIME ZONE 'UTC')::date, "game_id", "user_id", "final_score", "finished_at"
  FROM "game_runs"
 WHERE "user_id" IS NOT NULL AND "final_score" > 0 AND "finished_at" IS NOT NULL
 ORDER BY ("finished_at" AT TIME ZONE 'UTC')::date, "game_id", "user_id", "final_score" DESC, "finished_at";--> statement-breakpoint
INSERT INTO "daily_bests_backfill" ("time_zone", "last_finished_at")
SELECT 'UTC', max("finished_at") FROM "game_runs"
 WHERE "user_id" IS NOT NULL AND "final_score" > 0 AND "finished_at" IS NOT NULL
HAVING count(*) > 0;
