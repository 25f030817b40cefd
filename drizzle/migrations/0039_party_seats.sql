CREATE TABLE "session_seats" (
	"session_id" uuid NOT NULL,
	"seat" smallint NOT NULL,
	"profile_id" uuid NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_seats_session_id_seat_pk" PRIMARY KEY("session_id","seat"),
	CONSTRAINT "session_seats_seat_range" CHECK ("session_seats"."seat" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP CONSTRAINT "multiplayer_sessions_two_players";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP CONSTRAINT "multiplayer_sessions_player2_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP CONSTRAINT "multiplayer_sessions_player1_run_id_game_runs_id_fk";
--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP CONSTRAINT "multiplayer_sessions_player2_run_id_game_runs_id_fk";
--> statement-breakpoint
DROP INDEX "multiplayer_sessions_player2_idx";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD COLUMN "max_players" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_session_id_multiplayer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."multiplayer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_run_id_game_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."game_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_seats_one_per_player_idx" ON "session_seats" USING btree ("session_id","profile_id");--> statement-breakpoint
CREATE INDEX "session_seats_profile_idx" ON "session_seats" USING btree ("profile_id");--> statement-breakpoint
-- Hand-written: every session's players move to their seats (the host's as seat 1, the guest's as
-- seat 2) before the per-player columns go, so a session open during the upgrade keeps its race.
INSERT INTO "session_seats" ("session_id", "seat", "profile_id", "ready", "score", "level", "run_id", "created_at")
SELECT id, 1, player1_id, player1_ready, player1_score, player1_level, player1_run_id, created_at
  FROM "multiplayer_sessions" WHERE player1_id IS NOT NULL
UNION ALL
SELECT id, 2, player2_id, player2_ready, player2_score, player2_level, player2_run_id, updated_at
  FROM "multiplayer_sessions" WHERE player2_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player2_id";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player1_ready";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player2_ready";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player1_score";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player2_score";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player1_level";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player2_level";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player1_run_id";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" DROP COLUMN "player2_run_id";--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD CONSTRAINT "multiplayer_sessions_max_players" CHECK ("multiplayer_sessions"."max_players" between 2 and 8);--> statement-breakpoint
-- Hand-written from here: the session functions re-created for seats (a party of 2 to 8).
-- The first guest (the lowest guest seat): the spec's player2_id in the join and diagnostic results.
CREATE OR REPLACE FUNCTION session_first_guest(p_session_id uuid) RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT profile_id FROM session_seats WHERE session_id = p_session_id AND seat > 1 ORDER BY seat LIMIT 1;
$$;
--> statement-breakpoint
-- The join result of the spec: success, session, rejoined, error, errorType, context.
-- FOR UPDATE serialises joins of one session: of guests racing for its last seat, one joins and
-- the others see it taken (session_full). A new guest takes the lowest free seat.
CREATE OR REPLACE FUNCTION join_session_atomic(p_invite_code text, p_user_id uuid) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  s multiplayer_sessions%ROWTYPE;
  v_code text := upper(btrim(coalesce(p_invite_code, '')));
  v_seat integer;
  v_rejoined boolean;
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
  v_rejoined := EXISTS (SELECT 1 FROM session_seats WHERE session_id = s.id AND profile_id = p_user_id);
  IF NOT v_rejoined THEN
    SELECT min(n) INTO v_seat FROM generate_series(2, s.max_players) AS n
     WHERE n NOT IN (SELECT seat FROM session_seats WHERE session_id = s.id);
    IF v_seat IS NULL THEN
      RETURN fail || jsonb_build_object('errorType', 'session_full', 'error', 'This session is already full.', 'context', jsonb_build_object('session_id', s.id));
    END IF;
    IF NOT EXISTS (SELECT 1 FROM profiles WHERE id = p_user_id) THEN
      RETURN fail || jsonb_build_object('errorType', 'user_profile_missing', 'error', 'Your player profile is missing. Please sign in again.', 'context', jsonb_build_object('user_id', p_user_id));
    END IF;
    INSERT INTO session_seats (session_id, seat, profile_id) VALUES (s.id, v_seat, p_user_id);
  END IF;
  UPDATE multiplayer_sessions SET updated_at = now() WHERE id = s.id RETURNING * INTO s;
  PERFORM notify_session(s.id);
  RETURN jsonb_build_object('success', true, 'rejoined', v_rejoined,
    'session', to_jsonb(s) || jsonb_build_object('player2_id', session_first_guest(s.id)), 'error', null, 'errorType', null);
END;
$$;
--> statement-breakpoint
-- The diagnostic result of the spec (section 3): every check in the manual check order, each
-- flag true (pass), false (fail) or null (not reached), and the first failing code. A session is
-- full when its seats are all taken (max_players, the host's included).
CREATE OR REPLACE FUNCTION diagnose_session_join_issues(p_invite_code text, p_user_id text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  s multiplayer_sessions%ROWTYPE;
  v_code text := upper(btrim(coalesce(p_invite_code, '')));
  v_user uuid;
  v_seated boolean;
  v_taken integer;
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
  v_seated := EXISTS (SELECT 1 FROM session_seats WHERE session_id = s.id AND profile_id = v_user AND seat > 1);
  SELECT count(*) INTO v_taken FROM session_seats WHERE session_id = s.id AND seat > 1;
  r := r || jsonb_build_object('session_found', true, 'session_id', s.id, 'session_status', s.status,
    'player1_id', s.player1_id, 'player2_id', session_first_guest(s.id), 'created_at', s.created_at,
    'expires_at', s.expires_at, 'game_id', s.game_id,
    'status_check', s.status = 'active',
    'expiry_check', s.expires_at > now(),
    'own_session_check', s.player1_id IS DISTINCT FROM v_user,
    'capacity_check', v_seated OR v_taken < s.max_players - 1,
    'user_profile_check', EXISTS (SELECT 1 FROM profiles WHERE id = v_user),
    'game_exists_check', EXISTS (SELECT 1 FROM games WHERE id = s.game_id));

  IF s.status <> 'active' THEN
    v_error := 'session_not_active'; v_message := 'Session is ' || s.status || ', not active';
  ELSIF s.expires_at <= now() THEN
    v_error := 'session_expired'; v_message := 'This session has expired. Ask the host for a new invite.';
  ELSIF s.player1_id = v_user THEN
    v_error := 'own_session'; v_message := 'Cannot join your own session';
  ELSIF NOT (r->>'capacity_check')::boolean THEN
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
-- The host ends the session for every player: completed, and all are told.
CREATE OR REPLACE FUNCTION end_multiplayer_session_with_notification(p_session_id uuid, p_user_id uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  UPDATE multiplayer_sessions
     SET status = 'completed', race_state = 'idle', updated_at = now()
   WHERE id = p_session_id AND player1_id = p_user_id AND status IN ('active', 'waiting')
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN false;
  END IF;
  UPDATE session_seats SET ready = false WHERE session_id = v_id;
  PERFORM notify_session(v_id);
  RETURN true;
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
  IF s.race_state = 'racing' AND session_first_guest(s.id) IS NULL THEN v_issues := array_append(v_issues, 'racing_without_guest'); END IF;
  IF s.race_state = 'racing' AND s.ends_at IS NOT NULL AND s.ends_at < now() - interval '1 minute' THEN
    v_issues := array_append(v_issues, 'race_past_deadline');
  END IF;
  RETURN jsonb_build_object('healthy', cardinality(v_issues) = 0, 'session_id', s.id, 'status', s.status,
                            'race_state', s.race_state, 'issues', to_jsonb(v_issues));
END;
$$;
--> statement-breakpoint
-- One answer of a race, scored by the server's engine, in one round trip: the seat's run takes
-- the new state and feedback (only while the question is still p_index, the run is not finished
-- and its deadline is not before p_latest), the seat's score follows, the session row counts the
-- change, and it is published with what changed, so that every instance can apply it to the
-- state it holds instead of reading the session again:
-- '{session id} {"v": version, "seat", "state", "feedback"}'. The session row is locked first: a
-- race finishing at the same moment waits for the answer, or the answer sees it finished.
-- Returns the session's new version, or null when the answer did not count.
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
  PERFORM 1 FROM multiplayer_sessions WHERE id = p_session_id AND race_state = 'racing' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM session_seats WHERE session_id = p_session_id AND seat = p_seat AND run_id = p_run_id;
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

  UPDATE session_seats SET score = (p_state->>'score')::integer WHERE session_id = p_session_id AND seat = p_seat;
  UPDATE multiplayer_sessions SET updated_at = now() WHERE id = p_session_id RETURNING version INTO v_version;

  PERFORM pg_notify('cleverplay_session', p_session_id::text || ' ' ||
    jsonb_build_object('v', v_version, 'seat', p_seat, 'state', p_state, 'feedback', p_feedback)::text);
  RETURN v_version;
END $$;
--> statement-breakpoint
-- The signed-in player's active session: one where they hold a seat (the host holds seat 1).
CREATE OR REPLACE FUNCTION signed_in_user(p_sign_in_id text)
RETURNS TABLE (
  "id" uuid,
  "email" text,
  "username" text,
  "displayName" text,
  "avatarUrl" text,
  "frameUrl" text,
  "emblemUrl" text,
  "characterUrl" text,
  "balance" integer,
  "streakDays" integer,
  "lastLogin" timestamptz,
  "expiresAt" timestamptz,
  "activeTwoPlayerSession" json,
  "ownedGameIds" json,
  "awaitingParent" boolean,
  "birthYear" integer,
  "birthMonth" integer,
  "comfort" jsonb,
  "inAClass" boolean,
  "schoolStudent" boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT u.id, u.email, p.username, p.display_name, p.avatar_url, frames.image_url, emblems.image_url, characters.image_url,
         p.clevercoin_balance, p.streak_days, p.last_login, s.expires_at,
         (SELECT json_build_object('id', ms.id, 'inviteCode', ms.invite_code, 'player1Id', ms.player1_id,
                                   'game', json_build_object('id', g.id, 'title', g.title, 'category', g.category))
            FROM multiplayer_sessions ms JOIN games g ON g.id = ms.game_id
           WHERE ms.status = 'active' AND ms.expires_at > now() AND ms.id IN (SELECT ss.session_id FROM session_seats ss WHERE ss.profile_id = u.id)
           ORDER BY ms.created_at DESC LIMIT 1),
         (SELECT coalesce(json_agg(o.game_id), '[]'::json) FROM user_owned_games o WHERE o.user_id = u.id),
         p.nickname IS NOT NULL,
         u.birth_year, u.birth_month, p.comfort,
         EXISTS (SELECT 1 FROM class_students cs WHERE cs.user_id = u.id),
         u.email IS NULL
    FROM auth_sessions s
    JOIN users u ON u.id = s.user_id
    JOIN profiles p ON p.id = u.id
    LEFT JOIN cosmetics frames ON frames.id = p.equipped_avatar_frame
    LEFT JOIN cosmetics emblems ON emblems.id = p.equipped_badge
    LEFT JOIN cosmetics characters ON characters.id = p.equipped_character
   WHERE s.id = p_sign_in_id AND s.expires_at > now();
END;
$$;
