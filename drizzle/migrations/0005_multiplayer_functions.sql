-- Two-player sessions: joining one seat under a row lock, the join diagnostics, ending,
-- health and cleanup. Every change publishes the session id on the channel
-- 'cleverplay_session' (delivered at commit), so every server instance can push the new state
-- to its own sockets and streams.

CREATE OR REPLACE FUNCTION notify_session(p_session_id uuid) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('cleverplay_session', p_session_id::text);
$$;
--> statement-breakpoint
-- The join result of the spec: success, session, rejoined, error, errorType, context.
-- FOR UPDATE serialises joins of one session: of two guests racing for the seat, one joins and
-- the other sees it taken (session_full).
CREATE OR REPLACE FUNCTION join_session_atomic(p_invite_code text, p_user_id uuid) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  s multiplayer_sessions%ROWTYPE;
  v_code text := upper(btrim(coalesce(p_invite_code, '')));
  fail jsonb := jsonb_build_object('success', false, 'rejoined', false, 'session', null);
BEGIN
  IF p_user_id IS NULL THEN
    RETURN fail || jsonb_build_object('errorType', 'authentication_required', 'error', 'Please sign in to join a multiplayer session.');
  END IF;
  SELECT * INTO s FROM multiplayer_sessions WHERE invite_code = v_code FOR UPDATE;
  IF NOT FOUND THEN
    RETURN fail || jsonb_build_object('errorType', 'session_not_found', 'error', 'Session not found. Please check the invite code.', 'context', jsonb_build_object('invite_code', v_code));
  END IF;
  IF s.status <> 'active' THEN
    RETURN fail || jsonb_build_object('errorType', 'session_not_active', 'error', 'Session is ' || s.status || ', not active', 'context', jsonb_build_object('session_id', s.id, 'status', s.status));
  END IF;
  IF s.expires_at <= now() THEN
    RETURN fail || jsonb_build_object('errorType', 'session_expired', 'error', 'This session has expired. Please request a new invite.', 'context', jsonb_build_object('session_id', s.id, 'expires_at', s.expires_at));
  END IF;
  IF s.player1_id = p_user_id THEN
    RETURN fail || jsonb_build_object('errorType', 'own_session', 'error', 'You cannot join your own session.', 'context', jsonb_build_object('session_id', s.id));
  END IF;
  IF s.player2_id = p_user_id THEN
    UPDATE multiplayer_sessions SET updated_at = now() WHERE id = s.id RETURNING * INTO s;
    PERFORM notify_session(s.id);
    RETURN jsonb_build_object('success', true, 'rejoined', true, 'session', to_jsonb(s), 'error', null, 'errorType', null);
  END IF;
  IF s.player2_id IS NOT NULL THEN
    RETURN fail || jsonb_build_object('errorType', 'session_full', 'error', 'This session is already full.', 'context', jsonb_build_object('session_id', s.id));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM profiles WHERE id = p_user_id) THEN
    RETURN fail || jsonb_build_object('errorType', 'user_profile_missing', 'error', 'Your player profile is missing. Please sign in again.', 'context', jsonb_build_object('user_id', p_user_id));
  END IF;
  UPDATE multiplayer_sessions
     SET player2_id = p_user_id, player2_ready = false, player2_score = 0, updated_at = now()
   WHERE id = s.id
  RETURNING * INTO s;
  PERFORM notify_session(s.id);
  RETURN jsonb_build_object('success', true, 'rejoined', false, 'session', to_jsonb(s), 'error', null, 'errorType', null);
