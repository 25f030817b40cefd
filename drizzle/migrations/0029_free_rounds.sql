-- Try before buying: every signed-in player may play one round a day of a premium game they do not
-- own (no coins, no progress). A free round is a run with the calendar day it was played for; the
-- unique index lets only one be started per player, game and day, however often Start is sent.
ALTER TABLE "game_runs" ADD COLUMN "free_round_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "game_runs_free_round_idx" ON "game_runs" USING btree ("user_id","game_id","free_round_day") WHERE "game_runs"."free_round_day" is not null;
