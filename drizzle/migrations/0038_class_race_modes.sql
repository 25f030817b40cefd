CREATE TABLE "class_race_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"race_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"target_id" uuid,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_race_players" ADD COLUMN "gold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_race_players" ADD COLUMN "team" integer;--> statement-breakpoint
ALTER TABLE "class_race_players" ADD COLUMN "streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_races" ADD COLUMN "mode" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_races" ADD COLUMN "team_count" integer;--> statement-breakpoint
ALTER TABLE "class_race_events" ADD CONSTRAINT "class_race_events_race_id_class_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."class_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_race_events" ADD CONSTRAINT "class_race_events_player_id_class_race_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."class_race_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_race_events" ADD CONSTRAINT "class_race_events_target_id_class_race_players_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."class_race_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_race_events_race_idx" ON "class_race_events" USING btree ("race_id","seq");--> statement-breakpoint
CREATE INDEX "class_race_events_target_idx" ON "class_race_events" USING btree ("target_id");--> statement-breakpoint
ALTER TABLE "class_race_players" ADD CONSTRAINT "class_race_players_gold" CHECK ("class_race_players"."gold" >= 0);--> statement-breakpoint
ALTER TABLE "class_races" ADD CONSTRAINT "class_races_mode_check" CHECK ("class_races"."mode" in ('classic', 'gold', 'teams', 'powerups'));--> statement-breakpoint
ALTER TABLE "class_races" ADD CONSTRAINT "class_races_team_count" CHECK (("class_races"."mode" = 'teams') = ("class_races"."team_count" is not null) and coalesce("class_races"."team_count", 2) between 2 and 6);