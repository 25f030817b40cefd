ALTER TABLE "game_runs" ADD COLUMN "plays_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "game_runs" ADD COLUMN "too_fast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Runs made before: their play began after the 1 s loading screen.
UPDATE "game_runs" SET "plays_from" = "started_at" + interval '1 second';
