CREATE INDEX "clevercoin_transactions_user_amount_idx" ON "clevercoin_transactions" USING btree ("user_id","transaction_type","amount");--> statement-breakpoint
CREATE INDEX "game_runs_finished_scores_idx" ON "game_runs" USING btree ("finished_at","game_id","user_id","final_score") WHERE "game_runs"."user_id" is not null and "game_runs"."final_score" > 0;--> statement-breakpoint
CREATE INDEX "multiplayer_sessions_player1_idx" ON "multiplayer_sessions" USING btree ("player1_id");--> statement-breakpoint
CREATE INDEX "multiplayer_sessions_player2_idx" ON "multiplayer_sessions" USING btree ("player2_id");--> statement-breakpoint
CREATE INDEX "multiplayer_sessions_racing_ends_idx" ON "multiplayer_sessions" USING btree ("ends_at") WHERE "multiplayer_sessions"."state" = 'playing';