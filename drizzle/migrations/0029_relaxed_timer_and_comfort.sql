-- Every child can play (docs/decisions/relaxed-timer.md, docs/decisions/comfort-settings.md).
-- A solo run's timer: standard (the game's clock), more-time (twice as long) or none (no clock on
-- the page; the server closes it after an hour). Races keep standard.
ALTER TABLE "game_runs" ADD COLUMN "timer" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_runs" ADD CONSTRAINT "game_runs_timer_check" CHECK ("game_runs"."timer" in ('standard', 'more-time', 'none'));--> statement-breakpoint
-- A player's comfort settings (larger text, readable font, sound, read aloud, less motion), as
-- app/utils/comfort.ts reads them; visitors keep theirs in a cookie.
ALTER TABLE "profiles" ADD COLUMN "comfort" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- As in 0018, but a relaxed run (more time, no timer) is not ranked against timed ones: it pays
-- and counts as played under the same daily limits, and leaves the game's best score as it was.
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
  v_ranked boolean;
BEGIN
  -- Claim the run first, so only one finisher does the rest.
  UPDATE game_runs
     SET finished_at = now(),
         final_score = (state->>'score')::integer
   WHERE id = p_run_id
     AND user_id = p_user_id
     AND game_id = p_game_id
     AND finished_at IS NULL
  RETURNING final_score, timer = 'standard' INTO v_score, v_ranked;
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
  VALUES (p_user_id, p_game_id, CASE WHEN v_ranked THEN v_score ELSE 0 END, 1, 300, now())
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
    'new_best', v_ranked AND v_score > v_previous AND v_score > 0
  );
  UPDATE game_runs SET reward = v_reward WHERE id = p_run_id;
  RETURN v_reward;
END;
$$;
