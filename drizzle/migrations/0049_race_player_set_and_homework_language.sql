ALTER TABLE "class_race_players" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_seats" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "teacher_sets" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;