-- Collectible characters (a third cosmetic category, some earned by milestones) and friend
-- races at each player's own level (docs/decisions/collectible-characters.md, fair-friend-races.md).
ALTER TABLE "cosmetics" DROP CONSTRAINT "cosmetics_category_check";--> statement-breakpoint
ALTER TABLE "cosmetics" DROP CONSTRAINT "cosmetics_cost_check";--> statement-breakpoint
ALTER TABLE "cosmetics" ADD COLUMN "rarity" text;--> statement-breakpoint
ALTER TABLE "cosmetics" ADD COLUMN "earned_by" text;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD COLUMN "player1_level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD COLUMN "player2_level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD COLUMN "race_winner_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "equipped_character" uuid;--> statement-breakpoint
ALTER TABLE "multiplayer_sessions" ADD CONSTRAINT "multiplayer_sessions_race_winner_id_profiles_id_fk" FOREIGN KEY ("race_winner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_equipped_character_cosmetics_id_fk" FOREIGN KEY ("equipped_character") REFERENCES "public"."cosmetics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cosmetics" ADD CONSTRAINT "cosmetics_rarity_check" CHECK (("cosmetics"."category" = 'Character') = ("cosmetics"."rarity" is not null));--> statement-breakpoint
ALTER TABLE "cosmetics" ADD CONSTRAINT "cosmetics_earned_by_check" CHECK ("cosmetics"."earned_by" is null or "cosmetics"."category" = 'Character');--> statement-breakpoint
ALTER TABLE "cosmetics" ADD CONSTRAINT "cosmetics_category_check" CHECK ("cosmetics"."category" in ('Avatar Frame', 'Badge', 'Character'));--> statement-breakpoint
ALTER TABLE "cosmetics" ADD CONSTRAINT "cosmetics_cost_check" CHECK (("cosmetics"."earned_by" is null and "cosmetics"."cost_cc" > 0) or ("cosmetics"."earned_by" is not null and "cosmetics"."cost_cc" = 0));--> statement-breakpoint
-- The sign-in lookup also says the worn character's picture, for the header's avatar
-- (docs/decisions/collectible-characters.md): the same query as 0026 with one more column.
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
  "birthMonth" integer
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
           WHERE ms.status = 'active' AND ms.expires_at > now() AND (ms.player1_id = u.id OR ms.player2_id = u.id)
           ORDER BY ms.created_at DESC LIMIT 1),
         (SELECT coalesce(json_agg(o.game_id), '[]'::json) FROM user_owned_games o WHERE o.user_id = u.id),
         p.nickname IS NOT NULL,
         u.birth_year, u.birth_month
    FROM auth_sessions s
    JOIN users u ON u.id = s.user_id
    JOIN profiles p ON p.id = u.id
    LEFT JOIN cosmetics frames ON frames.id = p.equipped_avatar_frame
    LEFT JOIN cosmetics emblems ON emblems.id = p.equipped_badge
    LEFT JOIN cosmetics characters ON characters.id = p.equipped_character
   WHERE s.id = p_sign_in_id AND s.expires_at > now();
END;
$$;
