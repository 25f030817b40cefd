-- open_gold_chest returns one row, and says so (docs/decisions/gold-quest.md). A set-returning
-- function is planned as 1,000 rows unless told: the chest's statement joins its row to the
-- target's place and profile, and for 1,000 rows the planner hashed the whole class_race_players
-- and profiles tables on every chest (5 ms a chest with 27,000 profiles, against 0.4 ms in the
-- function itself). With ROWS 1 both joins are index lookups.
ALTER FUNCTION open_gold_chest(uuid, uuid, integer, text, integer, integer, bigint, integer, jsonb) ROWS 1;
