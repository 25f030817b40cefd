-- One meaning per word (docs/glossary.md): a guest is the second player of a two-player session;
-- someone playing without an account is a visitor, and the id their browser holds (still in the
-- cp_guest cookie, whose name visitors' browsers keep) is a visitor_id.
ALTER TABLE "class_race_players" RENAME COLUMN "guest_id" TO "visitor_id";--> statement-breakpoint
ALTER TABLE "game_runs" RENAME COLUMN "guest_id" TO "visitor_id";--> statement-breakpoint
-- The checks (class_race_players_one_owner, class_race_players_visitor_nickname,
-- game_runs_owner_check) follow a renamed column by themselves: dropping and adding them again, as
-- drizzle-kit wrote it, would only check every run once more. The index keeps its rows too.
ALTER INDEX "class_race_players_guest_idx" RENAME TO "class_race_players_visitor_idx";
