ALTER TABLE "multiplayer_sessions" RENAME COLUMN "state" TO "race_state";--> statement-breakpoint
ALTER TABLE "user_game_progress" RENAME COLUMN "levels_completed" TO "times_played";--> statement-breakpoint
DROP INDEX "multiplayer_sessions_racing_ends_idx";--> statement-breakpoint
-- Words with one meaning each (docs/glossary.md). multiplayer_sessions.state said "waiting" as
-- status did, for another thing: it is race_state now, idle (no race running) or racing.
-- user_game_progress.levels_completed counted finished runs, not levels (a level is an age band):
-- it is times_played now, as the spec says it is shown.
ALTER TABLE "multiplayer_sessions" ALTER COLUMN "race_state" SET DEFAULT 'idle';--> statement-breakpoint
UPDATE "multiplayer_sessions" SET "race_state" = CASE "race_state" WHEN 'playing' THEN 'racing' ELSE 'idle' END;--> statement-breakpoint
CREATE INDEX "multiplayer_sessions_racing_ends_idx" ON "multiplayer_sessions" USING btree ("ends_at") WHERE "multiplayer_sessions"."race_state" = 'racing';--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD CONSTRAINT "multiplayer_sessions_race_state_check" CHECK ("multiplayer_sessions"."race_state" in ('idle', 'racing'));--> statement-breakpoint
-- The functions that named the old columns, as they were (0003, 0005, 0007) but for the names:
-- PL/pgSQL reads a column's name only when it runs, so the old bodies would fail from now on.
-- validate_session_health reports race_state (and racing_without_guest) under the new words, and
-- adds an issue with array_append: `text[] || 'literal'` read the literal as an array, so the old
-- body failed ("malformed array literal") whenever it found an issue.
CREATE OR REPLACE FUNCTION award_game_completion_cc(
  p_user_id uuid,
  p_game_id uuid,
  p_run_id uuid,
  p_premium boolean,
  p_day date DEFAULT current_date
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_score integer;
  v_slug text;
  v_title text;
  v_previous integer;
  v_max integer;
  v_amount integer := CASE WHEN p_premium THEN 10 ELSE 5 END;
  v_count integer;
  v_awarded integer := 0;
  v_reward jsonb;
BEGIN
  -- Claim the run first, so only one finisher does the rest.
  UPDATE game_runs
     SET finished_at = now(),
         final_score = (state->>'score')::integer
   WHERE id = p_run_id
     AND user_id = p_user_id
     AND game_id = p_game_id
     AND finished_at IS NULL
  RETURNING final_score INTO v_score;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;

  SELECT slug, title INTO v_slug, v_title FROM games WHERE id = p_game_id;
  -- Per-game daily reward limits (spec: Brain Blitz 5, Logic Lab 10, Math Quest 10,
  -- Word Adventure 10, any other game 5).
  v_max := CASE v_slug
             WHEN 'brain-blitz' THEN 5
             WHEN 'logic-lab' THEN 10
             WHEN 'math-quest-number-crunch' THEN 10
             WHEN 'word-adventure' THEN 10
             ELSE 5
           END;

  -- Locks the progress row (when there is one) so concurrent runs of the same game each see
  -- the best score before their own.
  SELECT highest_score INTO v_previous
    FROM user_game_progress
   WHERE user_id = p_user_id AND game_id = p_game_id
     FOR UPDATE;
  v_previous := coalesce(v_previous, 0);

  INSERT INTO user_game_progress (user_id, game_id, highest_score, times_played, total_time_played, last_played_at)
  VALUES (p_user_id, p_game_id, v_score, 1, 300, now())
  ON CONFLICT (user_id, game_id) DO UPDATE
     SET highest_score = greatest(user_game_progress.highest_score, excluded.highest_score),
         times_played = user_game_progress.times_played + 1,
         total_time_played = user_game_progress.total_time_played + 300,
         last_played_at = now();

  UPDATE profiles SET games_played = games_played + 1 WHERE id = p_user_id;

  IF v_score > 0 THEN
    INSERT INTO daily_game_completions AS d (user_id, game_id, completion_date, completion_count)
    VALUES (p_user_id, p_game_id, p_day, 1)
    ON CONFLICT (user_id, game_id, completion_date) DO UPDATE
       SET completion_count = d.completion_count + 1
    RETURNING completion_count INTO v_count;

    IF v_count <= v_max
       AND award_clevercoin(p_user_id, v_amount, 'game_completion', p_run_id::text, 'Completed ' || v_title) THEN
      v_awarded := v_amount;
    END IF;
  ELSE
    SELECT completion_count INTO v_count
      FROM daily_game_completions
     WHERE user_id = p_user_id AND game_id = p_game_id AND completion_date = p_day;
  END IF;

  v_reward := jsonb_build_object(
    'cc_awarded', v_awarded,
    'current_count', coalesce(v_count, 0),
    'max_daily_rewards', v_max,
    'success', true,
    'score', v_score,
    'previous_best', v_previous,
    'new_best', v_score > v_previous AND v_score > 0
  );
  UPDATE game_runs SET reward = v_reward WHERE id = p_run_id;
  RETURN v_reward;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION end_multiplayer_session_with_notification(p_session_id uuid, p_user_id uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  UPDATE multiplayer_sessions
     SET status = 'completed', race_state = 'idle', player1_ready = false, player2_ready = false, updated_at = now()
   WHERE id = p_session_id AND player1_id = p_user_id AND status IN ('active', 'waiting')
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN false;
  END IF;
  PERFORM notify_session(v_id);
  RETURN true;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cleanup_expired_sessions() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_count integer := 0;
BEGIN
  FOR v_id IN
    UPDATE multiplayer_sessions
       SET status = 'expired', race_state = 'idle', updated_at = now()
     WHERE status = 'active' AND (expires_at <= now() OR created_at <= now() - interval '4 hours')
    RETURNING id
  LOOP
    PERFORM notify_session(v_id);
    v_count := v_count + 1;
  END LOOP;
  RETURN v_count;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION validate_session_health(p_session_id uuid) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  s multiplayer_sessions%ROWTYPE;
  v_issues text[] := '{}';
BEGIN
  SELECT * INTO s FROM multiplayer_sessions WHERE id = p_session_id;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('healthy', false, 'issues', jsonb_build_array('session_not_found'));
  END IF;
  IF s.status = 'active' AND s.expires_at <= now() THEN v_issues := array_append(v_issues, 'expired_but_active'); END IF;
  IF s.status = 'active' AND s.player1_id IS NULL THEN v_issues := array_append(v_issues, 'no_host'); END IF;
  IF s.race_state = 'racing' AND s.player2_id IS NULL THEN v_issues := array_append(v_issues, 'racing_without_guest'); END IF;
  IF s.race_state = 'racing' AND s.ends_at IS NOT NULL AND s.ends_at < now() - interval '1 minute' THEN
    v_issues := array_append(v_issues, 'race_past_deadline');
  END IF;
  RETURN jsonb_build_object('healthy', cardinality(v_issues) = 0, 'session_id', s.id, 'status', s.status,
                            'race_state', s.race_state, 'issues', to_jsonb(v_issues));
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_race_answer(
  p_session_id uuid,
  p_seat integer,
  p_run_id uuid,
  p_index integer,
  p_latest timestamptz,
  p_state jsonb,
  p_feedback jsonb
) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_version integer;
BEGIN
  PERFORM 1 FROM multiplayer_sessions
   WHERE id = p_session_id
     AND race_state = 'racing'
     AND (CASE p_seat WHEN 1 THEN player1_run_id WHEN 2 THEN player2_run_id END) = p_run_id
     FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;

  UPDATE game_runs SET state = p_state, last_feedback = p_feedback
   WHERE id = p_run_id
     AND finished_at IS NULL
     AND (state->>'index')::integer = p_index
     AND deadline >= p_latest;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;

  UPDATE multiplayer_sessions
     SET player1_score = CASE WHEN p_seat = 1 THEN (p_state->>'score')::integer ELSE player1_score END,
         player2_score = CASE WHEN p_seat = 2 THEN (p_state->>'score')::integer ELSE player2_score END,
         updated_at = now()
   WHERE id = p_session_id
  RETURNING version INTO v_version;

  PERFORM pg_notify('cleverplay_session', p_session_id::text || ' ' ||
    jsonb_build_object('v', v_version, 'seat', p_seat, 'state', p_state, 'feedback', p_feedback)::text);
  RETURN v_version;
END $$;
