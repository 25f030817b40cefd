-- Students a teacher makes (no e-mail; docs/decisions/school-students.md) and schools' own sign-in
-- (docs/decisions/school-sign-in.md). The trigger and the function below are hand-written.
CREATE TABLE "school_students" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_initial" text DEFAULT '' NOT NULL,
	"student_ref" text,
	"roster_id" text,
	"left_roster_at" timestamp with time zone,
	"picture_1" integer NOT NULL,
	"picture_2" integer NOT NULL,
	"card_key" text NOT NULL,
	"parent_code" text NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_students_pictures_range" CHECK ("school_students"."picture_1" between 0 and 8 and "school_students"."picture_2" between 0 and 8),
	CONSTRAINT "school_students_first_name_length" CHECK (char_length("school_students"."first_name") between 1 and 30),
	CONSTRAINT "school_students_last_initial_length" CHECK (char_length("school_students"."last_initial") <= 1)
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"email_domain" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_slug_unique" UNIQUE("slug"),
	CONSTRAINT "schools_slug_format" CHECK ("schools"."slug" ~ '^[a-z0-9-]{2,40}$'),
	CONSTRAINT "schools_name_length" CHECK (char_length("schools"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "school_students" ADD CONSTRAINT "school_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_students" ADD CONSTRAINT "school_students_teacher_id_profiles_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_students" ADD CONSTRAINT "school_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_students_class_idx" ON "school_students" USING btree ("class_id","first_name");--> statement-breakpoint
CREATE INDEX "school_students_teacher_idx" ON "school_students" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_students_card_key_idx" ON "school_students" USING btree ("card_key");--> statement-breakpoint
CREATE UNIQUE INDEX "school_students_parent_code_idx" ON "school_students" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "school_students_student_ref_idx" ON "school_students" USING btree ("teacher_id","student_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "school_students_roster_id_idx" ON "school_students" USING btree ("teacher_id","roster_id");--> statement-breakpoint
-- A made student's account is nothing without its school_students row (no e-mail to sign in
-- with): whatever deletes the row (the teacher's account going, the class going) takes the account.
CREATE FUNCTION delete_school_student_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM users WHERE id = OLD.user_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER school_students_take_account AFTER DELETE ON school_students
  FOR EACH ROW EXECUTE FUNCTION delete_school_student_account();--> statement-breakpoint
-- "schoolStudent": an account a teacher made (the only accounts with no e-mail).
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
           WHERE ms.status = 'active' AND ms.expires_at > now() AND (ms.player1_id = u.id OR ms.player2_id = u.id)
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
