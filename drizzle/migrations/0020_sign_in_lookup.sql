-- The sign-in lookup every signed-in request runs: the user of a live sign-in with what the header
-- shows (look, balance, streak, open two-player session, owned games). A PL/pgSQL function because
-- PL/pgSQL keeps the plan of its query for the connection's life: run as a plain query (five joins,
-- two subqueries) PostgreSQL parsed, analysed and planned it again on every request wherever the
-- driver does not keep prepared statements (PGlite), and that was most of its cost
-- (docs/decisions/sign-in-lookup-function.md).
CREATE OR REPLACE FUNCTION signed_in_user(p_sign_in_id text)
RETURNS TABLE (
  "id" uuid,
  "email" text,
  "username" text,
  "displayName" text,
  "avatarUrl" text,
  "frameUrl" text,
  "emblemUrl" text,
  "balance" integer,
  "streakDays" integer,
  "lastLogin" timestamptz,
  "expiresAt" timestamptz,
  "activeTwoPlayerSession" json,
  "ownedGameIds" json,
  "awaitingParent" boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT u.id, u.email, p.username, p.display_name, p.avatar_url, frames.image_url, emblems.image_url,
         p.clevercoin_balance, p.streak_days, p.last_login, s.expires_at,
         (SELECT json_build_object('id', ms.id, 'inviteCode', ms.invite_code, 'player1Id', ms.player1_id,
                                   'game', json_build_object('id', g.id, 'title', g.title, 'category', g.category))
            FROM multiplayer_sessions ms JOIN games g ON g.id = ms.game_id
           WHERE ms.status = 'active' AND ms.expires_at > now() AND (ms.player1_id = u.id OR ms.player2_id = u.id)
           ORDER BY ms.created_at DESC LIMIT 1),
         (SELECT coalesce(json_agg(o.game_id), '[]'::json) FROM user_owned_games o WHERE o.user_id = u.id),
         p.nickname IS NOT NULL
    FROM auth_sessions s
    JOIN users u ON u.id = s.user_id
    JOIN profiles p ON p.id = u.id
    LEFT JOIN cosmetics frames ON frames.id = p.equipped_avatar_frame
    LEFT JOIN cosmetics emblems ON emblems.id = p.equipped_badge
   WHERE s.id = p_sign_in_id AND s.expires_at > now();
END;
$$;
