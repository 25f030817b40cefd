-- Gold Quest: a player's chests opened are counted in their place, class_race_players.chests_opened
-- (0051), not by counting their chest events on every chest (docs/decisions/gold-quest.md): that
-- count grew with the race and was most of what a chest cost PostgreSQL above an answer. The
-- function is 0050's with the count read and written in the player's locked row, and the gold read
-- in the statement that locks it; CREATE OR REPLACE keeps 0047's ROWS 1 only if said again, so it is.
--
-- The table is locked first, so that no chest is opened between the count below and the new
-- function: a chest's statement reads class_race_players itself, so one under way holds the table
-- until it commits (its event is then counted here), and one that comes later waits for this
-- migration and runs the new function. (0051's ALTER TABLE in the same transaction takes this lock
-- already; this one says why it is needed, and holds if the two ever run apart.)
LOCK TABLE class_race_players IN ACCESS EXCLUSIVE MODE;
--> statement-breakpoint
-- Races under way (and those over) go on counting from the events they have.
UPDATE class_race_players p
   SET chests_opened = c.opened
  FROM (SELECT e.player_id, count(*)::integer AS opened
          FROM class_race_events e
         WHERE e.kind LIKE 'chest:%'
         GROUP BY e.player_id) c
 WHERE c.player_id = p.id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION open_gold_chest(
  p_race uuid,
  p_player uuid,
  p_chest integer,
  p_outcome text,
  p_gain integer,
  p_percent integer,
  p_pick bigint,
  p_lose_percent integer,
  p_detail jsonb
) RETURNS TABLE (refusal text, moved integer, target uuid)
LANGUAGE plpgsql ROWS 1 AS $$
DECLARE
  v_target uuid;
  v_locked record;
  v_in_race boolean := false;
  v_gold integer;
  v_opened integer;
  v_target_gold integer := 0;
  v_mine integer := 0;
BEGIN
  IF p_outcome = 'steal' THEN
    SELECT p.id INTO v_target FROM class_race_players p
     WHERE p.race_id = p_race AND p.id <> p_player
     ORDER BY p.gold DESC, p.created_at, p.id
     LIMIT 1;
  ELSIF p_outcome = 'swap' THEN
    SELECT (array_agg(p.id ORDER BY p.created_at, p.id))[p_pick % count(*) + 1] INTO v_target
      FROM class_race_players p
     WHERE p.race_id = p_race AND p.id <> p_player;
  END IF;
  -- Locked in the order of their ids, and read under the lock: FOR UPDATE returns each row as the
  -- chest before it left it (the gold, and the chests opened).
  FOR v_locked IN
    SELECT p.id, p.race_id, p.gold, p.chests_opened FROM class_race_players p
     WHERE p.id IN (p_player, v_target) ORDER BY p.id FOR UPDATE
  LOOP
    IF v_locked.id = p_player THEN
      v_in_race := v_locked.race_id = p_race;
      v_gold := v_locked.gold;
      v_opened := v_locked.chests_opened;
    ELSE
      v_target_gold := v_locked.gold;
    END IF;
  END LOOP;
  IF NOT v_in_race OR NOT EXISTS (
    SELECT 1 FROM class_races r
      JOIN game_runs g ON g.class_race_player_id = p_player
     WHERE r.id = p_race AND r.status = 'playing' AND r.ends_at > now()
       AND coalesce((g.state->>'correct')::integer, 0) >= p_chest
  ) THEN
    RETURN QUERY SELECT 'no-chest'::text, 0, NULL::uuid;
    RETURN;
  END IF;
  IF v_opened <> p_chest - 1 THEN
    RETURN QUERY SELECT 'opened'::text, 0, NULL::uuid;
    RETURN;
  END IF;
  -- With nobody else in the race a steal or a swap finds no one: no gold moves.
  v_mine := CASE
    WHEN p_outcome = 'gain' THEN p_gain
    WHEN p_outcome = 'double' THEN v_gold
    WHEN p_outcome = 'lose' THEN -((v_gold::bigint * p_lose_percent) / 100)::integer
    -- At least 1 gold from a target who has any; never more than there is.
    WHEN p_outcome = 'steal' AND v_target_gold > 0
      THEN least(v_target_gold, greatest(1, (v_target_gold::bigint * p_percent / 100)::integer))
    WHEN p_outcome = 'swap' AND v_target IS NOT NULL THEN v_target_gold - v_gold
    ELSE 0
  END;
  -- Gold stops at 1,000,000 (0050): what would pass it stays where it was, so a steal then takes
  -- from its target only what fits.
  v_mine := least(v_mine, 1000000 - v_gold);
  -- The chest counted in the statement that pays it, as its event is written in this one.
  UPDATE class_race_players SET gold = v_gold + v_mine, chests_opened = v_opened + 1 WHERE id = p_player;
  IF v_target IS NOT NULL AND v_mine <> 0 THEN
    UPDATE class_race_players SET gold = v_target_gold - v_mine WHERE id = v_target;
  END IF;
  INSERT INTO class_race_events (race_id, player_id, target_id, kind, amount, detail)
  VALUES (
    p_race, p_player, v_target, 'chest:' || p_outcome, v_mine,
    p_detail || jsonb_build_object('goldBefore', v_gold)
      || CASE WHEN v_target IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('targetGoldBefore', v_target_gold) END
  );
  RETURN QUERY SELECT NULL::text, v_mine, v_target;
END;
$$;
