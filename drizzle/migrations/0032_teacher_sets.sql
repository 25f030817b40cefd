-- Teachers' own sets: word lists, math sets and quizzes played on the games' stages
-- (docs/decisions/teacher-sets.md). A set's content lives in immutable versions, so a run is
-- scored from the version it started with; deleting a set deletes its versions (the questions go)
-- while its runs keep their scores.
CREATE TABLE "set_reports" (
	"set_id" uuid NOT NULL,
	"reporter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_reports_set_id_reporter_pk" PRIMARY KEY("set_id","reporter")
);
--> statement-breakpoint
CREATE TABLE "set_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"version_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_sets_kind_check" CHECK ("teacher_sets"."kind" in ('words', 'math', 'quiz')),
	CONSTRAINT "teacher_sets_title_length" CHECK (char_length("teacher_sets"."title") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "homework" ALTER COLUMN "level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "class_races" ADD COLUMN "set_id" uuid;--> statement-breakpoint
ALTER TABLE "game_runs" ADD COLUMN "set_id" uuid;--> statement-breakpoint
ALTER TABLE "game_runs" ADD COLUMN "set_version_id" uuid;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "set_id" uuid;--> statement-breakpoint
ALTER TABLE "set_reports" ADD CONSTRAINT "set_reports_set_id_teacher_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."teacher_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_versions" ADD CONSTRAINT "set_versions_set_id_teacher_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."teacher_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_sets" ADD CONSTRAINT "teacher_sets_teacher_id_profiles_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_sets" ADD CONSTRAINT "teacher_sets_version_id_set_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."set_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_versions_set_idx" ON "set_versions" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "teacher_sets_teacher_idx" ON "teacher_sets" USING btree ("teacher_id","created_at");--> statement-breakpoint
ALTER TABLE "class_races" ADD CONSTRAINT "class_races_set_id_teacher_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."teacher_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_runs" ADD CONSTRAINT "game_runs_set_id_teacher_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."teacher_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_runs" ADD CONSTRAINT "game_runs_set_version_id_set_versions_id_fk" FOREIGN KEY ("set_version_id") REFERENCES "public"."set_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_set_id_teacher_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."teacher_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_runs_set_idx" ON "game_runs" USING btree ("set_id","finished_at") WHERE "game_runs"."set_id" is not null;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_level_or_set" CHECK (("homework"."level" is null) <> ("homework"."set_id" is null));--> statement-breakpoint
-- As in 0029, but a run of a teacher's set is not ranked either: it pays and counts as played
-- under the game's daily limits, and leaves the game's best score as it was (the set is not the game).
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
  RETURNING final_score, timer = 'standard' AND set_id IS NULL INTO v_score, v_ranked;
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
