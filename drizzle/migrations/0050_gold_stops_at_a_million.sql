-- Gold Quest: a player's gold stops at 1,000,000 (docs/decisions/gold-quest.md). The function is
-- 0043's with one line more; CREATE OR REPLACE keeps 0047's ROWS 1 only if said again, so it is.
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
  -- Gold stops at 1,000,000: doubling grows it without bound (a long race overflowed the integer
  -- column at about chest 228), and a child reads a million. What would pass it stays where it was:
  -- a steal then takes from its target only what fits.
  v_mine := least(v_mine, 1000000 - v_gold);
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
