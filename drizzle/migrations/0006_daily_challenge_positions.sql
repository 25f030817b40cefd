-- daily_challenges was never written before this migration, so the new NOT NULL column needs no
-- value for existing rows. position orders a day's challenges and, with its check and unique
-- index, keeps a day at 6 at most.
ALTER TABLE "daily_challenges" ADD COLUMN "position" integer NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_challenges_date_position_idx" ON "daily_challenges" USING btree ("active_date","position");--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD CONSTRAINT "daily_challenges_position_check" CHECK ("daily_challenges"."position" between 0 and 5);