ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
-- The sign-in's one query also reads the account's language (app/i18n/i18n.server.ts): a new column of its result, so the function is made again.
DROP FUNCTION signed_in_user(text);--> statement-breakpoint
CREATE FUNCTION signed_in_user(p_sign_in_id text)
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
  "schoolStudent" boolean,
  "language" text
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
         u.email IS NULL,
         u.language
    FROM auth_sessions s
    JOIN users u ON u.id = s.user_id
    JOIN profiles p ON p.id = u.id
    LEFT JOIN cosmetics frames ON frames.id = p.equipped_avatar_frame
    LEFT JOIN cosmetics emblems ON emblems.id = p.equipped_badge
    LEFT JOIN cosmetics characters ON characters.id = p.equipped_character
   WHERE s.id = p_sign_in_id AND s.expires_at > now();
END;
$$;
