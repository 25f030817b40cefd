CREATE TABLE "class_race_answers" (
	"player_id" uuid NOT NULL,
	"race_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"correct_answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_race_answers_player_id_index_pk" PRIMARY KEY("player_id","index")
);
--> statement-breakpoint
CREATE TABLE "class_race_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"race_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_id" text,
	"nickname" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_race_players_one_owner" CHECK (("class_race_players"."user_id" is null) <> ("class_race_players"."guest_id" is null)),
	CONSTRAINT "class_race_players_visitor_nickname" CHECK ("class_race_players"."guest_id" is null or "class_race_players"."nickname" is not null)
);
--> statement-breakpoint
CREATE TABLE "class_races" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invite_code" text NOT NULL,
	"host_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"level" integer,
	"seats" integer DEFAULT 40 NOT NULL,
	"visitors_allowed" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'lobby' NOT NULL,
	"seed" text NOT NULL,
	"seconds" integer NOT NULL,
	"started_at" timestamp with time zone,
	"plays_from" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_races_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "class_races_status_check" CHECK ("class_races"."status" in ('lobby', 'playing', 'finished')),
	CONSTRAINT "class_races_code_format" CHECK ("class_races"."invite_code" ~ '^[A-Z0-9]{6}$'),
	CONSTRAINT "class_races_seats_range" CHECK ("class_races"."seats" between 2 and 100)
);
--> statement-breakpoint
ALTER TABLE "game_runs" ADD COLUMN "class_race_player_id" uuid;--> statement-breakpoint
ALTER TABLE "class_race_answers" ADD CONSTRAINT "class_race_answers_player_id_class_race_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."class_race_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_race_answers" ADD CONSTRAINT "class_race_answers_race_id_class_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."class_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_race_players" ADD CONSTRAINT "class_race_players_race_id_class_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."class_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_race_players" ADD CONSTRAINT "class_race_players_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_races" ADD CONSTRAINT "class_races_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_races" ADD CONSTRAINT "class_races_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_race_answers_race_idx" ON "class_race_answers" USING btree ("race_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "class_race_players_user_idx" ON "class_race_players" USING btree ("race_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_race_players_guest_idx" ON "class_race_players" USING btree ("race_id","guest_id");--> statement-breakpoint
CREATE INDEX "class_race_players_user_id_idx" ON "class_race_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_races_host_idx" ON "class_races" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "class_races_racing_ends_idx" ON "class_races" USING btree ("ends_at") WHERE "class_races"."status" = 'playing';--> statement-breakpoint
ALTER TABLE "game_runs" ADD CONSTRAINT "game_runs_class_race_player_id_class_race_players_id_fk" FOREIGN KEY ("class_race_player_id") REFERENCES "public"."class_race_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_runs_class_race_player_idx" ON "game_runs" USING btree ("class_race_player_id") WHERE "game_runs"."class_race_player_id" is not null;--> statement-breakpoint
-- A class race's changes are announced on 'cleverplay_class_race' (delivered at commit); each
-- server instance coalesces them per room before it reads and pushes the room.
CREATE OR REPLACE FUNCTION notify_class_race(p_race_id uuid) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('cleverplay_class_race', p_race_id::text);
$$;
--> statement-breakpoint
-- A player's run in a class race is an ordinary run: whichever path stores an answer (a form, a
-- fetcher), this copies the counted answer for the host's report, in the same transaction. It
-- does not notify: one notice per answer would make answers commit one at a time (PostgreSQL
-- serialises notifying commits); the hub reads running races on a beat instead.
CREATE OR REPLACE FUNCTION record_class_race_answer() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_race uuid;
BEGIN
  SELECT race_id INTO v_race FROM class_race_players WHERE id = NEW.class_race_player_id;
  IF v_race IS NULL THEN
    RETURN NEW;
  END IF;
  INSERT INTO class_race_answers (player_id, race_id, "index", answer, correct, points, correct_answer)
  VALUES (NEW.class_race_player_id, v_race, (NEW.last_feedback->>'index')::integer, NEW.last_feedback->>'answer',
          (NEW.last_feedback->>'correct')::boolean, (NEW.last_feedback->>'points')::integer, NEW.last_feedback->>'correctAnswer')
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER game_runs_class_race_answer
AFTER UPDATE OF last_feedback ON game_runs
FOR EACH ROW
WHEN (NEW.class_race_player_id IS NOT NULL AND NEW.last_feedback IS NOT NULL AND NEW.last_feedback IS DISTINCT FROM OLD.last_feedback)
EXECUTE FUNCTION record_class_race_answer();
