-- A removed student stays removed (class_removals); a set's reports carry a reason and a network,
-- and an administrator can hide a set (docs/decisions/set-reports.md). Visitors' reports no longer
-- count, so the ones already stored go (the last statement is hand-written).
CREATE TABLE "class_removals" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_removals_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "set_reports" ADD COLUMN "reason" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "set_reports" ADD COLUMN "network" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_sets" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_removals" ADD CONSTRAINT "class_removals_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_removals" ADD CONSTRAINT "class_removals_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_reports" ADD CONSTRAINT "set_reports_reason_check" CHECK ("set_reports"."reason" in ('rude', 'personal', 'wrong', 'other'));--> statement-breakpoint
DELETE FROM "set_reports" WHERE "reporter" NOT LIKE 'user:%';
