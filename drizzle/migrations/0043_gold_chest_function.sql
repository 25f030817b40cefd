-- Gold Quest: a player's waiting chest opened in one statement (docs/decisions/gold-quest.md).
-- What the chest holds was drawn in TypeScript from the race's seed (the HMAC and the chances live
-- in one place: app/models/class-races/modes/gold-chests.server.ts and app/utils/gold-quest.ts);
-- the caller passes the draw for chest p_chest, and this applies it. A steal's target is the
-- richest other player (the first to join of equals), a swap's the p_pick'th other player in the
-- order they joined. The opener's row and the target's are locked in the order of their ids (two
-- chests reaching each other never deadlock); then, each statement of a VOLATILE function seeing
-- what committed before it, the chests opened are counted again and the gold read under the
-- lock: a chest posted twice opens once ('opened'), a steal never takes more than there is, a swap
-- writes both rows or neither. 'no-chest': the race is not on, or the player has not earned chest
-- p_chest. The row lock is held for this one statement only, not across round trips.
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
LANGUAGE plpgsql AS $$
DECLARE
  v_target uuid;
  v_gold integer;
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
  PERFORM 1 FROM class_race_players p WHERE p.id IN (p_player, v_target) ORDER BY p.id FOR UPDATE;
  IF NOT EXISTS (
    SELECT 1 FROM class_race_players p
      JOIN class_races r ON r.id = p.race_id
      JOIN game_runs g ON g.class_race_player_id = p.id
     WHERE p.id = p_player AND p.race_id = p_race AND r.status = 'playing' AND r.ends_at > now()
       AND coalesce((g.state->>'correct')::integer, 0) >= p_chest
  ) THEN
    RETURN QUERY SELECT 'no-chest'::text, 0, NULL::uuid;
    RETURN;
  END IF;
  IF (SELECT count(*) FROM class_race_events e WHERE e.player_id = p_player AND e.kind LIKE 'chest:%') <> p_chest - 1 THEN
    RETURN QUERY SELECT 'opened'::text, 0, NULL::uuid;
    RETURN;
  END IF;
  SELECT p.gold INTO v_gold FROM class_race_players p WHERE p.id = p_player;
  IF v_target IS NOT NULL THEN
    SELECT p.gold INTO v_target_gold FROM class_race_players p WHERE p.id = v_target;
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
  UPDATE class_race_players SET gold = v_gold + v_mine WHERE id = p_player;
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
