CREATE TABLE "maintenance_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "parental_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"parent_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"public_allowed" boolean DEFAULT false NOT NULL,
	"last_mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parental_consents_status_check" CHECK ("parental_consents"."status" in ('pending', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_month" integer;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD CONSTRAINT "parental_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parental_consents_token_idx" ON "parental_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "parental_consents_pending_idx" ON "parental_consents" USING btree ("created_at") WHERE "parental_consents"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_month_range" CHECK ("users"."birth_month" between 1 and 12);