END;
$$;
--> statement-breakpoint
-- The diagnostic result of the spec (section 3): every check in the manual check order, each
-- flag true (pass), false (fail) or null (not reached), and the first failing code.
CREATE OR REPLACE FUNCTION diagnose_session_join_issues(p_invite_code text, p_user_id text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  s multiplayer_sessions%ROWTYPE;
  v_code text := upper(btrim(coalesce(p_invite_code, '')));
  v_user uuid;
  r jsonb;
  v_error text;
  v_message text;
BEGIN
  r := jsonb_build_object('invite_code', v_code, 'user_id', p_user_id, 'timestamp', now(), 'session_found', false,
    'status_check', null, 'expiry_check', null, 'own_session_check', null, 'capacity_check', null,
    'user_profile_check', null, 'game_exists_check', null, 'all_checks_passed', false);
  IF v_code = '' OR v_code !~ '^[A-Z0-9]{6}$' THEN
    RETURN r || jsonb_build_object('error', 'invalid_invite_code', 'message', 'Invalid invite code format. Please enter a 6-character code.');
  END IF;
  IF p_user_id IS NULL OR btrim(p_user_id) = '' THEN
    RETURN r || jsonb_build_object('error', 'invalid_user_id', 'message', 'A user id is required.');
  END IF;
  IF p_user_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN r || jsonb_build_object('error', 'invalid_uuid_format', 'message', 'The user id is not a valid UUID.');
  END IF;
  v_user := p_user_id::uuid;

  SELECT * INTO s FROM multiplayer_sessions WHERE invite_code = v_code;
  IF NOT FOUND THEN
    RETURN r || jsonb_build_object('error', 'session_not_found', 'message', 'No session uses this invite code. Check the code with the host.');
  END IF;
  r := r || jsonb_build_object('session_found', true, 'session_id', s.id, 'session_status', s.status,
    'player1_id', s.player1_id, 'player2_id', s.player2_id, 'created_at', s.created_at,
    'expires_at', s.expires_at, 'game_id', s.game_id,
    'status_check', s.status = 'active',
    'expiry_check', s.expires_at > now(),
    'own_session_check', s.player1_id IS DISTINCT FROM v_user,
    'capacity_check', s.player2_id IS NULL OR s.player2_id = v_user,
    'user_profile_check', EXISTS (SELECT 1 FROM profiles WHERE id = v_user),
    'game_exists_check', EXISTS (SELECT 1 FROM games WHERE id = s.game_id));

  IF s.status <> 'active' THEN
    v_error := 'session_not_active'; v_message := 'Session is ' || s.status || ', not active';
  ELSIF s.expires_at <= now() THEN
    v_error := 'session_expired'; v_message := 'This session has expired. Ask the host for a new invite.';
  ELSIF s.player1_id = v_user THEN
    v_error := 'own_session'; v_message := 'Cannot join your own session';
  ELSIF s.player2_id IS NOT NULL AND s.player2_id <> v_user THEN
    v_error := 'session_full'; v_message := 'This session is already full.';
  ELSIF NOT (r->>'user_profile_check')::boolean THEN
    v_error := 'user_profile_missing'; v_message := 'Your player profile is missing. Please sign in again.';
  ELSIF NOT (r->>'game_exists_check')::boolean THEN
    v_error := 'game_unavailable'; v_message := 'The game of this session is no longer available.';
  END IF;
  RETURN r || jsonb_build_object('error', v_error, 'message', coalesce(v_message, 'Session appears ready for joining.'),
                                 'all_checks_passed', v_error IS NULL);
EXCEPTION WHEN OTHERS THEN
  RETURN jsonb_build_object('invite_code', v_code, 'user_id', p_user_id, 'timestamp', now(), 'session_found', false,
    'all_checks_passed', false, 'error', 'diagnostic_error', 'message', SQLERRM);
END;
$$;
--> statement-breakpoint
-- The host ends the session for both players: completed, and both are told.
CREATE OR REPLACE FUNCTION end_multiplayer_session_with_notification(p_session_id uuid, p_user_id uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  UPDATE multiplayer_sessions
     SET status = 'completed', state = 'waiting', player1_ready = false, player2_ready = false, updated_at = now()
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
-- Active sessions past expires_at, or older than 4 hours, become expired. Returns how many.
CREATE OR REPLACE FUNCTION cleanup_expired_sessions() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_count integer := 0;
BEGIN
  FOR v_id IN
    UPDATE multiplayer_sessions
       SET status = 'expired', state = 'waiting', updated_at = now()
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
-- A session's health: whether it is consistent and playable, with the problems found.
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
  IF s.status = 'active' AND s.expires_at <= now() THEN v_issues := v_issues || 'expired_but_active'; END IF;
  IF s.status = 'active' AND s.player1_id IS NULL THEN v_issues := v_issues || 'no_host'; END IF;
  IF s.state = 'playing' AND s.player2_id IS NULL THEN v_issues := v_issues || 'playing_without_guest'; END IF;
  IF s.state = 'playing' AND s.ends_at IS NOT NULL AND s.ends_at < now() - interval '1 minute' THEN
    v_issues := v_issues || 'race_past_deadline';
  END IF;
  RETURN jsonb_build_object('healthy', cardinality(v_issues) = 0, 'session_id', s.id, 'status', s.status,
                            'state', s.state, 'issues', to_jsonb(v_issues));
END;
$$;
