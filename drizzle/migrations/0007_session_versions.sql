ALTER TABLE "multiplayer_sessions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER multiplayer_sessions_version BEFORE UPDATE ON "multiplayer_sessions"
  FOR EACH ROW EXECUTE FUNCTION count_session_change();
--> statement-breakpoint
-- One answer of a race, scored by the server's engine, in one round trip: the seat's run takes
-- the new state and feedback (only while the question is still p_index, the run is not finished
-- and its deadline is not before p_latest), the seat's score follows, and the change is
-- published with what changed, so that every instance can apply it to the state it holds
-- instead of reading the session again: '{session id} {"v": version, "seat", "state", "feedback"}'.
-- The session row is locked first: a race finishing at the same moment waits for the answer,
-- or the answer sees it finished. Returns the session's new version, or null when the answer
-- did not count (the race is not running, the question was answered already, time is up).
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
     AND state = 'playing'
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
