-- A signed-in child's own bests on the leaderboard, read on every signed-in view of it: a function,
-- so that PostgreSQL (and PGlite, which plans every statement anew) plans each query once per
-- connection (as signed_in_user, migration 0020). With no level, each game's best at any level
-- (user_game_progress); with one, the bests at that level (user_level_progress). By each table's
-- own key, a row per game at most.
CREATE FUNCTION viewer_bests(p_user_id uuid, p_level integer)
RETURNS TABLE ("gameId" uuid, "score" integer, "playedAt" timestamptz)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_level IS NULL THEN
    RETURN QUERY
    SELECT gp.game_id, gp.highest_score, gp.last_played_at
      FROM user_game_progress gp
     WHERE gp.user_id = p_user_id AND gp.highest_score > 0;
  ELSE
    RETURN QUERY
    SELECT lp.game_id, lp.highest_score, lp.last_played_at
      FROM user_level_progress lp
     WHERE lp.user_id = p_user_id AND lp.level = p_level AND lp.highest_score > 0;
  END IF;
END;
$$;
