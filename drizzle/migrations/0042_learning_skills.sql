CREATE TABLE "run_answers" (
	"run_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"skill" text NOT NULL,
	"correct" boolean NOT NULL,
	"guess" real DEFAULT 0 NOT NULL,
	"address" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_answers_run_id_index_pk" PRIMARY KEY("run_id","index")
);
--> statement-breakpoint
CREATE TABLE "skill_estimates" (
	"user_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"ability" real DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"guess" real DEFAULT 0 NOT NULL,
	"mastered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_estimates_user_id_skill_pk" PRIMARY KEY("user_id","skill"),
	CONSTRAINT "skill_estimates_counts_check" CHECK ("skill_estimates"."answers" >= "skill_estimates"."correct" and "skill_estimates"."correct" >= 0)
);
--> statement-breakpoint
ALTER TABLE "run_answers" ADD CONSTRAINT "run_answers_run_id_game_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."game_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_estimates" ADD CONSTRAINT "skill_estimates_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;