CREATE TABLE "run_misses" (
	"run_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"question" text NOT NULL,
	"correct_answer" text NOT NULL,
	CONSTRAINT "run_misses_run_id_index_pk" PRIMARY KEY("run_id","index")
);
--> statement-breakpoint
ALTER TABLE "run_misses" ADD CONSTRAINT "run_misses_run_id_game_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."game_runs"("id") ON DELETE cascade ON UPDATE no action;