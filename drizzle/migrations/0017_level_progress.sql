CREATE TABLE "user_level_progress" (
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"highest_score" integer DEFAULT 0 NOT NULL,
	"times_played" integer DEFAULT 0 NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_level_progress_user_id_game_id_level_pk" PRIMARY KEY("user_id","game_id","level"),
	CONSTRAINT "user_level_progress_level_check" CHECK ("user_level_progress"."level" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_level_progress" ADD CONSTRAINT "user_level_progress_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_level_progress" ADD CONSTRAINT "user_level_progress_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_level_progress_board_idx" ON "user_level_progress" USING btree ("game_id","level","highest_score" DESC NULLS LAST);--> statement-breakpoint
-- The runs finished at a level before this migration (the level is in the run's state since the
-- levels came): each player's best and number of plays per game and level, as finishRun keeps
-- them from now on (app/models/progress.server.ts recordLevelProgress). Runs without a level (a
-- race, or from before the levels) and runs that broke the pace (no final score) count nowhere.
INSERT INTO "user_level_progress" ("user_id", "game_id", "level", "highest_score", "times_played", "last_played_at")
SELECT "user_id", "game_id", ("state"->>'level')::integer, max("final_score"), count(*)::integer, max("finished_at")
  FROM "game_runs"
 WHERE "user_id" IS NOT NULL AND "finished_at" IS NOT NULL AND "final_score" IS NOT NULL
   AND "state"->>'level' ~ '^[1-9][0-9]{0,5}$'
 GROUP BY "user_id", "game_id", ("state"->>'level')::integer;
