-- A finished run's results compare its score with the player's best at the same level before it
-- (app/models/progress.server.ts recordLevelProgress keeps it as the run finishes). Null: a run
-- without a level, a visitor's, one that broke the pace, or one finished before this migration
-- (those compare with the game's best, as before).
ALTER TABLE "game_runs" ADD COLUMN "level_previous_best" integer;--> statement-breakpoint
-- Try before buying: every signed-in player may play one run a day of a premium game they do not
-- own, earning nothing (pages call it a free round). A free run is a run with the calendar day it
-- was played for; the unique index lets only one start per player, game and day, however often
-- Start is sent.
ALTER TABLE "game_runs" ADD COLUMN "free_run_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "game_runs_free_run_idx" ON "game_runs" USING btree ("user_id","game_id","free_run_day") WHERE "game_runs"."free_run_day" is not null;
