ALTER TABLE "multiplayer_sessions" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD COLUMN "player1_run_id" uuid;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD COLUMN "player2_run_id" uuid;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD CONSTRAINT "multiplayer_sessions_player1_run_id_game_runs_id_fk" FOREIGN KEY ("player1_run_id") REFERENCES "public"."game_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD CONSTRAINT "multiplayer_sessions_player2_run_id_game_runs_id_fk" FOREIGN KEY ("player2_run_id") REFERENCES "public"."game_runs"("id") ON DELETE set null ON UPDATE no action;