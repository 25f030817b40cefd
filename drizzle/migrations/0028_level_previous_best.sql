-- A finished run's results compare its score with the player's best at the same level before it
-- (app/models/progress.server.ts recordLevelProgress keeps it as the run finishes). Null: a run
-- without a level, a visitor's, one that broke the pace, or one finished before this migration
-- (those compare with the game's best, as before).
ALTER TABLE "game_runs" ADD COLUMN "level_previous_best" integer;
