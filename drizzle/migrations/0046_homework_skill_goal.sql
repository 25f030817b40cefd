ALTER TABLE "homework" DROP CONSTRAINT "homework_goal_check";--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "skill" text;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_skill_goal" CHECK (("homework"."goal" = 'skill') = ("homework"."skill" is not null));--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_goal_check" CHECK ("homework"."goal" in ('runs', 'correct', 'stars', 'skill'));